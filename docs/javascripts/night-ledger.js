// pokerrules game night: the ledger (each player's running total), the night's history by hand,
// and the settle-up (who pays whom, in the fewest payments). Everything here is drawn from the
// night op's `status`; the package did the arithmetic.

import { el } from "./simulator.js";
import { signed } from "./sim-dom.js";
import { t } from "./words.js";

export function totalsTable(status) {
  const dealer = status.dealer;
  return el("table", { class: "pr-night-totals" },
    el("caption", { text: status.hands.length === 1 ? t("Running totals after {n} hand", { n: 1 }) : t("Running totals after {n} hands", { n: status.hands.length }) }),
    el("thead", {}, el("tr", {}, el("th", { scope: "col", text: t("Player") }), el("th", { scope: "col", text: t("Chips won or lost") }))),
    el("tbody", {}, ...status.players.map((p, i) => el("tr", { dataset: { player: String(i) } },
      el("th", { scope: "row", text: i === dealer ? t("{name} (the dealer)", { name: p.name }) : p.name }),
      el("td", { class: "pr-night-chips", text: signed(p.total), dataset: { total: String(p.total) } })))));
}

export function historyTable(status) {
  if (!status.hands.length) return el("p", { class: "pr-help", text: t("No hand has been recorded yet.") });
  const names = status.players.map((p) => p.name);
  return el("div", { class: "pr-night-scroll", tabindex: "0", role: "region", "aria-label": t("The night by hand") },
    el("table", { class: "pr-night-history" },
      el("caption", { text: t("The night by hand: chips won or lost") }),
      el("thead", {}, el("tr", {},
        el("th", { scope: "col", text: t("Hand") }), el("th", { scope: "col", text: t("Dealer") }),
        el("th", { scope: "col", text: t("Game") }), ...names.map((n) => el("th", { scope: "col", text: n })))),
      el("tbody", {}, ...status.hands.map((h) => el("tr", { dataset: { hand: String(h.number) } },
        el("th", { scope: "row", text: String(h.number) }),
        el("td", { text: names[h.dealer] }),
        el("td", { text: `${h.name} (${h.how_words})` }),
        ...h.chips.map((c) => el("td", { class: "pr-night-chips", text: signed(c) })))))));
}

/** The settle-up: one line per payment, the fewest that square every total. */
export function settleBox(status) {
  const { payments } = status.settle;
  const list = el("ul", { class: "pr-night-payments" }, ...payments.map((p) => el("li", {
    text: p.text, dataset: { payer: String(p.payer), payee: String(p.payee), chips: String(p.chips) },
  })));
  const said = payments.length
    ? (payments.length === 1 ? t("{n} payment settles the night, the fewest that square every total:", { n: 1 })
      : t("{n} payments settle the night, the fewest that square every total:", { n: payments.length }))
    : t("Everyone is square: nobody pays anybody.");
  return el("div", { class: "pr-night-settle-result" }, el("p", { text: said }), payments.length ? list : null);
}

/** "Ana wins 12 chips, Ben loses 12 chips." for the live region after a hand. */
export function handWords(status, hand) {
  const names = status.players.map((p) => p.name);
  const parts = hand.chips.map((c, i) => {
    const said = { name: names[i], n: Math.abs(c) };
    if (c > 0) return c === 1 ? t("{name} wins {n} chip", said) : t("{name} wins {n} chips", said);
    if (c < 0) return c === -1 ? t("{name} loses {n} chip", said) : t("{name} loses {n} chips", said);
    return null;
  }).filter(Boolean);
  const which = { n: hand.number, game: hand.name, parts: parts.join(", ") };
  return parts.length ? t("Hand {n} ({game}) recorded: {parts}.", which) : t("Hand {n} ({game}) recorded: nobody won or lost.", which);
}

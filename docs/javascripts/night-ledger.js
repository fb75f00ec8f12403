// pokerrules game night: the ledger (each player's running total), the night's history by hand,
// and the settle-up (who pays whom, in the fewest payments). Everything here is drawn from the
// night op's `status`; the package did the arithmetic.

import { el } from "./simulator.js";
import { counted, signed } from "./sim-dom.js";

const chips = (n) => counted(n, "chip");

export function totalsTable(status) {
  const dealer = status.dealer;
  return el("table", { class: "pr-night-totals" },
    el("caption", { text: `Running totals after ${counted(status.hands.length, "hand")}` }),
    el("thead", {}, el("tr", {}, el("th", { scope: "col", text: "Player" }), el("th", { scope: "col", text: "Chips won or lost" }))),
    el("tbody", {}, ...status.players.map((p, i) => el("tr", { dataset: { player: String(i) } },
      el("th", { scope: "row", text: i === dealer ? `${p.name} (the dealer)` : p.name }),
      el("td", { class: "pr-night-chips", text: signed(p.total), dataset: { total: String(p.total) } })))));
}

export function historyTable(status) {
  if (!status.hands.length) return el("p", { class: "pr-help", text: "No hand has been recorded yet." });
  const names = status.players.map((p) => p.name);
  return el("div", { class: "pr-night-scroll", tabindex: "0", role: "region", "aria-label": "The night by hand" },
    el("table", { class: "pr-night-history" },
      el("caption", { text: "The night by hand: chips won or lost" }),
      el("thead", {}, el("tr", {},
        el("th", { scope: "col", text: "Hand" }), el("th", { scope: "col", text: "Dealer" }),
        el("th", { scope: "col", text: "Game" }), ...names.map((n) => el("th", { scope: "col", text: n })))),
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
    ? `${counted(payments.length, "payment")} settle the night, the fewest that square every total:`
    : "Everyone is square: nobody pays anybody.";
  return el("div", { class: "pr-night-settle-result" }, el("p", { text: said }), payments.length ? list : null);
}

/** "Ana wins 12 chips, Ben loses 12 chips." for the live region after a hand. */
export function handWords(status, hand) {
  const names = status.players.map((p) => p.name);
  const parts = hand.chips.map((c, i) => (c > 0 ? `${names[i]} wins ${chips(c)}` : c < 0 ? `${names[i]} loses ${chips(-c)}` : null)).filter(Boolean);
  return `Hand ${hand.number} (${hand.name}) recorded${parts.length ? `: ${parts.join(", ")}` : ": nobody won or lost"}.`;
}

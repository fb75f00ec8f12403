// pokerrules simulator: drawing the table of a view (notes/api-contract.md): the table facts
// (`info`, "Pot 14"), the cards on the table that belong to no hand (`piles`, sim-piles.js),
// every other seat in a compact box, the reader's own hand beside their moves (a hand in
// `groups` when it has them), and the result. The game's words (`terms`) are explained where
// the facts and the notes use them (sim-terms.js).

import { cardElement } from "./sim-cards.js";
import { el, signed } from "./sim-dom.js";
import { drawGroups, drawPiles, pilesBox } from "./sim-piles.js";
import { seatLabel } from "./sim-people.js";
import { explainTerms } from "./sim-terms.js";
import { t } from "./words.js";

const hasSeat = (h) => h.seat !== null && h.seat !== undefined;

/** One seat's box: name and stack, cards, what the hand is worth, its notes. */
export function drawHand(h, v, over, people = null) {
  const mine = hasSeat(h) && h.seat === v.your_seat;
  const name = seatLabel(h, people, v.your_seat); // with the people's names in pass-and-play
  const head = el("p", { class: "pr-hand-name" }, el("strong", { text: name }));
  if (typeof h.stack === "number") head.append(el("span", { class: "pr-stack", text: ` \u00b7 ${t("stack {n}", { n: h.stack })}` }));
  if (h.folded) head.append(el("span", { class: "pr-folded", text: ` \u00b7 ${t("folded")}` }));
  const cardOf = (c) => cardElement(c, { mine, over });
  // In groups when the package gives them (melds, then deadwood), else one row.
  const cards = drawGroups({ ...h, name }, cardOf)
    || el("ul", { class: "pr-cards", "aria-label": t("{hand}: cards", { hand: name }) }, ...(h.cards || []).map(cardOf));
  const classes = ["pr-hand"];
  if (mine) classes.push("pr-hand--mine");
  if ((h.cards || []).length > 6) classes.push("pr-hand--long");
  if (h.folded) classes.push("pr-hand--folded");
  const box = el("section", {
    class: classes.join(" "),
    "aria-label": name,
    dataset: { seat: hasSeat(h) ? String(h.seat) : "none" },
  }, head, cards);
  if (h.label) {
    const label = el("p", { class: "pr-hand-label", text: h.label });
    explainTerms(label, v.terms);
    box.append(label);
  }
  if (h.notes && h.notes.length) {
    const notes = el("ul", { class: "pr-notes" }, ...h.notes.map((n) => el("li", { text: n })));
    explainTerms(notes, v.terms);
    box.append(notes);
  }
  return box;
}

/**
 * Draw view `v` into `parts` ({info, others, mine, legend, people?}: `people`, the names and
 * nulls of pass-and-play, names the seats, sim-people.js). `over` shows every card as known
 * (the hand is over and is not being replayed).
 */
export function drawTable(parts, v, over) {
  const info = Array.isArray(v.info) ? v.info : [];
  parts.info.replaceChildren(...info.map((line) => el("li", { text: String(line) })));
  parts.info.hidden = !info.length;
  explainTerms(parts.info, v.terms);
  drawPiles(pilesBox(parts.info), v, over);
  const hands = v.hands || [];
  const isMine = (h) => hasSeat(h) && h.seat === v.your_seat;
  parts.mine.replaceChildren(...hands.filter(isMine).map((h) => drawHand(h, v, over, parts.people)));
  parts.others.replaceChildren(...hands.filter((h) => !isMine(h)).map((h) => drawHand(h, v, over, parts.people)));
  parts.others.hidden = !parts.others.childElementCount;
  parts.others.dataset.count = String(parts.others.childElementCount);
  parts.mine.hidden = !parts.mine.childElementCount;
  parts.legend.hidden = !parts.mine.querySelector(".pr-card--secret");
}

/** Mark the seat that made the move being shown (or none). */
export function markActing(container, seat) {
  for (const box of container.querySelectorAll(".pr-hand--acting")) {
    box.classList.remove("pr-hand--acting");
    box.removeAttribute("aria-current");
  }
  if (seat === null || seat === undefined) return;
  const box = container.querySelector(`.pr-hand[data-seat="${Number(seat)}"]`);
  if (box) {
    box.classList.add("pr-hand--acting");
    box.setAttribute("aria-current", "true");
  }
}

/** The sentence about the reader: the package's summary, or one made from `net`. */
export function resultSummary(v) {
  const r = v.result || {};
  if (typeof r.summary === "string" && r.summary) return r.summary;
  const net = Array.isArray(r.net) ? r.net[v.your_seat ?? 0] : null;
  if (typeof net !== "number") return t("The hand is over.");
  if (net > 0) return t("You win {n} ({net}).", { n: net, net: signed(net) });
  if (net < 0) return t("You lose {n} ({net}).", { n: -net, net: signed(net) });
  return t("You break even.");
}

/** The result box: the summary, prominent, then the package's lines as a list. */
export function drawResult(box, v) {
  const lines = (v.result && v.result.lines) || [];
  box.replaceChildren(
    el("p", { class: "pr-result-summary", text: resultSummary(v) }),
    el("ul", { class: "pr-result-lines" }, ...lines.map((line) => el("li", { text: String(line) }))),
  );
}

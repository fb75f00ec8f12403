// pokerrules simulator: cards on the table that belong to no hand (`view.piles`), and a hand
// drawn in groups (`hand.groups`), both from notes/api-contract.md.
//
//   .pr-piles                     every pile, between the table facts and the hands
//     section.pr-pile             one pile, named by its label ("Trick")
//       p.pr-pile-head            the label, and its note ("Led by Seat 2")
//       ul.pr-cards.pr-pile-cards the cards; an empty pile keeps a card's height (nothing moves)
//         li.pr-pile-card         a card (sim-cards.js) and, under it, its caption ("Seat 2")
//
//   .pr-groups                    a hand's cards in groups, in the order given
//     div.pr-group                role=group, named by its label ("Deadwood 12")
//       span.pr-group-label
//       ul.pr-cards

import { cardElement } from "./sim-cards.js";
import { el } from "./sim-dom.js";
import { t } from "./words.js";

const text = (value) => (typeof value === "string" ? value : "");

/** One card of a pile: the card, with its caption (who played it) under it. */
function pileCard(c, over) {
  const caption = text(c.caption);
  const item = el("li", { class: "pr-pile-card" }, cardElement(c, { over, tag: "div" }));
  if (caption) item.append(el("span", { class: "pr-card-caption", text: caption }));
  return item;
}

/** Fill `box` with the view's piles (hidden when there are none). */
export function drawPiles(box, v, over) {
  const piles = Array.isArray(v.piles) ? v.piles.filter((p) => p && typeof p === "object") : [];
  box.replaceChildren(...piles.map((pile) => {
    const label = text(pile.label) || t("On the table");
    const note = text(pile.note);
    const cards = Array.isArray(pile.cards) ? pile.cards : [];
    const head = el("p", { class: "pr-pile-head" }, el("strong", { text: label }));
    if (note) head.append(el("span", { class: "pr-pile-note", text: ` \u00b7 ${note}` }));
    return el("section", { class: "pr-pile", "aria-label": label },
      head,
      el("ul", { class: "pr-cards pr-pile-cards", "aria-label": !cards.length ? t("{pile}: no cards", { pile: label }) : cards.length === 1 ? t("{pile}: {n} card", { pile: label, n: 1 }) : t("{pile}: {n} cards", { pile: label, n: cards.length }) },
        ...cards.map((c) => pileCard(c, over))));
  }));
  box.hidden = !piles.length;
}

/** The hand's cards as labelled groups, or null when the hand has none (draw one row). */
export function drawGroups(h, cardOf) {
  const groups = Array.isArray(h.groups) ? h.groups.filter((g) => g && Array.isArray(g.cards)) : [];
  if (!groups.length) return null;
  return el("div", { class: "pr-groups" }, ...groups.map((g) => {
    const label = text(g.label) || t("Cards");
    return el("div", { class: "pr-group", role: "group", "aria-label": `${h.name}: ${label}` },
      el("span", { class: "pr-group-label", "aria-hidden": "true", text: label }),
      el("ul", { class: "pr-cards" }, ...g.cards.map(cardOf)));
  }));
}

/** The piles' box of a table: made once, right after the table facts. */
export function pilesBox(info) {
  const next = info.nextElementSibling;
  if (next && next.classList.contains("pr-piles")) return next;
  const box = el("div", { class: "pr-piles", role: "group", "aria-label": t("On the table"), hidden: true });
  info.after(box);
  return box;
}

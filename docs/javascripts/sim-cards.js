// pokerrules cards: how the simulator (and anything else on the site) draws one card.
//
// cardElement(card, {mine, over, tag}) takes a card of a view (notes/api-contract.md: code,
// text, short, suit, up; wild where the game has wild cards; new for a card just passed to
// this hand; dead for a card that counts for nothing now, as a joker in Chaos after a queen) and returns an element that
// looks like a playing card, drawn by the site itself (styles: the "Cards" section of
// stylesheets/cards.css; no image), with text for screen readers. `mine` is true for the
// reader's own hand, `over` once the hand is over (then nothing is secret any more).
//
// What the element holds (everything visual is aria-hidden; the words are in .pr-sr-only):
//
//   .pr-card                 the card; data-code, data-up; size from --pr-card-w
//     .pr-card-short         the corner index, "10♥" (tests read it)
//     .pr-card-pip           the big suit symbol in the middle
//     .pr-card-mark          on the reader's own face-down card (.pr-card--secret): a folded
//                            top right corner with an eye
//     .pr-card-band          a star and "WILD" across the foot of a wild card
//     .pr-card-new           a "NEW" tab at the top right of a card just passed to this hand
//                            (.pr-card--new), until its holder's next move
//     .pr-card-best          a check badge at the foot of a card that is part of its hand's best
//                            hand as shown now (`best` in the view; .pr-card--best, also ringed)
//     .pr-sr-only            "ten of hearts, wild, face down: only you see it"
//
// The kinds differ in more than colour: a card nobody may see (.pr-card--down) shows a
// patterned back and no face; a face-down card shown to the reader (.pr-card--hole) has a
// dashed frame, and while the hand is on (.pr-card--secret) also a hatched edge and the eye
// badge; a wild card (.pr-card--wild) has a double frame and the starred WILD band. A card of
// the reader's own that not even the reader may look at (Night Chaos: `unseen` in the view) is
// a back like the others' (.pr-card--down .pr-card--unseen) with a struck-through eye badge.

import { el } from "./sim-dom.js";
import { t } from "./words.js";

const SVG = "http://www.w3.org/2000/svg";


function svg(tag, attrs) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  return node;
}

// Small line icons (24 x 24, drawn in the text colour).
const ICONS = {
  // An open eye: "you see this card; the others do not".
  eye: [["path", { d: "M2 12c2.6-4.7 6-7 10-7s7.4 2.3 10 7c-2.6 4.7-6 7-10 7s-7.4-2.3-10-7z" }],
    ["circle", { cx: 12, cy: 12, r: 3.2 }]],
  // An eye struck through: "nobody, not even you, may look at this card".
  unseen: [["path", { d: "M2 12c2.6-4.7 6-7 10-7s7.4 2.3 10 7c-2.6 4.7-6 7-10 7s-7.4-2.3-10-7z" }],
    ["path", { d: "M4 20L20 4" }]],
  // A tick: "part of the best hand".
  check: [["path", { d: "M5 12.5l4.5 4.5L19 7" }]],
  // A five-pointed star: "wild".
  star: [["path", { d: "M12 2.5l2.8 6.1 6.7.7-5 4.5 1.4 6.6L12 17l-5.9 3.4 1.4-6.6-5-4.5 6.7-.7z" }]],
};

function icon(name) {
  const node = svg("svg", { viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false" });
  node.classList.add("pr-card-icon", `pr-card-icon--${name}`);
  for (const [tag, attrs] of ICONS[name]) node.append(svg(tag, attrs));
  return node;
}

const SUIT_SYMBOLS = { c: "\u2663", d: "\u2666", h: "\u2665", s: "\u2660" };

// The big symbol in the middle: the suit's (from `suit`, else the last character of `short`).
function pipOf(c) {
  if (SUIT_SYMBOLS[c.suit]) return SUIT_SYMBOLS[c.suit];
  const short = String(c.short || "");
  return short ? Array.from(short).pop() : "";
}

// A card: unknown (face down, "??"), face up, or face down but known to the reader: the
// reader's own hole cards while the hand is on ("only you see it"), or any hole card shown
// at the end. Any of them may be wild.
export function cardElement(c, { mine = false, over = false, tag = "li" } = {}) {
  const unknown = c.suit === null || c.suit === undefined;
  const unseen = unknown && c.unseen === true && !over;
  const faceDown = !unknown && c.up === false;
  const secret = faceDown && mine && !over;
  const wild = !unknown && c.wild === true;
  const fresh = !unknown && c.new === true && !over;
  const dead = !unknown && c.dead === true;
  const best = !unknown && c.best === true;
  const words = [unseen ? t("your face-down card") : c.text];
  if (unseen) words.push(t("unseen: not even you may look at it"));
  if (wild) words.push(t("wild"));
  if (dead) words.push(t("dead: it counts for nothing"));
  if (fresh) words.push(t("new: just passed to this hand"));
  if (best) words.push(t("part of the best hand"));
  if (secret) words.push(t("face down: only you see it"));
  else if (faceDown) words.push(t("dealt face down"));
  const text = words.join(", ");
  const title = words.length > 1 ? `${words[0]} (${words.slice(1).join(", ")})` : words[0];

  const classes = ["pr-card"];
  if (unknown) classes.push("pr-card--down");
  if (unseen) classes.push("pr-card--unseen");
  if (faceDown) classes.push("pr-card--hole");
  if (secret) classes.push("pr-card--secret");
  if (wild) classes.push("pr-card--wild");
  if (fresh) classes.push("pr-card--new");
  if (dead) classes.push("pr-card--dead");
  if (best) classes.push("pr-card--best");
  if (c.suit === "h" || c.suit === "d") classes.push("pr-card--red");

  const card = el(tag, {
    class: classes.join(" "),
    title,
    dataset: c.up === undefined ? { code: c.code } : { code: c.code, up: String(Boolean(c.up)) },
  });
  // The corner index; on a card nobody may see it is kept (hidden by the stylesheet) so the
  // element always has the same parts.
  card.append(el("span", { class: "pr-card-short", "aria-hidden": "true", text: c.short }));
  if (!unknown) {
    card.append(el("span", { class: "pr-card-pip", "aria-hidden": "true", text: pipOf(c) }));
    if (secret) card.append(el("span", { class: "pr-card-mark pr-card-mark--secret", "aria-hidden": "true" }, icon("eye")));
    if (fresh) card.append(el("span", { class: "pr-card-new", "aria-hidden": "true", text: t("NEW") }));
    if (best) card.append(el("span", { class: "pr-card-best", "aria-hidden": "true" }, icon("check")));
    if (wild) {
      card.append(el("span", { class: "pr-card-band", "aria-hidden": "true" },
        icon("star"), el("span", { class: "pr-card-band-text", text: t("WILD") })));
    }
  }
  if (unseen) card.append(el("span", { class: "pr-card-mark pr-card-mark--unseen", "aria-hidden": "true" }, icon("unseen")));
  card.append(el("span", { class: "pr-sr-only", text }));
  return card;
}

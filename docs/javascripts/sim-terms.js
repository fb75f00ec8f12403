// pokerrules simulator: a game's own words explained where they appear on the table.
//
// A view may carry `terms` (notes/api-contract.md): [{term: "Grande", meaning: "…"}, …].
//
// explainTerms(root, terms) finds the first use of each term in the text under `root` (the
// prompt, a line of table facts, a hand's notes) and turns it into a small button that shows
// the meaning in a tooltip on hover and on keyboard focus (and toggles it on click or Enter,
// for touch); the tooltip is tied to the button by aria-describedby, so a screen reader says
// the word, then its meaning. Escape hides an open tooltip.
//
// describeButtons(box, terms) does the same for moves: a button cannot hold another button, so
// a move whose label uses a term gets the meaning as its description (aria-describedby) and as
// a tooltip shown while the move is hovered or focused.
//
//   .pr-term-wrap            the word and its tooltip
//     button.pr-term         the word, dotted underline ("Grande")
//     span.pr-term-tip       role=tooltip, "Grande: the big hand, highest cards win"
//   .pr-term-tip--move       a move's tooltip, right after its button
//
// Nothing is built from HTML: text is split into text nodes and elements made with el().

import { el, nextUid } from "./sim-dom.js";

const MAX_TERMS = 40;

/** The usable terms of a view, longest first (so "Pares de mano" wins over "Pares"). */
export function readTerms(terms) {
  if (!Array.isArray(terms)) return [];
  return terms
    .filter((t) => t && typeof t.term === "string" && t.term.trim() && typeof t.meaning === "string" && t.meaning.trim())
    .slice(0, MAX_TERMS)
    .map((t) => ({ term: t.term.trim(), meaning: t.meaning.trim() }))
    .sort((a, b) => b.term.length - a.term.length);
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// The term as a whole word, in any case ("grande" in "Grande: you are behind").
const wordPattern = (term) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, "iu");

function tooltip(id, term, meaning, extra = "") {
  return el("span", { class: `pr-term-tip${extra}`, role: "tooltip", id, text: `${term}: ${meaning}` });
}

function termButton(word, entry) {
  const id = nextUid("term");
  const button = el("button", {
    type: "button", class: "pr-term", "aria-describedby": id, "aria-expanded": "false", text: word,
  });
  const wrap = el("span", { class: "pr-term-wrap" }, button, tooltip(id, entry.term, entry.meaning));
  button.addEventListener("click", () => {
    button.setAttribute("aria-expanded", String(button.getAttribute("aria-expanded") !== "true"));
  });
  button.addEventListener("blur", () => button.setAttribute("aria-expanded", "false"));
  return wrap;
}

// Escape hides the tooltip of the focused or hovered word or move, until it is left.
function dismissOnEscape(host) {
  if (host.dataset.termsEscape) return;
  host.dataset.termsEscape = "true";
  host.addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    const owner = e.target.closest && e.target.closest(".pr-term-wrap, .pr-term-owner");
    if (!owner) return;
    owner.classList.add("pr-term--dismissed");
    const button = owner.querySelector(".pr-term");
    if (button) button.setAttribute("aria-expanded", "false");
  });
  const reset = (e) => {
    const owner = e.target.closest && e.target.closest(".pr-term-wrap, .pr-term-owner");
    if (owner) owner.classList.remove("pr-term--dismissed");
  };
  host.addEventListener("focusin", reset);
  host.addEventListener("mouseover", reset);
}

/** Turn the first use of each term in the text under `root` into an explained word. */
export function explainTerms(root, terms) {
  const list = readTerms(terms);
  if (!root || !list.length) return;
  dismissOnEscape(root);
  const done = new Set();
  for (const entry of list) {
    const pattern = wordPattern(entry.term);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement && node.parentElement.closest(".pr-term-wrap, button, select, option, .pr-sr-only")
        ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const match = pattern.exec(node.nodeValue);
      if (!match || done.has(entry.term)) continue;
      const after = node.splitText(match.index);
      after.splitText(match[0].length);
      after.replaceWith(termButton(match[0], entry));
      done.add(entry.term);
      break;
    }
  }
}

/** Give every move button under `box` whose label uses a term that term's meaning, as its
 *  description and as a tooltip on hover and focus. */
export function describeButtons(box, terms) {
  const list = readTerms(terms);
  if (!box || !list.length) return;
  dismissOnEscape(box);
  for (const button of box.querySelectorAll("button")) {
    const label = `${button.getAttribute("aria-label") || ""} ${button.textContent}`;
    const used = list.filter((entry) => wordPattern(entry.term).test(label));
    if (!used.length) continue;
    const id = nextUid("move-term");
    const tip = el("span", { class: "pr-term-tip pr-term-tip--move", role: "tooltip", id,
      text: used.map((entry) => `${entry.term}: ${entry.meaning}`).join(" \u00b7 ") });
    const described = button.getAttribute("aria-describedby");
    button.setAttribute("aria-describedby", described ? `${described} ${id}` : id);
    button.classList.add("pr-term-button");
    const owner = button.parentElement;
    if (owner) owner.classList.add("pr-term-owner");
    button.after(tip);
  }
}

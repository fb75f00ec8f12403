// The showdown judge's small readers (judge.js imports them): the game's example hands, the cards
// typed in a box, a card of an engine message as it would be typed, and how wide a list's chosen
// text is. Nothing here touches the page's state.

const SUIT_LETTERS = { "\u2660": "s", "\u2665": "h", "\u2666": "d", "\u2663": "c" };

// The game's example hands from data-examples (a JSON list of strings), or none.
export function readExamples(text) {
  try {
    const list = JSON.parse(text || "[]");
    return Array.isArray(list) ? list.filter((x) => typeof x === "string" && x) : [];
  } catch {
    return [];
  }
}

// "A\u2660" or "10\u2665" (a card as the engine's messages write it) -> "as" or "th", as typed.
export function typedCode(short) {
  const m = /^(10|[2-9TJQKA])([\u2660\u2665\u2666\u2663])$/u.exec(short);
  if (!m) return short === "\u{1F0CF}" ? "jk" : null;
  return `${m[1] === "10" ? "t" : m[1].toLowerCase()}${SUIT_LETTERS[m[2]]}`;
}

// The cards typed in one hand box, as lower-case codes ("10h" read as "th").
export function typedCards(text) {
  return text.trim().toLowerCase().split(/[\s,]+/).filter(Boolean).map((c) => (c.startsWith("10") ? `t${c.slice(2)}` : c));
}

// How wide a list would be to show its chosen text whole: a copy of it holding only that
// choice, out of the flow.
export function naturalWidth(select) {
  const copy = select.cloneNode(false);
  copy.removeAttribute("id");
  if (select.selectedOptions[0]) copy.append(select.selectedOptions[0].cloneNode(true));
  copy.style.cssText = "position: absolute; visibility: hidden; width: max-content; max-width: none; min-width: 0;";
  select.parentElement.append(copy);
  const width = copy.getBoundingClientRect().width;
  copy.remove();
  return width;
}

// Whether two option values are the same (values may be numbers, strings or lists).
export const sameValue = (a, b) => JSON.stringify(a) === JSON.stringify(b);

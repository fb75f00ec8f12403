// pokerrules cards: how the simulator (and anything else on the site) draws one card.
//
// cardElement(card, {mine, over, tag}) takes a card of a view (notes/api-contract.md: code,
// text, short, suit, up, and wild where the game has wild cards) and returns an element with
// text for screen readers. `mine` is true for the reader's own hand, `over` once the hand is
// over (then nothing is secret any more).

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key === "dataset") Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

// A card: unknown (face down, "??"), face up, or face down but known to the reader: the
// reader's own hole cards while the hand is on ("only you see it"), or any hole card shown
// at the end.
export function cardElement(c, { mine = false, over = false, tag = "li" } = {}) {
  const unknown = c.suit === null || c.suit === undefined;
  const faceDown = !unknown && c.up === false;
  const secret = faceDown && mine && !over;
  let text = c.text;
  let title = c.text;
  if (secret) {
    text = `${c.text}, face down: only you see it`;
    title = `${c.text} (face down: only you see it)`;
  } else if (faceDown) {
    text = `${c.text}, dealt face down`;
    title = `${c.text} (dealt face down)`;
  }
  const classes = ["pr-card"];
  if (unknown) classes.push("pr-card--down");
  if (faceDown) classes.push("pr-card--hole");
  if (secret) classes.push("pr-card--secret");
  if (c.suit === "h" || c.suit === "d") classes.push("pr-card--red");
  return el(tag, {
    class: classes.join(" "),
    title,
    dataset: c.up === undefined ? { code: c.code } : { code: c.code, up: String(Boolean(c.up)) },
  }, el("span", { class: "pr-card-short", "aria-hidden": "true", text: c.short }),
  el("span", { class: "pr-sr-only", text }));
}

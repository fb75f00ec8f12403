// pokerrules: one printable game card, drawn from the engine's `card` reply
// (notes/api-contract.md, with `site` so that it has `address` and `qr`): the title, the
// five-line summary, every house rule in words, the wild cards, the betting, how the pot is
// won, the ties, the link and its QR code (an inline SVG whose accessible name says where it
// goes). Only createElement/textContent: nothing from the engine goes through innerHTML.

import { el, nextUid } from "./sim-dom.js";
import { t } from "./words.js";

const SVG = "http://www.w3.org/2000/svg";
const QUIET = 4; // light modules round the code, as the standard asks

function svg(tag, attrs = {}) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  return node;
}

/** The dark modules of `rows` ("0"/"1" strings) as one path: a rectangle per run of dark. */
export function qrPath(rows) {
  let d = "";
  rows.forEach((row, y) => {
    for (const run of row.matchAll(/1+/g)) {
      d += `M${run.index + QUIET} ${y + QUIET}h${run[0].length}v1h-${run[0].length}z`;
    }
  });
  return d;
}

/** The QR code of `rows` as an <svg role="img"> named `name`. */
export function qrSvg(rows, name) {
  const side = rows.length + 2 * QUIET;
  const node = svg("svg", {
    class: "pr-gamecard-qr", viewBox: `0 0 ${side} ${side}`, role: "img", "aria-label": name,
    "shape-rendering": "crispEdges", "data-modules": rows.length,
  });
  node.append(svg("rect", { width: side, height: side, fill: "#ffffff" }),
    svg("path", { d: qrPath(rows), fill: "#000000" }));
  return node;
}

function section(heading, text) {
  return el("section", { class: "pr-gamecard-section" },
    el("h3", { text: heading }), el("p", { text }));
}

/** The card of one game: an <article> labelled by its title. */
export function drawCard(reply) {
  const titleId = nextUid("card-title");
  const rules = el("ul", { class: "pr-gamecard-rules" });
  for (const rule of reply.house_rules || []) {
    rules.append(el("li", { class: rule.applies ? null : "pr-gamecard-rule-off" },
      el("span", { class: "pr-gamecard-rule-label", text: `${rule.label}: ` }), rule.choice));
  }
  if (!rules.childElementCount) rules.append(el("li", { text: t("None: the game has no house rules to choose.") }));
  const name = t("QR code: opens {game} with these house rules", { game: reply.title });
  const link = el("div", { class: "pr-gamecard-link" },
    reply.qr ? qrSvg(reply.qr, name) : null,
    el("p", {},
      el("span", { class: "pr-gamecard-link-lead", text: t("These rules on the site:") }), " ",
      el("a", { href: reply.address || reply.link, text: reply.address || reply.link })));
  return el("article", {
    class: "pr-gamecard", "aria-labelledby": titleId, dataset: { variant: reply.variant },
  },
  el("h2", { class: "pr-gamecard-title", id: titleId, text: reply.title }),
  el("ul", { class: "pr-gamecard-summary" }, ...(reply.summary || []).map((line) => el("li", { text: line }))),
  el("div", { class: "pr-gamecard-body" },
    el("section", { class: "pr-gamecard-section" }, el("h3", { text: t("House rules") }), rules),
    section(t("Wild cards"), reply.wild),
    section(t("Betting"), reply.betting),
    section(t("How the pot is won"), reply.pot),
    section(t("Ties"), reply.ties)),
  link);
}

// pokerrules simulator: "Share this deal" links.
//
// A link holds the game (the page), the seed, the number of players and the options:
//   <page>?deal=<seed>&seats=4&opt.betting=pot#simulator
// Opening one deals that exact deal. The JS checks nothing the engine checks: the seed, the
// seats and the options go to the engine as written, and its own message is shown if it
// refuses them.

import { t } from "./words.js";

export const ANCHOR = "simulator";

/** The deal a link asks for: null (no link), {error}, or {seed, seats, options}. */
export function parseLink(search) {
  const params = new URLSearchParams(search);
  if (!params.has("deal")) return null;
  const seed = params.get("deal").trim();
  if (!seed) return { error: t("This link does not say which deal to play (its \u201cdeal\u201d is empty), so nothing was dealt.") };
  let seats = null;
  if (params.has("seats")) {
    const raw = params.get("seats").trim();
    seats = /^\d{1,3}$/.test(raw) ? Number(raw) : raw; // the engine explains anything else
  }
  const options = {};
  for (const [key, value] of params) {
    if (key.startsWith("opt.")) options[key.slice(4)] = value;
  }
  return { seed, seats, options };
}

/** The address of this page that deals `seed` with `seats` players and `options`. */
export function buildLink({ seed, seats, options }) {
  const url = new URL(window.location.href);
  const params = new URLSearchParams();
  params.set("deal", String(seed));
  params.set("seats", String(seats));
  for (const [name, value] of Object.entries(options || {})) params.set(`opt.${name}`, String(value));
  url.search = params.toString();
  url.hash = ANCHOR;
  return url.href;
}

/** Take the deal parameters out of the address bar (a reload then restores, not redeals). */
export function forgetLink() {
  const url = new URL(window.location.href);
  const params = new URLSearchParams(url.search);
  for (const key of [...params.keys()]) {
    if (key === "deal" || key === "seats" || key.startsWith("opt.")) params.delete(key);
  }
  url.search = params.toString();
  try {
    window.history.replaceState(window.history.state, "", url.href);
  } catch (_) {
    /* an address that cannot be rewritten keeps its parameters */
  }
}

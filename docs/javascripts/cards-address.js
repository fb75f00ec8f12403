// pokerrules: the address of the "Print game cards" page (docs/cards.md), which prints the
// card of each game it names with its house rules (cards-page.js draws them).
//
// The address holds, in this order:
//   game=ID                     once per game on the menu, in the order they are printed
//   seats.ID=N                  the players the card's link opens the game with (optional)
//   opt.ID.NAME=VALUE           each house rule of that game (any left out keeps its default)
//   size=full|half              a full page per card, or a half-page card (two to a sheet)
// such as cards/?game=chaos&seats.chaos=5&opt.chaos.jokers=yes&size=half. Without any `game`
// the page is the menu builder.
//
// cardsAddress(games, size) builds one; other pages link to it with it (the simulator's "Print
// a card" button, sim-callcard.js; the Game night page, for the night's menu):
//   cardsAddress([{variant: "chaos", options: {jokers: "yes"}, seats: 5},
//                 {variant: "seven-twenty-seven"}], "half")
// `variant` is the game's id; `options` its house rules by option name (values as the engine
// takes them; omitted or {} for the defaults); `seats` a whole number or null/omitted for the
// game's default. `size` is "full" (default) or "half". The result is a full address of this
// site's cards page. readCardsAddress(search) reads one back: {games, size, problems}, where
// each problem is a sentence naming what in the address could not be used.

import { t } from "./words.js";

export const SIZES = Object.freeze(["full", "half"]);

const SITE_ROOT = new URL("../", import.meta.url); // this file is <root>/javascripts/
// The reader's language tree (<root>/es/, <root>/pt-BR/; English is the root): every tree loads
// this file from the root, and its cards page is in the tree (site-build/sitebuild/languages.py).
const PAGE_LANG = typeof document === "undefined" ? "en" : document.documentElement.lang || "en";
const TREE_ROOT = PAGE_LANG === "en" ? SITE_ROOT : new URL(`${PAGE_LANG}/`, SITE_ROOT);

/** The site's root as this page sees it (what the card op's `site` field wants). */
export const siteRoot = () => SITE_ROOT.href;

/** The full address of the cards page for `games` [{variant, options?, seats?}] at `size`. */
export function cardsAddress(games, size = "full") {
  const url = new URL("cards/", TREE_ROOT);
  const params = new URLSearchParams();
  for (const { variant, options = {}, seats = null } of games) {
    params.append("game", String(variant));
    if (seats !== null && seats !== undefined) params.set(`seats.${variant}`, String(seats));
    for (const [name, value] of Object.entries(options || {})) {
      params.set(`opt.${variant}.${name}`, String(value));
    }
  }
  params.set("size", SIZES.includes(size) ? size : "full");
  url.search = params.toString();
  return url.href;
}

const quoted = (text) => `\u201c${String(text).slice(0, 60)}\u201d`;

/** {games: [{variant, options, seats, refused?}], size, problems: [sentence]} from a
 *  location.search; a game marked `refused` had a problem that leaves it without a card. */
export function readCardsAddress(search) {
  const params = new URLSearchParams(search);
  const problems = [];
  const games = [];
  const byId = new Map();
  for (const raw of params.getAll("game")) {
    const variant = raw.trim();
    if (!variant) {
      problems.push(t("The address names a game with no name, so no card was made for it."));
    } else if (!byId.has(variant)) {
      const game = { variant, options: {}, seats: null };
      byId.set(variant, game);
      games.push(game);
    }
  }
  let size = "full";
  const sizes = params.getAll("size");
  for (const asked of sizes) {
    if (!SIZES.includes(asked)) {
      problems.push(t("The size {size} in the address is not \u201cfull\u201d or \u201chalf\u201d, so it was left out.", { size: quoted(asked) }));
    }
  }
  const valid = sizes.filter((asked) => SIZES.includes(asked));
  if (new Set(valid).size > 1) {
    problems.push(t("The address asks for both sizes, so the cards are full size."));
  } else if (valid.length) {
    size = valid[0];
  }
  for (const [key, value] of params) {
    if (key.startsWith("opt.")) {
      const rest = key.slice(4);
      const dot = rest.indexOf(".");
      const variant = dot > 0 ? rest.slice(0, dot) : "";
      const name = dot > 0 ? rest.slice(dot + 1) : "";
      if (!variant || !name) {
        problems.push(t("The address has a house rule {rule} that does not say its game and its option (opt.GAME.OPTION), so it was left out.", { rule: quoted(key) }));
      } else if (!byId.has(variant)) {
        problems.push(t("The address sets the house rule {rule} for {game}, which is not a game on this menu, so it was left out.", { rule: quoted(name), game: quoted(variant) }));
      } else {
        byId.get(variant).options[name] = value;
      }
    } else if (key.startsWith("seats.")) {
      const variant = key.slice(6);
      if (!byId.has(variant)) {
        problems.push(t("The address sets the players for {game}, which is not a game on this menu, so it was left out.", { game: quoted(variant) }));
      } else if (!/^\d{1,3}$/.test(value.trim())) {
        problems.push(t("The number of players for {game}, {value}, is not a whole number, so its card was not made.", { game: quoted(variant), value: quoted(value) }));
        byId.get(variant).refused = true; // cards-page.js makes no card for it
      } else {
        byId.get(variant).seats = Number(value.trim());
      }
    }
  }
  return { games, size, problems };
}

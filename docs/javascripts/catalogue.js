// pokerrules catalogue filters: progressive enhancement of <ul class="pr-catalogue">.
//
// The list is generated at build time by pokerrules.pages.docs_tables.catalogue: one
// <li class="pr-game" data-id data-family data-tags="a,b" data-min data-max> per game. Without
// JavaScript every game is listed. This script adds, above the list, a family list, a number of
// players list and a check box for each tag, plus a live count ("12 games shown"). A game is
// shown when it belongs to the chosen family, seats the chosen number of players, and carries
// every ticked tag.
//
// The filters live in the page's address, so that a reload, the Back button and a shared link
// bring them back: ?family=7%2F27&players=4&tag=draw&tag=wild. A value the list does not offer
// (a family or tag that does not exist, a number of players no game seats) is ignored, and the
// rest still applies. The address is rewritten in place (history.replaceState), not pushed, so
// that Back leaves the page rather than stepping through each tick of a box.
//
// The legend of the tags links to what the tags mean (the list under the catalogue, whose
// entries each tag of a game's block also links to).
//
// On the home page, the "Play a random game" link (a.pr-play-random) is pointed at the
// simulator of a game picked at random from the home page's own list of games.
//
// It mounts on every page that Material's instant navigation brings (window.document$), and
// builds the controls with createElement/textContent only. Nothing here knows about any game:
// the choices come from the data attributes of the list.

import { onEveryPage } from "./sim-dom.js";
import { t } from "./words.js";

let uid = 0;

function make(tag, props = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "text") node.textContent = value;
    else if (key === "className") node.className = value;
    else node.setAttribute(key, value);
  }
  for (const child of children) node.append(child);
  return node;
}

function gameOf(item) {
  return {
    item,
    family: item.dataset.family || "",
    tags: (item.dataset.tags || "").split(",").filter(Boolean),
    min: Number(item.dataset.min),
    max: Number(item.dataset.max),
  };
}

function unique(values) {
  return [...new Set(values)];
}

function select(labelText, name, options) {
  const id = `pr-catalogue-${name}-${++uid}`;
  const list = make("select", { id, name });
  for (const [value, text] of options) list.append(make("option", { value, text }));
  const field = make("div", { className: "pr-catalogue-field" }, [
    make("label", { for: id, text: labelText }),
    list,
  ]);
  return { field, list };
}

// The address's query keys for the filters.
const KEYS = { family: "family", players: "players", tag: "tag" };

// The filters the address asks for, keeping only the values this list offers.
function filtersFromAddress(offered) {
  const query = new URLSearchParams(window.location.search);
  const family = query.get(KEYS.family);
  const players = query.get(KEYS.players);
  return {
    family: offered.families.includes(family) ? family : "",
    players: offered.players.includes(players) ? players : "",
    tags: query.getAll(KEYS.tag).filter((tag) => offered.tags.includes(tag)),
  };
}

// Write the chosen filters into the address, in place, keeping anything else it holds (other
// query keys, the fragment) and Material's own history state.
function filtersToAddress(chosen) {
  const url = new URL(window.location.href);
  for (const key of Object.values(KEYS)) url.searchParams.delete(key);
  if (chosen.family) url.searchParams.set(KEYS.family, chosen.family);
  if (chosen.players) url.searchParams.set(KEYS.players, chosen.players);
  for (const tag of chosen.tags) url.searchParams.append(KEYS.tag, tag);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url.href);
}

// The id of the list of tag meanings, if this page has one (pokerrules.pages.docs_tables.tags writes
// it under a heading; each game's tags link to its entries).
function meaningsHeading(list) {
  const first = list.querySelector(".pr-game-facts a.pr-tag");
  const entry = first && document.getElementById(decodeURIComponent(first.hash.slice(1)));
  const dl = entry && entry.closest("dl");
  let heading = dl && dl.previousElementSibling;
  while (heading && !/^H[2-6]$/.test(heading.tagName)) heading = heading.previousElementSibling;
  return heading && heading.id ? heading : null;
}

function mount(list) {
  if (list.dataset.filters === "on") return;
  const games = [...list.querySelectorAll(":scope > .pr-game")].map(gameOf);
  if (!games.length) return;
  list.dataset.filters = "on";

  const families = unique(games.map((g) => g.family));
  const tags = unique(games.flatMap((g) => g.tags));
  const most = Math.max(...games.map((g) => g.max));
  const least = Math.min(...games.map((g) => g.min));

  const family = select(t("Family"), "family", [
    ["", t("All families")],
    ...families.map((f) => [f, f]),
  ]);
  const players = select(t("Number of players"), "players", [
    ["", t("Any number")],
    ...Array.from({ length: most - least + 1 }, (_, i) => {
      const n = least + i;
      return [String(n), n === 1 ? t("{n} player", { n }) : t("{n} players", { n })];
    }),
  ]);

  const boxes = tags.map((tag) => {
    const id = `pr-catalogue-tag-${++uid}`;
    const box = make("input", { type: "checkbox", id, value: tag });
    const label = make("label", { for: id, className: "pr-catalogue-tag" });
    label.append(box, document.createTextNode(` ${tag}`));
    return { box, label };
  });
  const legend = make("legend", { text: t("Tags: show only games with every ticked tag") });
  const meanings = meaningsHeading(list);
  const tagSet = make("fieldset", { className: "pr-catalogue-tags" }, [
    legend,
    ...boxes.map((b) => b.label),
  ]);
  if (meanings) {
    // Beside the legend (a link inside a legend would be read as part of the group's name).
    tagSet.append(make("p", { className: "pr-catalogue-meanings" }, [
      make("a", { href: `#${meanings.id}`, text: t("What the tags mean") }),
    ]));
  }

  const count = make("p", {
    className: "pr-catalogue-count",
    role: "status",
    "aria-live": "polite",
  });
  const reset = make("button", { type: "reset", className: "pr-catalogue-reset", text: t("Show every game") });

  const form = make("form", {
    className: "pr-catalogue-filters",
    "aria-label": t("Filter the games"),
  }, [
    make("div", { className: "pr-catalogue-selects" }, [family.field, players.field]),
    tagSet,
    make("div", { className: "pr-catalogue-summary" }, [count, reset]),
  ]);

  function chosen() {
    return {
      family: family.list.value,
      players: players.list.value,
      tags: boxes.filter((b) => b.box.checked).map((b) => b.box.value),
    };
  }

  function update() {
    const wantFamily = family.list.value;
    const wantPlayers = players.list.value === "" ? null : Number(players.list.value);
    const wantTags = boxes.filter((b) => b.box.checked).map((b) => b.box.value);
    let shown = 0;
    for (const game of games) {
      const show =
        (!wantFamily || game.family === wantFamily) &&
        (wantPlayers === null || (game.min <= wantPlayers && wantPlayers <= game.max)) &&
        wantTags.every((tag) => game.tags.includes(tag));
      game.item.hidden = !show;
      if (show) shown += 1;
    }
    count.textContent =
      shown === 0
        ? t("No game matches these filters.")
        : shown === 1 ? t("{n} game shown", { n: shown }) : t("{n} games shown", { n: shown });
    list.dataset.shown = String(shown);
  }

  const wanted = filtersFromAddress({
    families,
    players: [...players.list.options].map((o) => o.value).filter(Boolean),
    tags,
  });
  family.list.value = wanted.family;
  players.list.value = wanted.players;
  for (const b of boxes) b.box.checked = wanted.tags.includes(b.box.value);

  form.addEventListener("change", () => {
    update();
    filtersToAddress(chosen());
  });
  form.addEventListener("submit", (event) => event.preventDefault());
  // A reset puts the controls back after this event, so count again once it has happened.
  form.addEventListener("reset", () => setTimeout(() => {
    update();
    filtersToAddress(chosen());
  }, 0));
  list.before(form);
  update();
}

// The home page's "Play a random game": a game picked from the page's own list of games
// (links carrying data-game), its simulator's section ("Try it") as the target.
function pointAtRandomGame(link) {
  const games = [...document.querySelectorAll(".pr-home-families a[data-game]")];
  if (!games.length) return;
  const pick = games[Math.floor(Math.random() * games.length)];
  const target = new URL(pick.href, window.location.href);
  target.hash = new URL(link.href, window.location.href).hash;
  link.href = target.href;
  link.dataset.game = pick.dataset.game;
}

onEveryPage("ul.pr-catalogue", mount);
onEveryPage("a.pr-play-random", pointAtRandomGame);

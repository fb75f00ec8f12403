// pokerrules catalogue filters: progressive enhancement of <ul class="pr-catalogue">.
//
// The list is generated at build time by pokerrules.docs_tables.catalogue: one
// <li class="pr-game" data-id data-family data-tags="a,b" data-min data-max> per game. Without
// JavaScript every game is listed. This script adds, above the list, a family list, a number of
// players list and a check box for each tag, plus a live count ("12 games shown"). A game is
// shown when it belongs to the chosen family, seats the chosen number of players, and carries
// every ticked tag.
//
// It mounts on every page that Material's instant navigation brings (window.document$), and
// builds the controls with createElement/textContent only. Nothing here knows about any game:
// the choices come from the data attributes of the list.

import { onEveryPage } from "./sim-dom.js";

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

function mount(list) {
  if (list.dataset.filters === "on") return;
  const games = [...list.querySelectorAll(":scope > .pr-game")].map(gameOf);
  if (!games.length) return;
  list.dataset.filters = "on";

  const families = unique(games.map((g) => g.family));
  const tags = unique(games.flatMap((g) => g.tags));
  const most = Math.max(...games.map((g) => g.max));
  const least = Math.min(...games.map((g) => g.min));

  const family = select("Family", "family", [
    ["", "All families"],
    ...families.map((f) => [f, f]),
  ]);
  const players = select("Number of players", "players", [
    ["", "Any number"],
    ...Array.from({ length: most - least + 1 }, (_, i) => {
      const n = least + i;
      return [String(n), n === 1 ? "1 player" : `${n} players`];
    }),
  ]);

  const boxes = tags.map((tag) => {
    const id = `pr-catalogue-tag-${++uid}`;
    const box = make("input", { type: "checkbox", id, value: tag });
    const label = make("label", { for: id, className: "pr-catalogue-tag" });
    label.append(box, document.createTextNode(` ${tag}`));
    return { box, label };
  });
  const tagSet = make("fieldset", { className: "pr-catalogue-tags" }, [
    make("legend", { text: "Tags: show only games with every ticked tag" }),
    ...boxes.map((b) => b.label),
  ]);

  const count = make("p", {
    className: "pr-catalogue-count",
    role: "status",
    "aria-live": "polite",
  });
  const reset = make("button", { type: "reset", className: "pr-catalogue-reset", text: "Show every game" });

  const form = make("form", {
    className: "pr-catalogue-filters",
    "aria-label": "Filter the games",
  }, [
    make("div", { className: "pr-catalogue-selects" }, [family.field, players.field]),
    tagSet,
    make("div", { className: "pr-catalogue-summary" }, [count, reset]),
  ]);

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
        ? "No game matches these filters."
        : `${shown} ${shown === 1 ? "game" : "games"} shown`;
    list.dataset.shown = String(shown);
  }

  form.addEventListener("change", update);
  form.addEventListener("submit", (event) => event.preventDefault());
  // A reset puts the controls back after this event, so count again once it has happened.
  form.addEventListener("reset", () => setTimeout(update, 0));
  list.before(form);
  update();
}

onEveryPage("ul.pr-catalogue", mount);

// pokerrules game night: the set-up form. The host names the players (2 to 8, in seating
// order; on the screen each is a person at this device or a bot), ticks the games of the menu
// (the catalogue op's list, never a hand-written one) with the house rules of each (the fields
// drawn from the describe op's options, as the simulator's form draws them), and sets the
// night's options. `read()` gives the night op's "start" request fields; the op checks them.
// A ticked game that cannot seat the night's players is marked at once (and again whenever a
// player is added or removed), from the catalogue's seats. The night's seed is the page's
// (`seed`, from its address: night/?seed=7 deals the same night again) or, without one, a
// fresh one the package picks.

import { el, nextUid } from "./simulator.js";
import { t } from "./words.js";

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;
const START_NAMES = ["", "", ""];

export const ORBIT_CHOICES = [
  ["dealer-favouring", t("A game that favours the dealer is played once round the table")],
  ["every", t("Every game is played once round the table")],
  ["off", t("Off: each dealer calls a new game")],
];

function field(labelText, control, help) {
  const id = control.id || nextUid("night-field");
  control.id = id;
  const helpId = help ? `${id}-help` : null;
  if (helpId) control.setAttribute("aria-describedby", helpId);
  return el("div", { class: "pr-night-field" }, el("label", { for: id, text: labelText }), control,
    help ? el("span", { id: helpId, class: "pr-help", text: help }) : null);
}

export class NightSetup {
  constructor({ engine, onStart, seed = null, announce = () => {} }) {
    this.engine = engine;
    this.seed = seed;
    this.announce = announce;
    this.rows = [];
    this.games = []; // {entry, box, rules, options: [{name, read}]}
    this.playerList = el("ol", { class: "pr-night-players" });
    this.addButton = el("button", { type: "button", class: "md-button", text: t("Add a player"), onclick: () => this.addRow("", true) });
    this.removeButton = el("button", { type: "button", class: "md-button", text: t("Remove the last player"), onclick: () => this.removeRow() });
    this.mode = el("select", { id: nextUid("night-mode"), name: "mode" },
      el("option", { value: "table", text: t("At a real table (cards in hand)") }),
      el("option", { value: "screen", text: t("On the screen (the site deals; people and bots)") }));
    this.orbit = el("select", { id: nextUid("night-orbit"), name: "orbit" },
      ...ORBIT_CHOICES.map(([value, text]) => el("option", { value, text })));
    this.stake = el("input", { id: nextUid("night-stake"), name: "stake", type: "number", min: "1", max: "10000", step: "1", value: "10", inputmode: "numeric" });
    this.menuList = el("ul", { class: "pr-night-menu-pick" });
    this.menuStatus = el("p", { class: "pr-help", text: t("Loading the catalogue\u2026") });
    this.startButton = el("button", { type: "submit", class: "md-button md-button--primary", text: t("Start the night") });
    this.element = el("form", { class: "pr-night-setup", novalidate: true, "aria-label": t("Prepare the night") },
      el("h2", { text: t("Prepare the night") }),
      el("fieldset", {}, el("legend", { text: t("Players, in seating order (the deal passes down the list)") }),
        this.playerList, el("div", { class: "pr-buttons" }, this.addButton, this.removeButton)),
      el("fieldset", {}, el("legend", { text: t("The night's options") }),
        field(t("How the hands are played"), this.mode),
        field(t("Going round the table"), this.orbit),
        field(t("Stake of a game played for points"), this.stake, t("Each loser pays this many chips, shared among the winners."))),
      el("fieldset", {}, el("legend", { text: t("The menu: the games a dealer may choose") }), this.menuStatus, this.menuList),
      el("div", { class: "pr-buttons" }, this.startButton));
    this.element.addEventListener("submit", (e) => {
      e.preventDefault();
      onStart(this.read());
    });
    for (const name of START_NAMES) this.addRow(name, false);
  }

  addRow(name, focus) {
    if (this.rows.length >= MAX_PLAYERS) return;
    const number = this.rows.length + 1;
    const input = el("input", { id: nextUid("night-name"), type: "text", maxlength: "24", autocomplete: "off", value: name, dataset: { player: String(number) } });
    const who = el("select", { id: nextUid("night-who"), dataset: { player: String(number) } },
      el("option", { value: "person", text: t("A person at this device") }),
      el("option", { value: "bot", text: t("A bot") }));
    const item = el("li", { class: "pr-night-player" },
      field(t("Player {n}'s name", { n: number }), input),
      field(t("On the screen, player {n} is", { n: number }), who));
    this.rows.push({ item, input, who });
    this.playerList.append(item);
    this.drawRowButtons();
    this.markSeats();
    if (focus) input.focus();
  }

  removeRow() {
    if (this.rows.length <= MIN_PLAYERS) return;
    this.rows.pop().item.remove();
    this.drawRowButtons();
    this.markSeats();
    this.addButton.focus();
  }

  drawRowButtons() {
    this.addButton.disabled = this.rows.length >= MAX_PLAYERS;
    this.removeButton.disabled = this.rows.length <= MIN_PLAYERS;
  }

  /** Fill the menu from the catalogue op's `games`. */
  fillMenu(games) {
    this.menuStatus.textContent = t("Tick the games on the menu; each has its house rules.");
    this.games = [];
    this.menuList.replaceChildren(...games.map((entry) => {
      const box = el("input", { type: "checkbox", id: nextUid("night-game"), value: entry.id, dataset: { game: entry.id } });
      const seats = entry.players.min === entry.players.max ? t("{n} players", { n: entry.players.min }) : t("{n1} to {n2} players", { n1: entry.players.min, n2: entry.players.max });
      const rules = el("div", { class: "pr-night-rules", hidden: true });
      const seatsNote = el("p", { id: `${box.id}-seats`, class: "pr-night-unseatable", hidden: true });
      const game = { entry, box, rules, seatsNote, options: [], described: false };
      box.addEventListener("change", () => {
        this.toggleGame(game);
        if (this.markSeats().includes(game)) this.announce(seatsNote.textContent);
      });
      this.games.push(game);
      return el("li", { class: "pr-night-game" },
        el("label", { for: box.id }, box, ` ${entry.name} (${seats})`), seatsNote, rules);
    }));
  }

  /** Mark each ticked game that cannot seat the night's players; returns those games. */
  markSeats() {
    const count = this.rows.length;
    const marked = [];
    for (const game of this.games) {
      const { min, max } = game.entry.players;
      const fits = !game.box.checked || (min <= count && count <= max);
      const said = { game: game.entry.name, n: count, n1: min, n2: max };
      game.seatsNote.textContent = fits ? "" : min === max
        ? t("{game} seats exactly {n1} players, not {n}: it stays on the menu, but it cannot be played tonight.", said)
        : t("{game} seats {n1} to {n2} players, not {n}: it stays on the menu, but it cannot be played tonight.", said);
      game.seatsNote.hidden = fits;
      if (fits) game.box.removeAttribute("aria-describedby");
      else game.box.setAttribute("aria-describedby", game.seatsNote.id);
      if (!fits) marked.push(game);
    }
    return marked;
  }

  async toggleGame(game) {
    game.rules.hidden = !game.box.checked;
    if (!game.box.checked || game.described) return;
    game.described = true;
    const res = await this.engine.request({ op: "describe", variant: game.entry.id });
    if (!res || !res.ok) {
      game.rules.append(el("p", { class: "pr-help", text: t("Its house rules could not be loaded; it is played with the defaults.") }));
      return;
    }
    const options = (res.options || []).filter((o) => !o.judge_only);
    const fields = options.map((opt) => {
      const id = nextUid("night-opt");
      let control;
      if (opt.kind === "choice") {
        control = el("select", { id, dataset: { option: opt.name } },
          ...opt.choices.map((c) => el("option", { value: c.value, text: c.label, selected: c.value === opt.default })));
      } else {
        control = el("input", { id, type: "text", value: opt.default, dataset: { option: opt.name } });
      }
      game.options.push({ name: opt.name, read: () => control.value });
      return field(opt.label, control, opt.help);
    });
    game.rules.append(el("fieldset", { class: "pr-night-house-rules" },
      el("legend", { text: t("House rules for {game}", { game: game.entry.name }) }), ...fields));
  }

  /** The "start" request's fields, as typed (the op checks them). */
  read() {
    const players = this.rows.map((r) => ({ name: r.input.value, person: r.who.value !== "bot" }));
    const menu = this.games.filter((g) => g.box.checked).map((g) => ({
      variant: g.entry.id,
      options: Object.fromEntries(g.options.map((o) => [o.name, o.read()])),
    }));
    const stake = Number(this.stake.value);
    const settings = { mode: this.mode.value, orbit: this.orbit.value, stake: Number.isSafeInteger(stake) ? stake : this.stake.value };
    if (this.seed !== null) settings.seed = /^\d+$/.test(this.seed) && Number.isSafeInteger(Number(this.seed)) ? Number(this.seed) : this.seed;
    return { players, menu, settings };
  }
}

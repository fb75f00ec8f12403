// pokerrules simulator: the house-rules form (players, the game's options, the seed), with the
// Deal and Reset bankroll buttons.
//
// The rules sit in a <details> whose summary is one line ("House rules: 4 players · Fixed
// limit · Ante 1, bet 2 · …"): folded while a hand is on, open between hands. An option may
// apply only under others (`applies`: {OTHER: [values]}); it is hidden, and not sent, while any
// named option has another value. The form exists (disabled) before the engine is ready, so
// nothing moves when the options arrive.
//
// While a hand is on, the summary describes the rules that hand was dealt with (its history's
// options and seats), never the form's: the form stays open to changes, and once it differs
// from the hand's rules, the summary and a note under the fields say that the changes apply
// from the next deal (announced once per hand through `onNotice`).

import { el, nextUid, sameValue } from "./sim-dom.js";
import { isPassPlay, PeopleFields, peopleWords } from "./sim-people.js";
import { createStore, setupState } from "./sim-state.js";
import { t } from "./words.js";

const SEP = " \u00b7 ";

export class Setup {
  constructor({ onDeal, onReset, onOdds, onChange, onNotice }) {
    this.handlers = { onDeal, onReset, onOdds, onChange, onNotice };
    // What the form describes and the hand on (sim-state.js): changed with setState only.
    this.store = createStore(setupState(), "house rules");
    // Built by fill() from the game's description: each option's field ({opt, field, control,
    // read(), write(value) -> bool}), the seats, the seed, and the odds (if any).
    this.els = Object.seal({ options: [], seatSelect: null, seedInput: null, oddsButton: null, oddsResult: null });
    this.people = new PeopleFields(); // who plays each seat (sim-people.js)
    this.dealButton = el("button", { type: "submit", class: "md-button md-button--primary pr-deal", text: t("Deal"), disabled: true });
    this.resetButton = el("button", {
      type: "button", class: "md-button pr-reset", text: t("Reset bankroll"), disabled: true,
      onclick: () => onReset(),
    });
    this.summary = el("summary", { class: "pr-rules-summary" }, el("span", { text: t("House rules") }));
    this.fields = el("div", { class: "pr-fields" });
    this.oddsBox = el("div", { class: "pr-odds" });
    this.nextNote = el("p", { class: "pr-rules-next", hidden: true });
    this.rules = el("details", { class: "pr-rules", open: true }, this.summary, this.fields, this.nextNote, this.oddsBox);
    this.buttons = el("div", { class: "pr-buttons" }, this.dealButton, this.resetButton);
    this.element = el("form", { class: "pr-setup", novalidate: true, "aria-label": t("Deal and house rules") },
      this.buttons, this.rules);
    this.element.addEventListener("submit", (e) => {
      e.preventDefault();
      onDeal();
    });
    this.element.addEventListener("change", () => {
      this.applyConditions();
      this.drawSummary();
      onChange();
    });
  }

  /** What the form describes and the hand on (sim-state.js), read here. */
  get state() {
    return this.store.getState();
  }

  /** Draw the fields of `desc` (the describe answer), set to `saved` {options, seats} where valid. */
  fill(desc, saved) {
    this.store.setState({ desc });
    const fields = [];
    const seats = desc.seats || { min: 1, max: 1, default: 1 };
    const seatId = nextUid("seats");
    this.els.seatSelect = el("select", { id: seatId, name: "seats" });
    for (let n = seats.min; n <= seats.max; n++) {
      this.els.seatSelect.append(el("option", { value: String(n), text: String(n), selected: n === seats.default }));
    }
    this.els.seatSelect.disabled = seats.min === seats.max;
    fields.push(el("div", { class: "pr-field" },
      el("label", { for: seatId, text: t("Players (you are seat 1)") }), this.els.seatSelect));

    this.els.options = [];
    for (const opt of desc.options || []) {
      if (opt.judge_only === true) continue; // for the judge box only: the deal decides it in play
      const id = nextUid("opt");
      const field = el("div", { class: "pr-field", dataset: { option: opt.name } },
        el("label", { for: id, text: opt.label || opt.name }));
      let control;
      let read;
      let write;
      if (opt.kind === "choice") {
        const choices = opt.choices || [];
        control = el("select", { id, name: opt.name });
        choices.forEach((c, i) => control.append(
          el("option", { value: String(i), text: c.label ?? String(c.value), selected: sameValue(c.value, opt.default) })));
        read = () => choices[control.selectedIndex]?.value;
        write = (value) => {
          const i = choices.findIndex((c) => sameValue(c.value, value) || String(c.value) === String(value));
          if (i >= 0) control.selectedIndex = i;
          return i >= 0;
        };
      } else {
        control = el("input", { id, name: opt.name, type: "text", value: opt.default ?? "", autocomplete: "off" });
        read = () => control.value;
        write = (value) => {
          control.value = String(value);
          return true;
        };
      }
      field.append(control);
      if (opt.help) {
        control.setAttribute("aria-describedby", `${id}-help`);
        field.append(el("span", { class: "pr-help", id: `${id}-help`, text: opt.help }));
      }
      fields.push(field);
      this.els.options.push({ opt, field, control, read, write });
    }

    // Who plays each seat (sim-people.js), after the game's own rules.
    this.people.fill(seats.max, saved && saved.people);
    fields.push(this.people.element);

    const seedId = nextUid("seed");
    this.els.seedInput = el("input", {
      id: seedId, name: "seed", type: "text", inputmode: "numeric", autocomplete: "off",
      "aria-describedby": `${seedId}-help`,
    });
    fields.push(el("div", { class: "pr-field" },
      el("label", { for: seedId, text: t("Seed (optional)") }), this.els.seedInput,
      el("span", { class: "pr-help", id: `${seedId}-help`, text: t("Empty for a random deal; a seed replays the same cards.") })));
    this.fields.replaceChildren(...fields);

    if (desc.analysis) {
      // Exact figures for the chosen options, computed by the package in the browser.
      this.els.oddsButton = el("button", {
        type: "button", class: "md-button pr-odds-button", text: t("Exact odds for these rules"),
        onclick: () => this.handlers.onOdds(),
      });
      this.els.oddsResult = el("div", { class: "pr-odds-result" });
      this.oddsBox.replaceChildren(this.els.oddsButton, this.els.oddsResult);
    }
    this.setValues(saved || {});
    this.applyConditions();
    this.drawSummary();
  }

  /** Set the seats and options that are valid for this game; returns the names that were not. */
  setValues({ options = {}, seats = null, seed = undefined }) {
    const refused = [];
    if (seats !== null && this.els.seatSelect) {
      const option = [...this.els.seatSelect.options].find((o) => o.value === String(seats));
      if (option) this.els.seatSelect.value = option.value;
      else refused.push("seats");
    }
    for (const [name, value] of Object.entries(options)) {
      const known = this.els.options.find((o) => o.opt.name === name);
      if (!known || !known.write(value)) refused.push(name);
    }
    if (seed !== undefined && this.els.seedInput) this.els.seedInput.value = seed === null ? "" : String(seed);
    this.applyConditions();
    this.drawSummary();
    return refused;
  }

  /** Whether `entry` applies when the options have the values `value(entry)` gives (the form's
   *  by default). */
  applies(entry, value = (e) => e.read()) {
    const cond = entry.opt.applies;
    if (!cond || typeof cond !== "object") return true;
    return Object.entries(cond).every(([name, values]) => {
      const other = this.els.options.find((o) => o.opt.name === name);
      if (!other || !Array.isArray(values)) return true;
      const now = value(other);
      return this.applies(other, value) && values.some((v) => sameValue(v, now) || String(v) === String(now));
    });
  }

  applyConditions() {
    for (const entry of this.els.options) entry.field.hidden = !this.applies(entry);
    if (this.els.seatSelect) this.people.show(this.readSeats());
  }

  /** Who plays each seat dealt: names (people at this device) and nulls (bots). */
  readPeople() {
    return this.people.read(this.readSeats());
  }

  /** A night's rules: `people` fixed by the night (the form's rows are hidden), and the options
   *  and seats shown but not editable. */
  fix() {
    this.store.setState({ fixed: true });
    this.people.element.hidden = true;
    this.els.seatSelect.disabled = true;
    for (const entry of this.els.options) entry.control.disabled = true;
    this.resetButton.hidden = true;
    if (this.els.seedInput) this.els.seedInput.closest(".pr-field").hidden = true; // the night's, kept off the page
  }

  /** The options to send: every option that applies, with its current value. */
  readOptions() {
    const out = {};
    for (const entry of this.els.options) if (this.applies(entry)) out[entry.opt.name] = entry.read();
    return out;
  }

  /** Every option's value, applicable or not (what is saved, so a hidden choice comes back). */
  allOptions() {
    const out = {};
    for (const entry of this.els.options) out[entry.opt.name] = entry.read();
    return out;
  }

  readSeats() {
    return Number(this.els.seatSelect.value);
  }

  /** The seed as typed, trimmed; null when empty. The engine judges it. */
  readSeed() {
    const raw = this.els.seedInput.value.trim();
    return raw === "" ? null : raw;
  }

  /** The value of `entry` in the hand on (its default when the hand's options lack it). */
  playedValue(entry) {
    const sent = this.state.playing.options || {};
    return Object.hasOwn(sent, entry.opt.name) ? sent[entry.opt.name] : entry.opt.default;
  }

  /** One option's value in words: its choice's label, or the text typed. */
  shownValue(entry, value) {
    const { opt } = entry;
    let shown = String(value ?? "");
    if (opt.kind === "choice") {
      const choice = (opt.choices || []).find((c) => sameValue(c.value, value) || String(c.value) === String(value));
      shown = choice ? choice.label ?? String(choice.value) : shown;
    }
    // A bare number or code says little alone: name the option ("Raises per round: 3").
    if (opt.kind !== "choice" || !/[a-z]{3}/i.test(shown)) shown = `${opt.label || opt.name}: ${shown}`;
    return shown;
  }

  /** The rules in words: of the hand on, else of the form (what the next deal will use). */
  summaryText() {
    const playing = this.state.playing;
    const seats = playing ? playing.seats : this.readSeats();
    const value = playing ? (e) => this.playedValue(e) : (e) => e.read();
    const parts = [seats === 1 ? t("{n} player", { n: seats }) : t("{n} players", { n: seats })];
    const people = playing ? playing.people : this.readPeople();
    if (isPassPlay(people)) parts.push(t("at this device: {people}", { people: peopleWords(people) }));
    for (const entry of this.els.options) {
      if (this.applies(entry, value)) parts.push(this.shownValue(entry, value(entry)));
    }
    const seed = this.readSeed();
    if (seed !== null && !playing && !this.state.fixed) parts.push(t("seed {n}", { n: seed }));
    return t("House rules: {rules}", { rules: parts.join(SEP) });
  }

  /** Whether the form now asks for other rules than the hand on was dealt with. */
  changedSincePlaying() {
    if (!this.state.playing || !this.state.desc) return false;
    if (this.readSeats() !== this.state.playing.seats) return true;
    const value = (e) => this.playedValue(e);
    return this.els.options.some((entry) => {
      const then = this.applies(entry, value);
      if (then !== this.applies(entry)) return true;
      return then && !(sameValue(entry.read(), value(entry)) || String(entry.read()) === String(value(entry)));
    });
  }

  drawSummary() {
    if (!this.state.desc) return;
    const changed = this.changedSincePlaying();
    const said = t("Your changes apply from the next deal; this hand keeps the rules it was dealt with.");
    this.summary.replaceChildren(el("span", { text: this.summaryText() }),
      changed ? el("strong", { class: "pr-rules-changed", text: t("changed: from the next deal") }) : "");
    this.nextNote.textContent = changed ? said : "";
    this.nextNote.hidden = !changed;
    if (changed && !this.state.noticed && this.handlers.onNotice) this.handlers.onNotice(said);
    this.store.setState({ noticed: changed });
  }

  /** Folded while a hand is on, open between hands. `history` is the hand's (its `options` and
   *  the number of its `stacks`), so the summary describes the game being played. */
  fold(folded, history = null, people = null) {
    this.rules.open = !folded;
    const seats = history && Array.isArray(history.stacks) ? history.stacks.length : null;
    this.store.setState({ playing: folded && history && seats ? { options: history.options || {}, seats, people } : null });
    this.drawSummary();
  }

  setDisabled(off) {
    this.dealButton.disabled = off;
    this.resetButton.disabled = off;
    if (this.els.oddsButton) this.els.oddsButton.disabled = off;
  }
}

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

const SEP = " \u00b7 ";

export class Setup {
  constructor({ onDeal, onReset, onOdds, onChange, onNotice }) {
    this.handlers = { onDeal, onReset, onOdds, onChange, onNotice };
    this.options = []; // {opt, field, read(), write(value) -> bool}
    this.desc = null;
    this.playing = null; // {options, seats} of the hand on, or null between hands
    this.noticed = false; // the reader has been told that changed rules wait for the next deal
    // Built by fill() from the game's description: the seats, the seed, and the odds (if any).
    this.seatSelect = null;
    this.seedInput = null;
    this.oddsButton = null;
    this.oddsResult = null;
    this.people = new PeopleFields(); // who plays each seat (sim-people.js)
    this.fixed = false; // a night's rules: shown, not editable (fix())
    this.dealButton = el("button", { type: "submit", class: "md-button md-button--primary pr-deal", text: "Deal", disabled: true });
    this.resetButton = el("button", {
      type: "button", class: "md-button pr-reset", text: "Reset bankroll", disabled: true,
      onclick: () => onReset(),
    });
    this.summary = el("summary", { class: "pr-rules-summary" }, el("span", { text: "House rules" }));
    this.fields = el("div", { class: "pr-fields" });
    this.oddsBox = el("div", { class: "pr-odds" });
    this.nextNote = el("p", { class: "pr-rules-next", hidden: true });
    this.rules = el("details", { class: "pr-rules", open: true }, this.summary, this.fields, this.nextNote, this.oddsBox);
    this.buttons = el("div", { class: "pr-buttons" }, this.dealButton, this.resetButton);
    this.element = el("form", { class: "pr-setup", novalidate: true, "aria-label": "Deal and house rules" },
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

  /** Draw the fields of `desc` (the describe answer), set to `saved` {options, seats} where valid. */
  fill(desc, saved) {
    this.desc = desc;
    const fields = [];
    const seats = desc.seats || { min: 1, max: 1, default: 1 };
    const seatId = nextUid("seats");
    this.seatSelect = el("select", { id: seatId, name: "seats" });
    for (let n = seats.min; n <= seats.max; n++) {
      this.seatSelect.append(el("option", { value: String(n), text: String(n), selected: n === seats.default }));
    }
    this.seatSelect.disabled = seats.min === seats.max;
    fields.push(el("div", { class: "pr-field" },
      el("label", { for: seatId, text: "Players (you are seat 1)" }), this.seatSelect));

    this.options = [];
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
      this.options.push({ opt, field, control, read, write });
    }

    // Who plays each seat (sim-people.js), after the game's own rules.
    this.people.fill(seats.max, saved && saved.people);
    fields.push(this.people.element);

    const seedId = nextUid("seed");
    this.seedInput = el("input", {
      id: seedId, name: "seed", type: "text", inputmode: "numeric", autocomplete: "off",
      "aria-describedby": `${seedId}-help`,
    });
    fields.push(el("div", { class: "pr-field" },
      el("label", { for: seedId, text: "Seed (optional)" }), this.seedInput,
      el("span", { class: "pr-help", id: `${seedId}-help`, text: "Empty for a random deal; a seed replays the same cards." })));
    this.fields.replaceChildren(...fields);

    if (desc.analysis) {
      // Exact figures for the chosen options, computed by the package in the browser.
      this.oddsButton = el("button", {
        type: "button", class: "md-button pr-odds-button", text: "Exact odds for these rules",
        onclick: () => this.handlers.onOdds(),
      });
      this.oddsResult = el("div", { class: "pr-odds-result" });
      this.oddsBox.replaceChildren(this.oddsButton, this.oddsResult);
    }
    this.setValues(saved || {});
    this.applyConditions();
    this.drawSummary();
  }

  /** Set the seats and options that are valid for this game; returns the names that were not. */
  setValues({ options = {}, seats = null, seed = undefined }) {
    const refused = [];
    if (seats !== null && this.seatSelect) {
      const option = [...this.seatSelect.options].find((o) => o.value === String(seats));
      if (option) this.seatSelect.value = option.value;
      else refused.push("seats");
    }
    for (const [name, value] of Object.entries(options)) {
      const known = this.options.find((o) => o.opt.name === name);
      if (!known || !known.write(value)) refused.push(name);
    }
    if (seed !== undefined && this.seedInput) this.seedInput.value = seed === null ? "" : String(seed);
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
      const other = this.options.find((o) => o.opt.name === name);
      if (!other || !Array.isArray(values)) return true;
      const now = value(other);
      return this.applies(other, value) && values.some((v) => sameValue(v, now) || String(v) === String(now));
    });
  }

  applyConditions() {
    for (const entry of this.options) entry.field.hidden = !this.applies(entry);
    if (this.seatSelect) this.people.show(this.readSeats());
  }

  /** Who plays each seat dealt: names (people at this device) and nulls (bots). */
  readPeople() {
    return this.people.read(this.readSeats());
  }

  /** A night's rules: `people` fixed by the night (the form's rows are hidden), and the options
   *  and seats shown but not editable. */
  fix() {
    this.fixed = true;
    this.people.element.hidden = true;
    this.seatSelect.disabled = true;
    for (const entry of this.options) entry.control.disabled = true;
    this.resetButton.hidden = true;
    if (this.seedInput) this.seedInput.closest(".pr-field").hidden = true; // the night's, kept off the page
  }

  /** The options to send: every option that applies, with its current value. */
  readOptions() {
    const out = {};
    for (const entry of this.options) if (this.applies(entry)) out[entry.opt.name] = entry.read();
    return out;
  }

  /** Every option's value, applicable or not (what is saved, so a hidden choice comes back). */
  allOptions() {
    const out = {};
    for (const entry of this.options) out[entry.opt.name] = entry.read();
    return out;
  }

  readSeats() {
    return Number(this.seatSelect.value);
  }

  /** The seed as typed, trimmed; null when empty. The engine judges it. */
  readSeed() {
    const raw = this.seedInput.value.trim();
    return raw === "" ? null : raw;
  }

  /** The value of `entry` in the hand on (its default when the hand's options lack it). */
  playedValue(entry) {
    const sent = this.playing.options || {};
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
    const playing = this.playing;
    const seats = playing ? playing.seats : this.readSeats();
    const value = playing ? (e) => this.playedValue(e) : (e) => e.read();
    const parts = [`${seats} player${seats === 1 ? "" : "s"}`];
    const people = playing ? playing.people : this.readPeople();
    if (isPassPlay(people)) parts.push(`at this device: ${peopleWords(people)}`);
    for (const entry of this.options) {
      if (this.applies(entry, value)) parts.push(this.shownValue(entry, value(entry)));
    }
    const seed = this.readSeed();
    if (seed !== null && !playing && !this.fixed) parts.push(`seed ${seed}`);
    return `House rules: ${parts.join(SEP)}`;
  }

  /** Whether the form now asks for other rules than the hand on was dealt with. */
  changedSincePlaying() {
    if (!this.playing || !this.desc) return false;
    if (this.readSeats() !== this.playing.seats) return true;
    const value = (e) => this.playedValue(e);
    return this.options.some((entry) => {
      const then = this.applies(entry, value);
      if (then !== this.applies(entry)) return true;
      return then && !(sameValue(entry.read(), value(entry)) || String(entry.read()) === String(value(entry)));
    });
  }

  drawSummary() {
    if (!this.desc) return;
    const changed = this.changedSincePlaying();
    const said = "Your changes apply from the next deal; this hand keeps the rules it was dealt with.";
    this.summary.replaceChildren(el("span", { text: this.summaryText() }),
      changed ? el("strong", { class: "pr-rules-changed", text: "changed: from the next deal" }) : "");
    this.nextNote.textContent = changed ? said : "";
    this.nextNote.hidden = !changed;
    if (changed && !this.noticed && this.handlers.onNotice) this.handlers.onNotice(said);
    this.noticed = changed;
  }

  /** Folded while a hand is on, open between hands. `history` is the hand's (its `options` and
   *  the number of its `stacks`), so the summary describes the game being played. */
  fold(folded, history = null, people = null) {
    this.rules.open = !folded;
    const seats = history && Array.isArray(history.stacks) ? history.stacks.length : null;
    this.playing = folded && history && seats ? { options: history.options || {}, seats, people } : null;
    this.drawSummary();
  }

  setDisabled(off) {
    this.dealButton.disabled = off;
    this.resetButton.disabled = off;
    if (this.oddsButton) this.oddsButton.disabled = off;
  }
}

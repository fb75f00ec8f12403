// pokerrules game night: mounts on <div class="pr-night"> (docs/night.md).
//
// A dealer's choice night: set up (night-setup.js), then hand after hand, the game called and
// the hand entered (night-hand.js), the running totals, the night by hand and the settle-up
// (night-ledger.js), export and import (night-file.js), and "Start a new night". Every change
// goes through the facade's `night` op (pokerrules/api/night.py), which reads the whole night
// file back, checks it and answers the new file with a `status` to draw; the page keeps the
// file in localStorage and never changes it itself. An error from the op (a tampered file, a
// pot that does not add up) shows in the role=alert box, and the night on the page stays as it
// was. Announcements go through the role=status live region. A night nearly full (status.room)
// says so above the hand, and in the announcement of each change while it is.
//
// The night's seed fixes its random picks and its deals on the screen: the page's address may
// choose it (night/?seed=7, as the tests do); without one, the package picks a fresh one.
//
// Import: the file is parsed here and sent compact to the op's "import"; a file changed by hand
// (its checksum does not match) comes back with its numbers worked out again and `changes` in
// words, shown as a warning that asks before the night is taken.
//
// data-state on the host: "loading" | "setup" | "night" | "busy" | "failed", for the tests.

import { el, getEngine, onEveryPage } from "./simulator.js";
import { announceIn } from "./sim-dom.js";
import { HandPanel } from "./night-hand.js";
import { cardsAddress } from "./cards-address.js";
import { handWords, historyTable, settleBox, totalsTable } from "./night-ledger.js";
import { exportNight, forgetNight, loadNight, readChosenFile, saveNight } from "./night-file.js";
import { NightSetup } from "./night-setup.js";
import { t } from "./words.js";

class GameNight {
  constructor(host) {
    this.host = host;
    this.engine = getEngine();
    this.file = null;
    this.status = null;
    this.live = el("p", { class: "pr-night-live pr-sr-only", role: "status", "aria-live": "polite" });
    this.alertBox = el("div", { class: "pr-night-alert", role: "alert", hidden: true });
    this.body = el("div", { class: "pr-night-body" }, el("p", { text: t("Loading the rules engine\u2026") }));
    this.fileBox = this.buildFileBox();
    host.replaceChildren(this.alertBox, this.body, this.fileBox, this.live);
    this.setState("loading");
    this.start();
  }

  setState(state) {
    this.host.dataset.state = state;
  }

  say(text) {
    announceIn(this.live, text);
  }

  alert(text) {
    this.alertBox.replaceChildren(el("p", { text }));
    this.alertBox.hidden = false;
  }

  clearAlert() {
    this.alertBox.hidden = true;
    this.alertBox.replaceChildren();
  }

  async ask(request) {
    this.clearAlert();
    const before = this.host.dataset.state;
    this.setState("busy");
    let res;
    try {
      res = await this.engine.request({ op: "night", ...request });
    } catch (err) {
      res = { ok: false, error: { message: t("The rules engine could not be reached. {error}", { error: err && err.message ? err.message : "" }).trim() } };
    }
    this.setState(before);
    if (!res || !res.ok) {
      this.alert(res && res.error && res.error.message ? res.error.message : t("The night could not be changed."));
      return null;
    }
    return res;
  }

  async start() {
    try {
      await this.engine.ready;
    } catch (err) {
      this.body.replaceChildren(el("p", { text: t("The rules engine could not be loaded, so the night cannot be kept.") }));
      this.alert(t("The rules engine could not be loaded. {error}", { error: err && err.message ? err.message : "" }).trim());
      this.setState("failed");
      return;
    }
    const saved = loadNight();
    if (saved) {
      const res = await this.ask({ do: "check", night: saved.unreadable ? "not JSON" : saved });
      if (res) {
        this.show(res, t("The night kept in this browser is back."));
        return;
      }
      this.alert(t("The night kept in this browser could not be read: {error} It is kept until you start a new night or import one.", { error: this.alertBox.textContent }));
    }
    await this.showSetup();
  }

  async showSetup() {
    this.file = null;
    this.status = null;
    const seed = new URLSearchParams(window.location.search).get("seed");
    this.setup = new NightSetup({ engine: this.engine, onStart: (fields) => this.startNight(fields), seed, announce: (text) => this.say(text) });
    this.body.replaceChildren(this.setup.element);
    this.drawFileBox();
    this.setState("setup");
    const res = await this.engine.request({ op: "catalogue" });
    if (res && res.ok) this.setup.fillMenu(res.games);
    else this.alert(t("The catalogue of games could not be loaded."));
  }

  async startNight(fields) {
    const res = await this.ask({ do: "start", ...fields });
    if (res) this.show(res, t("The night begins. {name} deals first.", { name: res.status.players[res.status.dealer].name }));
  }

  /** Take the op's answer as the night: keep it, draw it, announce `words`. */
  show(res, words, focus = true) {
    this.file = res.file;
    this.status = res.status;
    saveNight(res.file);
    this.draw();
    this.setState("night");
    const warning = res.status.room && res.status.room.warning;
    if (words) this.say(warning ? `${words} ${warning}` : words);
    if (focus) {
      const target = this.body.querySelector(".pr-night-hand h2");
      if (target) {
        target.tabIndex = -1;
        target.focus();
      }
    }
  }

  draw() {
    const status = this.status;
    this.hand = new HandPanel({
      engine: this.engine,
      onNext: (pick) => this.next(pick),
      onRecord: (fields, words) => this.record(fields, words),
      alert: (text) => this.alert(text),
      announce: (text) => this.say(text),
    });
    this.hand.draw(status);
    const menuLink = el("a", { href: cardsAddress(status.menu.filter((m) => m.playable).map((m) => ({ variant: m.variant, options: m.options, seats: status.players.length })), "half"), text: t("Print the night's menu (a card for each game)") });
    const settleOut = el("div", { class: "pr-night-settle-out" });
    const settleButton = el("button", { type: "button", class: "md-button md-button--primary", text: t("Settle up"), onclick: () => {
      settleOut.replaceChildren(settleBox(status));
      this.say(settleOut.textContent);
    } });
    const undo = el("button", { type: "button", class: "md-button", text: t("Take back the last hand"), disabled: !status.hands.length, onclick: () => this.undo() });
    const rules = el("p", { class: "pr-help", text: [t("{n} players: {names}.", { n: status.players.length, names: status.players.map((p) => p.name).join(", ") }),
      status.settings.mode === "screen" ? t("Played on the screen.") : t("Played at a real table."),
      t("A game played for points costs each loser {n} chips.", { n: status.settings.stake })].join(" ") });
    const warning = status.room && status.room.warning;
    this.body.replaceChildren(
      el("section", { class: "pr-night-about", "aria-label": t("The night") }, rules, el("p", {}, menuLink),
        warning ? el("p", { class: "pr-night-room", text: warning }) : null),
      this.hand.element,
      el("section", { class: "pr-night-ledger", "aria-label": t("Ledger") }, el("h2", { text: t("Ledger") }), totalsTable(status), el("div", { class: "pr-buttons" }, undo)),
      el("section", { class: "pr-night-by-hand", "aria-label": t("The night by hand") }, el("h2", { text: t("The night by hand") }), historyTable(status)),
      el("section", { class: "pr-night-settle", "aria-label": t("Settle up") }, el("h2", { text: t("Settle up") }),
        el("p", { class: "pr-help", text: t("Who pays whom to square every total, in the fewest payments.") }), settleButton, settleOut));
    this.drawFileBox();
  }

  async next(pick) {
    const res = await this.ask({ do: "next", night: this.file, pick });
    if (res) this.show(res, `${res.status.players[res.status.dealer].name} deals ${res.status.call.name} (${res.status.call.how_words}).`);
  }

  /** Record the hand in progress; `words`, if given, puts the op's refusal in the page's words
   *  (the players' names for their numbers). */
  async record(fields, words = null) {
    const res = await this.ask({ do: "record", night: this.file, ...fields });
    if (!res && words && !this.alertBox.hidden) this.alert(words(this.alertBox.textContent));
    if (!res) return;
    const hand = res.status.hands[res.status.hands.length - 1];
    this.show(res, `${handWords(res.status, hand)} ${t("{name} deals next.", { name: res.status.players[res.status.dealer].name })}`);
  }

  async undo() {
    const res = await this.ask({ do: "undo", night: this.file });
    if (res) this.show(res, t("Hand {n} taken back; its game is called again.", { n: res.status.hand }));
  }

  // ----- the file: export, import, a new night

  buildFileBox() {
    this.exportButton = el("button", { type: "button", class: "md-button", text: t("Export the night"), onclick: () => {
      const name = exportNight(this.file);
      this.say(t("The night was saved as {file}.", { file: name }));
    } });
    this.importInput = el("input", { type: "file", id: "pr-night-import", accept: ".json,application/json" });
    this.importInput.addEventListener("change", () => this.importChosen());
    this.newButton = el("button", { type: "button", class: "md-button", text: t("Start a new night"), onclick: () => this.confirmNew() });
    this.confirmBox = el("div", { class: "pr-night-confirm", hidden: true });
    return el("section", { class: "pr-night-file", "aria-label": t("Keep the night") }, el("h2", { text: t("Keep the night") }),
      el("p", { class: "pr-help", text: t("The night is kept in this browser. Export it to a file to keep it elsewhere or to carry on on another device; import a file to carry on from it.") }),
      el("div", { class: "pr-buttons" }, this.exportButton, this.newButton),
      el("div", { class: "pr-night-field" }, el("label", { for: this.importInput.id, text: t("Import a night from a file") }), this.importInput),
      this.confirmBox);
  }

  drawFileBox() {
    this.exportButton.disabled = !this.file;
    this.newButton.disabled = !this.file && !loadNight();
    this.confirmBox.hidden = true;
  }

  async importChosen() {
    this.clearAlert();
    const got = await readChosenFile(this.importInput);
    this.importInput.value = "";
    if (got.error) {
      this.alert(`${got.error} ${t("The night on this page is unchanged.")}`);
      return;
    }
    const res = await this.ask({ do: "import", night: got.file });
    if (!res) {
      this.alert(t("This file was not imported: {error} The night on this page is unchanged.", { error: this.alertBox.textContent }));
      return;
    }
    const handsOf = (n) => (n === 1 ? t("{n} hand", { n }) : t("{n} hands", { n }));
    const hands = handsOf(res.status.hands.length);
    const replace = () => this.show(res, t("The night was imported: {hands}, {n} players.", { hands, n: res.status.players.length }));
    const kept = this.status ? this.status.hands.length : 0;
    const changes = res.changes || [];
    if (!kept && !changes.length) {
      replace();
      return;
    }
    const lose = kept ? ` ${t("It replaces the night on this page ({hands}), which will be lost unless you have exported it.", { hands: handsOf(kept) })}` : "";
    if (changes.length) {
      this.confirm(`${t("Import this night ({hands}) as it is worked out here?", { hands })}${lose}`, t("Yes, import it"), replace, this.importInput, changes);
      return;
    }
    this.confirm(t("Replace the night on this page ({kept}) with the imported one ({hands})? The night on this page will be lost unless you have exported it.",
      { kept: handsOf(kept), hands }), t("Yes, replace it"), replace, this.importInput);
  }

  confirmNew() {
    this.confirm(t("Start a new night? The night on this page will be lost unless you have exported it."),
      t("Yes, start a new night"), () => {
        forgetNight();
        this.showSetup();
        this.say(t("A new night: name the players and pick the menu."));
        const first = this.body.querySelector("input");
        if (first) first.focus();
      }, this.newButton);
  }

  // A question with two buttons: `yesText` does `onYes`; "Keep this night" changes nothing and
  // gives the focus back to `back`, whatever asked. `warnings` (lines of words) come first.
  confirm(question, yesText, onYes, back, warnings = []) {
    const yes = el("button", { type: "button", class: "md-button md-button--primary", text: yesText, onclick: () => {
      this.confirmBox.hidden = true;
      onYes();
    } });
    const no = el("button", { type: "button", class: "md-button", text: t("Keep this night"), onclick: () => {
      this.confirmBox.hidden = true;
      this.say(t("The night on this page is unchanged."));
      back.focus();
    } });
    const warned = warnings.length ? el("ul", { class: "pr-night-changes" }, ...warnings.map((text) => el("li", { text }))) : null;
    this.confirmBox.replaceChildren(...(warned ? [warned] : []), el("p", { text: question }), el("div", { class: "pr-buttons" }, yes, no));
    this.confirmBox.hidden = false;
    yes.focus();
    this.say(`${warnings.join(" ")} ${question} ${t("Confirm or keep this night.")}`.trim());
  }
}

onEveryPage(".pr-night", (host) => {
  if (!host.__pokerrulesNight) host.__pokerrulesNight = new GameNight(host);
});

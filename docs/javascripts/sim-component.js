// pokerrules simulator: one simulator on a page (<div class="pr-simulator" data-variant="ID">).
//
// This module builds the skeleton (it is all there, disabled, while the engine loads, so
// nothing moves when it is ready), boots, keeps the bankroll, statistics, chosen rules and the
// hand in progress (sim-store.js), and draws the statistics, the confirmation and the share
// link. Dealing, moves and playback are in sim-hand.js; replay in sim-replay.js; a match's
// pause between deals in sim-match.js; giving up a match in sim-abandon.js; restoring a saved
// hand in sim-restore.js; the move block kept in view in sim-turn.js; the table in
// sim-table.js (with sim-piles.js and sim-terms.js); the exact odds in sim-odds.js; the coach in
// sim-coach.js and its review after a hand in sim-review.js; pass-and-play (the hand-over
// screen) and the seam a game night plugs into (data-night, data-people, data-options and the
// "pr-hand-end" event) in sim-handover.js, whose head documents them.
//
// Its state (the hand shown, the playback, the replay, the coach's work...) is in one store,
// `this.store`, whose shape is declared in sim-state.js: read it as `this.state`, change it
// with `this.store.setState`. Its elements are in `this.els`, declared in noElements() below.
// The methods mixed in keep no field of their own (tests/test_sim_fields.py checks it).
//
// data-state on the host (the store's `phase`): "loading" | "ready" | "busy" (a request is
// out) | "playing" (the bots' moves are being played back) | "failed".

import { el } from "./sim-dom.js";
import { BOOT_STEPS, getEngine, notSavedAndOffline, probe, retryEngine } from "./sim-engine.js";
import { abandonMethods } from "./sim-abandon.js";
import { coachMethods } from "./sim-coach.js";
import { handMethods } from "./sim-hand.js";
import { handOverMethods } from "./sim-handover.js";
import { matchMethods } from "./sim-match.js";
import { oddsMethods } from "./sim-odds.js";
import { Playback } from "./sim-playback.js";
import { replayMethods } from "./sim-replay.js";
import { reviewMethods } from "./sim-review.js";
import { Setup } from "./sim-setup.js";
import { callCardButton } from "./sim-callcard.js";
import { ANCHOR, buildLink } from "./sim-share.js";
import { freshData, load, save } from "./sim-store.js";
import { createStore, simulatorState } from "./sim-state.js";
import { turnMethods } from "./sim-turn.js";
import { t } from "./words.js";

/** The simulator's elements, every one declared here (null until built): the skeleton's, built
 *  by build(), and a few built later, when first needed. Sealed: no other key can be added. */
function noElements() {
  return Object.seal({
    // the skeleton (build)
    root: null, status: null, statusText: null, progress: null, live: null, alert: null, note: null,
    table: null, happeningBar: null, happening: null, skipButton: null, info: null, others: null,
    me: null, mine: null, actions: null, legend: null, dealEnd: null, result: null, replayBar: null,
    confirmBox: null, shareBox: null, statsBox: null, log: null, logSummary: null, logAll: null,
    logBox: null, logList: null,
    coachToggle: null, // the Coach switch beside Deal (sim-coach.js, from build)
    // a replay's controls (sim-replay.js, at each replay)
    replayStep: null, replayPrev: null, replayNext: null, replayPlay: null, replayJump: null,
    // the reader's turn (sim-turn.js, at the first turn that needs them)
    turnIds: null, // {prompt, help}: the ids of the turn's prompt and the standing help
    standHelpText: null, standStrip: null, standText: null, standStop: null,
    handOver: null, // the hand-over screen of pass-and-play (sim-handover.js, at the first hand-over)
  });
}

/** The worker's words for a stage of the boot (sim-engine.js, pyodide-worker.js, worker-boot.js),
 *  in the page's language. */
const bootStage = (text) => ({
  "starting": t("starting"),
  "downloading and starting Python": t("downloading and starting Python"),
  "loading the rules package": t("loading the rules package"),
  "ready": t("ready"),
}[text] ?? text);

export class Simulator {
  // Every field of a simulator is set here, and only here: its state is in `store` (its shape
  // is declared in sim-state.js), its elements in `els`.
  constructor(host, remount) {
    this.host = host;
    this.remount = remount;
    this.variant = host.dataset.variant || "";
    // A game night's simulator keeps nothing of the game page's (sim-handover.js).
    const { data, note } = host.dataset.night === "1" ? { data: freshData(this.variant), note: null } : load(this.variant);
    this.store = createStore(simulatorState(data), `simulator ${this.variant}`);
    this.store.subscribe((state, keys) => {
      if (keys.includes("phase")) this.drawPhase(state.phase);
    });
    this.els = noElements();
    this.setup = new Setup({
      onDeal: () => this.requestDeal(),
      onReset: () => this.requestReset(),
      onOdds: () => this.showOdds(),
      onChange: () => this.keepRules(),
      onNotice: (text) => this.announce(text), // sim-setup.js: rules changed mid-hand
    });
    this.build();
    this.setup.buttons.append(callCardButton(this)); // "Print a card" (sim-callcard.js)
    this.playback = new Playback({
      list: this.els.happening,
      announce: (text) => this.announce(text),
      onStep: (index, seat) => this.markActing(index, seat),
      onDone: () => this.playbackDone(),
    });
    this.drawStats();
    if (note) this.showNote(note);
    this.start();
  }

  /** The state now (sim-state.js): read it here, change it with `this.store.setState`. */
  get state() {
    return this.store.getState();
  }

  // What sim-actions.js reads of the simulator it draws moves for (the lesson player has them too).
  get view() {
    return this.state.view;
  }

  get lastAmounts() {
    return this.state.lastAmounts;
  }

  get lastChoices() {
    return this.state.lastChoices;
  }

  /** Called by sim-actions.js: the values last chosen from the lists of a move of `kind`. */
  rememberChoices(kind, chosen) {
    this.store.setState({ lastChoices: { ...this.state.lastChoices, [kind]: chosen } });
  }

  // ----- skeleton

  build() {
    const els = this.els;
    this.host.replaceChildren();
    els.statusText = el("span", { class: "pr-status-text" });
    els.progress = el("progress", { class: "pr-progress", max: String(BOOT_STEPS), value: "0", "aria-label": t("Loading the rules engine") });
    els.status = el("p", { class: "pr-status" }, els.progress, els.statusText);
    els.live = el("p", { class: "pr-sr-only pr-live", role: "status", "aria-live": "polite" });
    els.alert = el("div", { class: "pr-alert", role: "alert" });
    els.note = el("p", { class: "pr-note", hidden: true });

    // It scrolls when long, so it takes the focus (the keyboard can scroll it).
    els.happening = el("ol", { class: "pr-happening", "aria-label": t("What just happened"), tabindex: "0" });
    els.skipButton = el("button", {
      type: "button", class: "md-button pr-skip", text: t("Skip"), hidden: true,
      "aria-label": t("Skip: show all the moves at once"), onclick: () => this.playback.skip(),
    });
    els.happeningBar = el("div", { class: "pr-happening-bar", hidden: true }, els.happening, els.skipButton);
    els.info = el("ul", { class: "pr-info", "aria-label": t("At the table") });
    els.others = el("div", { class: "pr-hands pr-hands--others" });
    els.mine = el("div", { class: "pr-hands pr-hands--mine" });
    els.actions = el("div", { class: "pr-actions", role: "group", "aria-label": t("Your move"), hidden: true });
    els.me = el("div", { class: "pr-me" }, els.mine, els.actions);
    els.legend = el("p", { class: "pr-legend", hidden: true },
      el("span", { class: "pr-legend-swatch", "aria-hidden": "true" }),
      t("Dashed, hatched cards are face down: only you can see them."));
    els.result = el("div", { class: "pr-result", hidden: true });
    // The end of a deal of a match, until "Next deal" (sim-match.js).
    els.dealEnd = el("div", { class: "pr-deal-end", role: "group", "aria-label": t("The deal's end"), hidden: true });
    els.replayBar = el("div", { class: "pr-replay", role: "group", "aria-label": t("Replay"), hidden: true });
    els.table = el("div", { class: "pr-table", hidden: true },
      els.happeningBar, els.info, els.others, els.me, els.legend, els.dealEnd, els.result, els.replayBar);

    els.confirmBox = el("div", { class: "pr-confirm", role: "group", hidden: true });
    els.confirmBox.addEventListener("keydown", (e) => {
      const no = els.confirmBox.querySelector(".pr-confirm-no");
      if (e.key === "Escape" && no) no.click();
    });
    this.buildCoachSwitch(); // sim-coach.js: beside Deal
    els.shareBox = el("div", { class: "pr-share", hidden: true });
    els.statsBox = el("dl", { class: "pr-stats" });
    els.logList = el("ol", { class: "pr-log-list" });
    // A long hand's history scrolls in its own box (focusable, so the keyboard can scroll it).
    els.logBox = el("div", { class: "pr-log-box", tabindex: "0", role: "region", "aria-label": t("Hand history") },
      els.logList);
    // "Show all of it" lifts the box's height limit: a whole match reads as one page.
    els.logAll = el("button", {
      type: "button", class: "pr-link-button pr-log-all", text: t("Show all of it"), "aria-pressed": "false",
      onclick: () => {
        const all = els.logAll.getAttribute("aria-pressed") !== "true";
        els.logAll.setAttribute("aria-pressed", String(all));
        els.logBox.classList.toggle("pr-log-box--all", all);
      },
    });
    els.logSummary = el("summary", { text: t("Hand history") });
    els.log = el("details", { class: "pr-log", open: true, hidden: true }, els.logSummary, els.logAll, els.logBox);
    // Until the first hand, the simulator keeps the room its house rules will need (see
    // simulator-table.css), so that nothing below it moves when the options arrive.
    els.root = el("section", { class: "pr-sim pr-sim--reserve", "aria-label": t("Simulator") },
      els.status, els.live, els.alert, els.note, els.table, els.confirmBox, this.setup.element,
      els.shareBox, els.statsBox, els.log);
    if (!document.getElementById(ANCHOR)) els.root.id = ANCHOR;
    this.host.append(els.root);
    // Keeps a control that gets the focus clear of the dock while it sticks (sim-turn.js).
    els.table.addEventListener("focusin", (e) => this.keepFocusClearOfDock(e.target));
  }

  /** Set the phase: "loading" | "ready" | "busy" | "playing" | "failed" (drawn by drawPhase). */
  setPhase(phase) {
    this.store.setState({ phase });
  }

  /** The phase on the page: the host's data-state, aria-busy, and what can be pressed. */
  drawPhase(state) {
    this.host.dataset.state = state;
    this.els.root.setAttribute("aria-busy", state === "loading" || state === "busy" ? "true" : "false");
    const off = state === "loading" || state === "busy" || state === "failed";
    this.setup.setDisabled(off);
    for (const b of this.els.actions.querySelectorAll("button, input, select")) b.disabled = off;
    for (const b of this.els.replayBar.querySelectorAll("button")) b.disabled = off || b.dataset.off === "true";
    for (const b of this.els.confirmBox.querySelectorAll("button")) b.disabled = off;
    this.els.skipButton.hidden = state !== "playing";
    if (state === "ready") probe.readyAt = performance.now();
  }

  setStatus(text) {
    this.els.statusText.textContent = text;
  }

  announce(text) {
    // Re-set even the same text, so that a repeated move is announced again.
    this.els.live.textContent = "";
    this.els.live.textContent = text;
  }

  showAlert(message) {
    this.els.alert.replaceChildren(el("p", { text: message }));
  }

  clearAlert() {
    this.els.alert.replaceChildren();
  }

  showNote(text) {
    this.els.note.textContent = text;
    this.els.note.hidden = !text;
  }

  // ----- boot and describe

  async start() {
    this.setPhase("loading");
    const eng = getEngine();
    const showProgress = (p) => {
      this.els.progress.value = p.step;
      this.setStatus(p.step >= BOOT_STEPS
        ? t("Loaded.")
        : t("Loading the rules engine: {what} (step {n1} of {n2})\u2026",
          { what: bootStage(p.text), n1: p.step + 1, n2: BOOT_STEPS }));
    };
    showProgress(eng.progress);
    const unsubscribe = eng.onProgress(showProgress);
    try {
      await eng.ready;
    } catch (err) {
      unsubscribe();
      const offline = await notSavedAndOffline();
      this.failBoot(err && err.message ? err.message : String(err), true, offline);
      return;
    }
    unsubscribe();
    if (!this.host.isConnected) return;
    const desc = await eng.request({ op: "describe", variant: this.variant });
    if (!this.host.isConnected) return;
    if (!desc.ok) {
      this.failBoot(desc.error && desc.error.message ? desc.error.message : t("The game could not be described."), false);
      return;
    }
    this.store.setState({ desc });
    this.els.root.setAttribute("aria-label", t("Simulator: {game}", { game: desc.name }));
    this.setup.fill(desc, { options: this.state.data.options, seats: this.state.data.seats, people: this.state.data.people });
    if (!this.setUpNight()) return; // sim-handover.js: a night's rules, fixed
    this.els.progress.hidden = true;
    this.drawStats();
    this.setStatus(t("Ready. Choose the house rules if you like, then press Deal."));
    // A saved hand or a shared deal comes first: "ready" only once it is on the table.
    await this.resume();
    if (this.state.phase === "loading") this.setPhase("ready");
  }

  failBoot(detail, canRetry = true, offline = false) {
    this.els.progress.hidden = true;
    this.setStatus(t("The simulator is unavailable."));
    let text = canRetry
      ? t("The rules engine could not be loaded, so the simulator cannot work. Make sure you are online and try again.")
      : t("This game could not be prepared, so the simulator cannot work.");
    if (offline) {
      text = t("You seem to be offline. The simulator needs one visit online before it works without a "
        + "connection. Connect to the internet, then press Try again; after that, it works offline too.");
    }
    const parts = [el("p", { text })];
    if (canRetry) {
      parts.push(el("button", {
        type: "button", class: "md-button", text: t("Try again"),
        onclick: () => {
          retryEngine();
          this.remount();
        },
      }));
    }
    parts.push(el("details", { class: "pr-detail" }, el("summary", { text: t("Technical detail") }), el("p", { text: detail })));
    this.els.alert.replaceChildren(...parts);
    this.setPhase("failed");
  }

  // ----- what is kept

  save() {
    if (this.isNight()) return; // a night keeps nothing between visits
    save(this.variant, this.state.data);
  }

  /** Change what is kept for this game (`patch` of the record of sim-store.js), and save it. */
  keep(patch) {
    this.store.setState({ data: { ...this.state.data, ...patch } });
    this.save();
  }

  keepRules() {
    if (!this.state.desc) return;
    this.keep({ options: this.setup.allOptions(), seats: this.setup.readSeats(), people: this.setup.people.readAll() });
  }

  /** The bankrolls to deal `seats` seats with: the kept ones, new seats at the starting stack. */
  stacksFor(seats) {
    if (!this.state.data.stacks || !Number.isInteger(seats) || this.isNight()) return null;
    const start = this.state.desc.start_stack ?? this.state.data.stacks[0];
    const out = this.state.data.stacks.slice(0, seats);
    while (out.length < seats) out.push(start);
    return out;
  }

  handOn() {
    return Boolean(this.state.view && !this.state.view.result && this.state.history);
  }

  // Giving up a hand or match, resetting, and the statistics' rows: sim-abandon.js.

  // ----- the share link, statistics, odds

  drawShare() {
    const h = this.state.history;
    if (!h || h.seed === null || h.seed === undefined || this.dealSecret()) {
      this.els.shareBox.hidden = true;
      return;
    }
    const href = buildLink({ seed: h.seed, seats: (h.stacks || []).length, options: h.options || {} });
    const said = el("span", { class: "pr-share-said" });
    const copy = el("button", {
      type: "button", class: "md-button pr-copy", text: t("Copy link"),
      onclick: async () => {
        try {
          await navigator.clipboard.writeText(href);
          said.textContent = t("Copied.");
          this.announce(t("The link is copied."));
        } catch (_) {
          said.textContent = t("Your browser did not allow copying: select the link and copy it.");
          this.announce(said.textContent);
        }
      },
    });
    this.els.shareBox.replaceChildren(
      el("p", { class: "pr-share-title", text: t("Share this deal") }),
      el("a", { class: "pr-share-link", href, text: href }),
      el("div", { class: "pr-share-row" }, copy, said));
    this.els.shareBox.hidden = false;
  }

  drawStats() {
    const rows = this.statRows(); // sim-abandon.js
    this.els.statsBox.replaceChildren();
    for (const [term, value, key] of rows) {
      this.els.statsBox.append(el("div", { dataset: { stat: key } }, el("dt", { text: term }), el("dd", { text: value })));
    }
    if (this.state.view && this.state.view.seed !== null && this.state.view.seed !== undefined && !this.dealSecret()) {
      const seed = String(this.state.view.seed);
      this.els.statsBox.append(el("div", { dataset: { stat: "seed" } },
        el("dt", { text: t("Seed of this deal") }),
        el("dd", {}, el("code", { class: "pr-seed", text: seed }), " ",
          el("button", {
            type: "button", class: "pr-link-button", text: t("Use this seed"),
            "aria-label": t("Use this seed ({seed}) for the next deal", { seed }), // the words shown come first
            onclick: () => {
              this.setup.setValues({ seed });
              this.setup.dealButton.focus();
            },
          }))));
    }
  }
}

Object.assign(Simulator.prototype, handMethods, abandonMethods, matchMethods, oddsMethods, replayMethods, turnMethods,
  coachMethods, reviewMethods, handOverMethods);

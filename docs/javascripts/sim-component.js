// pokerrules simulator: one simulator on a page (<div class="pr-simulator" data-variant="ID">).
//
// This module builds the skeleton (it is all there, disabled, while the engine loads, so
// nothing moves when it is ready), boots, keeps the bankroll, statistics, chosen rules and the
// hand in progress (sim-store.js), and draws the statistics, the confirmation and the share
// link. Dealing, moves and playback are in sim-hand.js; replay in sim-replay.js; a match's
// pause between deals in sim-match.js; giving up a match in sim-abandon.js; restoring a saved
// hand in sim-restore.js; the move block kept in view in sim-turn.js; the table in
// sim-table.js (with sim-piles.js and sim-terms.js); the exact odds in sim-odds.js; the coach in
// sim-coach.js and its review after a hand in sim-review.js.
//
// data-state on the host: "loading" | "ready" | "busy" (a request is out) | "playing" (the
// bots' moves are being played back) | "failed".

import { el } from "./sim-dom.js";
import { BOOT_STEPS, getEngine, notSavedAndOffline, probe, retryEngine } from "./sim-engine.js";
import { abandonMethods } from "./sim-abandon.js";
import { coachMethods } from "./sim-coach.js";
import { handMethods } from "./sim-hand.js";
import { matchMethods } from "./sim-match.js";
import { oddsMethods } from "./sim-odds.js";
import { Playback } from "./sim-playback.js";
import { replayMethods } from "./sim-replay.js";
import { reviewMethods } from "./sim-review.js";
import { Setup } from "./sim-setup.js";
import { ANCHOR, buildLink } from "./sim-share.js";
import { load, save } from "./sim-store.js";
import { turnMethods } from "./sim-turn.js";

export class Simulator {
  constructor(host, remount) {
    this.host = host;
    this.remount = remount;
    this.variant = host.dataset.variant || "";
    this.desc = null;
    this.history = null;
    this.view = null;
    this.lastAmounts = {};
    this.lastChoices = {};
    const { data, note } = load(this.variant);
    this.data = data;
    this.build();
    if (note) this.showNote(note);
    this.start();
  }

  // ----- skeleton

  build() {
    this.host.replaceChildren();
    this.statusText = el("span", { class: "pr-status-text" });
    this.progress = el("progress", { class: "pr-progress", max: String(BOOT_STEPS), value: "0", "aria-label": "Loading the rules engine" });
    this.status = el("p", { class: "pr-status" }, this.progress, this.statusText);
    this.live = el("p", { class: "pr-sr-only pr-live", role: "status", "aria-live": "polite" });
    this.alert = el("div", { class: "pr-alert", role: "alert" });
    this.note = el("p", { class: "pr-note", hidden: true });

    // It scrolls when long, so it takes the focus (the keyboard can scroll it).
    this.happening = el("ol", { class: "pr-happening", "aria-label": "What just happened", tabindex: "0" });
    this.skipButton = el("button", {
      type: "button", class: "md-button pr-skip", text: "Skip", hidden: true,
      "aria-label": "Skip: show all the moves at once", onclick: () => this.playback.skip(),
    });
    this.happeningBar = el("div", { class: "pr-happening-bar", hidden: true }, this.happening, this.skipButton);
    this.info = el("ul", { class: "pr-info", "aria-label": "At the table" });
    this.others = el("div", { class: "pr-hands pr-hands--others" });
    this.mine = el("div", { class: "pr-hands pr-hands--mine" });
    this.actions = el("div", { class: "pr-actions", role: "group", "aria-label": "Your move", hidden: true });
    this.me = el("div", { class: "pr-me" }, this.mine, this.actions);
    this.legend = el("p", { class: "pr-legend", hidden: true },
      el("span", { class: "pr-legend-swatch", "aria-hidden": "true" }),
      "Dashed, hatched cards are face down: only you can see them.");
    this.result = el("div", { class: "pr-result", hidden: true });
    // The end of a deal of a match, until "Next deal" (sim-match.js).
    this.dealEnd = el("div", { class: "pr-deal-end", role: "group", "aria-label": "The deal's end", hidden: true });
    this.replayBar = el("div", { class: "pr-replay", role: "group", "aria-label": "Replay", hidden: true });
    this.table = el("div", { class: "pr-table", hidden: true },
      this.happeningBar, this.info, this.others, this.me, this.legend, this.dealEnd, this.result, this.replayBar);

    this.confirmBox = el("div", { class: "pr-confirm", role: "group", hidden: true });
    this.confirmBox.addEventListener("keydown", (e) => {
      const no = this.confirmBox.querySelector(".pr-confirm-no");
      if (e.key === "Escape" && no) no.click();
    });
    this.setup = new Setup({
      onDeal: () => this.requestDeal(),
      onReset: () => this.requestReset(),
      onOdds: () => this.showOdds(),
      onChange: () => this.keepRules(),
      onNotice: (text) => this.announce(text), // sim-setup.js: rules changed mid-hand
    });
    this.buildCoachSwitch(); // sim-coach.js: beside Deal
    this.shareBox = el("div", { class: "pr-share", hidden: true });
    this.statsBox = el("dl", { class: "pr-stats" });
    this.logList = el("ol", { class: "pr-log-list" });
    // A long hand's history scrolls in its own box (focusable, so the keyboard can scroll it).
    this.logBox = el("div", { class: "pr-log-box", tabindex: "0", role: "region", "aria-label": "Hand history" },
      this.logList);
    // "Show all of it" lifts the box's height limit: a whole match reads as one page.
    this.logAll = el("button", {
      type: "button", class: "pr-link-button pr-log-all", text: "Show all of it", "aria-pressed": "false",
      onclick: () => {
        const all = this.logAll.getAttribute("aria-pressed") !== "true";
        this.logAll.setAttribute("aria-pressed", String(all));
        this.logBox.classList.toggle("pr-log-box--all", all);
      },
    });
    this.logSummary = el("summary", { text: "Hand history" });
    this.log = el("details", { class: "pr-log", open: true, hidden: true }, this.logSummary, this.logAll, this.logBox);
    // Until the first hand, the simulator keeps the room its house rules will need (see
    // simulator-table.css), so that nothing below it moves when the options arrive.
    this.root = el("section", { class: "pr-sim pr-sim--reserve", "aria-label": "Simulator" },
      this.status, this.live, this.alert, this.note, this.table, this.confirmBox, this.setup.element,
      this.shareBox, this.statsBox, this.log);
    if (!document.getElementById(ANCHOR)) this.root.id = ANCHOR;
    this.host.append(this.root);
    this.playback = new Playback({
      list: this.happening,
      announce: (text) => this.announce(text),
      onStep: (index, seat) => this.markActing(index, seat),
      onDone: () => this.playbackDone(),
    });
    this.drawStats();
  }

  setState(state) {
    this.host.dataset.state = state;
    this.root.setAttribute("aria-busy", state === "loading" || state === "busy" ? "true" : "false");
    const off = state === "loading" || state === "busy" || state === "failed";
    this.setup.setDisabled(off);
    for (const b of this.actions.querySelectorAll("button, input, select")) b.disabled = off;
    for (const b of this.replayBar.querySelectorAll("button")) b.disabled = off || b.dataset.off === "true";
    for (const b of this.confirmBox.querySelectorAll("button")) b.disabled = off;
    this.skipButton.hidden = state !== "playing";
    if (state === "ready") probe.readyAt = performance.now();
  }

  setStatus(text) {
    this.statusText.textContent = text;
  }

  announce(text) {
    // Re-set even the same text, so that a repeated move is announced again.
    this.live.textContent = "";
    this.live.textContent = text;
  }

  showAlert(message) {
    this.alert.replaceChildren(el("p", { text: message }));
  }

  clearAlert() {
    this.alert.replaceChildren();
  }

  showNote(text) {
    this.note.textContent = text;
    this.note.hidden = !text;
  }

  // ----- boot and describe

  async start() {
    this.setState("loading");
    const eng = getEngine();
    const showProgress = (p) => {
      this.progress.value = p.step;
      this.setStatus(p.step >= BOOT_STEPS
        ? "Loaded."
        : `Loading the rules engine: ${p.text} (step ${p.step + 1} of ${BOOT_STEPS})\u2026`);
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
      this.failBoot(desc.error && desc.error.message ? desc.error.message : "The game could not be described.", false);
      return;
    }
    this.desc = desc;
    this.root.setAttribute("aria-label", `Simulator: ${desc.name}`);
    this.setup.fill(desc, { options: this.data.options, seats: this.data.seats });
    this.progress.hidden = true;
    this.drawStats();
    this.setStatus("Ready. Choose the house rules if you like, then press Deal.");
    // A saved hand or a shared deal comes first: "ready" only once it is on the table.
    await this.resume();
    if (this.host.dataset.state === "loading") this.setState("ready");
  }

  failBoot(detail, canRetry = true, offline = false) {
    this.progress.hidden = true;
    this.setStatus("The simulator is unavailable.");
    let text = canRetry
      ? "The rules engine could not be loaded, so the simulator cannot run. Check your connection and try again."
      : "This game could not be set up, so the simulator cannot run.";
    if (offline) {
      text = "You seem to be offline. The simulator needs one visit online before it works "
        + "without a connection. Connect to the internet, then press Try again; after that, it works offline too.";
    }
    const parts = [el("p", { text })];
    if (canRetry) {
      parts.push(el("button", {
        type: "button", class: "md-button", text: "Try again",
        onclick: () => {
          retryEngine();
          this.remount();
        },
      }));
    }
    parts.push(el("details", { class: "pr-detail" }, el("summary", { text: "Technical detail" }), el("p", { text: detail })));
    this.alert.replaceChildren(...parts);
    this.setState("failed");
  }

  // ----- what is kept

  save() {
    save(this.variant, this.data);
  }

  keepRules() {
    if (!this.desc) return;
    this.data.options = this.setup.allOptions();
    this.data.seats = this.setup.readSeats();
    this.save();
  }

  /** The bankrolls to deal `seats` seats with: the kept ones, new seats at the starting stack. */
  stacksFor(seats) {
    if (!this.data.stacks || !Number.isInteger(seats)) return null;
    const start = this.desc.start_stack ?? this.data.stacks[0];
    const out = this.data.stacks.slice(0, seats);
    while (out.length < seats) out.push(start);
    return out;
  }

  handOn() {
    return Boolean(this.view && !this.view.result && this.history);
  }

  // Giving up a hand or match, resetting, and the statistics' rows: sim-abandon.js.

  // ----- the share link, statistics, odds

  drawShare() {
    const h = this.history;
    if (!h || h.seed === null || h.seed === undefined) {
      this.shareBox.hidden = true;
      return;
    }
    const href = buildLink({ seed: h.seed, seats: (h.stacks || []).length, options: h.options || {} });
    const said = el("span", { class: "pr-share-said" });
    const copy = el("button", {
      type: "button", class: "md-button pr-copy", text: "Copy link",
      onclick: async () => {
        try {
          await navigator.clipboard.writeText(href);
          said.textContent = "Copied.";
          this.announce("The link is copied.");
        } catch (_) {
          said.textContent = "Your browser did not allow copying: select the link and copy it.";
          this.announce(said.textContent);
        }
      },
    });
    this.shareBox.replaceChildren(
      el("p", { class: "pr-share-title", text: "Share this deal" }),
      el("a", { class: "pr-share-link", href, text: href }),
      el("div", { class: "pr-share-row" }, copy, said));
    this.shareBox.hidden = false;
  }

  drawStats() {
    const rows = this.statRows(); // sim-abandon.js
    this.statsBox.replaceChildren();
    for (const [term, value, key] of rows) {
      this.statsBox.append(el("div", { dataset: { stat: key } }, el("dt", { text: term }), el("dd", { text: value })));
    }
    if (this.view && this.view.seed !== null && this.view.seed !== undefined) {
      const seed = String(this.view.seed);
      this.statsBox.append(el("div", { dataset: { stat: "seed" } },
        el("dt", { text: "Seed of this deal" }),
        el("dd", {}, el("code", { class: "pr-seed", text: seed }), " ",
          el("button", {
            type: "button", class: "pr-link-button", text: "Use this seed",
            "aria-label": `Use this seed (${seed}) for the next deal`, // the words shown come first
            onclick: () => {
              this.setup.setValues({ seed });
              this.setup.dealButton.focus();
            },
          }))));
    }
  }
}

Object.assign(Simulator.prototype, handMethods, abandonMethods, matchMethods, oddsMethods, replayMethods, turnMethods,
  coachMethods, reviewMethods);

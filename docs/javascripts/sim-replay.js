// pokerrules simulator: replaying a finished hand (the `replay` op), frame by frame. These
// methods are mixed into Simulator (sim-component.js), like sim-hand.js.
//
// The replay bar: the step ("Replay: step 5 of 61"), Previous / Play (Pause while playing) /
// Next, a speed for Play, a "Jump to" list (the deal, each of the reader's own decisions, named
// by what they did, and the end of the hand, with its showdown), and "Back to the result".
// Play shows one frame after another at the chosen speed and stops at the last one; any other
// control pauses it. Every frame shown is announced through the live region.

import { el, nextUid } from "./sim-dom.js";
import { expandFrames, replayAll } from "./sim-frames.js";
import { drawTable, markActing } from "./sim-table.js";
import { t } from "./words.js";

/** Seconds per frame for Play, slowest first; the middle one is the default. */
export const REPLAY_SPEEDS = [
  { label: t("Slow (2 s a move)"), ms: 2000 },
  { label: t("Normal (1 s a move)"), ms: 1000 },
  { label: t("Fast (0.4 s a move)"), ms: 400 },
];

const mineAt = (v) => Number.isInteger(v.to_act) && v.to_act === (v.your_seat ?? 0) && !v.result;

/** The places to jump to: the deal, each decision of the reader (the frame where they had to
 *  move, named by what they did next), and the last frame. [{label, frame}] */
export function replayMarks(frames) {
  const marks = [{ label: t("The deal"), frame: 0 }];
  let n = 0;
  frames.forEach((f, i) => {
    if (i === frames.length - 1 || !mineAt(f.view)) return;
    n += 1;
    const next = frames[i + 1].view;
    const log = next.log || [];
    const from = Number.isInteger(f.log) ? f.log : 0;
    const upto = Number.isInteger(frames[i + 1].log) ? frames[i + 1].log : log.length;
    const seats = Array.isArray(next.log_seats) ? next.log_seats : [];
    const me = f.view.your_seat ?? 0;
    const said = log.slice(from, upto).find((_, k) => seats[from + k] === me);
    marks.push({ label: said ? t("Your move {n}: {move}", { n, move: said }) : t("Your move {n}", { n }), frame: i, move: n });
  });
  const last = frames.length - 1;
  if (last > 0) marks.push({ label: t("The end of the hand (the showdown and result)"), frame: last });
  return marks;
}

export const replayMethods = {
  async startReplay() {
    const res = await replayAll((r) => this.send(r), { op: "replay", history: this.state.history, compact: true });
    if (!res) return;
    const frames = expandFrames(res.frames) || []; // sent as what changed (sim-frames.js)
    if (!frames.length) {
      this.showAlert(t("This hand has nothing to replay."));
      this.setPhase("ready");
      return;
    }
    const marks = replayMarks(frames);
    this.store.setState({ replay: { frames, i: 0, timer: null, marks } });
    const button = (text, cls, onclick) => el("button", { type: "button", class: `md-button ${cls}`, text, onclick });
    this.els.replayStep = el("span", { class: "pr-replay-step" });
    this.els.replayPrev = button(t("Previous"), "pr-replay-prev", () => this.replayGo(this.state.replay.i - 1));
    this.els.replayNext = button(t("Next"), "pr-replay-next", () => this.replayGo(this.state.replay.i + 1));
    this.els.replayPlay = button(t("Play"), "pr-replay-play", () => this.replayToggle());
    this.els.replayPlay.setAttribute("aria-pressed", "false");
    const back = button(t("Back to the result"), "pr-replay-back", () => this.endReplay());

    const speedId = nextUid("speed");
    const speed = el("select", { id: speedId, class: "pr-replay-speed" },
      ...REPLAY_SPEEDS.map((s, k) => el("option", { value: String(k), text: s.label, selected: k === this.state.replaySpeed })));
    speed.addEventListener("change", () => {
      this.store.setState({ replaySpeed: speed.selectedIndex });
      if (this.state.replay && this.state.replay.timer) this.replaySchedule(); // the new speed at once
    });

    const jumpId = nextUid("jump");
    this.els.replayJump = el("select", { id: jumpId, class: "pr-replay-jump" },
      ...marks.map((m, k) => el("option", { value: String(k), text: m.label })));
    this.els.replayJump.addEventListener("change", () => {
      const mark = marks[this.els.replayJump.selectedIndex];
      if (mark) this.replayGo(mark.frame);
    });

    this.els.replayBar.replaceChildren(
      this.els.replayStep,
      el("div", { class: "pr-buttons" }, this.els.replayPrev, this.els.replayPlay, this.els.replayNext, back),
      el("div", { class: "pr-replay-choices" },
        el("span", { class: "pr-action-field" }, el("label", { for: speedId, text: t("Speed of Play") }), speed),
        el("span", { class: "pr-action-field" }, el("label", { for: jumpId, text: t("Jump to") }), this.els.replayJump)));
    this.els.replayBar.hidden = false;
    this.els.result.hidden = true;
    this.setPhase("ready");
    this.showFrame(0);
    this.els.replayNext.focus();
  },

  /** Show frame `i` after the reader asked for it (a button or a jump): playing stops. */
  replayGo(i) {
    this.replayPause();
    this.showFrame(i);
  },

  replayToggle() {
    if (!this.state.replay) return;
    if (this.state.replay.timer) {
      this.replayPause();
      this.announce(t("Replay paused."));
      return;
    }
    const last = this.state.replay.frames.length - 1;
    if (this.state.replay.i >= last) this.showFrame(0); // Play at the end starts again
    this.els.replayPlay.textContent = t("Pause");
    this.els.replayPlay.setAttribute("aria-pressed", "true");
    this.replaySchedule();
  },

  replaySchedule() {
    clearTimeout(this.state.replay.timer);
    const ms = (REPLAY_SPEEDS[this.state.replaySpeed] || REPLAY_SPEEDS[1]).ms;
    const timer = setTimeout(() => {
      if (!this.state.replay || !this.host.isConnected) return;
      this.showFrame(this.state.replay.i + 1);
      if (this.state.replay.i >= this.state.replay.frames.length - 1) {
        this.replayPause();
        this.announce(t("Replay finished: this is the end of the hand."));
      } else {
        this.replaySchedule();
      }
    }, ms);
    this.store.setState({ replay: { ...this.state.replay, timer } });
  },

  replayPause() {
    if (!this.state.replay) return;
    clearTimeout(this.state.replay.timer);
    this.store.setState({ replay: { ...this.state.replay, timer: null } });
    if (this.els.replayPlay) {
      this.els.replayPlay.textContent = t("Play");
      this.els.replayPlay.setAttribute("aria-pressed", "false");
    }
  },

  showFrame(i) {
    const { frames, marks } = this.state.replay;
    if (i < 0 || i >= frames.length) return;
    this.store.setState({ replay: { ...this.state.replay, i } });
    const frame = frames[i];
    const v = frame.view;
    const log = v.log || [];
    const upto = Number.isInteger(frame.log) ? frame.log : log.length;
    const from = i > 0 && Number.isInteger(frames[i - 1].log) ? frames[i - 1].log : 0;
    drawTable(this.parts(), v, false);
    const lines = log.slice(from, upto);
    this.els.happening.replaceChildren(...lines.map((line) => el("li", { text: line })));
    this.els.happeningBar.hidden = !lines.length;
    const seats = Array.isArray(v.log_seats) ? v.log_seats.slice(from, upto) : [];
    markActing(this.els.table, seats.length ? seats[seats.length - 1] : null);
    const mark = marks.find((m) => m.frame === i && m.move);
    const step = { n1: i + 1, n2: frames.length, n: mark ? mark.move : 0 };
    const where = i === 0 ? t("Replay: step {n1} of {n2}, the deal", step)
      : i === frames.length - 1 ? t("Replay: step {n1} of {n2}, the end", step) : t("Replay: step {n1} of {n2}", step);
    this.els.replayStep.textContent = mark ? t("{step}, your move {n} comes next", { step: where, n: mark.move }) : where;
    this.els.table.dataset.frame = String(i);
    // The jump list shows the last place at or before this frame (your move, at the deal).
    let at = 0;
    marks.forEach((m, k) => { if (m.frame <= i) at = k; });
    if (mark) at = marks.indexOf(mark);
    this.els.replayJump.selectedIndex = at;
    this.els.replayPrev.dataset.off = String(i === 0);
    this.els.replayNext.dataset.off = String(i === frames.length - 1);
    const wasFocused = document.activeElement;
    this.els.replayPrev.disabled = i === 0;
    this.els.replayNext.disabled = i === frames.length - 1;
    if (wasFocused && wasFocused.disabled) this.els.replayBar.querySelector(wasFocused === this.els.replayNext ? ".pr-replay-back" : ".pr-replay-next").focus();
    this.announce(`${this.els.replayStep.textContent}. ${lines.join(" ")}`);
  },

  endReplay() {
    this.replayPause();
    delete this.els.table.dataset.frame;
    const { lines = [], seats = null } = this.state.lastLines || {};
    this.showHand(lines, seats, { focus: true, instant: true });
  },
};

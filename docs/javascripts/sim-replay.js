// pokerrules simulator: replaying a finished hand (the `replay` op), frame by frame. These
// methods are mixed into Simulator (sim-component.js), like sim-hand.js.
//
// The replay bar: the step ("Replay: step 5 of 61"), Previous / Play (Pause while playing) /
// Next, a speed for Play, a "Jump to" list (the deal, each of the reader's own decisions, named
// by what they did, and the end of the hand, with its showdown), and "Back to the result".
// Play shows one frame after another at the chosen speed and stops at the last one; any other
// control pauses it. Every frame shown is announced through the live region.

import { el, nextUid } from "./sim-dom.js";
import { drawTable, markActing } from "./sim-table.js";

/** Seconds per frame for Play, slowest first; the middle one is the default. */
export const REPLAY_SPEEDS = [
  { label: "Slow (2 s a move)", ms: 2000 },
  { label: "Normal (1 s a move)", ms: 1000 },
  { label: "Fast (0.4 s a move)", ms: 400 },
];

const mineAt = (v) => Number.isInteger(v.to_act) && v.to_act === (v.your_seat ?? 0) && !v.result;

/** The places to jump to: the deal, each decision of the reader (the frame where they had to
 *  move, named by what they did next), and the last frame. [{label, frame}] */
export function replayMarks(frames) {
  const marks = [{ label: "The deal", frame: 0 }];
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
    marks.push({ label: `Your move ${n}${said ? `: ${said}` : ""}`, frame: i, move: n });
  });
  const last = frames.length - 1;
  if (last > 0) marks.push({ label: "The end of the hand (the showdown and result)", frame: last });
  return marks;
}

export const replayMethods = {
  async startReplay() {
    const res = await this.send({ op: "replay", history: this.history });
    if (!res) return;
    const frames = Array.isArray(res.frames) ? res.frames.filter((f) => f && f.view) : [];
    if (!frames.length) {
      this.showAlert("This hand has nothing to replay.");
      this.setState("ready");
      return;
    }
    this.replay = { frames, i: 0, timer: null };
    const button = (text, cls, onclick) => el("button", { type: "button", class: `md-button ${cls}`, text, onclick });
    this.replayStep = el("span", { class: "pr-replay-step" });
    this.replayPrev = button("Previous", "pr-replay-prev", () => this.replayGo(this.replay.i - 1));
    this.replayNext = button("Next", "pr-replay-next", () => this.replayGo(this.replay.i + 1));
    this.replayPlay = button("Play", "pr-replay-play", () => this.replayToggle());
    this.replayPlay.setAttribute("aria-pressed", "false");
    const back = button("Back to the result", "pr-replay-back", () => this.endReplay());

    const speedId = nextUid("speed");
    this.replaySpeed = Number.isInteger(this.replaySpeed) ? this.replaySpeed : 1;
    const speed = el("select", { id: speedId, class: "pr-replay-speed" },
      ...REPLAY_SPEEDS.map((s, k) => el("option", { value: String(k), text: s.label, selected: k === this.replaySpeed })));
    speed.addEventListener("change", () => {
      this.replaySpeed = speed.selectedIndex;
      if (this.replay && this.replay.timer) this.replaySchedule(); // the new speed at once
    });

    const jumpId = nextUid("jump");
    this.replayMarks = replayMarks(frames);
    this.replayJump = el("select", { id: jumpId, class: "pr-replay-jump" },
      ...this.replayMarks.map((m, k) => el("option", { value: String(k), text: m.label })));
    this.replayJump.addEventListener("change", () => {
      const mark = this.replayMarks[this.replayJump.selectedIndex];
      if (mark) this.replayGo(mark.frame);
    });

    this.replayBar.replaceChildren(
      this.replayStep,
      el("div", { class: "pr-buttons" }, this.replayPrev, this.replayPlay, this.replayNext, back),
      el("div", { class: "pr-replay-choices" },
        el("span", { class: "pr-action-field" }, el("label", { for: speedId, text: "Speed of Play" }), speed),
        el("span", { class: "pr-action-field" }, el("label", { for: jumpId, text: "Jump to" }), this.replayJump)));
    this.replayBar.hidden = false;
    this.result.hidden = true;
    this.setState("ready");
    this.showFrame(0);
    this.replayNext.focus();
  },

  /** Show frame `i` after the reader asked for it (a button or a jump): playing stops. */
  replayGo(i) {
    this.replayPause();
    this.showFrame(i);
  },

  replayToggle() {
    if (!this.replay) return;
    if (this.replay.timer) {
      this.replayPause();
      this.announce("Replay paused.");
      return;
    }
    const last = this.replay.frames.length - 1;
    if (this.replay.i >= last) this.showFrame(0); // Play at the end starts again
    this.replayPlay.textContent = "Pause";
    this.replayPlay.setAttribute("aria-pressed", "true");
    this.replaySchedule();
  },

  replaySchedule() {
    clearTimeout(this.replay.timer);
    const ms = (REPLAY_SPEEDS[this.replaySpeed] || REPLAY_SPEEDS[1]).ms;
    this.replay.timer = setTimeout(() => {
      if (!this.replay || !this.host.isConnected) return;
      this.showFrame(this.replay.i + 1);
      if (this.replay.i >= this.replay.frames.length - 1) {
        this.replayPause();
        this.announce("Replay finished: this is the end of the hand.");
      } else {
        this.replaySchedule();
      }
    }, ms);
  },

  replayPause() {
    if (!this.replay) return;
    clearTimeout(this.replay.timer);
    this.replay.timer = null;
    if (this.replayPlay) {
      this.replayPlay.textContent = "Play";
      this.replayPlay.setAttribute("aria-pressed", "false");
    }
  },

  showFrame(i) {
    const { frames } = this.replay;
    if (i < 0 || i >= frames.length) return;
    this.replay.i = i;
    const frame = frames[i];
    const v = frame.view;
    const log = v.log || [];
    const upto = Number.isInteger(frame.log) ? frame.log : log.length;
    const from = i > 0 && Number.isInteger(frames[i - 1].log) ? frames[i - 1].log : 0;
    drawTable(this.parts(), v, false);
    const lines = log.slice(from, upto);
    this.happening.replaceChildren(...lines.map((line) => el("li", { text: line })));
    this.happeningBar.hidden = !lines.length;
    const seats = Array.isArray(v.log_seats) ? v.log_seats.slice(from, upto) : [];
    markActing(this.table, seats.length ? seats[seats.length - 1] : null);
    const mark = this.replayMarks.find((m) => m.frame === i && m.move);
    const where = i === 0 ? ", the deal" : i === frames.length - 1 ? ", the end" : "";
    this.replayStep.textContent = `Replay: step ${i + 1} of ${frames.length}${where}`
      + (mark ? `, your move ${mark.move} comes next` : "");
    this.table.dataset.frame = String(i);
    // The jump list shows the last place at or before this frame (your move, at the deal).
    let at = 0;
    this.replayMarks.forEach((m, k) => { if (m.frame <= i) at = k; });
    if (mark) at = this.replayMarks.indexOf(mark);
    this.replayJump.selectedIndex = at;
    this.replayPrev.dataset.off = String(i === 0);
    this.replayNext.dataset.off = String(i === frames.length - 1);
    const wasFocused = document.activeElement;
    this.replayPrev.disabled = i === 0;
    this.replayNext.disabled = i === frames.length - 1;
    if (wasFocused && wasFocused.disabled) this.replayBar.querySelector(wasFocused === this.replayNext ? ".pr-replay-back" : ".pr-replay-next").focus();
    this.announce(`${this.replayStep.textContent}. ${lines.join(" ")}`);
  },

  endReplay() {
    this.replayPause();
    delete this.table.dataset.frame;
    const { lines = [], seats = null } = this.lastLines || {};
    this.showHand(lines, seats, { focus: true, instant: true });
  },
};

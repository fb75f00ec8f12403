// pokerrules simulator: the moves since the reader's last move, played back one at a time.
//
// start(lines, seats) shows one line every STEP_MS in the "what just happened" list, marking
// the seat that made it (from the view's `log_seats`); skip() shows the rest at once. With
// prefers-reduced-motion: reduce, everything is shown at once. Every line shown is announced
// through the simulator's one polite live region (`announce`).

import { el, reducedMotion } from "./sim-dom.js";

export const STEP_MS = 600;

export class Playback {
  constructor({ list, onStep, onDone, announce }) {
    this.list = list; // the <ol> of "what just happened"
    this.onStep = onStep; // (index, seat) -> void, after each line is shown
    this.onDone = onDone; // () -> void, once every line is shown
    this.announce = announce;
    this.timer = null;
    this.queue = [];
    this.shown = 0; // how many lines of the queue are shown
    this.running = false;
  }

  /** Show `lines` (made by `seats[i]`, or null); resolve when done or skipped. */
  start(lines, seats, instant = false) {
    this.stop();
    this.list.replaceChildren();
    this.queue = lines.map((line, i) => ({ line: String(line), seat: seats ? seats[i] ?? null : null }));
    this.shown = 0;
    if (instant || reducedMotion() || this.queue.length <= 1) {
      this.skip();
      return;
    }
    this.running = true;
    this.step();
  }

  step() {
    if (!this.list.isConnected) {
      this.stop(); // the page changed
      return;
    }
    const item = this.queue[this.shown];
    this.show(item);
    this.announce(item.line);
    this.onStep(this.shown - 1, item.seat);
    if (this.shown >= this.queue.length) {
      this.finish();
      return;
    }
    this.timer = setTimeout(() => this.step(), STEP_MS);
  }

  show(item) {
    const li = el("li", { text: item.line });
    this.list.append(li);
    this.shown += 1;
    this.list.scrollTop = this.list.scrollHeight;
  }

  /** Show every line not shown yet, at once. */
  skip() {
    clearTimeout(this.timer);
    const rest = this.queue.slice(this.shown);
    for (const item of rest) this.show(item);
    if (rest.length) this.announce(rest.map((item) => item.line).join(" "));
    this.finish();
  }

  finish() {
    clearTimeout(this.timer);
    this.timer = null;
    this.running = false;
    this.onDone();
  }

  /** Forget a playback in progress without finishing it (a new hand, a page change). */
  stop() {
    clearTimeout(this.timer);
    this.timer = null;
    this.running = false;
  }
}

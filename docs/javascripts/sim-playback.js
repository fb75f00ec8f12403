// pokerrules simulator: the moves since the reader's last move, played back one at a time.
//
// start(lines, seats) shows one line every STEP_MS in the "what just happened" list, marking
// the seat that made it (from the view's `log_seats`); skip() shows the rest at once. With
// prefers-reduced-motion: reduce, everything is shown at once. Every line shown is announced
// through the simulator's one polite live region (`announce`).

import { el, reducedMotion } from "./sim-dom.js";
import { createStore, playbackState } from "./sim-state.js";

export const STEP_MS = 600;

export class Playback {
  constructor({ list, onStep, onDone, announce }) {
    this.list = list; // the <ol> of "what just happened"
    this.onStep = onStep; // (index, seat) -> void, after each line is shown
    this.onDone = onDone; // () -> void, once every line is shown
    this.announce = announce;
    // The lines to show and how far the playback is (sim-state.js): changed with setState only.
    this.store = createStore(playbackState(), "playback");
  }

  get state() {
    return this.store.getState();
  }

  /** Show `lines` (made by `seats[i]`, or null); resolve when done or skipped. */
  start(lines, seats, instant = false) {
    this.stop();
    this.list.replaceChildren();
    const queue = lines.map((line, i) => ({ line: String(line), seat: seats ? seats[i] ?? null : null }));
    this.store.setState({ queue, shown: 0 });
    if (instant || reducedMotion() || queue.length <= 1) {
      this.skip();
      return;
    }
    this.store.setState({ running: true });
    this.step();
  }

  step() {
    if (!this.list.isConnected) {
      this.stop(); // the page changed
      return;
    }
    const item = this.state.queue[this.state.shown];
    this.show(item);
    this.announce(item.line);
    this.onStep(this.state.shown - 1, item.seat);
    if (this.state.shown >= this.state.queue.length) {
      this.finish();
      return;
    }
    this.store.setState({ timer: setTimeout(() => this.step(), STEP_MS) });
  }

  show(item) {
    const li = el("li", { text: item.line });
    this.list.append(li);
    this.store.setState({ shown: this.state.shown + 1 });
    this.list.scrollTop = this.list.scrollHeight;
  }

  /** Show every line not shown yet, at once. */
  skip() {
    clearTimeout(this.state.timer);
    const rest = this.state.queue.slice(this.state.shown);
    for (const item of rest) this.show(item);
    if (rest.length) this.announce(rest.map((item) => item.line).join(" "));
    this.finish();
  }

  finish() {
    clearTimeout(this.state.timer);
    this.store.setState({ timer: null, running: false });
    this.onDone();
  }

  /** Forget a playback in progress without finishing it (a new hand, a page change). */
  stop() {
    clearTimeout(this.state.timer);
    this.store.setState({ timer: null, running: false });
  }
}

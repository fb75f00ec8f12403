// pokerrules simulator: long work in the worker, shown the same way everywhere (the exact odds
// in sim-odds.js, the coach in sim-coach.js and sim-review.js): a line saying what is being
// worked out and, once it has taken SLOW_WORK_S, a bar that moves, the seconds so far and a
// Cancel button. A quick answer never flashes them.

import { el } from "./sim-dom.js";
import { getEngine, onEngineUse } from "./sim-engine.js";
import { t } from "./words.js";

/** Seconds after which long work shows its progress and a Cancel button. */
export const SLOW_WORK_S = 0.5;
/** How long work that can be cancelled may run in the worker before it is given up. */
const LONG_WORK_MS = 300_000;
/** Work still out is dropped when it is made stale (see stale()) if it should run on for more
 *  than this many seconds: dropping the worker and restoring a fresh one is quicker. */
const DROP_AFTER_S = 2;

/** The work out now. Before the engine is used again, the work whose display has left the
 *  page (the reader went to another page) is stale: the new page need not wait behind it. */
const out = new Set();
onEngineUse(() => {
  for (const work of out) if (!work.element.isConnected) work.stale();
});

/** Ask the engine for `req`, as the work `work` (slowWork below): Cancel stops it. */
export function askLong(req, work) {
  return getEngine().request(req, { signal: work.signal, timeoutMs: LONG_WORK_MS });
}

/**
 * Start showing work on `what` ("Working out the exact odds"). Returns {element, signal,
 * cancelled(), done()}: put `element` on the page, pass `signal` to the request (Cancel aborts
 * it), and call done() when the answer is in (it stops the clock and hides the progress).
 * `onCancel` runs once when the reader presses Cancel. `expected` (seconds) is how long the
 * work should take, when known. Once `element` has left the page (the reader went to another
 * page, or the table was redrawn), the work is stale (see stale()).
 */
export function slowWork(what, { onCancel = null, className = "", expected = null } = {}) {
  const stop = new AbortController();
  const said = el("p", { class: "pr-work-said", text: `${what}\u2026` });
  const cancel = el("button", {
    type: "button", class: "md-button pr-odds-cancel pr-work-cancel", text: t("Cancel"),
    onclick: () => {
      if (stop.signal.aborted) return;
      stop.abort();
      if (onCancel) onCancel();
    },
  });
  const working = el("div", { class: "pr-odds-working pr-work-working", hidden: true },
    el("progress", { class: "pr-progress", "aria-label": what }), " ", cancel);
  const element = el("div", { class: `pr-work ${className}`.trim() }, said, working);
  const started = performance.now();
  let shown = false;
  const tick = setInterval(() => {
    // Work whose display has left the page (another page, another hand) is stale.
    if (element.isConnected) shown = true;
    else if (shown) work.stale();
    const seconds = (performance.now() - started) / 1000;
    if (seconds < SLOW_WORK_S) return;
    working.hidden = false;
    said.textContent = t("{what}\u2026 ({n} s so far)", { what, n: Math.floor(seconds) });
  }, 250);
  let finished = false;
  const work = {
    element,
    signal: stop.signal,
    cancelled: () => stop.signal.aborted,
    /** Seconds since the work began. */
    seconds: () => (performance.now() - started) / 1000,
    done() {
      finished = true;
      out.delete(work);
      clearInterval(tick);
      element.hidden = true;
      working.hidden = true;
    },
    /** Nobody wants the answer any more (a move, a new deal): stop showing the work, and drop
     *  it if it is still out and should run on for long (unknown, or over DROP_AFTER_S more),
     *  so that the next request does not wait behind it. */
    stale() {
      const seconds = work.seconds();
      const long = seconds >= SLOW_WORK_S && (expected === null || expected - seconds > DROP_AFTER_S);
      if (!finished && long && !stop.signal.aborted) stop.abort();
      work.done();
    },
  };
  out.add(work);
  return work;
}

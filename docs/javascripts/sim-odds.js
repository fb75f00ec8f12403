// pokerrules simulator: the exact odds for the chosen house rules, worked out in the browser
// by the package (the "analyse" op), with progress and a Cancel button when it takes a while.
// Mixed into Simulator (sim-component.js), like sim-hand.js.

import { el } from "./sim-dom.js";

/** Seconds after which long work shows its progress and a Cancel button. */
const SLOW_WORK_S = 0.5;

export const oddsMethods = {
  async showOdds() {
    const box = this.setup.oddsResult;
    const stop = new AbortController();
    const said = el("p", { text: "Working out the exact odds\u2026" });
    // Shown once the work has taken a while (a quick answer never flashes them): a bar that
    // moves, the seconds so far, and a way to stop.
    const working = el("div", { class: "pr-odds-working", hidden: true },
      el("progress", { class: "pr-progress", "aria-label": "Working out the exact odds" }), " ",
      el("button", { type: "button", class: "md-button pr-odds-cancel", text: "Cancel",
        onclick: () => stop.abort() }));
    box.replaceChildren(said, working);
    const started = performance.now();
    const tick = setInterval(() => {
      const seconds = (performance.now() - started) / 1000;
      if (seconds < SLOW_WORK_S) return;
      working.hidden = false;
      said.textContent = `Working out the exact odds\u2026 (${Math.floor(seconds)} s so far)`;
    }, 250);
    const res = await this.send({ op: "analyse", variant: this.variant, options: this.setup.readOptions() },
      { signal: stop.signal });
    clearInterval(tick);
    this.setState("ready");
    if (!res) {
      box.replaceChildren(...(stop.signal.aborted
        ? [el("p", { class: "pr-help", text: "Stopped. Nothing was worked out; the rest of the simulator is as it was." })]
        : []));
      if (stop.signal.aborted) this.announce("Stopped working out the odds.");
      return;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const list = el("dl", { class: "pr-stats pr-odds-list" });
    for (const [term, value] of res.figures.summary || []) {
      list.append(el("div", {}, el("dt", { text: term }), el("dd", { text: value })));
    }
    box.replaceChildren(el("p", { class: "pr-help", text: `Exact, by full enumeration in your browser (${seconds} s):` }), list);
    this.announce("The exact odds are shown under the house rules.");
  },
};

// pokerrules simulator: the exact odds for the chosen house rules, worked out in the browser
// by the package (the "analyse" op), with progress and a Cancel button when it takes a while.
// Mixed into Simulator (sim-component.js), like sim-hand.js.

import { el } from "./sim-dom.js";
import { slowWork } from "./sim-work.js";
import { t } from "./words.js";

export const oddsMethods = {
  async showOdds() {
    const box = this.setup.els.oddsResult;
    // Progress, the seconds so far and Cancel once it takes a while (sim-work.js).
    const work = slowWork(t("Working out the exact odds"));
    box.replaceChildren(work.element);
    const res = await this.send({ op: "analyse", variant: this.variant, options: this.setup.readOptions() },
      { signal: work.signal });
    work.done();
    this.setPhase("ready");
    if (!res) {
      box.replaceChildren(...(work.cancelled()
        ? [el("p", { class: "pr-help", text: t("Stopped. Nothing was worked out; the rest of the simulator is as it was.") })]
        : []));
      if (work.cancelled()) this.announce(t("Stopped working out the odds."));
      return;
    }
    const seconds = work.seconds().toFixed(2);
    const list = el("dl", { class: "pr-stats pr-odds-list" });
    for (const [term, value] of res.figures.summary || []) {
      list.append(el("div", {}, el("dt", { text: term }), el("dd", { text: value })));
    }
    box.replaceChildren(el("p", { class: "pr-help", text: t("Exact, by full enumeration in your browser ({seconds} s):", { seconds }) }), list);
    this.announce(t("The exact odds are shown under the house rules."));
  },
};

// pokerrules simulator: the Coach. These methods are mixed into Simulator (sim-component.js),
// like sim-hand.js; the review after a hand is in sim-review.js.
//
// A "Coach" switch sits beside Deal, off by default, and is kept with the game's other
// settings (sim-store.js, `coach`). When it is on and the reader is to move, the package's
// `odds` op (run in the worker, never blocking the page) weighs every move from what the
// reader's seat can see, and its figures are shown: beside the button of each move that has one
// button of its own, and in a short list under the moves for the others (an amount to choose,
// several cards to pick, a player or rank from a list). The first ask draws few samples, so an
// answer comes soon; while the reader waits, the coach asks again with more, replacing the
// figures each time, unless the answer is exact or the next ask would keep the worker busy
// too long. The model (what is assumed about the unseen cards and later moves) is one click
// away. A move, a new deal, Cancel or switching the coach off stops the asking; any answer
// that comes in after that is ignored.

import { el, nextUid } from "./sim-dom.js";
import { askLong, slowWork } from "./sim-work.js";

/** The samples of each ask while the reader waits: an answer soon, then better ones. */
export const COACH_SAMPLES = [40, 200, 800];
/** A further ask is made only when it should take at most this many seconds (judged by the ask
 *  before it). A move made meanwhile does not wait for it: work that would run on for long is
 *  dropped (sim-work.js). */
const MOST_ASK_S = 20;

/** The one move button of `action` in `box`, or null when the move has none of its own (an
 *  amount or several cards to choose, or a player or rank picked from a list). */
export function buttonOf(box, action) {
  if (action.cards || action.target !== undefined || action.rank !== undefined) return null;
  const candidates = [...box.querySelectorAll("button.pr-action[data-kind]")].filter((b) =>
    b.dataset.kind === action.kind && !b.closest("form") && !b.hasAttribute("aria-pressed")
    && b.dataset.send === undefined
    && (action.card === undefined ? b.dataset.card === undefined : b.dataset.card === String(action.card)));
  return candidates.length === 1 ? candidates[0] : null;
}

export const coachMethods = {
  coachOn() {
    return this.state.data.coach === true;
  },

  /** The switch, in the row of Deal and Reset bankroll (always there, even between hands). */
  buildCoachSwitch() {
    const id = nextUid("coach");
    this.els.coachToggle = el("input", {
      id, type: "checkbox", role: "switch", class: "pr-coach-toggle", checked: this.coachOn(),
      "aria-describedby": `${id}-help`,
      onchange: () => this.setCoach(this.els.coachToggle.checked),
    });
    this.setup.buttons.append(el("span", { class: "pr-coach-switch" },
      this.els.coachToggle, " ", el("label", { for: id, text: "Coach" }),
      el("span", { class: "pr-sr-only", id: `${id}-help`,
        text: "Shows your chances for each of your moves, and reviews your decisions after each hand." })));
  },

  setCoach(on) {
    this.keep({ coach: on });
    if (!on) {
      this.coachStop();
      this.coachClear();
      this.announce("The coach is off.");
      return;
    }
    const v = this.state.view;
    const mine = v && !v.result && v.to_act === (v.your_seat ?? 0) && !this.els.actions.hidden;
    this.announce(mine ? "The coach is on: it is weighing your moves." : "The coach is on: it will weigh your next decision.");
    if (mine) this.coachTurn(v);
    else if (v && v.result && !this.els.result.hidden) this.coachReview(this.els.result); // sim-review.js
  },

  /** Stop asking: the answers still out are ignored when they come in, and work that would
   *  keep the worker busy for long is dropped (sim-work.js), so the next request need not wait. */
  coachStop() {
    const run = this.state.coachRun;
    this.store.setState({ coachRun: null });
    if (run && run.work) run.work.stale();
  },

  /** Take the coach's figures, panel and review off the table. */
  coachClear() {
    for (const node of this.els.root.querySelectorAll(".pr-coach, .pr-coach-figures, .pr-review")) node.remove();
    for (const b of this.els.actions.querySelectorAll("button[data-coach-described]")) {
      const before = b.dataset.coachDescribed;
      if (before) b.setAttribute("aria-describedby", before);
      else b.removeAttribute("aria-describedby");
      delete b.dataset.coachDescribed;
    }
  },

  /** The reader's moves of view `v` are drawn (sim-turn.js): weigh them if the coach is on. */
  coachTurn(v) {
    this.coachStop();
    if (!this.coachOn() || !this.state.history) return;
    const status = el("div", { class: "pr-coach-status" });
    const panel = el("div", { class: "pr-coach", role: "group", "aria-label": "The coach" },
      el("p", { class: "pr-coach-title", text: "Coach" }), status);
    this.els.actions.append(panel);
    const run = { view: v, history: this.state.history, seat: v.your_seat ?? 0, panel, status, work: null, shown: false };
    this.store.setState({ coachRun: run });
    this.coachAsk(run, 0);
  },

  async coachAsk(run, step, expected = null) {
    const samples = COACH_SAMPLES[step];
    const what = step ? `The coach is refining its figures (${samples} deals of the unseen cards)`
      : "The coach is weighing your moves";
    const work = slowWork(what, { onCancel: () => this.coachCancelled(run), expected });
    run.work = work;
    run.status.replaceChildren(work.element);
    const res = await askLong({ op: "odds", history: run.history, seat: run.seat, samples }, work);
    work.done();
    if (this.state.coachRun !== run || work.cancelled() || !this.host.isConnected) return; // stale
    if (!res.ok) {
      this.store.setState({ coachRun: null });
      const error = res.error && res.error.message ? res.error.message : "The rules engine refused the request.";
      const text = `The coach could not weigh your moves: ${error}`;
      run.status.replaceChildren(el("p", { class: "pr-coach-error", text }));
      this.announce(text);
      return;
    }
    this.drawCoachFigures(run, res);
    if (!run.shown) {
      run.shown = true;
      this.announce(`The coach's figures are shown for your ${res.moves.length} moves${res.exact ? ", exactly" : ""}.`);
    }
    const next = COACH_SAMPLES[step + 1];
    const takes = work.seconds() * (next / samples); // about as long per sample as this ask
    if (res.exact || next === undefined || takes > MOST_ASK_S) {
      this.store.setState({ coachRun: null });
      return;
    }
    this.coachAsk(run, step + 1, takes);
  },

  coachCancelled(run) {
    if (this.state.coachRun !== run) return;
    this.store.setState({ coachRun: null });
    const text = run.shown
      ? "Stopped: the coach's figures stay as they were. It will weigh your next decision."
      : "Stopped: the coach did not weigh these moves. It will weigh your next decision.";
    run.status.replaceChildren(el("p", { class: "pr-coach-stopped", text }));
    this.announce(text);
  },

  /** Show the figures of `res` (the odds reply) beside the moves, and in a list for the rest. */
  drawCoachFigures(run, res) {
    const box = this.els.actions;
    for (const node of box.querySelectorAll(".pr-coach-figures")) node.remove();
    const rest = [];
    for (const move of res.moves || []) {
      const b = buttonOf(box, move.action || {});
      if (!b) {
        rest.push(move);
        continue;
      }
      const figures = el("span", { class: "pr-coach-figures", id: nextUid("coach-figures"), text: move.words });
      b.after(figures);
      if (b.dataset.coachDescribed === undefined) b.dataset.coachDescribed = b.getAttribute("aria-describedby") || "";
      const before = b.dataset.coachDescribed;
      b.setAttribute("aria-describedby", before ? `${before} ${figures.id}` : figures.id);
    }
    const how = res.exact
      ? (Number.isInteger(res.worlds) && res.worlds > 1 ? `Exact, over all ${res.worlds} arrangements of the cards you cannot see.` : "Exact.")
      : `Sampled over ${res.samples} deals of the cards you cannot see; \u00b1 is one standard error.`;
    const parts = [el("p", { class: "pr-help pr-coach-how", text: how })];
    if (rest.length) {
      parts.push(el("ul", { class: "pr-coach-list", "aria-label": "The coach's figures for your moves" },
        ...rest.map((move) => el("li", {}, el("span", { class: "pr-coach-move", text: move.label }), ": ",
          el("span", { class: "pr-coach-words", text: move.words })))));
    }
    run.panel.querySelector(".pr-coach-shown")?.remove();
    const shown = el("div", { class: "pr-coach-shown", dataset: { exact: String(Boolean(res.exact)), samples: String(res.samples ?? "") } }, ...parts);
    run.panel.insertBefore(shown, run.panel.querySelector(".pr-coach-model") || run.status);
    // The model, one click away; kept from one answer to the next, so that it stays open.
    let model = run.panel.querySelector(".pr-coach-model");
    if (!model) {
      model = el("details", { class: "pr-coach-model" }, el("summary", { text: "What the coach assumes" }), el("p"));
      run.panel.insertBefore(model, run.status);
    }
    model.querySelector("p").textContent = res.model || "";
  },
};

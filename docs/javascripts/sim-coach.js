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
// too long. A list of many moves (Mus's fifteen discards) shows the best few first, by the
// reply's `rank`, with a "Show all" button, so the panel stays short under the moves in the dock
// (sim-turn.js). With the coach on the dock is at most a third of the window: the panel takes
// only the room left under the moves, and scrolls in itself (coach.css, fitCoachPanel), so it
// never pushes the moves out of view nor the dock over the other players' cards. "What the
// figures mean", one click away, holds the legend (each figure's `means`), the model in one
// plain sentence, and its exact statement one click further. A note says when
// the work limit drew fewer samples than asked (`cut`). A move, a new deal, Cancel or switching
// the coach off stops the asking; any answer that comes in after that is ignored.

import { el, nextUid } from "./sim-dom.js";
import { askLong, slowWork } from "./sim-work.js";
import { t } from "./words.js";

/** The samples of each ask while the reader waits: an answer soon, then better ones. */
export const COACH_SAMPLES = [100, 500, 2500];
/** A further ask is made only when it should take at most this many seconds (judged by the ask
 *  before it). A move made meanwhile does not wait for it: work that would run on for long is
 *  dropped (sim-work.js). */
const MOST_ASK_S = 20;
/** A list of more than this many moves shows the best FEW_SHOWN first, and a "Show all" button. */
export const MANY_MOVES = 6;
export const FEW_SHOWN = 5;

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
      this.els.coachToggle, " ", el("label", { for: id, text: t("Coach") }),
      el("span", { class: "pr-sr-only", id: `${id}-help`,
        text: t("Shows your chances for each of your moves, and reviews your decisions after each hand.") })));
  },

  setCoach(on) {
    this.keep({ coach: on });
    if (!on) {
      this.coachStop();
      this.coachClear();
      this.announce(t("The coach is off."));
      return;
    }
    const v = this.state.view;
    const mine = v && !v.result && v.to_act === (v.your_seat ?? 0) && !this.els.actions.hidden;
    this.announce(mine ? t("The coach is on: it is weighing your moves.") : t("The coach is on: it will weigh your next decision."));
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
    // Focusable: its height is capped (coach.css), and the keyboard scrolls it.
    const panel = el("div", { class: "pr-coach", role: "group", "aria-label": t("The coach"), tabindex: "0" },
      el("p", { class: "pr-coach-title", text: t("Coach") }), status);
    this.els.actions.append(panel);
    fitCoachPanel(panel, this.els.me);
    const run = { view: v, history: this.state.history, seat: v.your_seat ?? 0, panel, status, work: null, shown: false };
    this.store.setState({ coachRun: run });
    this.coachAsk(run, 0);
  },

  async coachAsk(run, step, expected = null) {
    const samples = COACH_SAMPLES[step];
    const what = step ? t("The coach is refining its figures ({n} deals of the unseen cards)", { n: samples })
      : t("The coach is weighing your moves");
    const work = slowWork(what, { onCancel: () => this.coachCancelled(run), expected });
    run.work = work;
    run.status.replaceChildren(work.element);
    const res = await askLong({ op: "odds", history: run.history, seat: run.seat, samples }, work);
    work.done();
    if (this.state.coachRun !== run || work.cancelled() || !this.host.isConnected) return; // stale
    if (!res.ok) {
      this.store.setState({ coachRun: null });
      const error = res.error && res.error.message ? res.error.message : t("The rules engine refused the request.");
      const text = t("The coach could not weigh your moves: {error}", { error });
      run.status.replaceChildren(el("p", { class: "pr-coach-error", text }));
      this.announce(text);
      return;
    }
    this.drawCoachFigures(run, res);
    if (!run.shown) {
      run.shown = true;
      this.announce(res.exact ? t("The coach's figures are shown for your {n} moves, exactly.", { n: res.moves.length })
        : t("The coach's figures are shown for your {n} moves.", { n: res.moves.length }));
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
      ? t("Stopped: the coach's figures stay as they were. It will weigh your next decision.")
      : t("Stopped: the coach did not weigh these moves. It will weigh your next decision.");
    run.status.replaceChildren(el("p", { class: "pr-coach-stopped", text }));
    this.announce(text);
  },

  /** Show the figures of `res` (the odds reply) beside the moves, and in a list for the rest.
   *  A list of more than MANY_MOVES moves shows the best FEW_SHOWN first (by `rank`), with a
   *  button that shows them all; the legend, the plain sentence of the model and its exact
   *  statement sit behind one "What the figures mean" (kept open from one answer to the next). */
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
      ? (Number.isInteger(res.worlds) && res.worlds > 1 ? t("Exact, over all {n} arrangements of the cards you cannot see.", { n: res.worlds }) : t("Exact."))
      : t("Sampled over {n} deals of the cards you cannot see; \u00b1 is one standard error.", { n: res.samples });
    const parts = [el("p", { class: "pr-help pr-coach-how", text: how })];
    if (res.cut && res.cut.words) parts.push(el("p", { class: "pr-help pr-coach-cut", text: res.cut.words }));
    // Where the focus was in the figures being replaced, to put it back on their successor.
    const old = run.panel.querySelector(".pr-coach-shown");
    const focused = old && old.contains(document.activeElement) ? document.activeElement : null;
    let refocus = null;
    if (rest.length) {
      const many = rest.length > MANY_MOVES;
      const listed = many ? rankedMoves(rest) : rest;
      const list = el("ul", { class: "pr-coach-list", id: nextUid("coach-list"), "aria-label": t("The coach's figures for your moves") },
        ...listed.map((move, i) => el("li", { hidden: many && i >= FEW_SHOWN && !run.showAll, dataset: { rank: String(move.rank ?? "") } },
          el("span", { class: "pr-coach-move", text: move.label }), ": ",
          el("span", { class: "pr-coach-words", text: move.words }))));
      if (many) {
        const few = el("p", { class: "pr-help pr-coach-few" });
        const more = el("button", { type: "button", class: "pr-coach-more", "aria-controls": list.id,
          onclick: () => this.coachShowAll(run, list, few, more, listed.length, keyWords(res), !run.showAll) });
        parts.push(el("div", { class: "pr-coach-few-row" }, few, more));
        this.coachShowAll(run, list, few, more, listed.length, keyWords(res), Boolean(run.showAll), { quiet: true });
        if (focused && focused.classList.contains("pr-coach-more")) refocus = more;
      }
      parts.push(list);
    }
    old?.remove();
    const shown = el("div", { class: "pr-coach-shown", dataset: { exact: String(Boolean(res.exact)), samples: String(res.samples ?? "") } }, ...parts);
    run.panel.insertBefore(shown, run.panel.querySelector(".pr-coach-about") || run.status);
    if (refocus) refocus.focus();
    this.drawCoachAbout(run, res);
    fitCoachPanel(run.panel, this.els.me); // the figures beside the moves may have grown them
    this.keepTurnInViewAgain(); // sim-turn.js: the dock at the foot of the window, its new height
  },

  /** Show every move of the list (`all`) or only the best few; the button says which it does
   *  next and keeps the focus. */
  coachShowAll(run, list, few, more, count, key, all, { quiet = false } = {}) {
    run.showAll = all;
    list.querySelectorAll(":scope > li").forEach((li, i) => { li.hidden = !all && i >= FEW_SHOWN; });
    const n = { n: count, n1: FEW_SHOWN, n2: count, key };
    few.textContent = all ? (key ? t("All {n} moves, best first, by {key}.", n) : t("All {n} moves, best first.", n))
      : (key ? t("The best {n1} of {n2} moves, by {key}.", n) : t("The best {n1} of {n2} moves.", n));
    more.textContent = all ? t("Show the best {n} only", { n: FEW_SHOWN }) : t("Show all {n} moves", n);
    more.setAttribute("aria-expanded", String(all));
    if (quiet) return;
    this.announce(all ? t("All {n} moves are shown, best first.", n) : t("The best {n1} of {n2} moves are shown.", n));
  },

  /** "What the figures mean": the legend (each figure's `means`), the model in one plain
   *  sentence, and its exact statement one click further. Made once per decision and updated,
   *  so that what the reader opened stays open. */
  drawCoachAbout(run, res) {
    let about = run.panel.querySelector(".pr-coach-about");
    if (!about) {
      about = el("details", { class: "pr-coach-about" },
        el("summary", { text: t("What the figures mean") }),
        el("p", { class: "pr-coach-plain" }),
        el("ul", { class: "pr-coach-legend", "aria-label": t("What each figure means") }),
        el("details", { class: "pr-coach-model" }, el("summary", { text: t("The exact statement") }), el("p")));
      run.panel.insertBefore(about, run.status);
    }
    about.querySelector(".pr-coach-plain").textContent = res.model || "";
    const legend = (res.figures || []).filter((f) => explains(f));
    about.querySelector(".pr-coach-legend").replaceChildren(...legend.map((f) =>
      el("li", {}, el("span", { class: "pr-coach-move", text: f.words || f.name }), `: ${f.means}`)));
    about.querySelector(".pr-coach-legend").hidden = !legend.length;
    const model = about.querySelector(".pr-coach-model");
    model.querySelector("p").textContent = res.assumptions || "";
    model.hidden = !res.assumptions;
  },
};

/** Tell the coach's box in the dock how far below the dock's top it starts (and the dock's
 *  padding under it): it takes the rest of the dock's third of the window (coach.css). */
function fitCoachPanel(panel, dock) {
  const d = dock.getBoundingClientRect();
  const style = getComputedStyle(dock);
  const above = panel.getBoundingClientRect().top - d.top + dock.scrollTop
    + parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth);
  panel.style.setProperty("--pr-coach-above", `${Math.max(0, Math.round(above))}px`);
}

/** A figure whose legend line says more than its own name (a line "Grande: Grande" is left out). */
export function explains(figure) {
  const plain = (text) => String(text || "").trim().toLowerCase();
  return Boolean(plain(figure.means)) && plain(figure.means) !== plain(figure.words || figure.name);
}

/** The moves best first: by `rank` (1 is best; equal figures share a rank), the package's
 *  order among equals. */
function rankedMoves(moves) {
  const rank = (m) => (Number.isFinite(m.rank) ? m.rank : Infinity);
  return moves.map((m, i) => [m, i]).sort((a, b) => rank(a[0]) - rank(b[0]) || a[1] - b[1]).map(([m]) => m);
}

/** The words of the figure the moves are ranked by ("chips against this table"). */
function keyWords(res) {
  const figure = (res.figures || []).find((f) => f.name === res.key);
  if (figure) return figure.words;
  return { ev: t("chips against this table"), share: t("pot share if everyone stays") }[res.key] || "";
}

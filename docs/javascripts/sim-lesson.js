// pokerrules lessons: the player of one lesson (the `lessons` op's JSON, notes/api-contract.md).
//
// Each step's situation is the package's view of the step's history ({op: "view"}), drawn with
// the simulator's own table code (sim-table.js) and moves (sim-actions.js). A move step offers
// the legal moves: one of `accept` succeeds (its `explain` is shown, then "Next step"); one of
// `wrong` shows its `why` and what would have happened (the move played with {op: "act"}), then
// "Back to the step"; any other legal move is allowed but not what the step asks. A question
// step offers its `choices`; while it is open the table is drawn without the parts that show
// its answer (the step's `hides`, sent with the view request: the package removes them, so the
// page names no part and no game), a wrong choice gets its reason from the step's `reasons`
// and the learner tries again, and the right one draws the whole table again with the
// explanation. A Hint is on every step. As on the game's table, a move marked `"stand": "start"`
// has a "Stand for the rest of the hand" button beside it; its press is that move marked
// `"stand": true`, which is what a step that teaches standing accepts (and a plain press of the
// move is not). Every wrong move, wrong answer or hint is a slip; the lesson's stars come from
// the slips by the op's `stars` rule, and the best is kept (learn-store.js).
//
// Everything shown is also announced through the one polite live region, and the focus moves to
// what comes next, so a lesson can be done with the keyboard alone. The player's element carries
// data-phase = "step" | "revealing" (the whole table asked for after a right answer) | "success"
// | "wrong" | "other" | "end" and data-step (0-based) for tests; the table carries
// data-revealed once a question's hidden parts are drawn again.

import { buildAction, drawActions } from "./sim-actions.js";
import { announceIn, el, nextUid } from "./sim-dom.js";
import { drawTable } from "./sim-table.js";
import { getEngine } from "./sim-engine.js";
import { keepStars } from "./learn-store.js";
import { createStore, lessonState } from "./sim-state.js";
import { t, tNodes } from "./words.js";

/** An action as text that two equal actions share (keys sorted, a set of cards sorted). */
export function actionKey(action) {
  const out = {};
  for (const key of Object.keys(action || {}).sort()) {
    const value = action[key];
    out[key] = key === "cards" && Array.isArray(value) ? [...value].map(String).sort() : value;
  }
  return JSON.stringify(out);
}

/** ★★☆ and "2 of 3 stars": the symbols are hidden from screen readers, the words are not. */
export function starsElement(n) {
  if (!n) return el("span", { class: "pr-stars pr-stars--none", text: t("not played yet") });
  return el("span", { class: "pr-stars" },
    el("span", { class: "pr-stars-symbols", "aria-hidden": "true", text: "\u2605".repeat(n) + "\u2606".repeat(3 - n) }),
    ` ${t("{n} of 3 stars", { n })}`);
}

export class LessonPlayer {
  /** `rules` is the op's {three, two}; `onClose()` goes back to the list of lessons. */
  constructor({ lesson, rules, onClose, onStars }) {
    this.lesson = lesson;
    this.rules = rules || { three: 0, two: 2 };
    this.onClose = onClose;
    this.onStars = onStars || (() => {});
    // The step shown, the slips, the views... (sim-state.js): changed with setState only.
    this.store = createStore(lessonState(), `lesson ${lesson.id}`);
    this.build();
    this.store.subscribe((state, keys) => {
      if (keys.includes("phase")) {
        this.element.dataset.phase = state.phase;
        this.element.dataset.step = String(state.index);
      }
    });
  }

  /** The state now (sim-state.js): read it here, change it with `this.store.setState`. */
  get state() {
    return this.store.getState();
  }

  // What sim-actions.js reads of the player it draws moves for, as of the simulator.
  get view() {
    return this.state.view;
  }

  get lastAmounts() {
    return this.state.lastAmounts;
  }

  get lastChoices() {
    return this.state.lastChoices;
  }

  /** Called by sim-actions.js: the values last chosen from the lists of a move of `kind`. */
  rememberChoices(kind, chosen) {
    this.store.setState({ lastChoices: { ...this.state.lastChoices, [kind]: chosen } });
  }

  build() {
    const titleId = nextUid("lesson");
    this.live = el("p", { class: "pr-sr-only pr-live", role: "status", "aria-live": "polite" });
    this.alert = el("div", { class: "pr-alert", role: "alert" });
    this.counter = el("p", { class: "pr-lesson-counter" });
    this.goal = el("p", { class: "pr-lesson-goal", tabindex: "-1" });
    this.info = el("ul", { class: "pr-info", "aria-label": t("At the table") });
    this.others = el("div", { class: "pr-hands pr-hands--others" });
    this.mine = el("div", { class: "pr-hands pr-hands--mine" });
    this.actions = el("div", { class: "pr-actions", role: "group", "aria-label": t("Your move") });
    this.question = el("div", { class: "pr-lesson-question", role: "group" });
    this.legend = el("p", { class: "pr-legend", hidden: true },
      el("span", { class: "pr-legend-swatch", "aria-hidden": "true" }),
      t("Dashed, hatched cards are face down: only you can see them."));
    this.happened = el("div", { class: "pr-lesson-happened", hidden: true });
    this.table = el("div", { class: "pr-table" }, this.info, this.others,
      el("div", { class: "pr-me" }, this.mine, this.actions), this.legend);
    this.feedback = el("div", { class: "pr-lesson-feedback", hidden: true });
    this.hintText = el("p", { class: "pr-lesson-hint", hidden: true });
    this.hintButton = el("button", { type: "button", class: "md-button pr-lesson-hint-button", text: t("Hint"), onclick: () => this.showHint() });
    this.restartButton = el("button", { type: "button", class: "md-button pr-lesson-restart", text: t("Restart lesson"), onclick: () => this.start() });
    this.closeButton = el("button", { type: "button", class: "md-button pr-lesson-close", text: t("Back to the lessons"), onclick: () => this.onClose() });
    this.next = el("div", { class: "pr-buttons pr-lesson-next" });
    this.element = el("section", { class: "pr-sim pr-lesson-player", "aria-labelledby": titleId },
      el("p", { class: "pr-lesson-heading", id: titleId }, el("strong", { text: this.lesson.title })),
      this.live, this.alert, this.counter, this.goal, this.question, this.table, this.feedback,
      this.happened, this.hintText, this.next,
      el("div", { class: "pr-buttons pr-lesson-tools" }, this.hintButton, this.restartButton, this.closeButton));
  }

  announce(text) {
    announceIn(this.live, text);
  }

  showAlert(text) {
    this.alert.replaceChildren(el("p", { text }));
    this.announce(text);
  }

  setPhase(phase) {
    this.store.setState({ phase });
  }

  setBusy(busy) {
    this.element.setAttribute("aria-busy", busy ? "true" : "false");
    this.element.dataset.busy = busy ? "true" : "false";
    for (const b of this.element.querySelectorAll(".pr-actions button, .pr-lesson-question button")) b.disabled = busy;
  }

  async request(req) {
    this.setBusy(true);
    let res;
    try {
      res = await getEngine().request(req);
    } catch (err) {
      res = { ok: false, error: { message: t("The rules engine could not be loaded. {error}", { error: err && err.message ? err.message : "" }).trim() } };
    }
    this.setBusy(false);
    if (!res || !res.ok) {
      this.showAlert(res && res.error && res.error.message ? res.error.message : t("The lesson could not go on."));
      return null;
    }
    return res;
  }

  start() {
    this.store.setState({ slips: 0 });
    this.showStep(0);
  }

  get step() {
    return this.lesson.steps[this.state.index];
  }

  async showStep(index) {
    this.store.setState({ index, hintUsed: false });
    this.alert.replaceChildren();
    this.feedback.hidden = true;
    this.hintText.hidden = true;
    this.happened.hidden = true;
    this.next.replaceChildren();
    this.hintButton.hidden = false;
    const step = this.step;
    const count = this.lesson.steps.length;
    this.counter.textContent = t("Step {n1} of {n2}", { n1: index + 1, n2: count });
    this.goal.textContent = step.goal;
    const hides = step.kind === "question" && Array.isArray(step.hides) ? step.hides : [];
    const res = await this.request(hides.length ? { op: "view", history: step.history, hide: hides }
      : { op: "view", history: step.history });
    if (!res) return;
    this.store.setState({ view: res.view, stepView: res.view });
    this.drawStep();
    this.setPhase("step");
    const ask = step.kind === "question" ? ` ${step.question}` : "";
    this.announce(`${t("Step {n1} of {n2}.", { n1: index + 1, n2: count })} ${step.goal}${ask}`);
  }

  drawStep() {
    const step = this.step;
    const { stepView } = this.state;
    this.store.setState({ view: stepView });
    this.table.hidden = false;
    drawTable(this, stepView, false);
    delete this.table.dataset.revealed;
    this.happened.hidden = true;
    if (step.kind === "question") {
      this.actions.hidden = true;
      this.drawQuestion();
      this.question.querySelector("button")?.focus();
    } else {
      this.question.hidden = true;
      this.actions.hidden = false;
      const legal = stepView.legal || [];
      const focus = drawActions(this.actions, legal, this);
      const start = legal.find((t) => t.stand === "start");
      if (start) {
        this.actions.append(el("div", { class: "pr-action-item pr-stand-item" }, el("button", {
          type: "button", class: "md-button pr-action pr-stand-start", text: t("Stand for the rest of the hand"),
          onclick: (e) => this.act(start, {}, e.currentTarget, true),
        })));
      }
      if (focus) focus.focus();
    }
  }

  drawQuestion() {
    const step = this.step;
    const id = nextUid("question");
    this.question.hidden = false;
    this.question.setAttribute("aria-labelledby", id);
    this.question.replaceChildren(el("p", { class: "pr-lesson-ask", id, text: step.question }),
      ...step.choices.map((choice) => el("button", {
        type: "button", class: "md-button pr-lesson-choice", text: choice, dataset: { choice },
        onclick: (e) => this.answer(choice, e.currentTarget),
      })));
  }

  // ----- what the learner does

  showHint() {
    if (!this.state.hintUsed) this.store.setState({ slips: this.state.slips + 1 });
    this.store.setState({ hintUsed: true });
    this.hintText.replaceChildren(el("strong", { text: t("Hint:") }), " ", this.step.hint);
    this.hintText.hidden = false;
    this.announce(t("Hint: {hint}", { hint: this.step.hint }));
  }

  say(kind, title, text, quiet = false) {
    this.feedback.className = `pr-lesson-feedback pr-lesson-feedback--${kind}`;
    this.feedback.replaceChildren(el("p", {}, el("strong", { text: title }), " ", text));
    this.feedback.hidden = false;
    if (!quiet) this.announce(`${title} ${text}`);
  }

  async answer(choice, button) {
    if (this.state.phase !== "step") return;
    const step = this.step;
    if (choice === step.answer) {
      button.setAttribute("aria-pressed", "true");
      await this.showHidden();
      for (const b of this.question.querySelectorAll("button")) b.disabled = b !== button;
      this.succeed(t("Right: {choice}.", { choice }));
      return;
    }
    this.store.setState({ slips: this.state.slips + 1 });
    button.classList.add("pr-lesson-choice--wrong");
    if (!button.querySelector(".pr-lesson-not")) button.append(el("span", { class: "pr-lesson-not", text: ` ${t("(not this one)")}` }));
    const why = step.reasons && typeof step.reasons[choice] === "string" ? step.reasons[choice] : "";
    this.say("wrong", t("Not quite."), `${why || t("\u201c{choice}\u201d is not right.", { choice })} ${t("Try again.")}`);
    button.focus();
  }

  /** After the right answer: the table again with the parts the question hid, if it hid any. */
  async showHidden() {
    const step = this.step;
    if (!Array.isArray(step.hides) || !step.hides.length) return;
    this.setPhase("revealing");
    const res = await this.request({ op: "view", history: step.history });
    if (!res) return;
    this.store.setState({ view: res.view });
    drawTable(this, res.view, false);
    this.table.dataset.revealed = "true";
  }

  /** Called by the moves drawn from sim-actions.js, as the simulator's act() is; `stand`: made
   *  with the "Stand for the rest of the hand" button. */
  async act(template, params = {}, back = null, stand = false) {
    if (this.state.phase !== "step") return;
    const built = buildAction(template, params);
    if (built.error) {
      this.showAlert(built.error);
      built.focus.focus();
      return;
    }
    this.alert.replaceChildren();
    const key = actionKey(stand ? { ...built.action, stand: true } : built.action);
    const step = this.step;
    if (step.accept.some((a) => actionKey(a) === key)) {
      this.succeed(t("Well done."));
      return;
    }
    this.store.setState({ slips: this.state.slips + 1 });
    const wrong = step.wrong.find((w) => actionKey(w.action) === key);
    for (const b of this.actions.querySelectorAll("button, input, select")) b.disabled = true;
    if (!wrong) {
      this.setPhase("other");
      this.say("other", t("Allowed, but not what this step asks."), t("Read the goal again and try another move."));
      this.nextButton(t("Back to the step"), () => this.backToStep());
      return;
    }
    const res = await this.request({ op: "act", history: step.history, action: built.action });
    this.setPhase("wrong");
    this.say("wrong", t("Not this move."), wrong.why, true);
    const happened = res ? ` ${this.showFollowUp(res.view)}` : "";
    this.announce(`${t("Not this move.")} ${wrong.why}${happened}`);
    this.nextButton(t("Back to the step"), () => this.backToStep());
    if (!res && back && back.isConnected) back.focus();
  }

  /** The wrong move played on: the table after it, and the lines of the log it added (returned
   * as one sentence to announce). */
  showFollowUp(view) {
    const before = (this.state.stepView.log || []).length;
    const lines = (view.log || []).slice(before);
    this.store.setState({ view });
    drawTable(this, view, Boolean(view.result));
    this.actions.replaceChildren();
    this.actions.hidden = true;
    this.happened.replaceChildren(el("p", {}, el("strong", { text: t("What would have happened:") })),
      el("ul", {}, ...lines.map((line) => el("li", { text: String(line) }))));
    this.happened.hidden = false;
    return t("What would have happened: {lines}", { lines: lines.join(" ") });
  }

  backToStep() {
    this.feedback.hidden = true;
    this.next.replaceChildren();
    this.drawStep();
    this.setPhase("step");
    this.announce(`${t("Back to step {n}.", { n: this.state.index + 1 })} ${this.step.goal}`);
  }

  succeed(title) {
    this.hintButton.hidden = true;
    for (const b of this.actions.querySelectorAll("button, input, select")) b.disabled = true;
    this.setPhase("success");
    this.say("right", title, this.step.explain);
    const last = this.state.index + 1 >= this.lesson.steps.length;
    if (last) this.nextButton(t("Finish the lesson"), () => this.finish());
    else this.nextButton(t("Next step"), () => this.showStep(this.state.index + 1));
  }

  nextButton(text, onclick) {
    const b = el("button", { type: "button", class: "md-button md-button--primary pr-lesson-go", text, onclick });
    this.next.replaceChildren(b);
    b.focus();
  }

  finish() {
    const { slips } = this.state;
    const stars = slips <= this.rules.three ? 3 : slips <= this.rules.two ? 2 : 1;
    const best = keepStars(this.lesson.game, this.lesson.id, stars);
    this.onStars();
    this.store.setState({ index: this.lesson.steps.length });
    this.table.hidden = true;
    this.question.hidden = true;
    this.hintText.hidden = true;
    this.hintButton.hidden = true;
    this.counter.textContent = t("Lesson complete");
    this.goal.textContent = "";
    const finished = slips === 0 ? t("You finished the lesson with no slip and no hint.")
      : slips === 1 ? t("You finished the lesson with {n} slip (wrong moves, wrong answers and hints).", { n: slips })
        : t("You finished the lesson with {n} slips (wrong moves, wrong answers and hints).", { n: slips });
    this.feedback.className = "pr-lesson-feedback pr-lesson-feedback--end";
    this.feedback.replaceChildren(
      el("p", {}, el("strong", { text: finished })),
      el("p", { class: "pr-lesson-earned" }, ...tNodes("You earned {stars}.", { stars: starsElement(stars) })),
      ...(best > stars ? [el("p", {}, ...tNodes("Your best is {stars}.", { stars: starsElement(best) }))] : []));
    this.feedback.hidden = false;
    this.setPhase("end");
    this.element.dataset.stars = String(stars);
    this.announce(`${t("Lesson complete.")} ${finished} ${t("You earned {n} of 3 stars.", { n: stars })}`);
    const replay = el("button", { type: "button", class: "md-button md-button--primary pr-lesson-replay", text: t("Replay lesson"), onclick: () => this.start() });
    this.next.replaceChildren(replay);
    replay.focus();
  }
}

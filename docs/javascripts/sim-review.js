// pokerrules simulator: the coach's review after a hand (or after each deal of a match). These
// methods are mixed into Simulator (sim-component.js), like sim-coach.js.
//
// When the coach is on (sim-coach.js), the end of a hand asks the package's `review` op, in the
// worker, with progress and Cancel once it takes a while (sim-work.js). It shows the review's
// summary and, when one decision was a mistake or a blunder, one line naming the decision that
// mattered most (`mattered`); both are announced. The full review is one click away (a
// <details>): the grades' thresholds in a sentence (`grades.words`), then each of the reader's
// decisions: the move chosen, its grade (best, inaccuracy, mistake, blunder; each in words and
// a class of its own), what it gave up, and the figures of every move it had. A review already
// made for the same hand is shown again without asking (a replay's "Back to the result").

import { el } from "./sim-dom.js";
import { askLong, slowWork } from "./sim-work.js";
import { t } from "./words.js";

/** The samples each decision of a review draws (when its figures are not exact). */
export const REVIEW_SAMPLES = 60;

/** A grade in words (the grade itself is the class: pr-review-grade--blunder). */
const GRADE_WORDS = { best: t("best"), inaccuracy: t("inaccuracy"), mistake: t("mistake"), blunder: t("blunder") };

/** What the live region says of a review: its summary, and the decision that mattered. */
const reviewSaid = (res) => [t("The coach's review: {summary}", { summary: res.summary || "" }), res.mattered?.text].filter(Boolean).join(" ");

/** What tells one finished hand (or deal) from another: the whole history (the same seed
 *  played to the same number of moves may be another hand: a fold where there was a play). */
const reviewKey = (history) => JSON.stringify(history);

export const reviewMethods = {
  /** Review the hand just finished into `where` (the result, or a match's deal end). */
  async coachReview(where) {
    if (!this.coachOn() || !this.state.history || !where) return;
    this.coachStop(); // sim-coach.js: one piece of coach work at a time
    where.querySelector(".pr-review")?.remove();
    const section = el("section", { class: "pr-review", "aria-label": t("The coach's review") },
      el("p", { class: "pr-review-title", text: t("The coach's review") }));
    where.append(section);
    const key = reviewKey(this.state.history);
    if (this.state.reviewKept && this.state.reviewKept.key === key) {
      this.drawReview(section, this.state.reviewKept.res);
      this.announce(reviewSaid(this.state.reviewKept.res));
      return;
    }
    const run = { review: true, work: null };
    this.store.setState({ coachRun: run });
    const work = slowWork(t("The coach is reviewing your decisions"), {
      onCancel: () => {
        if (this.state.coachRun !== run) return;
        this.store.setState({ coachRun: null });
        const text = t("Stopped: the coach did not review this hand.");
        section.append(el("p", { class: "pr-coach-stopped", text }));
        this.announce(text);
      },
    });
    run.work = work;
    section.append(work.element);
    const seat = this.state.view ? this.state.view.your_seat ?? 0 : 0;
    const res = await askLong({ op: "review", history: this.state.history, seat, samples: REVIEW_SAMPLES }, work);
    work.done();
    if (this.state.coachRun !== run || work.cancelled() || !section.isConnected) return; // stale
    this.store.setState({ coachRun: null });
    if (!res.ok) {
      const error = res.error && res.error.message ? res.error.message : t("The rules engine refused the request.");
      const text = t("The coach could not review this hand: {error}", { error });
      section.append(el("p", { class: "pr-coach-error", text }));
      this.announce(text);
      return;
    }
    this.store.setState({ reviewKept: { key, res } });
    this.drawReview(section, res);
    this.announce(reviewSaid(res));
  },

  drawReview(section, res) {
    const names = {};
    for (const f of res.decisions?.[0]?.figures || []) names[f.name] = f.words;
    const unit = res.key === "ev" ? t("chips") : names[res.key] || String(res.key || "");
    const mattered = res.mattered && Number.isInteger(res.mattered.decision) ? res.mattered.decision : null;
    const items = (res.decisions || []).map((d, i) => {
      const moves = d.moves || [];
      const chosen = Number.isInteger(d.chosen) ? moves[d.chosen] : null;
      const grade = GRADE_WORDS[d.grade] || String(d.grade);
      const lost = d.grade === "best" ? ""
        : d.loss_words ? ` ${t("(gave up {loss})", { loss: d.loss_words })}`
          : d.given_up > 0.05 ? ` ${t("(gave up {n} {unit})", { n: d.given_up.toFixed(1), unit })}` : "";
      const heading = `${t("Decision {n}: {move}", { n: i + 1, move: chosen ? chosen.label : t("a move the coach did not weigh") })} \u2014 `;
      const list = el("ul", { class: "pr-review-moves" }, ...moves.map((m, j) => {
        const marks = [j === d.chosen ? t("your move") : null, j === d.best ? t("best") : null].filter(Boolean);
        return el("li", { class: j === d.chosen ? "pr-review-chosen" : null },
          el("span", { class: "pr-coach-move", text: m.label }), ": ",
          el("span", { class: "pr-coach-words", text: m.words }),
          marks.length ? el("span", { class: "pr-review-mark", text: ` (${marks.join(", ")})` }) : null);
      }));
      return el("li", { class: `pr-review-decision${i === mattered ? " pr-review-decision--mattered" : ""}`, dataset: { grade: d.grade } },
        el("details", { open: i === mattered || d.grade === "blunder" },
          el("summary", {}, heading,
            el("span", { class: `pr-review-grade pr-review-grade--${d.grade}`, text: grade }), lost),
          el("p", { class: "pr-help", text: d.exact ? t("Figures exact.") : t("Figures sampled over {n} deals.", { n: d.samples }) }), list));
    });
    section.append(el("p", { class: "pr-review-summary", text: res.summary || "" }));
    if (mattered !== null && res.mattered.text) {
      section.append(el("p", { class: "pr-review-mattered", text: res.mattered.text }));
    }
    if (!items.length) return;
    const full = el("details", { class: "pr-review-full" }, el("summary", { text: t("The full review: every decision, graded") }));
    if (res.grades && res.grades.words) full.append(el("p", { class: "pr-help pr-review-grades", text: res.grades.words }));
    full.append(el("ol", { class: "pr-review-list" }, ...items));
    section.append(full);
  },
};

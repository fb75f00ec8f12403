// pokerrules simulator: the reader's turn. These methods are mixed into Simulator
// (sim-component.js), like sim-hand.js.
//
// The prompt, the reader's hand and their moves sit together in one block (.pr-me, "the
// dock"): the prompt heads the moves, and names their group. While the reader is to move, the
// dock sticks to the bottom of the window (simulator-table.css) and the page is scrolled so
// that it sits there, so the three are always in view together, below Material's header and
// clear of its "Back to top" pill (which shows at the top), however tall the table is. Its
// moves sit at its foot in a box of reserved height, so the buttons stay put from one decision
// to the next while the "what just happened" box, the others' hands and your own grow above.
// With the coach on, the dock is at most a third of the window, so that it never covers the
// other players' cards: the coach's box under the moves scrolls in itself (sim-coach.js), and
// when the coach's figures change the dock's height, it is put at the foot of the window again.
//
// Standing for the rest of the hand: when a move is marked `"stand": "start"` in the view (the
// card offer's "No card"; notes/api-contract.md), a "Stand for the rest of the hand" button
// sits beside it. Pressed, it makes that move, and from then on the table makes the reader's
// `"start"` or `"keep"` move (a check) for them at each decision, announcing each. At the first
// decision that has neither (a bet to face), it stops and hands the decision back, saying so;
// "Stop standing" stops it at any time. Which moves are marked is the package's business: the
// table never looks at a move's kind or label to decide.

import { drawActions } from "./sim-actions.js";
import { el, nextUid } from "./sim-dom.js";
import { explainTerms } from "./sim-terms.js";
import { t } from "./words.js";

const standMove = (legal, which) => legal.find((t) => t.stand === which);

export const turnMethods = {
  /** Draw the reader's turn for view `v`; returns the control to focus. While standing, a
   *  decision that can be answered for the reader is answered (just after this returns). */
  drawTurn(v) {
    const legal = v.legal || [];
    this.els.turnIds = this.els.turnIds || { prompt: nextUid("prompt"), help: nextUid("stand-help") };
    this.forgetStandingOfAnotherHand();
    let stopped = null; // said beside the prompt when standing stops at this decision
    if (this.state.standing) {
      const quiet = standMove(legal, "start") || standMove(legal, "keep");
      if (quiet) return this.answerStanding(v, quiet);
      stopped = t("Standing has stopped: this decision is yours.");
      this.stopStanding(stopped);
    }
    this.store.setState({ turnAnswering: false });
    const prompt = el("p", { class: "pr-prompt", id: this.els.turnIds.prompt });
    prompt.textContent = v.prompt || t("Your move.");
    explainTerms(prompt, v.terms); // the game's words, explained on hover and focus
    const moves = el("div", { class: "pr-moves" }); // last, in reserved room: the buttons stay put
    const target = drawActions(moves, legal, this);
    const start = standMove(legal, "start");
    if (start) {
      moves.append(el("div", { class: "pr-action-item pr-stand-item" }, el("button", {
        type: "button", class: "md-button pr-action pr-stand-start",
        text: t("Stand for the rest of the hand"),
        "aria-describedby": this.standHelp(start).id,
        onclick: (e) => this.startStanding(start, e.currentTarget),
      })));
    }
    const said = stopped ? [el("p", { class: "pr-stand-stopped", text: stopped })] : [];
    this.els.actions.replaceChildren(...said, prompt, ...(start ? [this.standHelp(start)] : []), moves);
    this.els.actions.removeAttribute("aria-label");
    this.els.actions.setAttribute("aria-labelledby", prompt.id);
    this.els.actions.hidden = false;
    this.setStatus(t("Your move."));
    this.coachTurn(v); // sim-coach.js, when the coach is on
    return target;
  },

  /** A control of the table that gets the keyboard focus while the dock is stuck over it (the
   *  others' hands, above) is scrolled up, clear of the dock. */
  keepFocusClearOfDock(target) {
    const dock = this.els.me;
    if (!target || dock.contains(target) || getComputedStyle(dock).position !== "sticky") return;
    const d = dock.getBoundingClientRect();
    const r = target.getBoundingClientRect();
    if (!(r.bottom > d.top && r.top < d.bottom)) return;
    // Once scrolled, the dock sits at the foot of the window (it may now lie higher, over the
    // top of the table, when the table has only begun to show).
    const clear = window.innerHeight - d.height;
    if (r.bottom + 8 > clear && r.height + 8 < clear) window.scrollBy({ top: r.bottom + 8 - clear, left: 0, behavior: "instant" });
  },

  /** What standing does, in words, beside the button that starts it. */
  standHelp(start) {
    this.els.standHelpText = this.els.standHelpText || el("p", { class: "pr-help pr-stand-help", id: this.els.turnIds.help });
    this.els.standHelpText.textContent = t("While you stand, the table makes for you each move that leaves you as you "
      + "are, such as \u201c{move}\u201d, until the hand ends or a decision needs you.", { move: start.label });
    return this.els.standHelpText;
  },

  /** The strip that says the reader is standing, with its Stop button (in the dock). */
  standBar() {
    if (!this.els.standStrip) {
      this.els.standStop = el("button", {
        type: "button", class: "md-button pr-stand-stop", text: t("Stop standing"),
        onclick: () => this.stopStanding(t("You are no longer standing: you make your own moves again.")),
      });
      this.els.standText = el("span", { class: "pr-stand-text" });
      this.els.standStrip = el("div", { class: "pr-stand", role: "group", "aria-label": t("Standing"), hidden: true },
        this.els.standText, this.els.standStop);
      this.els.me.append(this.els.standStrip);
    }
    return this.els.standStrip;
  },

  startStanding(template, button) {
    this.store.setState({ standing: this.handKey() });
    const bar = this.standBar();
    this.els.standText.textContent = t("You stand for the rest of the hand.");
    bar.hidden = false;
    this.announce(t("You stand for the rest of the hand: {move}.", { move: template.label }));
    this.act(template, {}, button).then(() => this.standingAfterMove());
  },

  /** A hand that is over has nobody standing any more. */
  standingAfterMove() {
    if (this.state.standing && (!this.state.view || this.state.view.result)) {
      this.store.setState({ standing: null });
      if (this.els.standStrip) this.els.standStrip.hidden = true;
    }
  },

  /** Send `quiet` for the standing reader once the current drawing is done. */
  answerStanding(v, quiet) {
    this.store.setState({ turnAnswering: true });
    this.els.actions.replaceChildren();
    this.els.actions.hidden = true;
    const bar = this.standBar();
    bar.hidden = false;
    this.els.standText.textContent = t("You stand: {move}, made for you.", { move: quiet.label });
    this.setStatus(t("You stand for the rest of the hand: {move}, made for you.", { move: quiet.label }));
    this.announce(t("You stand: {move}, made for you.", { move: quiet.label }));
    queueMicrotask(() => {
      if (this.state.view === v && this.state.standing) this.act(quiet, {}, this.els.standStop).then(() => this.standingAfterMove());
    });
    return this.els.standStop;
  },

  stopStanding(said) {
    if (!this.state.standing) return;
    this.store.setState({ standing: null });
    if (this.els.standStrip) this.els.standStrip.hidden = true;
    this.announce(said);
  },

  /** What tells this hand from another: its seed and its actions so far. */
  handKey() {
    const h = this.state.history || {};
    return { seed: h.seed, actions: JSON.stringify(h.actions || []) };
  },

  /** Standing lasts one hand: another deal forgets it. */
  forgetStandingOfAnotherHand() {
    const now = this.handKey();
    const same = this.state.standing && now.seed === this.state.standing.seed
      && now.actions.startsWith(this.state.standing.actions.slice(0, -1));
    if (this.state.standing && !same) {
      this.store.setState({ standing: null });
      if (this.els.standStrip) this.els.standStrip.hidden = true;
    }
  },

  /** Put the dock (prompt, hand, moves) at the bottom of the window, below the header; see the
   *  head of this file. Skipped while standing answers for the reader. */
  keepTurnInView() {
    if (this.state.turnAnswering) return;
    const dock = this.els.me;
    dock.classList.add("pr-me--measure"); // where it lies in the page, not where it sticks
    const box = dock.getBoundingClientRect();
    dock.classList.remove("pr-me--measure");
    const header = document.querySelector(".md-header");
    const top = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
    // A dock taller than the room below the header shows its top (the prompt and your hand);
    // it then scrolls with the page, so the moves are below.
    const room = window.innerHeight - top;
    const by = box.height <= room ? box.bottom - window.innerHeight : box.top - top;
    if (Math.abs(by) >= 1) window.scrollBy({ top: by, left: 0, behavior: "instant" });
    this.showMovesInDock();
    dock.dataset.scrolledTo = String(window.scrollY); // to tell whether the reader scrolled since
  },

  /** With the coach on, the dock is at most a third of the window and scrolls inside when your
   *  hand and moves are taller (simulator-table.css): it is scrolled so that the moves are in
   *  view, with as much of the prompt and your hand above them as fits (the moves' head at its
   *  top when they alone are taller). */
  showMovesInDock() {
    const dock = this.els.me;
    const moves = this.els.actions.querySelector(".pr-moves");
    let to = 0;
    if (moves && dock.scrollHeight > dock.clientHeight + 1) {
      const d = dock.getBoundingClientRect();
      const m = moves.getBoundingClientRect();
      const style = getComputedStyle(dock);
      const inset = (side) => parseFloat(style[`padding${side}`]) + parseFloat(style[`border${side}Width`]);
      const foot = m.bottom - d.bottom + dock.scrollTop + inset("Bottom"); // the moves' foot at its foot
      const head = m.top - d.top + dock.scrollTop - inset("Top"); // the moves' head at its top
      to = Math.max(0, Math.round(Math.min(foot, head)));
    }
    dock.scrollTop = to;
    dock.dataset.dockScrolledTo = String(dock.scrollTop);
  },

  /** The dock grew or shrank while the reader is to move (the coach's figures came in): put it
   *  at the foot of the window again, unless the reader has scrolled the page since, and its
   *  moves in view in it, unless the reader has scrolled it. */
  keepTurnInViewAgain() {
    const dock = this.els.me;
    if (this.els.actions.hidden) return;
    const kept = dock.scrollTop;
    const docked = dock.dataset.dockScrolledTo === String(kept);
    if (dock.dataset.scrolledTo === String(window.scrollY)) this.keepTurnInView();
    if (docked) this.showMovesInDock();
    else dock.scrollTop = kept;
  },
};

// pokerrules simulator: a match of several deals pauses at the end of each deal. These methods
// are mixed into Simulator (sim-component.js), like sim-hand.js.
//
// A match's view carries the last finished deal (`match.last_deal`: its number, the hands as
// the reader saw them when it ended, and its result lines; notes/api-contract.md). The bots'
// moves since the reader's last move are played back in segments, cut where a deal ended: the
// first frame (`replay` op) whose last finished deal is newer than the one before ends a
// segment. After such a segment the table shows that deal's end, the hands shown and why each
// part was scored, and a "Next deal" button plays on. Without frames (reduced motion, or a log
// that a new deal emptied), the deal's end is shown after all the lines.
//
// Nothing here knows a game: the boundary is read from the view alone.

import { el } from "./sim-dom.js";
import { drawTable, markActing } from "./sim-table.js";
import { t } from "./words.js";

/** The number of the last finished deal a view tells of (0: none yet, or not a match). */
export function lastDealNumber(view) {
  const deal = view && view.match && view.match.last_deal;
  return deal && Number.isInteger(deal.number) ? deal.number : 0;
}

/**
 * Where the playback of `count` log lines (from log line `from` on) pauses for a deal's end:
 * [{at, deal}], `at` being how many of the lines come before the pause. `seen` is the last
 * finished deal before these lines; `frames` ({log, view} after each move, or null) place the
 * pauses; without them the view's own last deal, if newer, pauses after every line.
 */
export function dealPauses(view, frames, seen, from, count) {
  const pauses = [];
  let last = seen;
  for (const frame of frames || []) {
    const number = lastDealNumber(frame.view);
    if (number > last && Number.isInteger(frame.log)) {
      const at = Math.min(count, Math.max(pauses.length ? pauses[pauses.length - 1].at : 0, frame.log - from));
      pauses.push({ at, deal: frame.view.match.last_deal });
      last = number;
    }
  }
  if (lastDealNumber(view) > last) pauses.push({ at: count, deal: view.match.last_deal });
  return pauses;
}

/** `lines` (made by `seats`) cut at `pauses`: [{start, lines, seats, pause}], the last without a pause. */
export function segmentsOf(lines, seats, pauses) {
  const out = [];
  let start = 0;
  for (const pause of pauses) {
    out.push({ start, lines: lines.slice(start, pause.at), seats: seats ? seats.slice(start, pause.at) : null, pause: pause.deal });
    start = pause.at;
  }
  out.push({ start, lines: lines.slice(start), seats: seats ? seats.slice(start) : null, pause: null });
  return out;
}

export const matchMethods = {
  /** Play back segment `i` of `this.state.segments` (see showHand in sim-hand.js). */
  playSegment(i) {
    const segment = this.state.segments[i];
    this.store.setState({ segment: i });
    if (this.state.playing) this.store.setState({ playing: { ...this.state.playing, from: this.state.playFrom + segment.start } });
    const animate = this.state.animate && segment.lines.length > 1;
    if (animate) {
      this.setPhase("playing");
      if (this.state.moveFocus) this.els.skipButton.focus();
    }
    this.playback.start(segment.lines, segment.seats, !animate);
  },

  /** The segment just played ends a deal: show that deal's end and wait for "Next deal". */
  pauseAtDeal(segment) {
    const v = this.state.view;
    const deal = segment.pause;
    const shown = this.state.playFrom + segment.start + segment.lines.length;
    this.els.logList.replaceChildren(...(v.log || []).slice(0, shown).map((line) => el("li", { text: line })));
    this.els.logBox.scrollTop = this.els.logBox.scrollHeight;
    drawTable(this.parts(), { hands: deal.hands || [], info: [], your_seat: v.your_seat, terms: v.terms }, false);
    markActing(this.els.table, null);
    this.els.happeningBar.hidden = !this.els.happening.childElementCount;
    const rest = this.state.segments.slice(this.state.segment + 1);
    const label = v.result && rest.every((s) => !s.lines.length) ? t("See the result") : t("Next deal");
    const next = el("button", {
      type: "button", class: "md-button md-button--primary pr-deal-next", text: label,
      onclick: () => this.nextDeal(),
    });
    const title = t("Deal {n} is over.", { n: deal.number });
    const lines = (deal.lines || []).map(String);
    this.els.dealEnd.replaceChildren(
      el("p", { class: "pr-result-summary", text: title }),
      el("ul", { class: "pr-result-lines" }, ...lines.map((line) => el("li", { text: line }))),
      el("div", { class: "pr-buttons" }, next));
    this.els.dealEnd.dataset.deal = String(deal.number);
    this.els.dealEnd.hidden = false;
    this.setStatus(`${title} ${t("Press {button} to play on.", { button: label })}`);
    this.setPhase("ready");
    this.announce(`${title} ${lines.join(" ")} ${t("Press {button} to play on.", { button: label })}`);
    this.coachReview(this.els.dealEnd); // sim-review.js, when the coach is on
    const active = document.activeElement;
    if (this.state.moveFocus && (!active || active === document.body || this.els.root.contains(active))) next.focus();
  },

  /** "Next deal": the table as it stands after the deal's end, and the moves that follow. */
  nextDeal() {
    this.els.dealEnd.hidden = true;
    this.els.dealEnd.replaceChildren();
    delete this.els.dealEnd.dataset.deal;
    const i = this.state.segment + 1;
    const v = this.state.view;
    if (this.state.playing) drawTable(this.parts(), this.frameAt(Math.max(0, this.state.playFrom + this.state.segments[i].start - 1)).view, false);
    else drawTable(this.parts(), v, Boolean(v.result));
    this.store.setState({ moveFocus: true });
    this.playSegment(i);
  },

  /** Forget a pause (a new hand, a reset, a replay). */
  clearDealEnd() {
    if (!this.els.dealEnd) return;
    this.els.dealEnd.hidden = true;
    this.els.dealEnd.replaceChildren();
    delete this.els.dealEnd.dataset.deal;
  },
};

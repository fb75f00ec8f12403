// pokerrules simulator: a hand, from Deal to the result. These methods are
// mixed into Simulator (sim-component.js).
//
// After Deal and after each move of the reader, the new lines of the view's log (the moves
// since the reader's last move) are played back one at a time (sim-playback.js); the reader's
// moves appear when the playback ends. The table after each of those moves comes with the
// answer (`frames`, written as what changed: sim-frames.js), so nothing is replayed for it;
// a move's answer gives only the actions and the view that changed (`delta`, sim-frames.js).
// A hand in progress is saved after every answer, and restored with the `view` op. A finished
// hand can be replayed (sim-replay.js). With two or more people at the device, an answer for
// another person's seat waits behind the hand-over screen (sim-handover.js).

import { buildAction } from "./sim-actions.js";
import { el, reducedMotion } from "./sim-dom.js";
import { getEngine } from "./sim-engine.js";
import { expandFrames, readMove, replayAll } from "./sim-frames.js";
import { dealPauses, lastDealNumber, segmentsOf } from "./sim-match.js";
import { restoreDecision } from "./sim-restore.js";
import { isPassPlay, readPeople } from "./sim-people.js";
import { forgetLink, parseLink } from "./sim-share.js";
import { drawResult, drawTable, markActing, resultSummary } from "./sim-table.js";
import { t } from "./words.js";

// The `history_key` the engine gave with each history (notes/api-contract.md): a move on that
// history sends the key instead of the whole history. Kept beside the history object itself, so
// a history restored, abandoned or replaced has none, and is sent whole.
const historyKeys = new WeakMap();

export const handMethods = {
  parts() {
    return { info: this.els.info, others: this.els.others, mine: this.els.mine, legend: this.els.legend, people: this.state.people };
  },

  /** Remember the engine's name (`history_key`) of `history`. */
  rememberKey(history, key) {
    if (typeof key === "string") historyKeys.set(history, key);
  },

  // ----- talking to the engine

  /** One request; `options.signal` can cancel it (sim-engine.js). A cancelled request shows
   *  no alert: whoever cancelled says so. `options.whole`: the same request with the whole
   *  history, sent when the engine no longer remembers the `history_key` that `req` sends. */
  async send(req, options = {}) {
    this.coachStop(); // sim-coach.js: a move, a deal or a reset makes the coach's work stale
    this.clearAlert();
    this.store.setState({ lastError: null });
    this.setPhase("busy");
    let res = await getEngine().request(req, options);
    if (!res.ok && res.error && res.error.code === "unknown-history" && options.whole) {
      res = await getEngine().request(options.whole, options);
    }
    if (!this.host.isConnected) return null;
    if (!res.ok && res.error && res.error.code === "cancelled") {
      this.store.setState({ lastError: res.error });
      this.setPhase("ready");
      return null;
    }
    if (!res.ok) {
      this.store.setState({ lastError: res.error || {} });
      this.showAlert(this.state.lastError.message || t("The rules engine refused the request."));
      this.setPhase("ready");
      return null;
    }
    return res;
  },

  // ----- dealing

  requestDeal() {
    if (this.handOn()) {
      this.confirm(t("Abandon and deal"), () => {
        this.forfeit();
        this.deal();
      });
    } else {
      this.deal();
    }
  },

  /** Deal from the form, or the deal of a shared `link` ({seed, seats, options}). */
  async deal(link = null) {
    this.showNote("");
    const seats = link ? link.seats ?? this.setup.readSeats() : this.setup.readSeats();
    const people = this.peopleForDeal(seats); // sim-handover.js
    const res = await this.send({
      ...this.peopleRequest(people),
      op: "new",
      variant: this.variant,
      options: link ? link.options : this.setup.readOptions(),
      seed: link ? link.seed : this.setup.readSeed(),
      seats,
      stacks: this.stacksFor(seats),
      frames: !reducedMotion(), // the table after each move, for the playback (sim-frames.js)
    });
    if (!res) {
      if (link) {
        this.showAlert(t("The shared deal in this page's address could not be dealt. {error}", { error: this.state.lastError.message || "" }).trim());
      } else if (/seed|semilla|semente/i.test(this.state.lastError.message || "")) { // the seed, in each language
        this.setup.rules.open = true;
        this.setup.els.seedInput.focus();
      }
      return;
    }
    if (link) this.setup.setValues({ options: link.options, seats: link.seats, seed: link.seed });
    this.store.setState({ people });
    if (this.handingOver(res, null)) return; // another person first: the hand-over screen
    this.accept(res, true);
  },

  // ----- the reader's move

  async act(template, params = {}, back = null) {
    const built = buildAction(template, params);
    if (built.error) {
      this.showAlert(built.error);
      built.focus.focus();
      return;
    }
    if (params.amount && built.action.amount !== undefined) {
      this.store.setState({ lastAmounts: { ...this.state.lastAmounts, [template.kind]: built.action.amount } });
    }
    // `delta`: the answer gives what changed, read back against what was sent (sim-frames.js).
    const { history, view } = this.state;
    const frames = !reducedMotion();
    const whole = { op: "act", history, action: built.action, frames, delta: true };
    const key = historyKeys.get(history); // or, when the engine remembers it, its name
    const req = key ? { op: "act", history_key: key, action: built.action, frames, delta: true } : whole;
    const res = await this.send(req, { whole });
    if (!res) {
      // Refused: the same choice is still open; put the reader back where they were.
      if (back && back.isConnected) back.focus();
      else this.focusMove();
      return;
    }
    const read = readMove(res, history, view, frames);
    if (!read) {
      this.store.setState({ lastError: { code: "bad-response", message: t("The rules engine sent an answer that could not be read.") } });
      this.showAlert(this.state.lastError.message);
      this.setPhase("ready");
      return;
    }
    if (this.handingOver(read, view)) return; // the next person is someone else (sim-handover.js)
    this.accept(read);
  },

  // ----- an answer with a view

  async accept(res, fresh = false) {
    const active = document.activeElement;
    const hadFocus = this.els.root.contains(active) || active === document.body || active === null;
    let before = fresh || !this.state.view ? 0 : (this.state.view.log || []).length;
    const since = fresh || !this.state.history ? 0 : (this.state.history.actions || []).length;
    const dealBefore = fresh ? 0 : lastDealNumber(this.state.view); // sim-match.js
    const logBefore = fresh || !this.state.view ? [] : this.state.view.log || [];
    const viewBefore = fresh ? null : this.state.view; // what the answer's frames are written against
    this.store.setState({ history: res.history, view: res.view, holder: res.seat ?? res.view.your_seat ?? 0 });
    if (typeof res.history_key === "string") historyKeys.set(res.history, res.history_key);
    const v = this.state.view;
    if (v.result) {
      this.tellHandEnd(v); // sim-handover.js: "pr-hand-end" on the host
      const me = v.your_seat ?? 0;
      const net = Array.isArray(v.result.net) ? v.result.net[me] ?? 0 : 0;
      // A match says who won it (`winners`); a hand is won or lost by its chips.
      const winners = Array.isArray(v.result.winners) ? v.result.winners : null;
      const outcome = winners ? (winners.includes(me) ? 1 : winners.length ? -1 : 0) : Math.sign(net);
      const s = { ...this.state.data.stats };
      s.hands += 1;
      s.net += net;
      if (outcome > 0) s.wins += 1;
      else if (outcome < 0) s.losses += 1;
      else s.pushes += 1;
      this.keep({
        stats: s, hand: null,
        ...(v.match ? { match: true } : {}),
        ...(Array.isArray(v.result.stacks) ? { stacks: v.result.stacks.slice() } : {}),
      });
    } else if (this.passPlay()) {
      this.keepHand(this.state.history); // never a view: a reload hands over first
    } else {
      this.keep({ hand: { history: this.state.history, view: this.state.view } });
    }
    const log = v.log || [];
    // A game may empty its log when a new deal begins (Twenty-Five): then all of it is new.
    const emptied = log.length < before || (before > 0 && log[before - 1] !== logBefore[before - 1]);
    if (emptied) before = 0;
    const lines = log.slice(before);
    const seats = Array.isArray(v.log_seats) ? v.log_seats.slice(before) : null;
    // For a playback, the table as it was after each move (the answer's frames), when there is one.
    const frames = !emptied && lines.length > 1 && !reducedMotion() ? await this.framesOf(res, viewBefore, since) : null;
    if (!this.host.isConnected || this.state.view !== v) return;
    const pauses = dealPauses(v, frames, dealBefore, before, lines.length);
    this.showHand(lines, seats, { focus: hadFocus, scroll: fresh, frames, from: before, pauses });
  },

  /** The frames of the answer `res` ({log, view} after each move since the reader's last one),
   *  or null: the answer's own frames (`new` and `act` asked for them), written against `base`,
   *  the view before the move (sim-frames.js); else the `replay` op's from `since` actions on. */
  async framesOf(res, base, since = 0) {
    if (Array.isArray(res.frames)) return expandFrames(res.frames, base);
    const got = await replayAll((r) => getEngine().request(r), { op: "replay", history: res.history, since, compact: true });
    return got.ok ? expandFrames(got.frames) : null;
  },

  /** The table after log line `index` was written: the first frame whose log holds it. */
  frameAt(index) {
    const { frames } = this.state.playing;
    return frames.find((f) => Number.isInteger(f.log) && f.log > index) || frames[frames.length - 1];
  },

  /** Draw the hand and play back `lines` (made by `seats`), then offer the reader's moves. */
  showHand(lines, seats, { focus = false, scroll = false, instant = false, frames = null, from = 0, pauses = [] } = {}) {
    const v = this.state.view;
    this.store.setState({ replay: null });
    this.dropHandOver(); // sim-handover.js
    this.clearDealEnd(); // sim-match.js
    this.els.replayBar.hidden = true;
    this.els.root.classList.remove("pr-sim--reserve");
    this.els.table.hidden = false;
    this.setup.fold(!v.result, this.state.history, this.state.people); // the rules of the hand on, for the summary
    this.store.setState({ playing: frames && lines.length ? { frames, from } : null });
    drawTable(this.parts(), this.state.playing ? this.frameAt(from).view : v, Boolean(v.result) && !this.state.playing);
    this.els.actions.replaceChildren();
    this.els.actions.hidden = true;
    this.els.result.replaceChildren();
    this.els.result.hidden = true;
    const log = v.log || [];
    this.els.logList.replaceChildren(...log.slice(0, log.length - lines.length).map((line) => el("li", { text: line })));
    this.els.log.hidden = false;
    const history = v.match ? t("Match history") : t("Hand history"); // a match's log holds every deal
    this.els.logSummary.textContent = history;
    this.els.logBox.setAttribute("aria-label", history);
    this.drawStats();
    this.drawShare();
    this.els.happeningBar.hidden = false;
    this.store.setState({ lastLines: { lines, seats }, moveFocus: focus });
    this.setStatus(v.result ? t("The hand is over.") : t("The other players are moving\u2026"));
    if (scroll) this.scrollToTable();
    // Played in segments, with a pause at the end of each deal of a match (sim-match.js).
    this.store.setState({ animate: !instant && !reducedMotion(), playFrom: from, segments: segmentsOf(lines, seats, pauses) });
    this.playSegment(0);
  },

  markActing(index, seat) {
    if (this.state.playing) drawTable(this.parts(), this.frameAt(this.state.playing.from + index).view, false);
    markActing(this.els.table, seat);
    const line = this.els.happening.lastElementChild;
    if (line) this.els.logList.append(el("li", { text: line.textContent }));
    this.els.logBox.scrollTop = this.els.logBox.scrollHeight;
  },

  playbackDone() {
    const v = this.state.view;
    if (!v || !this.host.isConnected) return;
    const segment = this.state.segments ? this.state.segments[this.state.segment] : null;
    if (segment && segment.pause) {
      this.pauseAtDeal(segment); // sim-match.js: "Next deal" plays on
      return;
    }
    if (this.state.passing) {
      this.showHandOver(); // the mover has seen the bots answer: now the next person's turn
      return;
    }
    if (this.state.playing) {
      this.store.setState({ playing: null });
      drawTable(this.parts(), v, Boolean(v.result));
    }
    markActing(this.els.table, null);
    this.els.logList.replaceChildren(...(v.log || []).map((line) => el("li", { text: line })));
    this.els.logBox.scrollTop = this.els.logBox.scrollHeight; // the newest line is at the bottom
    this.els.happeningBar.hidden = !this.els.happening.childElementCount;
    let target = null;
    const mine = !v.result && v.to_act === v.your_seat && (v.legal || []).length;
    if (mine) target = this.drawTurn(v); // sim-turn.js
    if (v.result) {
      drawResult(this.els.result, v);
      this.els.result.append(el("div", { class: "pr-buttons" }, el("button", {
        type: "button", class: "md-button pr-replay-start", text: t("Replay this hand"),
        onclick: () => this.startReplay(),
      })));
      this.els.result.hidden = false;
      this.setStatus(t("The hand is over."));
      this.announce(resultSummary(v));
      this.coachReview(this.els.result); // sim-review.js, when the coach is on
    }
    this.setPhase("ready");
    if (mine) this.keepTurnInView();
    const active = document.activeElement;
    // Move the focus on only if the reader did not take it elsewhere during the playback.
    if (this.state.moveFocus && (!active || active === document.body || this.els.root.contains(active))) {
      if (target) target.focus();
      else this.setup.dealButton.focus();
    }
  },

  focusMove() {
    const b = this.els.actions.querySelector("button.md-button--primary:not([disabled])")
      || this.els.actions.querySelector("button:not([disabled])");
    (b || this.setup.dealButton).focus();
  },

  /** Bring the whole table into view, below Material's header, if any of it is hidden. */
  scrollToTable() {
    const header = document.querySelector(".md-header");
    const top = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
    const box = this.els.table.getBoundingClientRect();
    if (box.top < top || box.bottom > window.innerHeight) window.scrollBy(0, box.top - top - 8);
  },

  // ----- coming back: a saved hand, a shared link

  async resume() {
    const link = parseLink(window.location.search);
    if (link) forgetLink();
    if (this.state.data.hand) await this.restore(this.state.data.hand);
    if (!link || !this.host.isConnected) return;
    if (link.error) {
      this.showAlert(link.error);
    } else if (this.handOn()) {
      this.showNote(t("This page's address holds a shared deal, but a hand of yours is still on."));
      this.confirm(t("Abandon and deal the shared deal"), () => {
        this.forfeit();
        this.deal(link);
      });
    } else {
      await this.deal(link);
    }
  },

  async restore(saved) {
    this.setPhase("busy");
    const res = await getEngine().request({ op: "view", history: saved.history });
    if (!this.host.isConnected) return;
    // Only the engine's answer counts, read by its code (sim-restore.js): never the saved view.
    const decision = restoreDecision(res, saved);
    if (!decision.view) {
      if (decision.discard) {
        this.keep({ hand: null });
      }
      this.showNote(decision.message);
      this.setPhase("ready");
      return;
    }
    const people = readPeople(saved.people);
    this.store.setState({ history: decision.history, view: decision.view, people });
    this.showNote(t("Your hand in progress was restored."));
    if (isPassPlay(people)) {
      const seat = Number.isInteger(res.seat) ? res.seat : decision.view.your_seat;
      this.store.setState({ holder: null });
      this.handingOver({ ...res, seat, view: decision.view, history: decision.history }, null);
      return;
    }
    this.showHand([], null, { instant: true });
  },

  // Replaying a finished hand: sim-replay.js.
};

// pokerrules simulator: giving up a hand or a match in progress (Deal or Reset while one is on),
// resetting the bankroll and statistics, and the statistics box. Mixed into Simulator
// (sim-component.js), like sim-hand.js.
//
// Every destructive step asks first, in words that fit what is lost: a hand and the chips put
// in it, or a match (a match given up counts as a lost match); Reset between hands asks before
// it wipes the statistics. The question's focus is on "Keep playing" (or "Keep them"), never on
// the button that destroys. A game of points only (its view says `match.chips: false`, or it
// deals with no chips at all, `start_stack: 0`) shows no bankroll and no net.

import { el, nextUid, signed } from "./sim-dom.js";
import { freshStats } from "./sim-store.js";
import { t } from "./words.js";


export const abandonMethods = {
  /** True for a game played as a match of several deals (its view has `match`). */
  isMatch() {
    return Boolean((this.state.view && this.state.view.match) || this.state.data.match);
  },

  /** True for a game with no chips to win or lose: only points. */
  chipless() {
    if (this.state.view && this.state.view.match && typeof this.state.view.match.chips === "boolean") return !this.state.view.match.chips;
    return Boolean(this.state.desc && this.state.desc.start_stack === 0);
  },

  /** The reader's stack now and at the deal (null when the view has none). */
  stackNowAndThen() {
    const me = this.state.view.your_seat ?? 0;
    const before = Array.isArray(this.state.history.stacks) ? this.state.history.stacks[me] : null;
    const hand = (this.state.view.hands || []).find((h) => h.seat === me);
    if (typeof before !== "number" || !hand || typeof hand.stack !== "number") return null;
    return { now: hand.stack, then: before };
  },

  /** What the reader has put in this hand: their bankroll at the deal minus their stack now. */
  chipsIn() {
    const stacks = this.stackNowAndThen();
    return stacks ? Math.max(0, stacks.then - stacks.now) : 0;
  },

  /** Give up the hand or match in progress: the chips in the pot are lost, the stacks are as
   *  they are now. A hand counts as lost if chips were put in (else a push); a match always
   *  counts as lost. */
  forfeit() {
    const match = Boolean(this.state.view.match);
    const stacks = this.stackNowAndThen();
    const lost = this.chipsIn();
    const kept = (this.state.history.stacks || []).slice();
    for (const h of this.state.view.hands || []) {
      if (Number.isInteger(h.seat) && typeof h.stack === "number") kept[h.seat] = h.stack;
    }
    const s = { ...this.state.data.stats };
    s.hands += 1;
    s.net += match ? (stacks ? stacks.now - stacks.then : 0) : -lost;
    if (match || lost > 0) s.losses += 1;
    else s.pushes += 1;
    this.playback.stop();
    this.clearDealEnd();
    this.dropHandOver(); // sim-handover.js: a hand waiting for the next person goes too
    this.store.setState({ view: null, history: null, passing: null });
    this.keep({ stacks: kept, stats: s, hand: null, ...(match ? { match: true } : {}) });
    this.drawStats();
    return lost;
  },

  /** The question before the hand or match in progress is given up. */
  abandonQuestion() {
    if (this.state.view.match) {
      const turn = this.state.view.match.turn;
      const stacks = this.stackNowAndThen();
      let chips = "";
      if (!this.chipless() && stacks) {
        const net = stacks.now - stacks.then;
        const leave = { n: stacks.now, net: signed(net) };
        chips = " " + (stacks.now === 1
          ? t("You leave with your {n} chip ({net} over the match); the chips in the pot stay there.", leave)
          : t("You leave with your {n} chips ({net} over the match); the chips in the pot stay there.", leave));
      }
      return (Number.isInteger(turn)
        ? t("Abandon this match (deal {n})? It counts as a lost match, whatever the score.", { n: turn })
        : t("Abandon this match? It counts as a lost match, whatever the score.")) + chips;
    }
    const lost = this.chipsIn();
    if (!lost) return t("Abandon this hand? You have put no chips in yet, so nothing is lost.");
    return lost === 1 ? t("Abandon this hand? The {n} chip you have put in is lost.", { n: lost })
      : t("Abandon this hand? The {n} chips you have put in are lost.", { n: lost });
  },

  /** Ask `question`; "yes" (`doing`) runs `onYes`. The focus starts on the safe answer (`keep`). */
  confirm(doing, onYes, question = null, keep = t("Keep playing")) {
    const id = nextUid("confirm");
    const yes = el("button", { type: "button", class: "md-button pr-confirm-yes", text: doing });
    const no = el("button", { type: "button", class: "md-button md-button--primary pr-confirm-no", text: keep });
    const back = document.activeElement;
    const close = () => {
      this.els.confirmBox.hidden = true;
      this.els.confirmBox.replaceChildren();
    };
    yes.addEventListener("click", () => {
      close();
      onYes();
    });
    no.addEventListener("click", () => {
      close();
      if (back && back.isConnected) back.focus();
    });
    const text = question || this.abandonQuestion();
    this.els.confirmBox.setAttribute("aria-labelledby", id);
    this.els.confirmBox.replaceChildren(el("p", { id, text }), el("div", { class: "pr-buttons" }, no, yes));
    this.els.confirmBox.hidden = false;
    no.focus();
    this.announce(`${text} ${t("Press {keep} or {doing}.", { keep, doing })}`);
  },

  requestReset() {
    const chipless = this.chipless();
    if (this.handOn()) {
      this.confirm(this.state.view.match ? t("Abandon the match and reset") : t("Abandon and reset"), () => this.resetBankroll());
      return;
    }
    const s = this.state.data.stats;
    if (!s.hands && !this.state.data.stacks) {
      this.resetBankroll();
      return;
    }
    const played = this.isMatch()
      ? (s.hands === 1 ? t("{n} match", { n: s.hands }) : t("{n} matches", { n: s.hands }))
      : (s.hands === 1 ? t("{n} hand", { n: s.hands }) : t("{n} hands", { n: s.hands }));
    const start = this.state.desc ? this.state.desc.start_stack : null;
    const question = chipless || typeof start !== "number"
      ? t("Reset the statistics? The record of the {played} played is wiped.", { played })
      : t("Reset your bankroll and the statistics? Your bankroll goes back to {n} and the record of the {played} played is wiped.", { n: start, played });
    this.confirm(t("Reset"), () => this.resetBankroll(), question, t("Keep them"));
  },

  resetBankroll() {
    this.playback.stop();
    this.clearDealEnd();
    this.dropHandOver(); // sim-handover.js
    this.store.setState({ view: null, history: null, passing: null });
    this.keep({ stacks: null, stats: freshStats(), hand: null });
    this.clearAlert();
    this.els.table.hidden = true;
    this.els.shareBox.hidden = true;
    this.els.log.hidden = true;
    this.setup.fold(false);
    this.drawStats();
    this.setStatus(this.chipless() ? t("Statistics reset. Press Deal to start again.")
      : t("Bankroll reset. Press Deal to start again."));
    this.announce(this.chipless() ? t("Statistics reset.") : t("Bankroll reset."));
    this.setPhase("ready");
    this.setup.resetButton.focus();
  },

  /** The statistics rows: [term, value, key], with the bankroll and net only where chips are played for. */
  statRows() {
    const me = this.state.view ? this.state.view.your_seat ?? 0 : 0;
    const s = this.state.data.stats;
    const match = this.isMatch();
    const rows = [];
    if (!this.chipless()) {
      const start = this.state.desc ? this.state.desc.start_stack : null;
      let bankroll = this.state.data.stacks ? this.state.data.stacks[me] : start;
      if (this.state.view && !this.state.view.result && this.state.view.hands) {
        const mine = this.state.view.hands.find((h) => h.seat === me);
        if (mine && typeof mine.stack === "number") bankroll = mine.stack;
      }
      rows.push([t("Bankroll"), bankroll === null || bankroll === undefined ? "\u2014" : String(bankroll), "bankroll"]);
    } else if (this.state.view && this.state.view.match && Array.isArray(this.state.view.match.points_text)) {
      const points = this.state.view.match.points_text[me];
      if (points !== undefined) rows.push([this.state.view.result ? t("Your points in the last match") : t("Your points in this match"), String(points), "points"]);
    }
    rows.push([match ? t("Matches played") : t("Hands played"), String(s.hands), "hands"]);
    if (!this.chipless()) rows.push([t("Net"), signed(s.net), "net"]);
    rows.push([match ? t("Won / lost / drawn") : t("Won / lost / pushed"), `${s.wins} / ${s.losses} / ${s.pushes}`, "wlp"]);
    this.setup.resetButton.textContent = this.chipless() ? t("Reset statistics") : t("Reset bankroll");
    return rows;
  },
};

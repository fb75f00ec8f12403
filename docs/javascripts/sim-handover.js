// pokerrules simulator: pass-and-play on one device, and the seam a game night plugs into.
// These methods are mixed into Simulator (sim-component.js), like sim-hand.js.
//
// PASS-AND-PLAY. The house rules say who plays each seat (sim-people.js): with two or more
// people, the engine is told their seats (`people` of `new`), and every answer names the seat
// whose view it carries (`seat`; notes/api-contract.md, "Pass-and-play"). When that seat is not
// the one holding the device (`holder`), the answer waits behind the HAND-OVER SCREEN: "Pass the
// device to Ana, then tap", one button, focused and announced. Before it shows, everything
// private of the person before is removed from the page (not hidden): the table, the moves, the
// "what just happened" list, the log, the coach's figures, the result, and the labels that named
// them; the seed and the share link are not shown while a hand is on (they would deal the same
// cards again). Only after the tap is the next person's view drawn, with the moves since their
// own last move played back from their seat (the `replay` op with `seat` and `since`). The
// person who moves watches the bots answer first (the answer's frames are theirs), then the
// screen is handed over. A hand kept for a reload holds its history and people, never a view:
// a reload mid-hand asks the engine for the view and shows the hand-over screen first. At the
// end of a hand the last person who moved keeps the device and sees the result.
//
// THE SEAM FOR A NIGHT (the Game night page relies on exactly this):
//   <div class="pr-simulator" data-variant="ID" data-night="1"
//        data-people='["Ana", null, "Ben"]' data-options='{"betting": "pot"}'></div>
// - `data-people` fixes the number of seats (its length) and who plays each: a name is a person
//   at this device, null a bot (at least one a person; any seat, seat 1 too, may be a bot).
//   `data-options` fixes the house rules: shown in the form, not editable. `data-seed` (optional)
//   is the seed the hand is dealt from, chosen by the night: neither shown nor editable.
// - With `data-night="1"` the simulator keeps nothing in the game page's saved state (it keeps
//   nothing at all between visits), has no bankroll reset and no share link, and every hand
//   starts at the game's starting stacks.
// - When a hand (or a whole match, for games played as a match of deals) ends, the host element
//   dispatches a bubbling CustomEvent("pr-hand-end", {detail: {variant, options, seats, people,
//   history, result}}): `options` the hand's house rules (resolved), `seats` its number of seats,
//   `people` the names and nulls (on a game page without pass-and-play: the one person's name,
//   "You" if none, then nulls), `history` the engine's history of the hand, and `result` the
//   final view's result, with `net` (per seat), `house`, `lines`, `stacks`, `chips` (false for a
//   game of points only) and `winners` (the seats the game names as winners; for a single hand,
//   the seats that won chips). It fires once per hand, on every page.

import { el, nextUid, reducedMotion } from "./sim-dom.js";
import { getEngine } from "./sim-engine.js";
import { expandFrames, replayAll } from "./sim-frames.js";
import { dealPauses, lastDealNumber } from "./sim-match.js";
import { isPassPlay, nameOf, personSeats, readPeople } from "./sim-people.js";
import { t } from "./words.js";

/** An attribute of the host read as JSON, or `fallback` when absent; undefined when unreadable. */
function hostJson(host, name, fallback) {
  const raw = host.dataset[name];
  if (raw === undefined) return fallback;
  try {
    return JSON.parse(raw);
  } catch (_) {
    return undefined;
  }
}

export const handOverMethods = {
  /** True on a game night's simulator (`data-night="1"`). */
  isNight() {
    return this.host.dataset.night === "1";
  },

  /** A night's fixed people and options, or {error} in words when they cannot be read. */
  nightRules() {
    const people = readPeople(hostJson(this.host, "people", null), { anySeat: true });
    const options = hostJson(this.host, "options", {});
    if (!people) {
      return { error: t("This game night's players could not be read: each seat must be a name or a bot, and at least one a person.") };
    }
    if (!options || typeof options !== "object" || Array.isArray(options)) {
      return { error: t("This game night's house rules could not be read.") };
    }
    return { people, options };
  },

  /** Fix the form to the night's rules once the game is described; false (with the reason
   *  shown) when the night's attributes are broken. */
  setUpNight() {
    if (!this.isNight()) return true;
    const rules = this.nightRules();
    if (rules.error) {
      this.failBoot(rules.error, false);
      return false;
    }
    // data-seed: the night's deal for this hand (night-hand.js); fixed and kept off the page
    const refused = this.setup.setValues({ options: rules.options, seats: rules.people.length, seed: this.host.dataset.seed });
    if (refused.length) {
      this.failBoot(t("This game night's rules do not fit this game ({refused}).", { refused: refused.join(", ") }), false);
      return false;
    }
    this.setup.fix();
    return true;
  },

  /** Who plays each of `seats` seats in the next deal: the night's, else the form's. */
  peopleForDeal(seats) {
    if (this.isNight()) return this.nightRules().people || [""];
    return this.setup.readPeople().slice(0, seats);
  },

  /** What `new` is told of the people: their seats, unless seat 1 alone is a person (the
   *  engine's default; a night may seat its one person elsewhere). */
  peopleRequest(people) {
    const seats = personSeats(people);
    return seats.length === 1 && seats[0] === 0 ? {} : { people: seats };
  },

  passPlay() {
    return isPassPlay(this.state.people);
  },

  /** Whether the seed and the share link stay off the page: while a pass-and-play hand is on
   *  (they would deal the same cards again), and always on a night. */
  dealSecret() {
    return this.isNight() || (this.passPlay() && Boolean(this.state.passing || this.handOn()));
  },

  /** In pass-and-play, an answer `res` for another seat than the holder's waits behind the
   *  hand-over screen: true when it does (then it is taken care of here). `base` is the view
   *  the answer's frames (the mover's) are written against, null for a new deal. */
  handingOver(res, base) {
    if (!this.passPlay() || !Number.isInteger(res.seat) || res.seat === this.state.holder) return false;
    const passing = { seat: res.seat, view: res.view, history: res.history, key: res.history_key };
    this.store.setState({ passing });
    const frames = base && Array.isArray(res.frames) ? expandFrames(res.frames, base) : null;
    const last = frames && frames.length ? frames[frames.length - 1] : null;
    if (last && last.log > (base.log || []).length) {
      // The mover watches the bots answer (frames drawn for the mover), then hands over.
      this.accept({ ...res, view: last.view, seat: this.state.holder });
      return true;
    }
    // Kept in memory only (the page shows none of it): what Deal or Reset would give up now.
    this.store.setState({ history: res.history, view: res.view });
    this.rememberKey(res.history, res.history_key); // sim-hand.js
    this.keepHand(res.history);
    this.showHandOver();
    return true;
  },

  /** Keep the hand on for a reload: its history and people, never a view. */
  keepHand(history) {
    this.keep({ hand: { history, view: {}, people: this.state.people } });
  },

  handOverBox() {
    if (!this.els.handOver) {
      this.els.handOver = el("div", { class: "pr-handover", role: "group", hidden: true });
      this.els.table.before(this.els.handOver);
    }
    return this.els.handOver;
  },

  /** Take everything private of the person before off the page. */
  wipeTable() {
    const e = this.els;
    this.playback.stop();
    this.coachStop(); // sim-coach.js
    this.coachClear();
    for (const node of [e.happening, e.info, e.others, e.mine, e.actions, e.result, e.dealEnd,
      e.replayBar, e.logList, e.confirmBox, e.alert, e.shareBox, ...e.table.querySelectorAll(".pr-piles")]) {
      node.replaceChildren();
    }
    for (const node of [e.table, e.happeningBar, e.result, e.dealEnd, e.replayBar, e.shareBox, e.log, e.confirmBox, e.actions]) {
      node.hidden = true;
    }
    e.actions.removeAttribute("aria-labelledby");
    e.actions.setAttribute("aria-label", t("Your move"));
    delete e.dealEnd.dataset.deal;
    if (e.standStrip) e.standStrip.hidden = true;
    if (e.standText) e.standText.textContent = "";
    e.live.textContent = "";
    this.store.setState({ holder: null, playing: null, replay: null, segments: null, lastLines: null,
      standing: null, turnAnswering: false, reviewKept: null });
    this.drawStats();
  },

  /** The hand-over screen, for the seat of `this.state.passing`. */
  showHandOver() {
    const { seat } = this.state.passing;
    const name = nameOf(this.state.people, seat);
    this.wipeTable();
    const box = this.handOverBox();
    const id = nextUid("handover");
    const text = t("Pass the device to {name}, then tap.", { name });
    const take = el("button", {
      type: "button", class: "md-button md-button--primary pr-handover-take",
      text: t("{name} has the device: show the table", { name }), onclick: () => this.takeDevice(),
    });
    box.setAttribute("aria-labelledby", id);
    box.replaceChildren(
      el("p", { class: "pr-handover-text", id, text }),
      el("p", { class: "pr-help", text: t("{name} plays seat {n}. Everyone else, look away until the next hand-over.", { name, n: seat + 1 }) }),
      el("div", { class: "pr-buttons" }, take));
    box.hidden = false;
    this.setStatus(t("Waiting for {name} to take the device.", { name }));
    this.setPhase("ready");
    take.focus();
    this.announce(text);
  },

  dropHandOver() {
    if (!this.els.handOver) return;
    this.els.handOver.hidden = true;
    this.els.handOver.replaceChildren();
  },

  /** The tap: draw the next person's view, playing back the moves since their own last one. */
  async takeDevice() {
    const passing = this.state.passing;
    if (!passing || this.state.phase === "busy") return;
    const { seat, view: v, history } = passing;
    if (v.result) { // a hand that ended before this person moved: its result, shown to them
      this.dropHandOver();
      this.store.setState({ passing: null });
      this.accept({ ok: true, history, view: v, seat, history_key: passing.key }, true);
      return;
    }
    this.setPhase("busy");
    const actions = history.actions || [];
    let since = 0;
    for (let i = actions.length - 1; i >= 0; i--) {
      if (actions[i].seat === seat) {
        since = i + 1;
        break;
      }
    }
    const got = since < actions.length
      ? await replayAll((r) => getEngine().request(r), { op: "replay", history, since, seat, compact: true })
      : null;
    if (!this.host.isConnected || this.state.passing !== passing) return;
    const log = v.log || [];
    let frames = got && got.ok ? expandFrames(got.frames) : null;
    let before = frames ? frames[0].log : since ? log.length : 0;
    if (!Number.isInteger(before) || before > log.length) {
      before = 0;
      frames = null;
    }
    this.dropHandOver();
    this.store.setState({ passing: null, holder: seat, view: v, history });
    this.rememberKey(history, passing.key); // sim-hand.js
    this.keepHand(history);
    const lines = log.slice(before);
    const seats = Array.isArray(v.log_seats) ? v.log_seats.slice(before) : null;
    const shown = frames && lines.length > 1 && !reducedMotion() ? frames : null;
    const pauses = dealPauses(v, shown, shown ? lastDealNumber(shown[0].view) : lastDealNumber(v), before, lines.length);
    this.showHand(lines, seats, { focus: true, scroll: true, frames: shown, from: before, pauses });
  },

  /** Tell the host that the hand (or match) of view `v` is over: "pr-hand-end", once a hand. */
  tellHandEnd(v) {
    const h = this.state.history;
    if (!h || !v || !v.result) return;
    const key = JSON.stringify([h.seed, (h.actions || []).length, h.stacks, h.people || null]);
    if (this.state.endedKey === key) return;
    this.store.setState({ endedKey: key });
    const seats = (h.stacks || []).length;
    const people = (this.state.people || [""]).slice(0, seats);
    while (people.length < seats) people.push(null);
    if (people[0] === "") people[0] = t("You");
    const result = { ...v.result };
    if (typeof result.chips !== "boolean") result.chips = !this.chipless(); // sim-abandon.js
    if (!Array.isArray(result.winners)) {
      result.winners = (result.net || []).flatMap((net, seat) => (net > 0 ? [seat] : []));
    }
    this.host.dispatchEvent(new CustomEvent("pr-hand-end", {
      bubbles: true,
      detail: { variant: this.variant, options: { ...(h.options || {}) }, seats, people, history: h, result },
    }));
  },
};

// pokerrules simulator: one small store for a simulator's state (not its DOM), and the shape of
// that state, declared once; the same for the other parts of a game page (the house-rules form,
// the playback, the lessons and the drill), one store each.
//
// The model is the client store of boardgame.io: the state is one object, read with
// getState(), replaced (never edited) by setState(patch), and every change is told to the
// listeners given to subscribe(). Two differences: a listener hears of each setState (with the
// keys it named), not once at subscribe; and setState refuses a key the initial state does not
// have, so a part of the simulator cannot keep a field nobody declared. The state object itself
// is frozen: `getState().view = x` throws, so a change always goes through setState.
//
// The state keeps references as they are given (a view from the engine, the record kept in
// localStorage): objects inside it are replaced by a patch, not copied or frozen.

/**
 * A store holding `initial`, whose keys are the only keys it will ever hold.
 *   getState()          the state now (frozen; a new object after each change)
 *   setState(patch)     merge `patch` ({key: value}, or a function of the state returning one);
 *                       a key not in `initial` throws, and nothing changes
 *   subscribe(listener) listener(state, keys) after each setState; returns unsubscribe()
 * `name` names the store in its errors.
 */
export function createStore(initial, name = "store") {
  if (!initial || typeof initial !== "object" || Array.isArray(initial)) {
    throw new TypeError(`${name}: the initial state must be an object with every key it will hold.`);
  }
  const declared = new Set(Object.keys(initial));
  let state = Object.freeze({ ...initial });
  let listeners = [];

  return {
    getState() {
      return state;
    },

    setState(patch) {
      const change = typeof patch === "function" ? patch(state) : patch;
      if (!change || typeof change !== "object" || Array.isArray(change)) {
        throw new TypeError(`${name}: setState takes an object of the keys to change.`);
      }
      const keys = Object.keys(change);
      const unknown = keys.filter((key) => !declared.has(key));
      if (unknown.length) {
        throw new Error(`${name}: ${unknown.join(", ")} ${unknown.length === 1 ? "is" : "are"} not in the declared state; `
          + "declare every key in the initial state.");
      }
      state = Object.freeze({ ...state, ...change });
      for (const listener of listeners.slice()) listener(state, keys);
    },

    subscribe(listener) {
      if (typeof listener !== "function") throw new TypeError(`${name}: subscribe takes a function.`);
      const entry = (s, keys) => listener(s, keys); // its own identity: subscribing twice is two entries
      listeners.push(entry);
      return () => {
        listeners = listeners.filter((l) => l !== entry);
      };
    },
  };
}

/**
 * The state of one simulator (sim-component.js and the methods mixed into it), every key with
 * its starting value. `data` is what load() of sim-store.js gave for the game.
 */
export function simulatorState(data) {
  return {
    // --- the simulator
    phase: null, // "loading" | "ready" | "busy" | "playing" | "failed" (the host's data-state)
    desc: null, // the engine's `describe` answer for the game, once booted
    data, // what is kept for the game in localStorage (sim-store.js); changed only by keep()

    // --- the hand (or match) on the table
    history: null, // the engine's history of the hand shown, or null
    view: null, // the engine's view of it for the reader, or null
    lastError: null, // the error of the last refused or cancelled request ({code, message}), or null
    lastAmounts: {}, // {kind: amount} last chosen for each move kind (filled by sim-actions.js)
    lastChoices: {}, // {kind: {param: value}} last chosen from lists (filled by sim-actions.js)

    // --- the playback of the others' moves (sim-hand.js, sim-match.js)
    playing: null, // {frames, from} while a playback draws the table frame by frame, else null
    lastLines: null, // {lines, seats} last played back (shown again after a replay)
    moveFocus: false, // the playback moves the focus on when it ends (the reader had it)
    animate: false, // the playback shows the lines one at a time
    playFrom: 0, // the log line the playback starts at
    segments: null, // the playback cut at each deal's end of a match: [{start, lines, seats, pause}]
    segment: 0, // the segment playing (or paused at its deal's end)

    // --- replaying a finished hand (sim-replay.js)
    replay: null, // {frames, i, timer, marks} while replaying, else null
    replaySpeed: 1, // the index in REPLAY_SPEEDS chosen for Play (kept from one replay to the next)

    // --- the coach (sim-coach.js, sim-review.js)
    coachRun: null, // the coach's work now ({work, ...}); its answers are ignored once replaced
    reviewKept: null, // {key, res}: the last review, shown again for the same hand

    // --- pass-and-play (sim-people.js, sim-handover.js)
    people: null, // who plays each seat of the hand on: names (people here) and nulls (bots), or null
    holder: null, // the seat whose view is on the screen (who holds the device), or null: nobody yet
    passing: null, // {seat, view, history} waiting behind the hand-over screen, or null
    endedKey: null, // the hand whose end was last told to the host ("pr-hand-end"), or null

    // --- standing for the rest of the hand (sim-turn.js)
    standing: null, // {seed, actions} of the hand the reader stands in, or null
    turnAnswering: false, // the turn drawn is being answered for the standing reader
  };
}

// The other parts of a game page keep their state in stores of the same kind, one each, with
// their shapes declared here. Their elements are not state: each builds them once.

/** The house-rules form (sim-setup.js). */
export function setupState() {
  return {
    desc: null, // the engine's `describe` answer the form was filled from, or null before
    playing: null, // {options, seats, people} of the hand on, or null between hands
    noticed: false, // the reader has been told that changed rules wait for the next deal
    fixed: false, // a night's rules: shown, not editable (fix())
  };
}

/** The playback of the moves since the reader's last one (sim-playback.js). */
export function playbackState() {
  return {
    queue: [], // [{line, seat}] to show
    shown: 0, // how many lines of the queue are shown
    timer: null, // the timeout that shows the next line, or null
    running: false, // lines are being shown one at a time
  };
}

/** A game's lessons block, or the basics' (sim-learn.js). */
export function lessonsState() {
  return {
    phase: null, // "loading" | "ready" | "playing" | "failed" (the host's data-state)
    lessons: null, // the `lessons` op's lessons, once loaded
    rules: null, // its rules for stars
    basicsLoaded: false, // the basics offered first are asked for when one is played
    playing: null, // the lesson played, or null
  };
}

/** The player of one lesson (sim-lesson.js). */
export function lessonState() {
  return {
    phase: null, // "step" | "revealing" | "success" | "wrong" | "other" | "end" (data-phase)
    index: 0, // the step shown
    slips: 0, // wrong moves, wrong answers and hints so far
    hintUsed: false, // at this step
    view: null, // the table shown (a step's view, or the view after a move)
    stepView: null, // the view the step began with
    lastAmounts: {}, // {kind: amount}, as the simulator's (sim-actions.js reads it)
    lastChoices: {}, // {kind: {param: value}} last chosen from lists (sim-actions.js)
  };
}

/** The "Who wins?" drill (sim-drill.js). */
export function drillState() {
  return {
    phase: null, // "loading" | "ready" | "busy" | "failed" (the host's data-state)
    showdown: null, // the showdown dealt (the `drill` op's answer), or null
    answers: [], // the reader's answer for each of its parts (true: right), by part
  };
}

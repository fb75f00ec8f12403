// pokerrules lessons and drill: what is kept between visits, in localStorage.
//
// One versioned key, `pokerrules:learn:v1`, holding
//   {v: 1, stars: {"<game>/<lesson>": 1 | 2 | 3},
//    drill: {"<game>": {streak: int, best: int, done?: int, again?: [missed, ...]}}}
// (the best stars earned in each lesson; the drill's current and best streak per game, how many
// showdowns were judged there, and the showdowns missed that are to come back). A missed
// showdown is {seed, options, step, due}: the drill deals from seeds, so its seed and house
// rules deal it again. It comes back after 1, then 3, then 7 more showdowns of that game
// (AGAIN_AFTER; `due` is the count of showdowns judged at which it is next dealt, `step` how
// many of the gaps it has passed); judged right each time, it is done with after the third;
// missed again, it starts over at 1. Spacing the returns out, each further than the last,
// is the usual way to make something stick without drilling it over and over; a learner
// who plays a few showdowns a visit sees a miss again in the same visit and then later ones.
// Anything else under that key (corrupt JSON, another version, a foreign shape) is discarded and
// load() says so in `note`; it never throws. When the browser refuses storage, the data is kept
// in memory for the visit only, as the simulator's store does (sim-store.js).

import { t } from "./words.js";

export const VERSION = 1;
export const STORE_KEY = `pokerrules:learn:v${VERSION}`;
let memory = null;

const isObject = (o) => o !== null && typeof o === "object" && !Array.isArray(o);
const isCount = (n) => Number.isSafeInteger(n) && n >= 0;
/** A drill's seed as text: up to 15 digits, which a JavaScript number holds exactly. */
export const SEED = /^\d{1,15}$/;

/** After how many more showdowns a missed one comes back, each time it is judged right. */
export const AGAIN_AFTER = [1, 3, 7];
/** At most this many missed showdowns are kept per game (the oldest go first). */
export const MOST_AGAIN = 30;

const isMissed = (m) => isObject(m) && SEED.test(String(m.seed)) && isObject(m.options)
  && Object.values(m.options).every((o) => typeof o === "string")
  && isCount(m.step) && m.step < AGAIN_AFTER.length && isCount(m.due);
const isDrill = (d) => isObject(d) && isCount(d.streak) && isCount(d.best)
  && (d.done === undefined || isCount(d.done))
  && (d.again === undefined || (Array.isArray(d.again) && d.again.every(isMissed)));

export const freshLearn = () => ({ v: VERSION, stars: {}, drill: {} });

function valid(data) {
  if (!isObject(data) || data.v !== VERSION || !isObject(data.stars) || !isObject(data.drill)) return false;
  if (!Object.values(data.stars).every((n) => [1, 2, 3].includes(n))) return false;
  return Object.values(data.drill).every(isDrill);
}

function storage() {
  try {
    return window.localStorage || null;
  } catch (_) {
    return null; // blocked by the browser's privacy settings
  }
}

/** {data, note}: what is kept (or fresh data), and a sentence if something was discarded. */
export function loadLearn() {
  const store = storage();
  let raw = null;
  let readable = Boolean(store);
  try {
    raw = store ? store.getItem(STORE_KEY) : null;
  } catch (_) {
    readable = false;
  }
  // The visit's copy serves only when the browser refuses storage; a key removed (or never
  // written) in a storage that works means nothing is kept.
  if (!readable) return { data: memory ? structuredClone(memory) : freshLearn(), note: null };
  if (raw === null) return { data: freshLearn(), note: null };
  let data = null;
  try {
    data = JSON.parse(raw);
  } catch (_) {
    data = null;
  }
  if (!valid(data)) {
    try {
      store.removeItem(STORE_KEY);
    } catch (_) {
      /* nothing more to do */
    }
    return { data: freshLearn(), note: t("The stars saved in this browser could not be read, so they were discarded.") };
  }
  return { data, note: null };
}

function saveLearn(data) {
  memory = structuredClone(data);
  const store = storage();
  if (!store) return;
  try {
    store.setItem(STORE_KEY, JSON.stringify(data));
  } catch (_) {
    /* full or blocked: the visit still keeps it in memory */
  }
}

/** The best stars earned in a lesson (0: none yet). */
export const starsOf = (game, lesson) => loadLearn().data.stars[`${game}/${lesson}`] || 0;

/** Keep `stars` for a lesson if better than before; returns the best. */
export function keepStars(game, lesson, stars) {
  const { data } = loadLearn();
  const key = `${game}/${lesson}`;
  data.stars[key] = Math.max(data.stars[key] || 0, stars);
  saveLearn(data);
  return data.stars[key];
}

/** Forget every lesson's stars (the drill's streaks stay). */
export function clearStars() {
  const { data } = loadLearn();
  data.stars = {};
  saveLearn(data);
}

export const drillRecord = (game) => {
  const kept = loadLearn().data.drill[game] || {};
  return { streak: kept.streak || 0, best: kept.best || 0, done: kept.done || 0, again: kept.again || [] };
};

/** The missed showdown of `game` due to come back now ({seed, options, step, due}, the one
 * due longest), or null. */
export function dueAgain(game) {
  const { done, again } = drillRecord(game);
  const due = again.filter((m) => m.due <= done).sort((a, b) => a.due - b.due);
  return due.length ? due[0] : null;
}

/** After a showdown (`shown`: {seed, options}): the streak goes on when every part was right,
 * else starts again; one more showdown judged; a miss is kept to come back after
 * AGAIN_AFTER[0] more showdowns, and a showdown kept from before moves on to its next gap
 * (or is done with) when right, or starts over when missed again. */
export function keepDrill(game, allRight, shown = null) {
  const { data } = loadLearn();
  const was = data.drill[game] || { streak: 0, best: 0 };
  const streak = allRight ? was.streak + 1 : 0;
  const done = (was.done || 0) + 1;
  let again = (was.again || []).slice();
  const seed = shown && SEED.test(String(shown.seed)) ? Number(shown.seed) : null;
  if (seed !== null) {
    const kept = again.find((m) => Number(m.seed) === seed);
    again = again.filter((m) => m !== kept);
    const step = !kept || !allRight ? 0 : kept.step + 1;
    if (!allRight || (kept && step < AGAIN_AFTER.length)) {
      const options = kept ? kept.options : stringsOf(shown.options);
      again.push({ seed, options, step, due: done + AGAIN_AFTER[step] });
    }
    again = again.slice(-MOST_AGAIN);
  }
  data.drill[game] = { streak, best: Math.max(was.best, streak), done, again };
  saveLearn(data);
  return data.drill[game];
}

/** The house rules as kept: names to text values only. */
function stringsOf(options) {
  if (!isObject(options)) return {};
  return Object.fromEntries(Object.entries(options).filter(([, v]) => typeof v === "string"));
}

/** "★★☆ (2 of 3 stars)": never the symbols alone. */
export function starsText(n) {
  if (!n) return t("not played yet");
  return `${"\u2605".repeat(n)}${"\u2606".repeat(3 - n)} (${t("{n} of 3 stars", { n })})`;
}

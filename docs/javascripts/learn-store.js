// pokerrules lessons and drill: what is kept between visits, in localStorage.
//
// One versioned key, `pokerrules:learn:v1`, holding
//   {v: 1, stars: {"<game>/<lesson>": 1 | 2 | 3}, drill: {"<game>": {streak: int, best: int}}}
// (the best stars earned in each lesson; the drill's current and best streak per game).
// Anything else under that key (corrupt JSON, another version, a foreign shape) is discarded and
// load() says so in `note`; it never throws. When the browser refuses storage, the data is kept
// in memory for the visit only, as the simulator's store does (sim-store.js).

export const VERSION = 1;
export const STORE_KEY = `pokerrules:learn:v${VERSION}`;
let memory = null;

const isObject = (o) => o !== null && typeof o === "object" && !Array.isArray(o);
const isCount = (n) => Number.isSafeInteger(n) && n >= 0;

export const freshLearn = () => ({ v: VERSION, stars: {}, drill: {} });

function valid(data) {
  if (!isObject(data) || data.v !== VERSION || !isObject(data.stars) || !isObject(data.drill)) return false;
  if (!Object.values(data.stars).every((n) => [1, 2, 3].includes(n))) return false;
  return Object.values(data.drill).every((d) => isObject(d) && isCount(d.streak) && isCount(d.best));
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
    return { data: freshLearn(), note: "The stars saved in this browser could not be read, so they were discarded." };
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

export const drillRecord = (game) => loadLearn().data.drill[game] || { streak: 0, best: 0 };

/** After a showdown: the streak goes on when every part was right, else starts again. */
export function keepDrill(game, allRight) {
  const { data } = loadLearn();
  const was = data.drill[game] || { streak: 0, best: 0 };
  const streak = allRight ? was.streak + 1 : 0;
  data.drill[game] = { streak, best: Math.max(was.best, streak) };
  saveLearn(data);
  return data.drill[game];
}

/** "★★☆ (2 of 3 stars)": never the symbols alone. */
export function starsText(n) {
  if (!n) return "not played yet";
  return `${"\u2605".repeat(n)}${"\u2606".repeat(3 - n)} (${n} of 3 stars)`;
}

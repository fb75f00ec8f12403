// pokerrules simulator: what is kept per game between visits, in localStorage.
//
// One versioned key per game, `pokerrules:v1:<variant>`, holding
//   {v: 1, variant, stacks: [int] | null, stats: {hands, net, wins, losses, pushes},
//    options: {name: value}, seats: int | null, hand: {history, view, people?} | null, match?: true, coach?: bool,
//    people?: [name | null]}
// (`match`: the game is played as matches of several deals, so the statistics count matches;
// `coach`: the Coach switch is on, sim-coach.js; `people`: who plays each seat, sim-people.js,
// and a pass-and-play hand keeps its people and an empty view: it is always restored behind
// the hand-over screen, sim-handover.js)
// Anything else under that key (corrupt JSON, another version, a foreign shape) is discarded,
// and load() says so in `note`; it never throws. When the browser refuses storage, the data is
// kept in memory for the visit only (instant page changes still keep it).

import { t } from "./words.js";

export const VERSION = 1;
const memory = new Map();

export const storageKey = (variant) => `pokerrules:v${VERSION}:${variant}`;

export const freshStats = () => ({ hands: 0, net: 0, wins: 0, losses: 0, pushes: 0 });

export function freshData(variant) {
  return { v: VERSION, variant, stacks: null, stats: freshStats(), options: {}, seats: null, hand: null };
}

const isInt = (n) => Number.isSafeInteger(n);
const isObject = (o) => o !== null && typeof o === "object" && !Array.isArray(o);

function valid(data, variant) {
  if (!isObject(data) || data.v !== VERSION || data.variant !== variant) return false;
  if (data.stacks !== null && !(Array.isArray(data.stacks) && data.stacks.length && data.stacks.every((n) => isInt(n) && n >= 0))) return false;
  const s = data.stats;
  if (!isObject(s) || !["hands", "net", "wins", "losses", "pushes"].every((k) => isInt(s[k]))) return false;
  if (!isObject(data.options) || !Object.values(data.options).every((v) => ["string", "number", "boolean"].includes(typeof v))) return false;
  if (data.seats !== null && !isInt(data.seats)) return false;
  if (data.match !== undefined && typeof data.match !== "boolean") return false;
  if (data.coach !== undefined && typeof data.coach !== "boolean") return false;
  // Who plays each seat (sim-people.js): names and nulls; a saved hand keeps the people it was dealt with.
  const people = (p) => p === undefined || p === null || (Array.isArray(p) && p.length <= 32 && p.every((n) => n === null || typeof n === "string"));
  if (!people(data.people) || (data.hand && !people(data.hand.people))) return false;
  if (data.hand !== null && !(isObject(data.hand) && isObject(data.hand.history) && isObject(data.hand.view))) return false;
  return true;
}

function storage() {
  try {
    return window.localStorage || null;
  } catch (_) {
    return null; // storage is blocked (e.g. by the browser's privacy settings)
  }
}

/** {data, note}: the saved data of `variant` (or fresh data), and a sentence if some was discarded. */
export function load(variant) {
  const store = storage();
  let raw = null;
  try {
    raw = store ? store.getItem(storageKey(variant)) : null;
  } catch (_) {
    raw = null;
  }
  if (raw === null) {
    const kept = memory.get(variant);
    return { data: kept ? structuredClone(kept) : freshData(variant), note: null };
  }
  let data = null;
  try {
    data = JSON.parse(raw);
  } catch (_) {
    data = null;
  }
  if (!valid(data, variant)) {
    try {
      store.removeItem(storageKey(variant));
    } catch (_) {
      /* nothing more to do */
    }
    return {
      data: freshData(variant),
      note: t("The bankroll saved in this browser for this game could not be read, so it was discarded: you start afresh."),
    };
  }
  return { data, note: null };
}

export function save(variant, data) {
  memory.set(variant, structuredClone(data));
  const store = storage();
  if (!store) return;
  try {
    store.setItem(storageKey(variant), JSON.stringify(data));
  } catch (_) {
    /* full or blocked: the visit still keeps it in memory */
  }
}

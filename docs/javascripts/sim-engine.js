// pokerrules simulator: the rules engine, one Web Worker (one Pyodide) for the whole visit.
//
// getEngine() returns {ready, request(req), onProgress(fn), progress}. `ready` settles when
// Pyodide and the package are loaded; request() sends one contract request (notes/api-contract.md)
// and always resolves with a contract-shaped answer ({ok: false, error} on any failure).
// While booting, the worker reports each stage ({type: "progress", step, steps, text}); the
// simulator shows them in a <progress> bar.
//
// `probe` is window.__pokerrules, for tests and measurements (see simulator.js).
//
// The engine's Python starts with no game loaded (pokerrules.api.preload). A page names the module
// of each game it shows (data-module beside data-variant on the game's host, written by the
// docs build), and each request for a game (its `variant`, or its history's) is sent with that
// module, which the worker imports first (pyodide-worker.js). A game the page does not name is
// found by the engine all the same, by loading every game, which is slower. The worker is told
// the page's modules as soon as the page is parsed, and again on each page change ("expect"), so
// that after a snapshot restore it fetches their files while Python boots.

import { pageLang, t, withLang } from "./words.js";

const SITE_ROOT = new URL("../", import.meta.url); // this file is <root>/javascripts/sim-engine.js
const INDEX_URL = new URL("pyodide/", SITE_ROOT).href;
const WORKER_URL = new URL("pyodide-worker.js", import.meta.url);
// The translation layer's module, whose bundle a page in another language has the worker fetch early.
const WORDS_LAYER = "pokerrules.words";
const BOOT_TIMEOUT_MS = 120_000;
const REQUEST_TIMEOUT_MS = 60_000;
export const BOOT_STEPS = 3;

/** True when the engine could not load because this browser is offline and has not saved the
 * site yet (no service worker controls the page: a first visit, or service workers are off). */
export async function notSavedAndOffline() {
  if (navigator.serviceWorker && navigator.serviceWorker.controller) return false;
  if (navigator.onLine === false) return true;
  try {
    const signal = typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(10_000) : undefined;
    await fetch(new URL("pyodide-lock.json", INDEX_URL), { method: "HEAD", cache: "no-store", signal });
    return false; // the server answers: the failure is something else
  } catch (_) {
    return true;
  }
}

export const probe = (window.__pokerrules = window.__pokerrules || {
  workers: 0,
  boots: 0,
  status: "idle",
  bootMs: null,
  python: null,
  bootMode: null,
  snapshot: null,
  readyAt: null,
  mounts: 0,
  error: null,
  progress: [],
  modules: [], // the game modules this engine imported for the page's requests, in order
  families: null, // how many game families its Python holds, after the last of them
});

let engine = null;

/** An answer whose error the worker made itself (its `worker` is the detail), in the page's words. */
function fromWorker(answer) {
  const error = answer.ok === false && answer.error;
  if (!error || typeof error.worker !== "string") return answer;
  const message = error.code === "not-ready" ? t("The rules engine is not loaded.")
    : t("The rules engine failed: {error}", { error: error.worker });
  return { ...answer, error: { ...error, message } };
}

export function failure(code, message) {
  return { ok: false, error: { code, message } };
}

/** The module this page names for the game of `req` (see above), or undefined. */
function moduleFor(req) {
  const history = req && typeof req.history === "object" && req.history ? req.history : {};
  const id = typeof req.variant === "string" ? req.variant : history.variant;
  if (typeof id !== "string") return undefined;
  for (const host of document.querySelectorAll("[data-variant][data-module]")) {
    if (host.dataset.variant === id) return host.dataset.module;
  }
  return undefined;
}

/** The game modules this page names (see above). */
function pageModules() {
  return [...new Set([...document.querySelectorAll("[data-variant][data-module]")]
    .map((host) => host.dataset.module).filter(Boolean))];
}

function createEngine() {
  probe.workers += 1;
  probe.status = "loading";
  probe.error = null;
  probe.progress = [];
  probe.modules = [];
  probe.families = null;
  const pending = new Map();
  const listeners = new Set();
  let nextId = 1;
  let worker;
  let settle;
  const ready = new Promise((resolve, reject) => {
    settle = { resolve, reject };
  });
  ready.catch(() => {}); // every user awaits it and shows the failure
  let done = false;
  const progress = (step, text) => {
    eng.progress = { step, steps: BOOT_STEPS, text };
    probe.progress.push(text);
    for (const fn of listeners) fn(eng.progress);
  };
  const fail = (message) => {
    if (done) {
      // The worker died after booting: answer whatever is waiting.
      for (const [, p] of pending) p(failure("engine-failed", message));
      pending.clear();
      return;
    }
    done = true;
    probe.status = "failed";
    probe.error = message;
    clearTimeout(timer);
    if (worker) worker.terminate();
    settle.reject(new Error(message));
  };
  const timer = setTimeout(
    () => fail(t("It did not finish loading within {n} seconds.", { n: BOOT_TIMEOUT_MS / 1000 })),
    BOOT_TIMEOUT_MS,
  );

  // `signal` (an AbortSignal) cancels a long request: Python cannot be interrupted in its
  // worker (that would need cross-origin isolation, which a static host may not give), so the
  // worker is dropped and the next request starts another, which restores a snapshot.
  // `timeoutMs` gives work that can be cancelled (the coach's) longer than REQUEST_TIMEOUT_MS.
  async function request(req, { signal, timeoutMs = REQUEST_TIMEOUT_MS } = {}) {
    await ready;
    const id = nextId++;
    const body = await new Promise((resolve) => {
      const giveUp = (answer) => {
        pending.delete(id);
        resolve(answer);
        // A worker that does not answer is stuck, and every later request would queue
        // behind it: drop it, so the next request boots a new one.
        abandon(eng);
      };
      const deadline = setTimeout(() => giveUp(failure("timeout",
        t("The rules engine did not answer in time, so it was restarted. Try again; the hand is kept."))),
      timeoutMs);
      const cancel = () => {
        clearTimeout(deadline);
        giveUp(failure("cancelled", t("Stopped.")));
      };
      if (signal) {
        if (signal.aborted) return cancel();
        signal.addEventListener("abort", cancel, { once: true });
      }
      pending.set(id, (value) => {
        clearTimeout(deadline);
        if (signal) signal.removeEventListener("abort", cancel);
        resolve(value);
      });
      // The package answers in the page's language (words.js): `lang` on every request.
      worker.postMessage({ type: "request", id, body: JSON.stringify(withLang(req)), module: moduleFor(req) });
    });
    if (typeof body !== "string") return body;
    try {
      const parsed = JSON.parse(body);
      if (parsed && typeof parsed === "object") return fromWorker(parsed);
    } catch (_) {
      /* fall through */
    }
    return failure("bad-response", t("The rules engine sent an answer that could not be read."));
  }

  const told = new Set(); // the modules the worker was told to expect
  const eng = {
    ready,
    request,
    /** Tell the worker which game modules this page will ask for (those not told yet), and the
     * translation layer on a page in another language than English. */
    expectPage() {
      const layer = pageLang() === "en" ? [] : [WORDS_LAYER];
      const modules = [...pageModules(), ...layer].filter((module) => !told.has(module));
      if (!worker || !modules.length) return;
      for (const module of modules) told.add(module);
      worker.postMessage({ type: "expect", modules, lang: pageLang() });
    },
    progress: { step: 0, steps: BOOT_STEPS, text: "starting" }, // its words: the worker's (t() shows them)
    onProgress(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    stop(message) {
      clearTimeout(timer);
      if (worker) worker.terminate();
      for (const [, p] of pending) p(failure("engine-failed", message));
      pending.clear();
    },
  };

  const early = takeEarlyWorker();
  try {
    worker = early ? early.worker : new Worker(WORKER_URL, { type: "module", name: "pokerrules" });
  } catch (err) {
    fail(t("The browser could not start a worker ({error}).", { error: err && err.message ? err.message : err }));
    eng.request = async () => failure("engine-failed", t("The rules engine is not loaded."));
    return eng;
  }
  const onMessage = (event) => {
    const msg = event.data || {};
    if (msg.type === "progress") {
      if (!done) progress(Number(msg.step) || 0, String(msg.text || ""));
    } else if (msg.type === "ready") {
      done = true;
      clearTimeout(timer);
      probe.boots += 1;
      probe.status = "ready";
      probe.bootMs = msg.bootMs;
      probe.python = msg.python;
      probe.bootMode = msg.bootMode || "plain";
      probe.linkMbps = typeof msg.linkMbps === "number" ? msg.linkMbps : null;
      probe.bootPhases = msg.phases || null;
      probe.snapshot = probe.bootMode === "plain" ? "saving" : "used";
      progress(BOOT_STEPS, "ready");
      settle.resolve();
    } else if (msg.type === "loaded") {
      probe.modules.push(String(msg.module));
      probe.families = typeof msg.families === "number" ? msg.families : null;
    } else if (msg.type === "snapshot") {
      probe.snapshot = String(msg.status);
    } else if (msg.type === "boot-error") {
      fail(msg.message || t("Unknown error."));
    } else if (msg.type === "response") {
      const p = pending.get(msg.id);
      if (p) {
        pending.delete(msg.id);
        p(msg.body);
      }
    }
  };
  const handlers = {
    message: onMessage,
    error: (event) => {
      event.preventDefault();
      fail(event.message ? t("The worker stopped: {error}.", { error: event.message }) : t("The worker stopped: its script could not be loaded."));
    },
    messageerror: () => fail(t("The worker sent a message that could not be read.")),
  };
  for (const [kind, handler] of Object.entries(handlers)) worker.addEventListener(kind, handler);
  if (early) {
    // Booting since the head was parsed: what it said so far, in order.
    for (const event of early.release()) handlers[event.type]?.(event);
  } else {
    // ?pr-boot=plain or ?pr-boot=site-snapshot forces a boot (scripts/measure.py times both).
    const force = new URLSearchParams(location.search).get("pr-boot");
    worker.postMessage({ type: "boot", indexURL: INDEX_URL, force });
  }
  // The engine may be asked for before the body is parsed; the page's modules are known after.
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", () => eng.expectPage(), { once: true });
  } else {
    eng.expectPage();
  }
  return eng;
}

// The worker the page's head made and set booting (overrides/partials/pr-engine-early.html),
// taken once: a later engine (after a restart) makes its own. Its boot message is this file's.
function takeEarlyWorker() {
  const early = window.__pokerrulesEarlyWorker;
  window.__pokerrulesEarlyWorker = null;
  return early && early.worker && typeof early.release === "function" ? early : null;
}

function abandon(eng) {
  eng.stop(t("The rules engine was restarted."));
  if (engine === eng) engine = null;
}

const onUse = new Set();

/** `fn` runs each time the engine is asked for, before it is handed out: there, work that
 *  nobody wants any more (its page left) can be dropped first (sim-work.js). */
export function onEngineUse(fn) {
  onUse.add(fn);
}

export function getEngine() {
  for (const fn of onUse) fn();
  if (!engine) engine = createEngine();
  else engine.expectPage();
  return engine;
}

export function retryEngine() {
  if (engine) engine.stop(t("The rules engine was restarted."));
  engine = null;
  return getEngine();
}

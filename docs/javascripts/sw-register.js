// pokerrules offline support: registers the site's service worker (sw.js at the site root,
// written by hooks/offline.py), which saves the whole site so that it works offline after one
// visit. Loaded as an ES module (mkdocs.yml extra_javascript), so it runs once per visit.
//
// It waits first, so as not to compete with the first boot on a slow link: on a page with a
// simulator or a judge box, until the rules engine has loaded (or failed); then until the
// browser is idle. The worker's downloads can then come from the HTTP cache.
//
// For tests, the page exposes `window.__pokerrules_offline`:
//   supported   the browser has service workers
//   registered  sw.js is registered
//   cached      a worker is active, so the whole site is saved
//   controlled  this page was loaded through that worker
//   waiting     a newer build is saved, for the next visit
//   failed      saving a build failed in this visit (it is tried again on a later one)
//   error       why registration failed, if it did

const SITE_ROOT = new URL("../", import.meta.url); // this file is <root>/javascripts/sw-register.js
const WORKER_URL = new URL("sw.js", SITE_ROOT);
// The page's language tree (sitebuild/languages.py): the worker saves that tree and the shared
// runtime. English keeps the plain address.
const PAGE_LANG = document.documentElement.lang || "en";
if (PAGE_LANG !== "en") WORKER_URL.searchParams.set("lang", PAGE_LANG);
const IDLE_TIMEOUT_MS = 5_000;

const status = (window.__pokerrules_offline = window.__pokerrules_offline || {
  supported: "serviceWorker" in navigator,
  registered: false,
  cached: false,
  controlled: Boolean(navigator.serviceWorker && navigator.serviceWorker.controller),
  waiting: false,
  failed: false,
  error: null,
});

const loaded = () => new Promise((resolve) => {
  if (document.readyState === "complete") resolve();
  else window.addEventListener("load", () => resolve(), { once: true });
});

const idle = () => new Promise((resolve) => {
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(resolve, 1_000);
  }
});

async function engineSettled() {
  if (!document.querySelector(".pr-simulator, .pr-judge")) return;
  const { getEngine } = await import("./sim-engine.js");
  try {
    await getEngine().ready;
  } catch (_) {
    /* a failed boot: register all the same (the worker's own fetches will tell) */
  }
}

function watch(registration) {
  const update = () => {
    status.waiting = Boolean(registration.waiting);
    status.cached = status.cached || Boolean(registration.active);
  };
  const follow = (worker) => {
    if (!worker) return;
    let installed = false;
    worker.addEventListener("statechange", () => {
      if (worker.state !== "redundant") installed = true;
      // An install that failed (a file could not be saved as built): tried on a later visit.
      else if (!installed) status.failed = true;
      update();
    });
  };
  update();
  registration.addEventListener("updatefound", () => follow(registration.installing));
  follow(registration.installing);
}

async function register() {
  if (!status.supported) return;
  await loaded();
  await engineSettled();
  await idle();
  try {
    const registration = await navigator.serviceWorker.register(WORKER_URL.href);
    if (!registration) throw new Error("Service workers are blocked."); // as a test browser may do
    status.registered = true;
    watch(registration);
    await navigator.serviceWorker.ready;
    status.cached = true;
  } catch (err) {
    // Offline on a first visit, or service workers are off: the site works as before, and
    // registering is tried again when the browser is back online.
    status.error = err && err.message ? err.message : String(err);
    window.addEventListener("online", () => register(), { once: true });
  }
}

register();

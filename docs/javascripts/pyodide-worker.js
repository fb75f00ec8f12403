// pokerrules rules engine, as a module Web Worker: this module takes the page's messages, starts
// the boot, and answers the requests with pokerrules.api.handle, one at a time.
//
// The worker is in modules, one concern each:
//   pyodide-worker.js   this one: the messages, the boot's first downloads, the requests
//   worker-boot.js      the boot: which snapshot, if any, starting Python, installing the
//                       package (it says how a boot is chosen)
//   worker-snapshot.js  the snapshots: whether the link allows the site's, the one kept in
//                       Cache Storage
//   worker-fetch.js     downloads checked against their sha256
//   worker-files.js     a game's files written after a snapshot restore, and the bundles' fetches
// Only this one is loaded before the boot message comes, and it imports nothing statically (a
// static import adds a round trip before the boot starts fetching: notes/page-speed.md). When
// the boot message comes, it starts the boot's first downloads (the lock, snapshot.json, the
// runtime) and at once imports the others, all together, which come in alongside them.
//
// Protocol (all messages are plain objects):
//   main -> worker  {type: "boot", indexURL, force}     once, right after creation; force:
//                                                       "plain" or "site-snapshot" to
//                                                       choose the boot (for measurements)
//   worker -> main  {type: "progress", step, text}      a boot stage began (step 1 and 2 of 3)
//   worker -> main  {type: "ready", bootMs, python, bootMode, linkMbps, phases}  loaded;
//                                                       bootMode is "plain", "snapshot" (kept
//                                                       by this browser) or "site-snapshot";
//                                                       linkMbps: see wheelMbps; phases:
//                                                       ms at the end of each boot stage
//   worker -> main  {type: "snapshot", status}          after a plain boot: "saved", "failed"
//                                                       or "unsupported"
//   worker -> main  {type: "boot-error", message}       loading failed; the worker is useless
//   main -> worker  {type: "expect", modules, lang}     the family modules the page will ask
//                                                       for (any time): after a snapshot
//                                                       restore their bundles are needed, so
//                                                       they are fetched while Python boots
//   main -> worker  {type: "request", id, body, module} body is the request as a JSON string;
//                                                       module (optional): the family module of
//                                                       its game, as the page names it, imported
//                                                       first with the load op (once; a failed
//                                                       load is the answer). Without it, a game
//                                                       not loaded yet is found by loading all.
//   worker -> main  {type: "loaded", module, families}  the request's module was imported
//                                                       (before its response); families: how
//                                                       many the engine has loaded so far
//   worker -> main  {type: "response", id, body}        body is the response as a JSON string
//
// handle() never raises by contract; if it does anyway, the reply is a contract-shaped
// {"ok": false} with a plain message, and the details go to the console as a warning.

const BOOT_MODULES = ["./worker-boot.js", "./worker-fetch.js", "./worker-snapshot.js", "./worker-files.js"];

let handle = null;
// The package's book of words of each language the page asked in (site/words/<lang>.book.json):
// lang -> the promise of its install (after a restore, the translation layer's bundle is written
// first: worker-boot.js). English needs none.
let install = null;
let bookRoot = null;
const books = new Map();
// lang -> the promise of its book's text, fetched as soon as the page names its language
// ("expect"), so that it comes in while Python boots rather than after; `wanted`: the languages
// named before the boot began (the book's folder is not known until then).
const bookTexts = new Map();
const wanted = new Set();
// A language's code, as the page names it and as a request carries it (its "lang").
const LANG_CHARS = "[A-Za-z-]{2,8}";
const LANG_CODE = new RegExp(`^${LANG_CHARS}$`);
const LANG = new RegExp(`"lang"\\s*:\\s*"(${LANG_CHARS})"`);
let booting = null;
// After a restore: the game files written so far, and how to write more (a GameFiles,
// worker-files.js).
let gameFiles = null;
// The family modules imported so far with the load op (by a request's `module`).
const loadedModules = new Set();
// What this worker wrote and how long its first requests took, for tests and measurements
// (read from the worker by Playwright; the page never uses it): `written` lists each family
// bundle written ("bundle <module>") and "wheel" when the whole wheel was; `requests` the
// milliseconds of the first few requests' steps (fetch and write the files, load, answer);
// `fetched_early` the bundles and books ("book <lang>") asked for before any request needed them.
const trace = (self.__pokerrulesWorker = { written: [], requests: [], fetched_early: [] });
// The family modules the page said it will ask for ("expect"), and, once a snapshot boot knows
// the site's bundles, their fetches (a BundleFetches, worker-files.js), each started then
// rather than at the first request: on a slow link the bundles come in alongside the snapshot
// instead of after it.
const expected = new Set();
let bundleFetches = null;

function fetchEarly(module) {
  if (bundleFetches && bundleFetches.get(module)) trace.fetched_early.push(module);
}

function expect(modules, lang) {
  for (const module of Array.isArray(modules) ? modules : []) {
    if (typeof module !== "string" || expected.has(module)) continue;
    expected.add(module);
    fetchEarly(module);
  }
  if (typeof lang !== "string" || !LANG_CODE.test(lang) || lang === "en") return;
  if (bookRoot) bookEarly(lang);
  else wanted.add(lang);
}

// The text of a language's book (site/words/<lang>.book.json), fetched once.
function bookText(lang) {
  if (!bookTexts.has(lang)) {
    const text = fetch(new URL(`${lang}.book.json`, bookRoot).href)
      .then((reply) => (reply.ok ? reply.text() : Promise.reject(new Error(`HTTP ${reply.status}`))));
    text.catch(() => {}); // awaited by the first request in that language, which reports it
    bookTexts.set(lang, text);
  }
  return bookTexts.get(lang);
}

function bookEarly(lang) {
  if (!bookTexts.has(lang)) trace.fetched_early.push(`book ${lang}`);
  bookText(lang);
}

function errorText(err) {
  if (err && typeof err.message === "string" && err.message) {
    // A Python traceback: keep only its last line for the page.
    const lines = err.message.trim().split("\n");
    return lines[lines.length - 1];
  }
  return String(err);
}

// A small JSON file of this build, revalidated so that it is never older than the page.
async function fetchJSON(url) {
  const response = await fetch(url, { cache: "no-cache" });
  if (!response.ok) throw new Error(`could not fetch ${url} (HTTP ${response.status})`);
  return response.json();
}

// The boot: its first downloads started here, the rest in worker-boot.js.
async function startBoot(indexURL, force) {
  const started = performance.now();
  self.postMessage({ type: "progress", step: 1, text: "downloading and starting Python" });
  bookRoot = new URL("../words/", indexURL);
  for (const lang of wanted) bookEarly(lang);
  // Everything is asked for at once: the lock and snapshot.json, the worker's other modules
  // (the wheel is asked for as soon as the lock and worker-boot.js are in) and the runtime.
  const lock = fetchJSON(new URL("pyodide-lock.json", indexURL).href);
  const site = fetchJSON(new URL("snapshot.json", indexURL).href).catch(() => null);
  const [bootModule, ...imported] = BOOT_MODULES.map((name) => import(name));
  for (const module of imported) module.catch(() => {}); // worker-boot.js imports them too
  const early = { lock, site, runtime: import(new URL("pyodide.mjs", indexURL).href) };
  early.lock.catch(() => {}); // awaited by the boot, which reports the failure
  early.runtime.catch(() => {});
  const { boot } = await bootModule;
  const booted = await boot({
    indexURL, force, early, started,
    onBundles: (fetches) => {
      bundleFetches = fetches;
      for (const module of expected) fetchEarly(module);
    },
    written: (what) => trace.written.push(what),
  });
  ({ handle, gameFiles, install } = booted);
  return booted.info;
}

// A request's language (its "lang"), when it is not English: its book is installed first, once.
// A book that cannot be had leaves the words in English (the engine still answers).
async function wordsFor(body) {
  const found = typeof body === "string" ? LANG.exec(body) : null;
  const lang = found && found[1];
  if (!lang || lang === "en" || !install || !bookRoot) return;
  if (!books.has(lang)) {
    books.set(lang, bookText(lang)
      .then((text) => install(lang, text))
      .catch((err) => console.warn(`[pokerrules] no words for ${lang}`, err)));
  }
  await books.get(lang);
}

// One request's answer: its game's module loaded first, when it names one not loaded yet.
async function answer(msg) {
  const t0 = performance.now();
  await wordsFor(msg.body);
  const module = typeof msg.module === "string" ? msg.module : null;
  if (gameFiles) {
    // Without a module, the request may need any game: every game's files are written.
    if (module && !loadedModules.has(module)) await gameFiles.family(module);
    else if (!module) await gameFiles.all();
  }
  const t1 = performance.now();
  if (module && !loadedModules.has(module)) {
    const loaded = handle(JSON.stringify({ op: "load", module }));
    const reply = JSON.parse(loaded);
    if (!reply.ok) return loaded;
    loadedModules.add(module);
    self.postMessage({ type: "loaded", module, families: reply.families });
  }
  const t2 = performance.now();
  const body = handle(msg.body);
  if (trace.requests.length < 8) {
    const ms = (a, b) => Math.round(b - a);
    trace.requests.push({ module, files_ms: ms(t0, t1), load_ms: ms(t1, t2),
      answer_ms: ms(t2, performance.now()), at_ms: Math.round(t0) });
  }
  return body;
}

// Requests are answered one at a time, in the order they came, even while one waits for files.
let queue = Promise.resolve();

self.addEventListener("message", async (event) => {
  const msg = event.data || {};
  if (msg.type === "boot") {
    if (booting) return;
    booting = startBoot(msg.indexURL, msg.force).then(
      (info) => self.postMessage({ type: "ready", ...info }),
      (err) => {
        console.warn("[pokerrules] boot failed", err);
        self.postMessage({ type: "boot-error", message: errorText(err) });
      },
    );
    return;
  }
  if (msg.type === "expect") {
    expect(msg.modules, msg.lang);
    return;
  }
  if (msg.type === "request") {
    queue = queue.then(async () => {
      let body;
      if (!handle) {
        body = JSON.stringify({
          ok: false,
          error: { code: "not-ready", message: "The rules engine is not loaded.", worker: "" },
        });
      } else {
        try {
          body = await answer(msg);
        } catch (err) {
          console.warn("[pokerrules] handle raised", err);
          body = JSON.stringify({
            ok: false,
            // The page says it in its own language (sim-engine.js, `fromWorker`).
            error: { code: "internal-error", message: `The rules engine failed: ${errorText(err)}`, worker: errorText(err) },
          });
        }
      }
      self.postMessage({ type: "response", id: msg.id, body });
    });
  }
});

// pokerrules rules engine, as a module Web Worker.
//
// Boots Pyodide once from the site's own /pyodide/ folder (the runtime, the site's
// pyodide-lock.json and the pokerrules wheel, all copied there by hooks/pyodide_runtime.py),
// installs the package from its wheel and answers requests with pokerrules.api.handle.
//
// Booting fast. Starting Python from nothing takes seconds; restoring a memory snapshot of a
// booted interpreter (the package imported) takes a fraction of that. There are two:
//  - the site's own, made at build time (scripts/make_snapshot.mjs, named by snapshot.json),
//    used on a first visit when the link looks fast enough for its extra bytes (4.7 MB with
//    brotli: below about 15 Mbit/s a plain boot is ready sooner, see linkAllowsSnapshot);
//  - the one kept in Cache Storage (SNAPSHOT_CACHE), keyed by the wheel's sha256, for later
//    visits: the site's as it came, or one this browser made itself after a plain boot.
// Either holds what every page needs and no game (pokerrules.api.preload: the snapshot does not
// grow with the catalogue), and is used only with the wheel it was made from; the random
// generator is reseeded, since its state was frozen in the snapshot. A snapshot holds memory,
// not files, and a page's game is imported on top from files: before the first request for a
// family, the worker writes that family's files alone, from its bundle (snapshot.json lists one
// per family: the family's sources and their bytecode compiled by this Pyodide at build time,
// scripts/make_snapshot.mjs), so that a page reads and compiles nothing of the other games
// (see GameFiles in worker-files.js); the page names its families as soon as it is parsed
// ("expect"), so their bundles come in while Python boots. The whole wheel's files are written
// only when a request names no family (any game may then be needed) or the site's list of
// bundles cannot be used. Every snapshot is checked against its sha256 before it is used, as
// the wheel is: the site's against snapshot.json, a kept one against the sha256 stored with it
// (SNAPSHOT_SHA256_HEADER, written when it was kept). A snapshot that does not match, or fails
// to load (Pyodide checks the runtime's build id), falls back to a plain boot, and a kept one
// is then deleted; the page never fails for it. Snapshots
// are a private Pyodide feature (`_makeSnapshot`, `_loadSnapshot`). The package is installed
// from its wheel with unpackArchive rather than loadPackage, after checking the wheel's sha256
// against the lock, because loadPackage before making a snapshot makes it unusable.
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
//   main -> worker  {type: "expect", modules}           the family modules the page will ask
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

const PACKAGE = "pokerrules";
const SNAPSHOT_CACHE = "pokerrules-snapshot-v1";
// The sha256 of a kept snapshot's bytes, stored as a header of its Cache Storage entry.
const SNAPSHOT_SHA256_HEADER = "X-Pokerrules-Sha256";

let handle = null;
let booting = null;
// After a restore: the game files written so far, and how to write more (a GameFiles,
// worker-files.js).
let gameFiles = null;
// The family modules imported so far with the load op (by a request's `module`).
const loadedModules = new Set();
// What this worker wrote and how long its first requests took, for tests and measurements
// (read from the worker by Playwright; the page never uses it): `written` lists each family
// bundle written ("bundle <module>") and "wheel" when the whole wheel was; `requests` the
// milliseconds of the first few requests' steps (fetch and write the files, load, answer).
const trace = (self.__pokerrulesWorker = { written: [], requests: [], fetched_early: [] });
// The family modules the page said it will ask for ("expect"), and, once a snapshot boot knows
// the site's bundles ({bundles, indexURL}), each expected bundle's fetch (module -> promise of
// its checked bytes), started then rather than at the first request: on a slow link the
// bundles come in alongside the snapshot instead of after it.
const expected = new Set();
let bundleSource = null;
const bundleFetches = new Map();

function bundleBytes(module) {
  if (!bundleSource || !Object.hasOwn(bundleSource.bundles, module)) return null;
  if (!bundleFetches.has(module)) {
    const bundle = bundleSource.bundles[module];
    const bytes = fetchChecked(new URL(bundle.file, bundleSource.indexURL).href, bundle.sha256,
      "snapshot.json", { again: false });
    bytes.catch(() => {}); // awaited by GameFiles, which falls back to the wheel
    bundleFetches.set(module, bytes);
  }
  return bundleFetches.get(module);
}

function expect(modules) {
  for (const module of Array.isArray(modules) ? modules : []) {
    if (typeof module !== "string" || expected.has(module)) continue;
    expected.add(module);
    if (bundleBytes(module)) trace.fetched_early.push(module);
  }
}

function errorText(err) {
  if (err && typeof err.message === "string" && err.message) {
    // A Python traceback: keep only its last line for the page.
    const lines = err.message.trim().split("\n");
    return lines[lines.length - 1];
  }
  return String(err);
}

// Pyodide 314 does not always reject when loading fails; it logs and then never settles:
//  - a failed WebAssembly instantiation (e.g. pyodide.asm.wasm answering 404) is reported
//    only as console.warn("wasm instantiation failed!") followed by the error;
//  - a missing python_stdlib.zip is reported with console.error and loadPyodide hangs.
// So while booting, watch those channels and fail at once instead of waiting for the page's
// boot timeout. A clean boot logs no warnings or errors, so nothing healthy is caught.
function watchBoot() {
  const { warn, error } = console;
  let fail;
  const failed = new Promise((_, reject) => {
    fail = reject;
  });
  failed.catch(() => {}); // handled by whoever races it; never an unhandled rejection
  let pending = false;
  const lines = [];
  const report = (text) => {
    lines.push(text);
    // Lines logged in the same synchronous stretch join the message; then fail. (Not a
    // timer: Pyodide may keep the worker busy for seconds after logging.)
    if (!pending) {
      pending = true;
      queueMicrotask(() => fail(new Error(lines.join(" "))));
    }
  };
  let wasmFailed = false;
  console.warn = (...args) => {
    warn.apply(console, args);
    const text = args.map(String).join(" ");
    if (text.includes("wasm instantiation failed")) wasmFailed = true;
    else if (wasmFailed) report(`could not load pyodide.asm.wasm (${text})`);
  };
  console.error = (...args) => {
    error.apply(console, args);
    report(args.map(String).join(" ").split("\n")[0]);
  };
  return {
    failed,
    restore: () => {
      console.warn = warn;
      console.error = error;
    },
  };
}

function hex(buffer) {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
}

// Whether this browser can compute a sha256 here (crypto.subtle exists only in a secure
// context: https, or a page on this machine). Where it cannot, nothing is checked, neither
// the wheel nor a snapshot, as loadPackage does not check either.
function canCheck() {
  return !!(self.crypto && crypto.subtle);
}

async function sha256Of(bytes) {
  return hex(await crypto.subtle.digest("SHA-256", bytes));
}

// A file's bytes, checked against the sha256 it should have (the wheel's from the lock, as
// loadPackage would; the site snapshot's from snapshot.json). For the wheel, a mismatch may be
// an older copy in the HTTP cache (it keeps its name from build to build), so it is fetched
// once more from the server before giving up (`again`). The snapshot's name holds its own
// sha256, so an old copy cannot stand in for it: it is not fetched twice, and a mismatch goes
// straight to a plain boot. `source` names where the sha256 came from, for the error.
async function fetchChecked(url, sha256, source, { again = true } = {}) {
  for (const cache of again ? ["default", "reload"] : ["default"]) {
    const response = await fetch(url, { cache });
    if (!response.ok) throw new Error(`could not fetch ${url} (HTTP ${response.status})`);
    const bytes = await response.arrayBuffer();
    if (!(canCheck() && sha256)) return new Uint8Array(bytes);
    if ((await sha256Of(bytes)) === sha256) return new Uint8Array(bytes);
  }
  throw new Error(`${url} does not match the sha256 in ${source}`);
}

// A kept snapshot's bytes, checked against the sha256 stored with it. One without a sha256
// (kept by an older version of this worker) is refused as well, since nothing vouches for it.
async function keptBytes(kept) {
  const bytes = await kept.arrayBuffer();
  if (!canCheck()) return bytes;
  const expected = kept.headers.get(SNAPSHOT_SHA256_HEADER);
  if (!expected) throw new Error("the kept snapshot carries no sha256");
  if ((await sha256Of(bytes)) !== expected) throw new Error("the kept snapshot does not match its sha256");
  return bytes;
}

// Cache Storage, or null where the browser does not offer it here.
async function snapshotCache() {
  try {
    return self.caches ? await caches.open(SNAPSHOT_CACHE) : null;
  } catch (_) {
    return null;
  }
}

async function startPython(options) {
  const watch = watchBoot();
  try {
    return await Promise.race([
      loadPyodideFn({
        ...options,
        stdout: (line) => console.log(`[pokerrules] ${line}`),
        stderr: (line) => console.warn(`[pokerrules] ${line}`),
      }),
      watch.failed,
    ]);
  } finally {
    watch.restore();
  }
}

let loadPyodideFn = null;

// Whether the reader's link looks fast enough for the site's snapshot. The snapshot adds
// about 4.7 MB and saves about 2 s of work. Measured here (localhost, Chromium's throttling at
// 40 ms), the snapshot was ready sooner at 20 Mbit/s (5.9-6.1 s against 6.5-6.6) and later at
// 10 Mbit/s (8.6-8.9 against 7.5-7.8) and 5 Mbit/s. What tells a slow link: how fast the
// wheel came in (wheelMbps), which reads about half the link's speed (a 140 kB file is still
// in TCP's slow start): 4-4.4 at 5 Mbit/s, 6 at 10, 8-15 at 20, hundreds on localhost. And the
// browser's word that the reader saves data or is on a slow network (Network Information API,
// where it exists; its bandwidth figure is not used, since a new profile reports a guess).
const SNAPSHOT_MIN_MBPS = 7;

function linkAllowsSnapshot(linkMbps) {
  const link = self.navigator && navigator.connection;
  if (link && link.saveData) return false;
  if (link && ["slow-2g", "2g", "3g"].includes(link.effectiveType)) return false;
  return !(typeof linkMbps === "number" && linkMbps < SNAPSHOT_MIN_MBPS);
}

// Mbit/s at which the wheel (about 140 kB, never compressed) came in, from this worker's
// Resource Timing: its bytes over the time its body took. null when it came from a cache.
function wheelMbps(url) {
  const entries = performance.getEntriesByName(url);
  const entry = entries[entries.length - 1];
  if (!entry || !(entry.transferSize > 0) || !(entry.encodedBodySize > 50_000)) return null;
  const ms = entry.responseEnd - entry.responseStart;
  return ms > 0 ? (entry.encodedBodySize * 8) / (ms * 1000) : null;
}

// A small JSON file of this build, revalidated so that it is never older than the page.
async function fetchJSON(url) {
  const response = await fetch(url, { cache: "no-cache" });
  if (!response.ok) throw new Error(`could not fetch ${url} (HTTP ${response.status})`);
  return response.json();
}

async function boot(indexURL, force) {
  const started = performance.now();
  const phases = {}; // ms since the boot began, at the end of each stage (for measurements)
  const mark = (name) => { phases[name] = Math.round(performance.now() - started); };
  self.postMessage({ type: "progress", step: 1, text: "downloading and starting Python" });
  // Needed only after a snapshot restore, and fetched meanwhile (worker-files.js).
  const gameFilesModule = import("./worker-files.js");
  gameFilesModule.catch(() => {});
  // Everything is asked for at once: the runtime, the lock, the wheel and a snapshot.
  const lockPromise = fetchJSON(new URL("pyodide-lock.json", indexURL).href);
  const sitePromise = fetchJSON(new URL("snapshot.json", indexURL).href).catch(() => null);
  const wheelPromise = lockPromise.then((lock) => {
    const entry = lock.packages && lock.packages[PACKAGE];
    if (!entry) throw new Error(`pyodide-lock.json does not list ${PACKAGE}`);
    const url = new URL(entry.file_name, indexURL).href;
    return { entry, url, bytes: fetchChecked(url, entry.sha256, "pyodide-lock.json") };
  });
  wheelPromise.catch(() => {});
  const pyodideModule = import(new URL("pyodide.mjs", indexURL).href);
  const cache = await snapshotCache();
  const { entry, url: wheelURL, bytes: wheelBytes } = await wheelPromise;
  wheelBytes.catch(() => {}); // awaited by whoever needs the wheel, which reports the failure
  const keptKey = new URL(`snapshot/${entry.sha256}.bin`, indexURL).href;
  const kept = cache ? await cache.match(keptKey) : undefined;
  const site = await sitePromise;
  mark("lock");
  const common = { indexURL, lockFileContents: lockPromise, packageBaseUrl: indexURL };

  let snapshot = null;
  let bootMode = "plain";
  const siteUsable = site && site.wheel_sha256 === entry.sha256 && typeof site.file === "string" &&
    typeof site.sha256 === "string";
  let linkMbps = null;
  if (siteUsable && !kept && !force) {
    await wheelBytes;
    linkMbps = wheelMbps(wheelURL);
  }
  // The snapshot's bytes come checked: a promise that rejects when they do not match their
  // sha256, which Pyodide awaits before it starts anything, so a mismatch fails the restore
  // below as cleanly as a missing file, and the boot goes on plainly.
  if (kept && !force) {
    snapshot = keptBytes(kept);
    bootMode = "snapshot";
  } else if (siteUsable && (force ? force === "site-snapshot" : linkAllowsSnapshot(linkMbps))) {
    snapshot = fetchChecked(new URL(site.file, indexURL).href, site.sha256, "snapshot.json",
      { again: false });
    bootMode = "site-snapshot";
  }
  if (snapshot) snapshot.then(() => mark("snapshot"), () => {});
  // No usable list of bundles (snapshot.json missing, or of another wheel): every game's
  // files come from the wheel.
  const bundles = site && site.wheel_sha256 === entry.sha256 && site.families &&
    typeof site.families === "object" ? site.families : null;
  if (snapshot && bundles) {
    bundleSource = { bundles, indexURL };
    for (const module of expected) if (bundleBytes(module)) trace.fetched_early.push(module);
  }
  mark("chosen");
  ({ loadPyodide: loadPyodideFn } = await pyodideModule);
  mark("runtime");
  let pyodide = null;
  if (snapshot) {
    try {
      pyodide = await startPython({ ...common, _loadSnapshot: snapshot });
    } catch (err) {
      console.warn(`[pokerrules] the ${bootMode} could not be used; booting plainly`, err);
      if (bootMode === "snapshot") await cache.delete(keptKey).catch(() => false);
      snapshot = null;
      bootMode = "plain";
    }
  }
  if (!pyodide) pyodide = await startPython({ ...common, _makeSnapshot: !!cache });
  mark("python");
  self.postMessage({ type: "progress", step: 2, text: "loading the rules package" });
  if (bootMode === "plain") {
    pyodide.unpackArchive(await wheelBytes, "wheel");
  } else {
    // A snapshot holds what every page needs, so files are needed only by the page's game,
    // imported on top: they are written when the first request for it comes, not before.
    pyodide.runPython("import random; random.seed()");
    const { GameFiles } = await gameFilesModule;
    gameFiles = new GameFiles(pyodide, bundles, () => wheelBytes, {
      fetchBundle: (module) => bundleBytes(module),
      written: (what) => trace.written.push(what),
    });
  }
  mark("wheel");
  const api = pyodide.pyimport("pokerrules.api");
  handle = api.handle;
  const python = pyodide.runPython("import sys; sys.version.split()[0]");
  mark("package");
  if (bootMode === "plain") {
    // After the page has its answer to the first requests, so that nobody waits for it.
    setTimeout(() => keepSnapshot(pyodide, cache, keptKey), 0);
  } else if (bootMode === "site-snapshot" && cache) {
    // Kept as it is for later visits: read from Cache Storage it comes in quicker than
    // from the HTTP cache, where it has to be decompressed again (and may have expired).
    snapshot.then((bytes) => keep(cache, keptKey, bytes, site.sha256)).catch(() => {});
  }
  return { bootMs: Math.round(performance.now() - started), python, bootMode, linkMbps, phases };
}

// One snapshot in the cache at a time: the one for this wheel, with its sha256 (computed here
// when not given), which keptBytes checks before the next visit uses it.
async function keep(cache, key, bytes, sha256) {
  const headers = { "Content-Type": "application/octet-stream" };
  if (canCheck()) headers[SNAPSHOT_SHA256_HEADER] = sha256 || (await sha256Of(bytes));
  for (const old of await cache.keys()) await cache.delete(old);
  await cache.put(key, new Response(bytes, { headers }));
}

async function keepSnapshot(pyodide, cache, key) {
  if (!cache) {
    self.postMessage({ type: "snapshot", status: "unsupported" });
    return;
  }
  try {
    // What every page needs, as in the site's snapshot (and whatever game this page loaded).
    pyodide.runPython("from pokerrules.api.preload import import_core, import_stdlib; import_core(); import_stdlib()");
    await keep(cache, key, pyodide.makeMemorySnapshot());
    self.postMessage({ type: "snapshot", status: "saved" });
  } catch (err) {
    console.warn("[pokerrules] could not keep a snapshot for the next visit", err);
    self.postMessage({ type: "snapshot", status: "failed" });
  }
}

// One request's answer: its game's module loaded first, when it names one not loaded yet.
async function answer(msg) {
  const t0 = performance.now();
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
    booting = boot(msg.indexURL, msg.force).then(
      (info) => self.postMessage({ type: "ready", ...info }),
      (err) => {
        console.warn("[pokerrules] boot failed", err);
        self.postMessage({ type: "boot-error", message: errorText(err) });
      },
    );
    return;
  }
  if (msg.type === "expect") {
    expect(msg.modules);
    return;
  }
  if (msg.type === "request") {
    queue = queue.then(async () => {
      let body;
      if (!handle) {
        body = JSON.stringify({
          ok: false,
          error: { code: "not-ready", message: "The rules engine is not loaded." },
        });
      } else {
        try {
          body = await answer(msg);
        } catch (err) {
          console.warn("[pokerrules] handle raised", err);
          body = JSON.stringify({
            ok: false,
            error: { code: "internal-error", message: `The rules engine failed: ${errorText(err)}` },
          });
        }
      }
      self.postMessage({ type: "response", id: msg.id, body });
    });
  }
});

// pokerrules rules engine: the worker's boot. Boots Pyodide once from the site's own /pyodide/
// folder (the runtime, the site's pyodide-lock.json and the pokerrules wheel, all copied there by
// hooks/pyodide_runtime.py) and installs the package from its wheel. The worker
// (pyodide-worker.js) imports this module when the boot message comes, having started the
// boot's first downloads itself.
//
// Booting fast. Starting Python from nothing takes seconds; restoring a memory snapshot of a
// booted interpreter (the package imported) takes a fraction of that. There are two:
//  - the site's own, made at build time (scripts/make_snapshot.mjs, named by snapshot.json),
//    used on a first visit when the link looks fast enough for its extra bytes (4.7 MB with
//    brotli: below about 15 Mbit/s a plain boot is ready sooner, see linkAllowsSnapshot in
//    worker-snapshot.js);
//  - the one kept in Cache Storage (worker-snapshot.js), keyed by the wheel's sha256, for later
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
// (written when it was kept). A snapshot that does not match, or fails to load (Pyodide checks
// the runtime's build id), falls back to a plain boot, and a kept one is then deleted; the page
// never fails for it. Snapshots are a private Pyodide feature (`_makeSnapshot`,
// `_loadSnapshot`). The package is installed from its wheel with unpackArchive rather than
// loadPackage, after checking the wheel's sha256 against the lock, because loadPackage before
// making a snapshot makes it unusable.

import { fetchChecked } from "./worker-fetch.js";
import { BundleFetches, GameFiles } from "./worker-files.js";
import { keep, keepSnapshot, keptBytes, linkAllowsSnapshot, snapshotCache, wheelMbps } from "./worker-snapshot.js";

const PACKAGE = "pokerrules";
// The translation layer's package (pokerrules.api.preload.WORDS).
const WORDS = "pokerrules.words";

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

async function startPython(loadPyodide, options) {
  const watch = watchBoot();
  try {
    return await Promise.race([
      loadPyodide({
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

// The site's bundles by module: the families', and the translation layer's when snapshot.json
// lists it ({module, file, sha256, files}).
function withLayer(families, words) {
  const layer = words && typeof words === "object" && typeof words.module === "string" ? words : null;
  return layer ? { ...families, [layer.module]: layer } : families;
}

/**
 * Boot Python and install the package. `early` holds the downloads the worker started when the
 * boot message came ({lock, site, runtime}: the promises of pyodide-lock.json, of snapshot.json
 * or null, and of the pyodide.mjs module), `started` when that was (performance.now()).
 * `onBundles(fetches)` is given the site's game bundles (a BundleFetches) as soon as a snapshot
 * boot knows them, so that the page's expected ones are fetched while Python boots; `written`
 * is told each game's files written (GameFiles). Resolves to {info, handle, gameFiles}: the
 * ready message's fields, pokerrules.api.handle, and after a snapshot restore its GameFiles
 * (else null).
 */
export async function boot({ indexURL, force, early, started, onBundles, written }) {
  const phases = {}; // ms since the boot began, at the end of each stage (for measurements)
  const mark = (name) => { phases[name] = Math.round(performance.now() - started); };
  const { lock: lockPromise, site: sitePromise, runtime: pyodideModule } = early;
  const wheelPromise = lockPromise.then((lock) => {
    const entry = lock.packages && lock.packages[PACKAGE];
    if (!entry) throw new Error(`pyodide-lock.json does not list ${PACKAGE}`);
    const url = new URL(entry.file_name, indexURL).href;
    return { entry, url, bytes: fetchChecked(url, entry.sha256, "pyodide-lock.json") };
  });
  wheelPromise.catch(() => {});
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
  // The translation layer's bundle is listed beside the families', under its module's name.
  const bundles = site && site.wheel_sha256 === entry.sha256 && site.families &&
    typeof site.families === "object" ? withLayer(site.families, site.words) : null;
  const bundleFetches = snapshot && bundles ? new BundleFetches(bundles, indexURL) : null;
  if (bundleFetches) onBundles(bundleFetches);
  mark("chosen");
  const { loadPyodide } = await pyodideModule;
  mark("runtime");
  let pyodide = null;
  if (snapshot) {
    try {
      pyodide = await startPython(loadPyodide, { ...common, _loadSnapshot: snapshot });
    } catch (err) {
      console.warn(`[pokerrules] the ${bootMode} could not be used; booting plainly`, err);
      if (bootMode === "snapshot") await cache.delete(keptKey).catch(() => false);
      snapshot = null;
      bootMode = "plain";
    }
  }
  if (!pyodide) pyodide = await startPython(loadPyodide, { ...common, _makeSnapshot: !!cache });
  mark("python");
  self.postMessage({ type: "progress", step: 2, text: "loading the rules package" });
  let gameFiles = null;
  if (bootMode === "plain") {
    pyodide.unpackArchive(await wheelBytes, "wheel");
  } else {
    // A snapshot holds what every page needs, so files are needed only by the page's game,
    // imported on top: they are written when the first request for it comes, not before.
    pyodide.runPython("import random; random.seed()");
    gameFiles = new GameFiles(pyodide, bundles, () => wheelBytes, {
      fetchBundle: (module) => (bundleFetches ? bundleFetches.get(module) : null),
      written,
    });
  }
  mark("wheel");
  const api = pyodide.pyimport("pokerrules.api");
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
  const info = { bootMs: Math.round(performance.now() - started), python, bootMode, linkMbps, phases };
  // A language's book of words (site/words/<lang>.book.json), given to the package once. After a
  // snapshot restore the translation layer's files are written first (the snapshot holds only
  // its list of languages; an English page never needs the rest).
  const install = async (lang, text) => {
    if (gameFiles) await gameFiles.family(WORDS);
    return pyodide.pyimport("pokerrules.words.books").install(lang, text);
  };
  return { info, handle: api.handle, gameFiles, install };
}

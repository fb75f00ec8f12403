// pokerrules rules engine, as a module Web Worker.
//
// Boots Pyodide once from the site's own /pyodide/ folder (the runtime, the site's
// pyodide-lock.json and the pokerrules wheel, all copied there by hooks/pyodide_runtime.py),
// installs the package from its wheel and answers requests with pokerrules.api.handle.
//
// Booting fast on a later visit: after the first plain boot, the worker takes a memory
// snapshot of the booted interpreter (the package imported) and keeps it in Cache Storage
// (SNAPSHOT_CACHE), keyed by the wheel's sha256. A later visit restores that snapshot instead
// of starting Python from nothing. A snapshot holds memory only, not files, so the wheel is
// unpacked again after a restore (for modules imported later); the random generator is
// reseeded, since its state was frozen in the snapshot. A snapshot that fails to load (for
// instance from another build of the runtime: Pyodide checks its build id) is deleted and
// the boot falls back to a plain one. Snapshots are a private Pyodide feature
// (`_makeSnapshot`, `_loadSnapshot`); where Cache Storage is missing (a page not served from
// a secure origin), every boot is plain. The package is installed from its wheel with
// unpackArchive rather than loadPackage, after checking the wheel's sha256 against the lock,
// because loadPackage before a snapshot makes the snapshot unusable.
//
// Protocol (all messages are plain objects):
//   main -> worker  {type: "boot", indexURL}           once, right after creation
//   worker -> main  {type: "progress", step, text}      a boot stage began (step 1 and 2 of 3)
//   worker -> main  {type: "ready", bootMs, python, bootMode}  loaded (step 3); bootMode is
//                                                       "plain" or "snapshot"
//   worker -> main  {type: "snapshot", status}          after a plain boot: "saved", "failed"
//                                                       or "unsupported"
//   worker -> main  {type: "boot-error", message}       loading failed; the worker is useless
//   main -> worker  {type: "request", id, body}         body is the request as a JSON string
//   worker -> main  {type: "response", id, body}        body is the response as a JSON string
//
// handle() never raises by contract; if it does anyway, the reply is a contract-shaped
// {"ok": false} with a plain message, and the details go to the console as a warning.

const PACKAGE = "pokerrules";
const SNAPSHOT_CACHE = "pokerrules-snapshot-v1";

let handle = null;
let booting = null;

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

// The wheel's bytes, checked against the sha256 the lock gives (as loadPackage would).
async function fetchWheel(url, sha256) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`could not fetch ${url} (HTTP ${response.status})`);
  const bytes = await response.arrayBuffer();
  if (self.crypto && crypto.subtle && sha256) {
    const actual = hex(await crypto.subtle.digest("SHA-256", bytes));
    if (actual !== sha256) throw new Error(`${url} does not match the sha256 in pyodide-lock.json`);
  }
  return new Uint8Array(bytes);
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

async function boot(indexURL) {
  const started = performance.now();
  self.postMessage({ type: "progress", step: 1, text: "downloading and starting Python" });
  const lockURL = new URL("pyodide-lock.json", indexURL).href;
  const lockPromise = fetch(lockURL).then((r) => {
    if (!r.ok) throw new Error(`could not fetch pyodide-lock.json (HTTP ${r.status})`);
    return r.json();
  });
  // Everything is asked for at once: the runtime, the lock, the wheel and a kept snapshot.
  const wheelPromise = lockPromise.then((lock) => {
    const entry = lock.packages && lock.packages[PACKAGE];
    if (!entry) throw new Error(`pyodide-lock.json does not list ${PACKAGE}`);
    return { entry, bytes: fetchWheel(new URL(entry.file_name, indexURL).href, entry.sha256) };
  });
  wheelPromise.catch(() => {});
  const cachePromise = snapshotCache();
  ({ loadPyodide: loadPyodideFn } = await import(new URL("pyodide.mjs", indexURL).href));
  const { entry } = await wheelPromise;
  const cache = await cachePromise;
  const snapshotKey = new URL(`snapshot/${entry.sha256}.bin`, indexURL).href;
  const kept = cache ? await cache.match(snapshotKey) : undefined;
  const common = { indexURL, lockFileContents: lockPromise, packageBaseUrl: indexURL };

  let pyodide = null;
  let bootMode = "plain";
  if (kept) {
    try {
      pyodide = await startPython({ ...common, _loadSnapshot: kept.arrayBuffer() });
      bootMode = "snapshot";
    } catch (err) {
      console.warn("[pokerrules] the kept snapshot could not be used; booting plainly", err);
      await cache.delete(snapshotKey);
    }
  }
  if (!pyodide) pyodide = await startPython({ ...common, _makeSnapshot: !!cache });
  self.postMessage({ type: "progress", step: 2, text: "loading the rules package" });
  pyodide.unpackArchive(await (await wheelPromise).bytes, "wheel");
  if (bootMode === "snapshot") pyodide.runPython("import random; random.seed()");
  const api = pyodide.pyimport("pokerrules.api");
  handle = api.handle;
  const python = pyodide.runPython("import sys; sys.version.split()[0]");
  if (bootMode === "plain") {
    // After the page has its answer to the first requests, so that nobody waits for it.
    setTimeout(() => keepSnapshot(pyodide, cache, snapshotKey), 0);
  }
  return { bootMs: Math.round(performance.now() - started), python, bootMode };
}

async function keepSnapshot(pyodide, cache, key) {
  if (!cache) {
    self.postMessage({ type: "snapshot", status: "unsupported" });
    return;
  }
  try {
    const snapshot = pyodide.makeMemorySnapshot();
    for (const old of await cache.keys()) await cache.delete(old);
    await cache.put(key, new Response(snapshot, { headers: { "Content-Type": "application/octet-stream" } }));
    self.postMessage({ type: "snapshot", status: "saved" });
  } catch (err) {
    console.warn("[pokerrules] could not keep a snapshot for the next visit", err);
    self.postMessage({ type: "snapshot", status: "failed" });
  }
}

self.addEventListener("message", async (event) => {
  const msg = event.data || {};
  if (msg.type === "boot") {
    if (booting) return;
    booting = boot(msg.indexURL).then(
      (info) => self.postMessage({ type: "ready", ...info }),
      (err) => {
        console.warn("[pokerrules] boot failed", err);
        self.postMessage({ type: "boot-error", message: errorText(err) });
      },
    );
    return;
  }
  if (msg.type === "request") {
    let body;
    if (!handle) {
      body = JSON.stringify({
        ok: false,
        error: { code: "not-ready", message: "The rules engine is not loaded." },
      });
    } else {
      try {
        body = handle(msg.body);
      } catch (err) {
        console.warn("[pokerrules] handle raised", err);
        body = JSON.stringify({
          ok: false,
          error: { code: "internal", message: `The rules engine failed: ${errorText(err)}` },
        });
      }
    }
    self.postMessage({ type: "response", id: msg.id, body });
  }
});

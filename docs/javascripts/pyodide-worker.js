// pokerrules rules engine, as a module Web Worker.
//
// Boots Pyodide once from the site's own /pyodide/ folder (the runtime, the site's
// pyodide-lock.json and the pokerrules wheel, all copied there by hooks/pyodide_runtime.py),
// loads the package by name and answers requests with pokerrules.api.handle.
//
// Protocol (all messages are plain objects):
//   main -> worker  {type: "boot", indexURL}           once, right after creation
//   worker -> main  {type: "progress", step, text}      a boot stage began (step 1 and 2 of 3)
//   worker -> main  {type: "ready", bootMs, python}     Pyodide and the package are loaded (step 3)
//   worker -> main  {type: "boot-error", message}       loading failed; the worker is useless
//   main -> worker  {type: "request", id, body}         body is the request as a JSON string
//   worker -> main  {type: "response", id, body}        body is the response as a JSON string
//
// handle() never raises by contract; if it does anyway, the reply is a contract-shaped
// {"ok": false} with a plain message, and the details go to the console as a warning.

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
//  - a missing python_stdlib.zip is reported with console.error and loadPyodide hangs;
//  - a wheel that cannot be fetched (or fails its sha256 check) reaches errorCallback, and
//    loadPackage may never resolve.
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
    packageError: (msg) => report(msg),
    restore: () => {
      console.warn = warn;
      console.error = error;
    },
  };
}

async function boot(indexURL) {
  const started = performance.now();
  self.postMessage({ type: "progress", step: 1, text: "downloading and starting Python" });
  const { loadPyodide } = await import(new URL("pyodide.mjs", indexURL).href);
  const watch = watchBoot();
  let pyodide;
  try {
    pyodide = await Promise.race([
      loadPyodide({
        indexURL,
        lockFileURL: new URL("pyodide-lock.json", indexURL).href,
        stdout: (line) => console.log(`[pokerrules] ${line}`),
        stderr: (line) => console.warn(`[pokerrules] ${line}`),
      }),
      watch.failed,
    ]);
    self.postMessage({ type: "progress", step: 2, text: "loading the rules package" });
    // loadPackage resolves (or hangs) even when a package fails; errors only reach
    // errorCallback, so treat any report there as a failure.
    await Promise.race([
      pyodide.loadPackage("pokerrules", { messageCallback: () => {}, errorCallback: watch.packageError }),
      watch.failed,
    ]);
  } finally {
    watch.restore();
  }
  const api = pyodide.pyimport("pokerrules.api");
  handle = api.handle;
  const python = pyodide.runPython("import sys; sys.version.split()[0]");
  return { bootMs: Math.round(performance.now() - started), python };
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

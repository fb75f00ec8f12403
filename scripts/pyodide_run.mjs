#!/usr/bin/env node
// Run Python code in real Pyodide under Node, with a wheel installed.
//
//   node scripts/pyodide_run.mjs --wheel dist/pyodide/pokerrules-0.1.0-py3-none-any.whl \
//        --code "import pokerrules; print(pokerrules.__name__)"
//   node scripts/pyodide_run.mjs --lock dist/pyodide --package pokerrules --file bench.py
//
// Options:
//   --wheel PATH      install this wheel (repeatable)
//   --lock DIR        use DIR/pyodide-lock.json as the lock file (as the site does), and
//                     DIR/python_stdlib.zip as the standard library when DIR has one
//                     (the site's trimmed one, scripts/trim_stdlib.py) ...
//   --package NAME    ... and load NAME from it by name (repeatable; needs --lock)
//   --stdlib PATH     this python_stdlib.zip instead (default: the runtime's own, whole)
//   --code SRC        Python source to run
//   --file PATH       Python file to run ("-" reads standard input)
//   --timings         print boot/load/run times in ms as JSON on stderr
//
// The Python program's stdout goes to stdout unchanged, and its stderr to stderr.
// Pyodide's own messages ("Loading ...") go to stderr, so stdout holds only what
// the program printed. On a Python exception the traceback is printed on stderr
// and the exit status is 1 (or the code of a SystemExit). Bad usage exits with 2.
//
// The runtime is the pinned npm package in node_modules/pyodide (run `npm ci`).

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "..");

function usage(message) {
  process.stderr.write(`pyodide_run: ${message}\n`);
  process.stderr.write(
    "usage: node scripts/pyodide_run.mjs [--wheel PATH]... [--lock DIR --package NAME...] " +
      "(--code SRC | --file PATH) [--timings]\n",
  );
  process.exit(2);
}

function parseArgs(argv) {
  const opts = { wheels: [], packages: [], lock: null, stdlib: null, code: null, file: null, timings: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) usage(`${arg} needs a value`);
      return argv[++i];
    };
    switch (arg) {
      case "--wheel": opts.wheels.push(path.resolve(value())); break;
      case "--package": opts.packages.push(value()); break;
      case "--lock": opts.lock = path.resolve(value()); break;
      case "--stdlib": opts.stdlib = path.resolve(value()); break;
      case "--code": opts.code = value(); break;
      case "--file": opts.file = value(); break;
      case "--timings": opts.timings = true; break;
      case "-h": case "--help": usage("help"); break;
      default: usage(`unknown argument ${arg}`);
    }
  }
  if ((opts.code === null) === (opts.file === null)) usage("give exactly one of --code or --file");
  if (opts.packages.length && !opts.lock) usage("--package needs --lock DIR");
  return opts;
}

const opts = parseArgs(process.argv.slice(2));
let source = opts.code;
let filename = "<string>";
if (opts.file !== null) {
  source = readFileSync(opts.file === "-" ? 0 : opts.file, "utf8");
  filename = opts.file === "-" ? "<stdin>" : opts.file;
}

const t0 = performance.now();
let loadPyodide;
try {
  ({ loadPyodide } = await import("pyodide"));
} catch (err) {
  process.stderr.write(
    `pyodide_run: cannot import the npm package "pyodide" from ${ROOT}/node_modules ` +
      `(run \`npm ci\` or \`bash scripts/setup.sh\`): ${err.message}\n`,
  );
  process.exit(1);
}

const writer = (stream) => ({
  write(buffer) {
    stream.write(buffer);
    return buffer.length;
  },
});

const config = {
  indexURL: path.join(ROOT, "node_modules", "pyodide") + path.sep,
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
};
if (opts.lock) {
  config.lockFileURL = path.join(opts.lock, "pyodide-lock.json");
  config.packageBaseUrl = opts.lock + path.sep;
  // Packages named in the lock are found here; never fall back to a download.
  config.packageCacheDir = opts.lock + path.sep;
  const siteStdlib = path.join(opts.lock, "python_stdlib.zip");
  if (!opts.stdlib && existsSync(siteStdlib)) config.stdLibURL = siteStdlib;
}
if (opts.stdlib) config.stdLibURL = opts.stdlib;
const pyodide = await loadPyodide(config);
pyodide.setStdout(writer(process.stdout));
pyodide.setStderr(writer(process.stderr));
const t1 = performance.now();

// loadPackage resolves even when a package fails to load; errors only reach
// errorCallback. Collect them and fail.
const loadErrors = [];
const loadOptions = {
  messageCallback: (msg) => process.stderr.write(`${msg}\n`),
  errorCallback: (msg) => loadErrors.push(msg),
};
for (const wheel of opts.wheels) {
  await pyodide.loadPackage(wheel, loadOptions);
}
if (opts.packages.length) {
  const known = Object.keys(JSON.parse(readFileSync(config.lockFileURL, "utf8")).packages ?? {});
  const missing = opts.packages.filter((name) => !known.includes(name));
  if (missing.length) {
    process.stderr.write(
      `pyodide_run: ${missing.join(", ")} not in ${config.lockFileURL} (it lists: ${known.join(", ") || "nothing"})\n`,
    );
    process.exit(1);
  }
  await pyodide.loadPackage(opts.packages, loadOptions);
}
if (loadErrors.length) {
  process.stderr.write(`pyodide_run: loading packages failed:\n${loadErrors.join("\n")}\n`);
  process.exit(1);
}
const t2 = performance.now();

// Run the program as __main__ from a small Python driver, so that a traceback is
// printed the way CPython prints it and SystemExit gives the exit status.
const run = pyodide.runPython(`
def _pyodide_run(source, filename):
    import linecache, sys, traceback
    # Let tracebacks show the program's own lines, even for --code and stdin.
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    namespace = {"__name__": "__main__", "__file__": filename, "__builtins__": __builtins__}
    try:
        exec(compile(source, filename, "exec"), namespace)
    except SystemExit as exc:
        code = exc.code
        if code is None:
            return 0
        if isinstance(code, int):
            return code
        print(code, file=sys.stderr)
        return 1
    except BaseException as exc:
        # Drop this driver's own frame from the traceback.
        traceback.print_exception(exc.with_traceback(exc.__traceback__.tb_next))
        return 1
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
    return 0
_pyodide_run
`);
const status = run(source, filename);
run.destroy();
const t3 = performance.now();

if (opts.timings) {
  process.stderr.write(
    JSON.stringify({
      boot_ms: Math.round(t1 - t0),
      load_ms: Math.round(t2 - t1),
      run_ms: Math.round(t3 - t2),
    }) + "\n",
  );
}
process.exitCode = status;

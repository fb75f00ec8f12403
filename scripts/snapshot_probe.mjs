#!/usr/bin/env node
// Restore a built site's Pyodide memory snapshot under Node, as the simulator's worker does,
// and report what it holds and how long a page's first answers take on top of it.
//
//   node scripts/snapshot_probe.mjs --dir site/pyodide [--runs 3] [--request JSON]...
//
// DIR holds what the site serves from pyodide/: snapshot.json and the snapshot it names,
// pyodide-lock.json and the wheel it names, python_stdlib.zip. Each run, in this process:
//   restore_ms   loadPyodide with the snapshot (the runtime's wasm compiled in every run)
//   files_ms     the game files written, as the worker does after a restore: when the first
//                request loads a family that snapshot.json lists a bundle for, that bundle's
//                files; otherwise the whole wheel's (unpackArchive)
//   answer_ms    the --request bodies answered one after the other by pokerrules.api.handle
//                (the first answers of a page: e.g. a load and a describe)
// Printed on stdout, as JSON: {"runs": [...], "snapshot": {file, bytes}, "modules": {...},
// "written": "bundle <module>", "nothing" (a load of a module without a bundle) or "wheel",
// "after": {games_dir, games, compiled} (the last run's game folders on disk, game modules
// imported, and the modules compiled from source while answering),
// "answers": [the last run's replies, each cut to its "ok" and "error"]}, where "modules" is
// what the restored interpreter holds before any request: how many pokerrules modules,
// the game modules among them (names under pokerrules.games other than the package) and
// the translation layer's (pokerrules.words and its modules).
// Nothing is asserted here; scripts/measure_boot.py reads it.

import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function usage(message) {
  process.stderr.write(`snapshot_probe: ${message}\n` +
    "usage: node scripts/snapshot_probe.mjs --dir DIR [--runs N] [--request JSON]...\n");
  process.exit(2);
}

const opts = { dir: null, runs: 3, requests: [] };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const value = () => (i + 1 < argv.length ? argv[++i] : usage(`${argv[i]} needs a value`));
  switch (argv[i]) {
    case "--dir": opts.dir = path.resolve(value()); break;
    case "--runs": opts.runs = Number(value()); break;
    case "--request": opts.requests.push(value()); break;
    default: usage(`unknown argument ${argv[i]}`);
  }
}
if (!opts.dir) usage("--dir is needed");
if (!(Number.isInteger(opts.runs) && opts.runs > 0)) usage("--runs must be a whole number above 0");
for (const body of opts.requests) {
  try {
    JSON.parse(body);
  } catch (err) {
    usage(`--request is not JSON: ${body}`);
  }
}

const info = JSON.parse(readFileSync(path.join(opts.dir, "snapshot.json"), "utf8"));
const lock = JSON.parse(readFileSync(path.join(opts.dir, "pyodide-lock.json"), "utf8"));
const snapshotBytes = readFileSync(path.join(opts.dir, info.file));
const wheel = new Uint8Array(readFileSync(path.join(opts.dir, lock.packages.pokerrules.file_name)));
// The bundle the worker would write for these requests (the family the first one loads).
const first = JSON.parse(opts.requests[0] || "{}");
const bundle = first.op === "load" && info.families && Object.hasOwn(info.families, first.module)
  ? info.families[first.module] : null;
const bundleBytes = bundle ? new Uint8Array(readFileSync(path.join(opts.dir, bundle.file))) : null;
// As the worker: a load of a module that has no bundle writes nothing (the op refuses it). A
// site made before bundles (no "families") writes the whole wheel, as its worker did.
const written = bundle ? `bundle ${first.module}`
  : first.op === "load" && info.families ? "nothing" : "wheel";

function writeBundle(pyodide) {
  const root = pyodide.runPython("import os, pokerrules; os.path.dirname(pokerrules.__path__[0])");
  let at = 0;
  for (const [name, size] of bundle.files) {
    const file = `${root}/${name}`;
    pyodide.FS.mkdirTree(file.slice(0, file.lastIndexOf("/")));
    pyodide.FS.writeFile(file, bundleBytes.subarray(at, at + size));
    at += size;
  }
}

const { loadPyodide } = await import(path.join(ROOT, "node_modules", "pyodide", "pyodide.mjs"));

const MODULES = `
import json, sys
names = sorted(m for m in sys.modules if m == "pokerrules" or m.startswith("pokerrules."))
games = [m for m in names if m.startswith("pokerrules.games.")]
words = [m for m in names if m == "pokerrules.words" or m.startswith("pokerrules.words.")]
json.dumps({"pokerrules": len(names), "games": games, "words": words, "all": len(sys.modules)})
`;

// After the answers: the game folders on disk, the game modules imported, and the modules the
// import system compiled from source while answering (none when the bytecode written was used).
const WATCH = `
from importlib.machinery import SourceFileLoader
compiled = []
def _counting(compile_source):
    def source_to_code(self, data, path, *args, **kwargs):
        compiled.append(path)
        return compile_source(self, data, path, *args, **kwargs)
    return source_to_code
SourceFileLoader.source_to_code = _counting(SourceFileLoader.source_to_code)
`;
const AFTER = `
import json, os, sys, pokerrules.games
folder = pokerrules.games.__path__[0]
json.dumps({"games_dir": sorted(n for n in os.listdir(folder) if n != "__pycache__")
                         if os.path.isdir(folder) else [],
            "games": sorted(m for m in sys.modules if m.startswith("pokerrules.games.")),
            "compiled": compiled})
`;

const runs = [];
let modules = null;
let answers = [];
let after = null;
for (let run = 0; run < opts.runs; run++) {
  const t0 = performance.now();
  const pyodide = await loadPyodide({
    stdLibURL: path.join(opts.dir, "python_stdlib.zip"),
    lockFileURL: path.join(opts.dir, "pyodide-lock.json"),
    _loadSnapshot: new Uint8Array(snapshotBytes),
    stdout: (line) => process.stderr.write(`${line}\n`),
    stderr: (line) => process.stderr.write(`${line}\n`),
  });
  pyodide.runPython("import random; random.seed()");
  const t1 = performance.now();
  modules = JSON.parse(pyodide.runPython(MODULES));
  const t2 = performance.now();
  if (bundle) writeBundle(pyodide);
  else if (written === "wheel") pyodide.unpackArchive(wheel, "wheel");
  const t3 = performance.now();
  pyodide.runPython(WATCH);
  const handle = pyodide.pyimport("pokerrules.api").handle;
  answers = opts.requests.map((body) => JSON.parse(handle(body)));
  const t4 = performance.now();
  handle.destroy();
  after = JSON.parse(pyodide.runPython(AFTER));
  runs.push({ restore_ms: Math.round(t1 - t0), files_ms: Math.round(t3 - t2),
    answer_ms: Math.round(t4 - t3) });
}
// Each answer cut to what the tests read: ok, the error, and the ids of any lessons.
const cut = (reply) => ({ ok: reply.ok, ...(reply.error ? { error: reply.error } : {}),
  ...(reply.lessons ? { lessons: reply.lessons.map((lesson) => ({ id: lesson.id })) } : {}) });
process.stdout.write(JSON.stringify({
  runs, snapshot: { file: info.file, bytes: info.bytes }, modules, written, after,
  answers: answers.map(cut),
}) + "\n");

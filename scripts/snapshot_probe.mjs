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
// "written": "bundle <module>" or "wheel",
// "answers": [the last run's replies, each cut to its "ok" and "error"]}, where "modules" is
// what the restored interpreter holds before any request: how many pokerrules modules,
// and the game modules among them (names under pokerrules.games other than the package).
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
const written = bundle ? `bundle ${first.module}` : "wheel";

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
json.dumps({"pokerrules": len(names), "games": games, "all": len(sys.modules)})
`;

const runs = [];
let modules = null;
let answers = [];
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
  else pyodide.unpackArchive(wheel, "wheel");
  const t3 = performance.now();
  const handle = pyodide.pyimport("pokerrules.api").handle;
  answers = opts.requests.map((body) => JSON.parse(handle(body)));
  const t4 = performance.now();
  handle.destroy();
  runs.push({ restore_ms: Math.round(t1 - t0), files_ms: Math.round(t3 - t2),
    answer_ms: Math.round(t4 - t3) });
}
const cut = (reply) => ({ ok: reply.ok, ...(reply.error ? { error: reply.error } : {}) });
process.stdout.write(JSON.stringify({
  runs, snapshot: { file: info.file, bytes: info.bytes }, modules, written, answers: answers.map(cut),
}) + "\n");

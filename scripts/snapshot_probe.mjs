#!/usr/bin/env node
// Restore a built site's Pyodide memory snapshot under Node, as the simulator's worker does,
// and report what it holds and how long a page's first answers take on top of it.
//
//   node scripts/snapshot_probe.mjs --dir site/pyodide [--runs 3] [--request JSON]...
//
// DIR holds what the site serves from pyodide/: snapshot.json and the snapshot it names,
// pyodide-lock.json and the wheel it names, python_stdlib.zip. Each run, in this process:
//   restore_ms   loadPyodide with the snapshot (the runtime's wasm compiled in every run)
//   files_ms     the wheel's files written (unpackArchive), as the worker does after a restore
//   answer_ms    the --request bodies answered one after the other by pokerrules.api.handle
//                (the first answers of a page: e.g. a load and a describe)
// Printed on stdout, as JSON: {"runs": [...], "snapshot": {file, bytes}, "modules": {...},
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
  pyodide.unpackArchive(wheel, "wheel");
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
  runs, snapshot: { file: info.file, bytes: info.bytes }, modules, answers: answers.map(cut),
}) + "\n");

#!/usr/bin/env node
// Make the site's Pyodide memory snapshot: Python booted, the pokerrules wheel installed and
// what every page needs imported (pokerrules.api.preload.import_core: no game; a page's game is
// imported on top from its family's bundle, below), frozen as one file the simulator's worker restores
// instead of starting Python from nothing (see docs/javascripts/pyodide-worker.js).
//
//   node scripts/make_snapshot.mjs --wheel dist/pyodide/pokerrules-*.whl \
//        --stdlib dist/pyodide/python_stdlib.zip --out DIR
//
// Writes DIR/snapshot-<first 16 hex of its sha256>.bin, a bundle per game family,
// DIR/games/<family>-<first 16 hex of its sha256>.bin, and DIR/snapshot.json:
//   {"file": ..., "sha256": ..., "bytes": ..., "zeroed": free bytes zeroed (zeroFreeMemory),
//    "wheel_sha256": ..., "pyodide": version,
//    "families": {"pokerrules.games.mus": {"file": "games/mus-....bin", "sha256": ..., "bytes": ...,
//                 "files": [[path, bytes], ...]}, ...},
//    "words": {"module": "pokerrules.words", "file": "games/words-....bin", "sha256": ..., "bytes": ...,
//              "files": [...]}}
// A family's bundle holds the files loading it reads (pokerrules.api.preload.family_files: its
// sources and text files, and their bytecode compiled here, by the Pyodide that restores the
// snapshot; a .pyc made by another Python is refused), one after the other, as "files" lists
// them (paths relative to the folder holding the pokerrules package). After restoring the
// snapshot, the worker fetches the page's family's bundle and writes those files, instead of
// unpacking the whole wheel (which grows with the catalogue) and compiling the family's sources.
// The words' bundle, made the same way (pokerrules.api.preload.layer_files), holds the translation
// layer: the snapshot has only its list of languages, and a page in another language than
// English writes the layer before it installs that language's book.
// The worker uses the snapshot only with the wheel it was made from (it unpacks that wheel
// again after restoring, since a snapshot holds memory and not files); Pyodide itself refuses
// a snapshot of another build of the runtime.
//
// A snapshot made here carries what this process had in memory, so before making it the
// environment is what a browser gives (no variables of this machine, no script path), and
// sys.executable and sys.argv are as in a browser. Snapshots are a private Pyodide feature
// (`_makeSnapshot`); the version is pinned in package.json.

import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function option(name) {
  const i = process.argv.indexOf(name);
  if (i < 0 || i + 1 >= process.argv.length) {
    process.stderr.write(`make_snapshot: ${name} is needed\n` +
      "usage: node scripts/make_snapshot.mjs --wheel WHEEL --stdlib ZIP --out DIR\n");
    process.exit(2);
  }
  return path.resolve(process.argv[i + 1]);
}

const wheelPath = option("--wheel");
const stdlib = option("--stdlib");
const out = option("--out");
const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

// Zero the memory the allocator holds free (and what it may still take below the end of the
// memory), so that the snapshot's free space, garbage left by the boot and the imports,
// compresses to almost nothing: 0.36 MB less with Brotli (4.90 MB to 4.54) for about 4.3 MB
// zeroed. Every free block is taken with malloc, filled with zeros and given back, largest
// sizes first, and never more than fits without growing the memory (which would make the
// snapshot bigger). Returns the bytes zeroed. Uses Emscripten's exports of the allocator
// (`_emscripten_builtin_malloc` and `_free`, or `_malloc` and `_free`, whichever the runtime
// exports; `_mallinfo`, `_sbrk`); where they are missing nothing is zeroed.
function zeroFreeMemory(module) {
  const M = {
    _malloc: module._emscripten_builtin_malloc ?? module._malloc,
    _free: module._emscripten_builtin_free ?? module._free,
    _mallinfo: module._mallinfo, _sbrk: module._sbrk,
  };
  if (![M._malloc, M._free, M._mallinfo, M._sbrk].every((f) => typeof f === "function")) return 0;
  const info = M._malloc(64); // struct mallinfo: ten 32-bit fields; keepcost (the top) is the last
  const top = () => {
    M._mallinfo(info);
    return module.HEAPU32[(info >> 2) + 9];
  };
  const memory = module.HEAPU8.length;
  const taken = [];
  let zeroed = 0;
  for (let size = 1 << 22; size >= 16; size >>= 1) {
    // Room for a block without a new page of memory: the top chunk and what lies beyond the
    // break, less a margin for the allocator's own rounding.
    while (size + 64 <= top() + (memory - M._sbrk(0)) - (1 << 18)) {
      const block = M._malloc(size);
      if (!block || module.HEAPU8.length !== memory) throw new Error("make_snapshot: zeroing grew the memory");
      module.HEAPU8.fill(0, block, block + size);
      taken.push(block);
      zeroed += size;
    }
  }
  for (const block of taken) M._free(block);
  M._free(info);
  return zeroed;
}

// Emscripten names the program after this script: give it no path of this machine.
process.argv.length = 1;
for (const name of Object.keys(process.env)) delete process.env[name];

const { loadPyodide, version } = await import(path.join(ROOT, "node_modules", "pyodide", "pyodide.mjs"));
const wheel = readFileSync(wheelPath);
const pyodide = await loadPyodide({
  _makeSnapshot: true,
  stdLibURL: stdlib,
  // A fixed hash seed, and the random generator seeded below, make the snapshot the same
  // bytes for the same wheel and runtime; the worker reseeds the generator after a restore.
  env: { HOME: "/home/pyodide", PYTHONHASHSEED: "0" },
  stdout: (line) => process.stderr.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`${line}\n`),
});
pyodide.unpackArchive(new Uint8Array(wheel), "wheel");
pyodide.runPython(`
import os, random, sys
from pokerrules.api.preload import import_core, import_stdlib
import_core()  # what every page needs; no game, so the snapshot does not grow with the catalogue
import_stdlib()  # and the standard library that games import (read from their sources)
# As a browser's Pyodide has them: nothing of the machine that made the snapshot.
for name in list(os.environ):
    if name not in ("USER", "LOGNAME", "PATH", "PWD", "HOME", "LANG", "PYTHONHASHSEED"):
        del os.environ[name]
sys.executable = ""
sys.argv[:] = [""]
random.seed(0)
`);
const zeroed = zeroFreeMemory(pyodide._module);
const snapshot = pyodide.makeMemorySnapshot();
const digest = sha256(snapshot);
const file = `snapshot-${digest.slice(0, 16)}.bin`;
writeFileSync(path.join(out, file), snapshot);

// The bundles, made after the snapshot so that none of this work is in it: one per game family
// (pokerrules.api.preload.family_files), and the translation layer's (layer_files: the snapshot
// holds only its list of languages, and a page in another language than English writes it
// before its first request, as it writes its family's), beside the families'.
const made = JSON.parse(pyodide.runPython(`
import json
from pokerrules.lookup.catalogue import family_modules
from pokerrules.api.preload import WORDS, family_files, layer_files
made = {}
def bundle(module, files):
    with open(f"/tmp/{module}.bin", "wb") as out:
        for _, data in files:
            out.write(data)
    made[module] = [[path, len(data)] for path, data in files]
for module in family_modules():
    bundle(module, family_files(module))
bundle(WORDS, layer_files())
json.dumps({"bundles": made, "layer": WORDS})
`));
mkdirSync(path.join(out, "games"), { recursive: true });
const bundles = {};
for (const [module, files] of Object.entries(made.bundles)) {
  const bytes = pyodide.FS.readFile(`/tmp/${module}.bin`);
  const hash = sha256(bytes);
  const name = `games/${module.split(".").pop()}-${hash.slice(0, 16)}.bin`;
  writeFileSync(path.join(out, name), bytes);
  bundles[module] = { file: name, sha256: hash, bytes: bytes.length, files };
}
const { [made.layer]: layer, ...families } = bundles;
const words = { module: made.layer, ...layer };
const info = {
  file, sha256: digest, bytes: snapshot.length, zeroed, wheel_sha256: sha256(wheel), pyodide: version,
  families, words,
};
writeFileSync(path.join(out, "snapshot.json"), JSON.stringify(info, null, 1) + "\n");
const bundled = Object.values(families).reduce((sum, f) => sum + f.bytes, 0);
process.stdout.write(`make_snapshot: ${file}, ${snapshot.length.toLocaleString("en")} bytes; ` +
  `${Object.keys(families).length} family bundles, ${bundled.toLocaleString("en")} bytes; ` +
  `the words' layer ${words.bytes.toLocaleString("en")} bytes\n`);

// pokerrules rules engine: the game files of a Python restored from a snapshot, and the fetches
// of the game bundles they are written from. The worker (pyodide-worker.js) imports this module
// when its boot starts, alongside the runtime's files.

import { fetchChecked } from "./worker-fetch.js";

// The game bundles of the site (snapshot.json's "families", module -> {file, sha256, ...}, in
// the folder `indexURL`), each fetched once, checked against its sha256: get(module) gives the
// promise of its bytes, or null when the module has no bundle. The worker starts the fetches
// of the modules the page expects while Python boots, and GameFiles awaits them.
export class BundleFetches {
  constructor(bundles, indexURL) {
    this.bundles = bundles;
    this.indexURL = indexURL;
    this.fetches = new Map();
  }

  get(module) {
    if (!Object.hasOwn(this.bundles, module)) return null;
    if (!this.fetches.has(module)) {
      const bundle = this.bundles[module];
      const bytes = fetchChecked(new URL(bundle.file, this.indexURL).href, bundle.sha256,
        "snapshot.json", { again: false });
      bytes.catch(() => {}); // awaited by GameFiles, which falls back to the wheel
      this.fetches.set(module, bytes);
    }
    return this.fetches.get(module);
  }
}

// The game files of a Python restored from a snapshot, written as requests need them.
// `bundles` is snapshot.json's "families" (module -> {file, sha256, files: [[path, size]...]},
// paths relative to the folder that holds the pokerrules package), or null when there is no
// usable list (then every family's files come from the wheel); `wheel()` gives the promise of
// the wheel's checked bytes. A family's bundle is fetched (checked against its sha256) and its
// files written once; a module that has no bundle gets nothing written, so the load op refuses
// it as it would anywhere (a bad name changes nothing). `all()` writes every game's files, from
// the wheel (once; bundles written before are overwritten with the same sources).
// `fetchBundle(module)` gives the promise of a bundle's checked bytes (the worker may have
// started it early); `written(what)` is told what was written: "bundle <module>" or "wheel".
export class GameFiles {
  constructor(pyodide, bundles, wheel, { fetchBundle, written }) {
    this.fetchBundle = fetchBundle;
    this.written = written;
    this.pyodide = pyodide;
    this.bundles = bundles;
    this.wheel = wheel;
    this.done = new Set();
    this.everything = false;
    this.root = null;
  }

  async family(module) {
    if (!this.bundles) return this.all();
    const bundle = Object.hasOwn(this.bundles, module) ? this.bundles[module] : null;
    if (this.everything || this.done.has(module) || !bundle) return;
    let bytes;
    try {
      bytes = await this.fetchBundle(module);
    } catch (err) {
      // Slower, never wrong: the whole wheel (it fails in turn with its own message).
      console.warn(`[pokerrules] the bundle of ${module} could not be used; writing every game`, err);
      await this.all();
      return;
    }
    this.write(bundle.files, bytes);
    this.done.add(module);
    this.written(`bundle ${module}`);
  }

  write(files, bytes) {
    const { FS } = this.pyodide;
    this.root ??= this.pyodide.runPython(
      "import os, pokerrules; os.path.dirname(pokerrules.__path__[0])");
    const made = new Set();
    let at = 0;
    for (const [path, size] of files) {
      if (typeof path !== "string" || path.split("/").includes("..") || !(size >= 0)) {
        throw new Error("snapshot.json lists a bundle file that cannot be written");
      }
      const file = `${this.root}/${path}`;
      const folder = file.slice(0, file.lastIndexOf("/"));
      if (!made.has(folder)) {
        FS.mkdirTree(folder);
        made.add(folder);
      }
      FS.writeFile(file, bytes.subarray(at, at + size));
      at += size;
    }
    if (at !== bytes.length) throw new Error("a game bundle is not the size snapshot.json gives");
  }

  async all() {
    if (this.everything) return;
    this.pyodide.unpackArchive(await this.wheel(), "wheel");
    this.everything = true;
    this.written("wheel");
  }
}

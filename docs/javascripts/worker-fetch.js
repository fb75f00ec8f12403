// pokerrules rules engine: the worker's downloads, checked against the sha256 they should have
// (the wheel's from the lock, the site snapshot's and the game bundles' from snapshot.json). The
// worker (pyodide-worker.js) imports this module when its boot starts.

function hex(buffer) {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
}

// Whether this browser can compute a sha256 here (crypto.subtle exists only in a secure
// context: https, or a page on this machine). Where it cannot, nothing is checked, neither
// the wheel nor a snapshot, as loadPackage does not check either.
export function canCheck() {
  return !!(self.crypto && crypto.subtle);
}

export async function sha256Of(bytes) {
  return hex(await crypto.subtle.digest("SHA-256", bytes));
}

// A file's bytes, checked against the sha256 it should have (the wheel's from the lock, as
// loadPackage would; the site snapshot's from snapshot.json). For the wheel, a mismatch may be
// an older copy in the HTTP cache (it keeps its name from build to build), so it is fetched
// once more from the server before giving up (`again`). The snapshot's name holds its own
// sha256, so an old copy cannot stand in for it: it is not fetched twice, and a mismatch goes
// straight to a plain boot. `source` names where the sha256 came from, for the error.
export async function fetchChecked(url, sha256, source, { again = true } = {}) {
  for (const cache of again ? ["default", "reload"] : ["default"]) {
    const response = await fetch(url, { cache });
    if (!response.ok) throw new Error(`could not fetch ${url} (HTTP ${response.status})`);
    const bytes = await response.arrayBuffer();
    if (!(canCheck() && sha256)) return new Uint8Array(bytes);
    if ((await sha256Of(bytes)) === sha256) return new Uint8Array(bytes);
  }
  throw new Error(`${url} does not match the sha256 in ${source}`);
}

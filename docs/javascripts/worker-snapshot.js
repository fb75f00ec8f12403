// pokerrules rules engine: the worker's memory snapshots (see pyodide-worker.js for when each is
// used): whether the link allows the site's, and the one kept in Cache Storage for later visits,
// checked against the sha256 stored with it. The worker imports this module when its boot starts.

import { canCheck, sha256Of } from "./worker-fetch.js";

const SNAPSHOT_CACHE = "pokerrules-snapshot-v1";
// The sha256 of a kept snapshot's bytes, stored as a header of its Cache Storage entry.
const SNAPSHOT_SHA256_HEADER = "X-Pokerrules-Sha256";

// A kept snapshot's bytes, checked against the sha256 stored with it. One without a sha256
// (kept by an older version of this worker) is refused as well, since nothing vouches for it.
export async function keptBytes(kept) {
  const bytes = await kept.arrayBuffer();
  if (!canCheck()) return bytes;
  const expected = kept.headers.get(SNAPSHOT_SHA256_HEADER);
  if (!expected) throw new Error("the kept snapshot carries no sha256");
  if ((await sha256Of(bytes)) !== expected) throw new Error("the kept snapshot does not match its sha256");
  return bytes;
}

// Cache Storage, or null where the browser does not offer it here.
export async function snapshotCache() {
  try {
    return self.caches ? await caches.open(SNAPSHOT_CACHE) : null;
  } catch (_) {
    return null;
  }
}

// Whether the reader's link looks fast enough for the site's snapshot. The snapshot adds
// about 4.7 MB and saves about 2 s of work. Measured here (localhost, Chromium's throttling at
// 40 ms), the snapshot was ready sooner at 20 Mbit/s (5.9-6.1 s against 6.5-6.6) and later at
// 10 Mbit/s (8.6-8.9 against 7.5-7.8) and 5 Mbit/s. What tells a slow link: how fast the
// wheel came in (wheelMbps), which reads about half the link's speed (a 140 kB file is still
// in TCP's slow start): 4-4.4 at 5 Mbit/s, 6 at 10, 8-15 at 20, hundreds on localhost. And the
// browser's word that the reader saves data or is on a slow network (Network Information API,
// where it exists; its bandwidth figure is not used, since a new profile reports a guess).
const SNAPSHOT_MIN_MBPS = 7;

export function linkAllowsSnapshot(linkMbps) {
  const link = self.navigator && navigator.connection;
  if (link && link.saveData) return false;
  if (link && ["slow-2g", "2g", "3g"].includes(link.effectiveType)) return false;
  return !(typeof linkMbps === "number" && linkMbps < SNAPSHOT_MIN_MBPS);
}

// Mbit/s at which the wheel (about 140 kB, never compressed) came in, from this worker's
// Resource Timing: its bytes over the time its body took. null when it came from a cache.
export function wheelMbps(url) {
  const entries = performance.getEntriesByName(url);
  const entry = entries[entries.length - 1];
  if (!entry || !(entry.transferSize > 0) || !(entry.encodedBodySize > 50_000)) return null;
  const ms = entry.responseEnd - entry.responseStart;
  return ms > 0 ? (entry.encodedBodySize * 8) / (ms * 1000) : null;
}

// One snapshot in the cache at a time: the one for this wheel, with its sha256 (computed here
// when not given), which keptBytes checks before the next visit uses it.
export async function keep(cache, key, bytes, sha256) {
  const headers = { "Content-Type": "application/octet-stream" };
  if (canCheck()) headers[SNAPSHOT_SHA256_HEADER] = sha256 || (await sha256Of(bytes));
  for (const old of await cache.keys()) await cache.delete(old);
  await cache.put(key, new Response(bytes, { headers }));
}

// After a plain boot: a snapshot of this Python, kept for the next visit (the page is told
// "saved", "failed" or "unsupported").
export async function keepSnapshot(pyodide, cache, key) {
  if (!cache) {
    self.postMessage({ type: "snapshot", status: "unsupported" });
    return;
  }
  try {
    // What every page needs, as in the site's snapshot (and whatever game this page loaded).
    pyodide.runPython("from pokerrules.api.preload import import_core, import_stdlib; import_core(); import_stdlib()");
    await keep(cache, key, pyodide.makeMemorySnapshot());
    self.postMessage({ type: "snapshot", status: "saved" });
  } catch (err) {
    console.warn("[pokerrules] could not keep a snapshot for the next visit", err);
    self.postMessage({ type: "snapshot", status: "failed" });
  }
}

// pokerrules simulator: mounts on every <div class="pr-simulator" data-variant="ID">.
//
// Loaded as an ES module (mkdocs.yml extra_javascript, type: module). Under Material's
// instant navigation a module script runs once per visit, so components are mounted on
// every page change through Material's `document$` observable, and a single Web Worker
// (one Pyodide) serves every page of the visit.
//
// The UI is generic: it knows the JSON contract of pokerrules.api (notes/api-contract.md),
// not any game. It is split into small modules:
//   sim-engine.js    the worker, boot progress, requests
//   sim-component.js one simulator: skeleton, boot, what is kept, confirmation, share, stats
//   sim-hand.js      dealing, moves, playback of the others' moves, restore, replay
//   sim-odds.js      the exact odds, with progress and Cancel when they take a while (sim-work.js)
//   sim-coach.js     the Coach switch and its figures for your moves; sim-review.js its review
//   sim-setup.js     the house-rules form        sim-actions.js  the reader's moves
//   sim-table.js     seats, pot and result      sim-playback.js "what just happened"
//   sim-share.js     share links                sim-store.js    localStorage per game
//   sim-state.js     a simulator's store: its state, its shape declared once
//   sim-dom.js       building elements (createElement/textContent only; never innerHTML)
//   sim-cards.js     drawing one card
//
// For tests and measurements, the page exposes `window.__pokerrules`:
//   workers   how many engine workers this visit created (1 unless a boot failed and was retried)
//   boots     how many times Pyodide finished booting in this visit
//   status    "idle" | "loading" | "ready" | "failed"
//   bootMs    time the worker took to boot Pyodide and load the package
//   bootMode  "plain" (Python started from nothing), "site-snapshot" (restored from the site's
//             memory snapshot) or "snapshot" (restored from the one an earlier visit kept in
//             Cache Storage); see pyodide-worker.js
//   bootPhases  ms after the worker began booting at which each stage ended
//   linkMbps  how fast the wheel came in (Mbit/s; null if from a cache), which chose between
//             the site's snapshot and a plain boot
//   snapshot  after a plain boot: "saving", then "saved", "failed" or "unsupported"; "used"
//             after a snapshot boot
//   readyAt   performance.now() when a simulator last became ready to deal
//   mounts    how many simulators were mounted in this visit
//   shownAt   performance.now() after the first paint of the last mounted simulator's skeleton
//   progress  the boot stages reported so far
// and every simulator element carries data-state="loading" | "ready" | "busy" | "playing" | "failed".

import { Simulator } from "./sim-component.js";
import { el, nextUid, onEveryPage } from "./sim-dom.js";
import { getEngine, notSavedAndOffline, probe } from "./sim-engine.js";

function mount(host, force = false) {
  if (host.__pokerrules && !force) return;
  probe.mounts += 1;
  host.__pokerrules = new Simulator(host, () => {
    for (const other of document.querySelectorAll(".pr-simulator")) mount(other, true);
  });
  requestAnimationFrame(() => requestAnimationFrame(() => {
    probe.shownAt = performance.now();
  }));
}

onEveryPage(".pr-simulator", (host) => mount(host));

// Other components of the site (judge.js) import these, so that the whole visit shares one
// worker and one Pyodide, and mounts the same way.
export { el, getEngine, nextUid, notSavedAndOffline, onEveryPage };

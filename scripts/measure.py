#!/usr/bin/env python3
"""Measure the site and the package; print JSON with the median and every run.

    .venv/bin/python scripts/measure.py [--runs 5] [--quick] [--hands 100] [--skip-browser]
        [--skip-pyodide] [--skip-cpython] [--skip-games] [--no-5mbit]

``table`` has one row per line of the performance issue's table, each in seconds (or ms) with
its goal and, where it is a time, ``ratio_to_reference``: the median of the per-run ratios to
a reference measured in the same run on the same machine (the medians are in the row too).
Nothing here is asserted; tests/test_measure_quick.py only checks the JSON's shape.

The browser (``browser``; Debian's Chromium through Playwright, headless):

* The site is built into a temporary directory for the local address that serves it (instant
  navigation needs them to match) and served by ``sitekit.StaticHostHandler``, as a static host
  serves it: a file's ``.br``/``.gz`` twin, when the build wrote one (hooks/precompress.py) and
  the request accepts it, with ``Content-Encoding``; the file itself otherwise.
  ``browser.site`` lists the twins and the encoding each runtime file was sent with.
* The reference is a plain Pyodide boot in a page of its own, ``__reference__.html``, written
  into the served site: a module worker imports ``pyodide/pyodide.mjs``, calls ``loadPyodide``
  with the site's lock, ``loadPackage("pokerrules")`` and imports ``pokerrules.api`` (the work
  the simulator's worker does, without the page around it or any snapshot). It is measured
  cold, on a later visit and throttled, in the same run as the simulator, in profiles of its
  own; simulator and reference alternate which goes first from run to run.
* cold: a new Chromium with a new, empty profile (a fresh user-data-dir) opens the Three Card
  Poker page; navigation start to the simulator ready to deal (``window.__pokerrules.readyAt``).
  Each simulator row has ``boot_mode``, the page's ``__pokerrules.bootMode`` in each run.
* later visit: in the same profile, after the cold visit's Pyodide snapshot is saved (we wait
  while ``__pokerrules.snapshot`` is ``"saving"``, up to 30 s) and the site's service worker
  has saved the site (``__pokerrules_offline.cached``, or failed; up to 30 s more), a new tab is
  opened, the first closed, and after a second the page is loaded again: HTTP cache, Cache
  Storage and service worker warm.
  ``boot_mode`` is the later visit's ``__pokerrules.bootMode`` ("plain" or "snapshot"). No
  request is routed in these visits (Playwright's routing turns the HTTP cache off).
* throttled: a cold profile whose tab has Chromium's own throttling, set by the CDP command
  ``Network.emulateNetworkConditions`` on the tab's session: 40 ms latency, 20 Mbit/s
  (2,500,000 bytes/s) down and up; 5 Mbit/s too unless ``--quick``/``--no-5mbit``. The tab's
  session covers the requests of its dedicated worker, which fetches the runtime: checked on
  every run (``throttle_check``: the wasm file's fetch time in the worker, from Resource Timing,
  against its bytes over the throughput). With Chromium 156 it does; were it not, the worker
  target would need ``Target.setAutoAttach`` with ``flatten`` and the same command.
* instant page change: in the later visit's tab, a click on a navigation link under Material's
  instant navigation (worker and Pyodide kept), from the ``seven-twenty-seven`` page to the
  ``three-thirty-three`` page; ``instant`` says that no page change reloaded. Its ratio is to
  the reference's cold boot.
* longest main-thread task: a ``longtask`` PerformanceObserver (added before any page script)
  over the cold visit up to its snapshot and the site being saved, and over the later visit, a
  hand dealt and played to its end by clicks (``screenshots.choose``), the exact odds (the
  "Exact odds for these rules" button) and the page changes: the longest task (0 when none
  passed 50 ms) and how many passed 50 ms; ``after_ready_longest_ms`` counts only the tasks
  that started after a visit's simulator was ready, when nothing else runs. To attribute them,
  the same page without the simulator (``simulator.js`` refused, and ``judge.js``, which
  imports it) from navigation to 3 s after load, and the reference page.
  ``exact_odds_in_page_s`` is that button's click to the odds shown.
* bytes on the wire: ``table.bytes_on_the_wire`` is the server's own count of the body bytes
  it sent from navigation start to ready (cold, later and throttled), which also sees a service
  worker's fetches, with the ratio to the reference page's; ``cold_whole_visit_served_bytes``
  counts the cold visit until the snapshot and the site are saved. ``browser.bytes`` has, per
  visit, Resource Timing of the page and of its workers: ``transferSize`` (headers plus encoded
  body; 0 from the HTTP cache, though a response from a service worker still counts), summed,
  and the files of 100 kB or more one by one with when they were fetched (ms from navigation
  start), with the server's count beside it.

The interpreters (``cpython``, ``pyodide``, ``games_*``; scripts/measure_interp.py):

* the exact Three Card Poker analysis, ``handle('{"op": "analyse", "variant":
  "three-card-poker", "options": {}}')``, timed inside the interpreter with the package's caches
  cleared before each run (the first run, which also imports, is reported apart), in this
  CPython and in Pyodide under Node (``scripts/pyodide_run.mjs``). A fixed pure-Python reference
  loop runs in the same process: ``analysis_to_reference`` compares across machines.
* random games per second for each member of the 7/27 family in CPython (``--hands`` hands,
  default seats, every seat the default bot) and for ``seven-twenty-seven`` in Pyodide, with
  ``hands_per_reference`` (hands per second times the reference loop's seconds).

``--quick``: one run, 10 hands, no 5 Mbit/s row; a couple of minutes.

The code: this file (options, summaries, the table), scripts/measure_site.py (the served site
and the reference page), scripts/measure_browser.py (the visits), scripts/measure_interp.py.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import measure_browser as mb  # noqa: E402
import measure_interp as mi  # noqa: E402

# The goals, for reading the table; nothing compares against them.
GOALS_S = {"cold": 1.5, "later": 0.7, "throttled_20mbit": 4.0, "page_change": 0.15,
           "analysis": 0.25}
GOAL_LONGTASK_MS = 50


def med(values: list[float], digits: int = 3) -> float:
    return round(statistics.median(values), digits)


def longest(tasks: list[dict]) -> float:
    return round(max((t["ms"] for t in tasks), default=0.0), 1)


def time_row(sim_ms: list[float], ref_ms: list[float], goal_s: float | None, reference: str) -> dict:
    ratios = [s / r for s, r in zip(sim_ms, ref_ms, strict=True)]
    return {
        "seconds": med([s / 1000 for s in sim_ms]),
        "runs_s": [round(s / 1000, 3) for s in sim_ms],
        "reference_s": med([r / 1000 for r in ref_ms]),
        "reference_runs_s": [round(r / 1000, 3) for r in ref_ms],
        "ratio_to_reference": med(ratios),
        "ratio_runs": [round(x, 3) for x in ratios],
        "reference": reference,
        "goal_s": goal_s,
    }


def col(runs: list[dict], *keys: str) -> list:
    """``run[keys[0]][keys[1]]...`` of each run."""
    out = []
    for run in runs:
        for k in keys:
            run = run[k]
        out.append(run)
    return out


def browser_summary(site: dict, raw: list[dict], throttles: dict[str, float], chromium: str) -> dict:
    sims = [r["simulator"] for r in raw]
    refs = [r["reference"] for r in raw]
    plain = "plain Pyodide boot (reference page)"
    rows = {
        "cold_navigation_to_ready": {
            **time_row(col(sims, "cold", "ready_ms"), col(refs, "cold", "ready_ms"), GOALS_S["cold"],
                       "the reference page, cold"),
            "boot_mode": col(sims, "cold", "boot_mode"),
        },
        "later_visit_to_ready": {
            **time_row(col(sims, "later", "ready_ms"), col(refs, "later", "ready_ms"),
                       GOALS_S["later"], "the reference page, later visit"),
            "boot_mode": col(sims, "later", "boot_mode"),
            "snapshot_after_cold_visit": col(sims, "cold", "snapshot"),
            "snapshot_wait_ms": col(sims, "cold", "waited_ms"),
            "site_saved_offline_after_cold_visit": [
                None if o is None else bool(o.get("cached")) for o in col(sims, "cold", "offline")],
        },
    }
    for name, mbit in throttles.items():
        rows[f"{name}_{mb.RTT_MS}ms_to_ready"] = {
            **time_row(col(sims, name, "ready_ms"), col(refs, name, "ready_ms"),
                       GOALS_S.get(name), f"the reference page, cold, {mbit:g} Mbit/s"),
            "boot_mode": col(sims, name, "boot_mode"),
            "transferred_bytes": mb.bytes_summary(sims[-1][name]["entries"])["transferred"],
            "reference_transferred_bytes": mb.bytes_summary(refs[-1][name]["entries"])["transferred"],
        }
    change = col(sims, "later", "change")
    rows["instant_page_change_to_ready"] = {
        **time_row([c["ms"] for c in change], col(refs, "cold", "ready_ms"), GOALS_S["page_change"],
                   "the reference page's cold boot"),
        "page_change": f"games/{mb.CHANGE_FROM}/ -> games/{mb.CHANGE_TO}/",
        "instant": all(c["instant"] for c in change),
    }
    cold_tasks = col(sims, "cold", "longtasks")
    later_tasks = col(sims, "later", "longtasks")
    every = [c + later for c, later in zip(cold_tasks, later_tasks, strict=True)]
    # After a visit's simulator was ready, nothing but the simulator runs: saving the snapshot,
    # the hand, the odds, the page changes.
    after_ready = [
        [t for t in s["cold"]["longtasks"] if t["start"] >= s["cold"]["ready_ms"]]
        + [t for t in s["later"]["longtasks"] if t["start"] >= s["later"]["ready_ms"]]
        for s in sims]
    baseline = [r["without_simulator_longtasks"] for r in raw]
    rows["longest_main_thread_task"] = {
        "longest_ms": med([longest(t) for t in every], 1),
        "runs_ms": [longest(t) for t in every],
        "over_50ms": med([len(t) for t in every], 1),
        "after_ready_longest_ms": med([longest(t) for t in after_ready], 1),
        "cold_visit_longest_ms": med([longest(t) for t in cold_tasks], 1),
        "later_visit_hand_odds_longest_ms": med([longest(t) for t in later_tasks], 1),
        "without_simulator_longest_ms": med([longest(t) for t in baseline], 1),
        "without_simulator_over_50ms": med([len(t) for t in baseline], 1),
        "reference_page_longest_ms": med([longest(t) for t in col(refs, "cold", "longtasks")], 1),
        "goal_ms": GOAL_LONGTASK_MS,
        "note": "0 means no task passed 50 ms (the Long Tasks API reports only those)",
        "last_run": {
            "cold_ready_ms": round(sims[-1]["cold"]["ready_ms"]),
            "cold_tasks": cold_tasks[-1],
            "later_ready_ms": round(sims[-1]["later"]["ready_ms"]),
            "later_tasks": later_tasks[-1],
            "without_simulator_tasks": baseline[-1],
        },
    }
    odds = [r["later"]["play"]["exact_odds_ms"] for r in sims]
    wasm = {"cold": [mb.wasm_fetch_ms(s["cold"]["entries"]) for s in sims]}
    expected = {}
    for name, mbit in throttles.items():
        wasm[name] = [mb.wasm_fetch_ms(s[name]["entries"]) for s in sims]
        size = mb.bytes_summary(sims[-1][name]["entries"])["by_file"].get(
            "/pyodide/pyodide.asm.wasm", {}).get("transferred", 0)
        expected[name] = round(1000 * size / (mbit * mb.MBIT), 1)
    worker_throttled = all(
        t is not None and t >= 0.9 * expected[name] for name in throttles for t in wasm[name])
    return {
        "chromium": chromium,
        "user_agent": sims[0]["cold"].get("user_agent"),
        "reference": plain,
        "site": site,
        "rows": rows,
        "exact_odds_in_page_s": None if None in odds else {
            "median": med([o / 1000 for o in odds]), "runs": [round(o / 1000, 3) for o in odds]},
        "hand_moves": sims[-1]["later"]["play"]["moves"],
        "worker_boot_ms": {
            "simulator_cold": col(sims, "cold", "worker_boot_ms"),
            "reference_cold": col(refs, "cold", "worker_boot_ms"),
            "simulator_later": col(sims, "later", "worker_boot_ms"),
            "reference_later": col(refs, "later", "worker_boot_ms"),
        },
        "throttle_check": {"wasm_fetch_ms": wasm, "expected_min_ms": expected,
                           "worker_throttled": worker_throttled},
        "bytes": {
            visit: {kind: {**mb.bytes_summary(run[visit]["entries"]), "server": run[visit]["server"]}
                    for kind, run in (("simulator", sims[-1]), ("reference", refs[-1]))}
            for visit in ("cold", "later", *throttles)
        },
        "cold_whole_visit_server": sims[-1]["cold"]["server_whole_visit"],
    }


def table(out: dict) -> dict:
    """The issue's table: one row per line, from what was measured."""
    rows = dict(out["browser"]["rows"]) if "browser" in out else {}
    if "pyodide" in out:
        p = out["pyodide"]
        rows["exact_tcp_analysis_pyodide"] = {
            "seconds": p["analysis_s"]["median"],
            "runs_s": p["analysis_s"]["runs"],
            "reference_s": p["reference_s"]["median"],
            "ratio_to_reference": p["analysis_to_reference"]["median"],
            "reference": "the fixed reference loop in the same Pyodide (under Node)",
            "goal_s": GOALS_S["analysis"],
        }
        if "browser" in out and out["browser"]["exact_odds_in_page_s"]:
            rows["exact_tcp_analysis_pyodide"]["in_page_click_to_shown_s"] = \
                out["browser"]["exact_odds_in_page_s"]["median"]
    if "browser" in out:
        bytes_ = out["browser"]["bytes"]
        sim, ref = bytes_["cold"]["simulator"], bytes_["cold"]["reference"]
        rows["bytes_on_the_wire"] = {
            "cold_bytes": sim["server"]["bytes"],
            "reference_bytes": ref["server"]["bytes"],
            "ratio_to_reference": round(sim["server"]["bytes"] / ref["server"]["bytes"], 3),
            "reference": "the reference page, cold",
            "counted": "body bytes the server sent from navigation to ready; by file: transferSize",
            "later_visit_bytes": bytes_["later"]["simulator"]["server"]["bytes"],
            "throttled_20mbit_bytes": bytes_["throttled_20mbit"]["simulator"]["server"]["bytes"],
            "cold_whole_visit_served_bytes": out["browser"]["cold_whole_visit_server"]["bytes"],
            "cold_by_file": {path: f["transferred"] for path, f in sim["by_file"].items()},
            "decoded_bytes": sim["decoded"],
        }
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=None, help="runs of each measurement (default 5)")
    ap.add_argument("--quick", action="store_true",
                    help="one run, 10 hands, no 5 Mbit/s row (what the test runs)")
    ap.add_argument("--config", default=str(ROOT / "mkdocs.yml"), help="mkdocs config to build")
    ap.add_argument("--wheel", help="wheel for the Pyodide run (default: dist/pyodide/pokerrules-*.whl)")
    ap.add_argument("--chromium", default=os.environ.get("PR_CHROMIUM", "/usr/bin/chromium"))
    ap.add_argument("--timeout", type=float, default=120, help="seconds to wait for the simulator")
    ap.add_argument("--skip-browser", action="store_true")
    ap.add_argument("--skip-pyodide", action="store_true")
    ap.add_argument("--skip-cpython", action="store_true")
    ap.add_argument("--skip-games", action="store_true", help="skip the random-games rates")
    ap.add_argument("--no-5mbit", action="store_true", help="skip the 5 Mbit/s row")
    ap.add_argument("--hands", type=int, default=None, help="hands per run of the games rates (default 100)")
    ap.add_argument("--page", default=None,
                    help="the simulator's page, from the site root (default games/three-card-poker/)")
    ap.add_argument("--languages", action="store_true",
                    help="build every language with scripts/build_site.py (for --page es/...)")
    args = ap.parse_args(argv)
    runs = args.runs if args.runs is not None else (1 if args.quick else 5)
    hands = args.hands if args.hands is not None else (10 if args.quick else 100)
    if runs < 1:
        ap.error("--runs must be at least 1")
    if hands < 1:
        ap.error("--hands must be at least 1")
    throttles = dict(mb.THROTTLES)
    if args.quick or args.no_5mbit:
        throttles.pop("throttled_5mbit")

    out: dict = {"runs": runs, "quick": args.quick, "machine": {
        "platform": platform.platform(), "cpus": os.cpu_count(), "host_python": platform.python_version(),
        "load_average_at_start": [round(x, 2) for x in os.getloadavg()]}}
    log = lambda msg: print(msg, file=sys.stderr, flush=True)  # noqa: E731
    if not args.skip_cpython:
        log("measure: CPython analysis")
        out["cpython"] = mi.bench_cpython(runs)
    if not args.skip_pyodide:
        log("measure: Pyodide analysis (Node)")
        out["pyodide"] = mi.bench_pyodide(runs, mi.find_wheel(args.wheel))
    if not args.skip_games and not args.skip_cpython:
        log("measure: games in CPython")
        out["games_cpython"] = mi.bench_games_cpython(hands, runs)
    if not args.skip_games and not args.skip_pyodide:
        log("measure: games in Pyodide (Node)")
        out["games_pyodide"] = mi.bench_games_pyodide(hands, runs, mi.find_wheel(args.wheel))
    if "games_cpython" in out and "games_pyodide" in out:
        gid, p = next(iter(out["games_pyodide"]["games"].items()))
        c = out["games_cpython"]["games"].get(gid, {})
        if "hand_ms" in p and "hand_ms" in c:
            out["games_pyodide_over_cpython"] = {gid: round(p["hand_ms"] / c["hand_ms"], 2)}
    if "cpython" in out and "pyodide" in out:
        c, p = out["cpython"], out["pyodide"]
        out["pyodide_over_cpython"] = {
            "analysis": round(p["analysis_s"]["median"] / c["analysis_s"]["median"], 2),
            "reference": round(p["reference_s"]["median"] / c["reference_s"]["median"], 2),
        }
    if not args.skip_browser:
        site, raw = mb.run_all(Path(args.config).resolve(), args.chromium, runs,
                               int(args.timeout * 1000), throttles, log=log, page=args.page,
                               languages=args.languages)
        out["browser"] = browser_summary(site, raw, throttles, args.chromium)
    out["table"] = table(out)
    out["machine"]["load_average_at_end"] = [round(x, 2) for x in os.getloadavg()]
    print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())

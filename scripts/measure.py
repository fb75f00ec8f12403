#!/usr/bin/env python3
"""Measure the site and the package; print JSON with the median and every run.

    .venv/bin/python scripts/measure.py [--runs 5] [--hands 100] [--skip-browser]
        [--skip-pyodide] [--skip-cpython] [--skip-games]

What is measured (each N times, default 5):

* ``browser.cold_navigation_to_ready_ms``: headless Chromium with a new, empty profile
  (a fresh user-data-dir each run, so nothing is cached), from navigation start to the
  simulator on the Three Card Poker page being ready to deal (Pyodide booted, wheel loaded,
  ``describe`` answered). ``browser.cold_worker_boot_ms`` is the worker's own share of that
  (import of pyodide.mjs to the package imported).
* ``browser.warm_reload_to_ready_ms``: the same page reloaded in the same profile (HTTP cache
  warm, Pyodide booted again: a reload starts a new worker).
* ``browser.instant_page_change_to_ready_ms``: from a click on a game's navigation link to
  its simulator being ready, under Material's instant navigation, where the worker and
  Pyodide are kept: from the ``seven-twenty-seven`` page to the ``three-thirty-three`` page
  (``browser.page_change`` names them; two 7/27 family pages). ``browser.instant_navigation_kept``
  says whether every change really was instant (no full reload, one Pyodide boot in total).
* ``cpython`` and ``pyodide``: the exact Three Card Poker analysis,
  ``json.loads(handle(json.dumps({"op": "analyse", "variant": "three-card-poker",
  "options": {}})))``, timed with ``time.perf_counter`` inside the interpreter, with the
  package's caches cleared before each run (so each run does the whole enumeration; the
  first run also pays for imports and is reported separately). A fixed pure-Python
  reference workload runs in the same process, so ``analysis / reference`` can be compared
  across machines and interpreters. Pyodide runs under Node through
  ``scripts/pyodide_run.mjs --wheel <wheel> --code ...``.
* ``games_cpython``: random games per second for each member of the 7/27 family in this
  CPython: ``--hands`` hands (seeds 0, 1, ...), the default number of seats, every seat played
  by the game's default bot (``make_bot``, ``play_bots``, ``Variant.new``). Per run the same
  reference workload runs too; ``hands_per_reference`` is hands per second times the
  reference's seconds (how many hands fit in one reference run), comparable across machines.
  ``games_pyodide``: the same for ``seven-twenty-seven`` in Pyodide under Node, and
  ``games_pyodide_over_cpython`` the ratio of the two hand times.

The site is built into a temporary directory with ``SITE_URL`` pointing at the local server
that serves it (instant navigation needs them to match).
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
from sitekit import (  # noqa: E402
    CHROMIUM_ARGS,
    READY,
    QuietHandler,
    build_site,
    family_games,
)

GAME = "games/three-card-poker/"
# Instant page change: between these two pages of the 7/27 family.
CHANGE_FROM, CHANGE_TO = "seven-twenty-seven", "three-thirty-three"
# The same source runs in this CPython process (exec) and in Pyodide (--code), and prints
# one JSON line. RUNS is substituted before running.
BENCH_SRC = r'''
import json, sys, time

def _reference():
    """A fixed pure-Python workload of the same flavour as the analysis (enumerate 3-card
    combinations, build integer keys, sort, binary-search). Never changes."""
    from bisect import bisect_left
    from itertools import combinations
    total = 0
    for _ in range(25):
        keys = []
        for a, b, c in combinations(range(52), 3):
            ra, rb, rc = a // 4, b // 4, c // 4
            keys.append(((ra * 13 + rb) * 13 + rc) | ((a % 4 == b % 4 == c % 4) << 12))
        keys.sort()
        for k in keys[::5]:
            total += bisect_left(keys, k)
    return total

def _clear_caches():
    """Forget everything the package memoised, so each run does the whole analysis."""
    for name, module in list(sys.modules.items()):
        if name == "pokerrules" or name.startswith("pokerrules."):
            for value in list(vars(module).values()):
                clear = getattr(value, "cache_clear", None)
                if callable(clear):
                    clear()

def _analyse():
    from pokerrules.api import handle
    reply = json.loads(handle(json.dumps(
        {"op": "analyse", "variant": "three-card-poker", "options": {}})))
    if not reply.get("ok"):
        raise SystemExit(f"analyse failed: {reply}")
    return reply

def _bench(runs):
    t = time.perf_counter(); _analyse(); first = time.perf_counter() - t
    analysis, reference = [], []
    for _ in range(runs):
        _clear_caches()
        t = time.perf_counter(); _analyse(); analysis.append(time.perf_counter() - t)
        t = time.perf_counter(); _reference(); reference.append(time.perf_counter() - t)
    return {"python": sys.version.split()[0], "platform": sys.platform,
            "analysis_first_s": first, "analysis_s": analysis, "reference_s": reference}

print(json.dumps(_bench(RUNS)))
'''


# Random games: every seat played by the default bot. IDS, HANDS and RUNS are substituted;
# _reference comes from BENCH_SRC (prepended), so the ratio uses the same workload.
GAMES_SRC = r'''
def _games(ids, hands, runs):
    import traceback
    from pokerrules.agents import make_bot, play_bots
    from pokerrules.registry import get
    out = {}
    for gid in ids:
        variant = get(gid)
        seats = variant.default_seats
        times, reference = [], []
        try:
            for _ in range(runs):
                t = time.perf_counter()
                for seed in range(hands):
                    state = variant.new(seed, {}, seats)
                    play_bots(state, {s: make_bot(variant) for s in range(seats)})
                    if not state.is_over:
                        raise RuntimeError(f"hand {seed} did not end")
                times.append(time.perf_counter() - t)
                t = time.perf_counter(); _reference(); reference.append(time.perf_counter() - t)
        except Exception as exc:
            out[gid] = {"error": "".join(traceback.format_exception_only(exc)).strip()}
            continue
        out[gid] = {"seats": seats, "bot": variant.default_bot, "hands": hands,
                    "seconds": times, "reference_s": reference}
    return {"python": sys.version.split()[0], "platform": sys.platform, "games": out}

print(json.dumps(_games(IDS, HANDS, RUNS)))
'''


def games_source(ids: list[str], hands: int, runs: int) -> str:
    prelude = BENCH_SRC.split("print(json.dumps(_bench(RUNS)))")[0]
    return prelude + GAMES_SRC.replace("IDS", json.dumps(ids)).replace(
        "HANDS", str(hands)).replace("RUNS", str(runs))


def games_summary(raw: dict) -> dict:
    games = {}
    for gid, g in raw["games"].items():
        if "error" in g:
            games[gid] = g
            continue
        rates = [g["hands"] / t for t in g["seconds"]]
        games[gid] = {
            "seats": g["seats"],
            "bot": g["bot"],
            "hands_per_run": g["hands"],
            "games_per_s": summary(rates, 1),
            "hand_ms": round(1000 * statistics.median(g["seconds"]) / g["hands"], 3),
            "reference_s": summary(g["reference_s"]),
            "hands_per_reference": summary(
                [r * ref for r, ref in zip(rates, g["reference_s"], strict=True)], 1),
        }
    return {"python": raw["python"], "platform": raw["platform"], "games": games}


def summary(values: list[float], digits: int = 4) -> dict:
    return {"median": round(statistics.median(values), digits), "runs": [round(v, digits) for v in values]}


def interpreter_summary(raw: dict) -> dict:
    ratios = [a / r for a, r in zip(raw["analysis_s"], raw["reference_s"], strict=True)]
    return {
        "python": raw["python"],
        "platform": raw["platform"],
        "analysis_first_run_s": round(raw["analysis_first_s"], 4),
        "analysis_s": summary(raw["analysis_s"]),
        "reference_s": summary(raw["reference_s"]),
        "analysis_to_reference": summary(ratios, 3),
    }


# --------------------------------------------------------------------------- interpreters

def bench_cpython(runs: int) -> dict:
    sys.path.insert(0, str(ROOT))
    out = []
    src = BENCH_SRC.replace("RUNS", str(runs)).replace("print(json.dumps(", "_out.append((")
    exec(compile(src, "<measure-bench>", "exec"), {"__name__": "__measure__", "_out": out})
    return interpreter_summary(out[0])


def family_ids() -> list[str]:
    return [gid for gid, _ in family_games()]


def bench_games_cpython(hands: int, runs: int) -> dict:
    sys.path.insert(0, str(ROOT))
    out = []
    src = games_source(family_ids(), hands, runs).replace("print(json.dumps(", "_out.append((")
    exec(compile(src, "<measure-games>", "exec"), {"__name__": "__measure__", "_out": out})
    return games_summary(out[0])


def run_pyodide(src: str, wheel: Path) -> dict:
    proc = subprocess.run(
        ["node", str(ROOT / "scripts" / "pyodide_run.mjs"), "--wheel", str(wheel), "--code", src],
        cwd=ROOT, capture_output=True, text=True, timeout=1800,
    )
    if proc.returncode != 0:
        raise SystemExit(f"measure: pyodide_run failed ({proc.returncode}):\n{proc.stderr[-4000:]}")
    line = [ln for ln in proc.stdout.splitlines() if ln.strip().startswith("{")][-1]
    return json.loads(line)


def bench_games_pyodide(hands: int, runs: int, wheel: Path, game: str = "seven-twenty-seven") -> dict:
    result = games_summary(run_pyodide(games_source([game], hands, runs), wheel))
    result["wheel"] = wheel.name
    return result


def find_wheel(explicit: str | None) -> Path:
    if explicit:
        return Path(explicit).resolve()
    wheels = sorted((ROOT / "dist" / "pyodide").glob("pokerrules-*.whl"))
    if len(wheels) != 1:
        raise SystemExit(f"measure: expected one wheel in dist/pyodide/, found {wheels}; "
                         "run `bash scripts/build_wheel.sh` or pass --wheel")
    return wheels[0]


def bench_pyodide(runs: int, wheel: Path) -> dict:
    result = interpreter_summary(run_pyodide(BENCH_SRC.replace("RUNS", str(runs)), wheel))
    result["wheel"] = wheel.name
    return result


# --------------------------------------------------------------------------- browser

@contextlib.contextmanager
def served_site(config: Path):
    tmp = Path(tempfile.mkdtemp(prefix="pr-measure-"))
    site = tmp / "site"
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(site)))
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        try:
            build_site(config, site, base)
        except RuntimeError as err:
            raise SystemExit(f"measure: {err}") from err
        threading.Thread(target=server.serve_forever, daemon=True).start()
        yield base
    finally:
        server.shutdown()
        server.server_close()
        shutil.rmtree(tmp, ignore_errors=True)


CLICK_NAV = """(href) => {
  const want = new URL(href, location.href).href;
  const link = [...document.querySelectorAll('a.md-nav__link')]
    .find((a) => a.href === want);
  if (!link) throw new Error('no navigation link to ' + want);
  window.__measureT0 = performance.now();
  link.click();
}"""


def ready_for(variant: str) -> str:
    return f'.pr-simulator[data-variant="{variant}"][data-state="ready"]'


def bench_browser(runs: int, config: Path, chromium: str, timeout_ms: int) -> dict:
    from playwright.sync_api import sync_playwright

    cold, cold_boot, warm, change = [], [], [], []
    instant_ok = True
    with served_site(config) as base, sync_playwright() as pw:
        for i in range(runs):
            profile = Path(tempfile.mkdtemp(prefix="pr-profile-"))
            try:
                ctx = pw.chromium.launch_persistent_context(
                    str(profile), executable_path=chromium, args=CHROMIUM_ARGS, headless=True)
                page = ctx.pages[0] if ctx.pages else ctx.new_page()
                page.goto(base + GAME)
                page.wait_for_selector(READY, timeout=timeout_ms)
                probe = page.evaluate("() => ({...window.__pokerrules})")
                cold.append(probe["readyAt"])
                cold_boot.append(probe["bootMs"])

                page.reload()
                page.wait_for_selector(READY, timeout=timeout_ms)
                warm.append(page.evaluate("() => window.__pokerrules.readyAt"))

                # Instant navigation, by the nav links: to the first family page (not
                # measured), then to the second one (measured).
                page.evaluate("() => { window.__measureMarker = 1; }")
                for variant in (CHANGE_FROM, CHANGE_TO):
                    page.evaluate(CLICK_NAV, f"{base}games/{variant}/")
                    page.wait_for_url(f"{base}games/{variant}/")
                    page.wait_for_function(
                        "(sel) => window.__pokerrules.readyAt > window.__measureT0 && "
                        "document.querySelector(sel)", arg=ready_for(variant), timeout=timeout_ms)
                change.append(page.evaluate("() => window.__pokerrules.readyAt - window.__measureT0"))
                kept = page.evaluate(
                    "() => window.__measureMarker === 1 && window.__pokerrules.boots === 1")
                instant_ok = instant_ok and bool(kept)
                ctx.close()
            finally:
                shutil.rmtree(profile, ignore_errors=True)
            print(f"measure: browser run {i + 1}/{runs}: cold {cold[-1]:.0f} ms, "
                  f"reload {warm[-1]:.0f} ms, page change {change[-1]:.0f} ms", file=sys.stderr)
    return {
        "chromium": chromium,
        "cold_navigation_to_ready_ms": summary(cold, 1),
        "cold_worker_boot_ms": summary(cold_boot, 1),
        "warm_reload_to_ready_ms": summary(warm, 1),
        "instant_page_change_to_ready_ms": summary(change, 1),
        "page_change": f"games/{CHANGE_FROM}/ -> games/{CHANGE_TO}/",
        "instant_navigation_kept": instant_ok,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=5, help="runs of each measurement (default 5)")
    ap.add_argument("--config", default=str(ROOT / "mkdocs.yml"), help="mkdocs config to build")
    ap.add_argument("--wheel", help="wheel for the Pyodide run (default: dist/pyodide/pokerrules-*.whl)")
    ap.add_argument("--chromium", default=os.environ.get("PR_CHROMIUM", "/usr/bin/chromium"))
    ap.add_argument("--timeout", type=float, default=120, help="seconds to wait for the simulator")
    ap.add_argument("--skip-browser", action="store_true")
    ap.add_argument("--skip-pyodide", action="store_true")
    ap.add_argument("--skip-cpython", action="store_true")
    ap.add_argument("--skip-games", action="store_true", help="skip the random-games rates")
    ap.add_argument("--hands", type=int, default=100, help="hands per run of the games rates (default 100)")
    args = ap.parse_args(argv)
    if args.runs < 1:
        ap.error("--runs must be at least 1")
    if args.hands < 1:
        ap.error("--hands must be at least 1")

    out: dict = {"runs": args.runs, "machine": {
        "platform": platform.platform(), "cpus": os.cpu_count(), "host_python": platform.python_version()}}
    if not args.skip_cpython:
        out["cpython"] = bench_cpython(args.runs)
    if not args.skip_pyodide:
        out["pyodide"] = bench_pyodide(args.runs, find_wheel(args.wheel))
    if not args.skip_games and not args.skip_cpython:
        out["games_cpython"] = bench_games_cpython(args.hands, args.runs)
    if not args.skip_games and not args.skip_pyodide:
        out["games_pyodide"] = bench_games_pyodide(args.hands, args.runs, find_wheel(args.wheel))
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
        out["browser"] = bench_browser(args.runs, Path(args.config).resolve(), args.chromium,
                                       int(args.timeout * 1000))
    print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())

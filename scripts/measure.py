#!/usr/bin/env python3
"""Measure the site and the package; print JSON with the median and every run.

    .venv/bin/python scripts/measure.py [--runs 5] [--skip-browser] [--skip-pyodide]

What is measured (each N times, default 5):

* ``browser.cold_navigation_to_ready_ms``: headless Chromium with a new, empty profile
  (a fresh user-data-dir each run, so nothing is cached), from navigation start to the
  simulator on the Three Card Poker page being ready to deal (Pyodide booted, wheel loaded,
  ``describe`` answered). ``browser.cold_worker_boot_ms`` is the worker's own share of that
  (import of pyodide.mjs to the package imported).
* ``browser.warm_reload_to_ready_ms``: the same page reloaded in the same profile (HTTP cache
  warm, Pyodide booted again: a reload starts a new worker).
* ``browser.instant_page_change_to_ready_ms``: from a click on the game's navigation link
  (coming from the home page) to the simulator being ready, under Material's instant
  navigation, where the worker and Pyodide are kept. ``browser.instant_navigation_kept`` says
  whether every change really was instant (no full reload, one Pyodide boot in total).
* ``cpython`` and ``pyodide``: the exact Three Card Poker analysis,
  ``json.loads(handle(json.dumps({"op": "analyse", "variant": "three-card-poker",
  "options": {}})))``, timed with ``time.perf_counter`` inside the interpreter, with the
  package's caches cleared before each run (so each run does the whole enumeration; the
  first run also pays for imports and is reported separately). A fixed pure-Python
  reference workload runs in the same process, so ``analysis / reference`` can be compared
  across machines and interpreters. Pyodide runs under Node through
  ``scripts/pyodide_run.mjs --wheel <wheel> --code ...``.

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
from sitekit import CHROMIUM_ARGS, READY, QuietHandler, build_site  # noqa: E402

GAME = "games/three-card-poker/"
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


def find_wheel(explicit: str | None) -> Path:
    if explicit:
        return Path(explicit).resolve()
    wheels = sorted((ROOT / "dist" / "pyodide").glob("pokerrules-*.whl"))
    if len(wheels) != 1:
        raise SystemExit(f"measure: expected one wheel in dist/pyodide/, found {wheels}; "
                         "run `bash scripts/build_wheel.sh` or pass --wheel")
    return wheels[0]


def bench_pyodide(runs: int, wheel: Path) -> dict:
    src = BENCH_SRC.replace("RUNS", str(runs))
    proc = subprocess.run(
        ["node", str(ROOT / "scripts" / "pyodide_run.mjs"), "--wheel", str(wheel), "--code", src],
        cwd=ROOT, capture_output=True, text=True, timeout=1800,
    )
    if proc.returncode != 0:
        raise SystemExit(f"measure: pyodide_run failed ({proc.returncode}):\n{proc.stderr[-4000:]}")
    line = [ln for ln in proc.stdout.splitlines() if ln.strip().startswith("{")][-1]
    result = interpreter_summary(json.loads(line))
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


CLICK_NAV = """(title) => {
  const link = [...document.querySelectorAll('a.md-nav__link')]
    .find((a) => a.textContent.trim() === title);
  if (!link) throw new Error('no navigation link ' + title);
  window.__measureT0 = performance.now();
  link.click();
}"""


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

                # Instant navigation: home, then back to the game by its nav link.
                page.evaluate("() => { window.__measureMarker = 1; }")
                page.evaluate(CLICK_NAV, "Home")
                page.wait_for_url(base)
                page.wait_for_selector(".pr-simulator", state="detached")
                page.evaluate(CLICK_NAV, "Three Card Poker")
                page.wait_for_function(
                    "() => window.__pokerrules.readyAt > window.__measureT0 && "
                    "document.querySelector('" + READY.replace("'", "\\'") + "')",
                    timeout=timeout_ms)
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
    args = ap.parse_args(argv)
    if args.runs < 1:
        ap.error("--runs must be at least 1")

    out: dict = {"runs": args.runs, "machine": {
        "platform": platform.platform(), "cpus": os.cpu_count(), "host_python": platform.python_version()}}
    if not args.skip_cpython:
        out["cpython"] = bench_cpython(args.runs)
    if not args.skip_pyodide:
        out["pyodide"] = bench_pyodide(args.runs, find_wheel(args.wheel))
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

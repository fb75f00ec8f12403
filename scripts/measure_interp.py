"""The interpreter half of scripts/measure.py: the exact Three Card Poker analysis and random
games per second, in this CPython and in Pyodide under Node, each with a fixed reference loop
timed in the same process (see measure.py's docstring for what each figure means)."""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT / "scripts") not in sys.path:
    sys.path.insert(0, str(ROOT / "scripts"))
from sitekit import family_games  # noqa: E402

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
    from pokerrules.table.agents import make_bot, play_bots
    from pokerrules.lookup.registry import get
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


def summary(values: list[float], digits: int = 4) -> dict:
    return {"median": round(statistics.median(values), digits), "runs": [round(v, digits) for v in values]}


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


def _exec(src: str, name: str) -> dict:
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    out: list[dict] = []
    code = compile(src.replace("print(json.dumps(", "_out.append(("), name, "exec")
    exec(code, {"__name__": "__measure__", "_out": out})
    return out[0]


def bench_cpython(runs: int) -> dict:
    return interpreter_summary(_exec(BENCH_SRC.replace("RUNS", str(runs)), "<measure-bench>"))


def family_ids() -> list[str]:
    return [gid for gid, _ in family_games()]


def bench_games_cpython(hands: int, runs: int) -> dict:
    return games_summary(_exec(games_source(family_ids(), hands, runs), "<measure-games>"))


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

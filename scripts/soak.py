"""The conformance checks at scale: random games of every registered game under random house
rules, and hostile calls to the JSON facade. Prints JSON counts; exits non-zero on any failure.

    .venv/bin/python scripts/soak.py                 # 10,000 games per game, 100,000 facade calls
    .venv/bin/python scripts/soak.py --quick         # a small run (CI runs this)
    .venv/bin/python scripts/soak.py --games 500 --facade 0 --only survivor --jobs 2

Each game is checked move by move exactly as in tests/conformance/checks.py. Failures are listed
with the game and seed, so ``checks.playout(variant, seed)`` reproduces one.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def soak_game(job: tuple[str, int, int]) -> dict[str, object]:
    """Games ``first`` .. ``first + count - 1`` of one game: summed counts and any failures."""
    from pokerrules.lookup.registry import get
    from tests.conformance.checks import playout

    game_id, first, count = job
    variant = get(game_id)
    totals = {"games": 0, "moves": 0, "refused": 0}
    failures = []
    for seed in range(first, first + count):
        try:
            for name, value in playout(variant, seed).items():
                totals[name] += value
        except Exception as err:  # a soak reports every failure and goes on
            failures.append({"game": game_id, "seed": seed, "error": f"{type(err).__name__}: {err}"[:300]})
    return {"id": game_id, **totals, "failures": failures}


def soak_facade(count: int, seed: int) -> dict[str, object]:
    try:
        from scripts.soak_facade import run
    except ImportError:
        return {"calls": 0, "note": "scripts/soak_facade.py has no run(count, seed)"}
    result: dict[str, object] = run(count, seed)
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000, help="random games per game")
    parser.add_argument("--facade", type=int, default=100_000, help="hostile facade calls")
    parser.add_argument("--quick", action="store_true", help="20 games per game, 500 calls")
    parser.add_argument("--only", action="append", default=[], metavar="GAME")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.quick:
        args.games, args.facade = 20, 500
    from pokerrules.lookup.registry import variants

    ids = args.only or [v.id for v in variants()]
    chunk = max(1, min(250, args.games // max(1, args.jobs)))
    jobs = [(gid, args.seed * 1_000_003 + start, min(chunk, args.games - start))
            for gid in ids for start in range(0, args.games, chunk)]
    started = time.perf_counter()
    per_game: dict[str, dict[str, int]] = {gid: {"games": 0, "moves": 0, "refused": 0} for gid in ids}
    failures: list[object] = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for part in pool.map(soak_game, jobs):
            entry = per_game[str(part["id"])]
            for name in entry:
                entry[name] += int(part[name])  # type: ignore[call-overload]
            failures.extend(part["failures"])  # type: ignore[arg-type]
    facade = soak_facade(args.facade, args.seed) if args.facade else {"calls": 0}
    report = {
        "games_per_game": args.games,
        "games": sum(g["games"] for g in per_game.values()),
        "moves": sum(g["moves"] for g in per_game.values()),
        "illegal_moves_refused": sum(g["refused"] for g in per_game.values()),
        "per_game": per_game,
        "facade": facade,
        "failures": failures[:50],
        "failure_count": len(failures),
        "seconds": round(time.perf_counter() - started, 1),
    }
    print(json.dumps(report, indent=2))
    broken = sum(count for key in ("raised", "failed")
                 if isinstance(count := facade.get(key, 0), int))
    return 1 if failures or broken else 0


if __name__ == "__main__":
    sys.exit(main())

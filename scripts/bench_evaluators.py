"""Hands per second for pokerrules' hand evaluators and for well-known pure-Python peers.

    .venv/bin/python scripts/bench_evaluators.py            # the full run (a few minutes)
    .venv/bin/python scripts/bench_evaluators.py --quick    # well under a minute
    .venv/bin/python scripts/bench_evaluators.py --smoke    # a second or two: the shape only

Prints JSON. Every evaluator sees the same random hands, in its own card format (converted before
timing), in the same process; each measurement is repeated and the median kept, with the runs of
the different evaluators interleaved so that a slow moment hurts them alike; time is this
process's CPU time (``time.process_time``), which other load on the machine disturbs less. The peers (treys,
phevaluator 0.5.3.1, pokerkit: ``pip install -e '.[bench]'``) are reported as null when missing.

- five cards: ``HighPoker().key`` against treys' ``Evaluator().evaluate``;
- best five of seven: ``HighPoker().key`` against phevaluator's ``evaluate_cards`` (and treys);
- three cards: ``ThreeCardPoker().key`` against pokerkit's ``RhodeIslandHoldemLookup().get_entry``
  (the same order: straight flush, trips, straight, flush, pair, high card);
- wild cards in a game without them in the hand: the seven-card hands above valued by
  ``HighPoker(wild=Wild()).key`` against ``HighPoker().key`` (``wild_game_no_wild_vs_plain_7``:
  what wild-card support costs a hand with no wild card; the plain path has no wild code at all);
- wild cards: seven cards with two jokers, ``HighPoker(wild=Wild()).key`` against a brute force
  written here that tries every card for each joker (1,378 pairs of cards) on a fast evaluator.

Each peer's results are also checked to order the hands exactly as ours do ("agrees").
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from importlib.metadata import PackageNotFoundError, version
from itertools import combinations_with_replacement
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pokerrules.core.cards import Card, standard_deck  # noqa: E402
from pokerrules.rankings import HighPoker, ThreeCardPoker, Wild  # noqa: E402
from pokerrules.rankings.patterns import PRIMES, pack  # noqa: E402
from pokerrules.rankings.poker import _RANK_KEYS, _rank_miss, build_tables, key_any  # noqa: E402

MODES = {  # hands per evaluator, repeats, wild hands, brute-force hands
    "full": (100_000, 7, 20_000, 200),
    "quick": (20_000, 5, 3_000, 20),
    "smoke": (300, 1, 30, 2),
}
JOKER = Card(0, "*")


def peer_version(name: str) -> str | None:
    try:
        return version(name)
    except PackageNotFoundError:
        return None


def rate(fn: Callable[[Any], object], hands: Sequence[Any]) -> float:
    """Hands per second of this process's CPU time, so that other work on the machine counts less."""
    start = time.process_time()
    for hand in hands:
        fn(hand)
    return len(hands) / (time.process_time() - start)


def import_seconds() -> float:
    """Importing pokerrules.rankings in a fresh interpreter (tables are built on first use)."""
    code = ("import time; t = time.perf_counter(); import pokerrules.rankings; "
            "print(time.perf_counter() - t)")
    runs = [float(subprocess.check_output([sys.executable, "-c", code], cwd=ROOT, text=True))
            for _ in range(3)]
    return statistics.median(runs)


# --- the brute force for wild cards -----------------------------------------------------------

_BIT = [1 << r for r in range(15)]


def multiset_key(cards: Sequence[Card]) -> int:
    """High-poker key of cards that may repeat (a wild card copying a card), packed as HighPoker's."""
    if len(set(cards)) == len(cards):
        return key_any(cards)
    product = 1
    for c in cards:
        product *= PRIMES[c.rank]
    key = _RANK_KEYS.get(product)
    if key is None:
        key = _rank_miss(product)  # five of a kind and the rest: by ranks alone
    for suit in "cdhs":
        ranks = sorted((c.rank for c in cards if c.suit == suit), reverse=True)
        if len(ranks) >= 5:
            mask = sum(_BIT[r] for r in set(ranks)) | (2 if 14 in ranks else 0)
            top = next((t for t in range(14, 4, -1) if (mask >> (t - 4)) & 31 == 31), 0)
            key = max(key, pack(8, (top,)) if top else pack(5, ranks[:5]))
    return key


SUBSTITUTES = list(combinations_with_replacement(standard_deck(), 2))


def brute_force_two_wild(cards: Sequence[Card]) -> int:
    """Every card for each of the two jokers, the best result."""
    naturals = [c for c in cards if not c.is_joker]
    return max(multiset_key(naturals + list(pair)) for pair in SUBSTITUTES)


# --- the run ----------------------------------------------------------------------------------

def same_order(ours: Sequence[Any], theirs: Sequence[Any], lower_is_better: bool) -> bool:
    """Do two evaluators rank these hands in the same order, ties included?"""
    pairs = list(zip(ours, theirs, strict=True))
    pairs.sort(key=lambda p: p[0])
    for (a, x), (b, y) in zip(pairs, pairs[1:], strict=False):
        if (a == b) != (x == y) or (a < b and ((x <= y) if lower_is_better else (x >= y))):
            return False
    return True


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--quick", action="store_true", help="fewer hands and runs (well under a minute)")
    group.add_argument("--smoke", action="store_true", help="a tiny run to check the output shape")
    parser.add_argument("--seed", type=int, default=20240601)
    args = parser.parse_args(argv)
    mode = "smoke" if args.smoke else "quick" if args.quick else "full"
    n_hands, runs, n_wild, n_brute = MODES[mode]

    rng = random.Random(args.seed)
    deck = standard_deck()
    five = [rng.sample(deck, 5) for _ in range(n_hands)]
    seven = [rng.sample(deck, 7) for _ in range(n_hands)]
    three = [rng.sample(deck, 3) for _ in range(n_hands)]
    wild7 = [[JOKER, JOKER, *rng.sample(deck, 5)] for _ in range(n_wild)]
    brute7 = wild7[:n_brute]

    build: dict[str, Any] = {"import_rankings_seconds": 0.0 if mode == "smoke" else import_seconds()}
    start = time.perf_counter()
    build["high_table_entries"] = build_tables()
    build["high_tables_5_6_7_cards_seconds"] = time.perf_counter() - start
    build["note"] = ("tables fill lazily as hands are met; the timings below are after the full build, "
                     "and after each peer's own set-up")

    high, three_card, wild = HighPoker(), ThreeCardPoker(), HighPoker(wild=Wild())
    tasks: dict[str, tuple[Callable[[Any], object], Sequence[Any]]] = {
        "pokerrules_high_5": (high.key, five),
        "pokerrules_high_7": (high.key, seven),
        "pokerrules_three_card": (three_card.key, three),
        "pokerrules_wild_7_two_wild": (wild.key, wild7),
        # The same seven natural cards as pokerrules_high_7, valued in a game with jokers wild:
        # what wild-card support costs a hand that holds no wild card.
        "pokerrules_wild_game_7_no_wild": (wild.key, seven),
        "brute_force_wild_7_two_wild": (brute_force_two_wild, brute7),
    }
    peers = {name: peer_version(name) for name in ("treys", "phevaluator", "pokerkit")}
    setup: dict[str, float] = {}
    agrees: dict[str, bool] = {}
    check = min(n_hands, 2_000)

    if peers["treys"]:
        from treys import Card as TreysCard
        from treys import Evaluator

        start = time.perf_counter()
        evaluator = Evaluator()
        setup["treys"] = time.perf_counter() - start
        t5 = [[TreysCard.new(c.code) for c in h] for h in five]
        t7 = [[TreysCard.new(c.code) for c in h] for h in seven]
        tasks["treys_5"] = (lambda h: evaluator.evaluate(h[:2], h[2:]), t5)
        tasks["treys_7"] = (lambda h: evaluator.evaluate(h[:2], h[2:]), t7)
        agrees["treys_5"] = same_order([high.key(h) for h in five[:check]],
                                       [evaluator.evaluate(h[:2], h[2:]) for h in t5[:check]], True)
    if peers["phevaluator"]:
        start = time.perf_counter()
        from phevaluator import Card as PhCard
        from phevaluator import evaluate_cards

        setup["phevaluator_import"] = time.perf_counter() - start
        p7 = [[PhCard(c.code).id_ for c in h] for h in seven]
        tasks["phevaluator_7"] = (lambda h: evaluate_cards(*h), p7)
        agrees["phevaluator_7"] = same_order([high.key(h) for h in seven[:check]],
                                             [evaluate_cards(*h) for h in p7[:check]], True)
    if peers["pokerkit"]:
        from pokerkit import Card as PkCard
        from pokerkit import RhodeIslandHoldemLookup

        start = time.perf_counter()
        lookup = RhodeIslandHoldemLookup()
        setup["pokerkit_lookup"] = time.perf_counter() - start
        k3 = [list(PkCard.parse("".join(c.code for c in h))) for h in three]
        tasks["pokerkit_three_card"] = (lookup.get_entry, k3)
        agrees["pokerkit_three_card"] = same_order([three_card.key(h) for h in three[:check]],
                                                   [lookup.get_entry(h).index for h in k3[:check]], False)
    agrees["brute_force_wild"] = all(wild.key(h) == brute_force_two_wild(h) for h in brute7[:20])

    samples: dict[str, list[float]] = {name: [] for name in tasks}
    for fn, hands in tasks.values():  # a warm-up pass
        for hand in hands[:200]:
            fn(hand)
    for _ in range(runs):
        for name, (fn, hands) in tasks.items():
            samples[name].append(rate(fn, hands))
    per_second: dict[str, int | None] = {name: round(statistics.median(v)) for name, v in samples.items()}
    for name in ("treys_5", "treys_7", "phevaluator_7", "pokerkit_three_card"):
        per_second.setdefault(name, None)

    def ratio(ours: str, theirs: str) -> float | None:
        a, b = per_second.get(ours), per_second.get(theirs)
        return round(a / b, 2) if a and b else None

    return {
        "mode": mode, "python": platform.python_version(), "implementation": platform.python_implementation(),
        "hands": {"five_seven_three": n_hands, "wild": n_wild, "brute_force": n_brute}, "runs": runs,
        "seed": args.seed, "clock": "time.process_time", "peers": peers, "peer_setup_seconds": setup,
        "build": build,
        "hands_per_second": per_second,
        "ratios": {
            "five_card_vs_treys": ratio("pokerrules_high_5", "treys_5"),
            "seven_card_vs_phevaluator": ratio("pokerrules_high_7", "phevaluator_7"),
            "seven_card_vs_treys": ratio("pokerrules_high_7", "treys_7"),
            "three_card_vs_pokerkit": ratio("pokerrules_three_card", "pokerkit_three_card"),
            "wild_vs_brute_force": ratio("pokerrules_wild_7_two_wild", "brute_force_wild_7_two_wild"),
            "wild_game_no_wild_vs_plain_7": ratio("pokerrules_wild_game_7_no_wild", "pokerrules_high_7"),
        },
        "agrees": agrees,
    }


if __name__ == "__main__":
    print(json.dumps(main(), indent=2))

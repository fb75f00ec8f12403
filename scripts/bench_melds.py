"""How long the meld solver (``pokerrules.kits.melds.arrange``) takes on random rummy hands.

    .venv/bin/python scripts/bench_melds.py            # the full run (about half a minute)
    .venv/bin/python scripts/bench_melds.py --quick    # a second or two, for CI: the shape only

Prints JSON. For each game, seeded random hands are dealt (Rumino: 8 cards from 108 with four
jokers, the hand after a draw; Pif Paf: 10 cards from 104) and ``arrange`` is timed on each.
A bot's turn is timed as twelve calls: the hand with one card swapped for another from the
deck, as a bot weighing each draw and discard does. Time is this process's CPU time
(``time.process_time``), which other load on the machine disturbs less than the wall clock.
Each pass over the hands is repeated (``--runs``); every figure is the median over the passes.
The browser (Pyodide) runs the same Python a few times slower than CPython.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pokerrules.core.cards import Card, standard_deck  # noqa: E402
from pokerrules.kits.melds import MeldRules, arrange  # noqa: E402

JOKER = Card(0, "*")
CALLS_PER_TURN = 12


def rumino_points(card: Card) -> int:
    """The deadwood count: aces 1, faces and jokers 10, other cards their number."""
    return 10 if card.is_joker or 10 < card.rank < 14 else 1 if card.rank == 14 else card.rank


GAMES: dict[str, dict[str, Any]] = {
    "rumino": {
        "deck": standard_deck() * 2 + (JOKER,) * 4,
        "cards": 8,
        "rules": MeldRules(max_group=4, max_sequence=4, jokers_wild=True),
        "value": rumino_points,
    },
    "pif_paf": {
        "deck": standard_deck() * 2,
        "cards": 10,
        "rules": MeldRules(group_suits="exactly-three"),
        "value": lambda card: 1,
    },
}


def one_pass(game: dict[str, Any], hands: int, seed: int) -> dict[str, float]:
    rng = random.Random(seed)
    deck: tuple[Card, ...] = game["deck"]
    rules: MeldRules = game["rules"]
    value: Callable[[Card], int] = game["value"]
    per_hand: list[float] = []
    per_turn: list[float] = []
    for _ in range(hands):
        dealt = rng.sample(deck, game["cards"] + CALLS_PER_TURN)
        hand, others = dealt[: game["cards"]], dealt[game["cards"]:]
        start = time.process_time()
        arrange(hand, rules, value)
        per_hand.append(time.process_time() - start)
        variants = []
        for i, card in enumerate(others):
            variant = list(hand)
            variant[i % len(hand)] = card
            variants.append(variant)
        start = time.process_time()
        for variant in variants:
            arrange(variant, rules, value)
        per_turn.append(time.process_time() - start)
    return {
        "hand_median_ms": statistics.median(per_hand) * 1000,
        "hand_worst_ms": max(per_hand) * 1000,
        "turn_median_ms": statistics.median(per_turn) * 1000,
        "turn_worst_ms": max(per_turn) * 1000,
    }


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="few hands, one pass (for CI)")
    parser.add_argument("--hands", type=int, help="hands per pass (default 3000; 100 with --quick)")
    parser.add_argument("--runs", type=int, help="passes (default 3; 1 with --quick)")
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args(argv)
    hands = args.hands or (100 if args.quick else 3000)
    runs = args.runs or (1 if args.quick else 3)
    report: dict[str, Any] = {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "hands_per_run": hands,
        "runs": runs,
        "calls_per_turn": CALLS_PER_TURN,
        "clock": "process_time",
        "games": {},
    }
    for name, game in GAMES.items():
        passes = [one_pass(game, hands, args.seed + run) for run in range(runs)]
        summary = {key: round(statistics.median(p[key] for p in passes), 4) for key in passes[0]}
        report["games"][name] = {
            "cards": game["cards"],
            "deck": len(game["deck"]),
            **summary,
            "passes": [{key: round(v, 4) for key, v in p.items()} for p in passes],
        }
    return report


if __name__ == "__main__":
    print(json.dumps(main(), indent=2))

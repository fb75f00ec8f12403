"""The evaluator benchmark runs (tiny) and prints the JSON it promises. Speed is never asserted."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RATIO_PEERS = {"five_card_vs_treys": "treys", "seven_card_vs_phevaluator": "phevaluator",
               "seven_card_vs_treys": "treys", "three_card_vs_pokerkit": "pokerkit",
               "wild_vs_brute_force": None, "wild_game_no_wild_vs_plain_7": None}


def test_smoke_run_prints_rates_and_ratios() -> None:
    out = subprocess.run([sys.executable, "scripts/bench_evaluators.py", "--smoke"], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    report = json.loads(out)
    assert report["mode"] == "smoke"
    assert set(report["ratios"]) == set(RATIO_PEERS)
    for name, peer in RATIO_PEERS.items():
        value = report["ratios"][name]
        if peer is None or report["peers"][peer]:
            assert isinstance(value, float | int) and value > 0, name
        else:
            assert value is None, name
    rates = report["hands_per_second"]
    for ours in ("pokerrules_high_5", "pokerrules_high_7", "pokerrules_three_card",
                 "pokerrules_wild_7_two_wild", "brute_force_wild_7_two_wild",
                 "pokerrules_wild_game_7_no_wild"):
        assert rates[ours] > 0
    assert report["build"]["high_table_entries"] > 0
    assert all(report["agrees"].values())

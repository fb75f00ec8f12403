"""The coach answers at every decision: seeded random hands of every registered game, ``odds``
asked through the facade at each of seat 0's decisions (a small part of
``scripts/soak_coach.py``, which runs the whole soak through the same code)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from pokerrules.registry import variants

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from soak_coach import soak_game  # noqa: E402

#: Hands of each game, seat 0's decisions asked a hand, worlds sampled a decision.
HANDS, DECISIONS, SAMPLES = 1, 4, 2


@pytest.mark.parametrize("game", [v.id for v in variants()])
def test_the_coach_answers_at_every_decision(game: str) -> None:
    counts = soak_game(game, HANDS, SAMPLES, DECISIONS)
    assert counts.hands == HANDS
    assert not counts.errors, counts.examples
    assert counts.ok + counts.twice == counts.decisions

"""The coach answers at every decision: seeded random hands of every registered game, ``odds``
asked through the facade at each decision of the hand's reader (a seat drawn for the hand: a
reader after seat 0 meets decisions seat 0 never has, such as a secret pass after others have
chosen). A small part of ``scripts/soak_coach.py``, which runs the whole soak with the same
code."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from pokerrules.lookup.registry import variants

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from soak_coach import soak_game  # noqa: E402

#: Hands of each game (from hand ``FIRST``), the reader's decisions asked a hand, worlds sampled
#: a decision. Hands 0 and 1 are left to the soak: hand 1 of Red 7/27 asks ``odds`` at a spot
#: where one request takes 30 s or more (the exact tree runs to the work limit first).
FIRST, HANDS, DECISIONS, SAMPLES = 2, 2, 3, 2


@pytest.mark.parametrize("game", [v.id for v in variants()])
def test_the_coach_answers_at_every_decision(game: str) -> None:
    counts = soak_game(game, HANDS, SAMPLES, DECISIONS, first=FIRST)
    assert counts.hands == HANDS
    assert not counts.errors, counts.examples
    assert counts.ok + counts.twice == counts.decisions

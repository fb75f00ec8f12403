"""The stud games against PokerKit, in small (scripts/pokerkit_stud.py runs thousands of hands):
the same cards and the same moves on both, every turn, pot and move compared, and every stack
at the end."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))

import pokerkit_stud  # noqa: E402

HANDS = 200


@pytest.mark.parametrize("game", sorted(pokerkit_stud.GAMES))
def test_pokerkit_plays_every_hand_as_ours_does(game: str) -> None:
    report = pokerkit_stud.run(game, HANDS, first_seed=10_000)
    assert report.hands == HANDS and report.showdowns > HANDS // 2
    assert report.differences == []

"""Triple Draw Lowball and Badugi against PokerKit (scripts/pokerkit_draw.py, which runs 2,000
hands a game by hand): the same cards and the same random actions leave every stack the same."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))

import pokerkit_draw  # noqa: E402

HANDS = 300


@pytest.mark.parametrize("game", sorted(pokerkit_draw.GAMES))
def test_the_same_chips_as_pokerkit(game: str) -> None:
    counts, differences = pokerkit_draw.compare(game, HANDS, first_seed=34_000)
    assert [(d.seed, d.seats, d.ours, d.theirs) for d in differences] == []
    # most hands reach the showdown, and some run the deck out and reshuffle the discards
    assert counts["showdowns"] > HANDS // 2 and counts["reshuffled"] > 0


def test_the_comparison_can_fail(monkeypatch: pytest.MonkeyPatch) -> None:
    """Played for ace-to-five on our side, the same hands end with other stacks."""
    options, theirs = pokerkit_draw.GAMES["triple-draw-lowball"]
    monkeypatch.setitem(pokerkit_draw.GAMES, "triple-draw-lowball", ({**options, "low": "ace5"}, theirs))
    _, differences = pokerkit_draw.compare("triple-draw-lowball", 60, first_seed=34_000)
    assert differences
    assert replace(differences[0], ours=differences[0].theirs).same

"""The board games against PokerKit (scripts/pokerkit_board.py in small): Texas Hold'em in fixed
limit and no limit, Omaha in pot limit and Omaha High/Low in fixed limit, each hand dealt the
same in both and played with the same seeded random moves; any difference in a stack or the pot
fails. The full run (2,000 hands a game) is by hand."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))

import pokerkit_board  # noqa: E402

HANDS = 160


@pytest.mark.parametrize("check", [f"{game} ({betting})" for game, betting, _ in pokerkit_board.CHECKS])
def test_the_board_games_agree_with_pokerkit(check: str) -> None:
    (tally,) = pokerkit_board.run(HANDS, seed=10_000, only=lambda key: key == check).values()
    assert tally.hands == HANDS and tally.showdowns > HANDS // 2
    assert tally.differences == []  # odd chips of a three-way split are a house rule, listed apart


def test_a_difference_is_found() -> None:
    """The check can fail: with Omaha judged as any five of nine, PokerKit disagrees."""
    from dataclasses import replace

    from pokerrules.games import holdem
    from pokerrules.lookup.registry import get
    from pokerrules.rankings.poker import HighPoker

    variant = get("omaha")
    loose = holdem.OMAHA.with_showdown(high=HighPoker())
    start = variant.start

    def any_five(table):  # type: ignore[no-untyped-def]
        from pokerrules.steps.machine import StepGameState
        from pokerrules.steps.variant import stakes_from

        return StepGameState(loose, stakes_from(dict(table.options)), table)

    object.__setattr__(variant, "start", any_five)
    try:
        tally = pokerkit_board.Tally()
        for seed in range(60):
            pokerkit_board.play_one("omaha", "pot", "PotLimitOmahaHoldem", 2 + seed % 5, seed, tally)
    finally:
        object.__setattr__(variant, "start", start)
    assert tally.differences, "any five of nine cards should have lost some pot PokerKit gave"
    del replace

"""A state's lean ``bot_view`` (what the coach's worlds hand to bots) makes every bot choose
exactly as its full view does: checked at every decision of seeded bot-played hands of every
game that has one, with the same randomness."""

from __future__ import annotations

import pytest

from pokerrules.core.rng import SeededRandom, derive_seed
from pokerrules.lookup.registry import variants
from pokerrules.table.agents import make_bot
from pokerrules.table.game import Variant

LEAN = [v for v in variants() if hasattr(v.new(0), "bot_view")]


def same_choices(variant: Variant, seed: int, seats: int) -> int:
    """Play a hand with the default bot from the full views, checking the lean view's choice at
    every decision; the number of decisions checked."""
    state = variant.new(seed, seats=seats)
    bot = make_bot(variant)
    checked = 0
    while not state.is_over and len(state.actions) < 300:
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        rng_seed = derive_seed(seed, "lean", seat, len(state.actions))
        full = bot.choose(state.view(seat), legal, SeededRandom(rng_seed))
        lean = bot.choose(state.bot_view(seat), legal, SeededRandom(rng_seed))  # type: ignore[attr-defined]
        assert lean == full, (variant.id, seed, len(state.actions))
        checked += 1
        state.apply(full)
    return checked


def test_some_games_have_a_lean_view() -> None:
    assert len(LEAN) >= 10


@pytest.mark.parametrize("variant", LEAN, ids=lambda v: v.id)
def test_lean_view_gives_the_same_choices(variant: Variant) -> None:
    checked = sum(same_choices(variant, seed, seats)
                  for seed in range(2) for seats in {variant.min_seats, variant.max_seats})
    assert checked > 0


def test_hand_written_games_with_a_lean_view() -> None:
    """Three Fifty Seven and Twenty-Five (whose bots' cost was largely their full view) have one."""
    assert {"three-fifty-seven", "twenty-five"} <= {v.id for v in LEAN}

"""The coach's worlds, over every registered game: each world keeps everything the seat can see,
plays on to the end, and the figures cannot tell where the unseen cards really are."""

from __future__ import annotations

from collections import Counter

import pytest

from pokerrules.coach.odds import odds
from pokerrules.coach.play import later_move
from pokerrules.coach.worlds import places, sampled_order, world
from pokerrules.lookup.registry import get, variants
from pokerrules.table.agents import make_bot
from tests.coach.spots import decision

GAMES = [v.id for v in variants()]


def _spot(game: str, skip: int = 1):
    variant = get(game)
    for seed in range(6):
        state = decision(variant, seed, skip)
        if state is not None:
            return state
    pytest.skip(f"{game}: no decision of seat 1 in six deals")


@pytest.mark.parametrize("game", GAMES)
def test_a_world_keeps_what_the_seat_sees(game: str) -> None:
    state = _spot(game)
    where = places(state, 0)
    if where is None:
        assert len(set(state.all_cards())) < len(state.all_cards())  # only a deck with copies
        return
    seen = state.view(0)
    legal = state.legal_actions()
    bot = make_bot(get(game))
    changed = 0
    for number in range(3):
        order = sampled_order(where, 11, number)
        other = world(state, where, order, state.table.seed)
        assert Counter(other.all_cards()) == Counter(state.all_cards())
        assert other.view(0) == seen
        assert other.legal_actions() == legal
        changed += other.all_cards() != state.all_cards()
        for _ in range(400):
            if other.is_over or other.to_act is None:
                break
            other.apply(later_move(other, bot, number))
    if len(where.cards) > 1:
        assert changed, "no world moved any unseen card"


@pytest.mark.parametrize("game", GAMES)
def test_the_figures_cannot_tell_where_the_unseen_cards_are(game: str) -> None:
    """Shuffle the cards seat 1 cannot see among the other seats and the stock: the same
    request gives the same figures."""
    state = _spot(game, skip=0)
    where = places(state, 0)
    if where is None:
        return
    first = odds(state, 0, samples=3, seed=5)
    shuffled = world(state, where, sampled_order(where, 99, 0), state.table.seed)
    assert shuffled.all_cards() != state.all_cards() or len(where.cards) < 2
    assert odds(shuffled, 0, samples=3, seed=5) == first

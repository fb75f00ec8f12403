"""Random playouts of every step-built game: each card once, chips conserved, the hand always
ends, every unfinished state offers a move, and replaying the history gives the same state."""

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrules.agents import bot_step, make_bot
from pokerrules.engine import StepGameState
from pokerrules.history import replay, to_json
from pokerrules.registry import variants

STEP_GAMES = [v for v in variants() if v.family == "7/27"]


def test_the_whole_family_is_registered() -> None:
    assert len(STEP_GAMES) == 16


@pytest.mark.parametrize("variant", STEP_GAMES, ids=lambda v: v.id)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), seats=st.integers(2, 8),
       bots=st.lists(st.sampled_from(["random", "sensible"]), min_size=8, max_size=8),
       betting=st.sampled_from(["fixed", "pot", "no-limit"]),
       stacks=st.lists(st.integers(3, 60), min_size=8, max_size=8))
def test_random_playouts(variant, seed, seats, bots, betting, stacks) -> None:  # type: ignore[no-untyped-def]
    state = variant.new(seed, {"betting": betting}, seats, stacks[:seats])
    assert isinstance(state, StepGameState)
    players = [make_bot(variant, name) for name in bots[:seats]]
    total = sum(stacks[:seats])
    for _ in range(2_000):
        if state.is_over:
            break
        assert state.legal_actions(), "an unfinished hand must offer a move"
        assert state.chips_on_table() == total
        assert Counter(state.all_cards()) == Counter(variant.deck())
        bot_step(state, players[state.to_act])  # type: ignore[index]
    assert state.is_over, "the hand did not end"
    result = state.result()
    assert result is not None and sum(result["net"]) == 0
    assert sum(result["stacks"]) == total and min(result["stacks"]) >= 0
    assert Counter(state.all_cards()) == Counter(variant.deck())
    again = replay(to_json(state))
    assert again.snapshot() == state.snapshot()
    assert again.view(0) == state.view(0)

"""Random playouts over many seeds: chips conserved, each card once, replay identical."""

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrules.lookup.history import replay, to_json
from pokerrules.lookup.registry import variants
from pokerrules.table.agents import bot_step, make_bot


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), seats=st.integers(1, 6),
       bot=st.sampled_from(["random", "q64"]), fold_rule=st.sampled_from(["forfeit", "settle"]))
def test_three_card_poker_random_playouts(seed: int, seats: int, bot: str, fold_rule: str) -> None:
    variant = variants()[0]
    state = variant.new(seed, {"pair_plus_on_fold": fold_rule}, seats)
    player = make_bot(variant, bot)
    total = state.chips_on_table()  # type: ignore[attr-defined]
    steps = 0
    while not state.is_over:
        assert state.legal_actions(), "an unfinished hand must offer a move"
        bot_step(state, player)
        assert state.chips_on_table() == total  # type: ignore[attr-defined]
        steps += 1
        assert steps <= 4 * seats
    result = state.result()
    assert result is not None
    assert sum(result["net"]) + result["house"] == 0
    assert [a + b for a, b in zip(state.table.stacks, result["net"], strict=True)] == result["stacks"]
    # every card is somewhere exactly once: hands, dealer, or the undealt stub
    dealt = [c for seat in state.seats for c in seat.cards] + list(state.dealer)  # type: ignore[attr-defined]
    stub = list(state.table.deck[len(dealt):])
    assert Counter(dealt + stub) == Counter(variant.deck())
    assert len(set(dealt)) == len(dealt) == 3 * (seats + 1)
    again = replay(to_json(state))
    assert again.snapshot() == state.snapshot()
    assert again.view(0) == state.view(0)

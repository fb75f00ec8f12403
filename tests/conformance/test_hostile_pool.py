"""The hostile-call pool (pool.py) comes from the registry: it holds decisions of every
registered game, and of every move any game offers, so a new game or a new move is attacked
without editing a list."""

from __future__ import annotations

import pytest

from pokerrules.lookup.registry import variants
from tests.conformance import pool
from tests.conformance.decisions import explore

#: Other hands than the pool's own (it starts at 1), every seat's decisions counted.
CHECK_SEED = 101


def test_the_pool_holds_every_registered_game() -> None:
    pairs = pool.pool_pairs()
    assert {history["variant"] for history, _ in pairs} == {v.id for v in variants()}
    assert set(pool.GAMES) == {v.id for v in variants()}
    # Each game has a decision still to make, not only hands over.
    for variant in variants():
        assert any(history["variant"] == variant.id and view["legal"] for history, view in pairs), \
            variant.id


@pytest.mark.parametrize("variant", variants(), ids=lambda v: v.id)
def test_the_pool_offers_every_move_the_game_offers(variant) -> None:  # type: ignore[no-untyped-def]
    """Other hands of the game, all seats counted, offer no move the pool's decisions of that
    game lack (the pool reaches them within its budget)."""
    pool.pool_pairs()
    offered = set(explore(variant, seed=CHECK_SEED, reader_only=False))
    assert offered, f"{variant.id}: no move was offered"
    missing = offered - pool.pool_kinds(variant.id)
    assert not missing, f"{variant.id}: the hostile pool has no decision offering {sorted(missing)}"


def test_the_hostile_moves_are_every_move_of_the_pool_and_some_that_are_none() -> None:
    every = {t["kind"] for _, view in pool.pool_pairs() for t in view["legal"]}
    assert set(pool.kinds()) == every | set(pool.NO_SUCH_KINDS)
    assert {"fold", "ante", "take"} <= every  # the pool's moves are real ones
    for kind in pool.NO_SUCH_KINDS:
        assert all(kind not in pool.pool_kinds(v.id) for v in variants())

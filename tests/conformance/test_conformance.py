"""The shared conformance suite, run over every registered game (see checks.py)."""

import pytest

from pokerrules.lookup.registry import variants
from tests.conformance.checks import playout

GAMES = variants()
SEEDS = range(12)


@pytest.mark.parametrize("variant", GAMES, ids=lambda v: v.id)
def test_random_playouts_keep_every_rule(variant) -> None:  # type: ignore[no-untyped-def]
    totals = {"games": 0, "moves": 0, "refused": 0}
    for seed in SEEDS:
        for name, count in playout(variant, seed * 7919 + 1).items():
            totals[name] += count
    assert totals["games"] == len(SEEDS) and totals["moves"] > 0
    assert totals["refused"] > 0, "no illegal move was tried"


def test_every_family_member_is_registered_and_conformed() -> None:
    from pokerrules.lookup.catalogue import families

    ids = [v.id for f in families() for v in f.variants]
    assert sorted(ids) == sorted(v.id for v in GAMES) and len(set(ids)) == len(ids)

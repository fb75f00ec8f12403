"""The coach's sampled arrangements: every order of the unseen cards equally likely (a seeded
count over every order of four cards, and each card's place among 46), fixed by seed and number."""

from __future__ import annotations

from collections import Counter

from pokerrules.coach.worlds import Places, sampled_order
from pokerrules.core.cards import standard_deck


def places(count: int) -> Places:
    cards = standard_deck()[:count]
    return Places(hidden=(), stock=cards, cards=cards)


def test_every_order_of_four_cards_equally_often() -> None:
    where = places(4)
    seen = Counter(sampled_order(where, 7, number) for number in range(24_000))
    assert len(seen) == 24
    expected = 1000
    chi2 = sum((n - expected) ** 2 / expected for n in seen.values())
    assert chi2 < 60  # 23 degrees of freedom: far in the tail of a fair shuffle


def test_each_card_lands_anywhere_among_46() -> None:
    where = places(46)
    first = Counter(sampled_order(where, 3, number)[0] for number in range(9_200))
    last = Counter(sampled_order(where, 3, number)[-1] for number in range(9_200))
    for counts in (first, last):
        assert len(counts) == 46
        assert max(counts.values()) < 2 * 200 and min(counts.values()) > 200 // 2


def test_fixed_by_seed_and_number() -> None:
    where = places(46)
    assert sampled_order(where, 1, 5) == sampled_order(where, 1, 5)
    assert sampled_order(where, 1, 5) != sampled_order(where, 1, 6)
    assert sorted(sampled_order(where, 1, 5)) == sorted(where.cards)

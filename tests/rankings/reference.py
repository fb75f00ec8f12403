"""Slow, obvious evaluators to hold the fast ones to: every combination, every substitution.

A hand value here is ``(category, ranks)`` with the ranks in the order they are compared: groups
by size then rank, best first. Cards may repeat (a wild card copying a card already played).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from itertools import combinations, combinations_with_replacement, permutations

from pokerrules.core.cards import Card, standard_deck

Value = tuple[int, tuple[int, ...]]
DECK = standard_deck()


def _groups(ranks: Sequence[int]) -> list[int]:
    counts = Counter(ranks)
    ordered = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    return [r for r, _ in ordered]


def _run_top(ranks: Sequence[int], ace_low_top: int) -> int:
    """The top of a straight made by all the ranks, else 0; the ace may also play low."""
    distinct = sorted(set(ranks))
    if len(distinct) != len(ranks):
        return 0
    if distinct[-1] - distinct[0] == len(ranks) - 1:
        return distinct[-1]
    if distinct[-1] == 14 and distinct[:-1] == list(range(2, len(ranks) + 1)):
        return ace_low_top
    return 0


def high_value(cards: Sequence[Card], straights: bool = True) -> Value:
    """Five (or fewer) cards as a high-poker hand."""
    ranks = [c.rank for c in cards]
    counts = sorted(Counter(ranks).values(), reverse=True)
    shape = {(5,): 9, (4, 1): 7, (4,): 7, (3, 2): 6}.get(tuple(counts))
    if shape is None:
        shape = {3: 3, 2: 2 if counts[1:2] == [2] else 1, 1: 0}[counts[0]]
    best: Value = (shape, tuple(_groups(ranks)))
    if straights and len(cards) >= 3:
        top = _run_top(ranks, len(cards))
        suited = len({c.suit for c in cards}) == 1
        if top and suited:
            best = max(best, (8, (top,)))
        elif top:
            best = max(best, (4, (top,)))
        if suited:
            best = max(best, (5, tuple(sorted(ranks, reverse=True))))
    return best


def best_of(cards: Sequence[Card], size: int, value: Callable[[Sequence[Card]], Value]) -> Value:
    return max(value(combo) for combo in combinations(cards, min(size, len(cards))))


def high(cards: Sequence[Card], partial_straights: bool = False) -> Value:
    return best_of(cards, 5, lambda h: high_value(h, len(h) == 5 or partial_straights))


def with_wilds(cards: Sequence[Card], is_wild: Callable[[Card], bool], size: int, duplicates: bool,
               value: Callable[[Sequence[Card]], Value]) -> Value:
    """Every choice of ``size`` cards, every card each wild one could be."""
    best: Value | None = None
    for combo in combinations(cards, min(size, len(cards))):
        naturals = [c for c in combo if not is_wild(c)]
        k = len(combo) - len(naturals)
        if duplicates:
            choices = combinations_with_replacement(DECK, k)
        else:
            choices = combinations([c for c in DECK if c not in naturals], k)
        for extra in choices:
            v = value(naturals + list(extra))
            if best is None or v > best:
                best = v
    assert best is not None
    return best


TCP_ORDER = {8: 5, 3: 4, 4: 3, 5: 2, 1: 1, 0: 0}  # high-poker category -> Three Card Poker category


def three_value(cards: Sequence[Card], trips_first: bool = False, straights: bool = True) -> Value:
    """Three (or fewer) cards, Three Card Poker order, as (category, ranks)."""
    category, ranks = high_value(cards, straights and len(cards) == 3)
    cat = TCP_ORDER[category]
    if trips_first and cat == 4:
        cat = 6
    return cat, ranks


def low_value(cards: Sequence[Card]) -> Value:
    """Ace-to-five: ace is 1, straights and flushes ignored. Bigger is better: negated."""
    ranks = [1 if c.rank == 14 else c.rank for c in cards]
    counts = sorted(Counter(ranks).values(), reverse=True)
    shape = {(5,): 9, (4, 1): 7, (4,): 7, (3, 2): 6}.get(tuple(counts))
    if shape is None:
        shape = {3: 3, 2: 2 if counts[1:2] == [2] else 1, 1: 0}[counts[0]]
    return -shape, tuple(-r for r in _groups(ranks))


def all_orders(cards: Sequence[Card]) -> list[tuple[Card, ...]]:
    return list(permutations(cards))

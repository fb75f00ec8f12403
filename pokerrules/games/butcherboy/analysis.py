"""How long a hand of Butcherboy lasts when nobody folds, exactly.

Every card of a rank goes to the one player holding that rank, so a player completes four of a
kind exactly when the fourth card of some rank is dealt. The number of cards dealt until then,
``T``, is the position in a shuffled deck where some rank first has all its cards out; it does
not depend on the number of players. ``T > k`` when the first ``k`` cards hold at most three of
every rank; counting those sets of ``k`` cards with a generating function (each rank gives
``1 + 4x + 6x² + 4x³``: none, one, two or three of its four cards),

    P(T > k) = [x^k] (1 + 4x + 6x² + 4x³)^13 / C(52, k),   and   E[T] = Σ_k P(T > k).

At most three cards of each of the 13 ranks is 39 cards, so the 40th card always completes a
four of a kind: the deck never runs out while nobody folds.

>>> expected_cards()
Fraction(68719476736, 2748462675)
>>> round(float(expected_cards()), 4), longest_hand()
(25.0029, 40)
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from math import comb, sqrt

from pokerrules.core.rng import SeededRandom


def _no_complete_rank(ranks: int, suits: int) -> list[int]:
    """Coefficient ``k``: the sets of ``k`` cards that hold fewer than ``suits`` cards of every
    rank (the polynomial ``(Σ_{j<suits} C(suits, j) x^j) ** ranks``)."""
    one = [comb(suits, j) for j in range(suits)]
    poly = [1]
    for _ in range(ranks):
        out = [0] * (len(poly) + len(one) - 1)
        for i, a in enumerate(poly):
            for j, b in enumerate(one):
                out[i + j] += a * b
        poly = out
    return poly


def survival(ranks: int = 13, suits: int = 4) -> list[Fraction]:
    """``P(T > k)`` for ``k = 0, 1, ...`` while it is above zero."""
    cards = ranks * suits
    return [Fraction(count, comb(cards, k))
            for k, count in enumerate(_no_complete_rank(ranks, suits))]


def expected_cards(ranks: int = 13, suits: int = 4) -> Fraction:
    """The exact expected number of cards dealt until some rank is complete."""
    return sum(survival(ranks, suits), Fraction(0))


def longest_hand(ranks: int = 13, suits: int = 4) -> int:
    """The most cards a hand can take: every rank one short, then one more."""
    return ranks * (suits - 1) + 1


def cards_until_complete(order: list[int], suits: int = 4) -> int:
    """The position (counting from 1) where some rank in ``order`` (ranks, in deal order)
    first has ``suits`` cards out."""
    seen: dict[int, int] = {}
    for position, rank in enumerate(order, start=1):
        seen[rank] = seen.get(rank, 0) + 1
        if seen[rank] == suits:
            return position
    raise ValueError("no rank is complete")


def rank_orders(ranks: int, suits: int) -> Iterator[list[int]]:
    """Every distinct order of the ranks of a ``ranks`` x ``suits`` deck (each is as likely as
    any other: it stands for the same number of orders of the cards themselves)."""
    left = [suits] * ranks
    order: list[int] = []

    def grow() -> Iterator[list[int]]:
        if len(order) == ranks * suits:
            yield list(order)
            return
        for rank in range(ranks):
            if left[rank]:
                left[rank] -= 1
                order.append(rank)
                yield from grow()
                order.pop()
                left[rank] += 1

    return grow()


def brute_force(ranks: int, suits: int) -> Fraction:
    """``E[T]`` by visiting every order of the ranks of a small deck."""
    total = count = 0
    for order in rank_orders(ranks, suits):
        total += cards_until_complete(order, suits)
        count += 1
    return Fraction(total, count)


def simulate(deals: int, seed: int, ranks: int = 13, suits: int = 4) -> tuple[float, float]:
    """The mean of ``T`` over ``deals`` seeded shuffles, and its standard error."""
    rng = SeededRandom(seed)
    deck = [rank for rank in range(ranks) for _ in range(suits)]
    values = []
    for _ in range(deals):
        for i in range(len(deck) - 1, 0, -1):  # Fisher-Yates
            j = rng.below(i + 1)
            deck[i], deck[j] = deck[j], deck[i]
        values.append(cards_until_complete(deck, suits))
    mean = sum(values) / deals
    variance = sum((v - mean) ** 2 for v in values) / (deals - 1)
    return mean, sqrt(variance / deals)

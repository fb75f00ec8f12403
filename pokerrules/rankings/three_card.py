"""The Three Card Poker ranking.

From best to worst: straight flush, three of a kind, straight, flush, pair, high card. With only
three cards a straight is rarer than a flush, so it ranks higher. Aces are high, but A-2-3 is a
straight (the lowest one).

>>> from pokerrules.cards import parse
>>> THREE_CARD.label(parse("As 2s 3s"))
'Straight flush, three high'
>>> THREE_CARD.key(parse("Qh 6d 4c")) > THREE_CARD.key(parse("Qs 6c 3d"))
True
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum

from pokerrules.cards import ACE, Card, rank_name
from pokerrules.errors import BadCard


class ThreeCardCategory(IntEnum):
    HIGH_CARD = 0
    PAIR = 1
    FLUSH = 2
    STRAIGHT = 3
    THREE_OF_A_KIND = 4
    STRAIGHT_FLUSH = 5

    @property
    def title(self) -> str:
        return self.name.replace("_", " ").capitalize()


def category_and_ranks(ranks: Sequence[int], suited: bool) -> tuple[ThreeCardCategory, tuple[int, ...]]:
    """The category and the tie-break ranks, best first, for three ranks."""
    high, mid, low = sorted(ranks, reverse=True)
    if high == low:
        return ThreeCardCategory.THREE_OF_A_KIND, (high,)
    if high == mid or mid == low:
        pair, kicker = (high, low) if high == mid else (low, high)
        return ThreeCardCategory.PAIR, (pair, kicker)
    straight_high = 0
    if high - low == 2:
        straight_high = high
    elif (high, mid, low) == (ACE, 3, 2):
        straight_high = 3
    if straight_high:
        cat = ThreeCardCategory.STRAIGHT_FLUSH if suited else ThreeCardCategory.STRAIGHT
        return cat, (straight_high,)
    return (ThreeCardCategory.FLUSH if suited else ThreeCardCategory.HIGH_CARD), (high, mid, low)


def encode(category: ThreeCardCategory, ranks: Sequence[int]) -> int:
    """Pack a category and its tie-break ranks into one comparable int."""
    value = int(category)
    for i in range(3):
        value = (value << 4) | (ranks[i] if i < len(ranks) else 0)
    return value


class ThreeCardRanking:
    """Three-card hands; ``key`` is an int so that sorting and bisecting are fast."""

    size = 3

    def _check(self, cards: Sequence[Card]) -> None:
        if len(cards) != 3 or len(set(cards)) != 3 or any(c.is_joker for c in cards):
            raise BadCard(
                "A Three Card Poker hand is exactly three different cards without jokers, "
                f"not {' '.join(c.code for c in cards) or 'nothing'}."
            )

    def category(self, cards: Sequence[Card]) -> ThreeCardCategory:
        self._check(cards)
        return category_and_ranks([c.rank for c in cards], len({c.suit for c in cards}) == 1)[0]

    def key(self, cards: Sequence[Card]) -> int:
        self._check(cards)
        return encode(*category_and_ranks([c.rank for c in cards], len({c.suit for c in cards}) == 1))

    def label(self, cards: Sequence[Card]) -> str:
        self._check(cards)
        cat, ranks = category_and_ranks([c.rank for c in cards], len({c.suit for c in cards}) == 1)
        return describe(cat, ranks)


def describe(cat: ThreeCardCategory, ranks: Sequence[int]) -> str:
    """Words for a category and its ranks: ``'Pair of kings'``, ``'Queen-six-four high'``."""
    if cat is ThreeCardCategory.THREE_OF_A_KIND:
        return f"Three {rank_name(ranks[0], plural=True)}"
    if cat is ThreeCardCategory.PAIR:
        return f"Pair of {rank_name(ranks[0], plural=True)}, {rank_name(ranks[1])} kicker"
    if cat in (ThreeCardCategory.STRAIGHT, ThreeCardCategory.STRAIGHT_FLUSH):
        return f"{cat.title}, {rank_name(ranks[0])} high"
    words = "-".join(rank_name(r) for r in ranks)
    if cat is ThreeCardCategory.FLUSH:
        return f"Flush, {words}"
    return f"{words[0].upper()}{words[1:]} high"


THREE_CARD = ThreeCardRanking()

"""Lowball where straights and flushes count against you: deuce-to-seven and ace-to-six.

Both turn a high poker hand upside down: the hand that would lose at high poker wins. They differ
in the ace.

- **Deuce-to-seven** (:class:`DeuceToSevenLow`, "Kansas City"): aces are always high, so an ace
  is the worst single card, and A-2-3-4-5 is no straight but plain ace-high. A straight or a
  flush is a made hand and so a bad low. The best hand is 7-5-4-3-2 of two suits or more.
- **Ace-to-six** (:class:`AceToSixLow`): ace-to-five with straights and flushes counting against
  you. Aces are always low (one), so A-2-3-4-5 is a straight (a bad low) and 10-J-Q-K-A is not.
  The best hand is 6-4-3-2-A of two suits or more.

Of more than five cards the best five play. Fewer than five cards (a partial hand) are ranked by
pairs and high cards alone.

>>> from pokerrules.core.cards import parse
>>> low = DeuceToSevenLow()
>>> low.label(parse("7s 5d 4c 3h 2s"))
'Seven-five low (7-5-4-3-2)'
>>> low.key(parse("7s 5d 4c 3h 2s")) > low.key(parse("As 2d 3c 4h 5s"))
True
>>> low.label(parse("6s 5d 4c 3h 2s"))
'Straight, six high (6-5-4-3-2)'
>>> AceToSixLow().label(parse("6s 4d 3c 2h As"))
'Six-four low (6-4-3-2-A)'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from pokerrules.core.cards import Card, rank_name
from pokerrules.core.errors import BadCard
from pokerrules.rankings.base import HandValue
from pokerrules.rankings.patterns import group_category, pack, unpack

_STRAIGHT, _FLUSH, _STRAIGHT_FLUSH = 4, 5, 8
_CATEGORY_WORDS = {1: "Pair of {}", 2: "Two pair, {} and {}", 3: "Three of a kind, {}",
                   4: "Straight, {} high", 5: "Flush, {} high", 6: "Full house, {} over {}",
                   7: "Four of a kind, {}", 8: "Straight flush, {} high"}
_SIZES = {1: (2, 1, 1, 1), 2: (2, 2, 1), 3: (3, 1, 1), 6: (3, 2), 7: (4, 1)}


def high_key(cards: Sequence[Card], ace_low: bool) -> int:
    """The high-poker key of at most five cards, with the ace counted as ``1`` if ``ace_low``
    (else 14, and then A-2-3-4-5 is no straight): bigger is a better *high* hand."""
    ranks = [1 if ace_low and c.rank == 14 else c.rank for c in cards]
    counts: dict[int, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    groups = sorted(counts.items(), key=lambda item: (-item[1], -item[0]))
    ordered = [r for r, _ in groups]
    sizes = tuple(n for _, n in groups)
    category = group_category(sizes)
    if len(cards) == 5 and len(counts) == 5:
        straight = ordered[0] - ordered[4] == 4
        flush = len({c.suit for c in cards}) == 1
        if straight and flush:
            category = _STRAIGHT_FLUSH
        elif flush:
            category = _FLUSH
        elif straight:
            category = _STRAIGHT
    return pack(category, ordered)


def _digit(rank: int) -> str:
    return {1: "A", 14: "A", 10: "10", 11: "J", 12: "Q", 13: "K"}.get(rank, str(rank))


def _name(rank: int, plural: bool = False) -> str:
    return rank_name(14 if rank == 1 else rank, plural)


def lowball_words(key: int) -> str:
    """``'Seven-five low (7-5-4-3-2)'``, ``'Pair of threes (3-3-9-5-2)'``, ``'Flush, nine high
    (9-7-5-3-2)'`` for a key of :func:`high_key` turned upside down."""
    category, ranks = unpack(-key)
    sizes = _SIZES.get(category, (1,) * len(ranks))
    digits = "-".join(_digit(r) for r, n in zip(ranks, sizes, strict=False) for _ in range(n))
    if category == 0:
        head = "-".join(_name(r) for r in ranks[:2])
        return f"{head[0].upper()}{head[1:]} low ({digits})"
    groups = [_name(r, plural=True) for r, n in zip(ranks, sizes, strict=False) if n > 1]
    if category in (_STRAIGHT, _FLUSH, _STRAIGHT_FLUSH):
        groups = [_name(ranks[0])]
    return f"{_CATEGORY_WORDS[category].format(*groups)} ({digits})"


@dataclass(frozen=True)
class _Lowball:
    """The lowest five cards win, with straights and flushes counting as made (bad) hands."""

    ace_low = False
    best = ""
    name = ""

    def key(self, cards: Sequence[Card]) -> int:
        """Bigger is better: a lower hand. The best five of more cards play."""
        if not cards:
            raise BadCard("There are no cards to rank.")
        if len(cards) <= 5:
            return -high_key(cards, self.ace_low)
        return max(-high_key(five, self.ace_low) for five in combinations(cards, 5))

    def showing_key(self, cards: Sequence[Card]) -> int:
        return self.key(cards)

    def label(self, cards: Sequence[Card]) -> str:
        return lowball_words(self.key(cards))

    def evaluate(self, cards: Sequence[Card]) -> HandValue:
        if len(set(cards)) != len(cards):
            raise BadCard("A hand cannot hold the same card twice.")
        if any(c.is_joker for c in cards):
            raise BadCard("A joker can only be played where jokers are wild.")
        key = self.key(cards)
        used = tuple(cards) if len(cards) <= 5 else max(
            combinations(cards, 5), key=lambda five: -high_key(five, self.ace_low))
        return HandValue(key, lowball_words(key), used)

    def describe(self) -> str:
        ace = "aces always count low" if self.ace_low else "aces always count high"
        return (f"The lowest five cards win ({self.name}): {ace}, and a pair, a straight or a "
                f"flush is a made hand that ranks as at high poker, so it is a bad low; "
                f"{self.best} of more than one suit is the best.")

    def rule(self, winner: HandValue, rivals: Sequence[HandValue]) -> str:
        return f"the lowest hand, {self.name}"

    def why_not(self, cards: Sequence[Card]) -> str:
        return "hand cannot win it"

    def is_wild(self, card: Card) -> bool:
        return False


@dataclass(frozen=True)
class DeuceToSevenLow(_Lowball):
    """Deuce-to-seven: aces high, straights and flushes count against you; 7-5-4-3-2 is best."""

    ace_low = False
    best = "7-5-4-3-2"
    name = "deuce-to-seven"


@dataclass(frozen=True)
class AceToSixLow(_Lowball):
    """Ace-to-six: aces low, straights and flushes count against you; 6-4-3-2-A is best."""

    ace_low = True
    best = "6-4-3-2-A"
    name = "ace-to-six"

"""Badugi: four cards, the lowest set of different suits and different ranks wins, aces low.

A hand plays its largest set of cards that share neither a suit nor a rank; the cards left out
count for nothing. A four-card hand (a *badugi*: four suits, four ranks) beats any three-card
hand, a three-card hand beats any two-card hand, and so on. Hands of the same size compare by
their highest card, then the next: the lower wins. Straights mean nothing and an ace is the
lowest card, so A-2-3-4 of four suits is the best hand. Of several sets of the same size, the
hand plays the lowest.

>>> from pokerrules.core.cards import parse
>>> badugi = Badugi()
>>> badugi.label(parse("As 2h 3d 4c"))
'Four-card badugi, four-three (4-3-2-A)'
>>> badugi.label(parse("As 2s 3d 4c"))
'Three-card hand, four-three (4-3-A)'
>>> badugi.key(parse("Ks Qh Jd 10c")) > badugi.key(parse("As 2s 3d 4c"))
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from pokerrules.core.cards import Card, rank_name
from pokerrules.core.errors import BadCard
from pokerrules.rankings.base import HandValue

_DIGITS = {14: "A", 11: "J", 12: "Q", 13: "K"}
_SIZE_WORDS = {4: "Four-card badugi", 3: "Three-card hand", 2: "Two-card hand", 1: "One-card hand"}


def _low(card: Card) -> int:
    return 1 if card.rank == 14 else card.rank


def best_set(cards: Sequence[Card]) -> tuple[Card, ...]:
    """The cards a Badugi hand plays: the largest set of different suits and ranks, the lowest of
    those (highest card first, then the next), highest card first."""
    for size in range(min(4, len(cards)), 0, -1):
        sets = [tuple(sorted(group, key=_low, reverse=True)) for group in combinations(cards, size)
                if len({c.suit for c in group}) == size and len({c.rank for c in group}) == size]
        if sets:
            return min(sets, key=lambda group: [_low(c) for c in group])
    raise BadCard("There are no cards to rank.")


def _key_of(played: Sequence[Card]) -> int:
    """Bigger is better: more cards first, then the lower cards, highest first."""
    key = len(played)
    for card in played:
        key = key * 16 + (15 - _low(card))
    for _ in range(4 - len(played)):
        key *= 16
    return key


@dataclass(frozen=True)
class Badugi:
    """The Badugi ranking (of four cards; of more, the best set of up to four)."""

    def key(self, cards: Sequence[Card]) -> int:
        return _key_of(best_set(cards))

    def showing_key(self, cards: Sequence[Card]) -> int:
        return self.key(cards)

    def label(self, cards: Sequence[Card]) -> str:
        played = best_set(cards)
        head = "-".join(rank_name(c.rank) for c in played[:2]) if len(played) > 1 else rank_name(
            played[0].rank)
        digits = "-".join(_DIGITS.get(c.rank, str(c.rank)) for c in played)
        return f"{_SIZE_WORDS[len(played)]}, {head} ({digits})"

    def evaluate(self, cards: Sequence[Card]) -> HandValue:
        if len(set(cards)) != len(cards):
            raise BadCard("A hand cannot hold the same card twice.")
        if any(c.is_joker for c in cards):
            raise BadCard("A joker can only be played where jokers are wild.")
        played = best_set(cards)
        left = tuple(c for c in cards if c not in played)
        notes = (f"{', '.join(c.short for c in left)} "
                 f"{'counts' if len(left) == 1 else 'count'} for nothing (a suit or rank already "
                 "played)",) if left else ()
        return HandValue(_key_of(played), self.label(cards), played, notes=notes)

    def describe(self) -> str:
        return ("The lowest Badugi hand wins: a hand plays its largest set of cards with no two "
                "of one suit and no two of one rank, and the other cards count for nothing. Four "
                "such cards beat any three, three beat any two; hands of the same size compare by "
                "their highest card, then the next, lower winning. Aces are low and straights "
                "mean nothing, so A-2-3-4 of four suits is the best hand.")

    def rule(self, winner: HandValue, rivals: Sequence[HandValue]) -> str:
        return "the best Badugi hand (most cards of different suits and ranks, then the lowest)"

    def why_not(self, cards: Sequence[Card]) -> str:
        return "hand cannot win it"

    def is_wild(self, card: Card) -> bool:
        return False

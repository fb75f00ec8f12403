"""The split card: a part of the pot won by one card rather than by a hand. The player holding the
highest (or lowest) card of a suit among their face-down cards, "in the hole", takes that part;
the best hand takes the rest. Use it as the showdown's second part, named by ``low_name``:

    Showdown(high=HighPoker(), low=SplitCard.dealt_by(steps), low_name="split card")

A card's place in the hand says whether it was dealt face down: the cards of a stud hand lie in
the order they were dealt, so :meth:`SplitCard.dealt_by` reads the face-down places off the
declaration's deals (two down, four up, one down: places 1, 2 and 7). The judge's hands are read
the same way. A card a player gets outside those deals (one bought on a face-up four, say) would
shift the places after it, so a game with such cards should not use this part as it stands.

When no hand still in holds a card of the suit in the hole, nobody can win this part and the
showdown gives it to the best hand with the rest (its usual rule for a part no hand can win).

>>> from pokerrules.core.cards import parse
>>> high = SplitCard(hole=(0, 1, 6))
>>> high.evaluate(parse("Ks 2s Ah Qs Jd 4c 9h")).label
'K♠, the highest spade in the hole'
>>> high.key(parse("Kh 2d As Qs Jd 4c 9h")) is None
True
>>> SplitCard(hole=(0, 1, 6), high=False).evaluate(parse("Ks 2s Ah Qs Jd 4c 9h")).label
'2♠, the lowest spade in the hole'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from pokerrules.core.cards import ACE, Card
from pokerrules.rankings.base import HandValue

SUIT_NAMES = {"c": "club", "d": "diamond", "h": "heart", "s": "spade"}


def hole_places(steps: Iterable[Any]) -> tuple[int, ...]:
    """The places (0-based) of the face-down cards in a hand dealt by ``steps``' deals, in order
    (each deal gives its face-down cards first)."""
    places: list[int] = []
    count = 0
    for step in steps:
        down, up = getattr(step, "down", 0), getattr(step, "up", 0)
        if isinstance(down, int) and isinstance(up, int):
            places.extend(range(count, count + down))
            count += down + up
    return tuple(places)


@dataclass(frozen=True)
class SplitCard:
    """The highest (``high``) or lowest card of ``suit`` among the cards at the ``hole`` places.
    ``ace_low``: the ace counts below the two (for the lowest card)."""

    hole: tuple[int, ...]
    suit: str = "s"
    high: bool = True
    ace_low: bool = False
    #: One card of each suit in the deck: two hands never tie, but one may hold none.
    may_tie = False
    may_miss = True
    #: Won by a face-down card: a hand's cards showing never tell it.
    face_down_only = True

    @classmethod
    def dealt_by(cls, steps: Iterable[Any], **changes: Any) -> SplitCard:
        """The split card of a game dealt by ``steps`` (its face-down places)."""
        return cls(hole=hole_places(steps), **changes)

    def _value(self, card: Card) -> int:
        return 1 if self.ace_low and card.rank == ACE else card.rank

    def _best(self, cards: Sequence[Card]) -> Card | None:
        mine = [card for i, card in enumerate(cards) if i in self.hole and card.suit == self.suit]
        if not mine:
            return None
        return (max if self.high else min)(mine, key=self._value)

    def key(self, cards: Sequence[Card]) -> Any:
        card = self._best(cards)
        if card is None:
            return None
        return self._value(card) if self.high else -self._value(card)

    def label(self, cards: Sequence[Card]) -> str:
        card = self._best(cards)
        if card is None:
            return self._none()
        return f"{card.short}, the {self._which()} {SUIT_NAMES[self.suit]} in the hole"

    def evaluate(self, cards: Sequence[Card]) -> HandValue:
        card = self._best(cards)
        return HandValue(self.key(cards), self.label(cards), (card,) if card is not None else ())

    def showing_key(self, cards: Sequence[Card]) -> Any:
        return None  # a face-down card: nothing showing says anything about it

    def _which(self) -> str:
        return "highest" if self.high else "lowest"

    def _none(self) -> str:
        return f"no {SUIT_NAMES[self.suit]} in the hole"

    def describe(self) -> str:
        ace = (", the ace counting low" if self.ace_low else ", the ace counting high") \
            if not self.high else ""
        return (f"the {self._which()} {SUIT_NAMES[self.suit]} among a player's face-down cards"
                f"{ace}")

    def rule(self, winner: HandValue, rivals: Sequence[HandValue]) -> str:
        return f"the {self._which()} {SUIT_NAMES[self.suit]} in the hole"

    def why_not(self, cards: Sequence[Card]) -> str:
        return f"hand has {self._none()}"

    def is_wild(self, card: Card) -> bool:
        return False

"""A ranking that makes each hand of exactly so many of the player's own cards and the rest from
the board (Omaha's "exactly two of your own and three from the board"), wrapping any ranking of
five cards. Wrap each part of the pot separately: in a high-low game the high and the low may use
different pairs of own cards.

The cards come in one list, the player's own first and then the board (as the step machine's
showdown gives them: ``held + common``); ``own`` says how many are the player's. With fewer
board cards than a full hand needs (before the last ones are dealt), the hand is the ``use`` own
cards with every board card so far, valued by the inner ranking as a part hand.

>>> from pokerrules.core.cards import parse
>>> from pokerrules.rankings.poker import HighPoker
>>> omaha = ExactlyOwn(HighPoker(), own=4, use=2)
>>> hand = parse("Ah 9c 2d 3c") + parse("Kh Qh Jh Th 8s")
>>> HighPoker().label(hand)  # any five: a royal flush with one heart of the player's own
'Royal flush'
>>> omaha.label(hand)  # exactly two of the player's own: A-9 with K-Q-J
'Ace-king-queen-jack-nine high'
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from pokerrules.core.cards import Card
from pokerrules.rankings.base import HandValue, Ranking

_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


@dataclass(frozen=True)
class ExactlyOwn:
    """``inner`` valued on the best hand of exactly ``use`` of the first ``own`` cards (the
    player's) and ``size - use`` of the rest (the board)."""

    inner: Ranking
    own: int = 4
    use: int = 2
    size: int = 5

    def __getattr__(self, name: str) -> Any:
        # What the wrapped ranking says of itself (its qualifier, its wild cards), asked by name.
        if name == "inner" or name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.inner, name)

    def _hands(self, cards: Sequence[Card]) -> Iterator[tuple[Card, ...]]:
        mine, board = list(cards[:self.own]), list(cards[self.own:])
        if len(mine) <= self.use:
            yield tuple(cards)
            return
        need = self.size - self.use
        for two in combinations(mine, self.use):
            if len(board) <= need:
                yield (*two, *board)
            else:
                for rest in combinations(board, need):
                    yield (*two, *rest)

    def _best(self, cards: Sequence[Card]) -> tuple[Any, tuple[Card, ...]]:
        """The best key and its hand; with no hand that counts, ``None`` and the hand that comes
        closest (the best by the cards alone)."""
        best: tuple[Any, tuple[Card, ...]] | None = None
        near: tuple[Any, tuple[Card, ...]] | None = None
        for hand in self._hands(cards):
            key = self.inner.key(hand)
            if key is not None and (best is None or key > best[0]):
                best = (key, hand)
            if best is None:
                shown = self.inner.showing_key(hand)
                if near is None or (shown is not None and (near[0] is None or shown > near[0])):
                    near = (shown, hand)
        if best is not None:
            return best
        assert near is not None
        return None, near[1]

    def key(self, cards: Sequence[Card]) -> Any:
        return self._best(cards)[0]

    def showing_key(self, cards: Sequence[Card]) -> Any:
        return self.inner.showing_key(cards)

    def label(self, cards: Sequence[Card]) -> str:
        return self.inner.label(self._best(cards)[1])

    def evaluate(self, cards: Sequence[Card]) -> HandValue:
        return self.inner.evaluate(self._best(cards)[1])

    def _clause(self) -> str:
        return (f"exactly {_NUMBERS.get(self.use, self.use)} of the player's own cards and "
                f"{_NUMBERS.get(self.size - self.use, self.size - self.use)} from the board")

    def describe(self) -> str:
        return f"{self.inner.describe().rstrip('.')}. Every hand is made of {self._clause()}."

    def rule(self, winner: HandValue, rivals: Sequence[HandValue]) -> str:
        return f"{self.inner.rule(winner, rivals)}, made of {self._clause()}"

    def why_not(self, cards: Sequence[Card]) -> str:
        return f"{self.inner.why_not(self._best(cards)[1])} with {self._clause()}"

    def is_wild(self, card: Card) -> bool:
        return self.inner.is_wild(card)

"""What every hand ranking offers: the one interface the engine, the bots and the judge use.

A ranking compares hands by ``key``: a bigger key is a better hand for this ranking, equal keys
tie, and ``None`` means the hand cannot win this part of the pot at all (a point total over its
limit, say). Keys of one ranking are comparable with each other, never across rankings.

``rule`` says in a phrase why the winner of a showdown won, ``why_not`` why a hand could win
nothing, and ``is_wild`` which cards are wild (a view marks them).

A ranking may say what its parts of the pot can come to, whatever the cards: ``may_tie``
(default true: equal keys tie) and ``may_miss`` (default false: every hand gets a key; true
where a hand can fail to qualify, so that no hand wins). The judge reads them with
:func:`pokerrules.table.showdown.outcomes`.

``showing_key`` ranks the face-up cards alone, for "the high hand showing opens": it accepts
fewer cards than a full hand. ``evaluate`` gives the key together with the words a player reads
at the showdown, including what each wild card plays as.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from pokerrules.core.cards import Card


@dataclass(frozen=True)
class HandValue:
    """One hand, valued: its key, its label ("Full house, kings over fours"), the cards that
    make it (the best five of seven, say) and what each wild card plays as. ``notes``: what the
    cards and the label alone do not say, in the game's words ("3♠ counts as a king", "2 past
    27"); the judge's verdicts and the drill show them."""

    key: Any
    label: str
    used: tuple[Card, ...] = ()
    wild_plays: tuple[tuple[Card, Card], ...] = ()
    notes: tuple[str, ...] = ()

    def wild_text(self) -> list[str]:
        """``["7♣ plays as A♠"]``, one line per wild card in the hand."""
        return [f"{wild.short} plays as {card.short}" for wild, card in self.wild_plays]


class Ranking(Protocol):
    """Compare hands by ``key``: a bigger key is a better hand, equal keys tie."""

    def key(self, cards: Sequence[Card]) -> Any: ...

    def label(self, cards: Sequence[Card]) -> str: ...

    def evaluate(self, cards: Sequence[Card]) -> HandValue: ...

    def showing_key(self, cards: Sequence[Card]) -> Any: ...

    def describe(self) -> str: ...

    def rule(self, winner: HandValue, rivals: Sequence[HandValue]) -> str:
        """The rule that made ``winner`` beat ``rivals``, as a phrase ("the best poker hand")."""
        ...

    def why_not(self, cards: Sequence[Card]) -> str:
        """Why a hand that can win nothing (``key`` is ``None``) cannot: "30 is over 27"."""
        ...

    def is_wild(self, card: Card) -> bool:
        """Whether ``card`` is wild in this ranking."""
        ...

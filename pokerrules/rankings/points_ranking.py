"""Point-count hands behind the common ranking interface: a card count plus one target.

>>> from pokerrules.core.cards import parse
>>> from pokerrules.rankings.points import PointCount, Target
>>> high = PointsRanking(PointCount(), Target(27, "high"))
>>> high.label(parse("As Kd 5c 9h 2s")), high.key(parse("Kd Kc")) < high.key(parse("As 9h 7d"))
('27½', True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pokerrules.core.cards import Card
from pokerrules.rankings.base import HandValue
from pokerrules.rankings.points import Half, PointCount, Target, show


@dataclass(frozen=True)
class PointsRanking:
    """The best total a hand makes for ``target``; ``key`` is ``None`` if no total can win."""

    count: PointCount
    target: Target

    def total(self, cards: Sequence[Card]) -> Half | None:
        return self.target.best(self.count.totals(cards))

    def key(self, cards: Sequence[Card]) -> tuple[int, ...] | None:
        total = self.total(cards)
        return None if total is None else self.target.key(total)

    def showing_key(self, cards: Sequence[Card]) -> tuple[int, ...] | None:
        return self.key(cards)

    def label(self, cards: Sequence[Card]) -> str:
        return show(self.total(cards))

    def evaluate(self, cards: Sequence[Card]) -> HandValue:
        total = self.total(cards)
        key = None if total is None else self.target.key(total)
        notes = () if total is None else tuple(filter(None, [self.target.distance(total)]))
        return HandValue(key, show(total), tuple(cards), notes=notes)

    @property
    def may_tie(self) -> bool:
        return True  # two hands may make the same total

    @property
    def may_miss(self) -> bool:
        """Only a target a total may not pass can leave every hand out."""
        return self.target.limit != "closest"

    def describe(self) -> str:
        return f"the hand {self.target.describe()}"

    def rule(self, winner: HandValue, rivals: Sequence[HandValue]) -> str:
        """The target's rule; its tie rule too when a rival was just as close."""
        text = self.target.describe()
        key = winner.key
        if key is not None and any(r.key is not None and r.key != key and r.key[:2] == key[:2]
                                   for r in rivals):
            text += f"; {self.target.tie_words()}"
        return text

    def why_not(self, cards: Sequence[Card]) -> str:
        return self.target.miss(self.count.totals(cards))

    def out_of_reach(self, cards: Sequence[Card]) -> str | None:
        """``"Over 22"`` when no card added to ``cards`` could ever let them win this part: a
        card never takes points away, so a hand whose smallest total is over a target it may
        not go over stays over. ``None`` while the part can still be won."""
        goal = self.target.goal
        if self.target.limit == "not-over" and cards and min(self.count.totals(cards)) > goal:
            return f"Over {show(goal)}"
        return None

    def is_wild(self, card: Card) -> bool:
        return False

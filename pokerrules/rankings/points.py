"""Point-count hands: the 7/27 family and Thirty One.

Values are kept in half points, as whole numbers, so ½ never turns into 0.49999: a face card worth
½ is ``1``, a ten is ``20``. A hand has every total its flexible cards allow (an ace is 1 or 11),
and the best total for the high half and for the low half are chosen separately.

>>> from pokerrules.core.cards import parse
>>> count = PointCount()                      # 7/27: aces 1 or 11, faces ½
>>> sorted(show(t) for t in count.totals(parse("As Kd 5c")))
['16½', '6½']
>>> high = Target(27, "high")
>>> show(high.best(count.totals(parse("As Kd 5c 9h 2s"))))
'27½'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Literal

from pokerrules.core.cards import ACE, JACK, Card

HALF = 2  # half-points per point

Half = int
TieBreak = Literal["inside", "outside", "high", "low"]
Side = Literal["high", "low"]


def show(total: Half | None) -> str:
    """``13`` half points -> ``'6½'``."""
    if total is None:
        return "none"
    whole, half = divmod(total, HALF)
    if not half:
        return str(whole)
    return f"{whole}½" if whole else "½"


def half_points(points: float) -> Half:
    doubled = points * HALF
    if doubled != int(doubled):
        raise ValueError(f"{points} is not a whole or half number of points")
    return int(doubled)


@dataclass(frozen=True)
class PointCount:
    """How many points each card is worth. Each value is a set of choices, in half points.

    ``suit_factor`` multiplies a card's value by suit: ``{"c": 2}`` makes clubs count double,
    ``{"d": 0, "h": 0}`` makes red cards worthless.
    """

    ace: frozenset[Half] = frozenset({2, 22})
    face: frozenset[Half] = frozenset({1})
    ten: frozenset[Half] = frozenset({20})
    suit_factor: Mapping[str, int] = field(default_factory=dict)

    def values(self, card: Card) -> frozenset[Half]:
        if card.rank == ACE:
            base = self.ace
        elif card.rank >= JACK:
            base = self.face
        elif card.rank == 10:
            base = self.ten
        else:
            base = frozenset({card.rank * HALF})
        factor = self.suit_factor.get(card.suit, 1)
        return frozenset(v * factor for v in base)

    def describe(self) -> str:
        """The card values in words."""

        def words(values: frozenset[Half]) -> str:
            return " or ".join(show(v) for v in sorted(values))

        parts = [f"aces count {words(self.ace)}", f"kings, queens and jacks {words(self.face)}"]
        if self.ten != frozenset({20}):
            parts.append(f"tens {words(self.ten)}")
        parts.append("every other card its number")
        text = "; ".join(parts) + "."
        suit_words = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
        for factor in sorted(set(self.suit_factor.values())):
            suits = " and ".join(suit_words[s] for s in "cdhs" if self.suit_factor.get(s) == factor)
            text += (f" {suits.capitalize()} count nothing." if factor == 0
                     else f" {suits.capitalize()} count double." if factor == 2
                     else f" {suits.capitalize()} count {factor} times their value.")
        return text[0].upper() + text[1:]

    def totals(self, cards: Iterable[Card]) -> frozenset[Half]:
        """Every total the hand can make; the empty hand makes 0."""
        sums = {0}
        for card in cards:
            sums = {s + v for s in sums for v in self.values(card)}
        return frozenset(sums)


@dataclass(frozen=True)
class Target:
    """One half of the pot: the total to aim at and what counts as closer.

    - ``limit``: ``"closest"`` (either side), ``"not-over"`` (a high total above the target cannot
      win), or ``"not-under"`` (a low total below the target cannot win).
    - ``below_beats_above``: any total on the low side of the target beats any on the high side
      (Price is Right; Thirty One's "over 31 cannot beat under").
    - ``ties``: between two totals the same distance away: ``inside`` prefers the one towards the
      other target (under 27 for high, over 7 for low), ``outside`` the one away from it, ``high``
      the bigger, ``low`` the smaller.
    """

    points: float
    side: Side
    limit: Literal["closest", "not-over", "not-under"] = "closest"
    below_beats_above: bool = False
    ties: TieBreak = "inside"

    @property
    def goal(self) -> Half:
        return half_points(self.points)

    def key(self, total: Half) -> tuple[int, ...] | None:
        """Bigger is better; ``None`` means this total cannot win this half."""
        goal = self.goal
        if self.limit == "not-over" and total > goal:
            return None
        if self.limit == "not-under" and total < goal:
            return None
        distance = abs(total - goal)
        toward_middle = total < goal if self.side == "high" else total > goal
        tie = {
            "inside": int(toward_middle),
            "outside": int(total != goal and not toward_middle),
            "high": total,
            "low": -total,
        }[self.ties]
        below = int(total <= goal) if self.below_beats_above else 0
        return (below, -distance, tie)

    def best(self, totals: Iterable[Half]) -> Half | None:
        """The total that does best for this half, or ``None`` if none can win it."""
        scored = [(k, t) for t in totals if (k := self.key(t)) is not None]
        return max(scored)[1] if scored else None

    def describe(self) -> str:
        target = show(self.goal)
        rule = {"closest": f"closest to {target}",
                "not-over": f"closest to {target} without going over",
                "not-under": f"closest to {target} without going under"}[self.limit]
        if self.below_beats_above:
            rule += f"; any total under {target} beats any total over it"
        return rule

    def tie_words(self) -> str:
        """Which of two equally close totals wins, in words."""
        target = show(self.goal)
        inside = "under" if self.side == "high" else "over"
        outside = "over" if self.side == "high" else "under"
        rule = {"inside": f"the one {inside} {target}", "outside": f"the one {outside} {target}",
                "high": "the higher one", "low": "the lower one"}[self.ties]
        return f"of two totals equally close, {rule} wins"

    def distance(self, total: Half) -> str:
        """How far ``total`` is from the target, in words: ``"2 past 27"``, ``"6 short of
        27"``; empty when it is the target exactly.

        >>> Target(27, "high").distance(58), Target(7, "low").distance(10)  # in half points
        ('2 past 27', '2 short of 7')
        """
        gap = total - self.goal
        if not gap:
            return ""
        return (f"{show(gap)} past {show(self.goal)}" if gap > 0
                else f"{show(-gap)} short of {show(self.goal)}")

    def miss(self, totals: Iterable[Half]) -> str:
        """Why none of ``totals`` can win this half: ``"30 is over 27"``."""
        values = sorted(totals)
        if self.limit == "not-over" and values and values[0] > self.goal:
            return f"{show(values[0])} is over {show(self.goal)}"
        if self.limit == "not-under" and values and values[-1] < self.goal:
            return f"{show(values[-1])} is under {show(self.goal)}"
        return "hand cannot win it"


def winners(totals_by_seat: Mapping[int, frozenset[Half]], target: Target) -> tuple[list[int], Half | None]:
    """The seats whose best total for ``target`` is best, and that total."""
    best: dict[int, tuple[tuple[int, ...], Half]] = {}
    for seat, totals in totals_by_seat.items():
        total = target.best(totals)
        if total is not None:
            key = target.key(total)
            assert key is not None
            best[seat] = (key, total)
    if not best:
        return [], None
    top = max(k for k, _ in best.values())
    seats = sorted(seat for seat, (k, _) in best.items() if k == top)
    return seats, best[seats[0]][1]


"""Who wins a showdown, and why: one comparison used by every game's showdown and by the judge.

>>> from pokerrules.cards import parse
>>> from pokerrules.rankings.points import PointCount, Target
>>> from pokerrules.rankings.points_ranking import PointsRanking
>>> parts = [("high", PointsRanking(PointCount(), Target(27, "high")))]
>>> [r.to_json() for r in compare(parts, [parse("9s 9h 9d"), parse("Kd 5c")])]
[{'part': 'high', 'winners': [0], 'hands': ['27', '5½'], 'wild': [[], []]}]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pokerrules.cards import Card
from pokerrules.rankings.base import HandValue, Ranking


@dataclass(frozen=True)
class PartResult:
    """One part of the pot: its name, the winning hands (indices into the hands compared; none
    if no hand can win it) and each hand's valuation (``None`` for a hand that cannot win)."""

    part: str
    winners: tuple[int, ...]
    values: tuple[HandValue | None, ...]

    def to_json(self) -> dict[str, Any]:
        return {"part": self.part, "winners": list(self.winners),
                "hands": [v.label if v is not None else "cannot win this part" for v in self.values],
                "wild": [v.wild_text() if v is not None else [] for v in self.values]}


def compare(parts: Sequence[tuple[str, Ranking]], hands: Sequence[Sequence[Card]]) -> list[PartResult]:
    """For each part, the best hands among ``hands``; equal keys tie."""
    out = []
    for name, ranking in parts:
        values: list[HandValue | None] = []
        for cards in hands:
            value = ranking.evaluate(cards) if cards else None
            values.append(value if value is not None and value.key is not None else None)
        keys = [v.key for v in values if v is not None]
        top = max(keys) if keys else None
        winners = tuple(i for i, v in enumerate(values) if v is not None and v.key == top)
        out.append(PartResult(name, winners, tuple(values)))
    return out

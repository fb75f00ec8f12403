"""Who wins a showdown, and why: one comparison used by every game's showdown and by the judge.

>>> from pokerrules.core.cards import parse
>>> from pokerrules.rankings.points import PointCount, Target
>>> from pokerrules.rankings.points_ranking import PointsRanking
>>> parts = [("high", PointsRanking(PointCount(), Target(27, "high")))]
>>> [r.to_json() for r in compare(parts, [parse("9s 9h 9d"), parse("Kd 5c")])]
[{'part': 'high', 'winners': [0], 'hands': ['27', '5½'], 'wild': [[], []], 'mark': 'wins', 'winning': True}]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from pokerrules.core.cards import Card
from pokerrules.rankings.base import HandValue, Ranking


@dataclass(frozen=True)
class PartResult:
    """One part of the pot: its name, the winning hands (indices into the hands compared; none
    if no hand can win it) and each hand's valuation (``None`` for a hand that cannot win)."""

    part: str
    winners: tuple[int, ...]
    values: tuple[HandValue | None, ...]
    #: What the hands this part names do, for one hand and for several ("wins", "tie"); a part
    #: that names who pays says so ("pays", "pay").
    verbs: tuple[str, str] = ("wins", "tie")
    #: What the sentence says when the part names no hand ("nobody pays: every hand is equal");
    #: without it, "no hand qualifies".
    nobody: str = ""
    #: Whether being named is good for a hand (winning, scoring); false for a part that names
    #: who pays, loses or breaks a rule, so no such hand is ever marked as a winner.
    winning: bool = True
    #: What this part can come to under these rules, whatever the cards: whether it may name
    #: several hands (a tie; several plays scoring) and whether it may name none. The drill
    #: offers only the answers these allow.
    may_share: bool = True
    may_miss: bool = False
    #: How hands of equal value are settled where the part never names several ("exact ties go
    #: to the hand nearer mano"), or empty.
    settles: str = ""
    #: The ranking that judged it, where one did: its ``rule`` and ``why_not`` word the reasons.
    ranking: Any = field(default=None, compare=False, repr=False)
    #: Where no ranking judged it: what a hand this part does not name lacks ("not on the left
    #: of the best hand"), or empty.
    why_not: str = ""

    @property
    def mark(self) -> str:
        """The word beside each hand this part names: ``"wins"``, ``"ties"``, ``"pays"``."""
        return "ties" if self.verbs[0] == "wins" and len(self.winners) > 1 else self.verbs[0]

    def to_json(self) -> dict[str, Any]:
        return {"part": self.part, "winners": list(self.winners),
                "hands": [v.label if v is not None else "cannot win this part" for v in self.values],
                "wild": [v.wild_text() if v is not None else [] for v in self.values],
                "mark": self.mark, "winning": self.winning}


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
        share, miss = outcomes(ranking)
        out.append(PartResult(name, winners, tuple(values), may_share=share, may_miss=miss,
                              ranking=ranking))
    return out


def outcomes(ranking: object) -> tuple[bool, bool]:
    """What a part judged by ``ranking`` may come to, whatever the cards: (several hands named,
    no hand named), as the ranking says with ``may_tie`` and ``may_miss``
    (:mod:`pokerrules.rankings.base`)."""
    return bool(getattr(ranking, "may_tie", True)), bool(getattr(ranking, "may_miss", False))


def in_words(value: HandValue) -> str:
    """A hand's label inside a sentence, with what its wild cards play as:
    ``"straight flush, king high (7♣ plays as A♠)"``."""
    text = value.label
    if text[:1].isupper() and text[1:2].islower():
        text = text[0].lower() + text[1:]
    plays = value.wild_text()
    return text + (f" ({'; '.join(plays)})" if plays else "")

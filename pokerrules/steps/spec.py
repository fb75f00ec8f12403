"""The vocabulary of a step-built game: a game is a tuple of steps plus how hands are valued.

Each step is a small frozen value from :mod:`pokerrules.steps`, where each kind also keeps its own
rules; the engine (:mod:`pokerrules.steps.machine`) only dispatches to them. So a game is a declaration,
and a variant that changes one rule is its parent with that step or that field swapped (see
:meth:`Spec.swap` and :func:`dataclasses.replace`).

How hands are valued is part of the declaration: the showdown names a ranking for each part of the
pot (high poker, three-card, low, with or without wild cards) or, for the point-count games, a
target that the declaration's ``count`` values.

>>> from pokerrules.games.seven_twenty_seven import SEVEN_27
>>> SEVEN_27.steps[:2]
(Deal(down=1, up=0), Deal(down=0, up=1))
>>> no_chaser = SEVEN_27.swap(Offer, Offer(limit="no-chaser"))
>>> [type(s).__name__ for s in no_chaser.flat_steps()]
['Deal', 'Deal', 'Bet', 'Offer', 'Bet', 'Showdown']
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, ClassVar

from pokerrules.core.cards import Card
from pokerrules.rankings.base import Ranking
from pokerrules.rankings.points import PointCount, Target
from pokerrules.rankings.points_ranking import PointsRanking
from pokerrules.steps import Ask, Bet, CallIt, Deal, Discard, Flip, Offer, Repeat, Replace, Showdown, Step
from pokerrules.steps.bet import Opener
from pokerrules.steps.deal_to_match import DealToMatch
from pokerrules.steps.pass_cards import PassOn
from pokerrules.steps.showdown import Part
from pokerrules.steps.start_card import StartCard
from pokerrules.steps.turn_until_beat import TurnUntilBeat

if TYPE_CHECKING:
    from pokerrules.steps.game import StepGame
    from pokerrules.table.view import LeanView, View

__all__ = ["Ask", "Bet", "CallIt", "Deal", "Discard", "Flip", "Offer", "Opener", "Part", "PassOn", "Repeat",
           "DealToMatch", "Replace", "Showdown", "SourceStats", "Spec", "StartCard", "Step",
           "TurnUntilBeat"]


# A table rule watches the whole table during the hand rather than living in one step (wild
# cards that change whenever a certain card comes face up). A declaration names at most one
# (Spec.table); the machine calls it at the start, before each face-up card is dealt and whenever
# a card comes face up; it may change the ranking in force by replacing ``game.spec``.
class TableRule:
    """The base of every table rule; subclasses are frozen dataclasses holding the rule's
    settings (house rules change them with :func:`dataclasses.replace`)."""

    #: The heading of the rule's paragraph in the rules text.
    heading = "Table rule"
    #: The optional parts of the view (:data:`pokerrules.table.view.PARTS`) its ``view`` adds.
    view_parts: ClassVar[frozenset[str]] = frozenset()

    def describe(self) -> str:
        """The rule in words, for the rules text (a paragraph under :attr:`heading`)."""
        return ""

    def hands(self, ranking: Ranking) -> str:
        """How hands are valued, in words, where this rule changes what the ranking says."""
        return ranking.describe()

    def card_rows(self) -> dict[str, str]:
        """Rows of the rules card this rule changes (``{"Deck": ...}``), by their names."""
        return {}

    def card_wild(self) -> str | None:
        """The printable card's wild-cards sentence under the options already applied, where
        this rule decides the wild cards (by default its rules card's "Wild cards" row)."""
        return self.card_rows().get("Wild cards")

    def start(self, game: StepGame) -> None:
        """Run once, before the first step."""

    def before_up(self, game: StepGame, seat: int) -> None:
        """A face-up card is about to be dealt to ``seat``."""

    def shown(self, game: StepGame, seat: int | None, card: Card) -> None:
        """``card`` has just come face up, for ``seat`` (``None``: on the table)."""

    def view(self, game: StepGame, seat: int, data: View | LeanView) -> None:
        """Add what this rule knows to ``seat``'s view ``data`` (info lines, facts)."""

    def for_view(self, spec: Spec, view: Mapping[str, Any]) -> Spec:
        """The declaration in force at the moment ``view`` shows (the bot's ranking)."""
        return spec


@dataclass(frozen=True)
class SourceStats:
    """The statistics line of the source database, as printed there."""

    cards: int
    players: int
    betting_rounds: int
    max_cards_seen: int
    wilds: int
    source: str


@dataclass(frozen=True)
class Spec:
    """A complete step-built game."""

    id: str
    name: str
    serial: int
    parent: str | None
    tags: tuple[str, ...]
    summary: str
    steps: tuple[Step, ...]
    stats: SourceStats
    count: PointCount | None = None  # what each card is worth, for point-count games
    rules: str = ""
    aliases: tuple[str, ...] = field(default=())
    table: TableRule | None = None  # a rule watching the whole table (wild cards that change)

    def flat_steps(self) -> Iterator[Step]:
        """Every step, with repeated blocks opened out once."""
        for step in self.steps:
            yield from step.inner() or (step,)

    def ranking(self, part: Part) -> Ranking:
        """The ranking for one part of the pot: a point target is valued by ``count``."""
        if isinstance(part, Target):
            if self.count is None:
                raise ValueError(f"{self.name} aims at a point total but has no card count")
            return PointsRanking(self.count, part)
        return part

    def parts(self) -> list[tuple[str, Ranking]]:
        """Each part of the pot with its ranking: ``[("high", ...), ("low", ...)]``."""
        sd = self.showdown
        named = [(sd.high_name, sd.high)] + ([(sd.low_name, sd.low)] if sd.low is not None else [])
        return [(name, self.ranking(part)) for name, part in named]

    def in_view(self, view: Mapping[str, Any]) -> Spec:
        """The declaration in force at the moment a seat's ``view`` shows (its table rule's)."""
        return self if self.table is None else self.table.for_view(self, view)

    def opening_ranking(self) -> Ranking:
        """The ranking that judges "the best hand showing": the first part's."""
        return self.parts()[0][1]

    @property
    def showdown(self) -> Showdown:
        last = self.steps[-1]
        if not isinstance(last, Showdown):
            raise ValueError(f"{self.name} must end with a showdown")
        return last

    def swap(self, kind: type, new: Step) -> Spec:
        """This game with every step of type ``kind`` (inside repeats too) replaced by ``new``."""

        def fix(steps: tuple[Step, ...]) -> tuple[Step, ...]:
            return tuple(
                replace(s, steps=fix(s.steps)) if isinstance(s, Repeat)
                else new if isinstance(s, kind) else s
                for s in steps
            )

        return replace(self, steps=fix(self.steps))

    def with_showdown(self, **changes: object) -> Spec:
        """This game with fields of its showdown changed."""
        return replace(self, steps=(*self.steps[:-1], replace(self.showdown, **changes)))  # type: ignore[arg-type]

    def with_high(self, **changes: object) -> Spec:
        return self.with_showdown(high=replace(self.showdown.high, **changes))  # type: ignore[type-var]

    def with_low(self, **changes: object) -> Spec:
        low = self.showdown.low
        assert low is not None, f"{self.name} has no low half"
        return self.with_showdown(low=replace(low, **changes))  # type: ignore[type-var]

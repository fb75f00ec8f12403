"""A table rule: a rule that watches the whole table during the hand rather than living in one
step, such as wild cards that change whenever a certain card comes face up.

A declaration names at most one (:attr:`pokerrules.steps.spec.Spec.table`). The engine calls it at the
start of the hand, before each face-up card is dealt to a player, and whenever a card comes face
up (dealt, turned over or replaced face up); it keeps its own data in ``game.memory`` and may
change the ranking in force by replacing ``game.spec`` (say with :meth:`Spec.with_high`), which
the views, the best-showing openers, the showdown and the judge all read. It adds what it knows
to each seat's view, and a bot that sees only that view rebuilds the ranking in force from it
(:meth:`for_view`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from pokerrules.core.cards import Card

if TYPE_CHECKING:
    from pokerrules.rankings.base import Ranking
    from pokerrules.steps.machine import StepGameState
    from pokerrules.steps.spec import Spec


class TableRule:
    """The base of every table rule; subclasses are frozen dataclasses holding the rule's
    settings (house rules change them with :func:`dataclasses.replace`)."""

    #: The heading of the rule's paragraph in the rules text.
    heading = "Table rule"

    def describe(self) -> str:
        """The rule in words, for the rules text (a paragraph under :attr:`heading`)."""
        return ""

    def hands(self, ranking: Ranking) -> str:
        """How hands are valued, in words, where this rule changes what the ranking says."""
        return ranking.describe()

    def card_rows(self) -> dict[str, str]:
        """Rows of the rules card this rule changes (``{"Deck": ...}``), by their names."""
        return {}

    def start(self, game: StepGameState) -> None:
        """Run once, before the first step."""

    def before_up(self, game: StepGameState, seat: int) -> None:
        """A face-up card is about to be dealt to ``seat``."""

    def shown(self, game: StepGameState, seat: int | None, card: Card) -> None:
        """``card`` has just come face up, for ``seat`` (``None``: on the table)."""

    def view(self, game: StepGameState, seat: int, data: dict[str, Any]) -> None:
        """Add what this rule knows to ``seat``'s view ``data`` (info lines, facts)."""

    def for_view(self, spec: Spec, view: Mapping[str, Any]) -> Spec:
        """The declaration in force at the moment ``view`` shows (the bot's ranking)."""
        return spec

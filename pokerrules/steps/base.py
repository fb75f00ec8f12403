"""What every step word offers the engine. A step kind owns, in its one module: its words in the
rules text (``describe``), its automatic work when play reaches it (``begin``), its legal moves
(``legal``), how it applies a move (``act``), its prompt, and any data only it needs (kept in
``game.memory`` under its own name, never as fields on every player).

The engine (:class:`pokerrules.steps.machine.StepGame`) only dispatches to these methods.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from pokerrules.core.actions import Action, Template

if TYPE_CHECKING:
    from pokerrules.core.rng import SeededRandom
    from pokerrules.rankings.base import Ranking
    from pokerrules.steps.game import StepGame
    from pokerrules.table.view import StepFacts

#: Make another seat's secret choice again, in the coach's world: (that seat, its legal moves) ->
#: the move its bot makes (:mod:`pokerrules.coach.secrets` gives one).
Choose = Callable[[int, list[Template]], Action]


def remake_cards(pending: dict[int, str], seat: int, choose: Choose,
                 legal: Callable[[int], list[Template]]) -> None:
    """Choose again, with ``choose``, every card kept in ``pending`` (seat -> the card it chose
    in secret) by a seat other than ``seat``, from that seat's ``legal`` moves: in the coach's
    world of ``seat``'s, the others' choices were made with the real cards, which ``seat`` cannot
    see."""
    for other in sorted(pending):
        if other != seat:
            again = choose(other, legal(other))
            assert again.card is not None
            pending[other] = again.card


class StepWord:
    """The base of every step. Subclasses are frozen dataclasses holding the step's rules."""

    heading: ClassVar[str] = "A step"  # the name of the kind, in "how it differs" bullets
    #: Whether the step can take a card out of a hand (so a hand's total may come down again).
    takes_cards: ClassVar[bool] = False
    #: The optional parts of the view (:data:`pokerrules.table.view.PARTS`) the step's facts bring.
    view_parts: ClassVar[frozenset[str]] = frozenset()

    def describe(self) -> str:
        raise NotImplementedError

    def begin(self, game: StepGame) -> bool:
        """Run when play reaches the step. Return True to stop here: players must act (the step
        has filled ``game.queue``) or the hand is over. Return False to go on to the next step."""
        return False

    def legal(self, game: StepGame, seat: int) -> list[Template]:
        raise AssertionError(f"no one acts at {self!r}")

    def act(self, game: StepGame, seat: int, action: Action) -> None:
        """Apply a move already checked against :meth:`legal`."""
        raise AssertionError(f"no one acts at {self!r}")

    def prompt(self, game: StepGame, seat: int) -> str:
        return "Your move."

    def end(self, game: StepGame) -> None:
        """Run once when the last seat in the queue has acted."""

    def facts(self, game: StepGame, seat: int) -> StepFacts:
        """Structured facts for ``seat``'s view while play is at this step (bots read these)."""
        return {}

    def notes(self, game: StepGame, seat: int) -> list[str]:
        """Short public notes about a seat that this kind of step keeps ("Locked")."""
        return []

    def bot_move(self, ranking: Ranking, view: Mapping[str, Any], legal: list[Template],
                 rng: SeededRandom) -> Action | None:
        """The sensible poker bot's move at this step, from the seat's ``view`` alone, with the
        game's ``ranking`` (the first part of the pot); ``None``: the bot bets as usual."""
        return None

    def bot_move_sampled(self, ranking: Ranking, view: Mapping[str, Any], legal: list[Template],
                         rng: SeededRandom, samples: int) -> Action | None:
        """:meth:`bot_move` for a bot whose estimates take ``samples`` deals (the poker bot's own
        count: fewer in the coach's worlds); a step whose move samples overrides this one."""
        return self.bot_move(ranking, view, legal, rng)

    def inner(self) -> tuple[StepWord, ...]:
        """Steps nested in this one (a repeated block)."""
        return ()

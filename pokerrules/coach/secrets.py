"""Secret choices in a world: the ones other seats made that the seat cannot see are made again.

A choice made in secret (a card chosen to pass, marked ``secret`` on its template) is kept by
the game until every player has chosen. A world (:mod:`pokerrules.coach.worlds`) relabels the
cards the seat cannot see, but a choice kept as anything other than a card (a card's code, a
yes or no) would still carry its real value, made with the real cards: the figures would tell
what another player chose, and the choice might name a card that player does not hold in the
world. So in each world, before anything is played, every such choice another seat has made
and the seat has not seen is made again by the game's bot, from that seat's view of the world,
with randomness from the world's seed: the figures depend only on what the seat can see.

Two kinds of game say where their secret choices are:

- a step kind of a step-built game that keeps secret choices (:class:`HidesChoices`, as
  :class:`~pokerrules.steps.pass_cards.PassOn` does) makes them again while play is at it;
- a hand-written game does it in its own :attr:`~pokerrules.table.coaching.model.Coach.secrets`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

from pokerrules.core.rng import SeededRandom, derive_seed
from pokerrules.steps.base import Choose
from pokerrules.steps.machine import StepGameState
from pokerrules.table.state import bot_view

if TYPE_CHECKING:
    from pokerrules.core.actions import Action, Template
    from pokerrules.steps.game import StepGame
    from pokerrules.table.coaching.model import Coach
    from pokerrules.table.state import Bot, State


@runtime_checkable
class HidesChoices(Protocol):
    """A step kind that keeps the choices players make in secret until everyone has chosen."""

    def remake_secrets(self, game: StepGame, seat: int, choose: Choose) -> None:
        """Make again, with ``choose``, every choice kept now that another seat than ``seat``
        made and ``seat`` has not seen."""


def chooser(world: State, bot: Bot, seed: int) -> Choose:
    """Choices made by ``bot`` from each seat's view of ``world``, with randomness from the
    world's ``seed`` and the seat (so never from the real deal)."""
    def choose(other: int, legal: list[Template]) -> Action:
        rng = SeededRandom(derive_seed(seed, "secret", other, len(world.actions)))
        return bot.choose(bot_view(world, other), legal, rng)
    return choose


def remake_secrets(world: State, seat: int, seed: int, coach: Coach, bot: Bot) -> None:
    """In a just-built ``world`` of ``seat``'s (with the world's ``seed``), make again every
    secret choice of another seat that ``seat`` has not seen (see the module's docstring)."""
    if isinstance(world, StepGameState):
        step = world.step
        if isinstance(step, HidesChoices):
            step.remake_secrets(world, seat, chooser(world, bot, seed))
    if coach.secrets is not None:
        coach.secrets(world, seat, seed)

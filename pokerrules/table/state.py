"""The protocol every game follows: the table fixed before the first action, the state of a
hand, and a bot. :mod:`pokerrules.table.game` says what a variant declares about itself.

A state says whose turn it is (``to_act``), lists the legal actions as templates, applies an
action (or raises :class:`~pokerrules.core.errors.IllegalAction` and changes nothing), shows each
seat what it may see (``view``), and gives the ``result`` when the hand is over. Its ``table``
and ``actions`` are the hand history: replaying them gives the same state.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import Card
from pokerrules.core.rng import SeededRandom

#: The most actions one hand (or match) may have: the facade refuses to play one further, and a
#: game that could go on longer ends itself before it (Rumino).
MAX_HAND_ACTIONS = 1000


@dataclass(frozen=True)
class Table:
    """Everything fixed before the first action: the game, its options, seats and the deck order."""

    variant: str
    options: Mapping[str, str]
    seed: int
    stacks: tuple[int, ...]
    deck: tuple[Card, ...]
    #: The seats played by people at the device (in order; the others are bots): seat 0 alone
    #: unless a pass-and-play hand says otherwise (:mod:`pokerrules.table.people`).
    people: tuple[int, ...] = (0,)
    #: The game's declaration (a :class:`~pokerrules.table.game.Variant`), set when the game
    #: starts the table (``Variant.start``), so that the coach, the lessons and the bots reach
    #: the game from a state without looking it up by id: read it with
    #: :func:`~pokerrules.table.game.game_of`. Not part of the history: two tables of one game
    #: compare equal with or without it.
    game: object = field(default=None, compare=False, repr=False)

    @property
    def seats(self) -> int:
        return len(self.stacks)



class State(Protocol):
    table: Table
    actions: list[tuple[int, Action]]

    @property
    def to_act(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    def legal_actions(self) -> list[Template]: ...

    def apply(self, action: Action) -> None: ...

    def view(self, seat: int) -> dict[str, Any]: ...

    def result(self, viewer: int | None = None) -> dict[str, Any] | None: ...

    def snapshot(self) -> dict[str, Any]: ...

    def all_cards(self) -> list[Card]: ...

    def hidden_from(self, viewer: int) -> set[Card]: ...

    def undealt(self) -> list[Card]: ...


def bot_view(state: State, seat: int) -> dict[str, Any]:
    """What a bot decides from for ``seat``: the state's lean ``bot_view`` where it has one (the
    same facts as its view, without the words, so every bot makes the same choice from it; the
    coach's worlds use it), else its view."""
    lean = getattr(state, "bot_view", None)
    return lean(seat) if lean is not None else state.view(seat)


class Bot(Protocol):
    """A player that sees only its own seat's view."""

    def choose(self, view: Mapping[str, Any], legal: list[Template], rng: SeededRandom) -> Action: ...

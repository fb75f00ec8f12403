"""What a step kind may use of the hand it runs in: the table the step machine
(:class:`pokerrules.steps.machine.StepGameState`) keeps, as a :class:`~typing.Protocol`.

The kinds type against this, not against the machine, so that the machine may import the kinds
without the kinds importing the machine. The declaration (``spec``) is the machine's
:class:`~pokerrules.steps.spec.Spec`; it is typed loosely here because that module lists the
kinds, and a kind that reads it uses only its public methods (``parts``, ``opening_ranking``,
``flat_steps``, ``with_high``, ``count``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from pokerrules.core.cards import Card

if TYPE_CHECKING:
    from pokerrules.core.actions import Action, Template
    from pokerrules.rankings.base import Ranking
    from pokerrules.rankings.points import PointCount
    from pokerrules.table.betting import Stakes
    from pokerrules.table.state import Table
    from pokerrules.table.view import View

T = TypeVar("T")


@dataclass
class Player:
    stack: int
    cards: list[tuple[Card, bool]] = field(default_factory=list)  # (card, face up)
    folded: bool = False
    put_in: int = 0

    @property
    def up(self) -> list[Card]:
        return [c for c, face_up in self.cards if face_up]

    @property
    def down(self) -> list[Card]:
        return [c for c, face_up in self.cards if not face_up]

    @property
    def held(self) -> list[Card]:
        return [c for c, _ in self.cards]

    @property
    def all_in(self) -> bool:
        return self.stack == 0 and not self.folded


class StepGame(Protocol):
    """The hand as a step kind sees it (every field and method is the machine's)."""

    spec: Any
    stakes: Stakes
    table: Table
    actions: list[tuple[int, Action]]
    players: list[Player]
    program: list[Any]
    pc: int
    next_card: int
    deck: tuple[Card, ...]
    discards: list[Card]
    common: list[Card]
    secret_discards: dict[Card, int]
    known: dict[int, set[Card]]
    fresh: dict[int, set[Card]]
    blind: dict[int, list[Card]]
    events: list[tuple[int | None, str]]
    private: dict[int, tuple[int, str]]
    queue: list[int]
    memory: dict[str, Any]
    over: bool
    showed: bool
    payouts: dict[int, int]
    showdown_lines: list[str]
    uncontested: int | None

    @property
    def to_act(self) -> int | None: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def step(self) -> Any: ...
    @property
    def pot(self) -> int: ...
    def legal_actions(self) -> list[Template]: ...
    def result(self, viewer: int | None = None) -> dict[str, Any] | None: ...
    def view(self, seat: int) -> View: ...
    def live(self) -> list[int]: ...
    def cards_left(self) -> int: ...
    def draw(self) -> Card | None: ...
    def say(self, seat: int | None, text: str, private: str | None = None,
            told: int | None = None) -> None: ...
    def remember(self, name: str, make: Callable[[], T]) -> T: ...
    def start_turns(self, eligible: Iterable[bool]) -> bool: ...
    def finish_turn(self) -> None: ...
    def throw_away(self, seat: int | None, card: Card, face_up: bool) -> None: ...
    def before_up(self, seat: int) -> None: ...
    def show(self, seat: int | None, card: Card) -> None: ...
    def settle(self, payouts: dict[int, int]) -> None: ...
    def chips_on_table(self) -> int: ...
    def hidden_from(self, viewer: int) -> set[Card]: ...
    def unseen(self, seat: int) -> list[bool]: ...
    def see(self, seat: int, card: Card) -> None: ...
    def pass_cards(self, giver: int, taker: int) -> list[tuple[Card, bool]]: ...
    def mark_new(self, seat: int, cards: Iterable[Card]) -> None: ...
    def undealt(self) -> list[Card]: ...
    def all_cards(self) -> list[Card]: ...


class Declaration(Protocol):
    """What the showdown reads of a declaration (:class:`pokerrules.steps.spec.Spec`)."""

    @property
    def count(self) -> PointCount | None: ...
    def parts(self) -> list[tuple[str, Ranking]]: ...

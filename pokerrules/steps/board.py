"""Common cards: cards dealt face up to the table, for everyone (a board: the flop, the turn, the
river). Every hand still in plays with them: at the showdown each hand is its own cards followed
by the board (a ranking such as :class:`pokerrules.rankings.own_cards.ExactlyOwn` may limit how
many of each it uses). Every seat's view shows the board as a pile on the table.

>>> Board(3).describe()
'Deal three cards face up to the middle of the table: they belong to every hand.'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pokerrules.core.cards import Card, parse_card
from pokerrules.steps.base import StepWord

if TYPE_CHECKING:
    from pokerrules.steps.game import StepGame

_NUMBERS = {1: "one card", 2: "two cards", 3: "three cards", 4: "four cards", 5: "five cards"}


@dataclass(frozen=True)
class Board(StepWord):
    """Deal ``cards`` cards face up to the table, shared by every hand; ``name`` is what players
    call them ("the flop"), for the log."""

    cards: int = 1
    name: str = ""
    view_parts: ClassVar[frozenset[str]] = frozenset({"piles"})
    heading = "The board"

    def __repr__(self) -> str:
        return f"Board({self.cards}{', ' + repr(self.name) if self.name else ''})"

    def describe(self) -> str:
        what = _NUMBERS.get(self.cards, f"{self.cards} cards")
        called = f" ({self.name})" if self.name else ""
        return (f"Deal {what} face up to the middle of the table{called}: "
                f"{'it belongs' if self.cards == 1 else 'they belong'} to every hand.")

    def begin(self, game: StepGame) -> bool:
        dealt = []
        for _ in range(self.cards):
            card = game.draw()
            if card is None:
                break
            game.common.append(card)
            dealt.append(card)
        if dealt:
            called = f"{self.name[0].upper()}{self.name[1:]}" if self.name else "On the board"
            game.say(None, f"{called}: {' '.join(c.short for c in dealt)}.")
            for card in dealt:
                game.show(None, card)
        return False


def board_size(steps: Any) -> int:
    """How many board cards a declaration's steps (``spec.flat_steps()``) deal in all."""
    return sum(s.cards for s in steps if isinstance(s, Board))


def board_of(view: Mapping[str, Any]) -> list[Card]:
    """The board as a seat's view shows it (empty in a game without one)."""
    return [parse_card(c["code"]) for pile in view.get("piles") or () if pile.get("shared")
            for c in pile["cards"] if c.get("code") not in (None, "??")]

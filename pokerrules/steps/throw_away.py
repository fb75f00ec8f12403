"""Throwing away own cards: every player still in throws away ``count`` of their face-down cards,
face down and unseen by the others (Pineapple's third card). Players choose in turn, but nobody
learns which card anyone threw, so the order tells nothing.

>>> ThrowAway().describe()
'Every player still in throws away one of their face-down cards, unseen by the others.'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from pokerrules.core.actions import Action, Template
from pokerrules.steps.base import StepWord

if TYPE_CHECKING:
    from pokerrules.steps.game import StepGame

_NUMBERS = {1: "one", 2: "two", 3: "three"}


@dataclass(frozen=True)
class ThrowAway(StepWord):
    """Each player still in throws away ``count`` face-down cards, one move per card."""

    takes_cards: ClassVar[bool] = True
    count: int = 1
    heading = "Throwing a card away"

    def describe(self) -> str:
        what = "one of their face-down cards" if self.count == 1 else \
            f"{_NUMBERS.get(self.count, self.count)} of their face-down cards"
        return f"Every player still in throws away {what}, unseen by the others."

    def begin(self, game: StepGame) -> bool:
        seats = [s for s in game.live() if len(game.players[s].down) > 1]
        game.queue = [s for s in seats for _ in range(self.count)]
        return bool(game.queue)

    def legal(self, game: StepGame, seat: int) -> list[Template]:
        return [Template("discard", "Throw away", cards=tuple(c.code for c in game.players[seat].down),
                         focus=True)]

    def prompt(self, game: StepGame, seat: int) -> str:
        return "Choose a card to throw away (nobody else sees which)."

    def act(self, game: StepGame, seat: int, action: Action) -> None:
        player = game.players[seat]
        index = next(i for i, (c, up) in enumerate(player.cards) if c.code == action.card and not up)
        card, _ = player.cards.pop(index)
        game.throw_away(seat, card, face_up=False)
        game.say(seat, "throw away a card", private=f"throw away {card.short}")
        game.finish_turn()

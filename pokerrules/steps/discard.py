"""A forced discard: the best hand showing must throw away one card of its choice (Survivor)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from pokerrules.core.actions import Action, Template
from pokerrules.steps.base import StepWord
from pokerrules.steps.bet import best_showing

if TYPE_CHECKING:
    from pokerrules.steps.game import StepGame


@dataclass(frozen=True)
class Discard(StepWord):
    """The player with the best hand showing (face-up cards alone, ranked by the game's ranking;
    of equal hands, the first from the dealer's left) throws away one card of their choice, face
    up or face down. The card leaves the game; a face-down card stays secret."""

    takes_cards: ClassVar[bool] = True

    heading = "The forced discard"

    def describe(self) -> str:
        return ("The player with the best hand showing must throw away one of their cards, "
                "face up or face down, as they choose.")

    def begin(self, game: StepGame) -> bool:
        live = [s for s in game.live() if len(game.players[s].cards) > 1]
        seat = best_showing(game, live)
        if seat is None:
            return False
        game.queue = [seat]
        return True

    def legal(self, game: StepGame, seat: int) -> list[Template]:
        return [Template("discard", "Throw away", cards=tuple(c.code for c in game.players[seat].held),
                         focus=True)]

    def prompt(self, game: StepGame, seat: int) -> str:
        return "You have the best hand showing: choose a card to throw away."

    def act(self, game: StepGame, seat: int, action: Action) -> None:
        player = game.players[seat]
        index = next(i for i, (c, _) in enumerate(player.cards) if c.code == action.card)
        card, face_up = player.cards.pop(index)
        game.throw_away(seat, card, face_up)
        if face_up:
            game.say(seat, f"discard {card.short}")
        else:
            game.say(seat, "discard a face-down card", private=f"discard {card.short} (face down)")
        game.finish_turn()

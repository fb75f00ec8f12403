"""Replacing: each player in turn may swap one card for the next card from the deck."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from pokerrules.actions import Action, Template
from pokerrules.steps.base import StepWord

if TYPE_CHECKING:
    from pokerrules.engine.state import StepGameState


@dataclass(frozen=True)
class Replace(StepWord):
    """Each player in turn may swap one of their cards for the next card from the deck.

    The new card takes the old one's place: face down for a down card, face up for an up card.
    """

    heading = "Replacing"

    def describe(self) -> str:
        return ("Each player in turn may throw away one card and get a new one in its place "
                "(face down for a down card, face up for an up card).")

    def begin(self, game: StepGameState) -> bool:
        return game.start_turns(not p.folded for p in game.players)

    def legal(self, game: StepGameState, seat: int) -> list[Template]:
        moves = [Template("keep", "Keep my cards", focus=True)]
        if game.cards_left():
            moves.insert(0, Template("replace", "Replace",
                                     cards=tuple(c.code for c in game.players[seat].held)))
        return moves

    def prompt(self, game: StepGameState, seat: int) -> str:
        return "Replace one of your cards, or keep them all?"

    def act(self, game: StepGameState, seat: int, action: Action) -> None:
        player = game.players[seat]
        if action.kind == "replace":
            index = next(i for i, (c, _) in enumerate(player.cards) if c.code == action.card)
            old, face_up = player.cards[index]
            new = game.draw()
            assert new is not None
            player.cards[index] = (new, face_up)
            game.throw_away(seat, old, face_up)
            if face_up:
                game.say(seat, f"replace {old.short} for {new.short}")
            else:
                game.say(seat, "replace a face-down card",
                         private=f"replace {old.short} (face down) for {new.short}")
        else:
            game.say(seat, "keep their cards")
        game.finish_turn()

"""Calling the end of the deal: after a betting round, each player still in may say they believe
they hold the best hand, which stops the dealing (Open Hand Kenosha)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from pokerrules.core.actions import Action, Template
from pokerrules.steps.base import StepWord
from pokerrules.steps.repeat import call_it

if TYPE_CHECKING:
    from pokerrules.steps.game import StepGame


@dataclass(frozen=True)
class CallIt(StepWord):
    """Each player still in, in turn from the dealer's left, may call it (claim the best hand)
    or let the deal go on. The first call ends the repeated dealing."""

    heading = "Calling it"

    def describe(self) -> str:
        return ("Each player still in, in turn from the dealer's left, may call it: say they "
                "believe they hold the best hand. The first call stops the dealing.")

    def begin(self, game: StepGame) -> bool:
        return game.start_turns(not p.folded for p in game.players)

    def legal(self, game: StepGame, seat: int) -> list[Template]:
        return [Template("call-it", "Call it: I have the best hand"),
                Template("deal-on", "Deal another card", focus=True)]

    def prompt(self, game: StepGame, seat: int) -> str:
        return "Call it (stop the dealing: one last betting round, then the showdown), or deal on?"

    def act(self, game: StepGame, seat: int, action: Action) -> None:
        if action.kind == "call-it":
            call_it(game)
            game.say(seat, "call it: no more cards")
            del game.queue[1:]
        else:
            game.say(seat, "let the deal go on")
        game.finish_turn()

"""The starting card: the dealer turns the top card of the deck face up on the table, as the first
hand to beat (Night Chaos). It belongs to nobody; a table rule sees it come up like any other."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from pokerrules.core.cards import Card
from pokerrules.steps.base import StepWord

if TYPE_CHECKING:
    from pokerrules.steps.game import StepGame

_MEMORY = "start_card"


def start_card(game: StepGame) -> Card | None:
    """The starting card on the table, once it is turned up."""
    card: Card | None = game.memory.get(_MEMORY)
    return card


@dataclass(frozen=True)
class StartCard(StepWord):
    """The dealer turns the top card of the deck face up on the table: the first hand to beat."""

    heading = "The starting card"

    def describe(self) -> str:
        return ("The dealer turns the top card of the deck face up on the table: the starting "
                "card, the first hand to beat.")

    def begin(self, game: StepGame) -> bool:
        card = game.draw()
        if card is None:
            return False
        game.throw_away(None, card, True)  # on the table for all to see, in nobody's hand
        game.memory[_MEMORY] = card
        game.say(None, f"The dealer turns up the starting card: {card.short}.")
        game.show(None, card)
        return False

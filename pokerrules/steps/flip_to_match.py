"""Turning cards until a match (Dutch Stud): the dealer turns cards from the deck face up, one at
a time, until one matches the rank of a card that a player still in holds. That card goes to
that player, face up, and the step ends (a betting round usually follows). Every card turned
before it, which matched nobody, is burned face up. A player who completes ``stop_at`` cards of
one rank ends the dealing at once, and play goes straight to the showdown (the game's last step).

Unlike dealing to a match (:mod:`pokerrules.steps.deal_to_match`), no card is dealt to a player
in turn: a card either matches a player still in or is burned. The cards come through
:func:`pokerrules.steps.deal_apart.next_card`, so cards set aside by an earlier deal and shuffled
back into the deck can come up again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from pokerrules.core.cards import rank_name
from pokerrules.steps.base import StepWord
from pokerrules.steps.deal_apart import next_card

if TYPE_CHECKING:
    from pokerrules.steps.game import StepGame

_COUNTS = {2: "two", 3: "three", 4: "four"}


def kind_words(count: int) -> str:
    """``'four of a kind'``."""
    return f"{_COUNTS.get(count, str(count))} of a kind"


@dataclass(frozen=True)
class FlipToMatch(StepWord):
    """Turn cards from the deck until one matches a rank a player still in holds; it goes to
    that player. ``stop_at`` cards of one rank end the dealing and send play to the showdown."""

    stop_at: int = 4
    heading = "Turning to a match"

    def describe(self) -> str:
        return ("The dealer turns cards from the deck face up, one at a time, until one matches "
                "the rank of a card held by a player still in. That card goes to that player, "
                "face up; the cards turned before it match nobody and are burned. The first "
                f"player to hold {kind_words(self.stop_at)} ends the dealing at once: play goes "
                "straight to the showdown. If the deck runs out first, the dealing stops.")

    def begin(self, game: StepGame) -> bool:
        holders = {c.rank: s for s in game.live() for c in game.players[s].held}
        burned: list[str] = []
        while (card := next_card(game)) is not None:
            if card.rank not in holders:
                burned.append(card.short)
                game.discards.append(card)
                game.show(None, card)
                continue
            to = holders[card.rank]
            if burned:
                game.say(None, "Turned and burned: " + ", ".join(burned) + ".")
            game.before_up(to)
            game.players[to].cards.append((card, True))
            game.show(to, card)
            count = sum(c.rank == card.rank for c in game.players[to].held)
            kind = f"{_COUNTS.get(count, str(count))} {rank_name(card.rank, plural=True)}"
            if count >= self.stop_at:
                game.say(to, f"get {card.short}, completing {kind}")
                game.pc = len(game.program) - 1  # straight to the showdown, the last step
                began: bool = game.program[game.pc].begin(game)
                return began
            game.say(to, f"get {card.short}: {kind}")
            return False
        if burned:
            game.say(None, "Turned and burned: " + ", ".join(burned) + ".")
        game.say(None, f"The deck has run out with nobody holding {kind_words(self.stop_at)}.")
        return False

"""Cards that act when a player turns them face up (a table rule,
:class:`~pokerrules.steps.spec.TableRule`), for games where players turn up their own cards:

- ``swap_rank``: a card of that rank, once face up in a player's hand, is thrown away face up and
  the top card of the deck takes its place, face up (it may act in turn). With the deck empty,
  the card stays.
- ``first_wild_folds``: a player whose first face-up card is wild (by the game's ranking) must
  fold at once.

Each view also shows the starting card and the high hand, as the turning step keeps them
(:func:`~pokerrules.steps.turn_until_beat.table_lines`).

>>> print(TurnedUp(swap_rank=4).describe())  # doctest: +NORMALIZE_WHITESPACE
A four turned face up is thrown away at once, face up, and the top card of the deck takes its
place, face up. A player whose first card turned up is wild must fold at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from pokerrules.core.cards import Card, rank_name
from pokerrules.steps.spec import TableRule
from pokerrules.steps.turn_until_beat import table_lines

if TYPE_CHECKING:
    from pokerrules.steps.game import StepGame
    from pokerrules.table.view import LeanView, View


@dataclass(frozen=True)
class TurnedUp(TableRule):
    """``swap_rank``: the rank swapped for the top card of the deck when turned up (``None``:
    none). ``first_wild_folds``: a first face-up card that is wild folds its player."""

    swap_rank: int | None = None
    first_wild_folds: bool = True
    heading = "Cards turned up"

    def describe(self) -> str:
        parts = []
        if self.swap_rank is not None:
            parts.append(f"A {rank_name(self.swap_rank)} turned face up is thrown away at once, "
                         "face up, and the top card of the deck takes its place, face up.")
        if self.first_wild_folds:
            parts.append("A player whose first card turned up is wild must fold at once.")
        return " ".join(parts)

    def card_rows(self) -> dict[str, str]:
        return {"Betting rounds": "varies with play: one whenever a player who has just beaten "
                                  "the hand to beat chooses to bet"}

    def card_wild(self) -> str | None:
        return None

    def shown(self, game: StepGame, seat: int | None, card: Card) -> None:
        if seat is None:
            return
        player = game.players[seat]
        if self.swap_rank is not None and card.rank == self.swap_rank:
            new = game.draw()
            if new is None:
                game.say(None, f"The deck is empty, so the {card.short} stays.")
            else:
                index = next(i for i, (c, up) in enumerate(player.cards) if c == card and up)
                player.cards[index] = (new, True)
                game.throw_away(seat, card, True)
                game.say(seat, f"throw away the {card.short} and [take] the top card of the deck "
                               f"in its place: {new.short}")
                game.show(seat, new)
                return
        if self.first_wild_folds and len(player.up) == 1 and not player.folded \
                and game.spec.opening_ranking().is_wild(card):
            player.folded = True
            game.say(seat, f"fold: the first card turned up, the {card.short}, is wild")

    def view(self, game: StepGame, seat: int, data: View | LeanView) -> None:
        data["info"].extend(table_lines(game, seat))

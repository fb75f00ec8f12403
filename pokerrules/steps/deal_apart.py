"""Dealing apart (Dutch Stud): each player still in gets one card face up, and no two of those
cards may share a rank. A card whose rank an earlier player already got in this deal is put aside
and the same player gets the next card instead; when everyone has a card, the cards put aside
are shuffled back into the deck.

The deck's order is fixed when the hand starts, so "shuffled back" is kept as a small pile of
returned cards (:func:`next_card`): each later card comes from that pile with the chance a card
shuffled into the deck would have of being on top (the pile's size over the pile and the deck
together), drawn from a seed fixed by the table's seed and the moment. Every later step that
turns cards from the deck (:mod:`pokerrules.steps.flip_to_match`) draws through
:func:`next_card`. The returned cards lie with the discards meanwhile (everyone saw them), so
every card is still counted once.

A repeated block that runs "until the deck runs out" asks the deck proper
(``game.cards_left()``), so in the rare hand where the deck proper is used up while returned
cards are still waiting, that block stops there, as if the deck had run out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from pokerrules.core.cards import Card
from pokerrules.core.rng import SeededRandom, derive_seed
from pokerrules.steps.base import StepWord

if TYPE_CHECKING:
    from pokerrules.steps.game import StepGame

_MEMORY = "deal_apart"


def returned(game: StepGame) -> list[Card]:
    """The cards put aside and shuffled back into the deck, not yet turned again."""
    pile: list[Card] = game.remember(_MEMORY, list)
    return pile


def next_card(game: StepGame) -> Card | None:
    """The next card from the deck, the returned cards shuffled into it (``None``: none left)."""
    pile = returned(game)
    left = game.cards_left()
    if not pile:
        return game.draw()
    rng = SeededRandom(derive_seed(game.table.seed, _MEMORY, len(game.events), left, len(pile)))
    pick = rng.below(left + len(pile))
    if pick >= len(pile):
        return game.draw()
    card = pile.pop(pick)
    game.discards.remove(card)
    return card


def cards_left(game: StepGame) -> int:
    """How many cards the deck still holds, the returned ones included."""
    return game.cards_left() + len(returned(game))


@dataclass(frozen=True)
class DealApart(StepWord):
    """Deal each player still in one card face up, all of different ranks: a card of a rank
    already dealt in this round is put aside, the player gets the next card instead, and the cards
    put aside are shuffled back into the deck at the end."""

    heading = "The deal"

    def describe(self) -> str:
        return ("Deal each player one card face up. No two players may start with the same rank: "
                "a card that matches the rank of a card already dealt in this round is set aside "
                "and the player gets the next card instead. When everyone has a card, the cards "
                "set aside are shuffled back into the deck.")

    def begin(self, game: StepGame) -> bool:
        game.say(None, "Each player gets one card face up, every one of a different rank.")
        ranks: set[int] = set()
        aside: list[Card] = []
        for seat in game.live():
            while (card := next_card(game)) is not None:
                game.before_up(seat)
                if card.rank not in ranks:
                    ranks.add(card.rank)
                    game.players[seat].cards.append((card, True))
                    game.show(seat, card)
                    break
                aside.append(card)
                game.discards.append(card)
                game.show(None, card)
                game.say(None, f"{card.short} matches a rank already dealt: it is set aside, "
                               f"and <{seat}> gets the next card.")
        if aside:
            returned(game).extend(aside)
            game.say(None, f"The card{'s' if len(aside) > 1 else ''} set aside "
                           f"({' '.join(c.short for c in aside)}) "
                           f"{'are' if len(aside) > 1 else 'is'} shuffled back into the deck.")
        return False

"""How the "Who wins?" drill deals a 7/27-family showdown: 2 to 4 hands of a few cards each, as
point-count hands really end, not five-card poker hands.

A hand holds the cards every player starts with (two in 7/27, three in Chilcoot's and Twists)
and up to two more taken in the offers; each hand's size is drawn from the drill's seeded
randomness, so the same seed always deals the same showdown.

>>> from pokerrules.core.rng import SeededRandom
>>> from pokerrules.core.cards import standard_deck
>>> deal = point_count_drill(2)
>>> hands = deal(SeededRandom(7), tuple(standard_deck()))
>>> 2 <= len(hands) <= 4 and all(2 <= len(hand) <= 4 for hand in hands)
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from pokerrules.steps.deal import Deal
from pokerrules.table.judge_help import deal_hands

if TYPE_CHECKING:
    from pokerrules.core.cards import Card
    from pokerrules.core.rng import SeededRandom
    from pokerrules.steps.spec import Spec

DrillDeal = Callable[["SeededRandom", "tuple[Card, ...]"], "list[tuple[Card, ...]]"]

#: How many hands a drill shows at most, and how many cards a hand may hold beyond the deal.
MOST_HANDS, MOST_TAKEN = 4, 2


def point_count_drill(dealt: int) -> DrillDeal:
    """A drill dealer for a game whose players start with ``dealt`` cards: 2 to 4 hands, each
    of ``dealt`` to ``dealt + 2`` cards, taken in turn from the top of the shuffled deck."""

    def deal(rng: SeededRandom, deck: tuple[Card, ...]) -> list[tuple[Card, ...]]:
        return deal_hands(rng, deck, dealt, dealt + MOST_TAKEN, most_hands=MOST_HANDS)

    return deal


def cards_dealt(spec: Spec) -> int:
    """How many cards each player holds before the first offer: the declaration's deals."""
    return sum(step.down + step.up for step in spec.steps if isinstance(step, Deal))

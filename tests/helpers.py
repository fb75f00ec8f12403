"""Small shared pieces for the tests."""

from __future__ import annotations

from pokerrules.cards import Card, parse, standard_deck
from pokerrules.game import Table
from pokerrules.games.three_card_poker import ThreeCardPokerState
from pokerrules.registry import get


def stacked_table(*hands: str, seats: int | None = None, stack: int = 1000,
                  **options: str) -> ThreeCardPokerState:
    """A Three Card Poker hand whose deck starts with ``hands`` (the dealer's three last)."""
    top = [card for hand in hands for card in parse(hand)]
    rest: list[Card] = [c for c in standard_deck() if c not in top]
    count = seats if seats is not None else len(hands) - 1
    resolved = get("three-card-poker").resolve_options(options)
    return ThreeCardPokerState(Table("three-card-poker", resolved, 0, (stack,) * count,
                                     tuple(top + rest)))

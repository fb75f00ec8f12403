"""Declaring a hand-written game in a few lines.

:func:`match_variant` is to a hand-written game what ``step_variant`` is to a declared one: it
fills in what every such game does the same way (the random bot beside the game's own, the seat
counts). The game's package passes its bots as makers and its lessons as a
:data:`~pokerrules.table.teach.model.LessonSource`, each a function that imports the game's own
``bots`` or ``lessons`` module inside it, so that a page that never plays against a bot or opens
the lessons never loads them, and nothing is loaded by a module path in a string.
:func:`stacked_table` deals chosen hands, for examples and tests; :func:`deal_order` is the order
it deals them in, for a lesson that stacks a deck without a table.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from pokerrules.core.cards import Card, parse
from pokerrules.core.errors import BadCard
from pokerrules.table.game import Variant
from pokerrules.table.random_bot import RandomBot
from pokerrules.table.state import Bot, Table
from pokerrules.table.teach.model import LessonSource


def match_variant(*, seats: tuple[int, int, int], bots: Mapping[str, Callable[[], Bot]],
                  lessons: LessonSource, **declared: Any) -> Variant:
    """The variant of a hand-written game.

    ``seats`` is (fewest, most, default); ``bots`` makes the game's bots by name, the first being
    the default; the random bot comes with every game. ``lessons`` returns the game's lessons.
    Every other keyword is a field of :class:`~pokerrules.table.game.Variant`."""
    return Variant(
        min_seats=seats[0], max_seats=seats[1], default_seats=seats[2],
        bots={**bots, "random": RandomBot}, default_bot=next(iter(bots), "random"),
        lessons=lessons, **declared)


def deal_order(hands: Sequence[str], then: str = "") -> tuple[Card, ...]:
    """The first cards of a deck that deals ``hands`` (seat 1's first) one card to each in turn,
    then the cards of ``then`` in order: the deck :func:`stacked_table` starts with."""
    rows = [parse(hand) for hand in hands]
    order = [row[k] for k in range(max(map(len, rows), default=0)) for row in rows if k < len(row)]
    return (*order, *parse(then))


def stacked_table(variant: Variant, hands: Sequence[str], *, size: int | None = None,
                  then: str = "", seed: int = 0, stacks: Sequence[int] | None = None,
                  options: Mapping[str, str] | None = None) -> Table:
    """A table whose deck deals ``hands`` (seat 1's first) one card to each in turn, then the
    cards of ``then`` in order, then the rest of the game's deck in its own order. With
    ``size``, every hand must hold that many cards. A card given more often than the deck holds
    it is refused."""
    rows = [parse(hand) for hand in hands]
    if size is not None and any(len(row) != size for row in rows):
        raise BadCard(f"Give every hand {size} cards.")
    order = list(deal_order(hands, then))
    resolved = variant.resolve_options(options or {})
    rest = list(variant.deck_for(resolved))
    for card in order:  # each card given takes the first of its copies left in the deck
        if card not in rest:
            raise BadCard(f"The {variant.name} deck has no more {card.short} for this deal.")
        rest.remove(card)
    chips = tuple(stacks) if stacks is not None else (variant.start_stack,) * len(rows)
    return Table(variant.id, resolved, seed, chips, tuple(order + rest), game=variant)

"""Declaring a hand-written game in a few lines.

:func:`match_variant` is to a hand-written game what ``step_variant`` is to a declared one: it
fills in what every such game does the same way (its sensible bots are classes in the game's
``bots`` module, loaded when first used, beside the random bot; its lessons are in the game's
``lessons`` module). :func:`stacked_table` deals chosen hands, for examples and tests.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from importlib import import_module
from typing import Any

from pokerrules.core.cards import parse
from pokerrules.core.errors import BadCard
from pokerrules.table.game import Variant
from pokerrules.table.random_bot import RandomBot
from pokerrules.table.state import Bot, Table
from pokerrules.table.teach.model import from_module


def lazy_bot(module: str, name: str) -> Callable[[], Bot]:
    """A maker of the bot class ``name`` of ``module``, which is imported only when a bot is
    first made (a page that never plays against it never loads it)."""

    def make() -> Bot:
        bot: Bot = getattr(import_module(module), name)()
        return bot

    return make


def match_variant(package: str, *, seats: tuple[int, int, int], bots: Mapping[str, str],
                  **declared: Any) -> Variant:
    """The variant of the hand-written game in ``package`` (the module's ``__name__``).

    ``seats`` is (fewest, most, default); ``bots`` names the game's bots, each a class of
    ``<package>.bots``, the first being the default; the random bot comes with every game.
    Every other keyword is a field of :class:`~pokerrules.table.game.Variant`."""
    makers: dict[str, Callable[[], Bot]] = {
        name: lazy_bot(f"{package}.bots", cls) for name, cls in bots.items()}
    return Variant(
        min_seats=seats[0], max_seats=seats[1], default_seats=seats[2],
        bots={**makers, "random": RandomBot}, default_bot=next(iter(bots), "random"),
        lessons=from_module(f"{package}.lessons", declared["id"]), **declared)


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
    order = [row[k] for k in range(max(map(len, rows), default=0)) for row in rows if k < len(row)]
    order += parse(then)
    resolved = variant.resolve_options(options or {})
    rest = list(variant.deck_for(resolved))
    for card in order:  # each card given takes the first of its copies left in the deck
        if card not in rest:
            raise BadCard(f"The {variant.name} deck has no more {card.short} for this deal.")
        rest.remove(card)
    chips = tuple(stacks) if stacks is not None else (variant.start_stack,) * len(rows)
    return Table(variant.id, resolved, seed, chips, tuple(order + rest), game=variant)

"""Situations for the coach's tests: a seat's decision in a hand the bots play, in every game."""

from __future__ import annotations

from pokerrules.core.cards import Card
from pokerrules.lookup.registry import get
from pokerrules.table.agents import bot_step, make_bot
from pokerrules.table.game import Variant
from pokerrules.table.state import State, Table


def decision(variant: Variant, seed: int, skip: int = 0, seats: int | None = None) -> State | None:
    """Seat 0's decision in a hand of ``variant`` dealt by ``seed``, after the bots (every seat,
    seat 0 too) have played ``skip`` of seat 0's decisions; ``None`` if the hand ends first."""
    state = variant.new(seed, seats=seats)
    bot = make_bot(variant)
    passed = 0
    while not state.is_over and len(state.actions) < 300:
        if state.to_act == 0:
            if passed == skip:
                return state
            passed += 1
        bot_step(state, bot)
    return None


def small_deck_state(variant_id: str, deck: tuple[Card, ...], seats: int = 2,
                     options: dict[str, str] | None = None) -> State:
    """A hand of a step game dealt from ``deck`` alone (a deck short enough to count by hand)."""
    variant = get(variant_id)
    resolved = variant.resolve_options(options or {})
    table = Table(variant.id, resolved, 0, (variant.start_stack,) * seats, deck)
    return variant.start(table)

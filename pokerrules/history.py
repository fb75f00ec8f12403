"""Hand histories as JSON. Replaying one gives the same state, without needing the seed.

A history holds the variant, its options, the seed, the seats' bankrolls, the deck in dealing
order, and every action with the seat that took it.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from pokerrules.actions import Action
from pokerrules.cards import format_cards, parse
from pokerrules.errors import CorruptHistory, PokerRulesError
from pokerrules.game import State, Table, check_stacks
from pokerrules.registry import get


def to_json(state: State) -> dict[str, Any]:
    table = state.table
    return {
        "variant": table.variant,
        "options": dict(table.options),
        "seed": table.seed,
        "stacks": list(table.stacks),
        "deck": format_cards(table.deck),
        "actions": [{"seat": seat, **action.to_json()} for seat, action in state.actions],
    }


def replay(data: object) -> State:
    """Rebuild a state from its history; anything that does not fit raises CorruptHistory."""
    if not isinstance(data, dict):
        raise CorruptHistory("A hand history must be a JSON object.")
    missing = {"variant", "options", "seed", "stacks", "deck", "actions"} - set(data)
    if missing:
        raise CorruptHistory(f"The hand history has no {sorted(missing)[0]!r}.")
    try:
        variant = get(data["variant"])
        options = variant.resolve_options(data["options"])
        stacks = check_stacks(data["stacks"], variant.check_seats(len(data["stacks"])),
                              variant.start_stack)
        deck = parse(data["deck"])
        seed = data["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise CorruptHistory("The seed in the hand history is not a whole number.")
        if Counter(deck) != Counter(variant.deck()):
            raise CorruptHistory(f"The deck in the hand history is not a full {variant.name} deck.")
        state = variant.start(Table(variant.id, options, seed, stacks, deck))
        if not isinstance(data["actions"], list):
            raise CorruptHistory("The actions in the hand history must be a list.")
        for number, entry in enumerate(data["actions"], start=1):
            seat = entry.get("seat") if isinstance(entry, dict) else None
            if seat != state.to_act:
                raise CorruptHistory(
                    f"Action {number} is by seat {seat!r}, but it was seat {state.to_act!r}'s turn."
                )
            state.apply(Action.from_json(entry))
    except CorruptHistory:
        raise
    except PokerRulesError as err:
        raise CorruptHistory(f"The hand history cannot be replayed: {err.message}") from err
    return state

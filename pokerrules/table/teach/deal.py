"""The table a lesson's situation starts from: the deck as stacked (or shuffled from a seed), the
house rules, and the moves before it applied through the game's own engine. Used by the lessons
(:mod:`pokerrules.lessons.run`) and by the deals the "what changes" lessons search
(:mod:`pokerrules.table.teach.play`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from pokerrules.core.cards import parse
from pokerrules.core.rng import shuffled
from pokerrules.table.game import Variant
from pokerrules.table.state import State, Table
from pokerrules.table.teach.model import Situation
from pokerrules.table.teach.moves import read


def _deck(variant: Variant, options: dict[str, str], situation: Situation) -> tuple[Any, ...]:
    full = variant.deck_for(options)
    if situation.seed is not None:
        return tuple(shuffled(full, situation.seed))
    top = parse(situation.deck)
    left = Counter(full)
    left.subtract(top)
    if any(n < 0 for n in left.values()):
        raise ValueError(f"the stacked deck {situation.deck!r} is not part of a {variant.name} deck")
    rest = []
    for card in full:
        if left[card] > 0:
            left[card] -= 1
            rest.append(card)
    return top + tuple(rest)


def situation_state(variant: Variant, options: Mapping[str, str], spot: Situation,
                    seats: int) -> State:
    """The state ``spot`` starts from under house rules ``options`` (as given, resolved here),
    with ``seats`` players unless the situation says how many."""
    resolved = variant.resolve_options(dict(options))
    seats = variant.check_seats(spot.seats or seats)
    table = Table(variant.id, resolved, spot.seed or 0, (variant.start_stack,) * seats,
                  _deck(variant, resolved, spot))
    state = variant.start(table)
    for text in spot.moves:
        state.apply(read(text, state.legal_actions()))
    return state

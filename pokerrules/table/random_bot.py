"""The one random bot, for every game: any legal move, with any card, seat or rank it allows,
and amounts from the low end of the range. It sees only what the templates offer."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pokerrules.core.actions import Action, Template
from pokerrules.core.rng import SeededRandom


def pick(rng: SeededRandom, values: Sequence[Any]) -> Any:
    return values[rng.below(len(values))]


@dataclass(frozen=True)
class RandomBot:
    """Any legal move, with any card, seat or rank it allows (any number of cards where it may
    choose several); amounts from the low end."""

    def choose(self, view: Mapping[str, Any], legal: list[Template], rng: SeededRandom) -> Action:
        t = pick(rng, legal)
        amount = None
        if t.low is not None and t.high is not None:
            amount = t.low + rng.below(min(t.high, t.low * 3) - t.low + 1)
        if t.pick is not None and t.cards is not None:
            pool = list(t.cards)
            count = t.pick[0] + rng.below(min(t.pick[1], len(pool)) - t.pick[0] + 1)
            chosen = tuple(pool.pop(rng.below(len(pool))) for _ in range(count))
            return Action(t.kind, amount, cards=chosen)
        return Action(
            t.kind, amount,
            card=pick(rng, t.cards) if t.cards else None,
            target=pick(rng, t.targets) if t.targets else None,
            rank=pick(rng, t.ranks) if t.ranks else None,
        )

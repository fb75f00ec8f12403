"""Three Card Poker's bot: it plays exactly the hands at or above a threshold (Q-6-4 by default,
the optimal rule) and folds the rest. It sees only its own seat's view."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import QUEEN, Card, parse
from pokerrules.core.rng import SeededRandom
from pokerrules.rankings.three_card import THREE_CARD, encode
from pokerrules.rankings.three_card import ThreeCardCategory as Cat


def own_cards(view: Mapping[str, Any]) -> tuple[Card, ...]:
    mine = view["hands"][view["your_seat"]]
    return parse(" ".join(c["code"] for c in mine["cards"]))


@dataclass(frozen=True)
class ThresholdBot:
    """Antes the minimum, skips Pair Plus, and plays exactly the hands at or above ``threshold``."""

    threshold: int = encode(Cat.HIGH_CARD, (QUEEN, 6, 4))

    def choose(self, view: Mapping[str, Any], legal: list[Template], rng: SeededRandom) -> Action:
        kinds = {t.kind: t for t in legal}
        if "ante" in kinds:
            return Action("ante", kinds["ante"].low)
        if "pair_plus" in kinds:
            return Action("pair_plus", 0)
        play = THREE_CARD.key(own_cards(view)) >= self.threshold
        return Action("play" if play else "fold")

"""Jubilee's bot: it reads only its own seat's view.

It plays the card that scores best now; among equal scores it avoids leaving the total where the
next player could land on a jubilee with one card, and then keeps its big cards (aces and faces)
for later by playing the smallest.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import parse_card
from pokerrules.core.rng import SeededRandom
from pokerrules.games.jubilee.rules import STEP, Settings, score, value

#: The sizes of the cards in the deck (both colours): 2-10, faces 10, aces 15.
SIZES = frozenset((*range(2, 11), 15))
#: What the bot reckons a jubilee left open to the next player costs it.
OPEN_COST = 4


def opens(total: int, rules: Settings) -> bool:
    """Whether a single card could land the next player on a jubilee from ``total``."""
    below = total % STEP
    up, down = STEP - below, below
    if below == 0:
        return total > 0 and rules.joker_repeats or total == 0 and rules.zero_counts \
            and rules.joker_repeats
    reach_down = down in SIZES and (total - down > 0 or rules.zero_counts)
    return up in SIZES or reach_down


@dataclass(frozen=True)
class JubileeBot:
    """The best score now, then no easy jubilee for the next player, then the smallest card."""

    def choose(self, view: Mapping[str, Any], legal: list[Template], rng: SeededRandom) -> Action:
        template = next(t for t in legal if t.kind == "play")
        rules = Settings.from_options(view["options"])
        total = int(view["match"]["total"])

        def worth(code: str) -> tuple[int, int]:
            card = parse_card(code)
            play = score(card, total, rules)
            return (play.points - (OPEN_COST if opens(play.after, rules) else 0),
                    -abs(value(card)))

        codes = list(template.cards or ())
        return Action("play", card=max(codes, key=worth))

"""Rumino's bot: it reads only its own seat's view.

It knocks (or goes gin) as soon as it may (in Rumino the knocker only adds their own deadwood,
so knocking early costs nothing), takes the upcard when keeping it leaves less deadwood than the
hand has now, discards the card that leaves the least deadwood, and rebuys while it can afford
to. (A discard that completes its rumino is claimed for it at once, without asking.)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import parse_card
from pokerrules.core.rng import SeededRandom
from pokerrules.games.rumino.rules import best, best_discard


@dataclass(frozen=True)
class RuminoBot:
    """A sensible Rumino player (see the module's docstring)."""

    def choose(self, view: Mapping[str, Any], legal: list[Template], rng: SeededRandom) -> Action:
        kinds = [t.kind for t in legal]
        for first in ("gin", "knock", "rebuy"):
            if first in kinds:
                return Action(first)
        identical = view["options"].get("identical", "yes") == "yes"
        hand = [parse_card(c["code"]) for c in view["hands"][view["your_seat"]]["cards"]]
        if "discard" in kinds:
            card, _ = best_discard(hand, identical)
            return Action("discard", card=card.code)
        if "upcard" in kinds:
            upcard = parse_card(view["match"]["upcard"])
            _, kept = best_discard([*hand, upcard], identical)
            if kept.points < best(hand, identical).points:
                return Action("upcard")
        return Action(next(t.kind for t in legal if t.focus))

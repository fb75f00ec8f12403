"""Twenty-Five's bot: it reads only its own seat's view.

It robs whenever it may, discarding its weakest card. In play it wins the trick as cheaply as it
can (the lowest card that would take the trick so far), unless a partner already holds it; when
it cannot win, it throws its lowest card. Leading, it plays its strongest card.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import parse_card
from pokerrules.core.rng import SeededRandom
from pokerrules.games.twenty_five.rules import Trumps


@dataclass(frozen=True)
class TrickBot:
    """Robs; wins cheaply when it can, else throws its lowest card."""

    def choose(self, view: Mapping[str, Any], legal: list[Template], rng: SeededRandom) -> Action:
        by_kind = {t.kind: t for t in legal}
        trumps = Trumps(view["match"]["trumps"])
        if "rob" in by_kind:
            cards = [parse_card(c) for c in by_kind["rob"].cards or ()]
            return Action("rob", card=min(cards, key=trumps.strength).code)
        template = by_kind.get("play")
        if template is None or not template.cards:
            return Action(legal[0].kind)
        cards = [parse_card(c) for c in template.cards]
        match = view["match"]
        trick = [parse_card(t["card"]) for t in match["trick"]]
        if not trick:
            return Action("play", card=max(cards, key=trumps.strength).code)
        me, teams = view["your_seat"], match["teams"]
        holder = match["trick"][trumps.winner(trick)]["seat"]
        if holder != me and teams[holder] == teams[me]:
            return Action("play", card=min(cards, key=trumps.strength).code)
        winning = [c for c in cards if trumps.winner([*trick, c]) == len(trick)]
        choice = min(winning or cards, key=trumps.strength)
        return Action("play", card=choice.code)

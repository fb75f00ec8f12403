"""Three Fifty Seven's bot: it reads only its own seat's view.

It declares in when nobody else can still be in (a free point). Otherwise it estimates, by
dealing the unseen cards at random, how often its hand beats each player who is in or may still
come in (using the cards it has seen of a hand that was shown to it earlier in the turn), and
goes in when the chance of holding the lowest hand is small enough for the number of players it
expects to face; it asks for more when the penalty is large against its chips. When the one
player in would take the pot with the point, it comes in to stop it if nobody after it can, as
long as the penalty is no more than the pot.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import Card, parse_card, standard_deck
from pokerrules.core.rng import SeededRandom
from pokerrules.games.three_fifty_seven.rules import ranking_for
from pokerrules.rankings.base import Ranking

#: The share of the players still to declare that the bot expects to come in.
COMES_IN = 0.45
#: How much of its share of the pot the bot counts on keeping when it stops a winning point.
BLOCK_SHARE = 4


def _sample(pool: Sequence[Card], count: int, rng: SeededRandom) -> list[Card]:
    cards = list(pool)
    out = []
    for _ in range(count):
        out.append(cards.pop(rng.below(len(cards))))
    return out


def beat_chance(ranking: Ranking, mine: Sequence[Card], theirs: Sequence[Card], size: int,
                pool: Sequence[Card], rng: SeededRandom, samples: int) -> float:
    """How often ``mine`` beats a hand of ``size`` cards holding ``theirs`` and unseen cards from
    ``pool`` (a tie counts half)."""
    my_key = ranking.key(mine)
    score = 0.0
    for _ in range(samples):
        key = ranking.key(list(theirs) + _sample(pool, size - len(theirs), rng))
        score += 1.0 if my_key > key else 0.5 if my_key == key else 0.0
    return score / samples


@dataclass(frozen=True)
class DeclareBot:
    """In with a hand unlikely to be the lowest among those it expects to be in."""

    samples: int = 24
    margin: float = 0.05

    def choose(self, view: Mapping[str, Any], legal: list[Template], rng: SeededRandom) -> Action:
        kinds = [t.kind for t in legal]
        if "in" not in kinds:
            return Action(kinds[0])
        return Action("in" if self.wants_in(view, rng) else "out")

    def wants_in(self, view: Mapping[str, Any], rng: SeededRandom) -> bool:
        me, match, hands = view["your_seat"], view["match"], view["hands"]
        declared = match["declared"]
        others = [h["seat"] for h in hands if h["seat"] != me and h["cards"]]
        if match["declaring"] == "together":
            rivals_in: list[int] = []
            maybe = [s for s in others if declared[s] != "out"]
        else:
            rivals_in = [s for s in others if declared[s] == "in"]
            maybe = [s for s in match["waiting"] if s != me and s not in rivals_in]
        if not rivals_in and not maybe:
            return True  # alone in: a point for nothing
        ranking = ranking_for(match["round"] - 1, view["options"].get("three_cards", "three-card"))
        seen = {h["seat"]: [parse_card(c["code"]) for c in h["cards"] if c["code"] != "??"]
                for h in hands}
        mine = seen[me]
        known = {c for cards in seen.values() for c in cards}
        pool = [c for c in standard_deck() if c not in known]
        size = match["cards"]
        typical = beat_chance(ranking, mine, [], size, pool, rng, self.samples)

        def chance(seat: int) -> float:
            if not seen[seat]:
                return typical
            return beat_chance(ranking, mine, seen[seat], size, pool, rng, self.samples)

        points, target, penalty = match["points"], match["target"], int(match["penalty"])
        if len(rivals_in) == 1 and not maybe and points[rivals_in[0]] + 1 >= target:
            # Alone, that player would take the pot: being in too stops it, at the risk of the
            # penalty; worth it with a hand good enough for the share of the pot it keeps alive.
            kept = int(match["pot"]) / (BLOCK_SHARE * len(hands) * max(1, penalty))
            return chance(rivals_in[0]) >= 0.5 - kept
        # Rivals who chose to be in hold better hands than most, unless this is a second chance:
        # then the one in may have gone in only because nobody else was.
        strength = 1.0 if declared[me] else 1.5
        lowest = 1.0  # the chance that every rival in beats this hand
        for seat in rivals_in:
            lowest *= 1 - float(chance(seat) ** strength)
        expected = COMES_IN * len(maybe)
        lowest *= float((1 - typical) ** expected)
        facing = max(1.0, len(rivals_in) + expected)
        stack = int(hands[me]["stack"] or 0)
        risky = penalty * facing > stack / 3
        alone = 0.15 * (1 - COMES_IN) ** len(maybe) if not rivals_in else 0.0
        return lowest <= 1 / (facing + 1) - self.margin - (0.1 if risky else 0.0) + alone

"""The sensible bot's judgement in Night Chaos's turns (:mod:`pokerrules.steps.turn_until_beat`),
from one seat's view alone: whether the game can still go on after its turn (is a fee worth
paying?), and how strong its hand is for betting."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from pokerrules.core.cards import parse_card, standard_deck

if TYPE_CHECKING:
    from pokerrules.core.rng import SeededRandom
    from pokerrules.rankings.base import Ranking

SAMPLES = 24


def play_goes_on(view: Mapping[str, Any], high: object) -> bool:
    """Whether, after my turn, the game goes on: the next player still in does not hold the high
    hand, and somebody other than its holder has an unseen card left to turn up."""
    me = view["your_seat"]
    live = [h["seat"] for h in view["hands"] if not h.get("folded")]
    following = next((s for s in live if s > me), live[0])
    able = [h["seat"] for h in view["hands"] if not h.get("folded") and h["seat"] not in (me, high)
            and any(c["code"] == "??" for c in h["cards"])]
    return following != high and bool(able)


def strength(ranking: Ranking, view: Mapping[str, Any], rng: SeededRandom,
             samples: int = SAMPLES) -> float:
    """How often my cards would end up the best if every player still in turned up everything
    (the unseen cards dealt at random from the cards I have not seen, ``samples`` times),
    against a fair share."""
    me = view["your_seat"]
    seen = {parse_card(c["code"]) for h in view["hands"] for c in h["cards"] if c["code"] != "??"}
    start = (view.get("turn_until_beat") or {}).get("start")
    if isinstance(start, str):
        seen.add(parse_card(start))
    unseen = [c for c in standard_deck() if c not in seen]
    hands = [([parse_card(c["code"]) for c in h["cards"] if c["code"] != "??"],
              sum(c["code"] == "??" for c in h["cards"]), h["seat"] == me)
             for h in view["hands"] if not h.get("folded") and h["cards"]]
    score = 0.0
    for _ in range(samples):
        pool = list(unseen)
        keys = []
        for known, hidden, mine in hands:
            cards = known + [pool.pop(rng.below(len(pool))) for _ in range(min(hidden, len(pool)))]
            keys.append((ranking.key(cards) if cards else None, mine))
        my_key = next(k for k, mine in keys if mine)
        rivals = [k for k, mine in keys if not mine and k is not None]
        if my_key is None:
            continue
        best = max(rivals, default=None)
        score += 1.0 if best is None or my_key > best else 0.5 if my_key == best else 0.0
    return min(1.0, score / samples * len(hands) / 2)

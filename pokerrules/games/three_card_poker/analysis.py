"""Exact Three Card Poker figures by full enumeration of the 52-card deck.

Every one of the 22,100 player hands is set against each of the 18,424 dealer hands made from the
other 49 cards. Rather than visit all 407 million pairs, the counts for one player hand come from
sorted lists by inclusion and exclusion: the dealer hands below a value, minus those that share a
card with the player, plus those that share two, minus the player's own hand.

>>> figures = ante_play()
>>> round(figures.house_edge * 100, 2), round(figures.element_of_risk * 100, 2)
(3.37, 2.01)
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from math import comb
from typing import Any

from pokerrules.core.cards import QUEEN, RANK_CHARS
from pokerrules.core.errors import BadOption, quote
from pokerrules.games.three_card_poker.pay import QUALIFY_KEY, Paytables
from pokerrules.rankings.three_card import (
    ThreeCardCategory,
    category_and_ranks,
    describe,
    encode,
)

Cat = ThreeCardCategory
DECK_SIZE = 52
HANDS = comb(DECK_SIZE, 3)
DEALER_HANDS = comb(DECK_SIZE - 3, 3)
Q64 = encode(Cat.HIGH_CARD, (QUEEN, 6, 4))


def _key(a: int, b: int, c: int) -> int:
    """Cards are 0..51: rank = index // 4 + 2, suit = index % 4."""
    suited = a % 4 == b % 4 == c % 4
    return encode(*category_and_ranks((a // 4 + 2, b // 4 + 2, c // 4 + 2), suited))


@dataclass(frozen=True)
class Outcomes:
    """For one player hand: how the dealer's possible hands fall, by count."""

    key: int
    no_qualify: int
    player_wins: int
    ties: int
    dealer_wins: int


@cache
def _tables() -> tuple[list[tuple[int, int, int, int]], list[int], list[list[int]],
                       dict[tuple[int, int], list[int]]]:
    hands = [(a, b, c, _key(a, b, c)) for a, b, c in combinations(range(DECK_SIZE), 3)]
    by_card: list[list[int]] = [[] for _ in range(DECK_SIZE)]
    by_pair: dict[tuple[int, int], list[int]] = {}
    for a, b, c, key in hands:
        for card in (a, b, c):
            by_card[card].append(key)
        for pair in ((a, b), (a, c), (b, c)):
            by_pair.setdefault(pair, []).append(key)
    for keys in by_card:
        keys.sort()
    for keys in by_pair.values():
        keys.sort()
    return hands, sorted(h[3] for h in hands), by_card, by_pair


@cache
def _raw_outcomes() -> tuple[tuple[int, int, int, int, int], ...]:
    """``dealer_outcomes`` as plain tuples (key, no_qualify, player_wins, ties, dealer_wins)."""
    hands, all_keys, by_card, by_pair = _tables()
    out = []
    # Hands that differ only by a renaming of suits meet the dealer alike. For three cards
    # the ranks and which cards share a suit tell such hands apart, so each of the 1,755
    # kinds is counted once.
    seen: dict[tuple[int, int, int, bool, bool, bool], tuple[int, int, int, int, int]] = {}
    for a, b, c, key in hands:
        kind = (a >> 2, b >> 2, c >> 2, a % 4 == b % 4, a % 4 == c % 4, b % 4 == c % 4)
        counted = seen.get(kind)
        if counted is None:
            lists = (all_keys, by_card[a], by_card[b], by_card[c],
                     by_pair[(a, b)], by_pair[(a, c)], by_pair[(b, c)])
            no_qualify = _below(lists, key, QUALIFY_KEY)
            if key >= QUALIFY_KEY:
                under = _below(lists, key, key)
                wins = under - no_qualify
                ties = _below(lists, key, key, right=True) - under
            else:
                wins = ties = 0
            counted = seen[kind] = (key, no_qualify, wins, ties, DEALER_HANDS - no_qualify - wins - ties)
        out.append(counted)
    return tuple(out)


@cache
def dealer_outcomes() -> tuple[Outcomes, ...]:
    """The dealer-hand counts for each of the 22,100 player hands (18,424 dealer hands each)."""
    return tuple(Outcomes(*raw) for raw in _raw_outcomes())


@cache
def outcome_counts() -> tuple[tuple[Outcomes, int], ...]:
    """The distinct outcomes among the 22,100 player hands, each with how many hands have it.

    Every figure below is a sum over player hands; summing over these few thousand instead
    gives the same integers, and the figures are divided only at the end, so they are exact.
    """
    return tuple((Outcomes(*raw), n) for raw, n in sorted(Counter(_raw_outcomes()).items()))


def _below(lists: tuple[list[int], ...], own: int, value: int, right: bool = False) -> int:
    """Dealer hands that share no card with the player's (key ``own``) and have key < ``value``.

    ``lists`` are sorted keys: all hands, the hands holding each player card, and the hands
    holding each pair of player cards. With ``right`` the count is of keys <= ``value``.
    """
    cut = bisect_right if right else bisect_left
    everything, one, two, three, ab, ac, bc = (cut(keys, value) for keys in lists)
    return everything - (one + two + three) + (ab + ac + bc) - (own <= value if right else own < value)


def category_counts() -> dict[Cat, int]:
    """How many of the 22,100 hands fall in each category."""
    counts = Counter[int]()
    for outcome, n in outcome_counts():
        counts[outcome.key >> 12] += n
    return {cat: counts[cat] for cat in Cat}


def raise_ev(outcome: Outcomes, ante_bonus: Mapping[Cat, int]) -> float:
    """Expected result of playing this hand, per unit of ante (the raise equals the ante)."""
    by_category = {int(cat): pays for cat, pays in ante_bonus.items()}
    return _raise_ev_dealt(outcome, by_category) / DEALER_HANDS


def _raise_ev_dealt(outcome: Outcomes, bonus_by_category: Mapping[int, int]) -> int:
    """``raise_ev`` times the number of dealer hands (a whole number); the bonus is looked up
    by the category's number, which saves making a ``Cat`` for each of the hands."""
    bonus = bonus_by_category.get(outcome.key >> 12, 0)
    dealer = outcome.no_qualify + 2 * outcome.player_wins - 2 * outcome.dealer_wins
    return dealer + bonus * DEALER_HANDS


@dataclass(frozen=True)
class AntePlay:
    """Ante and Play under a raise rule, per unit of ante."""

    threshold: int | None
    expected_return: float
    house_edge: float
    element_of_risk: float
    raise_rate: float


def ante_play(threshold: int | None = Q64, ante_bonus: Sequence[int] = (1, 4, 5)) -> AntePlay:
    """Figures for raising exactly the hands whose key is at least ``threshold``.

    ``threshold=None`` plays the optimal rule: raise whenever raising is worth more than folding.
    ``ante_bonus`` pays on straight, three of a kind and straight flush.
    """
    bonus = _bonus(ante_bonus)
    total = raises = 0  # in units of one ante over one dealer hand: whole numbers
    for outcome, n in outcome_counts():
        ev = _raise_ev_dealt(outcome, bonus)
        plays = ev > -DEALER_HANDS if threshold is None else outcome.key >= threshold
        total += n * (ev if plays else -DEALER_HANDS)
        raises += n * plays
    ret = total / (HANDS * DEALER_HANDS)
    rate = raises / HANDS
    return AntePlay(threshold, ret, -ret, -ret / (1 + rate), rate)


def optimal_threshold(ante_bonus: Sequence[int] = (1, 4, 5)) -> int:
    """The weakest hand worth playing, found by comparing each hand's EV(raise) with -1.

    Raises :class:`ValueError` if the hands worth raising are not exactly those at or above some
    hand (card removal could in principle break that; for the usual pay tables it does not).
    """
    bonus = _bonus(ante_bonus)
    worth = [(o.key, _raise_ev_dealt(o, bonus) > -DEALER_HANDS) for o, _ in outcome_counts()]
    weakest = min(key for key, plays in worth if plays)
    if any(plays != (key >= weakest) for key, plays in worth):
        raise ValueError("No single threshold gives the optimal strategy for this pay table.")
    return weakest


def dealer_qualifies() -> float:
    """The chance that the dealer holds queen-high or better."""
    _, all_keys, _, _ = _tables()
    return 1 - bisect_left(all_keys, QUALIFY_KEY) / HANDS


def pair_plus_edge(pays: Sequence[int]) -> float:
    """House edge of Pair Plus for a pay table (pair, flush, straight, trips, straight flush)."""
    odds = dict(zip((Cat.PAIR, Cat.FLUSH, Cat.STRAIGHT, Cat.THREE_OF_A_KIND,
                     Cat.STRAIGHT_FLUSH), pays, strict=True))
    counts = category_counts()
    ret = sum(counts[cat] * odds.get(cat, -1) for cat in Cat)
    return -ret / HANDS


def _bonus(ante_bonus: Sequence[int]) -> dict[int, int]:
    """The ante bonus by category number (straight, three of a kind, straight flush)."""
    return dict(zip((int(Cat.STRAIGHT), int(Cat.THREE_OF_A_KIND), int(Cat.STRAIGHT_FLUSH)), ante_bonus,
                    strict=True))


def parse_threshold(text: str) -> int:
    """A raise threshold written as ranks, best first: ``"Q-6-4"``, ``"K-K-2"`` (a pair)."""
    parts = [p.strip().upper() for p in text.replace(" ", "").split("-")]
    parts = ["T" if p == "10" else p for p in parts]
    if len(parts) != 3 or any(len(p) != 1 or p not in RANK_CHARS for p in parts):
        raise BadOption(
            f"A raise threshold is three ranks joined by dashes, such as Q-6-4, not {quote(text)}."
        )
    ranks = [RANK_CHARS.index(p) + 2 for p in parts]
    return encode(*category_and_ranks(ranks, suited=False))


def threshold_name(key: int) -> str:
    """``'Q-6-4'`` for a high-card key, or words for anything better."""
    cat = Cat(key >> 12)
    ranks = [(key >> shift) & 15 for shift in (8, 4, 0)]
    if cat is Cat.HIGH_CARD:
        return "-".join(RANK_CHARS[r - 2] for r in ranks)
    return describe(cat, [r for r in ranks if r])


def report(options: Mapping[str, str]) -> dict[str, Any]:
    """Every figure, as JSON-ready data, for the pay tables in ``options`` (resolved: every
    option of the game named)."""
    pays = Paytables.from_options(options)
    bonus = tuple(pays.ante_bonus[c] for c in (Cat.STRAIGHT, Cat.THREE_OF_A_KIND,
                                                Cat.STRAIGHT_FLUSH))
    pp = tuple(pays.pair_plus[c] for c in (Cat.PAIR, Cat.FLUSH, Cat.STRAIGHT,
                                          Cat.THREE_OF_A_KIND, Cat.STRAIGHT_FLUSH))
    best = optimal_threshold(bonus)
    q64 = ante_play(Q64, bonus)
    optimal = ante_play(None, bonus)
    def pct(x: float) -> str:
        return f"{x * 100:.2f}%"

    summary = [
        ["Best raise rule", f"play {threshold_name(best)} or better"],
        ["Ante/Play house edge (that rule)", pct(optimal.house_edge)],
        ["Ante/Play element of risk", pct(optimal.element_of_risk)],
        ["Pair Plus house edge", pct(pair_plus_edge(pp))],
        ["Dealer qualifies", pct(dealer_qualifies())],
    ]
    return {
        "summary": summary,
        "hands": HANDS,
        "category_counts": {cat.title: n for cat, n in sorted(category_counts().items(),
                                                              reverse=True)},
        "dealer_qualifies": dealer_qualifies(),
        "optimal_threshold": threshold_name(best),
        "ante_play_q64": {"house_edge": q64.house_edge, "element_of_risk": q64.element_of_risk,
                          "raise_rate": q64.raise_rate},
        "ante_play_optimal": {"house_edge": optimal.house_edge,
                              "element_of_risk": optimal.element_of_risk,
                              "raise_rate": optimal.raise_rate},
        "pair_plus_edge": pair_plus_edge(pp),
        "options": dict(options),
    }

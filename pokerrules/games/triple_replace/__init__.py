"""3-Card Triple Replace: three cards each, four betting rounds, and three rounds in which players
may buy new cards (two, two, then one), paying the pot for each.

The source's seven variations, and its remark that the third round's limit may be dropped, are
house rules; each changes the declaration as exactly that change.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from pokerrules.core.options import Choice, OptionSpec
from pokerrules.rankings.low import ThreeCardLow
from pokerrules.rankings.three_card import ThreeCardPoker
from pokerrules.rankings.wild import Wild
from pokerrules.steps.family import Family
from pokerrules.steps.spec import Bet, Deal, Replace, Showdown, SourceStats, Spec
from pokerrules.steps.variant import HouseRule, step_variant
from pokerrules.table.teach.model import from_module

FAMILY = "Replace"

TRIPLE_REPLACE = Spec(
    id="three-card-triple-replace",
    name="3-Card Triple Replace",
    serial=0,
    parent=None,
    tags=("stud", "draw", "three cards"),
    summary="Three cards each, and three chances to buy new ones (two, two, then one) between "
            "four betting rounds; three aces are the best hand.",
    steps=(
        Deal(down=1), Deal(up=2), Bet(),
        Replace(most=2, cost=1), Bet(),
        Replace(most=2, cost=1), Bet(),
        Replace(most=1, cost=1), Bet(),
        Showdown(high=ThreeCardPoker(trips_beat_straight_flush=True)),
    ),
    stats=SourceStats(cards=3, players=8, betting_rounds=4, max_cards_seen=8, wilds=0,
                      source="Unknown"),
)


def _each_round(spec: Spec, change: Callable[[int, Replace], Replace]) -> Spec:
    """The declaration with its replacement rounds changed, ``change(round_index, step)``."""
    steps, count = [], 0
    for step in spec.steps:
        if isinstance(step, Replace):
            step, count = change(count, step), count + 1
        steps.append(step)
    return replace(spec, steps=tuple(steps))


_DEALS = {"one-down": (1, 2), "two-down": (2, 1), "all-down": (3, 0)}
_LIMITS = {"two-two-one": (2, 2, 1), "two-each": (2, 2, 2), "one-each": (1, 1, 1)}
_COSTS = {"flat": (1, 1, 1), "steps": (1, 2, 3), "double": (1, 2, 4)}


def _deal(spec: Spec, value: str) -> Spec:
    down, up = _DEALS[value]
    deal = (Deal(down=down), Deal(up=up)) if up else (Deal(down=down),)
    return replace(spec, steps=(*deal, *spec.steps[2:]))


def _pot(spec: Spec, value: str) -> Spec:
    if value == "high-low":
        return spec.with_showdown(low=ThreeCardLow())
    if value == "low":
        return spec.with_showdown(high=ThreeCardLow(), high_name="low")
    return spec


def _trips(spec: Spec, value: str) -> Spec:
    if not isinstance(spec.showdown.high, ThreeCardPoker):
        return spec  # a low-only game has no high hand to order
    return spec.with_high(trips_beat_straight_flush=value == "above")


def _wild(spec: Spec, value: str) -> Spec:
    if value == "none":
        return spec
    wild = Wild(ranks=frozenset({2 if value == "deuces" else 3}), jokers=False)
    spec = spec.with_high(wild=wild)
    return spec.with_low(wild=wild) if spec.showdown.low is not None else spec


RULES = (
    HouseRule(OptionSpec("deal", "The deal", "one-down", choices=(
        Choice("one-down", "One card face down, then two face up"),
        Choice("two-down", "Two cards face down, then one face up"),
        Choice("all-down", "All three cards face down"))), _deal),
    HouseRule(OptionSpec("limits", "Cards a player may replace, round by round", "two-two-one",
                         choices=(
        Choice("two-two-one", "Up to two, two, then one"),
        Choice("two-each", "Up to two in every round (no limit in the third)"),
        Choice("one-each", "Only one in every round"))),
        lambda spec, value: _each_round(spec, lambda n, s: replace(s, most=_LIMITS[value][n]))),
    HouseRule(OptionSpec("cost", "What a replacement card costs", "flat", choices=(
        Choice("flat", "One bet in every round"),
        Choice("steps", "One bet, then two, then three"),
        Choice("double", "One bet, then two, then four"))),
        lambda spec, value: _each_round(spec, lambda n, s: replace(s, cost=_COSTS[value][n]))),
    HouseRule(OptionSpec("pot", "Who wins the pot", "high", choices=(
        Choice("high", "The best high hand"),
        Choice("high-low", "Split between the best high and the best low hand"),
        Choice("low", "The best low hand (A-2-3 is the best)"))), _pot),
    HouseRule(OptionSpec("trips", "Three of a kind and a straight flush", "above", choices=(
        Choice("above", "Three of a kind is the better hand: three aces are the best"),
        Choice("below", "A straight flush is the better hand, as in Three Card Poker")),
        applies=(("pot", ("high", "high-low")),)), _trips),
    HouseRule(OptionSpec("wild", "Wild cards", "none", choices=(
        Choice("none", "None"), Choice("deuces", "Deuces (twos) are wild"),
        Choice("threes", "Threes are wild"))), _wild),
)

SPECS = (TRIPLE_REPLACE,)
VARIANTS = (step_variant(TRIPLE_REPLACE, FAMILY, RULES, min_seats=3, max_seats=8, default_seats=5,
                         showdown_cards=(3, 3),
                         lessons=from_module("pokerrules.games.triple_replace.lessons",
                                             TRIPLE_REPLACE.id)),)
FAMILY_ENTRY = Family(FAMILY, VARIANTS, SPECS, order=7)

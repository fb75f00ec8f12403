"""Guts: Three Card Guts and Five Card Guts, two roots of the variant database. Everyone says in
or out; the best hand in takes the pot and every other hand in matches it, and the cards are
dealt again until one player goes in alone or the hands in tie.

The source declares in turn from the dealer's left; a house rule has everyone choose at once in
secret. Another caps what a losing hand pays.

Five Card Guts draws up to three cards, or four while showing an ace (the draw games' step).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from pokerrules.core.options import Choice, OptionSpec
from pokerrules.rankings.poker import HighPoker
from pokerrules.rankings.three_card import ThreeCardPoker
from pokerrules.steps.draw import Draw
from pokerrules.steps.family import Family
from pokerrules.steps.guts import GutsShowdown, InOut
from pokerrules.steps.spec import Deal, SourceStats, Spec
from pokerrules.steps.variant import HouseRule, step_variant
from pokerrules.table.teach.model import Lesson

FAMILY = "Guts"

THREE_CARD_GUTS = Spec(
    id="three-card-guts",
    name="Three Card Guts",
    serial=6,
    parent=None,
    tags=("draw", "guts"),
    summary="Three cards each; say in or out, draw one, and the best hand in takes the pot "
            "while every other hand in matches it. Deal again until someone wins alone.",
    steps=(Deal(down=3), InOut(), Draw(most=1), GutsShowdown(high=ThreeCardPoker())),
    stats=SourceStats(cards=3, players=13, betting_rounds=100, max_cards_seen=4, wilds=0,
                      source="Public Domain"),
    aliases=("Monte Carlo",),
)

FIVE_CARD_GUTS = replace(
    THREE_CARD_GUTS, id="five-card-guts", name="Five Card Guts", serial=7,
    aliases=("Cowboy",),
    summary="Five cards each; say in or out, draw up to three (four with an ace), and the best "
            "hand in takes the pot while every other hand in matches it. Deal again until "
            "someone wins alone.",
    steps=(Deal(down=5), InOut(), Draw(most=3, ace_four=True), GutsShowdown(high=HighPoker())),
    stats=SourceStats(cards=5, players=6, betting_rounds=100, max_cards_seen=9, wilds=0,
                      source="Public Domain"),
)


def _declare(spec: Spec, value: str) -> Spec:
    return spec.swap(InOut, InOut(together=value == "together"))


def _cap(spec: Spec, value: str) -> Spec:
    return spec.with_showdown(cap=None if value == "off" else int(value))


DECLARE = HouseRule(
    OptionSpec("declare", "Saying in or out", "in-turn", choices=(
        Choice("in-turn", "One at a time from the dealer's left"),
        Choice("together", "Everyone at once, in secret"))),
    _declare,
)
CAP = HouseRule(
    OptionSpec("match_cap", "Most a losing hand pays", "off", choices=(
        Choice("off", "The whole pot"), Choice("10", "10 antes"), Choice("25", "25 antes"))),
    _cap,
)
RULES = (DECLARE, CAP)

SPECS = (THREE_CARD_GUTS, FIVE_CARD_GUTS)


def _lessons_of(spec_id: str) -> Callable[[], tuple[Lesson, ...]]:
    def lessons() -> tuple[Lesson, ...]:
        from pokerrules.games.guts.lessons import lessons_for

        return lessons_for(spec_id)
    return lessons


VARIANTS = tuple(
    step_variant(spec, FAMILY, RULES, min_seats=2, max_seats=size_max, default_seats=4,
                 showdown_cards=(size, size), lessons=_lessons_of(spec.id))
    for spec, size, size_max in ((THREE_CARD_GUTS, 3, 8), (FIVE_CARD_GUTS, 5, 7)))

FAMILY_ENTRY = Family(FAMILY, VARIANTS, SPECS)

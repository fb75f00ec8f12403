"""Seven Stud High/Low: Seven Card Stud with a declaration: before the showdown everyone still in
declares high, low or both, all at once in secret, and the pot is split between the best high
hand and the best low hand among those declared for each. A hand declared both must win both.

The low hand is ace-to-five (straights and flushes do not count, the ace is low), with no
qualifier, as the source says nothing of one. "Cards speak" is a house rule.
"""

from __future__ import annotations

from pokerrules.rankings.low import AceToFiveLow
from pokerrules.rankings.poker import HighPoker
from pokerrules.steps.declare import SPLIT_OPTION, Declare, DeclareShowdown, cards_speak
from pokerrules.steps.family import Family
from pokerrules.steps.spec import Bet, Deal, SourceStats, Spec
from pokerrules.steps.variant import HouseRule, step_variant
from pokerrules.table.teach.model import Lesson

FAMILY = "Seven Stud High/Low"

#: Seven Card Stud's deal as the source has it: the best hand showing opens every round.
_STUD_STEPS = (Deal(down=2, up=1), Bet(), Deal(up=1), Bet(), Deal(up=1), Bet(), Deal(up=1), Bet(),
               Deal(down=1), Bet())

SEVEN_STUD_HIGH_LOW = Spec(
    id="seven-stud-high-low", name="Seven Stud High/Low", serial=243, parent="seven-card-stud",
    tags=("stud", "high-low"),
    summary="Seven Card Stud where everyone declares high, low or both in secret before the "
            "showdown; the best high and the best low hand split the pot.",
    steps=(*_STUD_STEPS, Declare(), DeclareShowdown(high=HighPoker(), low=AceToFiveLow())),
    stats=SourceStats(cards=7, players=7, betting_rounds=5, max_cards_seen=7, wilds=0,
                      source="Public Domain"))

SPLIT = HouseRule(SPLIT_OPTION, cards_speak)

SPECS = (SEVEN_STUD_HIGH_LOW,)


def _lessons() -> tuple[Lesson, ...]:
    from pokerrules.games.declare.lessons import LESSONS

    return LESSONS


VARIANTS = (step_variant(SEVEN_STUD_HIGH_LOW, FAMILY, (SPLIT,), max_seats=7,
                         showdown_cards=(5, 7), lessons=_lessons),)
FAMILY_ENTRY = Family(FAMILY, VARIANTS, SPECS)

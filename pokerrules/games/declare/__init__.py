"""Seven Stud High/Low: Seven Card Stud with a declaration: before the showdown everyone still in
declares high, low or both, all at once in secret, and the pot is split between the best high
hand and the best low hand among those declared for each. A hand declared both must win both.

The low hand is ace-to-five (straights and flushes do not count, the ace is low), with no
qualifier, as the source says nothing of one. "Cards speak" is a house rule. The deal and the
betting are Seven Card Stud's as the stud family plays it: the bring-in by default, the source's
best hand showing as the "who opens" house rule.
"""

from __future__ import annotations

from pokerrules.rankings.low import AceToFiveLow
from pokerrules.rankings.poker import HighPoker
from pokerrules.steps.bring_in import BringIn
from pokerrules.steps.declare import SPLIT_OPTION, Declare, DeclareShowdown, cards_speak
from pokerrules.steps.family import Family
from pokerrules.steps.spec import Bet, Deal, SourceStats, Spec
from pokerrules.steps.variant import HouseRule, step_variant
from pokerrules.table.teach.model import Lesson

FAMILY = "Seven Stud High/Low"

#: Seven Card Stud's deal and betting, the same steps as the stud family declares (a family loads
#: alone, so its parent's steps are written here again): two down and one up, the bring-in; three
#: more up and one down, each round opened by the best hand showing, the big bet from the fifth.
_BIG = Bet(big=True)
_STUD_STEPS = (Deal(down=2), Deal(up=1), BringIn(), Deal(up=1), Bet(), Deal(up=1), _BIG,
               Deal(up=1), _BIG, Deal(down=1), _BIG)

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

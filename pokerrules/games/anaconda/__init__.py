"""Anaconda: seven cards down; pass three, then two, then one to the left; keep five as a
face-down stack in an order of your choosing and roll it up one card at a time, with a betting
round after each of the first four; declare high, low or both, and split the pot.

The source has no betting while the cards are passed (a common home rule adds some); the two
cards not kept are thrown away as the stack is set. "Cards speak" instead of the declaration is
a house rule.
"""

from __future__ import annotations

from pokerrules.rankings.low import AceToFiveLow
from pokerrules.rankings.poker import HighPoker
from pokerrules.steps.declare import SPLIT_OPTION, Declare, DeclareShowdown, cards_speak
from pokerrules.steps.family import Family
from pokerrules.steps.pass_several import PassSeveral
from pokerrules.steps.spec import Bet, Deal, SourceStats, Spec
from pokerrules.steps.stacks import RollUp, Stack
from pokerrules.steps.variant import HouseRule, step_variant
from pokerrules.table.teach.model import Lesson

FAMILY = "Anaconda"

ANACONDA = Spec(
    id="anaconda",
    name="Anaconda",
    serial=10,
    parent=None,
    tags=("flip", "pass", "high-low"),
    summary="Seven cards down; pass three, two and one to the left, stack your best five face "
            "down and roll them up one at a time with a bet after each; declare high, low or "
            "both and split the pot.",
    steps=(Deal(down=7), PassSeveral(count=3), PassSeveral(count=2), PassSeveral(count=1),
           Stack(keep=5), *(RollUp(), Bet()) * 4, Declare(),
           DeclareShowdown(high=HighPoker(), low=AceToFiveLow())),
    stats=SourceStats(cards=7, players=7, betting_rounds=4, max_cards_seen=13, wilds=0,
                      source="Public Domain"),
    aliases=("Pass the Trash", "Screw Your Neighbor"),
)


SPLIT = HouseRule(SPLIT_OPTION, cards_speak)

SPECS = (ANACONDA,)


def _lessons() -> tuple[Lesson, ...]:
    from pokerrules.games.anaconda.lessons import LESSONS

    return LESSONS


VARIANTS = (step_variant(ANACONDA, FAMILY, (SPLIT,), max_seats=7, showdown_cards=(5, 5),
                         lessons=_lessons),)
FAMILY_ENTRY = Family(FAMILY, VARIANTS, SPECS)

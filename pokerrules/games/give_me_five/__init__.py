"""Give Me Five: ten cards down; five times everyone turns one up and passes one to the right, all
at once and in secret; the best hand shares the pot with the player on its left.

The source says a player "passes one card" and flips it face up: by default any card may be
passed, face up or face down, and it arrives face up; a house rule allows only a face-down card.
"""

from __future__ import annotations

from pokerrules.core.cards import Card
from pokerrules.core.options import Choice, OptionSpec
from pokerrules.core.rng import SeededRandom
from pokerrules.rankings.poker import HighPoker
from pokerrules.steps.family import Family
from pokerrules.steps.spec import Bet, Deal, Flip, PassOn, Showdown, SourceStats, Spec
from pokerrules.steps.variant import HouseRule, step_variant
from pokerrules.table.coaching.model import Coach
from pokerrules.table.judge_help import JudgeHelp, deal_hands
from pokerrules.table.teach.model import Lesson

FAMILY = "Give Me Five"

GIVE_ME_FIVE = Spec(
    id="give-me-five",
    name="Give Me Five",
    serial=124,
    parent="five-card-stud",
    tags=("stud", "flip", "pass", "split-pot"),
    summary="Ten cards face down; five times everyone turns one up and secretly passes one to "
            "the right. The best hand splits the pot with the player on its left.",
    steps=(Deal(down=10), *(Flip(), PassOn(), Bet()) * 4, Flip(), PassOn(),
           Showdown(high=HighPoker(), shares_with="left")),
    stats=SourceStats(cards=10, players=5, betting_rounds=4, max_cards_seen=10, wilds=0,
                      source="Erich Friedman"),
)

PASSING = HouseRule(
    OptionSpec("passing", "Which card may be passed", "any", choices=(
        Choice("any", "Any card, face up or face down"),
        Choice("down", "Only a face-down card"))),
    lambda spec, value: spec.swap(PassOn, PassOn(cards="down")) if value == "down" else spec,
)



def _drill_hands(rng: SeededRandom, deck: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """The "Who wins?" drill's showdown: 2 to 4 hands of ten cards, in seating order (passing
    only moves cards, so everyone still has ten)."""
    return deal_hands(rng, deck, 10)


#: What the drill says above its hands: where each hand sits, for the half of the pot on the left.
_SEATING = ("The hands sit in order round the table: each is on the left of the one before it, "
            "and Hand 1 is on the left of the last.")

SPECS = (GIVE_ME_FIVE,)
#: The coach's words for the half of the pot that goes to the best hand's left.
COACH = Coach(means={"high": "the chance you hold the best hand, which takes half of the pot",
                     "left": "the chance you sit on the left of the best hand and so take the "
                             "other half of the pot"},
              names={"left": "left of the best hand"})

def _lessons() -> tuple[Lesson, ...]:
    """The game's lessons (their module is imported when they are first asked for)."""
    from pokerrules.games.give_me_five.lessons import LESSONS

    return LESSONS


VARIANTS = (step_variant(GIVE_ME_FIVE, FAMILY, (PASSING,), max_seats=5, showdown_cards=(5, 10),
                         coach=COACH,
                         lessons=_lessons,
                         judge_help=JudgeHelp(drill=_drill_hands, drill_note=lambda options: _SEATING)),)
FAMILY_ENTRY = Family(FAMILY, VARIANTS, SPECS, order=8)

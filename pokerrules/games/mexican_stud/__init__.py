"""Mexican Stud ("roll your own"): five-card stud in which every card comes face down and each
player chooses which card to turn up. Two cards down, then one more at a time; after each deal
every player turns up one face-down card of their choice, and a betting round follows, opened by
the best hand showing. In the end each player has four cards up and one down, and the best five
cards win.

The source says only "each player flips over one down card of their choice". The default here is
the common home rule: everyone chooses in secret and the chosen cards turn up together
(:mod:`pokerrules.steps.flip_together`). Turning up in turn from the dealer's left, each player
seeing the cards turned before theirs (:mod:`pokerrules.steps.flip`), is a house rule.
"""

from __future__ import annotations

from pokerrules.core.options import Choice, OptionSpec
from pokerrules.rankings.poker import HighPoker
from pokerrules.steps.family import Family
from pokerrules.steps.flip_together import FlipTogether
from pokerrules.steps.spec import Bet, Deal, Flip, Showdown, SourceStats, Spec
from pokerrules.steps.variant import HouseRule, step_variant
from pokerrules.table.teach.model import Lesson

FAMILY = "Mexican Stud"

MEXICAN_STUD = Spec(
    id="mexican-stud",
    name="Mexican Stud",
    serial=132,
    parent="five-card-stud",
    tags=("flip",),
    summary="Five-card stud where every card comes face down and you choose which one to turn "
            "up: four up and one down at the end, with a betting round after each turn.",
    steps=(Deal(down=2), FlipTogether(), Bet(), *(Deal(down=1), FlipTogether(), Bet()) * 3,
           Showdown(high=HighPoker())),
    stats=SourceStats(cards=5, players=10, betting_rounds=4, max_cards_seen=5, wilds=0,
                      source="Public Domain"),
    aliases=("Five Card Stud Roll Your Own", "Flip II", "Flip Poker", "Mexican Rollover", "Pedro",
             "Peek and Flip", "Turn up Stud"),
)


def _turning(spec: Spec, value: str) -> Spec:
    return spec if value == "together" else spec.swap(FlipTogether, Flip())


TURNING = HouseRule(
    OptionSpec("turning", "Turning a card up", "together", choices=(
        Choice("together", "Everyone chooses in secret, then all turn up together"),
        Choice("in-turn", "In turn from the dealer's left, seeing the cards turned before"))),
    _turning,
)


def _lessons() -> tuple[Lesson, ...]:
    """The game's lessons (their module is imported when they are first asked for)."""
    from pokerrules.games.mexican_stud.lessons import LESSONS

    return LESSONS


SPECS = (MEXICAN_STUD,)
VARIANTS = (step_variant(MEXICAN_STUD, FAMILY, (TURNING,), max_seats=8, showdown_cards=(5, 5),
                         lessons=_lessons),)
FAMILY_ENTRY = Family(FAMILY, VARIANTS, SPECS, order=19)

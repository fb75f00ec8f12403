"""Three Card Monte: three-card stud. One card down and a betting round opened by the player on
the dealer's left, then two cards up, each followed by a betting round opened by the best hand
showing; the best three-card poker hand wins (a straight beats a flush, three of a kind beats
both, as in every three-card game here)."""

from __future__ import annotations

from pokerrules.rankings.three_card import ThreeCardPoker
from pokerrules.steps.family import Family
from pokerrules.steps.spec import Bet, Deal, Showdown, SourceStats, Spec
from pokerrules.steps.variant import step_variant
from pokerrules.table.teach.model import Lesson

FAMILY = "Three Card Monte"

#: The deal, and its line in the source's statistics.
_STEPS = (Deal(down=1), Bet(opener="left-of-dealer"), Deal(up=1), Bet(), Deal(up=1), Bet(),
          Showdown(high=ThreeCardPoker()))
_STATS = SourceStats(cards=3, players=17, betting_rounds=3, max_cards_seen=3, wilds=0,
                     source="Poker Mike")

THREE_CARD_MONTE = Spec(
    id="three-card-monte", name="Three Card Monte", serial=153, parent="five-card-stud",
    tags=("stud",), steps=_STEPS, stats=_STATS, aliases=("Three Toed Pete",),
    summary="Three-card stud: one card down, two up, a betting round after each, and the best "
            "three-card poker hand wins.",
)


def _lessons() -> tuple[Lesson, ...]:
    """The game's lessons (their module is imported when they are first asked for)."""
    from pokerrules.games.three_card_monte.lessons import LESSONS

    return LESSONS


SPECS = (THREE_CARD_MONTE,)
VARIANTS = (step_variant(THREE_CARD_MONTE, FAMILY, max_seats=8, showdown_cards=(3, 3),
                         lessons=_lessons),)
FAMILY_ENTRY = Family(FAMILY, VARIANTS, SPECS, order=18)

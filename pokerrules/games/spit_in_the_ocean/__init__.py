"""Spit in the Ocean: four cards down to each player and one face up in the middle that every hand
uses as its fifth card; that card's rank is wild for everyone. A betting round, a draw, a betting
round and the showdown, high hand wins.

The database lets each player draw up to three cards (four if they show an ace). With four own
cards, a kept ace leaves only three to change, so the draw is a replacement of up to three of the
player's own cards, in turn (the page says why).
"""

from __future__ import annotations

from pokerrules.rankings.poker import HighPoker
from pokerrules.steps.board import Board
from pokerrules.steps.board_wild import BoardWild
from pokerrules.steps.family import Family
from pokerrules.steps.replace import Replace
from pokerrules.steps.spec import Bet, Deal, Showdown, SourceStats, Spec
from pokerrules.steps.variant import step_variant
from pokerrules.table.judge_help import JudgeHelp
from pokerrules.table.teach.model import Lesson

FAMILY = "Spit in the Ocean"
_BET = Bet(opener="left-of-dealer")

SPIT_IN_THE_OCEAN = BoardWild(end_rank=None).settle(Spec(
    id="spit-in-the-ocean",
    name="Spit in the Ocean",
    serial=5,
    parent=None,
    tags=("board", "draw", "wild"),
    summary="Four cards down to each player and one face up in the middle for everyone: that "
            "card's rank is wild. Bet, replace up to three cards, bet, show down.",
    steps=(Deal(down=4), Board(1, "the card in the middle"), _BET, Replace(most=3), _BET,
           Showdown(high=HighPoker())),
    stats=SourceStats(cards=5, players=6, betting_rounds=2, max_cards_seen=9, wilds=4,
                      source="Public Domain"),
    aliases=("Spit",),
))


_JUDGE = ("Write each hand as the player's four own cards followed by the card in the middle "
          "(five cards). The judge compares the cards as written, with no rank wild: it cannot "
          "know which card was in the middle of each deal.")


def _lessons() -> tuple[Lesson, ...]:
    from pokerrules.games.spit_in_the_ocean.lessons import LESSONS

    return LESSONS


SPECS = (SPIT_IN_THE_OCEAN,)
VARIANTS = (step_variant(SPIT_IN_THE_OCEAN, FAMILY, max_seats=8, showdown_cards=(5, 5),
                         lessons=_lessons, judge_help=JudgeHelp(text=_JUDGE)),)
FAMILY_ENTRY = Family(FAMILY, VARIANTS, SPECS, order=17)

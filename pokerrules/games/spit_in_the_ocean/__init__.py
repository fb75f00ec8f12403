"""Spit in the Ocean: four cards down to each player and one face up in the middle that every hand
uses as its fifth card; that card's rank is wild for everyone. A betting round, a draw, a betting
round and the showdown, high hand wins.

The database lets each player draw up to three cards (four if they show an ace). With four own
cards, a kept ace leaves only three to change, so the draw is a replacement of up to three of the
player's own cards, in turn (the page says why).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from pokerrules.core.cards import Card, rank_name
from pokerrules.core.options import Choice, OptionSpec
from pokerrules.rankings.poker import HighPoker
from pokerrules.steps.board import Board
from pokerrules.steps.board_wild import BoardWild
from pokerrules.steps.family import Family
from pokerrules.steps.replace import Replace
from pokerrules.steps.spec import Bet, Deal, Showdown, SourceStats, Spec
from pokerrules.steps.variant import HouseRule, step_variant
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


_JUDGE = ("A hand is the player's four own cards; the card in the middle is the board, every "
          "hand's fifth card. Choose the rank that card made wild.")

_RANKS = (("2", 2), ("3", 3), ("4", 4), ("5", 5), ("6", 6), ("7", 7), ("8", 8), ("9", 9),
          ("10", 10), ("J", 11), ("Q", 12), ("K", 13), ("A", 14))

#: The wild rank the judge assumes (in play the card in the middle sets it).
WILD_RANK = HouseRule(
    OptionSpec("wild_rank", "The rank wild at the showdown", "none", choices=(
        Choice("none", "None"),
        *(Choice(code, rank_name(rank, plural=True).capitalize()) for code, rank in _RANKS)),
        help="For judging a showdown; in play, the card in the middle decides.", judge_only=True),
    lambda spec, value: replace(spec.table, end_rank=dict(_RANKS).get(value)).settle(spec)
    if isinstance(spec.table, BoardWild) else spec,
)


def _board_options(board: tuple[Card, ...]) -> dict[str, str]:
    """The drill's wild rank: the rank of its card in the middle, as in play."""
    return {"wild_rank": next(code for code, rank in _RANKS if rank == board[-1].rank)}


def _drill_note(options: Mapping[str, str]) -> str:
    """Which rank is wild at the drill's showdown, set by the card in the middle."""
    rank = dict(_RANKS).get(options.get("wild_rank", "none"))
    if rank is None:
        return "No card is wild at this showdown."
    return (f"{rank_name(rank, plural=True).capitalize()} are wild: the card in the middle is "
            f"{'an' if rank in (8, 14) else 'a'} {rank_name(rank)}.")


def _lessons() -> tuple[Lesson, ...]:
    from pokerrules.games.spit_in_the_ocean.lessons import LESSONS

    return LESSONS


SPECS = (SPIT_IN_THE_OCEAN,)
VARIANTS = (step_variant(SPIT_IN_THE_OCEAN, FAMILY, (WILD_RANK,), max_seats=8, showdown_cards=(5, 5),
                         lessons=_lessons,
                         judge_help=JudgeHelp(text=_JUDGE, board_options=_board_options,
                                              drill_note=_drill_note)),)
FAMILY_ENTRY = Family(FAMILY, VARIANTS, SPECS, order=17)

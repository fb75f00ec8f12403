"""Follow the Queen: Seven Card Stud where queens are wild, and so is the rank of the card dealt
face up right after the last face-up queen. The declaration is Seven Card Stud's steps (the
bring-in, then the best hand showing; the big bet from the fifth card) plus the table rule
:class:`~pokerrules.steps.follow_wild.FollowWild`, which watches every card that comes face up.

>>> FOLLOW_THE_QUEEN.table
FollowWild(leader=12, leader_wild=True, last='none', end_rank=None)
>>> [o.name for o in VARIANT.options][-3:]
['queens_wild', 'last_queen', 'follow_rank']
"""

from __future__ import annotations

from collections.abc import Mapping

from pokerrules.core.cards import QUEEN, Card, rank_name
from pokerrules.core.options import Choice, OptionSpec
from pokerrules.core.rng import SeededRandom
from pokerrules.rankings.poker import HighPoker
from pokerrules.steps.bring_in import BringIn
from pokerrules.steps.family import Family
from pokerrules.steps.follow_wild import FollowWild, set_follow
from pokerrules.steps.spec import Bet, Deal, Showdown, SourceStats, Spec
from pokerrules.steps.variant import HouseRule, step_variant
from pokerrules.table.judge_help import JudgeHelp, deal_hands
from pokerrules.table.teach.model import Lesson

FAMILY = "Follow the Queen"

#: Seven Card Stud's deal and betting, the same steps as the stud family declares (a family loads
#: alone, so its parent's steps are written here again): two down and one up, the bring-in; three
#: more up and one down, each round opened by the best hand showing, the big bet from the fifth.
_BIG = Bet(big=True)
STUD_STEPS = (Deal(down=2), Deal(up=1), BringIn(), Deal(up=1), Bet(), Deal(up=1), _BIG,
              Deal(up=1), _BIG, Deal(down=1), _BIG)

FOLLOW_THE_QUEEN = FollowWild().settle(Spec(
    id="follow-the-queen",
    name="Follow the Queen",
    serial=194,
    parent="seven-card-stud",
    tags=("stud", "wild"),
    summary="Seven Card Stud with queens wild, and the rank of the card dealt face up right "
            "after the last face-up queen wild too.",
    steps=(*STUD_STEPS, Showdown(high=HighPoker())),
    stats=SourceStats(cards=7, players=7, betting_rounds=5, max_cards_seen=7, wilds=4,
                      source="Public Domain"),
    aliases=("Chase the Lady",),
))

_RANKS = tuple(r for r in range(14, 1, -1) if r != QUEEN)
#: The judge's followed rank, by the option's value: "ace", "king", ... "two".
_BY_NAME = {rank_name(r): r for r in _RANKS}

RULES = (
    HouseRule(OptionSpec("queens_wild", "Queens wild", "yes", choices=(
        Choice("yes", "Yes: queens and the followed rank (up to eight wild cards)"),
        Choice("no", "No: only the followed rank (the database's four wild cards)"))),
        lambda spec, v: set_follow(spec, leader_wild=v == "yes")),
    HouseRule(OptionSpec("last_queen", "When the last face-up card is a queen", "none", choices=(
        Choice("none", "No rank follows it: the earlier wild rank is over"),
        Choice("keep", "The rank that followed the queen before stays wild"))),
        lambda spec, v: set_follow(spec, last=v)),
    HouseRule(OptionSpec("follow_rank", "The followed rank at the showdown", "none", choices=(
        Choice("none", "None"), *(Choice(rank_name(r), rank_name(r, plural=True).capitalize())
                                  for r in _RANKS)),
        help="For judging a showdown; in play, the face-up cards decide.", judge_only=True),
        lambda spec, v: set_follow(spec, end_rank=_BY_NAME.get(v))),
)


def drill_note(options: Mapping[str, str]) -> str:
    """What the "Who wins?" drill says above its hands: which cards are wild at this showdown."""
    queens = options.get("queens_wild", "yes") == "yes"
    rank = options.get("follow_rank", "none")
    followed = (f"{rank_name(_BY_NAME[rank], plural=True)} followed the last face-up queen"
                if rank in _BY_NAME else "no rank followed the last face-up queen")
    return (f"Queens are wild, and {followed}." if queens else
            f"Queens are plain here; {followed}.") + (
        " Those are wild too." if rank != "none" and queens else
        " Those are wild." if rank != "none" else "")


def drill_options(rng: SeededRandom) -> dict[str, str]:
    """The drill's followed rank: none a fifth of the time, else one of the twelve."""
    if rng.below(5) == 0:
        return {"follow_rank": "none"}
    return {"follow_rank": rank_name(_RANKS[rng.below(len(_RANKS))])}


def _drill_hands(rng: SeededRandom, deck: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    return deal_hands(rng, deck, 7)


def _lessons() -> tuple[Lesson, ...]:
    from pokerrules.games.follow_the_queen.lessons import LESSONS

    return LESSONS


VARIANT = step_variant(FOLLOW_THE_QUEEN, FAMILY, RULES, min_seats=2, max_seats=7,
                       default_seats=5, showdown_cards=(5, 7), lessons=_lessons,
                       judge_help=JudgeHelp(drill=_drill_hands, drill_note=drill_note,
                                            drill_options=drill_options))
SPECS = (FOLLOW_THE_QUEEN,)
VARIANTS = (VARIANT,)
FAMILY_ENTRY = Family(FAMILY, VARIANTS, SPECS)

__all__ = ["FAMILY_ENTRY", "FOLLOW_THE_QUEEN", "STUD_STEPS"]

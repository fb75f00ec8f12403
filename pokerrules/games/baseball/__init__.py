"""Baseball and Night Baseball: Seven Card Stud with threes and nines wild, where a four dealt
face up brings another card.

Baseball is Seven Card Stud's steps (the bring-in, then the best hand showing) with the
wild ranks in its ranking and one step kind after each round of face-up cards
(:class:`~pokerrules.steps.on_face_up.OnFaceUp`): a player dealt a four face up may buy another
face-up card. The common house rule "a face-up three: match the pot or fold" is the same step
kind with a toll.

Night Baseball deals everything blind and players turn their cards up until they beat the hand
showing (:class:`~pokerrules.steps.turn_until_beat.TurnUntilBeat`, as Night Chaos does); a four
turned up is swapped for the top card of the deck, and a first card turned up that is wild folds
its player (the table rule :class:`~pokerrules.steps.turned_up.TurnedUp`).

>>> [type(s).__name__ for s in BASEBALL.steps][:5]
['Deal', 'Deal', 'OnFaceUp', 'BringIn', 'Deal']
>>> [type(s).__name__ for s in NIGHT_BASEBALL.steps]
['Deal', 'StartCard', 'TurnUntilBeat', 'Showdown']
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import Any

from pokerrules.core.options import Choice, OptionSpec
from pokerrules.rankings.poker import HighPoker
from pokerrules.rankings.wild import Wild
from pokerrules.steps.bring_in import BringIn
from pokerrules.steps.family import Family
from pokerrules.steps.on_face_up import OnFaceUp, Price
from pokerrules.steps.spec import Bet, Deal, Showdown, SourceStats, Spec, StartCard, Step, TurnUntilBeat
from pokerrules.steps.turned_up import TurnedUp
from pokerrules.steps.variant import HouseRule, step_variant
from pokerrules.table.judge_help import JudgeHelp, deal_hands
from pokerrules.table.teach.model import Lesson

FAMILY = "Baseball"
THREES_AND_NINES = Wild(ranks=frozenset({3, 9}), jokers=False)


def _fours(steps: tuple[Step, ...], four: Price = "bet", three: bool = False) -> tuple[Step, ...]:
    """``steps`` with the fours (and, with ``three``, the threes) acting after every round of
    face-up cards, in place of any that acted there before."""
    after_up: tuple[Step, ...] = (OnFaceUp(rank=4, extra=True, price=four),) + (
        (OnFaceUp(rank=3, extra=False, price="pot"),) if three else ())
    out: list[Step] = []
    for step in steps:
        if not isinstance(step, OnFaceUp):
            out.append(step)
            if isinstance(step, Deal) and step.up:
                out.extend(after_up)
    return tuple(out)


#: Seven Card Stud's deal and betting, the same steps as the stud family declares (a family loads
#: alone, so its parent's steps are written here again).
_BIG = Bet(big=True)
STUD_STEPS = (Deal(down=2), Deal(up=1), BringIn(), Deal(up=1), Bet(), Deal(up=1), _BIG,
              Deal(up=1), _BIG, Deal(down=1), _BIG)

BASEBALL = Spec(
    id="baseball",
    name="Baseball",
    serial=167,
    parent="seven-card-stud",
    tags=("stud", "wild"),
    summary="Seven Card Stud with threes and nines wild; a player dealt a four face up may buy "
            "another face-up card for one bet.",
    steps=(*_fours(STUD_STEPS), Showdown(high=HighPoker(wild=THREES_AND_NINES))),
    stats=SourceStats(cards=7, players=6, betting_rounds=5, max_cards_seen=11, wilds=8,
                      source="Public Domain"),
)


def _baseball_steps(spec: Spec, four: str | None = None, three: str | None = None) -> Spec:
    """``spec`` with the fours' price or the threes' toll changed (its other steps as they are,
    so the "who opens" option, applied first, stays)."""
    steps = [s for s in spec.steps if isinstance(s, OnFaceUp)]
    price: Price = next(s.price for s in steps if s.rank == 4)
    toll = any(s.rank == 3 for s in steps)
    if four is not None:
        price = "free" if four == "free" else "bet"
    if three is not None:
        toll = three == "pot"
    return replace(spec, steps=_fours(spec.steps, price, toll))


RULES = (
    HouseRule(OptionSpec("four", "A four dealt face up", "bet", choices=(
        Choice("bet", "Its player may buy another face-up card for one bet"),
        Choice("free", "Its player gets another face-up card free"))),
        lambda spec, v: _baseball_steps(spec, four=v)),
    HouseRule(OptionSpec("three", "A three dealt face up", "wild", choices=(
        Choice("wild", "Just a wild card"),
        Choice("pot", "Its player must match the pot or fold"))),
        lambda spec, v: _baseball_steps(spec, three=v)),
)

_SUMMARY = ("Baseball played blind: nobody may look at their cards, which they turn up one at a "
            "time until they beat the best hand showing; a four turned up is swapped for the top "
            "card of the deck, and a first card turned up that is wild folds its player.")
NIGHT_BASEBALL = replace(
    BASEBALL, id="night-baseball", name="Night Baseball", serial=876, parent=BASEBALL.id,
    tags=("flip", "blind", "wild"), summary=_SUMMARY,
    steps=(Deal(down=7, blind=True), StartCard(),
           TurnUntilBeat(fee="fold", extra="no", hope="a later card changes the hands"),
           BASEBALL.showdown),
    stats=SourceStats(cards=7, players=14, betting_rounds=300, max_cards_seen=11, wilds=0,
                      source="Two Plus Two Forums"),
    table=TurnedUp(swap_rank=4, first_wild_folds=True),
)


def _turning(field: str, spec: Spec, value: str) -> Spec:
    step = next(s for s in spec.steps if isinstance(s, TurnUntilBeat))
    changes: dict[str, Any] = {field: value}  # one of the step's fields, checked by the option
    return spec.swap(TurnUntilBeat, replace(step, **changes))


def _table(field: str, spec: Spec, value: str) -> Spec:
    assert isinstance(spec.table, TurnedUp)
    return replace(spec, table=replace(spec.table, **{field: value == "yes"}))


NIGHT_RULES = (
    HouseRule(OptionSpec("fee", "Every card up and the hand not beaten", "fold", choices=(
        Choice("fold", "You must fold (the source's rule)"),
        Choice("ante", "Pay one ante to stay in"), Choice("bet", "Pay one bet to stay in"))),
        partial(_turning, "fee")),
    HouseRule(OptionSpec("extra_cards", "Turning more cards after beating the hand", "no",
                         choices=(Choice("no", "Not allowed"),
                                  Choice("ante", "Allowed, one ante a card"),
                                  Choice("free", "Allowed, free"))),
        partial(_turning, "extra")),
    HouseRule(OptionSpec("first_wild", "A wild card as your first card turned up", "yes",
                         choices=(Choice("yes", "You must fold (the source's rule)"),
                                  Choice("no", "It is just a wild card"))),
        partial(_table, "first_wild_folds")),
)


def _lessons(spec: Spec) -> tuple[Lesson, ...]:
    from pokerrules.games.baseball import lessons

    return lessons.LESSONS[spec.id]


VARIANT = step_variant(BASEBALL, FAMILY, RULES, min_seats=2, max_seats=6, default_seats=5,
                       showdown_cards=(5, 11), lessons=partial(_lessons, BASEBALL),
                       judge_help=JudgeHelp(drill=partial(deal_hands, fewest=7, most=9)))
NIGHT_VARIANT = step_variant(NIGHT_BASEBALL, FAMILY, NIGHT_RULES, min_seats=2, max_seats=6,
                             default_seats=5, showdown_cards=(1, 7),
                             lessons=partial(_lessons, NIGHT_BASEBALL),
                             judge_help=JudgeHelp(drill=partial(deal_hands, fewest=2, most=7)))
SPECS = (BASEBALL, NIGHT_BASEBALL)
VARIANTS = (VARIANT, NIGHT_VARIANT)
FAMILY_ENTRY = Family(FAMILY, VARIANTS, SPECS)

__all__ = ["BASEBALL", "FAMILY_ENTRY", "NIGHT_BASEBALL"]

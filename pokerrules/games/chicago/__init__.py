"""Chicago and Low Chicago: Seven Card Stud (its steps, bring-in and all) where the best
hand takes half the pot and the split card takes the other half: the highest spade among a
player's face-down cards (Low Chicago: the lowest). The split card is a part of the showdown of
its own (:class:`~pokerrules.steps.split_card.SplitCard`); with no spade in anyone's hole, the
best hand takes the whole pot.

>>> CHICAGO.showdown.low
SplitCard(hole=(0, 1, 6), suit='s', high=True, ace_low=False)
>>> [name for name, _ in LOW_CHICAGO.parts()]
['high', 'split card']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import partial

from pokerrules.core.cards import Card
from pokerrules.core.options import Choice, OptionSpec
from pokerrules.core.rng import SeededRandom
from pokerrules.rankings.poker import HighPoker
from pokerrules.steps.bring_in import BringIn
from pokerrules.steps.family import Family
from pokerrules.steps.spec import Bet, Deal, Showdown, SourceStats, Spec
from pokerrules.steps.split_card import SplitCard
from pokerrules.steps.variant import HouseRule, step_variant
from pokerrules.table.judge_help import JudgeHelp, deal_hands
from pokerrules.table.teach.model import Lesson

FAMILY = "Chicago"

#: Seven Card Stud's deal and betting, the same steps as the stud family declares (a family loads
#: alone, so its parent's steps are written here again).
_BIG = Bet(big=True)
_STEPS = (Deal(down=2), Deal(up=1), BringIn(), Deal(up=1), Bet(), Deal(up=1), _BIG, Deal(up=1),
          _BIG, Deal(down=1), _BIG)

CHICAGO = Spec(
    id="chicago",
    name="Chicago",
    serial=173,
    parent="seven-card-stud",
    tags=("stud", "split-card"),
    summary="Seven Card Stud where the best hand splits the pot with the player holding the "
            "highest spade face down.",
    steps=(*_STEPS, Showdown(high=HighPoker(), low=SplitCard.dealt_by(_STEPS),
                             low_name="split card")),
    stats=SourceStats(cards=7, players=7, betting_rounds=5, max_cards_seen=7, wilds=0,
                      source="Public Domain"),
    aliases=("Big Chicago", "High Chicago"),
)

LOW_CHICAGO = replace(
    CHICAGO, id="low-chicago", name="Low Chicago", serial=581, parent=CHICAGO.id,
    summary="Chicago where the lowest spade face down, not the highest, takes half the pot.",
    aliases=("Baltimore", "Small Chicago", "Southside"),
).with_low(high=False)


def _ace(spec: Spec, value: str) -> Spec:
    return spec.with_low(ace_low=value == "low")


LOW_RULES = (
    HouseRule(OptionSpec("ace_of_spades", "The ace of spades in the hole", "high", choices=(
        Choice("high", "Counts high: the 2♠ is the lowest spade"),
        Choice("low", "Counts low: the A♠ is the lowest spade"))),
        _ace),
)

NOTE = "In each hand the first two cards and the last were dealt face down: they are its hole."


def drill_note(options: Mapping[str, str]) -> str:
    """The drill's words above its hands: which cards of each hand lie face down."""
    return NOTE


def _drill_hands(rng: SeededRandom, deck: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    return deal_hands(rng, deck, 7)


def _lessons(spec: Spec) -> tuple[Lesson, ...]:
    from pokerrules.games.chicago import lessons

    return lessons.LESSONS[spec.id]


SPECS = (CHICAGO, LOW_CHICAGO)
VARIANTS = tuple(step_variant(
    spec, FAMILY, LOW_RULES if spec is LOW_CHICAGO else (), min_seats=2, max_seats=7,
    default_seats=5, showdown_cards=(7, 7), lessons=partial(_lessons, spec),
    judge_help=JudgeHelp(drill=_drill_hands, drill_note=drill_note)) for spec in SPECS)
FAMILY_ENTRY = Family(FAMILY, VARIANTS, SPECS)

__all__ = ["CHICAGO", "FAMILY_ENTRY", "LOW_CHICAGO"]

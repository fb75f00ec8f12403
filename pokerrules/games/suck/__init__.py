"""Suck and Suck Back: three-card poker hands, and a folded hand passes to a neighbour.

A player who folds gives all their cards, face up or down as they lay, to the nearest player still
in on their left (Suck) or right (Suck Back). That player then holds more than three cards and
plays the best three of them. Suck Back is Suck with that one rule turned round.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from pokerrules.core.cards import Card
from pokerrules.core.rng import SeededRandom
from pokerrules.rankings.three_card import ThreeCardPoker
from pokerrules.steps.family import Family
from pokerrules.steps.spec import Bet, Deal, Showdown, SourceStats, Spec
from pokerrules.steps.variant import step_variant
from pokerrules.table.judge_help import JudgeHelp
from pokerrules.table.teach.model import Lesson

FAMILY = "Suck"
LEFT = Bet(folded_cards="left")

SUCK = Spec(
    id="suck",
    name="Suck",
    serial=535,
    parent="three-card-monte",
    tags=("pass", "stud"),
    summary="Three-card stud where a player who folds passes their cards to the left, to be "
            "played as part of that player's hand.",
    steps=(Deal(down=1), LEFT, Deal(up=1), LEFT, Deal(up=1), LEFT,
           Showdown(high=ThreeCardPoker())),
    stats=SourceStats(cards=48, players=17, betting_rounds=3, max_cards_seen=48, wilds=0,
                      source="Cheapass Games"),
)

SUCK_BACK = replace(
    SUCK, id="suck-back", name="Suck Back", serial=861, parent=SUCK.id,
    summary="Suck with folded cards passing to the right instead of the left.",
).swap(Bet, Bet(folded_cards="right"))



def _drill_hands(rng: SeededRandom, deck: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """The "Who wins?" drill's showdown: 2 to 4 hands of three cards, and half the time one of
    them also holds the one to three cards of a player who folded to it."""
    count = 2 + rng.below(3)
    sizes = [3] * count
    if rng.below(2):
        sizes[rng.below(count)] += 1 + rng.below(3)
    starts = [sum(sizes[:i]) for i in range(count)]
    return [deck[start:start + size] for start, size in zip(starts, sizes, strict=True)]


def _lessons(spec: Spec) -> tuple[Lesson, ...]:
    """The lessons of the game ``spec`` declares (their module is imported when first asked
    for)."""
    from pokerrules.games.suck import lessons

    own = ((SUCK, (lessons.SUCK,)), (SUCK_BACK, (lessons.SUCK_BACK,)))
    return next(game_lessons for game, game_lessons in own if game is spec)


SPECS = (SUCK, SUCK_BACK)
VARIANTS = tuple(step_variant(spec, FAMILY, showdown_cards=(3, 24),
                              lessons=partial(_lessons, spec),
                              judge_help=JudgeHelp(drill=_drill_hands))
                 for spec in SPECS)
FAMILY_ENTRY = Family(FAMILY, VARIANTS, SPECS, order=5)

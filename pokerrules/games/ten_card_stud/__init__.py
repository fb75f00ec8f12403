"""Ten Card Stud and its child Survivor: stud games won by the best five cards of many.

Survivor is Ten Card Stud's deal reshaped, plus one new step: before each betting round the best
hand showing must throw a card away.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from pokerrules.core.cards import Card
from pokerrules.core.rng import SeededRandom
from pokerrules.rankings.poker import HighPoker
from pokerrules.steps.family import Family
from pokerrules.steps.spec import Bet, Deal, Discard, Showdown, SourceStats, Spec
from pokerrules.steps.variant import step_variant
from pokerrules.table.judge_help import JudgeHelp, deal_hands
from pokerrules.table.teach.model import Lesson

FAMILY = "Stud"

TEN_CARD_STUD = Spec(
    id="ten-card-stud",
    name="Ten Card Stud",
    serial=892,
    parent="nine-card-stud",
    tags=("stud",),
    summary="Ten cards each, four face up and six face down, with eight betting rounds; the "
            "best five cards win.",
    steps=(
        Deal(down=2), Deal(up=1), Bet(),
        Deal(up=1), Bet(), Deal(up=1), Bet(), Deal(up=1), Bet(),
        Deal(down=1), Bet(), Deal(down=1), Bet(), Deal(down=1), Bet(), Deal(down=1), Bet(),
        Showdown(high=HighPoker()),
    ),
    stats=SourceStats(cards=10, players=5, betting_rounds=8, max_cards_seen=10, wilds=0,
                      source="Hoyle"),
)

_SURVIVE = (Deal(down=1), Deal(up=1), Discard(), Bet())

SURVIVOR = replace(
    TEN_CARD_STUD, id="survivor", name="Survivor", serial=1047, parent=TEN_CARD_STUD.id,
    summary="Ten Card Stud where, before each betting round, the best hand showing must throw "
            "a card away.",
    steps=(Deal(down=2), Deal(up=2), Discard(), Bet(), *_SURVIVE * 3, TEN_CARD_STUD.showdown),
    stats=replace(TEN_CARD_STUD.stats, betting_rounds=4, source="Craig O'Brien"),
)


def _deal_hands(rng: SeededRandom, deck: tuple[Card, ...], fewest: int) -> list[tuple[Card, ...]]:
    """The "Who wins?" drill's showdown: 2 to 4 hands of ``fewest`` to 10 cards, the best five
    of each playing (a Survivor hand has lost a card to each of its forced discards)."""
    return deal_hands(rng, deck, fewest, 10)


def _lessons(spec: Spec) -> tuple[Lesson, ...]:
    """The lessons of the game ``spec`` declares (their module is imported when first asked
    for)."""
    from pokerrules.games.ten_card_stud import lessons

    own = ((TEN_CARD_STUD, (lessons.BEST_FIVE_OF_TEN,)),
           (SURVIVOR, (lessons.THE_BEST_HAND_SHOWING_THROWS_A_CARD,)))
    return next(game_lessons for game, game_lessons in own if game is spec)


_FEWEST = {TEN_CARD_STUD.id: 10, SURVIVOR.id: 8}
SPECS = (TEN_CARD_STUD, SURVIVOR)
VARIANTS = tuple(step_variant(
    spec, FAMILY, max_seats=5, showdown_cards=(5, 10),
    lessons=partial(_lessons, spec),
    judge_help=JudgeHelp(drill=partial(_deal_hands, fewest=_FEWEST[spec.id])))
    for spec in SPECS)
FAMILY_ENTRY = Family(FAMILY, VARIANTS, SPECS, order=3)

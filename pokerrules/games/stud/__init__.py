"""The classic stud games: Five Card Stud and Seven Card Stud (two roots of the variant
database), Seven Card Stud's longer children Eight and Nine Card Stud, and its two casino
children, Razz (lowest hand wins) and High/Low 8 or Better (the pot split between the best high
hand and the best eight-or-better low, cards speak).

Every one opens with stud's bring-in (:mod:`pokerrules.steps.bring_in`): the worst card showing
must make a small forced bet. The later rounds open with the best hand showing (in Razz the best
low hand), and from the third round of betting on, bets and raises are the big bet, twice the
bet. The database's own rule, the best hand showing opens every round, is the "who opens" house
rule.

``SEVEN_CARD_STUD`` is the parent of games in other families (Follow the Queen, Seven Stud
High/Low): they import it from here.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from pokerrules.core.cards import Card
from pokerrules.core.rng import SeededRandom
from pokerrules.rankings.low import AceToFiveLow
from pokerrules.rankings.poker import HighPoker
from pokerrules.steps.bring_in import BringIn
from pokerrules.steps.family import Family
from pokerrules.steps.spec import Bet, Deal, Showdown, SourceStats, Spec
from pokerrules.steps.variant import step_variant
from pokerrules.table.judge_help import JudgeHelp, deal_hands
from pokerrules.table.teach.model import Lesson

FAMILY = "Classic Stud"

#: The later rounds: the bet, then the big bet.
SMALL, BIG = Bet(), Bet(big=True)

FIVE_CARD_STUD = Spec(
    id="five-card-stud",
    name="Five Card Stud",
    serial=2,
    parent=None,
    tags=("stud",),
    summary="One card down and four up, with a round of betting after each up card; the best "
            "five-card hand wins.",
    steps=(Deal(down=1), Deal(up=1), BringIn(), Deal(up=1), SMALL, Deal(up=1), BIG,
           Deal(up=1), BIG, Showdown(high=HighPoker())),
    stats=SourceStats(cards=5, players=10, betting_rounds=4, max_cards_seen=5, wilds=0,
                      source="Public Domain"),
)

_SEVEN_STEPS = (Deal(down=2), Deal(up=1), BringIn(), Deal(up=1), SMALL, Deal(up=1), BIG,
                Deal(up=1), BIG, Deal(down=1), BIG)

SEVEN_CARD_STUD = Spec(
    id="seven-card-stud",
    name="Seven Card Stud",
    serial=3,
    parent=None,
    tags=("stud",),
    summary="Two cards down, four up and a last one down, with five rounds of betting; the best "
            "five of your seven cards win.",
    steps=(*_SEVEN_STEPS, Showdown(high=HighPoker())),
    stats=SourceStats(cards=7, players=7, betting_rounds=5, max_cards_seen=7, wilds=0,
                      source="Public Domain"),
    aliases=("Down the River",),
)

EIGHT_CARD_STUD = replace(
    SEVEN_CARD_STUD, id="eight-card-stud", name="Eight Card Stud", serial=187,
    parent=SEVEN_CARD_STUD.id, aliases=(),
    summary="Seven Card Stud with one more card face down at the end and a sixth round of "
            "betting; the best five of eight win.",
    steps=(*_SEVEN_STEPS, Deal(down=1), BIG, SEVEN_CARD_STUD.showdown),
    stats=SourceStats(cards=8, players=6, betting_rounds=6, max_cards_seen=8, wilds=0,
                      source="Home Poker Cookbook"),
)

NINE_CARD_STUD = replace(
    EIGHT_CARD_STUD, id="nine-card-stud", name="Nine Card Stud", serial=600,
    parent=EIGHT_CARD_STUD.id,
    summary="Eight Card Stud with a ninth card face down and a seventh round of betting; the "
            "best five of nine win.",
    steps=(*EIGHT_CARD_STUD.steps[:-1], Deal(down=1), BIG, SEVEN_CARD_STUD.showdown),
    stats=SourceStats(cards=9, players=5, betting_rounds=7, max_cards_seen=9, wilds=0,
                      source="Hoyle"),
)

#: Razz's deal: the highest card brings it in, and the best low hand showing opens the rest.
_RAZZ_STEPS = tuple(BringIn(worst="highest") if isinstance(step, BringIn)
                    else replace(step, opener="low-showing") if isinstance(step, Bet) else step
                    for step in _SEVEN_STEPS)

RAZZ = replace(
    SEVEN_CARD_STUD, id="razz", name="Razz", serial=228, parent=SEVEN_CARD_STUD.id,
    tags=("stud",), aliases=(),
    summary="Seven Card Stud for the lowest hand: aces are low, straights and flushes don't "
            "count, and 5-4-3-2-A is the best.",
    steps=(*_RAZZ_STEPS, Showdown(high=AceToFiveLow(), high_name="low")),
)

STUD_EIGHT = replace(
    SEVEN_CARD_STUD, id="seven-stud-high-low-eight", name="High/Low 8 or Better", serial=201,
    parent=SEVEN_CARD_STUD.id, tags=("stud", "high-low"),
    aliases=("Stud 8", "Seven Card Stud Eight or Better"),
    summary="Seven Card Stud with the pot split between the best high hand and the best low of "
            "eight or under; with no such low, the high hand takes it all.",
).swap(Showdown, Showdown(high=HighPoker(), low=AceToFiveLow(qualifier=8)))


def _deal_hands(rng: SeededRandom, deck: tuple[Card, ...], cards: int) -> list[tuple[Card, ...]]:
    """The "Who wins?" drill's showdown: 2 to 4 hands of the game's ``cards`` cards."""
    return deal_hands(rng, deck, cards)


def _lessons(spec: Spec) -> tuple[Lesson, ...]:
    """The lessons of the game ``spec`` declares (their module is imported when first asked
    for)."""
    from pokerrules.games.stud import lessons

    own = ((FIVE_CARD_STUD, lessons.FIVE_CARD_STUD), (SEVEN_CARD_STUD, lessons.SEVEN_BRING_IN),
           (EIGHT_CARD_STUD, lessons.EIGHT_CARD_STUD), (NINE_CARD_STUD, lessons.NINE_CARD_STUD),
           (RAZZ, lessons.RAZZ), (STUD_EIGHT, lessons.HIGH_LOW_EIGHT))
    return next((lesson,) for game, lesson in own if game is spec)


SPECS = (FIVE_CARD_STUD, SEVEN_CARD_STUD, EIGHT_CARD_STUD, NINE_CARD_STUD, RAZZ, STUD_EIGHT)
#: The most players each game seats from one deck.
_SEATS = {FIVE_CARD_STUD.id: 8, EIGHT_CARD_STUD.id: 6, NINE_CARD_STUD.id: 5}
VARIANTS = tuple(step_variant(
    spec, FAMILY, max_seats=_SEATS.get(spec.id, 7), showdown_cards=(5, spec.stats.cards),
    lessons=partial(_lessons, spec),
    # five-card hands are the drill's own default
    judge_help=JudgeHelp(drill=partial(_deal_hands, cards=spec.stats.cards))
    if spec.stats.cards > 5 else None)
    for spec in SPECS)
FAMILY_ENTRY = Family(FAMILY, VARIANTS, SPECS, order=16)

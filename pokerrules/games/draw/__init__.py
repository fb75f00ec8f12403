"""The draw games: Five Card Draw, the root of the database's first family, and the lowball
draws that come from it (Lowboy, Triple Draw Lowball, Badugi).

The database writes every game with an ante and "the player to the left of the dealer opens":
so do we. Casinos play Triple Draw and Badugi with blinds; the pages say so.

Where the database leaves a rule to the reader:

- Lowboy says only "low hand wins": we take ace-to-five (straights and flushes ignored, the
  California rule); deuce-to-seven and ace-to-six are house rules.
- Triple Draw Lowball also says only "low hand wins": we take deuce-to-seven, as casinos play it;
  ace-to-five and ace-to-six are house rules.
- The database limits each draw to three cards (four showing an ace); the casino rule (any number
  of cards) is a house rule of every draw game here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from pokerrules.core.options import Choice, OptionSpec
from pokerrules.rankings.badugi import Badugi
from pokerrules.rankings.low import AceToFiveLow
from pokerrules.rankings.lowball import AceToSixLow, DeuceToSevenLow
from pokerrules.rankings.poker import HighPoker
from pokerrules.steps.draw import Draw
from pokerrules.steps.family import Family
from pokerrules.steps.spec import Bet, Deal, Showdown, SourceStats, Spec
from pokerrules.steps.variant import HouseRule, step_variant
from pokerrules.table.teach.model import Lesson

FAMILY = "Five Card Draw"

_BET = Bet(opener="left-of-dealer")
_DRAW = Draw(most=3, ace_four=True)

FIVE_CARD_DRAW = Spec(
    id="five-card-draw",
    name="Five Card Draw",
    serial=1,
    parent=None,
    tags=("draw",),
    summary="Five cards face down, a betting round, one draw of up to three cards (four if you "
            "show an ace), a second betting round, and the best high hand wins.",
    steps=(Deal(down=5), _BET, _DRAW, _BET, Showdown(high=HighPoker())),
    stats=SourceStats(cards=5, players=6, betting_rounds=2, max_cards_seen=9, wilds=0,
                      source="Public Domain"),
)

LOWBOY = replace(
    FIVE_CARD_DRAW, id="lowboy", name="Lowboy", serial=58, parent=FIVE_CARD_DRAW.id,
    tags=("draw",), aliases=("Single Draw Lowball",),
    summary="Five Card Draw played for low: one draw, and the lowest hand (ace-to-five, so "
            "5-4-3-2-A is the best) takes the pot.",
    stats=replace(FIVE_CARD_DRAW.stats, source="Xaos Dog"),
).with_showdown(high=AceToFiveLow(), high_name="low")

TRIPLE_DRAW = Spec(
    id="triple-draw-lowball",
    name="Triple Draw Lowball",
    serial=806,
    parent=None,  # the database's parent, Threes (#422), is not built here
    tags=("draw",),
    summary="Five cards, three draws and four betting rounds; the lowest hand wins, "
            "deuce-to-seven (7-5-4-3-2 is the best; aces, straights and flushes hurt).",
    steps=(Deal(down=5), _BET, _DRAW, _BET, _DRAW, _BET, _DRAW, _BET,
           Showdown(high=DeuceToSevenLow(), high_name="low")),
    stats=SourceStats(cards=5, players=6, betting_rounds=4, max_cards_seen=17, wilds=0,
                      source="Public Domain"),
)

BADUGI = replace(
    TRIPLE_DRAW, id="badugi", name="Badugi", serial=1019, parent=TRIPLE_DRAW.id,
    tags=("draw", "odd-ranks"), aliases=("Badougi", "Padooki", "Paduki"),
    summary="Four cards, three draws of up to three cards: the lowest hand of four different "
            "suits and ranks wins (A-2-3-4 of four suits is the best).",
    stats=SourceStats(cards=4, players=7, betting_rounds=4, max_cards_seen=13, wilds=0,
                      source="Public Domain"),
).swap(Deal, Deal(down=4)).swap(Draw, Draw(most=3)).with_showdown(high=Badugi())

SPECS = (FIVE_CARD_DRAW, LOWBOY, TRIPLE_DRAW, BADUGI)


def _draw_limit(spec: Spec, value: str) -> Spec:
    return spec.swap(Draw, Draw(most=None)) if value == "any" else spec


def _draws(ace: bool) -> HouseRule:
    first = ("Up to three cards, four if you show an ace you keep" if ace
             else "Up to three cards")
    return HouseRule(OptionSpec("draw_limit", "Cards a player may change in a draw", "database",
                                choices=(Choice("database", first),
                                         Choice("any", "Any number of cards (the casino rule)"))),
                     _draw_limit)


#: The option's values name the lows without hyphens (option codes must not read as words).
_LOWS = {"ace5": AceToFiveLow(), "deuce7": DeuceToSevenLow(), "ace6": AceToSixLow()}
_LOW_WORDS = {"ace5": "Ace-to-five: aces low, straights and flushes ignored (5-4-3-2-A best)",
              "deuce7": "Deuce-to-seven: aces high, straights and flushes count against "
                                "you (7-5-4-3-2 best)",
              "ace6": "Ace-to-six: aces low, straights and flushes count against you "
                            "(6-4-3-2-A best)"}


def _low(default: str) -> HouseRule:
    order = (default, *(k for k in _LOWS if k != default))
    return HouseRule(OptionSpec("low", "How low hands rank", default,
                                choices=tuple(Choice(k, _LOW_WORDS[k]) for k in order)),
                     lambda spec, value: spec.with_showdown(high=_LOWS[value]))


def _lessons(spec: Spec) -> Callable[[], tuple[Lesson, ...]]:
    """The lessons of the game ``spec`` declares (their module is imported when they are first
    asked for)."""

    def lessons() -> tuple[Lesson, ...]:
        from pokerrules.games.draw import lessons as module

        own = {FIVE_CARD_DRAW.id: module.FIVE_CARD_DRAW, LOWBOY.id: module.LOWBOY,
               TRIPLE_DRAW.id: module.TRIPLE_DRAW, BADUGI.id: module.BADUGI}
        return (own[spec.id],)

    return lessons


VARIANTS = (
    step_variant(FIVE_CARD_DRAW, FAMILY, (_draws(True),), max_seats=6, showdown_cards=(5, 5),
                 lessons=_lessons(FIVE_CARD_DRAW)),
    step_variant(LOWBOY, FAMILY, (_draws(True), _low("ace5")), max_seats=6,
                 showdown_cards=(5, 5), lessons=_lessons(LOWBOY)),
    step_variant(TRIPLE_DRAW, FAMILY, (_draws(True), _low("deuce7")), max_seats=6,
                 showdown_cards=(5, 5), lessons=_lessons(TRIPLE_DRAW)),
    step_variant(BADUGI, FAMILY, (_draws(False),), max_seats=6, showdown_cards=(4, 4),
                 lessons=_lessons(BADUGI)),
)
FAMILY_ENTRY = Family(FAMILY, VARIANTS, SPECS, order=16)

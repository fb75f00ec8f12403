"""Jubilee: a Czech counting game. Cards add to a running total (hearts take away); bringing the
total to a multiple of 25 scores a jubilee, and going past one costs points.

The game is played on :mod:`pokerrules.table.match`; the flow is in
:mod:`~pokerrules.games.jubilee.state`, and the deck, values, scoring and house rules in
:mod:`~pokerrules.games.jubilee.rules`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pokerrules.core.cards import Card
from pokerrules.core.errors import BadCard
from pokerrules.core.rng import SeededRandom
from pokerrules.games.jubilee.card import card_words
from pokerrules.games.jubilee.coach import COACH
from pokerrules.games.jubilee.rules import (
    HAND_SIZE,
    OPTIONS,
    Play,
    Settings,
    jubilee_deck,
    parse_total,
    play_in_order,
    score,
    value,
)
from pokerrules.games.jubilee.state import JubileeState
from pokerrules.rankings.base import HandValue
from pokerrules.steps.family import Family
from pokerrules.table.declare import match_variant, stacked_table
from pokerrules.table.judge_help import JudgeHelp
from pokerrules.table.showdown import PartResult

RULES = """\
A 61-card deck: ace to king of hearts once, ace to king of spades twice, ace to nine of clubs
twice, and four jokers. Aces count 15, kings, queens and jacks 10, jokers 0, the others their
number; hearts count against the total. Eight cards each; the rest is the stock.

From the dealer's left, each player in turn plays one card onto a running total that starts at
0, then draws a card while the stock lasts. The first card must be a club or a spade. The total
may never drop below zero: a player with no card that may be played shows their hand and skips
the turn.

Bringing the total to a multiple of 25 scores a jubilee: 10 points, or 20 on a multiple of 100.
Going past a multiple of 25, up or down, costs 5 points. When every hand is played out (or
nobody can play), the most points win.
"""

#: Every card played from a full deck adds up to this (the source says 189).
FULL_DECK_TOTAL = sum(value(card) for card in jubilee_deck())


def showdown_parts(options: Mapping[str, str]) -> list[tuple[str, Any]]:
    """The rules a judged play depends on (the judge plays the cards in :func:`verdict`)."""
    rules = Settings.from_options(options)
    return [("jubilee", (rules.zero_counts, rules.joker_repeats))]


def verdict(options: Mapping[str, str], hands: list[tuple[Card, ...]]) -> list[PartResult]:
    """Each "hand" is one card, played in order onto the option ``total``: which plays score a
    jubilee and which go past one, with every play's new total."""
    rules = Settings.from_options(options)
    start = parse_total(options.get("total", "0"))
    plays: list[Play] = []
    for number, (card, *_) in enumerate(hands, start=1):
        try:
            plays.append(score(card, plays[-1].after if plays else start, rules))
        except ValueError as problem:
            raise BadCard(f"Hand {number}: {problem}, which the rules forbid.") from None
    values = tuple(HandValue(p.points, p.words) for p in plays)
    return [
        PartResult("jubilee", tuple(i for i, p in enumerate(plays) if p.points > 0), values,
                   ("scores", "score"), nobody="no play scores a jubilee", may_miss=True),
        PartResult("past a jubilee", tuple(i for i, p in enumerate(plays) if p.points < 0),
                   values, ("loses 5", "lose 5"), winning=False,
                   nobody="no play goes past one", may_miss=True),
    ]


def stacked(*hands: str, stock: str = "", seed: int = 0, **options: str) -> JubileeState:
    """A game whose first deal gives ``hands`` (seat 1's first, eight cards each), then a stock
    starting with ``stock`` in order and the rest of the deck after it. For examples and tests."""
    return JubileeState(stacked_table(VARIANT, hands, size=HAND_SIZE, then=stock, seed=seed,
                                     options=options))


def played_total(cards: Sequence[Card]) -> int:
    """The total after ``cards`` are all played (ignoring the rule against going below zero)."""
    return sum(value(card) for card in cards)


#: Tries at dealing a drill whose plays score exactly one jubilee or one pass, or one of each.
DRILL_TRIES = 200


def drill_plays(rng: SeededRandom, deck: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """The "Who wins?" drill's plays: 2 to 4 cards of ``deck``, one per "hand", played in order
    from 0, none taking the total below zero, and (if a few hundred tries find it) one play
    scoring a jubilee or going past one, and no part with two plays in it."""
    count = 2 + rng.below(3)
    plays: list[Card] = []
    for _ in range(DRILL_TRIES):
        taken: set[int] = set()
        total, plays = 0, []
        while len(plays) < count and len(taken) < len(deck):
            index = rng.below(len(deck))
            card = deck[index]
            if index in taken or total + value(card) < 0:
                continue
            taken.add(index)
            plays.append(card)
            total += value(card)
        points = [p.points for p in play_in_order(plays, 0, Settings())]
        scored, passed = sum(p > 0 for p in points), sum(p < 0 for p in points)
        if scored <= 1 and passed <= 1 and scored + passed:
            break
    return [(card,) for card in plays]


VARIANT = match_variant(
    __name__,
    id="jubilee",
    name="Jubilee",
    family="Jubilee",
    summary="A Czech counting game: play cards onto a running total, score for landing on a "
            "multiple of 25 and lose points for going past one.",
    tags=("odd-ranks", "no betting"),
    seats=(2, 7, 4),
    start_stack=0,
    deck=jubilee_deck,
    start=JubileeState,
    rules=RULES,
    options=OPTIONS,
    card_words=card_words,
    bots={"sensible": "JubileeBot"},
    showdown_parts=showdown_parts,
    showdown_cards=(1, 1),
    showdown_verdict=verdict,
    judge_help=JudgeHelp(
        text="Each hand is one card. The cards are played in order onto the running total you "
             "give with the hands: aces count 15, kings, queens and jacks 10, jokers 0, the others their "
             "number, and hearts count against the total, which may never drop below zero. The "
             "deck holds hearts ace to king once, spades ace to king twice, clubs ace to nine "
             "twice and four jokers. Each play shows the new total: bringing it to a multiple of "
             "25 scores a jubilee (10 points, 20 on a multiple of 100), and going past one, up or "
             "down, costs 5 points.",
        examples=("Ts", "Qs", "5c"), drill=drill_plays,
        drill_note=lambda options: f"The cards are played in this order onto a running total of "
                                   f"{options['total']}."),
    coach=COACH,
)

__all__ = ["FULL_DECK_TOTAL", "VARIANT", "JubileeState", "played_total", "showdown_parts",
           "stacked", "verdict"]

FAMILY_ENTRY = Family(VARIANT.family, (VARIANT,), order=11)

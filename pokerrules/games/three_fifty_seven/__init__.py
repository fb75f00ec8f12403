"""Three Fifty Seven (3-5-7): a match of turns of three rounds, three, five and seven cards with
the number of cards wild; declare in or out; alone in scores a point, and among several in the
lowest hand pays. The first to three points takes the pot.

The match is played on :mod:`pokerrules.table.match`; the rules are in
:mod:`~pokerrules.games.three_fifty_seven.state` (the flow) and
:mod:`~pokerrules.games.three_fifty_seven.rules` (rounds, rankings, house rules).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pokerrules.core.cards import Card, standard_deck
from pokerrules.core.errors import BadCard
from pokerrules.core.rng import SeededRandom
from pokerrules.games.three_fifty_seven.card import card_words
from pokerrules.games.three_fifty_seven.coach import COACH
from pokerrules.games.three_fifty_seven.rules import (
    OPTIONS,
    ROUND_BY_CARDS,
    ROUNDS,
    ranking_for,
)
from pokerrules.games.three_fifty_seven.state import ThreeFiftySevenState
from pokerrules.steps.family import Family
from pokerrules.table.declare import match_variant, stacked_table
from pokerrules.table.game import Variant
from pokerrules.table.judge_help import JudgeHelp, deal_hands
from pokerrules.table.showdown import PartResult, compare
from pokerrules.table.state import Bot
from pokerrules.table.teach.model import Lesson

RULES = """\
A match is played in turns. At the start of each turn every player antes into the pot, and the
deal passes to the left. A turn has three rounds: three cards each with threes wild, then two
more (five in all) with fives wild, then two more (seven in all) with sevens wild.

In each round the players declare in or out, starting at the dealer's left. Once someone is in,
the players after them declare, and then those before them, who were out, may change their
minds. If nobody is in, the round ends. If one player is in, that player scores a point. If
several are in, they (and only they) see each other's hands, and the lowest hand pays each of
the others the ante times the number of the turn; nobody scores.

The first player to reach three points at the end of a round takes the pot and wins the match.
A limit on turns (20 by default) ends a match that would go on: the pot goes to the most points.
"""

SHOWDOWN_SIZES = tuple(r.cards for r in ROUNDS)


def showdown_parts(options: Mapping[str, str]) -> list[tuple[str, Any]]:
    """The first round's ranking (the only one a house rule changes); the judge picks the round
    from the number of cards (:func:`verdict`)."""
    return [("best hand", ranking_for(0, options["three_cards"]))]


def verdict(options: Mapping[str, str], hands: list[tuple[Card, ...]]) -> list[PartResult]:
    """The best hand and the lowest (the one that pays) among hands of 3, 5 or 7 cards, all the
    same size: the size is the round, and its rank is wild."""
    sizes = {len(cards) for cards in hands}
    if len(sizes) != 1 or next(iter(sizes)) not in ROUND_BY_CARDS:
        raise BadCard("Give every hand the same number of cards, 3, 5 or 7: the number of cards "
                      "is the round (and the wild rank).")
    ranking = ranking_for(ROUND_BY_CARDS[sizes.pop()], options["three_cards"])
    (best,) = compare([("best hand", ranking)], hands)
    values = [v for v in best.values if v is not None]
    low = min(v.key for v in values)
    lowest = tuple(i for i, v in enumerate(best.values) if v is not None and v.key == low)
    # A hand alone in scores a point, and when every hand is equal nobody pays.
    nobody = ("nobody pays: a hand alone in scores a point" if len(hands) == 1 else
              "nobody pays: every hand is equal")
    if len(lowest) == len(hands):
        lowest = ()
    return [best, PartResult("lowest hand", lowest, best.values, ("pays", "pay"), nobody=nobody,
                             winning=False, may_miss=True, ranking=ranking)]


def stacked(*hands: str, stacks: Sequence[int] | None = None, seed: int = 0,
            **options: str) -> ThreeFiftySevenState:
    """A match whose first turn deals ``hands`` (seat 1's first; 3, 5 or 7 cards each, as
    many rounds as they cover), the rest of the first deck in order; later turns are shuffled
    from ``seed`` as usual. For examples and tests."""
    return ThreeFiftySevenState(stacked_table(VARIANT, hands, seed=seed, stacks=stacks,
                                                options=options))


def drill_round(rng: SeededRandom, deck: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """The "Who wins?" drill's hands: 2 to 4 of them, all of one round's size (3, 5 or 7
    cards), so that the round's rank is wild."""
    return deal_hands(rng, deck, SHOWDOWN_SIZES[rng.below(len(SHOWDOWN_SIZES))])


def _sensible_bot() -> Bot:
    """The sensible bot (its module is imported when one is first made)."""
    from pokerrules.games.three_fifty_seven.bots import DeclareBot

    return DeclareBot()


def _lessons() -> tuple[Lesson, ...]:
    """The game's lessons (their module is imported when they are first asked for)."""
    from pokerrules.games.three_fifty_seven.lessons import LESSONS

    return LESSONS


VARIANT = match_variant(
    id="three-fifty-seven",
    name="Three Fifty Seven",
    family="Three Fifty Seven",
    summary="Three, five, then seven cards, the number of cards wild: declare in or out; alone "
            "in scores a point, and the lowest hand among several pays.",
    tags=("no draw", "match", "wild"),
    seats=(2, 7, 4),
    start_stack=500,
    deck=standard_deck,
    start=ThreeFiftySevenState,
    rules=RULES,
    options=OPTIONS,
    card_words=card_words,
    bots={"sensible": _sensible_bot},
    lessons=_lessons,
    showdown_parts=showdown_parts,
    showdown_cards=(min(SHOWDOWN_SIZES), max(SHOWDOWN_SIZES)),
    showdown_verdict=verdict,
    judge_help=JudgeHelp(
        text="Every hand has 3, 5 or 7 cards, all the same number: that is the round, and its "
             "rank is wild (threes with three cards, fives with five, sevens with seven). Three "
             "cards make a three-card hand; with five or seven the best five count. The verdict "
             "names the best hand and the lowest, which pays each of the others; when every "
             "hand is equal, or one hand is alone in, nobody pays.",
        examples=("Ah Kd 9c", "3s 7h 7d"), drill=drill_round),
    coach=COACH,
)

__all__ = ["VARIANT", "ThreeFiftySevenState", "showdown_parts", "stacked", "verdict"]

def _cousin() -> Variant:
    """Three Five Seven, the variant database's cousin of this game (#342), played on this
    game's match with its own house rules (:mod:`.cousin`)."""
    from pokerrules.games.three_fifty_seven.cousin import VARIANT as COUSIN

    return COUSIN


FAMILY_ENTRY = Family(VARIANT.family, (VARIANT, _cousin()), order=10)

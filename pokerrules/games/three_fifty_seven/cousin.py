"""Three Five Seven (the database's #342): three, five, then seven cards, the number of cards
wild; everyone declares in or out at once; alone in, or the best hand among several, scores a
point, and each other hand in pays the best one as much as the pot holds. The first to three
points takes the pot.

A cousin of Three Fifty Seven, played on its match (:mod:`.cousin_state` subclasses its state)
and kept in its family package: that game has the lowest hand pay among several in, declares in
turn with second chances, and scores a point only for a player alone in.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pokerrules.core.cards import Card, standard_deck
from pokerrules.core.errors import BadCard
from pokerrules.games.three_fifty_seven.cousin_coach import COACH
from pokerrules.games.three_fifty_seven.cousin_state import ThreeFiveSevenState
from pokerrules.games.three_fifty_seven.rules import OPTIONS, ROUND_BY_CARDS, ranking_for
from pokerrules.table.card_words import CardWords
from pokerrules.table.declare import match_variant
from pokerrules.table.judge_help import JudgeHelp
from pokerrules.table.showdown import PartResult, compare
from pokerrules.table.state import Bot
from pokerrules.table.teach.model import Lesson

RULES = """\
A match is played in turns. At the start of each turn every player antes into the pot, and the
deal passes to the left. A turn has three rounds: three cards each with threes wild, then two
more (five in all) with fives wild, then two more (seven in all) with sevens wild.

In each round everyone chooses in or out at the same moment, in secret, and the choices are
shown together. A player alone in scores a point. When several are in, they (and only they) see
each other's hands: the best hand scores a point and each of the others pays it as much as the
pot holds. Tied best hands pay nothing and score nothing.

The first player to reach three points at the end of a round takes the pot and wins the match.
A limit on turns (20 by default) ends a match that would go on: the pot goes to the most points.
"""

_OWN = ("ante", "max_penalty", "three_cards", "turn_cap", "at_cap")
OWN_OPTIONS = tuple(o for o in OPTIONS if o.name in _OWN)


def showdown_parts(options: Mapping[str, str]) -> list[tuple[str, Any]]:
    """The first round's ranking; the judge picks the round from the number of cards."""
    return [("best hand", ranking_for(0, options["three_cards"]))]


def verdict(options: Mapping[str, str], hands: list[tuple[Card, ...]]) -> list[PartResult]:
    """The best hand among hands of 3, 5 or 7 cards, all the same size (the round's)."""
    sizes = {len(cards) for cards in hands}
    if len(sizes) != 1 or next(iter(sizes)) not in ROUND_BY_CARDS:
        raise BadCard("Give every hand the same number of cards, 3, 5 or 7: the number of cards "
                      "is the round (and the wild rank).")
    ranking = ranking_for(ROUND_BY_CARDS[sizes.pop()], options["three_cards"])
    return compare([("best hand", ranking)], hands)


def card_words(options: Mapping[str, str]) -> CardWords:
    cap = ("" if options["max_penalty"] == "off"
           else f", never more than {options['max_penalty']} times the ante")
    return CardWords(
        wild=("The cards of the round's rank are wild: threes with three cards, fives with five, "
              "sevens with seven."),
        betting=(f"Everyone antes {options['ante']} into the pot at the start of each turn. When "
                 f"several players are in, each hand but the best pays the best as much as the "
                 f"pot holds{cap}."),
        pot=("Alone in, or the best hand among several, scores a point; the first to three "
             "points at the end of a round takes the pot."),
        ties="Tied best hands pay nothing and score nothing.",
        dealt="Three cards each, then two more, then two more: seven in all.",
    )


def _sensible_bot() -> Bot:
    from pokerrules.games.three_fifty_seven.bots import DeclareBot

    return DeclareBot()


def _lessons() -> tuple[Lesson, ...]:
    from pokerrules.games.three_fifty_seven.cousin_lessons import LESSONS

    return LESSONS


VARIANT = match_variant(
    id="three-five-seven",
    name="Three Five Seven",
    family="Three Fifty Seven",
    summary="Three, five, then seven cards, the number of cards wild: everyone declares in or "
            "out at once; the best hand in scores a point and is paid the pot by the others in.",
    tags=("guts", "match", "wild"),
    seats=(2, 7, 4),
    start_stack=500,
    deck=standard_deck,
    start=ThreeFiveSevenState,
    rules=RULES,
    options=OWN_OPTIONS,
    card_words=card_words,
    bots={"sensible": _sensible_bot},
    lessons=_lessons,
    showdown_parts=showdown_parts,
    showdown_cards=(3, 7),
    showdown_verdict=verdict,
    judge_help=JudgeHelp(
        text="Every hand has 3, 5 or 7 cards, all the same number: that is the round, and its "
             "rank is wild (threes with three cards, fives with five, sevens with seven). Three "
             "cards make a three-card hand; with five or seven the best five count. The best "
             "hand scores a point and is paid by the others.",
        examples=("Ah Kd 9c", "3s 7h 7d")),
    coach=COACH,
)

__all__ = ["VARIANT", "ThreeFiveSevenState"]

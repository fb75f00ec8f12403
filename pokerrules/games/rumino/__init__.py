"""Rumino: an Italian rummy game for two to six players with two decks and four jokers. Melds
of three or four are kept in the hand; knock with seven deadwood or less, go gin with none; a
rumino (seven in sequence of one suit or seven of a kind) wins the whole game at once. Players
are out at 100 points (rebuys allowed) and the last one under 100 takes the pool.

The game is played on :mod:`pokerrules.table.match`; the flow is in
:mod:`~pokerrules.games.rumino.state` and the rules in :mod:`~pokerrules.games.rumino.rules`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pokerrules.core.cards import Card
from pokerrules.core.errors import BadCard
from pokerrules.core.rng import SeededRandom
from pokerrules.games.rumino.card import card_words
from pokerrules.games.rumino.coach import COACH
from pokerrules.games.rumino.rules import (
    HAND_SIZE,
    OPTIONS,
    Settings,
    best,
    best_discard,
    meld_rules,
    rumino,
    rumino_deck,
)
from pokerrules.games.rumino.state import RuminoState
from pokerrules.kits.rummy.drill import melded_hand, mixed
from pokerrules.rankings.base import HandValue
from pokerrules.steps.family import Family
from pokerrules.table.declare import match_variant, stacked_table
from pokerrules.table.judge_help import JudgeHelp
from pokerrules.table.showdown import PartResult

RULES = """\
Each player stakes into the pool. Seven cards are dealt to each player from two decks with four
jokers (108 cards); the next card turned up is the upcard, and the rest is the stock.

On your turn, draw the upcard or the top of the stock, then discard. Melds are three or four of
a kind, or three or four in sequence of one suit (aces low); jokers are wild. Melds stay hidden
in the hand. Deadwood, the cards in no meld, counts ace 1, jack, queen, king and joker 10, and
the others their number.

At the start of your turn, before drawing, you may knock with 7 deadwood or less: everyone shows
their hand and adds their deadwood to their score. With no deadwood you go gin instead, and
score -10. Seven in sequence of one suit or seven of a kind (jokers allowed) is a rumino: it
wins the game and the pool at once. A discard that completes one for another player is claimed
for them at once, out of turn (the first such player from the discarder's left); nobody is asked.

A player is out at 100 points, unless they rebuy (the stake, doubling each time), which starts
them again at the highest score under 100; with only two players left there are no rebuys. The
last player under 100 takes the pool.
"""


def showdown_parts(options: Mapping[str, str]) -> list[tuple[str, Any]]:
    """The meld rules a judged hand depends on (the judge arranges the hands in :func:`verdict`)."""
    return [("lowest deadwood", meld_rules(Settings.from_options(options).identical))]


def judged(cards: Sequence[Card], identical: bool) -> HandValue:
    """A hand of 7 cards as it stands, or of 8 after its best discard; a rumino beats all."""
    meld = rumino(cards, identical)
    if meld is not None:
        return HandValue((1, 0), f"a rumino, {meld.text()}", tuple(meld.cards))
    if len(cards) > HAND_SIZE:
        card, arrangement = best_discard(cards, identical)
        text = f"discarding {card.short}: {arrangement.text()}"
    else:
        arrangement = best(cards, identical)
        text = arrangement.text()
    return HandValue((0, -arrangement.points), f"{arrangement.points} deadwood ({text})")


def verdict(options: Mapping[str, str], hands: list[tuple[Card, ...]]) -> list[PartResult]:
    """The hands with the least deadwood (a rumino wins outright)."""
    identical = Settings.from_options(options).identical
    if any(len(cards) not in (HAND_SIZE, HAND_SIZE + 1) for cards in hands):
        raise BadCard("Give every hand 7 cards (a hand at rest) or 8 (just after a draw).")
    values = tuple(judged(cards, identical) for cards in hands)
    top = max(v.key for v in values)
    return [PartResult("lowest deadwood", tuple(i for i, v in enumerate(values) if v.key == top),
                       values)]


def drill_hands(rng: SeededRandom, deck: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """The "Who wins?" drill's hands: 2 to 4 hands of seven cards from ``deck``, each holding
    none, one or two melds of three, so that the least deadwood turns on the melds."""
    pool, rules = list(deck), meld_rules()
    return [mixed(rng, melded_hand(rng, pool, rules, HAND_SIZE, rng.below(3)))
            for _ in range(2 + rng.below(3))]


def stacked(*hands: str, upcard: str = "", stock: str = "", seed: int = 0,
            stacks: Sequence[int] | None = None, **options: str) -> RuminoState:
    """A game whose first deal gives ``hands`` (seat 1's first, seven cards each; seat 1 plays
    first), then ``upcard`` and a stock starting with ``stock``, the rest of the deck after it.
    For examples and tests."""
    return RuminoState(stacked_table(VARIANT, hands, size=HAND_SIZE, then=f"{upcard} {stock}", seed=seed,
                                     stacks=stacks, options=options))


VARIANT = match_variant(
    __name__,
    id="rumino",
    name="Rumino",
    family="Rumino",
    summary="An Italian rummy game with two decks and jokers: knock with little deadwood, keep "
            "under 100 points, and a rumino of seven wins at once.",
    tags=("rummy", "match", "wild", "two decks"),
    seats=(2, 6, 4),
    start_stack=200,
    deck=rumino_deck,
    start=RuminoState,
    rules=RULES,
    options=OPTIONS,
    card_words=card_words,
    bots={"sensible": "RuminoBot"},
    showdown_parts=showdown_parts,
    showdown_cards=(HAND_SIZE, HAND_SIZE + 1),
    showdown_verdict=verdict,
    judge_help=JudgeHelp(
        text="A hand has 7 cards (at rest) or 8 (just after a draw, before the discard). Melds are "
             "three or four of a kind, or three or four in sequence of one suit (aces low); "
             "jokers are wild. The hand with the least deadwood wins: cards in no meld count ace "
             "1, jack, queen, king and joker 10, the others their number. Seven in sequence of "
             "one suit or seven of a kind is a rumino, which wins outright.",
        examples=("7h 8h 9h Kc Ks Kd 2c", "As 2s 3s Jk 9d 9c 5h"),
        drill=drill_hands),
    coach=COACH,
)

__all__ = ["VARIANT", "RuminoState", "showdown_parts", "stacked", "verdict"]

FAMILY_ENTRY = Family(VARIANT.family, (VARIANT,), order=14)

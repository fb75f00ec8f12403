"""Twenty-Five, the Irish trick-taking game: five cards each, trumps turned up, the ace of trumps
may rob the turned-up card, five points a trick, and the first side to 25 points wins at once.

The match is played on :mod:`pokerrules.table.match`; the flow is in
:mod:`~pokerrules.games.twenty_five.state`, the order of the cards and what may be played in
:mod:`~pokerrules.games.twenty_five.rules`, the bot in :mod:`~pokerrules.games.twenty_five.bots`.

The judge judges one trick: each "hand" is one player's play, in the order played: the card
played first, then (optionally) the other cards that player held, so that the judge can say
whether the play was legal. The judge-only option ``trump`` names the trump suit.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pokerrules.core.cards import Card, standard_deck
from pokerrules.core.errors import BadCard
from pokerrules.core.rng import SeededRandom
from pokerrules.games.twenty_five.card import card_words
from pokerrules.games.twenty_five.coach import COACH
from pokerrules.games.twenty_five.rules import OPTIONS, SUIT_WORDS, Trumps, why_illegal
from pokerrules.games.twenty_five.state import HAND, TwentyFiveState
from pokerrules.rankings.base import HandValue
from pokerrules.steps.family import Family
from pokerrules.table.declare import match_variant, stacked_table
from pokerrules.table.judge_help import JudgeHelp
from pokerrules.table.showdown import PartResult

RULES = """\
Three to nine players, each alone or in teams. Each deal, everyone gets five cards and the next
card is turned up: its suit is trumps, and the rest of the deck is set aside. The player holding
the ace of trumps may rob the turned-up card: take it and discard a card face down, before the
first lead. (When the turned-up card is itself an ace, the dealer may rob it.)

The player to the dealer's left leads. Follow suit or play a trump; if you cannot follow, play
anything. When a trump is led you must play a trump, but the 5, the jack of trumps and the A♥
(always a trump) never have to be played to it. The highest trump wins the trick, or the
highest card of the suit led. Each trick is worth five points, and the winner leads next.

Trumps rank 5, jack, A♥, ace, king, queen, then the rest highest-first in red and lowest-first
in black. Other suits: king, queen, jack, then in red 10 down to 2 (the A♦ last) and in black
ace, 2 up to 10. The first player or team to 25 points wins, even in the middle of a deal;
otherwise the deal passes left.
"""

MAX_TRICK = 9


def showdown_parts(options: Mapping[str, str]) -> list[tuple[str, Any]]:
    """What decides a trick: the trump suit and the rule for keeping back top trumps."""
    return [("trick", (Trumps(options["trump"]), options["reneging"]))]


def verdict(options: Mapping[str, str], hands: list[tuple[Card, ...]]) -> list[PartResult]:
    """Who wins the trick whose cards are the first card of each hand, in order; the other
    cards of a hand are what that player still held, and make the judge check the play."""
    if len(hands) > MAX_TRICK:
        raise BadCard(f"A trick has at most {MAX_TRICK} cards, one for each player.")
    trumps = Trumps(options["trump"])
    trick = [cards[0] for cards in hands]
    place = trumps.winner(trick)
    led = trumps.suit_of(trick[0])

    def label(i: int, card: Card) -> str:
        if trumps.is_trump(card):
            return f"{card.short}, a trump"
        return f"{card.short}, following suit" if card.suit == led else f"{card.short}, off suit"

    values = tuple(HandValue(trumps.strength(c), label(i, c), (c,)) for i, c in enumerate(trick))
    results = [PartResult("trick", (place,), values, may_share=False)]  # one card wins a trick
    problems = [why_illegal(trumps, cards[0], cards[1:], trick[:i], options["reneging"])
                if i else None for i, cards in enumerate(hands)]
    if any(len(cards) > 1 for cards in hands):
        wrong = tuple(i for i, why in enumerate(problems) if why)
        if wrong:
            marks = tuple(HandValue(0, f"{trick[i].short}, a legal play" if why is None
                                    else f"{trick[i].short}: {why}") for i, why in enumerate(problems))
            results.append(PartResult("not a legal play", wrong, marks,
                                      ("breaks the rules", "break the rules"), winning=False))
        else:
            marks = tuple(HandValue(0, "a legal card") for _ in hands)
            results.append(PartResult("legal plays", tuple(range(len(hands))), marks,
                                      ("plays", "play"), winning=False))
    return results


def stacked(*hands: str, up: str, seed: int = 0, **options: str) -> TwentyFiveState:
    """A match whose first deal gives ``hands`` (five cards each, seat 1's first; seat 1 leads)
    and turns up ``up``; the rest of the first deck in order, later deals shuffled from
    ``seed``. For examples and tests."""
    return TwentyFiveState(stacked_table(VARIANT, hands, size=HAND, then=up, seed=seed, options=options))


def drill_trick(rng: SeededRandom, deck: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """The "Who wins?" drill's trick: 3 or 4 cards (a trick has one card per player, and the
    game seats at least three), each "hand" the card one player played, in order."""
    return [(card,) for card in deck[:3 + rng.below(2)]]


VARIANT = match_variant(
    __name__,
    id="twenty-five",
    name="Twenty-Five",
    family="Twenty-Five",
    summary="Ireland's trick game: five cards, the 5 of trumps highest, the ace of trumps robs "
            "the turned-up card, five points a trick and first to 25 wins.",
    tags=("match", "odd-ranks", "tricks", "no betting", "partnership"),
    seats=(3, 9, 4),
    start_stack=0,
    deck=standard_deck,
    start=TwentyFiveState,
    rules=RULES,
    options=OPTIONS,
    card_words=card_words,
    bots={"sensible": "TrickBot"},
    showdown_parts=showdown_parts,
    showdown_cards=(1, HAND),
    showdown_verdict=verdict,
    judge_help=JudgeHelp(
        text="Each hand is one player's play to a trick, in order from the player who led: type "
             "the card played first, then, if you like, the cards that player still holds, and "
             "the judge checks that the play was legal. Choose the trump suit under Trumps. Trumps rank "
             "5, jack, A\u2665, ace, king, queen, then the rest; a trump beats every other card, "
             "and otherwise the highest card of the suit led wins.",
        examples=("Kd", "5d Ah", "2s"), drill=drill_trick,
        drill_note=lambda options: f"{SUIT_WORDS[options['trump']].capitalize()} are trumps. "
                                   "The cards are one trick, in the order they were played."),
    coach=COACH,
)

__all__ = ["VARIANT", "TwentyFiveState", "showdown_parts", "stacked", "verdict"]

FAMILY_ENTRY = Family(VARIANT.family, (VARIANT,), order=12)

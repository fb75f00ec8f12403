"""Lessons for Three Card Poker (``LESSONS``): the ante and Pair Plus, playing or folding against
the dealer, the dealer qualifying with queen high, and the ante bonus. The lessons are
imported by the game's declaration when they are first asked for."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerrules.core.cards import parse
from pokerrules.games.three_card_poker.pay import Paytables, settle
from pokerrules.table.teach.asks import Computed, Decoy
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

if TYPE_CHECKING:
    from pokerrules.table.state import State

#: What happens to the ante and the play bet, by the settlement's outcome.
OUTCOME_WORDS = {
    "dealer does not qualify": "The ante wins and the play bet comes back",
    "win": "The ante and the play bet both win",
    "lose": "The ante and the play bet both lose",
    "tie": "The ante and the play bet both come back",
}


def _shown(state: State, seat: int, name: str) -> str:
    """The cards of the hand called ``name`` in ``seat``'s view, refusing any it cannot see."""
    hand = next(h for h in state.view(seat)["hands"]
                if (h["seat"] == seat if name == "You" else h["name"] == name))
    codes = [card["code"] for card in hand["cards"]]
    if not codes or "??" in codes:
        raise ValueError("the question needs both hands face up")
    return " ".join(codes)


def ante_and_play(state: State, seat: int) -> str:
    """What the learner's ante and play bet do against the dealer, once both hands are shown."""
    pays = Paytables.from_options(state.table.options)
    result = settle(parse(_shown(state, seat, "You")), parse(_shown(state, seat, "Dealer")),
                    ante=1, pair_plus=0, played=True, pays=pays)
    return OUTCOME_WORDS[result.outcome]


def hand_result(state: State, seat: int) -> str:
    """The table's own summary of the learner's whole hand ("You win 20.")."""
    result = state.view(seat)["result"]
    if result is None:
        raise ValueError("the hand is not over")
    return str(result["summary"])


# You get Q♠ 6♦ 4♣; the dealer J♥ 9♠ 2♦ (jack high: it does not qualify).
_WEAK_DEALER = "Qs 6d 4c Jh 9s 2d"
# You get 4♥ 5♠ 6♦, a straight; the dealer three nines.
_STRAIGHT = "4h 5s 6d 9c 9d 9h"
_BETS = ("ante 10", "pair_plus 5")

AGAINST_THE_DEALER = Lesson(
    id="against-the-dealer",
    title="Your hand against the dealer's",
    seats=1,
    steps=(
        MoveStep(
            goal="Put out an ante of 10 chips to join the hand.",
            situation=Situation(_WEAK_DEALER),
            accept=("ante 10",),
            hint="Set the amount to 10 and ante.",
            explain="The ante is your stake against the dealer. Your cards come after every bet "
                    "is down.",
        ),
        MoveStep(
            goal="Bet 5 on Pair Plus, the side bet on your own three cards.",
            situation=Situation(_WEAK_DEALER, moves=_BETS[:1]),
            accept=("pair_plus 5",),
            wrong=(Wrong("pair_plus 0", "With no Pair Plus bet, a pair or better in your cards "
                                        "would earn nothing extra."),),
            hint="Pair Plus pays on a pair or better, whatever the dealer holds.",
            explain="Pair Plus has nothing to do with the dealer: it pays at fixed odds on a pair "
                    "or better, and loses on anything less.",
        ),
        MoveStep(
            goal="You hold queen-six-four, the weakest hand worth playing. Play: raise 10 more.",
            situation=Situation(_WEAK_DEALER, moves=_BETS),
            accept=("play",),
            wrong=(Wrong("fold", "Folding gives up the ante and the Pair Plus bet at once. From "
                                 "queen-six-four up, playing loses less in the long run than "
                                 "folding."),),
            hint="The play bet always equals your ante; folding loses the ante for sure.",
            explain="You play. Now the dealer's cards are turned over.",
        ),
        QuestionStep(
            goal="See whether the dealer qualifies.",
            situation=Situation(_WEAK_DEALER, moves=(*_BETS, "play")),
            question="The dealer shows J♥ 9♠ 2♦. What happens to your ante and your play bet?",
            ask=Computed(ante_and_play, decoys=(
                Decoy("The ante and the play bet both win",
                      "A dealer who does not qualify pays the ante only; the play bet comes back."),
                Decoy("The ante and the play bet both lose",
                      "Jack high does not qualify, so your hand is not even compared."),
                Decoy("The ante and the play bet both come back",
                      "Both come back on a tie; a dealer who does not qualify pays your ante."),
            ), hides=("result",)),
            hint="The dealer needs queen high or better to qualify.",
            explain="Jack high does not qualify: your ante wins even money and the play bet comes "
                    "back, even though the dealer's cards are higher than yours.",
        ),
        MoveStep(
            goal="You hold 4♥ 5♠ 6♦, a straight. Play it.",
            situation=Situation(_STRAIGHT, moves=_BETS),
            accept=("play",),
            wrong=(Wrong("fold", "Folding a straight throws away the ante bonus, which pays on "
                                 "a straight or better even when the dealer wins."),),
            hint="A straight is near the top of three-card hands.",
            explain="With three cards, a straight beats a flush. It earns the ante bonus and pays "
                    "Pair Plus too.",
        ),
        QuestionStep(
            goal="Add up the hand.",
            situation=Situation(_STRAIGHT, moves=(*_BETS, "play")),
            question="The dealer's three nines beat your straight. What is your result in all?",
            ask=Computed(hand_result, decoys=(
                Decoy("You lose 20.",
                      "Ante and play lose 20, but the ante bonus wins 10 and Pair Plus 30."),
                Decoy("You lose 10.",
                      "Pair Plus pays 6 to 1 on a straight, 30, and the ante bonus 10: you are 20 up."),
                Decoy("You win 30.",
                      "30 is Pair Plus alone; ante and play lose 20 and the ante bonus wins 10."),
            ), hides=("result",)),
            hint="Ante and play lose 10 each; the ante bonus pays 1 to 1 and Pair Plus 6 to 1 on "
                 "a straight.",
            explain="You lose 20 on the ante and play bets, but win 10 on the ante bonus and 30 on "
                    "Pair Plus: 20 up in all.",
        ),
    ),
)

def _merged() -> tuple[Lesson, ...]:
    from pokerrules.games.three_card_poker.lessons_fold import FOLDING

    return (AGAINST_THE_DEALER, FOLDING)


LESSONS: tuple[Lesson, ...] = _merged()

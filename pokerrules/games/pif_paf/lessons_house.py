"""Pif Paf's lesson on the house rules of Cacheta (merged into ``LESSONS`` of
:mod:`pokerrules.games.pif_paf.lessons`): the curinga turned up after the deal, wild in
sequences only, and a match by seven lives in which going out with all ten cards costs two.

Three players, seat 3 deals, so you play first; a match by lives has no betting. The first card
of the stock is the one turned up. The other hands are those of the game's other lessons.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerrules.games.pif_paf.rules import HAND
from pokerrules.table.teach.asks import Computed, Decoy
from pokerrules.table.teach.kit import dealt
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

if TYPE_CHECKING:
    from pokerrules.table.state import State

_OTHERS = ("3h 4h 9c 9d 9s Kc Kh 8c 6s", "5d 8d Jh Qh 2c 4s 6d Tc Ac")
# You: A-2-3 of spades, three 7s, J♦ Q♦ and 5♣; 5♥ is turned up, and you draw the curinga 6♥.
_CURINGA = dealt(("As 2s 3s 7h 7d 7c Jd Qd 5c", *_OTHERS), HAND, "5h 6h")
# You: A-2-3 of spades, three 7s and J♦ Q♦ K♦; you draw 10♦: all ten cards are in melds.
_ALL_TEN = dealt(("As 2s 3s 7h 7d 7c Jd Qd Kd", *_OTHERS), HAND, "5h Td")


def curinga(state: State, seat: int) -> str:
    """The deal's curinga, as the table shows it."""
    wild = getattr(state, "melds").wild  # noqa: B009 - any state of this game has its melds
    return wild.short if wild is not None else "None"


def lives_after_all_ten(state: State, seat: int) -> str:
    """How many lives seat 2 would have left after a ten-card batida (everyone's lives are on
    the table, and the house rules say what it costs)."""
    cost = 2 if getattr(state, "rules").ten_cards else 1  # noqa: B009
    return str(getattr(state, "lives")[1] - cost)  # noqa: B009


HOUSE_RULES = Lesson(
    id="curinga-and-lives",
    title="Cacheta's house rules: the curinga and lives",
    seats=3,
    options={"curinga": "above-turned", "lives": "7", "ten_cards": "two-lives"},
    steps=(
        QuestionStep(
            goal="After the deal, a card is turned up: here the 5♥. It sets the wild card, the "
                 "curinga.",
            situation=Situation(_CURINGA),
            question="Which card is the curinga?",
            ask=Computed(curinga, decoys=(
                Decoy("5♥", "The card turned up is not wild itself: the curinga is the card "
                            "above it."),
                Decoy("4♥", "The curinga is one rank above the card turned up, not below."),
                Decoy("6♦", "The curinga keeps the suit of the card turned up: hearts."),
            ), source="view"),
            hint="Count one rank up from the card turned up, in the same suit.",
            explain="The curinga is the 6♥: both copies of it in the two decks. It can stand "
                    "for any card in a sequence, but never in a group of a kind.",
        ),
        MoveStep(
            goal="You drew the 6♥, the curinga. With J♦ Q♦ it makes a sequence: go out.",
            situation=Situation(_CURINGA, moves=("draw",)),
            accept=("out 5c",),
            wrong=(Wrong("discard 6h", "The curinga can stand for the 10♦ or the K♦ next to "
                                       "your J♦ Q♦: throwing it away gives up going out."),
                   Wrong("discard 5c", "Your other nine cards are all in melds with the curinga: "
                                       "go out instead of only discarding.")),
            hint="J♦ Q♦ and the curinga are a sequence; the 5♣ is the card left over.",
            explain="You go out, and in a match by lives each other player loses a life. The "
                    "curinga helps only in sequences: with 9♣ 9♦ it would be no group.",
        ),
        QuestionStep(
            goal="A new hand: everyone has 7 lives. You drew the 10♦, and all ten of your cards "
                 "are in melds.",
            situation=Situation(_ALL_TEN, moves=("draw",)),
            question="If you go out with all ten cards, how many lives will seat 2 have left?",
            ask=Computed(lives_after_all_ten, decoys=(
                Decoy("6", "Going out with all ten cards costs two lives, not one."),
                Decoy("7", "Every other player loses lives when you go out."),
                Decoy("3", "Each other player loses two lives, not four."),
            ), source="view"),
            hint="Seven lives, less two for a ten-card batida.",
            explain="Seat 2 would have 5 lives left. A player with no lives left leaves the "
                    "match, and the last player left takes the stakes.",
        ),
        MoveStep(
            goal="Go out with all ten cards, without a discard.",
            situation=Situation(_ALL_TEN, moves=("draw",)),
            accept=("out-ten",),
            wrong=(Wrong("out Td", "Going out with a discard costs the others one life each; "
                                   "showing all ten cards costs them two."),),
            hint="10♦ J♦ Q♦ K♦ is a sequence of four: no card is left over.",
            explain="A batida with all ten cards, without a discard, costs every other player "
                    "two lives under this house rule.",
        ),
    ),
)

"""Lessons for Open Hand Kenosha (``LESSONS``), imported by the game's declaration when they are
first asked for."""

from __future__ import annotations

from pokerrules.table.teach.asks import WhoWins
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

# Two seats; you sit left of the dealer (seat 2), so you open every round and speak first. You
# get A♥ 4♣ down, seat 2 5♣ 6♣; face up, you then seat 2: K♣ 9♠, 2♦ 9♦, A♦ 8♦, K♦ 3♥.
_DECK = "Ah 5c 4c 6c Kc 9s 2d 9d Ad 8d Kd 3h"
_TWO_UP = ("check", "check") * 2
_FOUR_UP = (*_TWO_UP, "deal-on", "deal-on", "check", "check", "deal-on", "deal-on", "check",
            "check")

CALL_IT = Lesson(
    id="call-it",
    title="Deal on, or call it",
    seats=2,
    basics=("poker-hands", "betting-round"),
    steps=(
        MoveStep(
            goal="Seat 2 shows a pair of nines; you have only ace-king high. Let the dealing go "
                 "on.",
            situation=Situation(_DECK, moves=_TWO_UP),
            accept=("deal-on",),
            wrong=(Wrong("call-it", "Calling it stops the cards now: after one last round of "
                                    "betting your ace-king high would meet a pair of nines."),),
            hint="Call it only when you believe your hand is the best one now.",
            explain="Seat 2 lets it go on too, so everyone gets another face-up card and a "
                    "round of betting.",
        ),
        MoveStep(
            goal="The A♦ and K♦ gave you two pair, aces and kings, against seat 2's nines "
                 "showing. Call it.",
            situation=Situation(_DECK, moves=_FOUR_UP),
            accept=("call-it",),
            wrong=(Wrong("deal-on", "Each card you let come gives seat 2 another chance to "
                                    "pass your two pair."),),
            hint="The first player to call it stops the dealing for everyone.",
            explain="No more cards come. One last round of betting follows, then the showdown.",
        ),
        MoveStep(
            goal="Play the last round of betting: bet your two pair.",
            situation=Situation(_DECK, moves=(*_FOUR_UP, "call-it")),
            accept=("bet",),
            wrong=(Wrong("check", "Checking lets seat 2 reach the showdown for nothing "
                                  "more, while your two pair beats the nines it shows."),),
            hint="Here the player on the dealer's left opens every round of betting.",
            explain="Seat 2 calls, and the hands are shown: two hidden cards each, the rest "
                    "face up.",
        ),
        QuestionStep(
            goal="Judge the showdown.",
            situation=Situation(_DECK, moves=(*_FOUR_UP, "call-it", "bet", "call")),
            question="Who wins the pot?",
            ask=WhoWins("high"),
            hint="The best five of each player's six cards play.",
            explain="Your aces and kings beat seat 2's nines: calling it while you were ahead "
                    "stopped seat 2 from getting more cards.",
        ),
    ),
)

LESSONS: tuple[Lesson, ...] = (CALL_IT,)

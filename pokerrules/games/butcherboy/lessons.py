"""Lessons for Butcherboy (``LESSONS``), imported by the game's declaration when they are first
asked for."""

from __future__ import annotations

from pokerrules.table.teach.asks import Decoy, WhoWins, YourHand
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

# Two seats; the dealing starts with you, left of the dealer (seat 2). Face up in turn: 7♣ to
# you, K♦ to seat 2, 3♥ to you, then 7♦ (a match: yours); after the betting 9♠ to seat 2 and 7♥
# (a match again: yours); after the next betting 2♣ to you, 5♦ to seat 2 and 7♠.
_DECK = "7c Kd 3h 7d 9s 7h 2c 5d 7s"
_THREE = ("bet", "call")
_RAISED = (*_THREE, "bet", "raise")

MATCHES_GO_TO_THEIR_RANK = Lesson(
    id="matching-cards-move",
    title="A matching card goes to its rank",
    seats=2,
    basics=("poker-hands", "betting-round"),
    steps=(
        MoveStep(
            goal="The 7♦ came up in seat 2's turn, but it matches your 7♣, so it came to you. "
                 "Bet your two sevens.",
            situation=Situation(_DECK),
            accept=("bet",),
            wrong=(Wrong("check", "Checking is allowed, but your pair of sevens beats seat 2's "
                                  "lone king, and every card is face up."),),
            hint="Each match stops the dealing for a round of betting, opened by the best hand "
                 "showing.",
            explain="Seat 2 calls. The dealing goes on with seat 2, who missed out on the 7♦.",
        ),
        QuestionStep(
            goal="Follow the sevens.",
            situation=Situation(_DECK, moves=_THREE),
            question="The 7♥ came up in your own turn. What is your hand now?",
            ask=YourHand(decoys=(
                Decoy("Pair of sevens, three kicker",
                      "The 7♥ joined your two sevens: that makes three of them."),
                Decoy("Seven-three high",
                      "Your sevens pair up: three of them make three of a kind."),
                Decoy("Four of a kind, sevens",
                      "You hold three sevens; the fourth has not come out yet."),
            )),
            hint="A card of a rank you hold always comes to you, even in your own turn.",
            explain="Three sevens. Nobody else can ever hold a seven: each one that comes out "
                    "is yours.",
        ),
        MoveStep(
            goal="Seat 2 raises. One seven is left, and it can only come to you. Stay in: call "
                 "or raise.",
            situation=Situation(_DECK, moves=_RAISED),
            accept=("call", "raise"),
            wrong=(Wrong("fold", "Folding gives up the one hand at the table that is sure to "
                                 "become four of a kind if nobody else makes one first."),),
            hint="In this game the first four of a kind takes the pot at once.",
            explain="The dealing goes on: 2♣ to you, 5♦ to seat 2, and then the 7♠ comes.",
        ),
        QuestionStep(
            goal="See how the hand ends.",
            situation=Situation(_DECK, moves=(*_RAISED, "call")),
            question="The 7♠ came out. Who wins the pot?",
            ask=WhoWins("high"),
            hint="Does anyone now hold four cards of one rank?",
            explain="Your four sevens take the pot at once, with no more betting: four of a "
                    "kind beats every other hand here, even a straight flush.",
        ),
    ),
)

LESSONS: tuple[Lesson, ...] = (MATCHES_GO_TO_THEIR_RANK,)

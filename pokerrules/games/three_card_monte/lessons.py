"""Lessons for Three Card Monte (``LESSONS``), imported by the game's declaration when they are
first asked for."""

from __future__ import annotations

from pokerrules.table.teach.asks import Decoy, WhoWins, YourHand
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

# Two seats; you sit left of the dealer (seat 2). Q♥ down to you and 4♣ to seat 2; face up, Q♦
# to you and 9♠ to seat 2, then 2♣ and 9♦.
_DECK = "Qh 4c Qd 9s 2c 9d"
_NINES_BET = ("check", "check", "bet", "call", "bet")

PAIRS = Lesson(
    id="three-card-stud",
    title="Three cards, one hidden",
    seats=2,
    basics=("poker-hands", "betting-round"),
    steps=(
        MoveStep(
            goal="The Q♦ pairs the queen in the hole, and it is the best card showing, so you "
                 "open. Bet.",
            situation=Situation(_DECK, moves=("check", "check")),
            accept=("bet",),
            wrong=(Wrong("check", "Checking is allowed, but a pair is already a good hand "
                                  "when a hand is only three cards."),),
            hint="After the first round, the best hand showing opens.",
            explain="Seat 2 calls. The last cards come face up: 2♣ for you and 9♦ for seat 2.",
        ),
        QuestionStep(
            goal="Seat 2 now shows a pair of nines, opens and bets.",
            situation=Situation(_DECK, moves=_NINES_BET),
            question="You hold Q♥ Q♦ 2♣. What is your hand?",
            ask=YourHand(decoys=(
                Decoy("Queen high", "Your two queens make a pair."),
                Decoy("Two pair, queens and twos", "A three-card hand cannot hold two pairs: "
                                                   "you have one two."),
                Decoy("Three of a kind, queens", "You hold two queens, not three."),
            )),
            hint="A hand is only three cards.",
            explain="A pair of queens, with the two as the third card.",
        ),
        MoveStep(
            goal="Your hidden queen makes your pair better than the nines seat 2 shows. Call.",
            situation=Situation(_DECK, moves=_NINES_BET),
            accept=("call", "raise"),
            wrong=(Wrong("fold", "Queens beat nines; only a nine in the hole, three of a kind, "
                                 "would beat you."),),
            hint="Seat 2 cannot see your queen in the hole.",
            explain="The hands are shown.",
        ),
        QuestionStep(
            goal="Judge the showdown.",
            situation=Situation(_DECK, moves=(*_NINES_BET, "call")),
            question="Who wins the pot?",
            ask=WhoWins("high"),
            hint="Compare the pairs first.",
            explain="Your pair of queens beats seat 2's pair of nines: its hole card was only a "
                    "four.",
        ),
    ),
)

LESSONS: tuple[Lesson, ...] = (PAIRS,)

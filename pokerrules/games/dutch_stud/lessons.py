"""Lessons for Dutch Stud (``LESSONS``), imported by the game's declaration when they are first
asked for."""

from __future__ import annotations

from pokerrules.table.teach.asks import WhoWins
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

# Three seats; you sit left of the dealer (seat 3). Face up: 7♣ to you, K♦ to seat 2, A♣ to
# seat 3. Then the dealer turns 9♠ (burned) and 7♦ (yours), later K♥ (seat 2's), 2♣ (burned)
# and 7♥, and last 7♠, your fourth seven.
_DECK = "7c Kd Ac 9s 7d Kh 2c 7h 7s"
_KINGS_BET = ("bet", "call", "call", "bet", "call")

RACE = Lesson(
    id="race-to-four",
    title="The race to four of a kind",
    seats=3,
    basics=("poker-hands", "betting-round"),
    steps=(
        MoveStep(
            goal="The 7♦ matched your seven: you hold the only pair showing, so you open. Bet.",
            situation=Situation(_DECK),
            accept=("bet",),
            wrong=(Wrong("check", "Checking is allowed, but your pair is the best high hand "
                                  "on the table: make the others pay to stay in the race."),),
            hint="Every card you get from now on is another seven: two more make four.",
            explain="Both others call. The dealer turns on, and the K♥ gives seat 2 a pair of "
                    "kings.",
        ),
        QuestionStep(
            goal="Seat 2's kings bet and seat 3 calls. Look at the low half first.",
            situation=Situation(_DECK, moves=_KINGS_BET),
            question="Who holds the best low hand now?",
            ask=WhoWins("low"),
            hint="For low, fewer cards are better, and aces count as ones.",
            explain="Seat 3's lone ace: one card beats any pair for low, and an ace is the "
                    "lowest card.",
        ),
        MoveStep(
            goal="Your pair of sevens trails the kings for high, but both pairs need two more "
                 "cards. Call.",
            situation=Situation(_DECK, moves=_KINGS_BET),
            accept=("call", "raise"),
            wrong=(Wrong("fold", "Two sevens and two kings are equally far from four of a "
                                 "kind: the next seven or king turned decides the race."),),
            hint="Only the next cards of your rank or theirs change the race.",
            explain="The dealer burns the 2♣ and turns the 7♥: three sevens for you.",
        ),
        QuestionStep(
            goal="Everyone checks, and the 7♠ completes your four sevens: the dealing stops.",
            situation=Situation(_DECK, moves=(*_KINGS_BET, "call", "check", "check", "check")),
            question="Who wins the low half of the pot?",
            ask=WhoWins("low"),
            hint="Four of a kind takes the high half; the low half is judged on its own.",
            explain="Seat 3's single ace is the lowest hand, so it takes the low half without "
                    "ever getting a second card.",
        ),
    ),
)

LESSONS: tuple[Lesson, ...] = (RACE,)

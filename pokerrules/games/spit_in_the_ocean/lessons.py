"""Lessons for Spit in the Ocean (``LESSONS``), imported by the game's declaration when they are
first asked for."""

from __future__ import annotations

from pokerrules.table.teach.asks import Decoy, YourHand
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

# Two seats; you sit left of the dealer (seat 2) and speak first. You get 9♥ 9♣ K♠ 2♦, seat 2
# J♣ J♦ 4♥ 6♠; the card in the middle is the 7♦, so sevens are wild. Your new cards: 7♠ 3♣.
_DECK = "9h Jc 9c Jd Ks 4h 2d 6s 7d 7s 3c"

# The second deal: you get 2♥ 6♥ 9♥ J♥, seat 2 Q♣ Q♦ 3♠ 4♣; the card in the middle is the K♥.
_PAT_DECK = "2h Qc 6h Qd 9h 3s Jh 4c Kh"

THE_SPIT = Lesson(
    id="the-spit",
    title="The card in the middle",
    seats=2,
    basics=("poker-hands", "betting-round"),
    steps=(
        MoveStep(
            goal="The 7♦ in the middle is in every hand and makes every seven wild: with your "
                 "two nines it makes three nines. Bet.",
            situation=Situation(_DECK),
            accept=("bet",),
            wrong=(Wrong("check", "Three of a kind is strong here: make seat 2 pay to draw."),),
            hint="The card in the middle counts as a fifth card in every hand.",
            explain="Seat 2 calls. Now each player may replace up to three cards.",
        ),
        MoveStep(
            goal="Keep your nines and replace the K♠ and the 2♦.",
            situation=Situation(_DECK, moves=("bet", "call")),
            accept=("replace Ks 2d",),
            wrong=(Wrong("keep", "The king and the two add nothing to your nines; two new "
                                 "cards may bring a seven or a nine."),
                   Wrong("replace 9h", "The nines are your hand: throw away what does not "
                                       "help them.")),
            hint="Any seven you draw is wild too.",
            explain="You draw the 7♠ and the 3♣: another wild card.",
        ),
        QuestionStep(
            goal="Read your new hand.",
            situation=Situation(_DECK, moves=("bet", "call", "replace Ks 2d", "keep")),
            question="You hold 9♥ 9♣ 7♠ 3♣, and the 7♦ is in the middle. What is your hand?",
            ask=YourHand(decoys=(
                Decoy("Two pair, nines and sevens, three kicker",
                      "Sevens are wild: each plays as the card that helps you most."),
                Decoy("Three of a kind, nines, seven-three kickers",
                      "Both sevens are wild, the 7♠ in your hand as well as the 7♦ in the middle."),
            )),
            hint="Both sevens play as nines.",
            explain="Your two nines and the two wild sevens make four nines.",
        ),
        MoveStep(
            goal="Another deal: the K♥ is in the middle, so kings are wild, and your four hearts "
                 "with it make a flush. Everyone checked; keep your cards.",
            situation=Situation(_PAT_DECK, moves=("check", "check")),
            accept=("keep",),
            wrong=(Wrong("replace 2h", "Your flush is already made: a new card could only "
                                       "spoil it."),),
            hint="A made hand stands pat: you may keep all your cards.",
            explain="Seat 2 draws; you keep your flush for the last round of betting.",
        ),
    ),
)

LESSONS: tuple[Lesson, ...] = (THE_SPIT,)

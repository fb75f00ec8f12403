"""Lessons for Chaos (``LESSONS``), imported by the game's declaration when they are first asked
for; Night Chaos has its own module."""

from __future__ import annotations

from pokerrules.table.teach.asks import Decoy, WildCards
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

# You get 5♥ A♠ down, seat 2 (the dealer) K♣ 8♦. Face up: A♦ to you and Q♥ to seat 2; then 7♠ to
# you and Q♠ to seat 2; then 9♣ to you and Q♦ to seat 2.
_DECK = "5h Kc As 8d Ad Qh 7s Qs 9c Qd"
_ROUND = ("bet", "call")

QUEENS_MOVE_THE_WILD_SUIT = Lesson(
    id="queens-move-the-wild-suit",
    title="A face-up queen moves the wild suit",
    seats=2,
    basics=("poker-hands", "betting-round"),
    steps=(
        QuestionStep(
            goal="Find your wild cards.",
            situation=Situation(_DECK),
            question="Seat 2's Q♥ has just come up. Which of your cards are wild now?",
            ask=WildCards(decoys=(
                Decoy("None of them",
                      "The Q♥ made the 2 to 10 of hearts wild, and your 5♥ is one of them."),
                Decoy("A♦",
                      "Aces are never wild, and the wild suit is hearts, not diamonds."),
                Decoy("5♥ and A♦",
                      "Only the 5♥ is wild: the A♦ is neither a heart nor a 2 to 10."),
            )),
            hint="A face-up queen makes the 2 to 10 of her suit wild; her ace stays plain.",
            explain="The 5♥ is wild: it can be any card, so with your two aces it makes three "
                    "aces.",
        ),
        MoveStep(
            goal="Three aces, with the wild 5♥, and your A♦ is the best card showing. Open with "
                 "a bet.",
            situation=Situation(_DECK),
            accept=("bet",),
            wrong=(Wrong("check", "Checking lets seat 2 see the next card for nothing, while "
                                  "your wild 5♥ still makes three aces."),),
            hint="Your hand is strong while hearts stay wild: make seat 2 pay to go on.",
            explain="Seat 2 calls. But the wild suit is not yours to keep: the next face-up "
                    "queen can take it away.",
        ),
        QuestionStep(
            goal="Follow the wild suit.",
            situation=Situation(_DECK, moves=_ROUND),
            question="Now seat 2's Q♠ has come up. Which of your cards are wild now?",
            ask=WildCards(decoys=(
                Decoy("5♥",
                      "The Q♠ moved the wild cards to spades: hearts are plain again."),
                Decoy("5♥ and 7♠",
                      "Only the last queen up counts, so hearts are no longer wild."),
                Decoy("None of them",
                      "Spades are wild now, and your 7♠ is a spade from 2 to 10."),
            )),
            hint="Only the last queen dealt face up counts.",
            explain="The Q♠ moved the wild cards to spades: your 7♠ is wild and the 5♥ is a "
                    "plain five again. You still hold three aces.",
        ),
        MoveStep(
            goal="The Q♦ came up and seat 2 bets. Your 7♠ is plain again: two aces against "
                 "three queens showing. Fold.",
            situation=Situation(_DECK, moves=(*_ROUND, *_ROUND, "bet")),
            accept=("fold",),
            wrong=(Wrong("call", "Your 5♥ and 7♠ are both plain now, so you pay 2 to chase "
                                 "with a pair of aces that three queens already beat."),
                   Wrong("raise", "Raising puts 4 more on a pair of aces, which three queens "
                                  "showing already beat.")),
            hint="Diamonds are wild now. Which of your cards is a 2 to 10 of diamonds?",
            explain="Each new face-up queen can turn a winning hand into a losing one, yours or "
                    "anyone's: watch the queens before you bet.",
        ),
    ),
)

LESSONS: tuple[Lesson, ...] = (QUEENS_MOVE_THE_WILD_SUIT,)

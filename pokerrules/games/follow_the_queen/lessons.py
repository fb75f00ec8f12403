"""Lessons for Follow the Queen (``LESSONS``), imported by the game's declaration when they are
first asked for."""

from __future__ import annotations

from pokerrules.table.teach.asks import Decoy, WildCards
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

# Two seats. You get 7♥ A♠ down, seat 2 (the dealer) 5♣ 8♦. Face up, you then seat 2: A♦ Q♥,
# 7♠ 9♣, J♣ Q♠, 3♦ 2♣; the last cards face down: K♥ to you, K♠ to seat 2. Seat 2's Q♥ is the
# lowest card showing (aces rank high), so seat 2 brings it in and you call; the later rounds
# are opened by the best hand showing.
_DECK = "7h 5c As 8d Ad Qh 7s 9c Jc Qs 3d 2c Kh Ks"
_BROUGHT_IN = ("call", "call")
_ROUND = ("bet", "call")

THE_CARD_AFTER_THE_QUEEN = Lesson(
    id="the-card-after-the-queen",
    title="The card after the queen sets the wild rank",
    seats=2,
    basics=("poker-hands", "betting-round"),
    steps=(
        QuestionStep(
            goal="Find your wild cards.",
            situation=Situation(_DECK),
            question="Seat 2's Q♥ has just come up, the last face-up card of this round. Which "
                     "of your cards are wild now?",
            ask=WildCards(decoys=(
                Decoy("7♥", "No card has followed the Q♥ yet, so no rank besides the queens "
                            "is wild."),
                Decoy("A♦", "Aces are not wild: only queens are, until a card follows one."),
                Decoy("7♥ and A♦", "Only queens are wild so far, and you hold none."),
            )),
            hint="Queens are always wild; the rank that follows one is decided by the next "
                 "face-up card.",
            explain="Nothing of yours is wild yet. The next card dealt face up, in the next "
                    "round, will set the second wild rank.",
        ),
        QuestionStep(
            goal="Watch the card that follows the queen.",
            situation=Situation(_DECK, moves=_BROUGHT_IN),
            question="Seat 2's Q♥ was the lowest card showing, so seat 2 brought it in and you "
                     "called. The next face-up card was your 7♠. Which of your cards are wild "
                     "now?",
            ask=WildCards(decoys=(
                Decoy("7♠", "Every seven is wild now, the one in your hole too."),
                Decoy("None of them", "The 7♠ followed the Q♥, so sevens are wild."),
                Decoy("7♥, 7♠ and A♦", "Aces are not wild: only queens and sevens."),
            )),
            hint="The card after the last face-up queen makes its whole rank wild, face up or "
                 "face down.",
            explain="Both sevens are wild: with your two aces they make four aces.",
        ),
        MoveStep(
            goal="Four aces, with two wild sevens. Bet.",
            situation=Situation(_DECK, moves=_BROUGHT_IN),
            accept=("bet",),
            wrong=(Wrong("check", "Checking lets seat 2 see the next card free while you hold "
                                  "four aces."),),
            hint="Make seat 2 pay to go on while your sevens are wild.",
            explain="Seat 2 calls. But the wild rank is not yours to keep: the next face-up "
                    "queen ends it.",
        ),
        MoveStep(
            goal="Seat 2's Q♠ came up: sevens are plain again. Seat 2 bets with three of a kind "
                 "showing. Call: the next face-up card, yours, sets the new wild rank.",
            situation=Situation(_DECK, moves=(*_BROUGHT_IN, *_ROUND, "bet")),
            accept=("call",),
            wrong=(Wrong("fold", "Your two pair may turn into much more: the next face-up "
                                 "card is yours, and its rank becomes wild."),
                   Wrong("raise", "Seat 2's two queens are wild and you have nothing wild "
                                  "now: do not build the pot.")),
            hint="A face-up queen ends the old wild rank at once.",
            explain="You call, and the next face-up card comes to you.",
        ),
        QuestionStep(
            goal="Find your wild cards again.",
            situation=Situation(_DECK, moves=(*_BROUGHT_IN, *_ROUND, *_ROUND)),
            question="Your 3♦ followed the Q♠. Which of your cards are wild now?",
            ask=WildCards(decoys=(
                Decoy("7♥ and 7♠", "The Q♠ ended the sevens: threes are the followed rank now."),
                Decoy("None of them", "The 3♦ followed the Q♠, so threes are wild."),
                Decoy("3♦, 7♥ and 7♠", "Only one rank follows the queens at a time."),
            )),
            hint="Only the card after the last face-up queen counts.",
            explain="The 3♦ is wild: with your aces it makes three aces. Each face-up queen can "
                    "change whose cards are wild.",
        ),
    ),
)

LESSONS: tuple[Lesson, ...] = (THE_CARD_AFTER_THE_QUEEN,)

"""Lessons for Three Fifty Seven (``LESSONS``): the wild rank is the number of cards, declaring
in or out (with a second chance), a lone player in scoring a point, and the lowest hand among
those in paying; imported by the game's declaration when they are first asked for."""

from __future__ import annotations

from pokerrules.core.cards import format_cards
from pokerrules.table.declare import deal_order
from pokerrules.table.teach.asks import Decoy, WildCards, YourHand
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

# Your seven cards, three, then two, then two: 3♠ K♦ 9♣ | 9♦ 2♠ | 7♣ 4♦. Seat 2 (the dealer):
# Q♥ 8♦ 4♣ | 5♦ Q♠ | J♣ T♥. You declare first in every round.
_DECK = format_cards(deal_order(("3s Kd 9c 9d 2s 7c 4d", "Qh 8d 4c 5d Qs Jc Th")))
_ROUND_ONE = ("in", "in")

IN_OR_OUT = Lesson(
    id="in-or-out",
    title="Threes, fives, sevens: in or out",
    seats=2,
    steps=(
        QuestionStep(
            goal="Find your wild card.",
            situation=Situation(_DECK),
            question="Round one: three cards each. Which of your cards are wild?",
            ask=WildCards(decoys=(
                Decoy("None of them",
                      "With three cards threes are wild, and you hold the 3♠."),
                Decoy("K♦",
                      "Kings are not wild in round one: only threes are."),
                Decoy("3♠ and 9♣",
                      "Only threes are wild in round one; the 9♣ is a plain nine."),
            )),
            hint="The number of cards in your hand is the wild rank.",
            explain="With three cards, threes are wild: your 3♠ plays as a king, for a pair of "
                    "kings.",
        ),
        MoveStep(
            goal="A pair of kings is strong in three cards. Declare in.",
            situation=Situation(_DECK),
            accept=("in",),
            wrong=(Wrong("out", "Out, you risk nothing but win nothing: a pair of kings would "
                                "likely beat any hand that comes in against it."),),
            hint="Only the players who are in can score or collect.",
            explain="When two or more players are in, they show each other their hands and the "
                    "lowest hand pays each of the others the ante times the turn number.",
        ),
        QuestionStep(
            goal="Find your wild cards again.",
            situation=Situation(_DECK, moves=_ROUND_ONE),
            question="Round two: five cards each. Which of your cards are wild now?",
            ask=WildCards(decoys=(
                Decoy("3♠",
                      "With five cards fives are wild, and threes are plain again."),
                Decoy("9♣ and 9♦",
                      "Your nines are a plain pair: only fives are wild now."),
                Decoy("2♠",
                      "Only fives are wild in round two; a two is a plain card."),
            )),
            hint="Count your cards: that is the wild rank now.",
            explain="With five cards, fives are wild and threes are plain again: you have no wild "
                    "card, only a pair of nines.",
        ),
        MoveStep(
            goal="A pair of nines is weak among five cards with fives wild. Declare out.",
            situation=Situation(_DECK, moves=_ROUND_ONE),
            accept=("out",),
            wrong=(Wrong("in", "If seat 2 comes in with anything better than your pair of nines, "
                               "yours is the lowest hand and you pay seat 2 5 chips."),),
            hint="Out costs nothing; in with the lowest hand pays.",
            explain="Out is safe. But if someone after you comes in, you get a second chance.",
        ),
        MoveStep(
            goal="Seat 2 came in after you. Take your second chance to stay out.",
            situation=Situation(_DECK, moves=(*_ROUND_ONE, "out", "in")),
            accept=("out",),
            wrong=(Wrong("in", "You would show your pair of nines to seat 2, who chose to come "
                               "in; if yours is the lower hand, you pay 5 chips."),),
            hint="Seat 2 came in knowing its own cards.",
            explain="Seat 2 is alone in and scores a point. The first player to three points takes "
                    "the pot.",
        ),
        QuestionStep(
            goal="Read your seven cards.",
            situation=Situation(_DECK, moves=(*_ROUND_ONE, "out", "in", "out")),
            question="Round three: seven cards each, sevens wild. What is your hand?",
            ask=YourHand(decoys=(
                Decoy("Pair of nines, king-seven-four kickers",
                      "Your 7♣ is wild, so it plays as a third nine, not as a kicker."),
                Decoy("Two pair, nines and sevens, king kicker",
                      "You hold one seven, and it is wild: it makes a third nine."),
            )),
            hint="Your 7♣ is wild: which card does it best copy?",
            explain="The wild 7♣ plays as a third nine: three nines, with the king and the four "
                    "as kickers.",
        ),
    ),
)

LESSONS: tuple[Lesson, ...] = (IN_OR_OUT,)

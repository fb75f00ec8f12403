"""Lessons for Three Five Seven (``LESSONS``): declaring in or out at once, and the best hand
among those in collecting the pot from the others; imported when first asked for."""

from __future__ import annotations

from pokerrules.core.cards import format_cards
from pokerrules.table.declare import deal_order
from pokerrules.table.teach.model import Lesson, MoveStep, Situation, Wrong

# Your seven cards, three, then two, then two: 3♠ K♦ K♣ | 9♦ 2♠ | 7♣ 4♦. Seat 2 (the dealer):
# Q♥ 8♦ 4♣ | 5♦ Q♠ | J♣ T♥. You choose first in every round; the choices are shown together.
_DECK = format_cards(deal_order(("3s Kd Kc 9d 2s 7c 4d", "Qh 8d 4c 5d Qs Jc Th")))

IN_AT_ONCE = Lesson(
    id="three-five-seven-at-once",
    title="In or out, all at once",
    seats=2,
    steps=(
        MoveStep(
            goal="Round one: threes are wild, so your 3♠ makes three kings. Choose in.",
            situation=Situation(_DECK),
            accept=("in",),
            wrong=(Wrong("out", "Three kings are the best three-card hand short of a straight "
                                "flush: out gives up a point."),),
            hint="With three cards, threes are wild.",
            explain="Seat 2 chooses at the same moment. Alone in, you would score a point; with "
                    "seat 2 in too, the best hand scores and the other pays it the pot.",
        ),
        MoveStep(
            goal="Round two: fives are wild now and your 3♠ is plain again; seat 2 has a wild "
                 "five. Your pair of kings is weak here: choose out.",
            situation=Situation(_DECK, moves=("in", "in")),
            accept=("out",),
            wrong=(Wrong("in", "If seat 2's hand is better, you pay seat 2 as much as the pot "
                               "holds."),),
            hint="Count your cards: that is the wild rank now.",
            explain="Out costs nothing. Seat 2, alone in, scores a point.",
        ),
        MoveStep(
            goal="Round three: sevens are wild, and your 7♣ makes three kings again. Choose in.",
            situation=Situation(_DECK, moves=("in", "in", "out", "in")),
            accept=("in",),
            wrong=(Wrong("out", "Three kings are strong among seven cards, and out leaves seat 2 "
                                "to score another point alone."),),
            hint="With seven cards, sevens are wild; the best five of your seven count.",
            explain="The first player to three points at the end of a round takes the pot.",
        ),
    ),
)

LESSONS: tuple[Lesson, ...] = (IN_AT_ONCE,)

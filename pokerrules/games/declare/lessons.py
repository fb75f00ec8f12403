"""Lessons for Seven Stud High/Low (``LESSONS``): what changes from its parent, Seven Card Stud
(the deal and the betting are the same; the pot is split by a secret declaration of high, low or
both, and a hand declared both must win both halves); imported when first asked for.

Two seats, you first from the dealer's left; after the bring-in nobody bets, so the hand goes
straight to the declaration. Each hand is written in the order it is dealt: two down, four up, one down.
"""

from __future__ import annotations

from pokerrules.core.cards import format_cards
from pokerrules.table.declare import deal_order
from pokerrules.table.teach.model import Lesson, MoveStep, Situation, Wrong

#: The lowest card showing brings it in and the other player calls; then nobody bets.
_CHECKS = ("call", "call", *("check",) * 8)


def _deck(you: str, them: str) -> str:
    return format_cards(deal_order((you, them)))


# Three kings against seat 2's seven-low.
_KINGS = _deck("Kh Kd 9c Ks 8s 4d 2c", "3h 4c 7d 5s 2h Qd 6s")
# A wheel: five-four low and a five-high straight, against two pair.
_WHEEL = _deck("As 2d 3c 4h 5s Kd Qc", "Jh Js 9c 9d 8s Th 2s")
# Seven-five low with nothing high, against trip nines.
_LOW = _deck("7d 5c 4s 3d 2s Kc Qh", "9h 9s 9c Ah Jc Tc 6h")

DECLARE = Lesson(
    id="seven-stud-declare",
    title="What changes from Seven Card Stud: declare high, low or both",
    seats=2,
    basics=("poker-hands", "betting-round"),
    steps=(
        MoveStep(
            goal="You hold three kings; seat 2 shows low cards. Declare high.",
            situation=Situation(_KINGS, moves=_CHECKS),
            accept=("high",),
            wrong=(Wrong("low", "Three kings make no low: a low needs five different small "
                                "cards."),
                   Wrong("both", "Declared both, you must also win the low half; seat 2's "
                                 "seven-low beats you there, and you would get nothing.")),
            hint="Declare the half your hand can win; nobody sees your choice until all have "
                 "chosen.",
            explain="Seat 2 declares low: you take the high half and seat 2 the low half.",
        ),
        MoveStep(
            goal="A-2-3-4-5 is the best low and also a straight. Declare both.",
            situation=Situation(_WHEEL, moves=_CHECKS),
            accept=("both",),
            wrong=(Wrong("low", "Your straight also beats seat 2's two pair: declaring low "
                                "gives up the high half."),),
            hint="Both wins the whole pot, but only if you win both halves.",
            explain="Your straight wins high and the wheel wins low: the whole pot is yours.",
        ),
        MoveStep(
            goal="Seven-five low and nothing high, against a pair of nines showing. Declare "
                 "low.",
            situation=Situation(_LOW, moves=_CHECKS),
            accept=("low",),
            wrong=(Wrong("high", "Seven high loses to seat 2's nines."),
                   Wrong("both", "You cannot win the high half, and a hand declared both that "
                                 "loses a half gets nothing.")),
            hint="Declare the half your hand can win.",
            explain="Seat 2's three nines take the high half, your seven-five low the low half.",
        ),
    ),
)

LESSONS: tuple[Lesson, ...] = (DECLARE,)

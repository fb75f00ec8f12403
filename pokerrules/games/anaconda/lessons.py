"""Lessons for Anaconda (``LESSONS``): passing the trash, setting the stack, and declaring high,
low or both; imported when first asked for.

Two seats, you first from the dealer's left. In every situation below the passes go round and
come back: you pass three cards, seat 2 passes you three of its own; you pass two of those back
and seat 2 two of yours; then the last one each way. So each player ends with the seven cards
dealt, and the lesson can say which five they keep.
"""

from __future__ import annotations

from itertools import permutations

from pokerrules.core.cards import format_cards
from pokerrules.table.declare import deal_order
from pokerrules.table.teach.model import Lesson, MoveStep, Situation, Wrong

_CHECKS = ("check",) * 8  # the four betting rounds after the stacks roll up


def _deck(you: str, them: str) -> str:
    return format_cards(deal_order((you, them)))


def _passes(mine: str, theirs: str) -> tuple[str, ...]:
    """The passes that give everyone back their own cards: ``mine`` and ``theirs`` are the three
    cards each passes first."""
    a, b, c = mine.split()
    x, y, z = theirs.split()
    return (f"pass {a} {b} {c}", f"pass {x} {y} {z}", f"pass {x} {y}", f"pass {a} {b}",
            f"pass {z}", f"pass {c}")


def _through_stacks(mine: str, theirs: str, my_stack: str, their_stack: str) -> tuple[str, ...]:
    return (*_passes(mine, theirs), f"stack {my_stack}", f"stack {their_stack}", *_CHECKS)


def _orders(first: str, last: str) -> tuple[str, ...]:
    """Every stack that turns up the cards of ``first`` (in any order) before those of ``last``."""
    return tuple(f"stack {' '.join(a)} {' '.join(b)}"
                 for a in permutations(first.split()) for b in permutations(last.split()))


# Trip aces and a king; seat 2 a low draw.
_ACES = _deck("Ah Ad Ac Kh 9s 5d 2c", "7c 6d 4s 3h 2h Qs Jd")
_ACES_PASS = "9s 5d 2c"
_THEIR_PASS = "Qs Jd 2h"
_THEIR_STACK = "7c 6d 4s 3h 2h"
# A wheel (A-2-3-4-5): the best low and a straight.
_WHEEL = _deck("As 2d 3c 4h 5s Kd Qc", "Kh Ks 9c 9d 8s Jh Tc")
# Seven-five low with nothing high; seat 2 has trip nines.
_LOW = _deck("7d 5c 4s 3d 2s Kc Qh", "9h 9s 9c Ah Jc Tc 6h")

ROLL_AND_DECLARE = Lesson(
    id="anaconda-pass-stack-declare",
    title="Pass the trash, stack, declare",
    seats=2,
    basics=("poker-hands", "betting-round"),
    steps=(
        MoveStep(
            goal="Pass three cards to seat 2 on your left. Keep the aces and the king.",
            situation=Situation(_ACES),
            accept=tuple(f"pass {' '.join(p)}" for p in permutations(_ACES_PASS.split())),
            wrong=(Wrong("pass Ah Ad Ac", "You would hand seat 2 three aces."),),
            hint="You keep four cards and give away the three you need least.",
            explain="Seat 2 passes you three cards at the same moment; then everyone passes two, "
                    "then one.",
        ),
        MoveStep(
            goal="Set your stack: keep the aces and the king, and let the aces come up last.",
            situation=Situation(_ACES, moves=_passes(_ACES_PASS, _THEIR_PASS)),
            accept=_orders("Kh 9s", "Ah Ad Ac") + _orders("Kh 5d", "Ah Ad Ac")
            + _orders("Kh 2c", "Ah Ad Ac"),
            wrong=(Wrong("stack Ah Ad Ac Kh 9s", "Your aces would show in the first three "
                                                 "rounds, and seat 2 would stop betting."),),
            hint="The first card you name is the first turned up; the last stays hidden longest.",
            explain="The two cards you leave out are thrown away face down. After each card "
                    "rolls up there is a betting round.",
        ),
        MoveStep(
            goal="Your three aces are the best high hand here. Declare high.",
            situation=Situation(_ACES, moves=_through_stacks(_ACES_PASS, _THEIR_PASS,
                                                             "Kh 9s Ah Ad Ac", _THEIR_STACK)),
            accept=("high",),
            wrong=(Wrong("low", "Three aces are a poor low: any five different low cards beat "
                                "them."),
                   Wrong("both", "Declaring both, you must also win the low half; seat 2's "
                                 "seven-low beats you there, and you would get nothing.")),
            hint="Declare the half your hand can win.",
            explain="Everyone declares at once, in secret. Seat 2 goes low, and you split the pot.",
        ),
        MoveStep(
            goal="You hold a wheel, A-2-3-4-5: the best low, and a straight. Declare both.",
            situation=Situation(_WHEEL, moves=_through_stacks(
                "Kd Qc 5s", "Jh Tc 8s", "As 2d 3c 4h 5s", "Kh Ks 9c 9d 8s")),
            accept=("both",),
            wrong=(Wrong("low", "You give up the high half: your straight beats seat 2's two "
                                "pair."),),
            hint="A hand declared both must win both halves, or it gets nothing.",
            explain="Your straight beats the two pair, and the wheel is the best low: you take "
                    "the whole pot.",
        ),
        MoveStep(
            goal="Seven-five low, with no pair: declare low.",
            situation=Situation(_LOW, moves=_through_stacks(
                "Kc Qh 2s", "Ah Jc Tc", "7d 5c 4s 3d 2s", "9h 9s 9c Ah 6h")),
            accept=("low",),
            wrong=(Wrong("high", "Seven high loses to seat 2's three nines."),),
            hint="Declare the half your hand can win.",
            explain="Seat 2's three nines win the high half and your seven-five low the low "
                    "half.",
        ),
    ),
)

LESSONS: tuple[Lesson, ...] = (ROLL_AND_DECLARE,)

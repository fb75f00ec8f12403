"""Mus's lesson on envites: opening a contest with an amount, seeing a raise and raising back,
with the partner's signal and everyone's yes or no to pares read along the way (merged into
``LESSONS`` of :mod:`pokerrules.games.mus.lessons`).

The first deal of a match: seat 4 deals and you (seat 1) are mano. The signals house rule is on
(the default), so your partner's signal is in the log when the bidding begins.
"""

from __future__ import annotations

from pokerrules.table.teach.model import Lesson, MoveStep, Situation, Wrong

# You hold three kings and a seven: the best Grande here, and juego (37). Seat 2 holds Q J 6 5;
# your partner two aces, a queen and a jack (its signal: two aces); seat 4 K Q 7 6.
# Dealt one card at a time from you round the table (as lessons.deal does).
_KINGS = "Kh Qh Ah Kc Kd Jd Ac Qd Ks 6c Qs 7h 7c 5s Jc 6h"
_GRANDE_RAISED = ("no-mus", "bid 2", "raise 5", "fold")
_CHICA = (*_GRANDE_RAISED, "see")
_CHICA_RAISED = (*_CHICA, "bid 2", "raise 4", "fold")

ENVITES = Lesson(
    id="envites",
    title="Envites: open, see and raise",
    seats=4,
    steps=(
        MoveStep(
            goal="Three kings are strong in Grande: open it with an envite of 2.",
            situation=Situation(_KINGS, moves=("no-mus",)),
            accept=("bid 2",),
            wrong=(Wrong("pass", "If all four pass, Grande is worth only 1 point, and your "
                                 "three kings can win more."),),
            hint="An envite opens a contest for 2 points or more; set the amount to 2.",
            explain="Seat 2 raises to 5. Your partner folds, which leaves the answer to you: "
                    "your side gives up only if both of you fold.",
        ),
        MoveStep(
            goal="Seat 2 raises Grande to 5: see it.",
            situation=Situation(_KINGS, moves=_GRANDE_RAISED),
            accept=("see",),
            wrong=(Wrong("fold", "Folding now gives seat 2's side the 2 you opened with, and "
                                 "gives up Grande with three kings in your hand."),),
            hint="Seeing accepts the amount bid; it is scored at the end of the deal.",
            explain="Grande is now worth 5 points, to the side with the best Grande when the "
                    "hands are shown at the end of the deal.",
        ),
        MoveStep(
            goal="Your partner signalled two aces, the best cards for Chica: open Chica with 2.",
            situation=Situation(_KINGS, moves=_CHICA),
            accept=("bid 2",),
            wrong=(Wrong("pass", "Passing lets the others set what Chica is worth, though your "
                                 "partner's two aces are strong there."),),
            hint="Read the log: your partner's signal says what they hold. In Chica the lowest "
                 "cards win.",
            explain="Seat 2 raises to 4, and your partner again leaves the answer to you.",
        ),
        MoveStep(
            goal="Seat 2 raises Chica to 4: raise to 6.",
            situation=Situation(_KINGS, moves=_CHICA_RAISED),
            accept=("raise 6",),
            wrong=(Wrong("fold", "Folding gives seat 2's side the 2 you opened with, and gives "
                                 "up Chica though your partner holds two aces."),),
            hint="A raise names a new amount, higher than the one bid: set it to 6.",
            explain="Seat 2 sees 6. Then each player says yes or no to pares: you and your "
                    "partner say yes, seat 2 and seat 4 say no.",
        ),
    ),
)

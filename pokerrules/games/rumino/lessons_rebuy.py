"""Rumino's lesson on reaching 100: rebuying or leaving the game (merged into ``LESSONS`` of
:mod:`pokerrules.games.rumino.lessons`).

A player who reaches 100 is out, unless at least three players are still under 100: then they
may rebuy (the stake again, doubling each time) and start again on the highest score of those
still under 100. Such a spot comes only after a few deals, so each situation is a seeded game
played by the rules' own engine, its moves written out below (the other players knock as soon as
they can; you throw away your lowest card every turn and never knock).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerrules.table.teach.asks import Computed, Decoy
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

if TYPE_CHECKING:
    from pokerrules.table.state import State

#: Out at this score (Rumino's rule).
OUT_AT = 100


def restart_score(state: State, seat: int) -> str:
    """Where a rebuy starts ``seat`` again: the highest score of the players still under 100,
    read from the scores every player sees."""
    scores = []
    for hand in state.view(seat)["hands"]:
        score = next(int(note.split()[1]) for note in hand["notes"] if note.startswith("Score "))
        if not hand["folded"] and score < OUT_AT:
            scores.append(score)
    return f"On {max(scores)} points"


# Five players, seed 6: after two deals you reach 125; the others are on 34, 69, 48 and 50.
_TO_125 = (
    "stock", "discard 2d", "upcard", "discard 7s", "stock", "discard Ad", "stock", "discard 9h",
    "stock", "discard 8d", "stock", "discard 2s", "upcard", "discard 6d", "stock", "discard 5d",
    "upcard", "discard 3s", "upcard", "discard 3s", "stock", "discard 6s", "upcard", "discard 9d",
    "upcard", "discard Qh", "upcard", "discard 5d", "upcard", "discard 5d", "stock", "discard 7c",
    "upcard", "discard 8c", "stock", "discard 4h", "upcard", "discard 3d", "upcard", "discard 3d",
    "stock", "discard 3c", "upcard", "discard 7c", "upcard", "discard 3d", "stock", "discard Ts",
    "upcard", "discard Jc", "stock", "discard Ah", "upcard", "discard Js", "upcard", "discard Js",
    "upcard", "discard 5h", "upcard", "discard 6c", "stock", "discard 7h", "upcard", "discard 2d",
    "upcard", "discard 7c", "knock", "upcard", "discard 5c", "stock", "discard As", "upcard",
    "discard Ah", "stock", "discard Qh", "stock", "discard 2c", "knock",
)
# Six players, seed 2: you reach 119, seat 2 120 and seat 4 101 (who leaves); seats 3, 5 and 6
# are on 19, 95 and 92.
_TO_119 = (
    "stock", "discard Ah", "upcard", "discard 4c", "stock", "discard Qd", "stock", "discard Td",
    "upcard", "discard Qs", "upcard", "discard 8d", "stock", "discard 3d", "stock", "discard Th",
    "knock", "upcard", "discard As", "stock", "discard 5c", "stock", "discard 5h", "upcard",
    "discard 2h", "upcard", "discard 4s", "stock", "discard Ah", "upcard", "discard Ad", "stock",
    "discard 7h", "stock", "discard 6c", "stock", "discard 5h", "stock", "discard 4d", "stock",
    "discard 2d", "upcard", "discard 3s", "stock", "discard Jc", "upcard", "discard 5h", "upcard",
    "discard Ks", "upcard", "discard Th", "stock", "discard 3h", "upcard", "discard 3h", "upcard",
    "discard 9c", "upcard", "discard 8d", "stock", "discard 5h", "upcard", "discard Ks", "stock",
    "discard 4h", "stock", "discard 7d", "upcard", "discard Qd", "stock", "discard 8s", "stock",
    "discard 8h", "stock", "discard 5h", "stock", "discard 4s", "stock", "discard Jk", "upcard",
    "discard Jd", "upcard", "discard 9c", "upcard", "discard 9c", "upcard", "discard Js", "stock",
    "discard 5c", "stock", "discard 2d", "upcard", "discard 2d", "stock", "discard 2c", "upcard",
    "discard 2s", "stock", "discard 2h", "stock", "discard 2s", "stock", "discard As", "stock",
    "discard Jc", "upcard", "discard 2d", "upcard", "discard 6c", "upcard", "discard 9d", "stock",
    "discard 5d", "upcard", "discard 9c", "stock", "discard 8c", "stock", "discard 9s", "stock",
    "discard 3d", "stock", "discard 6c", "stock", "discard Ac", "stock", "discard 5d", "knock",
    "upcard", "discard Qh", "upcard", "discard 8h", "upcard", "discard Td", "upcard", "discard Kh",
    "stock", "discard 3s", "upcard", "discard Th", "stock", "discard 9s", "stock", "discard 6s",
    "upcard", "discard As", "upcard", "discard 2s", "stock", "discard 4d", "upcard", "discard Jk",
    "upcard", "discard Qc", "upcard", "discard Qh", "stock", "discard 9c", "upcard", "discard 6h",
    "stock", "discard 2h", "upcard", "discard 2h", "stock", "discard 6s", "upcard", "discard 6s",
    "stock", "discard 8s", "upcard", "discard Ad", "stock", "discard 5c", "upcard", "discard 5c",
    "knock", "leave",
)

OUT_AT_100 = Lesson(
    id="rebuy-or-leave",
    title="Out at 100: rebuy or leave",
    seats=5,
    steps=(
        MoveStep(
            goal="You reached 125 and are out unless you rebuy: rebuy for 10, to start again on "
                 "69.",
            situation=Situation(seed=6, moves=_TO_125),
            accept=("rebuy",),
            wrong=(Wrong("leave", "Leaving gives up the pool of 50 for good, when 10 chips put "
                                  "you back on 69, 31 points from out."),),
            hint="A rebuy starts you again on the highest score of the players still under 100.",
            explain="You pay 10 into the pool and play on from 69. A second rebuy would cost "
                    "twice as much.",
        ),
        QuestionStep(
            goal="Another game: you reached 119. Work out what a rebuy would give you.",
            situation=Situation(seed=2, moves=_TO_119, seats=6),
            question="Seats 3, 5 and 6 are still under 100. If you rebuy, on what score do you "
                     "start again?",
            ask=Computed(restart_score, decoys=(
                Decoy("On 0 points", "A rebuy does not wipe your score: you start again on the "
                                     "highest score of the players still under 100."),
                Decoy("On 19 points", "19 is the lowest score still under 100; a rebuy starts "
                                      "you on the highest."),
                Decoy("On 119 points", "119 is over 100, which is out: a rebuy puts you back "
                                       "under it."))),
            hint="Read the scores of the players still in: which is highest under 100?",
            explain="On 95, seat 5's score, the highest under 100.",
        ),
        MoveStep(
            goal="On 95 you would be 5 points from out again: leave the game.",
            situation=Situation(seed=2, moves=_TO_119, seats=6),
            accept=("leave",),
            wrong=(Wrong("rebuy", "Rebuying costs 10 chips to start 5 points short of 100, "
                                  "where almost any deal puts you out again."),),
            hint="A rebuy is worth its price only with room to play on.",
            explain="You leave with what you have left; the stake and any rebuys stay in the "
                    "pool for the winner.",
        ),
    ),
)

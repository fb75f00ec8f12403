"""Rumino's lesson on going gin (merged into ``LESSONS`` of
:mod:`pokerrules.games.rumino.lessons`): two players, seat 2 deals, so you play first."""

from __future__ import annotations

from pokerrules.table.teach.model import Lesson, MoveStep, Situation, Wrong

# You: 5♠ 6♠ 7♠, three nines and the K♣; the upcard is the 9♠. Seat 2 draws the 2♥ and throws it.
# Seat 2: 2♣ 4♣ 6♥ 8♣ 10♣ Q♦ K♠. Dealt one card at a time, you first (as lessons.deal does).
_NINES = "5s 2c 6s 4c 7s 6h 9d 8c 9c Tc 9h Qd Kc Ks 9s 2h"
_TAKEN = ("upcard",)
_NO_DEADWOOD = (*_TAKEN, "discard Kc", "stock", "discard 2h")

GOING_GIN = Lesson(
    id="going-gin",
    title="Going gin: no deadwood at all",
    seats=2,
    steps=(
        MoveStep(
            goal="The upcard 9♠ makes your three nines four: take it.",
            situation=Situation(_NINES),
            accept=("upcard",),
            wrong=(Wrong("stock", "The card from the stock is unknown, and the 9♠ fits your "
                                  "nines for sure."),),
            hint="A group of a kind may hold four cards.",
            explain="Now you hold eight cards: throw one away to end your turn.",
        ),
        MoveStep(
            goal="Discard the K♣, the one card outside your melds.",
            situation=Situation(_NINES, moves=_TAKEN),
            accept=("discard Kc",),
            wrong=(Wrong("discard 9s", "The nine belongs to your group; the K♣ would stay as "
                                       "10 points of deadwood."),),
            hint="Your melds are 5♠ 6♠ 7♠ and the four nines.",
            explain="Every card you hold is in a meld. Seat 2 draws and throws away the 2♥.",
        ),
        MoveStep(
            goal="Your turn again, with no deadwood: go gin.",
            situation=Situation(_NINES, moves=_NO_DEADWOOD),
            accept=("gin",),
            wrong=(Wrong("stock", "Drawing means playing on, when going gin now ends the deal "
                                  "with your best score."),),
            hint="Gin is offered at the start of your turn when no card is left over.",
            explain="Going gin scores -10 for you, and every other player adds their deadwood: "
                    "seat 2 scores 50.",
        ),
    ),
)

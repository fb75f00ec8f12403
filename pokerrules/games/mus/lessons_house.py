"""Mus's lesson on two house rules at once, the 31 real and a paid Pedrete (merged into
``LESSONS`` of :mod:`pokerrules.games.mus.lessons`; the lesson sets both options).

The first deal of a match: seat 4 deals and you (seat 1) are mano.
"""

from __future__ import annotations

from pokerrules.table.teach.asks import Decoy, WhoWins, YourHand
from pokerrules.table.teach.kit import dealt
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

# You hold three sevens and a jack: medias, and the 31 real. Seat 2 holds K Q J A, a plain 31;
# your partner 4 5 6 7, the Pedrete; seat 4 K Q 5 4 (29, no juego).
_REAL = dealt(("7h 7s 7c Jd", "Kh Qs Jc As", "4h 5s 6c 7d", "Kd Qd 5h 4d"), 4, "")
_TO_JUEGO = ("no-mus", *("pass",) * 12)  # Grande, Chica and Pares passed by everyone
_SEEN = (*_TO_JUEGO, "ordago", "see")

REAL_AND_PEDRETE = Lesson(
    id="real-and-pedrete",
    title="House rules: the 31 real and the Pedrete",
    seats=4,
    options={"real": "on", "pedrete": "on"},
    steps=(
        MoveStep(
            goal="At this table the 31 real counts: three sevens and a jack beat every other "
                 "31. You hold it. Say no mus.",
            situation=Situation(_REAL),
            accept=("no-mus",),
            wrong=(Wrong("mus", "If all four say mus, you must throw away at least one card "
                                "of the best juego there is."),),
            hint="Mus asks to change cards; no mus keeps them.",
            explain="One no mus starts the bidding with the hands as they were dealt.",
        ),
        QuestionStep(
            goal="Read your hand under this table's house rules.",
            situation=Situation(_REAL, moves=("no-mus",)),
            question="What does your hand hold for Pares and Juego?",
            ask=YourHand(decoys=(
                Decoy("Medias, three sevens; Juego of 31",
                      "Here three sevens and a jack are more than a 31: they are the 31 real."),
                Decoy("No pares; Juego of 31 real",
                      "Three sevens are medias."),
            ), hides=("label", "notes")),
            hint="Three cards of one rank are medias; 7 + 7 + 7 + 10 is 31.",
            explain="Three sevens are medias, and with a jack they make the 31 real. Your "
                    "partner's four, five, six and seven, the Pedrete, are paid here too: they "
                    "count as pares, the lowest.",
        ),
        MoveStep(
            goal="Juego: seat 2 said yes, and may hold a 31. Your 31 real cannot lose: call "
                 "órdago.",
            situation=Situation(_REAL, moves=_TO_JUEGO),
            accept=("ordago",),
            wrong=(Wrong("pass", "A pass lets the others decide what Juego is worth, with "
                                 "the best juego in your hand."),
                   Wrong("bid 2", "A bid wins only points. With a hand that cannot lose, "
                                  "stake the whole game.")),
            hint="The deck has four sevens, so nobody else can hold a 31 real.",
            explain="Órdago stakes the whole game on Juego. Nobody can beat the 31 real, so "
                    "if the other side sees it, your side wins the game.",
        ),
        QuestionStep(
            goal="Seat 2 sees your órdago and the hands are shown.",
            situation=Situation(_REAL, moves=_SEEN),
            question="Who holds the best hand for Juego?",
            ask=WhoWins("Juego"),
            hint="Seat 2 holds K Q J A: a 31 too, but not the 31 real.",
            explain="Without the house rule your 31 and seat 2's would tie and you, as mano, "
                    "would win the tie; with it, the 31 real wins outright, wherever it sits.",
        ),
    ),
)

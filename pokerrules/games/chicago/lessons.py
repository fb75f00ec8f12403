"""Lessons for Chicago and Low Chicago (``LESSONS``, by game), imported by the declarations when
they are first asked for."""

from __future__ import annotations

from pokerrules.table.teach.asks import WhoWins
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation

# Two seats. You get K♠ 5♦ down, seat 2 (the dealer) A♣ A♦. Face up, you then seat 2: 2♣ 3♦,
# 6♥ 8♥, J♥ Q♦, 9♣ Q♣; the last cards face down: 7♥ to you, 3♠ to seat 2. Your 2♣ is the
# lowest card showing, so you bring it in; from the second round on, seat 2's cards showing are
# the better and seat 2 opens.
_DECK = "Ks Ac 5d Ad 2c 3d 6h 8h Jh Qd 9c Qc 7h 3s"
_BROUGHT_IN = ("call", "call")  # you bring it in, seat 2 calls
_CHECKED = (*_BROUGHT_IN, *("check", "check") * 4)
_LAST = (*_BROUGHT_IN, *("check",) * 7)


def _lesson(id: str, title: str, spade: str, yours: str, goal: str, explain: str) -> Lesson:
    return Lesson(
        id=id,
        title=title,
        seats=2,
        basics=("poker-hands", "betting-round"),
        steps=(
            MoveStep(
                goal="Your 2♣ is the lowest card showing, so you must start the betting with "
                     f"the bring-in, half a bet, or complete it to a full bet. {goal}",
                situation=Situation(_DECK),
                accept=("call", "bet"),
                hint=f"Half the pot goes to the {spade} spade dealt face down; the bring-in is "
                     "owed by the lowest card showing, whatever is face down.",
                explain="Seat 2 calls. The hand goes on; your last card, like your first two, "
                        "comes face down.",
            ),
            MoveStep(
                goal="The last round of betting, and seat 2 checks. Your last card came face "
                     "down: bet or check.",
                situation=Situation(_DECK, moves=_LAST),
                accept=("bet", "check"),
                hint=f"Half the pot goes to the {spade} spade dealt face down; seat 2's pair of "
                     "queens showing may well take the other half.",
                explain="Both hands are shown.",
            ),
            QuestionStep(
                goal="Judge the high half.",
                situation=Situation(_DECK, moves=_CHECKED),
                question="Both hands are shown. Who wins the high half?",
                ask=WhoWins("high"),
                hint="The best five cards of seven win the high half, as in any seven-card stud.",
                explain="Seat 2's two pair, aces and queens, beat your king high.",
            ),
            QuestionStep(
                goal="Judge the split card.",
                situation=Situation(_DECK, moves=_CHECKED),
                question="Who wins the other half, the split card?",
                ask=WhoWins("split card"),
                hint=f"Only spades dealt face down count: {yours}.",
                explain=explain,
            ),
        ),
    )


THE_HIGH_SPADE = _lesson(
    "the-high-spade-in-the-hole", "The high spade in the hole takes half", "highest",
    "your K♠ and seat 2's 3♠",
    "You hold the K♠ face down: only the A♠ in someone's hole can beat it for half the pot. "
    "Bring it in, or complete.",
    "Your K♠ is the highest spade in a hole: you take half the pot with king high.")
THE_LOW_SPADE = _lesson(
    "the-low-spade-in-the-hole", "The low spade in the hole takes half", "lowest",
    "your K♠ and seat 2's 3♠; the lower one wins",
    "You hold the K♠ face down: in Low Chicago a high spade is a poor split card. Bring it in, "
    "or complete on your hopes.",
    "Seat 2's 3♠ is lower than your K♠: seat 2 takes both halves.")

LESSONS: dict[str, tuple[Lesson, ...]] = {
    "chicago": (THE_HIGH_SPADE,),
    "low-chicago": (THE_LOW_SPADE,),
}

"""Lessons for Night Chaos (``LESSONS``), imported by the game's declaration when they are first
asked for."""

from __future__ import annotations

from pokerrules.table.teach.asks import Decoy, WildCards
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

# Two seats; you sit left of the dealer (seat 2), so you turn first. Your seven cards, by place:
# 7♣ 7♦ 2♥ 3♥ 4♠ 5♦ 9♣; seat 2's: K♣ Q♦ K♦ 2♣ 3♣ 4♣ 6♦; the starting card is the K♠.
_DECK = "7c Kc 7d Qd 2h Kd 3h 2c 4s 3c 5d 4c 9c 6d Ks"
_ANY_CARD = tuple(f"turn-{place}" for place in range(1, 8))
_YOU_LEAD = ("turn-1", "turn-2")
_QUEEN_UP = (*_YOU_LEAD, "check", "turn-1", "turn-2")

TURN_UNTIL_YOU_BEAT_IT = Lesson(
    id="turn-until-you-beat-it",
    title="Turn cards until you beat the hand showing",
    seats=2,
    basics=("poker-hands", "betting-round"),
    steps=(
        MoveStep(
            goal="Nobody may look at their own cards. Beat the starting card, the K♠: turn up "
                 "one of yours.",
            situation=Situation(_DECK),
            accept=_ANY_CARD,
            hint="You cannot see your cards, so any place is as good as another.",
            explain="You keep turning, one card at a time, until what you show beats the hand "
                    "to beat.",
        ),
        MoveStep(
            goal="Your 7♣ and 7♦ make a pair of sevens, which beats the K♠: you lead. Stop "
                 "turning: check or bet.",
            situation=Situation(_DECK, moves=_YOU_LEAD),
            accept=("check", "bet"),
            wrong=(Wrong("turn-3", "Once you lead, every extra card costs a penalty of one "
                                   "ante, and you may have to beat the table again later "
                                   "with fewer cards left."),),
            hint="Turning is free only while you do not beat the hand showing.",
            explain="Now seat 2 must turn up cards until its cards beat your sevens.",
        ),
        QuestionStep(
            goal="Watch the wild cards.",
            situation=Situation(_DECK, moves=_QUEEN_UP),
            question="Seat 2 turned up the Q♦. Which of your cards are wild now?",
            ask=WildCards(decoys=(
                Decoy("None of them",
                      "The Q♦ made the 2 to 10 of diamonds wild, and your 7♦ is one of them."),
                Decoy("7♣",
                      "Clubs are not wild: the Q♦ made diamonds wild."),
                Decoy("7♣ and 7♦",
                      "Only diamonds are wild; the 7♣ is a plain seven."),
            )),
            hint="As in Chaos, a queen turned up makes the 2 to 10 of her suit wild.",
            explain="Your 7♦ is wild. It still plays as a seven, the best it can do with one "
                    "other card, but every card you turn later can use it.",
        ),
        MoveStep(
            goal="Seat 2's K♦ makes a pair of kings, and it bets. Call: you will turn again "
                 "next.",
            situation=Situation(_DECK, moves=(*_QUEEN_UP, "turn-3", "bet")),
            accept=("call", "raise"),
            wrong=(Wrong("fold", "You still have five cards to turn up and a wild 7♦: "
                                 "folding gives up your chance to beat the kings."),),
            hint="Play goes round and round: a beaten player turns again on their next turn.",
            explain="After the betting it is your turn: you turn up cards again until you beat "
                    "the kings, or run out.",
        ),
    ),
)

def _merged() -> tuple[Lesson, ...]:
    from pokerrules.games.chaos.night_chaos_lessons_fee import THE_FEE

    return (TURN_UNTIL_YOU_BEAT_IT, THE_FEE)


LESSONS: tuple[Lesson, ...] = _merged()

"""Lessons for Jubilee (``LESSONS``): the running total, the first card black, jubilees at
multiples of 25, hearts counting against the total, and the cost of going past a jubilee. The lessons
are imported by the game's declaration when they are first asked for."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from pokerrules.core.cards import format_cards, parse_card
from pokerrules.games.jubilee.rules import Settings, score
from pokerrules.table.declare import deal_order
from pokerrules.table.teach.asks import Computed, Decoy
from pokerrules.table.teach.kit import own_cards
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

if TYPE_CHECKING:
    from pokerrules.table.state import State


def play_words(points: int, why: str) -> str:
    """A play's score as the lessons offer it: ``"+10 (a jubilee at 25)"``, ``"0"``."""
    return f"{points:+d} ({why})" if why else "0"


def score_of(code: str) -> Callable[[State, int], str]:
    """The rule that scores playing ``code`` from the learner's hand onto the running total the
    table shows."""

    def rule(state: State, seat: int) -> str:
        view = state.view(seat)
        if parse_card(code) not in own_cards(state, seat):
            raise ValueError(f"the learner does not hold {code}")
        play = score(parse_card(code), view["match"]["total"],
                     Settings.from_options(state.table.options))
        return play_words(play.points, play.why)

    return rule


# You: 10♠ 7♠ Q♠ 4♥ 9♥ 5♣ joker 2♣; seat 2: 8♠ 4♣ 6♠ K♥ 3♣ 9♣ 2♠ A♥. The stock starts 6♣ (to
# you), J♠ (to seat 2), A♠ (to you), 8♣.
_DECK = format_cards(deal_order(("Ts 7s Qs 4h 9h 5c Jk 2c", "8s 4c 6s Kh 3c 9c 2s Ah"),
                                "6c Js As 8c"))
_TO_18 = ("play Ts", "play 8s")
_TO_29 = (*_TO_18, "play 7s", "play 4c")

JUBILEES = Lesson(
    id="jubilees",
    title="Landing on 25, 50, 75...",
    seats=2,
    steps=(
        MoveStep(
            goal="Start the running total. The first card must be a club or a spade.",
            situation=Situation(_DECK),
            accept=("play Ts", "play 7s", "play Qs", "play 5c", "play 2c"),
            hint="Hearts take away from the total, and it may never drop below zero.",
            explain="Every card adds its value to one total shared by the table: aces 15, kings, "
                    "queens and jacks 10, the others their number.",
        ),
        MoveStep(
            goal="The total is 18. Bring it to exactly 25 for a jubilee.",
            situation=Situation(_DECK, moves=_TO_18),
            accept=("play 7s",),
            wrong=(Wrong("play Qs", "18 and 10 make 28: you would go past 25 and lose 5 points."),
                   Wrong("play 5c", "23 scores nothing, and leaves seat 2 a 2 away from the "
                                    "jubilee you could have made.")),
            hint="25 take away 18 is 7.",
            explain="A jubilee at 25: 10 points. A multiple of 100 would score 20.",
        ),
        QuestionStep(
            goal="Score a play before you make it.",
            situation=Situation(_DECK, moves=_TO_29),
            question="The total is 29. What would playing your 9♥ score?",
            ask=Computed(score_of("9h"), decoys=(
                Decoy("0",
                      "A heart takes 9 off: 29 down to 20 passes 25, and that costs 5."),
                Decoy("+10 (a jubilee at 25)",
                      "29 take away 9 is 20, not 25: a jubilee needs the total to land on 25."),
            )),
            hint="A heart counts against the total: 29 take away 9.",
            explain="29 take away 9 is 20: the total goes past 25 on the way down, which costs 5 "
                    "points, the same as going past it upwards.",
        ),
        MoveStep(
            goal="The total is 29. Use a heart to bring it back to 25.",
            situation=Situation(_DECK, moves=_TO_29),
            accept=("play 4h",),
            wrong=(Wrong("play 9h", "29 take away 9 is 20: you would go past 25 downwards and "
                                    "lose 5 points."),),
            hint="Which heart takes exactly 4 away?",
            explain="Back to 25 is another jubilee: landing on a multiple of 25 scores however the "
                    "total got there.",
        ),
        MoveStep(
            goal="The total is 35. Make a jubilee at 50.",
            situation=Situation(_DECK, moves=(*_TO_29, "play 4h", "play Js")),
            accept=("play As",),
            wrong=(Wrong("play Qs", "45 scores nothing and leaves a jubilee at 50 for seat 2 to "
                                    "make with a 5."),
                   Wrong("play 9h", "35 take away 9 is 26: it scores nothing.")),
            hint="An ace counts 15.",
            explain="35 and 15 make 50: a jubilee, 10 more points.",
        ),
    ),
)

LESSONS: tuple[Lesson, ...] = (JUBILEES,)

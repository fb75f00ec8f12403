"""Lessons for the 7/27 family, one entry per game id (``LESSONS``); each game's registry entry
loads its own through :func:`pokerrules.lessons.model.from_module`."""

from __future__ import annotations

from pokerrules.lessons.asks import WhoWins, YourHand
from pokerrules.lessons.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

# You get A♠ down and 9♣ up; the dealer (seat 2) gets K♦ down and 5♥ up. Then 2♠ to you, 3♠ to
# the dealer, and 4♦ next.
_DECK = "As Kd 9c 5h 2s 3s 4d"
_CHECKED = ("check", "check")

FIRST_HAND = Lesson(
    id="first-hand",
    title="Your first hand: two totals at once",
    seats=2,
    steps=(
        QuestionStep(
            goal="Count your hand both ways.",
            situation=Situation(_DECK),
            question="You hold A♠ and 9♣. What does your hand count?",
            ask=YourHand(decoys=("high 10, low 10", "high 20, low 20")),
            hint="An ace counts 1 or 11, whichever helps, and a 9 counts 9.",
            explain="The ace is 11 for the high total (20) and 1 for the low total (10): you chase "
                    "27 and 7 with the same cards.",
        ),
        MoveStep(
            goal="You are on 10 or 20. Take a card to get closer to 27.",
            situation=Situation(_DECK, moves=_CHECKED),
            accept=("take",),
            wrong=(Wrong("decline", "Standing on 20 leaves you 7 short of 27 and 3 over 7; "
                                    "almost any card helps the high total."),),
            hint="A card of 7 or less can only bring you closer to 27.",
            explain="You take the 2♠: now 12 or 22. Each card you take is dealt face up.",
        ),
        MoveStep(
            goal="You have 12 or 22 and the dealer shows 5♥ 3♠. Stop here and keep your 22.",
            situation=Situation(_DECK, moves=(*_CHECKED, "take", "take", *_CHECKED)),
            accept=("decline",),
            wrong=(Wrong("take", "A 6 or higher would push you past 27, and a picture card "
                                 "counts only ½."),),
            hint="Over 27 you cannot win the high half at all.",
            explain="Once you say no card, you stand for the rest of the hand: the table skips "
                    "your offers from now on.",
        ),
        QuestionStep(
            goal="Read the showdown.",
            situation=Situation(_DECK, moves=(*_CHECKED, "take", "take", *_CHECKED, "decline",
                                              "decline", *_CHECKED)),
            question="Your 22 against the dealer's K♦ 5♥ 3♠. Who wins the low half?",
            ask=WhoWins("low"),
            hint="A king counts ½. Add the dealer's three cards and compare with your 12.",
            explain="The dealer has 8½ and you have 12 at best: 8½ is closer to 7, so the dealer "
                    "takes the low half while your 22 takes the high half.",
        ),
    ),
)

LESSONS: dict[str, tuple[Lesson, ...]] = {
    "seven-twenty-seven": (FIRST_HAND,),
}

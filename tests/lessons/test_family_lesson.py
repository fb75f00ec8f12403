"""The lesson the 7/27 family shares (betting between the offers, standing for the rest of the
hand) is found on each game's own engine, so its words are checked against what each table
did: Seat 2 calls after your raise and your bet, a round of betting follows the card you take,
and standing is the last step wherever the table offers it."""

from __future__ import annotations

import pytest

from pokerrules.games.seven_twenty_seven import VARIANTS
from pokerrules.games.seven_twenty_seven.lessons_betting import BET, RAISE, STANDS, TAKE
from pokerrules.games.seven_twenty_seven.lessons_betting import family_lesson as lesson_of
from pokerrules.lessons.run import situation
from pokerrules.lookup.registry import get
from pokerrules.table.teach.model import Lesson, MoveStep
from pokerrules.table.teach.moves import STAND

#: Each game's lessons, as its declaration gives them.
LESSONS = {variant.id: variant.lessons() for variant in VARIANTS if variant.lessons is not None}
FAMILY = sorted(LESSONS)


def family_lesson(game: str) -> Lesson:
    return lesson_of(get(game))


@pytest.mark.parametrize("game", FAMILY)
def test_the_shared_lesson_says_what_the_table_does(game: str) -> None:
    variant, lesson = get(game), family_lesson(game)
    assert LESSONS[game][-1] is lesson
    steps = [step for step in lesson.steps if isinstance(step, MoveStep)]
    goals = [step.goal for step in steps]
    for before, after in zip(steps, steps[1:], strict=False):
        start = situation(variant, lesson, before)
        end = situation(variant, lesson, after)
        log = end.view(0)["log"][len(start.view(0)["log"]):]
        if before.goal in (RAISE.goal, BET.goal):
            assert "Seat 2 calls" in " ".join(log), (game, before.goal, log)
        if before.goal == TAKE.goal:
            assert after.goal == BET.goal, (game, goals)
            assert {"check", "bet"} <= {t.kind for t in end.legal_actions()}
    if any(t.stand == "start" for t in situation(variant, lesson, steps[-1]).legal_actions()):
        assert goals[-1] == STANDS.goal and steps[-1].accept == (STAND,)


def test_standing_is_taught_wherever_the_family_offers_it() -> None:
    standing = [game for game in FAMILY if STANDS.goal in [s.goal for s in family_lesson(game).steps]]
    assert "seven-twenty-seven" in standing and len(standing) >= len(FAMILY) - 1

"""``python -m pokerrules learn``, ``drill`` and ``lessons``: the terminal takes the same lessons
and showdowns as the page, and counts slips into stars the same way."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from pokerrules.cli.main import main, parser
from pokerrules.core.actions import Action
from pokerrules.lessons.run import lessons_json, stars
from pokerrules.table.teach.moves import write

GAME = "seven-twenty-seven"


def _typed_answers(lesson: dict, slip_first: bool) -> Iterator[str]:  # type: ignore[type-arg]
    """What a learner types to pass ``lesson``: the first accepted move or the answer's number;
    with ``slip_first``, the hint twice before every step (a step's hint counts once)."""
    for step in lesson["steps"]:
        if slip_first:
            yield from ("hint", "hint")
        if step["kind"] == "move":
            yield write(Action.from_json(step["accept"][0]))
        else:
            yield str(step["choices"].index(step["answer"]) + 1)


def _run(argv: list[str], typed: list[str]) -> list[str]:
    from pokerrules.cli.main import COMMANDS

    lines: list[str] = []
    answers = iter(typed)
    args = parser().parse_args(argv)
    COMMANDS[args.command](args, lines.append, lambda prompt: next(answers))  # type: ignore[call-arg]
    return lines


@pytest.mark.parametrize("slip_first", [False, True])
def test_a_lesson_taken_in_the_terminal_earns_its_stars(slip_first: bool) -> None:
    lesson = lessons_json(GAME)[0]
    lines = _run(["learn", GAME, "--lesson", lesson["id"]],
                 [*_typed_answers(lesson, slip_first), "quit"])
    steps = len(lesson["steps"])
    assert sum(line.startswith("  Right.") for line in lines) == steps
    earned = stars(steps if slip_first else 0)
    assert f"Lesson done: {earned} star" in "\n".join(lines)
    if slip_first:
        assert sum(line.startswith("  Hint: ") for line in lines) == 2 * steps


def test_a_wrong_move_shows_what_would_happen_then_the_step_again() -> None:
    lesson = lessons_json(GAME)[0]
    number, step = next((i, s) for i, s in enumerate(lesson["steps"])
                        if s["kind"] == "move" and s["wrong"])
    typed = list(_typed_answers(lesson, False))
    typed.insert(number, write(Action.from_json(step["wrong"][0]["action"])))
    lines = _run(["learn", GAME, "--lesson", lesson["id"]], [*typed, "quit"])
    text = "\n".join(lines)
    assert f"Not this time: {step['wrong'][0]['why']}" in text
    assert "Back to the step." in text and "Lesson done: 2 stars" in text


def test_a_question_hides_its_answer_gives_a_wrong_choices_reason_then_shows_the_table() -> None:
    lesson = lessons_json(GAME)[0]
    number, step = next((i, s) for i, s in enumerate(lesson["steps"])
                        if s["kind"] == "question" and "label" in s["hides"])
    wrong = next(c for c in step["choices"] if c != step["answer"])
    typed = list(_typed_answers(lesson, False))
    typed.insert(number, str(step["choices"].index(wrong) + 1))
    lines = _run(["learn", GAME, "--lesson", lesson["id"]], [*typed, "quit"])
    told = lines.index(f"  Not quite. {step['reasons'][wrong]} Try again.")
    again = lines.index("  The whole table again:")
    table = [line for line in lines[:told] if line.startswith("  You")]
    assert table and not any(step["answer"] in line for line in table), table
    assert told < again and any(step["answer"] in line for line in lines[again:again + 4])
    assert "Lesson done: 2 stars" in "\n".join(lines)


def test_the_drill_judges_and_keeps_a_streak() -> None:
    from pokerrules.lessons.drill import drill

    showdown = drill("ten-card-stud", 11)
    right = [str(part["choices"].index(part["answer"]) + 1) for part in showdown["parts"]]
    lines = _run(["drill", "ten-card-stud", "--seed", "11"], [*right, "n"])
    assert "  Streak 1 (best 1)." in lines
    assert all("  " + line in lines for line in showdown["text"])


def test_lessons_as_json_are_the_ops_lessons(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lessons", GAME, "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == lessons_json(GAME)
    assert main(["learn", "no-such-game"]) == 2
    assert "There is no game 'no-such-game'" in capsys.readouterr().err
    assert main(["learn", GAME, "--lesson", "no-such-lesson"]) == 2
    assert "has no lesson 'no-such-lesson'" in capsys.readouterr().err

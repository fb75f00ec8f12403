"""The shared lesson suite, over every registered game's lessons and the shared basics.

Each step is checked through the facade (``pokerrules.api.handle``), as the page and anyone
else would replay it: the situation replays, it is the learner's move, each accepted move is
legal there, each listed wrong move is legal and is not an accepted one, each question's answer
is what the judge or the view says, and every text is there and short.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from pokerrules.api import handle
from pokerrules.lessons.run import every_lesson, lesson_json, lessons_json
from pokerrules.lookup.registry import variants
from pokerrules.table.teach.model import MAX_TEXT

LESSONS = [(variant, lesson) for variant, lesson in every_lesson()]


def _ids(pair: Any) -> str:
    variant, lesson = pair
    return f"{variant.id}/{lesson.id}"


def call(request: dict[str, Any]) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(handle(json.dumps(request)))
    return reply


def _short(text: object, what: str) -> None:
    assert isinstance(text, str) and text.strip(), f"{what} is missing"
    assert len(text) < MAX_TEXT, f"{what} has {len(text)} characters: {text!r}"


@pytest.mark.parametrize("variant", variants(), ids=lambda v: v.id)
def test_every_game_has_a_lesson(variant) -> None:  # type: ignore[no-untyped-def]
    reply = call({"op": "lessons", "variant": variant.id})
    assert reply["ok"] and reply["lessons"], f"{variant.name} has no lesson"
    ids = [lesson["id"] for lesson in reply["lessons"]]
    assert len(set(ids)) == len(ids)


@pytest.mark.parametrize("pair", LESSONS, ids=_ids)
def test_lesson_steps_play_on_the_real_table(pair) -> None:  # type: ignore[no-untyped-def]
    variant, lesson = pair
    data = lesson_json(variant, lesson)
    _short(data["title"], "the title")
    assert 3 <= len(data["steps"]) <= 6, f"{len(data['steps'])} steps"
    assert sum(step["kind"] == "move" for step in data["steps"]) >= 2, "fewer than two move steps"
    for number, step in enumerate(data["steps"], start=1):
        where = f"step {number}"
        for name in ("goal", "explain", "hint"):
            _short(step[name], f"{where}'s {name}")
        assert step["seat"] == 0, "the page plays seat 0, the facade's reader"
        shown = call({"op": "view", "history": step["history"]})
        assert shown["ok"], f"{where} does not replay: {shown}"
        view = shown["view"]
        if step["kind"] == "move":
            _check_move_step(step, view, where)
        else:
            _check_question_step(step, view, where)


def _check_move_step(step: dict[str, Any], view: dict[str, Any], where: str) -> None:
    assert view["to_act"] == step["seat"], f"{where}: it is not the learner's move"
    assert step["accept"], f"{where} accepts no move"
    starts = [t for t in view["legal"] if t.get("stand") == "start"]
    for action in step["accept"]:
        reply = call({"op": "act", "history": step["history"], "action": _unmarked(action)})
        assert reply["ok"], f"{where}: the accepted move {action} is refused: {reply}"
        if action.get("stand"):
            assert [action["kind"]] == [t["kind"] for t in starts], f"{where}: no move to stand on"
    for wrong in step["wrong"]:
        _short(wrong["why"], f"{where}'s wrong move's why")
        assert wrong["action"] not in step["accept"], f"{where}: {wrong['action']} is accepted too"
        reply = call({"op": "act", "history": step["history"],
                      "action": _unmarked(wrong["action"])})
        assert reply["ok"], f"{where}: the wrong move {wrong['action']} is not even legal: {reply}"


def _unmarked(action: dict[str, Any]) -> dict[str, Any]:
    """The action as ``act`` takes it: without the lesson's mark of standing for the rest of the
    hand (``"stand": true``, made with the table's button)."""
    return {key: value for key, value in action.items() if key != "stand"}


def _check_question_step(step: dict[str, Any], view: dict[str, Any], where: str) -> None:
    _short(step["question"], f"{where}'s question")
    choices = step["choices"]
    assert len(choices) >= 2 and len(set(choices)) == len(choices), f"{where}: {choices}"
    assert step["answer"] in choices, f"{where}: the answer {step['answer']!r} is not offered"
    for choice in choices:
        _short(choice, f"{where}'s choice")
    assert any(h.get("seat") == step["seat"] for h in view["hands"]), f"{where}: no learner hand"


def test_question_answers_agree_with_the_judge_and_the_view() -> None:
    """Every question is answered again here, by the facade's judge or view, not by the lesson."""
    from pokerrules.lessons.run import situation
    from pokerrules.lookup.history import to_json
    from pokerrules.table.teach.asks import TIE, WhoWins, WildCards, YourHand, seat_name
    from pokerrules.table.teach.model import QuestionStep

    asked = 0
    for variant, lesson in LESSONS:
        for step in lesson.steps:
            if not isinstance(step, QuestionStep):
                continue
            state = situation(variant, lesson, step)
            view = call({"op": "view", "history": to_json(state)})["view"]
            ask = step.ask
            answer = ask.answer(state, step.seat)
            if isinstance(ask, WhoWins):
                seats = ask.contenders(state, step.seat)
                board = [c["code"] for pile in view.get("piles", []) if pile.get("shared")
                         for c in pile["cards"]]  # the common cards every hand uses, after its own
                hands = [" ".join(c["code"] for c in view["hands"][s]["cards"]) for s in seats]
                verdict = call({"op": "judge", "variant": variant.id, "hands": hands,
                                "options": dict(state.table.options), "board": " ".join(board)})
                part = next(p for p in verdict["parts"] if p["part"] == ask.part)
                expected = (TIE if len(part["winners"]) > 1 else
                            seat_name(seats[part["winners"][0]], step.seat) if part["winners"]
                            else "Nobody")
                assert answer == expected, (variant.id, lesson.id, step.question)
                asked += 1
            elif isinstance(ask, YourHand):
                assert answer == view["hands"][step.seat]["label"], (variant.id, lesson.id)
                asked += 1
            elif isinstance(ask, WildCards):
                wild = [c["short"] for c in view["hands"][step.seat]["cards"] if c.get("wild")]
                assert all(card in answer for card in wild) and (wild or answer == "None of them")
                asked += 1
    assert asked > 0


def test_the_op_and_the_functions_agree() -> None:
    every = call({"op": "lessons"})
    assert every["ok"] and every["lessons"] == lessons_json()
    assert every["stars"] == {"three": 0, "two": 2}
    from pokerrules.lessons.basics import BASICS

    basics = call({"op": "lessons", "basics": True})
    assert basics["ok"] and basics["lessons"] == every["lessons"][:len(BASICS)]
    assert call({"op": "lessons", "basics": "yes"})["error"]["code"] == "bad-request"
    assert call({"op": "lessons", "variant": "no-such-game"})["error"]["code"] == "unknown-variant"


def test_basics_a_lesson_points_to_exist() -> None:
    from pokerrules.lessons.basics import BASICS

    basics = {lesson.id for _, lesson in BASICS}
    for variant, lesson in LESSONS:
        missing = set(lesson.basics) - basics
        assert not missing, f"{variant.id}/{lesson.id} points to {missing}"


def test_stars_fall_with_slips() -> None:
    from pokerrules.lessons.run import stars

    assert [stars(n) for n in range(5)] == [3, 2, 2, 1, 1]

"""Lessons played on the real table: each step's situation built through the game's engine, its
answers computed, and the whole lesson written as the JSON the page and the terminal read.

>>> lessons = lessons_json("seven-twenty-seven")
>>> step = lessons[0]["steps"][0]
>>> sorted(step) == sorted(QUESTION_FIELDS if step["kind"] == "question" else MOVE_FIELDS)
True
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from pokerrules.core.actions import Action
from pokerrules.core.errors import IllegalAction
from pokerrules.lookup.history import to_json
from pokerrules.lookup.registry import get, variants
from pokerrules.table.game import Variant
from pokerrules.table.state import State
from pokerrules.table.teach.deal import situation_state
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Step
from pokerrules.table.teach.moves import read, stands

MOVE_FIELDS = ("kind", "goal", "seat", "history", "accept", "wrong", "explain", "hint")
QUESTION_FIELDS = ("kind", "goal", "seat", "history", "question", "choices", "answer", "reasons",
                   "hides", "explain", "hint")
#: Stars for a lesson: three with no slip (a wrong move, a wrong answer or a hint), two with at
#: most this many, one otherwise.
TWO_STAR_SLIPS = 2


def stars(slips: int) -> int:
    """Stars for a lesson finished with ``slips`` wrong moves, wrong answers and hints."""
    return 3 if slips == 0 else 2 if slips <= TWO_STAR_SLIPS else 1


def situation(variant: Variant, lesson: Lesson, step: Step) -> State:
    """The state a step starts from: the deck as stacked, the lesson's house rules, and the
    moves before the step applied through the game's own engine."""
    return situation_state(variant, lesson.options, step.situation, lesson.seats)


def _move_json(state: State, text: str) -> dict[str, Any]:
    """The action ``text`` names; standing for the rest of the hand is marked ``"stand": true``
    (the page's player takes it only from its "Stand for the rest of the hand" button)."""
    data = read(text, state.legal_actions()).to_json()
    if stands(text):
        data["stand"] = True
    return data


def step_json(variant: Variant, lesson: Lesson, step: Step) -> dict[str, Any]:
    """One step as the page and the terminal read it (fields :data:`MOVE_FIELDS` or
    :data:`QUESTION_FIELDS`)."""
    state = situation(variant, lesson, step)
    common = {"goal": step.goal, "seat": step.seat, "history": to_json(state),
              "explain": step.explain, "hint": step.hint}
    if isinstance(step, MoveStep):
        return {"kind": "move", **common,
                "accept": [_move_json(state, text) for text in step.accept],
                "wrong": [{"action": _move_json(state, w.move), "why": w.why} for w in step.wrong]}
    assert isinstance(step, QuestionStep)
    return {"kind": "question", **common, "question": step.question,
            "choices": list(step.ask.choices(state, step.seat)),
            "answer": step.ask.answer(state, step.seat),
            "reasons": step.ask.reasons(state, step.seat), "hides": list(step.ask.hides)}


def lesson_json(variant: Variant, lesson: Lesson) -> dict[str, Any]:
    return {"game": variant.id, "game_name": variant.name, "id": lesson.id,
            "title": lesson.title, "options": variant.resolve_options(dict(lesson.options)),
            "seats": lesson.seats, "basics": list(lesson.basics),
            "steps": [step_json(variant, lesson, step) for step in lesson.steps]}


def game_lessons(variant: Variant) -> tuple[Lesson, ...]:
    """The lessons a game declares (``Variant.lessons``), or none, then for a child game the
    lesson on what changes from its parent (:mod:`pokerrules.lessons.changes`)."""
    from pokerrules.lessons.changes import what_changes

    return (variant.lessons() if variant.lessons is not None else ()) + what_changes(variant)


def every_lesson() -> Iterator[tuple[Variant, Lesson]]:
    """The shared basics first, then every registered game's lessons in catalogue order."""
    from pokerrules.lessons.basics import BASICS

    for game_id, lesson in BASICS:
        yield get(game_id), lesson
    for variant in variants():
        for lesson in game_lessons(variant):
            yield variant, lesson


def basics_json() -> list[dict[str, Any]]:
    """The shared basics only, each on its host game's table."""
    from pokerrules.lessons.basics import BASICS

    return [lesson_json(get(game_id), lesson) for game_id, lesson in BASICS]


def lessons_json(variant_id: object = None) -> list[dict[str, Any]]:
    """Every lesson (the basics first), or one game's (:class:`UnknownVariant` for a bad id)."""
    if variant_id is None:
        return [lesson_json(v, lesson) for v, lesson in every_lesson()]
    variant = get(variant_id)
    return [lesson_json(variant, lesson) for lesson in game_lessons(variant)]


def check_move(state: State, step: MoveStep, action: Action) -> str | None:
    """Why ``action`` does not reach the step's goal (``None`` if it does): the wrong move's own
    reason if it is one of the tempting ones, a plain sentence for any other legal move, and
    :class:`IllegalAction` with the rules' reason for an illegal one."""
    legal = state.legal_actions()
    if action in [read(text, legal) for text in step.accept]:
        return None
    for wrong in step.wrong:
        if read(wrong.move, legal) == action:
            return wrong.why
    template = next((t for t in legal if t.kind == action.kind), None)
    if template is None:
        raise IllegalAction(f"You cannot {action.kind} now.")
    problem = template.problem(action)
    if problem is not None:
        raise IllegalAction(problem)
    return OTHER_MOVE


#: What a legal move that is neither accepted nor a listed wrong one gets.
OTHER_MOVE = "That move is allowed, but it is not the one this step asks for."

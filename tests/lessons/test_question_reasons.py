"""Every wrong choice of every question says why it is wrong: one sentence, written with the
decoy (``Decoy(text, why)``) or computed by the ask, as the step's ``reasons`` carry it to the page
and the terminal.

``WhoWins`` reasons are the judge's own words, computed on another branch of issue 32: until it
is merged those questions are expected to fail here (not strictly, so they pass once it is).
"""

from __future__ import annotations

from typing import Any

import pytest

from pokerrules.lessons.run import every_lesson, situation, step_json
from pokerrules.lookup.registry import get
from pokerrules.table.teach.asks import Computed, Decoy, WildCards, YourHand
from pokerrules.table.teach.model import MAX_TEXT, QuestionStep

QUESTIONS = [(variant, lesson, step) for variant, lesson in every_lesson()
             for step in lesson.steps if isinstance(step, QuestionStep)]


def _param(triple: Any) -> Any:
    variant, lesson, step = triple
    return pytest.param(triple,
                        id=f"{variant.id}/{lesson.id}/{lesson.steps.index(step) + 1}")


@pytest.mark.parametrize("triple", [_param(t) for t in QUESTIONS])
def test_every_wrong_choice_has_a_reason(triple) -> None:  # type: ignore[no-untyped-def]
    variant, lesson, question = triple
    step = step_json(variant, lesson, question)
    wrong = [choice for choice in step["choices"] if choice != step["answer"]]
    assert set(step["reasons"]) == set(wrong), f"reasons for {sorted(step['reasons'])}, not {wrong}"
    for choice, why in step["reasons"].items():
        assert isinstance(why, str) and why.strip(), f"no reason for {choice!r}"
        assert len(why) <= MAX_TEXT, f"the reason for {choice!r} has {len(why)} characters"
        assert why.rstrip().endswith((".", "!", "?")), f"the reason for {choice!r} is no sentence"
    reasons = list(step["reasons"].values())
    assert len(set(reasons)) == len(reasons), "two wrong choices share one reason"


def test_every_decoy_of_every_question_is_written_with_its_reason() -> None:
    for _variant, lesson, question in QUESTIONS:
        for decoy in getattr(question.ask, "decoys", ()):
            assert isinstance(decoy, Decoy), f"{lesson.id}: {decoy!r}"


def test_a_written_reason_goes_with_its_choice_and_never_with_the_answer() -> None:
    variant = get("seven-twenty-seven")
    lesson = next(lesson for v, lesson in every_lesson() if v is variant)
    question = next(s for s in lesson.steps if isinstance(s, QuestionStep))
    state = situation(variant, lesson, question)
    answer = question.ask.answer(state, question.seat)
    ask = YourHand(decoys=(Decoy("high 10, low 10", "The ace counts 11 for high."),
                           Decoy(answer, "never shown")))
    assert ask.reasons(state, question.seat) == {"high 10, low 10": "The ace counts 11 for high."}
    assert ask.choices(state, question.seat) == tuple(sorted({"high 10, low 10", answer}))


@pytest.mark.parametrize("kind", [YourHand, WildCards])
def test_bare_text_is_no_decoy(kind) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(TypeError):
        kind(decoys=("high 10, low 10",))


def test_a_computed_question_refuses_bare_text_too() -> None:
    with pytest.raises(TypeError):
        Computed(lambda state, seat: "1", decoys=("2",))  # type: ignore[arg-type]

"""Every question of every lesson, drawn as the page draws it while the question is open: the
step's view from the facade with the step's ``hides`` hidden (the page sends them with its
``view`` request, and the terminal hides them through the same function) does not show the
answer.

"Shows" is read from what the table draws (the table facts, the piles, every hand's label,
notes and groups, the marks on the cards):

- the answer's words are nowhere in it, and neither each ``;``-part of the answer nor any of its
  figures is under the learner's own hand ("high 20, low 10": no 20 or 10 there; an answer that
  is a bare figure is looked for only there, as the table's facts count other things);
- a question on wild cards leaves no card marked wild and no line saying which cards are wild;
- a question on the learner's hand leaves no mark on the cards of its best hand;
- an answer that is a seat ("Seat 2", "You", "They tie": names the table shows anyway) leaves no
  result: none of the result's lines or summary drawn or in the log, no hand's net under it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest

from pokerrules.api import handle
from pokerrules.lessons.run import every_lesson, situation, step_json
from pokerrules.table.teach.asks import WildCards, YourHand
from pokerrules.table.teach.hide import PARTS, hide
from pokerrules.table.teach.model import QuestionStep

QUESTIONS = [(variant, lesson, step) for variant, lesson in every_lesson()
             for step in lesson.steps if isinstance(step, QuestionStep)]
SEAT_ANSWER = re.compile(r"(You|Seat \d+|They tie|Nobody)")


def _id(triple: Any) -> str:
    variant, lesson, step = triple
    return f"{variant.id}/{lesson.id}/{lesson.steps.index(step) + 1}"


def _view(history: dict[str, Any], hides: list[str] | None) -> dict[str, Any]:
    request: dict[str, Any] = {"op": "view", "history": history}
    if hides is not None:
        request["hide"] = hides
    reply = json.loads(handle(json.dumps(request)))
    assert reply["ok"], reply
    view: dict[str, Any] = reply["view"]
    return view


def _cards(view: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for hand in view.get("hands") or ():
        yield from hand.get("cards") or ()
    for pile in view.get("piles") or ():
        yield from pile.get("cards") or ()


def _drawn(view: dict[str, Any]) -> list[str]:
    """Every text the table draws from a view."""
    texts = [str(line) for line in view.get("info") or ()]
    for pile in view.get("piles") or ():
        texts += [str(pile.get("label") or ""), str(pile.get("note") or "")]
        texts += [str(card.get("caption") or "") for card in pile.get("cards") or ()]
    for hand in view.get("hands") or ():
        texts += _hand_texts(hand)
    return [text for text in texts if text]


def _hand_texts(hand: dict[str, Any]) -> list[str]:
    texts = [str(hand.get("label") or ""), *map(str, hand.get("notes") or ())]
    return texts + [str(group.get("label") or "") for group in hand.get("groups") or ()]


def _own(view: dict[str, Any], seat: int) -> dict[str, Any]:
    hand: dict[str, Any] = next(h for h in view["hands"] if h.get("seat") == seat)
    return hand


def _has(text: str, part: str) -> bool:
    """Whether ``part`` is in ``text``, in any case; a figure only as a whole number."""
    if re.fullmatch(r"\d+½?", part):
        return re.search(rf"(?<![\d½]){re.escape(part)}(?![\d½])", text) is not None
    return part.casefold() in text.casefold()


def problems(question: QuestionStep, answer: str, full: dict[str, Any],
             shown: dict[str, Any]) -> list[str]:
    """What of the answer the view ``shown`` still shows (``full``: the same view unhidden)."""
    seat = question.seat
    found = []
    if SEAT_ANSWER.fullmatch(answer):
        result = full.get("result") or {}
        told = [str(line) for line in result.get("lines") or ()] + [str(result.get("summary") or "")]
        if shown.get("result"):
            found.append("the result is in the view")
        found += [f"the result's line {line!r} is shown" for line in told
                  if line and (line in _drawn(shown) or line in (shown.get("log") or ()))]
        for hand in shown["hands"]:
            nets = result.get("net") or []
            if isinstance(hand.get("seat"), int) and hand["seat"] < len(nets):
                net = f"{nets[hand['seat']]:+d}"
                found += [f"a hand's net {net} is shown" for n in hand.get("notes") or () if n == net]
    else:
        if not re.fullmatch(r"\d+½?", answer):  # a bare figure: only under the hand (below)
            found += [f"{answer!r} is in {text!r}" for text in _drawn(shown) if _has(text, answer)]
        own = _hand_texts(_own(shown, seat))
        parts = [p.strip() for p in answer.split(";")] + re.findall(r"\d+½?", answer)
        found += [f"{part!r} is under your hand, in {text!r}" for part in dict.fromkeys(parts)
                  for text in own if part and _has(text, part)]
    if isinstance(question.ask, WildCards):
        found += [f"{c['short']} is marked wild" for c in _cards(shown) if c.get("wild")]
        line = (full.get("wild_cards") or {}).get("why")
        if line and line in _drawn(shown):
            found.append(f"the wild line {line!r} is shown")
    if isinstance(question.ask, YourHand):
        found += [f"{c['short']} is marked as part of your best hand"
                  for c in _own(shown, seat)["cards"] if c.get("best")]
    return found


@pytest.mark.parametrize("triple", QUESTIONS, ids=_id)
def test_an_open_question_does_not_show_its_answer(triple) -> None:  # type: ignore[no-untyped-def]
    variant, lesson, question = triple
    step = step_json(variant, lesson, question)
    assert set(step["hides"]) <= set(PARTS), f"unknown parts {step['hides']}"
    full = _view(step["history"], None)
    shown = _view(step["history"], step["hides"])
    found = problems(question, step["answer"], full, shown)
    assert not found, f"the table answers {question.question!r}: " + "; ".join(found)


def test_the_sweep_sees_answers_on_the_unhidden_table() -> None:
    """The check can fail: drawn whole, the table answers most of the questions."""
    answered = 0
    for variant, lesson, question in QUESTIONS:
        step = step_json(variant, lesson, question)
        full = _view(step["history"], None)
        answered += bool(problems(question, step["answer"], full, full))
    assert answered >= len(QUESTIONS) // 2, f"only {answered} of {len(QUESTIONS)}"


def test_the_terminal_hides_what_the_page_hides() -> None:
    variant, lesson, question = QUESTIONS[0]
    state = situation(variant, lesson, question)
    step = step_json(variant, lesson, question)
    assert hide(state.view(question.seat), question.ask.hides, question.seat) == \
        _view(step["history"], step["hides"])


def test_a_bad_part_is_refused() -> None:
    variant, lesson, question = QUESTIONS[0]
    history = step_json(variant, lesson, question)["history"]
    for bad in (["everything"], "label", [1]):
        reply = json.loads(handle(json.dumps({"op": "view", "history": history, "hide": bad})))
        assert not reply["ok"] and reply["error"]["code"] == "bad-request", reply

"""The review's grades: the move made is always weighed, a decision of one move with an amount to
choose is reviewed, each threshold decides its grade, and the decision that mattered most is
named only after a mistake or a blunder."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pokerrules.api import handle
from pokerrules.coach import review as review_module
from pokerrules.table.coaching.grades import CHIP_GRADES, GRADES, Grades


def call(**request: Any) -> dict[str, Any]:
    return json.loads(handle(json.dumps(request)))


def _played(game: str, seed: int, choose: Any, options: dict[str, str] | None = None,
            seats: int = 2) -> dict[str, Any]:
    """A hand played to its end: ``choose(view)`` gives the action of seat 0 (``None``: check or
    call), every other seat checks or calls."""
    reply = call(op="new", variant=game, seed=seed, seats=seats, options=options or {})
    while not reply["view"].get("result"):
        view = reply["view"]
        action = choose(view) if view["to_act"] == 0 else None
        if action is None:
            kinds = [t["kind"] for t in view["legal"]]
            action = {"kind": next((k for k in ("check", "call") if k in kinds), kinds[0])}
        reply = call(op="act", history=reply["history"], action=action)
        assert reply["ok"], reply
    return reply["history"]


def _fold(view: dict[str, Any]) -> dict[str, Any] | None:
    return {"kind": "fold"} if any(t["kind"] == "fold" for t in view["legal"]) else None


def test_an_all_in_is_graded_by_its_own_figures() -> None:
    """No-limit 7/27, seed 1, heads-up: all in for 199 where the coach's moves offer only the
    suggested bet of 2. The move made is weighed, and graded by what it gave up."""
    def all_in(view: dict[str, Any]) -> dict[str, Any] | None:
        bet = next((t for t in view["legal"] if t["kind"] == "bet"), None)
        return {"kind": "bet", "amount": bet["max"]} if bet else None

    history = _played("seven-twenty-seven", 1, all_in, {"betting": "no-limit"})
    assert {"seat": 0, "kind": "bet", "amount": 199} in history["actions"]
    reply = call(op="review", history=history, seat=0, samples=30)
    decision = next(d for d in reply["decisions"]
                    if history["actions"][d["action_index"]].get("amount") == 199)
    chosen = decision["moves"][decision["chosen"]]
    assert chosen["action"] == {"kind": "bet", "amount": 199} and chosen["label"] == "Bet 199"
    values = [m["ev"] for m in decision["moves"]]
    assert decision["given_up"] == pytest.approx(max(values) - chosen["ev"])
    assert {"kind": "bet", "amount": 2} in [m["action"] for m in decision["moves"]]


def test_three_card_poker_ante_is_reviewed() -> None:
    """The ante is one move with an amount from 1 to 100: it is weighed at the amount made and at
    the least and most, and graded in antes of the hand."""
    def ante(view: dict[str, Any]) -> dict[str, Any] | None:
        kinds = {t["kind"]: t for t in view["legal"]}
        if "ante" in kinds:
            return {"kind": "ante", "amount": 10}
        if "play" in kinds:
            return {"kind": "play"}
        amount = next((t for t in view["legal"] if "min" in t), None)
        return {"kind": amount["kind"], "amount": amount["min"]} if amount else None

    history = _played("three-card-poker", 5, ante, seats=1)
    reply = call(op="review", history=history, seat=0, samples=400)
    assert reply["ok"], reply
    decision = next(d for d in reply["decisions"] if d["moves"][d["chosen"]]["action"]
                    == {"kind": "ante", "amount": 10})
    amounts = sorted(m["action"]["amount"] for m in decision["moves"])
    assert amounts[0] == 1 and amounts[-1] == 100 and 10 in amounts
    assert decision["grade"] in GRADES and reply["grades"]["unit"] == "bets"
    # the house's edge grows with the ante, but in antes of this hand it is the same
    assert decision["loss"] < CHIP_GRADES.inaccuracy


@pytest.fixture(scope="module")
def blunder() -> dict[str, Any]:
    """Ten Card Stud, seed 1, heads-up: seat 1 folds at its third decision a hand the coach
    values at about three bets."""
    history = _played("ten-card-stud", 1, _fold)
    return {"history": history, "review": call(op="review", history=history, seat=0,
                                               samples=30)}


def test_the_decision_that_mattered_is_named_after_a_blunder(blunder: dict[str, Any]) -> None:
    reply = blunder["review"]
    grades = [d["grade"] for d in reply["decisions"]]
    assert "blunder" in grades
    mattered = reply["mattered"]
    assert mattered is not None and reply["decisions"][mattered["decision"]]["grade"] == "blunder"
    assert "Fold" in mattered["text"] and "blunder" in mattered["text"]


def test_no_line_after_a_hand_without_a_mistake() -> None:
    history = _played("ten-card-stud", 2, _fold)
    reply = call(op="review", history=history, seat=0, samples=30)
    assert reply["decisions"] and all(d["grade"] in ("best", "inaccuracy")
                                      for d in reply["decisions"])
    assert reply["mattered"] is None


@pytest.mark.parametrize("grade", GRADES[1:])
def test_each_threshold_decides_its_grade(grade: str, blunder: dict[str, Any],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The blunder's loss, with the thresholds moved round it: just over a grade's threshold the
    decision is that grade, just under it the grade before."""
    worst = max(blunder["review"]["decisions"], key=lambda d: d["loss"])
    loss = worst["loss"]
    index = GRADES.index(grade)

    def graded(threshold: float) -> str:
        # the thresholds before ``grade`` well below the loss, those after well above
        values = [loss / 8, loss / 4, loss / 2][:index - 1] + [threshold] + \
            [loss * 4, loss * 8][:3 - index]
        monkeypatch.setattr(review_module, "CHIP_GRADES", Grades(*values, unit=("bet", "bets")))
        reply = call(op="review", history=blunder["history"], seat=0, samples=30)
        return next(d["grade"] for d in reply["decisions"]
                    if d["action_index"] == worst["action_index"])

    assert graded(loss * 0.98) == grade
    assert graded(loss * 1.02) == GRADES[index - 1]


def test_sampling_error_lowers_a_grade_by_one_standard_error_only() -> None:
    grades = Grades(1, 2, 4, ("bet", "bets"))
    one = {"n": 0, "picked": 1, "runs": [[{"ev": 5.0}, {"ev": 5.0 - 2.5 - d}] for d in (-1, 1)],
           "reply": {"moves": [{"ev": 5.0, "label": "Call"}, {"ev": 2.5, "label": "Fold"}]}}
    coach = review_module.Coach()
    decided = review_module._graded(coach, one, grades, unit=1.0)
    # the gap is 2.5, its paired standard error 1: graded as 1.5 bets given up
    assert decided["given_up"] == pytest.approx(2.5)
    assert decided["given_up_stderr"] == pytest.approx(1.0)
    assert decided["loss"] == pytest.approx(1.5) and decided["grade"] == "inaccuracy"

"""The coach's ops through the facade: figures for the seat to act, a review after the hand, and
a coded error that changes nothing for every bad request."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pokerrules.api import handle
from pokerrules.coach.odds import MAX_SAMPLES


def call(**request: Any) -> dict[str, Any]:
    return json.loads(handle(json.dumps(request)))


@pytest.fixture(scope="module")
def hand() -> dict[str, Any]:
    """A heads-up Ten Card Stud hand at the reader's first decision, and the same hand played to
    its end by checking and calling."""
    start = call(op="new", variant="ten-card-stud", seed=4, seats=2)
    assert start["ok"] and start["view"]["to_act"] == 0
    reply = start
    while not reply["view"].get("result"):
        kind = next(t["kind"] for t in reply["view"]["legal"] if t["kind"] in ("check", "call"))
        reply = call(op="act", history=reply["history"], action={"kind": kind})
    return {"start": start["history"], "end": reply["history"]}


def test_odds_weigh_every_move_of_the_seat_to_act(hand: dict[str, Any]) -> None:
    reply = call(op="odds", history=hand["start"], seat=0, samples=30, seed=2)
    assert reply["ok"] and reply["seat"] == 0 and reply["seed"] == 2
    kinds = {m["action"]["kind"] for m in reply["moves"]}
    legal = {t["kind"] for t in call(op="view", history=hand["start"])["view"]["legal"]}
    assert kinds == legal
    assert reply["assumptions"].startswith("Assumed:") and "cannot see" in reply["model"]
    assert reply["key"] == "ev" and {f["name"] for f in reply["figures"]} >= {"ev", "share"}
    assert all(f["means"] for f in reply["figures"])
    assert sorted(m["rank"] for m in reply["moves"])[0] == 1
    for move in reply["moves"]:
        assert 0 <= move["parts"]["high"] <= 1 and move["words"] and move["label"]
        assert move["exact"] is reply["exact"]
        if not reply["exact"]:
            assert move["samples"] == 30 and move["stderr"] >= 0


def test_the_review_grades_each_decision(hand: dict[str, Any]) -> None:
    reply = call(op="review", history=hand["end"], seat=0, samples=20)
    assert reply["ok"], reply
    mine = [i for i, a in enumerate(hand["end"]["actions"]) if a["seat"] == 0]
    assert reply["decisions"], "a hand with choices has decisions to review"
    for decision in reply["decisions"]:
        assert decision["action_index"] in mine
        assert decision["grade"] in ("best", "inaccuracy", "mistake", "blunder")
        chosen = decision["moves"][decision["chosen"]]["action"]
        played = {k: v for k, v in hand["end"]["actions"][decision["action_index"]].items()
                  if k != "seat"}
        assert chosen == played
        assert decision["given_up"] >= 0
    total = reply["total"]
    assert sum(total[g] for g in ("best", "inaccuracy", "mistake", "blunder")) \
        == len(reply["decisions"])
    assert reply["grades"]["unit"] == "bets" and reply["grades"]["words"]
    count = len(reply["decisions"])
    assert reply["summary"].startswith(f"{count} decision{'s' if count != 1 else ''}:")


@pytest.mark.parametrize("change, code", [
    ({"seat": 2}, "bad-request"),
    ({"seat": -1}, "bad-request"),
    ({"seat": "0"}, "bad-request"),
    ({"seat": True}, "bad-request"),
    ({"seat": 1}, "bad-request"),  # not that seat's turn
    ({"samples": 0}, "bad-request"),
    ({"samples": MAX_SAMPLES + 1}, "bad-request"),
    ({"samples": 10**12}, "bad-request"),
    ({"samples": 2.5}, "bad-request"),
    ({"seed": -3}, "bad-request"),
    ({"seed": "x"}, "bad-request"),
])
def test_a_bad_odds_request_gets_a_coded_error_and_changes_nothing(
        hand: dict[str, Any], change: dict[str, Any], code: str) -> None:
    request = {"op": "odds", "history": hand["start"], "seat": 0, "samples": 10, "seed": 1}
    before = call(**request)
    reply = call(**{**request, **change})
    assert reply["ok"] is False and reply["error"]["code"] == code, reply
    assert reply["error"]["message"]
    assert call(**request) == before
    assert call(op="view", history=hand["start"])["view"]["to_act"] == 0


def test_odds_on_a_finished_hand_or_a_broken_history_are_refused(hand: dict[str, Any]) -> None:
    over = call(op="odds", history=hand["end"], seat=0)
    assert over["error"]["code"] == "illegal-action"
    broken = dict(hand["start"], deck="As As")
    assert call(op="odds", history=broken, seat=0)["error"]["code"] == "corrupt-history"
    assert call(op="odds", seat=0)["error"]["code"] == "corrupt-history"
    assert call(op="review", history=hand["end"], seat=5)["error"]["code"] == "bad-request"


def test_a_seed_is_read_as_every_op_reads_one(hand: dict[str, Any]) -> None:
    """Typed digits are the same seed as the number; no seed is seed 0."""
    request = {"op": "odds", "history": hand["start"], "seat": 0, "samples": 10}
    assert call(**request, seed=" 7 ") == call(**request, seed=7)
    assert call(**request) == call(**request, seed=0)

"""The "stand" field of legal templates (issue 18, point 8a): the offer step's "No card" is
marked "start" and a betting round's "Check" is marked "keep", so that a table can stand for
the reader for the rest of the hand; no other move is ever marked. Played over every game, by
the first legal move, so a game that gains an offer or a betting round is checked too."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pokerrules.api import handle
from pokerrules.lookup.registry import variants
from tests.test_api_action_fields import a_legal_move

#: the only moves a table may send for a standing reader, and what each is marked
MARKED = {"decline": "start", "check": "keep"}


def call(**request: Any) -> dict[str, Any]:
    return json.loads(handle(json.dumps(request)))


def marks_seen(game: str, seed: int, limit: int = 120) -> dict[str, set[str]]:
    """Every template's kind -> the stand marks it carried, over one hand played by the first
    legal move, and by a decline or check when one is offered (so later rounds are reached)."""
    res = call(op="new", variant=game, seed=seed)
    seen: dict[str, set[str]] = {}
    for _ in range(limit):
        view = res["view"]
        if view.get("result") or not view.get("legal"):
            break
        for template in view["legal"]:
            seen.setdefault(template["kind"], set()).add(template.get("stand", ""))
        quiet = next((t for t in view["legal"] if t.get("stand")), None)
        move = {"kind": quiet["kind"]} if quiet else a_legal_move(view)
        res = call(op="act", history=res["history"], action=move)
        assert res["ok"], (game, move, res)
    return seen


@pytest.mark.parametrize("game", [v.id for v in variants()])
def test_only_the_quiet_moves_are_marked(game: str) -> None:
    seen = marks_seen(game, seed=3)
    for kind, marks in seen.items():
        marks.discard("")
        assert marks <= {MARKED.get(kind, "none")} - {"none"}, (game, kind, marks)


def test_the_seven_twenty_seven_offer_and_check_are_marked() -> None:
    seen: dict[str, set[str]] = {}
    for seed in range(20):  # until a hand has offered the reader both a card and a check
        for kind, marks in marks_seen("seven-twenty-seven", seed=seed).items():
            seen.setdefault(kind, set()).update(marks)
        if {"decline", "check", "take"} <= set(seen):
            break
    assert "start" in seen["decline"]
    assert "keep" in seen["check"]
    assert seen["take"] == {""}

"""An action carries only the contract's fields; any other field is refused, in every game, and
the hand is left as it was (issue 18, point 15)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pokerrules.api import handle
from pokerrules.core.actions import Action
from pokerrules.core.errors import IllegalAction
from pokerrules.lookup.history import replay
from pokerrules.lookup.registry import variants


def call(**request: Any) -> dict[str, Any]:
    return json.loads(handle(json.dumps(request)))


def a_legal_move(view: dict[str, Any]) -> dict[str, Any]:
    """The first legal move of ``view``, filled in with the first value it allows."""
    template = view["legal"][0]
    move: dict[str, Any] = {"kind": template["kind"]}
    if "min" in template:
        move["amount"] = template["min"]
    if template.get("pick"):
        move["cards"] = [c["value"] for c in template["cards"][:max(1, template["pick"]["min"])]]
        return move
    for field, choices in (("card", "cards"), ("target", "targets"), ("rank", "ranks")):
        if template.get(choices):
            move[field] = template[choices][0]["value"]
    return move


@pytest.mark.parametrize("game", [v.id for v in variants()])
@pytest.mark.parametrize("extra", [{"seat": "zz"}, {"seat": 0}, {"note": None}])
def test_a_field_the_contract_lacks_is_refused_and_changes_nothing(game: str,
                                                                   extra: dict[str, Any]) -> None:
    start = call(op="new", variant=game, seed=7)
    assert start["ok"], start
    view = start["view"]
    assert view["legal"], f"{game}: the reader has no move at the first decision"
    move = a_legal_move(view)
    refused = call(op="act", history=start["history"], action={**move, **extra})
    assert not refused["ok"] and refused["error"]["code"] == "illegal-action", refused
    name = next(iter(extra))
    assert f"no field '{name}'" in refused["error"]["message"]
    assert call(op="view", history=start["history"])["view"] == view
    assert replay(start["history"]).view(0) == view
    accepted = call(op="act", history=start["history"], action=move)
    assert accepted["ok"], f"{game}: the same move without the extra field: {accepted}"


def test_a_history_entry_still_carries_its_seat() -> None:
    start = call(op="new", variant="seven-twenty-seven", seed=3)
    played = call(op="act", history=start["history"], action=a_legal_move(start["view"]))
    assert played["ok"] and all("seat" in entry for entry in played["history"]["actions"])
    assert replay(played["history"]).view(0) == played["view"]
    tampered = json.loads(json.dumps(played["history"]))
    tampered["actions"][0]["note"] = "x"
    refused = call(op="view", history=tampered)
    assert refused["error"]["code"] == "corrupt-history"
    assert "no field 'note'" in refused["error"]["message"]


def test_action_from_json_names_the_unknown_field() -> None:
    with pytest.raises(IllegalAction, match="no field 'seat'; its fields are kind, amount"):
        Action.from_json({"kind": "check", "seat": "zz"})
    assert Action.from_json({"kind": "check"}) == Action("check")

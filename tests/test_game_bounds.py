"""Each game's bound on the length of a hand or match (``Variant.max_actions``, in the spirit of
OpenSpiel's ``max_game_length``): never above ``MAX_HAND_ACTIONS``, and the one the facade and
the history check read, rather than one bound for every game."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from pokerrules.api import facade as api
from pokerrules.core.actions import Action
from pokerrules.lookup import history
from pokerrules.lookup.registry import get, variants
from pokerrules.table.state import MAX_HAND_ACTIONS


def call(**request: Any) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(api.handle(json.dumps(request)))
    return reply


def test_every_game_has_a_bound_within_the_upper_one() -> None:
    bounds = {variant.id: variant.max_actions for variant in variants()}
    assert all(0 < bound <= MAX_HAND_ACTIONS for bound in bounds.values())
    assert bounds["three-card-poker"] == 18 and bounds["rumino"] == MAX_HAND_ACTIONS
    with pytest.raises(ValueError, match="max_actions"):
        replace(get("mus"), max_actions=MAX_HAND_ACTIONS + 1)


def test_a_history_longer_than_its_games_bound_is_refused_before_it_is_replayed() -> None:
    hand = call(op="new", variant="three-card-poker", seed=1, seats=6)["history"]
    over = {**hand, "actions": [{"seat": 0, "kind": "fold"}] * 19}
    reply = call(op="view", history=over)
    assert reply["error"]["code"] == "corrupt-history"
    assert "at most 18 actions" in reply["error"]["message"]
    assert history.most_actions("three-card-poker") == 18
    assert history.most_actions("no-such-game") == MAX_HAND_ACTIONS


def test_the_facade_stops_at_the_games_own_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    short = replace(get("seven-twenty-seven"), max_actions=7)
    found = {"seven-twenty-seven": short}
    # the history is replayed by the game the registry names: this one, with a bound of 7
    monkeypatch.setattr(history, "get", lambda name, _get=get: found.get(name) or _get(name))
    state = short.new(7, {"betting": "no-limit"}, 2, [10**9, 10**9])
    while len(state.actions) < 7 or state.to_act != 0:
        legal = {t.kind: t for t in state.legal_actions()}
        raise_ = legal.get("raise") or legal.get("bet")
        state.apply(Action(raise_.kind, raise_.low) if raise_ else Action(next(iter(legal))))
    at = history.to_json(state)
    assert len(at["actions"]) == 7
    reply = call(op="act", history=at, action={"kind": "call"})
    assert reply["error"]["code"] == "illegal-action"
    assert "reached 7 moves" in reply["error"]["message"]
    longer = {**at, "actions": at["actions"] + at["actions"][-1:]}
    reply = call(op="act", history=longer, action={"kind": "call"})
    assert reply["error"]["code"] == "corrupt-history" and "at most 7 actions" in reply["error"]["message"]

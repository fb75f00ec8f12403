"""``act`` with ``"delta": true`` answers only what changed: the actions added to the history sent
and the frames written against the view sent, the last of them the view now. Rebuilt from what
was sent, it is exactly the answer without ``delta`` (the same history, written in the same
order, the same view, the same frames), whether the facade remembered the history sent or
replayed it. A history sent that the facade would not write so (saved by an older page) comes
back whole. The state after the move is remembered under its history's key worked out from the
key of the history sent, which is the key written from scratch, so the next move is a hit."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pokerrules.api import facade as api
from pokerrules.api.frames import GROWING, expand
from pokerrules.lookup.history import to_json
from pokerrules.lookup.registry import get
from pokerrules.table.agents import bot_step, make_bot
from tests.helpers import facade, focused_move

GAMES = [("rumino", 3), ("pif-paf", 3), ("twenty-five", 5), ("three-card-poker", 3),
         ("seven-twenty-seven", 4)]


def _whole(history: dict[str, Any], action: dict[str, Any], frames: bool) -> dict[str, Any]:
    """The answer without ``delta``, from an empty cache (the history replayed)."""
    with api.fresh_cache():
        return facade(op="act", history=history, action=action, frames=frames)


def rebuilt(reply: dict[str, Any], history: dict[str, Any], view: dict[str, Any]
            ) -> tuple[dict[str, Any], dict[str, Any]]:
    """The whole history and view of a delta answer, from the history and view sent."""
    whole = reply.get("history") or {**history, "actions": history["actions"] + reply["actions"]}
    return whole, expand(reply["frames"], view)[-1]["view"]


@pytest.mark.parametrize("frames", [True, False])
@pytest.mark.parametrize(("variant", "seats"), GAMES)
def test_a_delta_move_rebuilt_is_the_whole_move(variant: str, seats: int, frames: bool) -> None:
    api.clear_cache()
    reply = facade(op="new", variant=variant, seed=4, seats=seats)
    moves = 0
    while reply["view"]["stage"] != "over" and moves < 30:
        history, view = reply["history"], reply["view"]
        action = focused_move(view)
        whole = _whole(history, action, frames)
        if not whole["ok"]:  # a card the move does not take
            action.pop("card", None)
            whole = _whole(history, action, frames)
        assert whole["ok"], whole
        cold = moves % 3 == 2
        if cold:  # the facade has forgotten the history sent: it replays it
            api.clear_cache()
        hits = api.CACHE.hits
        delta = facade(op="act", history=history, action=action, frames=frames, delta=True)
        assert set(delta) == {"ok", "seat", "frames", "actions", "history_key"}, delta
        assert api.CACHE.hits == hits + (not cold)
        got_history, got_view = rebuilt(delta, history, view)
        assert json.dumps(got_history) == json.dumps(whole["history"])  # the keys in order too
        assert got_view == whole["view"]
        if frames:
            assert delta["frames"] == whole["frames"]
        else:
            assert len(delta["frames"]) == 1
        # remembered under the key worked out from the one sent: the key written from scratch
        assert list(api.CACHE.states)[-1] == api.CACHE.key(whole["history"])
        assert api.CACHE.key(whole["history"]) in api.CACHE.canonical
        reply, moves = {"history": got_history, "view": got_view}, moves + 1
    assert moves >= 2


def test_a_history_the_facade_would_not_write_so_comes_back_whole() -> None:
    reply = facade(op="new", variant="rumino", seed=4, seats=3)
    reply = facade(op="act", history=reply["history"], action=focused_move(reply["view"]))
    history, view = reply["history"], reply["view"]
    action = focused_move(view)
    unversioned = {key: value for key, value in history.items() if key != "protocol"}
    reordered = dict(reversed(list(history.items())))
    spelt_out = {**history, "actions": [{**a, "target": None} for a in history["actions"]]}
    assert history["actions"] and json.dumps(spelt_out) != json.dumps(history)
    for sent in (unversioned, reordered, spelt_out):
        for remembered in (False, True):
            api.clear_cache()
            if remembered:
                assert facade(op="view", history=sent)["ok"]
            whole = _whole(sent, action, True)
            delta = facade(op="act", history=sent, action=action, frames=True, delta=True)
            assert set(delta) == {"ok", "seat", "frames", "history", "history_key"}, delta
            assert delta["history"] == whole["history"]
            assert rebuilt(delta, sent, view) == (whole["history"], whole["view"])
            # the state is remembered under the whole history's key, and the next move hits
            hits = api.CACHE.hits
            follow = focused_move(whole["view"])
            assert facade(op="act", history=whole["history"], action=follow, delta=True)["ok"]
            assert api.CACHE.hits == hits + 1


def test_delta_must_be_true_or_false_and_a_refused_move_changes_nothing() -> None:
    api.clear_cache()
    reply = facade(op="new", variant="rumino", seed=4, seats=3)
    key = api.CACHE.key(reply["history"])
    remembered = api.CACHE.states[key]
    for bad in ("yes", 1, None, [True]):
        refused = facade(op="act", history=reply["history"], action=focused_move(reply["view"]),
                       delta=bad)
        assert refused["error"]["code"] == "bad-request" and "'delta'" in refused["error"]["message"]
        assert api.CACHE.states[key] is remembered and key in api.CACHE.canonical
    hits = api.CACHE.hits
    assert facade(op="act", history=reply["history"], action=focused_move(reply["view"]), delta=True)["ok"]
    assert api.CACHE.hits == hits + 1


def test_a_delta_reply_does_not_grow_with_the_match() -> None:
    """Deep in a long Rumino match (the random bots play every seat), the whole reply holds the
    whole history and log; the delta reply holds the actions added, and frames that carry no
    whole log, only the lines added."""
    variant = get("rumino")
    state = variant.new(1, {}, 3, None)
    bot = make_bot(variant, "random")
    turns = []
    while not state.is_over:
        if state.to_act == 0:
            turns.append(to_json(state))
        bot_step(state, bot)
    late = next(history for history in turns if len(history["actions"]) >= 600)
    action = state.actions[len(late["actions"])][1].to_json()
    whole = _whole(late, action, True)
    view = facade(op="view", history=late)["view"]
    delta = facade(op="act", history=late, action=action, frames=True, delta=True)
    assert rebuilt(delta, late, view) == (whole["history"], whole["view"])
    assert len(json.dumps(whole["history"])) > 20_000 and len(whole["view"]["log"]) > 500
    assert len(json.dumps({key: value for key, value in delta.items() if key != "frames"})) < 2_000
    assert len(delta["actions"]) == len(whole["history"]["actions"]) - len(late["actions"])
    for frame in delta["frames"]:
        assert not set(GROWING) & set(frame["view"]), "a frame repeats a whole log"
    added = sum(len(frame["grow"]["log"][1]) for frame in delta["frames"])
    assert 0 < added == len(whole["view"]["log"]) - len(view["log"])


def _named(reply: dict[str, Any], action: dict[str, Any], **more: Any) -> dict[str, Any]:
    return facade(op="act", history_key=reply["history_key"], action=action, **more)


@pytest.mark.parametrize(("variant", "seats"), [("rumino", 3), ("twenty-five", 5)])
def test_a_move_by_history_key_is_the_move_by_history(variant: str, seats: int) -> None:
    api.clear_cache()
    reply = facade(op="new", variant=variant, seed=4, seats=seats)
    assert isinstance(reply["history_key"], str) and len(reply["history_key"]) <= 40
    moves = 0
    while reply["view"]["stage"] != "over" and moves < 12:
        action = focused_move(reply["view"])
        whole = _whole(reply["history"], action, True)
        if not whole["ok"]:
            action.pop("card", None)
            whole = _whole(reply["history"], action, True)
        named = _named(reply, action, frames=True, delta=True)
        assert named["ok"], named
        assert named["history_key"] == whole["history_key"] != reply["history_key"]
        got_history, got_view = rebuilt(named, reply["history"], reply["view"])
        assert (got_history, got_view) == (whole["history"], whole["view"])
        assert named["frames"] == whole["frames"]
        # the name of the history before the move names nothing now: the state moved on
        stale = _named(reply, action)
        assert stale["error"]["code"] == "unknown-history", stale
        reply, moves = {**whole, "history": got_history, "view": got_view}, moves + 1
    assert moves >= 3
    if reply["view"]["stage"] != "over":  # without delta, the whole answer
        action = focused_move(reply["view"])
        assert _named(reply, action) == _whole(reply["history"], action, False)


def test_an_unknown_history_key_is_refused_and_changes_nothing() -> None:
    api.clear_cache()
    reply = facade(op="new", variant="rumino", seed=4, seats=3)
    action = focused_move(reply["view"])
    states = dict(api.CACHE.states)
    for bad in ("3-0123456789abcdef", "", reply["history_key"] + "0"):
        refused = facade(op="act", history_key=bad, action=action)
        assert refused["error"]["code"] == "unknown-history", refused
    for bad in (None, 7, ["x"], "9" * 100):
        refused = facade(op="act", history_key=bad, action=action)
        assert refused["error"]["code"] == "bad-request" and "history_key" in refused["error"]["message"]
    assert facade(op="act", action=action)["error"]["code"] == "corrupt-history"  # neither
    assert dict(api.CACHE.states) == states
    # a move refused by the rules leaves the history remembered, under the same name
    refused = _named(reply, {"kind": "no-such-move"})
    assert refused["error"]["code"] == "illegal-action"
    assert dict(api.CACHE.states) == states
    assert _named(reply, action, delta=True)["ok"]


def test_a_forgotten_history_key_is_refused_and_the_whole_history_is_answered() -> None:
    api.clear_cache()
    reply = facade(op="new", variant="rumino", seed=4, seats=3)
    action = focused_move(reply["view"])
    whole = _whole(reply["history"], action, True)
    for forget in (api.clear_cache, lambda: [facade(op="new", variant="rumino", seed=seed, seats=3)
                                             for seed in range(100, 101 + api.CACHE_SIZE)]):
        facade(op="view", history=reply["history"])
        forget()
        assert _named(reply, action, frames=True)["error"]["code"] == "unknown-history"
        again = facade(op="act", history=reply["history"], action=action, frames=True,
                     history_key=reply["history_key"])  # the history sent is the one used
        assert again == whole

"""Pass-and-play through the facade: several people at one device, bots in the other seats.

Games come from the registry by their tags (a poker game, a match, a rummy game), never by
name. The people's moves are chosen by the game's own bot from the person's view, so a hand is
played to its end with the device passed between people as the facade says.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from pokerrules.api import facade as api
from pokerrules.core.rng import SeededRandom
from pokerrules.lookup.history import replay
from pokerrules.lookup.registry import get, variants
from pokerrules.table.agents import make_bot
from pokerrules.table.game import Variant
from tests.helpers import facade


def _first(wanted: set[str], unwanted: frozenset[str] = frozenset()) -> Variant:
    """The first game of the catalogue with every tag ``wanted`` and none ``unwanted``."""
    return next(v for v in variants()
                if wanted <= set(v.catalogue_entry()["tags"])
                and not unwanted & set(v.catalogue_entry()["tags"]))


POKER = _first({"stud"}, frozenset({"match", "no betting", "rummy"}))
MATCH = _first({"match"}, frozenset({"rummy"}))
RUMMY = _first({"rummy"})
GAMES = [POKER, MATCH, RUMMY]


def _table(variant: Variant) -> tuple[int, list[int]]:
    """Seats and people for ``variant``: three seats or more, two people (seats 1 and 3), or
    three people when the game seats four or more."""
    seats = min(max(3, variant.min_seats), variant.max_seats)
    return seats, ([0, 2] if seats == 3 else [0, 1, 3])


def _play(variant: Variant, seed: int, frames: bool = False, delta: bool = False
          ) -> list[dict[str, Any]]:
    """Every reply of a pass-and-play hand of ``variant``, from ``new`` to its end; each reply is
    checked against the state its history replays to."""
    seats, people = _table(variant)
    reply = facade(op="new", variant=variant.id, seed=seed, seats=seats, people=people,
                   frames=frames)
    assert reply["ok"], reply
    replies = [reply]
    history = reply["history"]
    while True:
        state = replay(history)
        seat = replies[-1]["seat"]
        view = replies[-1]["view"]
        assert seat in people and view == state.view(seat)
        if state.is_over:
            assert seat == next((s for s, _ in reversed(state.actions) if s in people), people[0])
            return replies
        assert state.to_act == seat
        state_move = _play_move(state, seat, len(state.actions))
        reply = facade(op="act", history=history, action=state_move, frames=frames, delta=delta)
        assert reply["ok"], reply
        if delta:
            reply = _whole(reply, history, view)
        history = reply["history"]
        replies.append(reply)
        assert len(replies) < 400


def _play_move(state: Any, seat: int, count: int) -> dict[str, Any]:
    variant = get(state.table.variant)
    action = make_bot(variant).choose(state.view(seat), state.legal_actions(), SeededRandom(count))
    move: dict[str, Any] = action.to_json()
    return move


def _whole(reply: dict[str, Any], history: dict[str, Any], view: dict[str, Any]
           ) -> dict[str, Any]:
    """A delta reply made whole, as the page reads it (sim-frames.js, ``readMove``)."""
    from pokerrules.api.frames import expand

    whole = reply.get("history") or {**history, "actions": history["actions"] + reply["actions"]}
    now = reply["view"] if "view" in reply else expand(reply["frames"], view)[-1]["view"]
    return {**reply, "history": whole, "view": now}


@pytest.mark.parametrize("variant", GAMES, ids=lambda v: v.id)
def test_each_reply_is_the_view_of_the_seat_it_names_and_the_device_goes_round(variant: Variant
                                                                                ) -> None:
    replies = _play(variant, seed=11)
    seats, people = _table(variant)
    assert replies[0]["history"]["people"] == people
    assert len({reply["seat"] for reply in replies}) >= 2, "the device was never passed"
    final = replies[-1]["view"]["result"]
    assert final is not None and len(final["net"]) == seats


@pytest.mark.parametrize("variant", GAMES, ids=lambda v: v.id)
def test_delta_replies_read_back_are_the_whole_replies(variant: Variant) -> None:
    plain = _play(variant, seed=5)
    delta = _play(variant, seed=5, frames=True, delta=True)
    assert [r["history"] for r in delta] == [r["history"] for r in plain]
    assert [(r["seat"], r["view"]) for r in delta] == [(r["seat"], r["view"]) for r in plain]


@pytest.mark.parametrize("variant", GAMES, ids=lambda v: v.id)
def test_the_frames_after_a_move_are_the_movers_and_the_view_the_next_persons(variant: Variant
                                                                               ) -> None:
    seats, people = _table(variant)
    reply = facade(op="new", variant=variant.id, seed=3, seats=seats, people=people)
    passed = 0
    while reply["view"]["result"] is None and passed < 3:
        mover = reply["seat"]
        history = reply["history"]
        move = _play_move(replay(history), mover, len(history["actions"]))
        after = facade(op="act", history=history, action=move, frames=True)
        assert after["ok"], after
        sent = len(history["actions"])
        expected = facade(op="replay", history=after["history"], since=sent, seat=mover)["frames"]
        from pokerrules.api.frames import expand

        assert expand(after["frames"], reply["view"]) == expected
        assert all(f["view"]["your_seat"] == mover for f in expected)
        if after["seat"] != mover:
            passed += 1
            assert after["view"] == replay(after["history"]).view(after["seat"])
        reply = after
    assert passed or reply["view"]["result"] is not None


@pytest.mark.parametrize("variant", GAMES, ids=lambda v: v.id)
def test_replaying_a_history_with_people_gives_the_same_state(variant: Variant) -> None:
    replies = _play(variant, seed=7)
    for reply in replies[:: max(1, len(replies) // 6)] + replies[-1:]:
        state = replay(reply["history"])
        assert state.table.people == tuple(reply["history"]["people"])
        again = replay(json.loads(json.dumps(reply["history"])))
        assert again.view(reply["seat"]) == state.view(reply["seat"]) == reply["view"]
        assert facade(op="view", history=reply["history"]) == {
            "ok": True, "history": reply["history"], "view": reply["view"], "seat": reply["seat"]}


def _bot_turn(variant: Variant) -> tuple[dict[str, Any], dict[str, Any]]:
    """A history at a bot's turn (a person's history with that person made a bot and every
    other seat a person), and a legal move of that bot."""
    seats, people = _table(variant)
    reply = facade(op="new", variant=variant.id, seed=2, seats=seats, people=people)
    state = replay(reply["history"])
    person = reply["seat"]
    history = {**reply["history"], "people": [s for s in range(seats) if s != person]}
    return history, _play_move(state, person, 0)


@pytest.mark.parametrize("variant", GAMES, ids=lambda v: v.id)
def test_a_move_for_a_bots_seat_is_refused_and_changes_nothing(variant: Variant) -> None:
    history, move = _bot_turn(variant)
    before = json.dumps(history)
    reply = facade(op="act", history=history, action=move)
    assert reply["error"]["code"] == "bad-request"
    assert "a bot plays seat" in reply["error"]["message"]
    assert json.dumps(history) == before
    # The facade's remembered state is unchanged too: the same history is still at that turn.
    view = facade(op="view", history=history)
    assert view["ok"] and view["history"] == history
    assert replay(history).to_act not in history["people"]


@pytest.mark.parametrize("variant", GAMES, ids=lambda v: v.id)
def test_a_move_out_of_turn_is_refused_and_changes_nothing(variant: Variant) -> None:
    seats, people = _table(variant)
    reply = facade(op="new", variant=variant.id, seed=9, seats=seats, people=people)
    state = replay(reply["history"])
    wrong = {"kind": "no-such-move"}
    refused = facade(op="act", history=reply["history"], action=wrong)
    assert refused["error"]["code"] == "illegal-action"
    again = facade(op="view", history=reply["history"])
    assert again["view"] == reply["view"] == state.view(reply["seat"])
    # An action never names its seat: another person cannot move out of turn.
    other = next(s for s in people if s != reply["seat"])
    sent = {**_play_move(state, reply["seat"], 0), "seat": other}
    assert facade(op="act", history=reply["history"], action=sent)["error"]["code"] \
        == "illegal-action"


def test_histories_without_people_are_written_as_before() -> None:
    for variant in variants():
        plain = facade(op="new", variant=variant.id, seed=4)
        alone = facade(op="new", variant=variant.id, seed=4, people=[0])
        assert "people" not in plain["history"] and plain["seat"] == 0
        assert json.dumps(alone["history"]) == json.dumps(plain["history"])
        assert alone["history_key"] == plain["history_key"]


@pytest.mark.parametrize(("people", "words"), [
    ([], "a list of 1 to"),
    ("0,2", "a list of 1 to"),
    ([0, 0], "names seat 0 twice"),
    ([0, 3], "names seat 3, but this table's seats are 0 to 2"),
    ([-1], "whole numbers counted from 0"),
    ([True], "whole numbers counted from 0"),
    ([0, 1.0], "whole numbers counted from 0"),
    ([0, 1, 2, 3], "a list of 1 to 3"),
])
def test_a_people_that_is_not_distinct_seats_of_the_table_is_refused(people: object, words: str
                                                                     ) -> None:
    variant = POKER
    hits = api.CACHE.hits + api.CACHE.misses
    reply = facade(op="new", variant=variant.id, seed=1, seats=3, people=people)
    assert reply["error"]["code"] == "bad-option", reply
    assert words in reply["error"]["message"], reply["error"]["message"]
    assert api.CACHE.hits + api.CACHE.misses == hits  # nothing was dealt or remembered


def test_a_history_with_a_bad_people_is_corrupt() -> None:
    seats, people = _table(POKER)
    history = facade(op="new", variant=POKER.id, seed=1, seats=seats, people=people)["history"]
    for bad in ([], [0, 0], [0, seats], "0"):
        reply = facade(op="view", history={**history, "people": bad})
        assert reply["error"]["code"] == "corrupt-history", bad


def test_the_coach_and_the_replay_weigh_only_a_persons_seat() -> None:
    seats, people = _table(POKER)
    reply = facade(op="new", variant=POKER.id, seed=6, seats=seats, people=people)
    bot = next(s for s in range(seats) if s not in people)
    for op in ("odds", "review", "replay"):
        refused = facade(op=op, history=reply["history"], seat=bot, samples=3)
        assert refused["error"]["code"] == "bad-request"
        assert f"Seat {bot + 1} is played by a bot" in refused["error"]["message"]
    odds = facade(op="odds", history=reply["history"], samples=3)
    assert odds["ok"] and odds["seat"] == reply["seat"]


def test_the_result_speaks_to_the_seat_that_holds_the_device() -> None:
    for variant in GAMES:
        final = _play(variant, seed=13)[-1]
        seat = final["seat"]
        result = final["view"]["result"]
        assert result["summary"].startswith("You")
        assert final["view"]["your_seat"] == seat
        assert any(h["name"].startswith("You") and h["seat"] == seat
                   for h in final["view"]["hands"])


@pytest.mark.parametrize("variant", GAMES, ids=lambda v: v.id)
def test_the_frames_of_a_deal_are_drawn_for_the_person_who_gets_the_device(variant: Variant
                                                                           ) -> None:
    from pokerrules.api.frames import expand

    seats, people = _table(variant)
    for seed in range(1, 6):
        reply = facade(op="new", variant=variant.id, seed=seed, seats=seats, people=people,
                       frames=True)
        shown = expand(reply["frames"])
        assert shown[-1]["view"] == reply["view"]
        assert all(frame["view"]["your_seat"] == reply["seat"] for frame in shown)
        assert shown == facade(op="replay", history=reply["history"], seat=reply["seat"])["frames"]

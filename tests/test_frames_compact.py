"""The frames a move brings (``act`` and ``new`` with ``"frames": true``) and compact replays
(``"compact": true``): read back with ``frames.expand``, they are exactly the frames ``replay``
gives from a history alone, and they carry what changed, never the whole log again. A match's
view words its log once per seat, with the same words as a view worded afresh."""

from __future__ import annotations

import pytest

from pokerrules.api.frames import GROWING, expand
from pokerrules.lookup.registry import get
from pokerrules.table import match
from pokerrules.table.agents import bot_step, make_bot
from tests.helpers import facade, focused_move

GAMES = [("rumino", 3), ("pif-paf", 4), ("three-fifty-seven", 4), ("twenty-five", 5),
         ("three-card-poker", 3), ("seven-twenty-seven", 4)]


@pytest.mark.parametrize(("variant", "seats"), GAMES)
def test_a_moves_frames_are_the_replays_frames_since_it(variant: str, seats: int) -> None:
    reply = facade(op="new", variant=variant, seed=4, seats=seats, frames=True)
    assert expand(reply["frames"]) == facade(op="replay", history=reply["history"])["frames"]
    moves = 0
    while reply["view"]["stage"] != "over" and moves < 40:
        since = len(reply["history"]["actions"])
        before = reply["view"]
        action = focused_move(before)
        moved = facade(op="act", history=reply["history"], action=action, frames=True)
        if not moved["ok"]:  # a card the move does not take
            action.pop("card", None)
            moved = facade(op="act", history=reply["history"], action=action, frames=True)
        assert moved["ok"], moved
        plain = facade(op="act", history=reply["history"], action=action)
        assert {k: v for k, v in moved.items() if k != "frames"} == plain
        frames = expand(moved["frames"], before)
        assert frames == facade(op="replay", history=moved["history"], since=since)["frames"]
        assert frames[-1]["view"] == moved["view"]
        for frame in moved["frames"]:
            assert not set(GROWING) & set(frame["view"]), "a frame repeats a whole log"
        reply, moves = moved, moves + 1
    whole = facade(op="replay", history=reply["history"])["frames"]
    assert expand(facade(op="replay", history=reply["history"], compact=True)["frames"]) == whole
    assert moves > 1


def test_a_moves_frames_carry_only_the_new_lines() -> None:
    reply = facade(op="new", variant="rumino", seed=2, seats=4)
    for _ in range(12):
        before = reply["view"]
        reply = facade(op="act", history=reply["history"], action=focused_move(before), frames=True)
        assert reply["ok"], reply
        added = sum(len(frame["grow"]["log"][1]) for frame in reply["frames"])
        if reply["view"]["stage"] == "over":
            break
        assert added == len(reply["view"]["log"]) - len(before["log"])


def test_frames_and_compact_must_be_true_or_false() -> None:
    reply = facade(op="new", variant="three-card-poker", seed=1)
    for bad in ("yes", 1, None, [True]):
        refused = facade(op="new", variant="three-card-poker", seed=1, frames=bad)
        assert refused["error"]["code"] == "bad-request" and "frames" in refused["error"]["message"]
        refused = facade(op="act", history=reply["history"], action=focused_move(reply["view"]), frames=bad)
        assert refused["error"]["code"] == "bad-request" and "frames" in refused["error"]["message"]
        refused = facade(op="replay", history=reply["history"], compact=bad)
        assert refused["error"]["code"] == "bad-request" and "compact" in refused["error"]["message"]
    again = facade(op="act", history=reply["history"], action=focused_move(reply["view"]))
    assert again["ok"], again  # the refused requests changed nothing


@pytest.mark.parametrize(("variant", "seats"), [("twenty-five", 4), ("rumino", 3),
                                                 ("three-fifty-seven", 4), ("pif-paf", 3)])
def test_a_match_words_its_log_as_a_fresh_view_does(variant: str, seats: int) -> None:
    game = get(variant)
    state = game.new(3, {}, seats, None)
    bot = make_bot(game, "random")
    steps = 0
    while not state.is_over and steps < 150:
        bot_step(state, bot)
        steps += 1
        for seat in range(seats):
            kept = state.view(seat)
            told = match._TOLD.pop(state)
            assert kept == state.view(seat), (variant, steps, seat)
            match._TOLD[state] = told
    assert steps > 10

"""docs/javascripts/sim-frames.js, run in Node, reads compact frames back exactly as
``pokerrules.api.frames.expand`` does: the frames of a move (against the view before it) and of a
whole replay are the frames ``replay`` gives; a frame that needs a view before it that is not
there, or is not a frame, gives null."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from pokerrules.api import facade as api

MODULE = Path(__file__).resolve().parents[1] / "docs" / "javascripts" / "sim-frames.js"

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")


def in_node(name: str, call: str, cases: list[dict[str, Any]]) -> list[Any]:
    """``call`` (JavaScript, of one case ``c``) for each of ``cases``, with ``name`` imported
    from sim-frames.js, run in Node."""
    script = (f"import {{ {name} }} from {json.dumps(MODULE.as_uri())};\n"
              "let text = '';\n"
              "process.stdin.on('data', (d) => { text += d; });\n"
              "process.stdin.on('end', () => {\n"
              f"  console.log(JSON.stringify(JSON.parse(text).map((c) => {call})));\n"
              "});")
    done = subprocess.run(["node", "--input-type=module", "-e", script], input=json.dumps(cases),
                          capture_output=True, text=True, check=True, timeout=60)
    out: list[Any] = json.loads(done.stdout)
    return out


def expand_in_node(cases: list[dict[str, Any]]) -> list[Any]:
    return in_node("expandFrames", "expandFrames(c.frames, c.base)", cases)


def call(**request: Any) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(api.handle(json.dumps(request)))
    assert reply["ok"], reply
    return reply


def test_node_reads_the_frames_of_moves_and_replays_back() -> None:
    cases, wanted = [], []
    reply = call(op="new", variant="rumino", seed=5, seats=3, frames=True)
    cases.append({"frames": reply["frames"], "base": None})
    wanted.append(call(op="replay", history=reply["history"])["frames"])
    for _ in range(6):
        legal = reply["view"]["legal"]
        move = next((t for t in legal if t.get("focus")), legal[-1])
        action = {"kind": move["kind"]}
        if move.get("cards"):
            action["card"] = move["cards"][0]["value"]
        since = len(reply["history"]["actions"])
        moved = call(op="act", history=reply["history"], action=action, frames=True)
        cases.append({"frames": moved["frames"], "base": reply["view"]})
        wanted.append(call(op="replay", history=moved["history"], since=since)["frames"])
        reply = moved
        if reply["view"]["stage"] == "over":
            break
    cases.append({"frames": call(op="replay", history=reply["history"], compact=True)["frames"],
                  "base": None})
    wanted.append(call(op="replay", history=reply["history"])["frames"])
    assert expand_in_node(cases) == wanted
    assert len(cases) > 3


def test_node_gives_null_for_frames_it_cannot_read() -> None:
    grow = {"log": 1, "view": {}, "grow": {"log": [3, ["x"]]}}
    cases = [{"frames": [grow], "base": None},  # keeps 3 lines of a view that is not there
             {"frames": [grow], "base": {"log": ["a"]}},
             {"frames": [{"log": 0}], "base": None},
             {"frames": "frames", "base": None},
             {"frames": [], "base": None},
             {"frames": [grow], "base": {"log": ["a", "b", "c", "d"], "stage": "play"}}]
    out = expand_in_node(cases)
    assert out[:5] == [None] * 5
    assert out[5] == [{"log": 1, "view": {"log": ["a", "b", "c", "x"], "stage": "play"}}]


def read_moves_in_node(cases: list[dict[str, Any]]) -> list[Any]:
    return in_node("readMove", "readMove(c.res, c.history, c.view, c.frames)", cases)


def test_node_reads_a_delta_move_back_as_the_whole_move() -> None:
    """readMove (what the page does with an ``act`` sent with ``"delta": true``) gives the whole
    answer's history, written in the same order (the next request's key), and view, with the
    frames when they were asked for; an answer already whole or an error passes through."""
    cases, wanted = [], []
    for variant, seats in (("rumino", 3), ("twenty-five", 5), ("pif-paf", 3)):
        reply = call(op="new", variant=variant, seed=5, seats=seats)
        for number in range(8):
            if reply["view"]["stage"] == "over":
                break
            legal = reply["view"]["legal"]
            move = next((t for t in legal if t.get("focus")), legal[-1])
            action = {"kind": move["kind"], **({"amount": move["min"]} if "min" in move else {})}
            frames = number % 2 == 0
            with api.fresh_cache():
                if move.get("cards"):  # the first card, if the move takes one
                    action["card"] = move["cards"][0]["value"]
                    whole = json.loads(api.handle(json.dumps(
                        {"op": "act", "history": reply["history"], "action": action,
                         "frames": frames})))
                    if not whole["ok"]:
                        action.pop("card")
                whole = call(op="act", history=reply["history"], action=action, frames=frames)
            delta = call(op="act", history=reply["history"], action=action, frames=frames,
                         delta=True)
            assert "history" not in delta
            cases.append({"res": delta, "history": reply["history"], "view": reply["view"],
                          "frames": frames})
            wanted.append(whole)
            reply = whole
    old = {key: value for key, value in reply["history"].items() if key != "protocol"}
    if reply["view"]["stage"] != "over":  # a history saved by an older page comes back whole
        legal = reply["view"]["legal"]
        action = {"kind": legal[-1]["kind"]}
        delta = call(op="act", history=old, action=action, delta=True)
        assert "history" in delta
        cases.append({"res": delta, "history": old, "view": reply["view"], "frames": False})
        with api.fresh_cache():
            wanted.append(call(op="act", history=old, action=action))
    refused = json.loads(api.handle(json.dumps({"op": "act", "history": reply["history"],
                                                "action": {"kind": "no-such-move"}, "delta": True})))
    assert refused["error"]["code"] == "illegal-action"
    cases.append({"res": refused, "history": reply["history"], "view": reply["view"]})
    wanted.append(refused)
    cases.append({"res": wanted[0], "history": None, "view": None})  # whole already
    wanted.append(wanted[0])
    out = read_moves_in_node(cases)
    assert len(out) > 12
    for got, whole in zip(out, wanted, strict=True):
        assert got == whole
        if got.get("ok"):
            assert json.dumps(got["history"]) == json.dumps(whole["history"])


def test_node_gives_null_for_a_delta_move_it_cannot_read() -> None:
    history = {"variant": "x", "actions": [{"seat": 0, "kind": "a"}]}
    view = {"log": ["a"], "stage": "play"}
    frame = {"log": 2, "view": {}, "grow": {"log": [1, ["b"]]}}
    cases = [{"res": {"ok": True, "frames": [frame]}, "history": history, "view": view},
             {"res": {"ok": True, "actions": [], "frames": []}, "history": history, "view": view},
             {"res": {"ok": True, "actions": [], "frames": [{"log": 2, "view": {},
                                                              "grow": {"log": [5, []]}}]},
              "history": history, "view": view},
             {"res": {"ok": True, "actions": [], "frames": [frame]}, "history": None, "view": view},
             {"res": {"ok": True, "actions": [{"seat": 1, "kind": "b"}], "frames": [frame]},
              "history": history, "view": view, "frames": False}]
    out = read_moves_in_node(cases)
    assert out[:4] == [None] * 4
    assert out[4] == {"ok": True, "view": {"log": ["a", "b"], "stage": "play"},
                      "history": {"variant": "x", "actions": [{"seat": 0, "kind": "a"},
                                                              {"seat": 1, "kind": "b"}]}}


def test_node_asks_for_every_page_of_a_replay_and_joins_them() -> None:
    """replayAll (what the page does with a ``replay``) follows each page's ``next`` and joins
    the pages into the whole answer; an error on the way comes back as it is. The pages are the
    facade's own, made small here (``frames.page`` with a small budget) so that there are many."""
    from pokerrules.api.frames import compact, frames, page

    reply = call(op="new", variant="mus", seed=1, seats=4)
    while reply["view"]["stage"] != "over" and len(reply["history"]["actions"]) < 40:
        legal = reply["view"]["legal"]
        move = next((t for t in legal if t.get("focus")), legal[-1])
        action = {"kind": move["kind"], **({"amount": move["min"]} if "min" in move else {})}
        reply = call(op="act", history=reply["history"], action=action)
    history = reply["history"]
    pages: dict[int, Any] = {}
    start: int | None = 0
    while start is not None:
        found, after = page(history, 0, 0, start, True, 20_000)
        pages[start] = {"ok": True, "frames": found, "next": after}
        start = after
    assert len(pages) > 2
    error = {"ok": False, "error": {"code": "bad-request", "message": "no"}}
    script = (f"import {{ replayAll }} from {json.dumps(MODULE.as_uri())};\n"
              "let text = '';\n"
              "process.stdin.on('data', (d) => { text += d; });\n"
              "process.stdin.on('end', async () => {\n"
              "  const { pages, error } = JSON.parse(text);\n"
              "  const asked = [];\n"
              "  const send = async (r) => { asked.push(r.start ?? null); return pages[r.start ?? 0]; };\n"
              "  const whole = await replayAll(send, { op: 'replay', history: 1, compact: true });\n"
              "  const failing = async (r) => (r.start ? error : pages[0]);\n"
              "  const failed = await replayAll(failing, { op: 'replay', history: 1 });\n"
              "  console.log(JSON.stringify({ whole, asked, failed }));\n"
              "});")
    done = subprocess.run(["node", "--input-type=module", "-e", script],
                          input=json.dumps({"pages": pages, "error": error}),
                          capture_output=True, text=True, check=True, timeout=60)
    out = json.loads(done.stdout)
    assert out["whole"] == {"ok": True, "frames": compact(frames(history, 0)), "next": None}
    assert out["asked"] == [None, *sorted(pages)[1:]]
    assert out["failed"] == error

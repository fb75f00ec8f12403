"""docs/javascripts/sim-frames.js, run in Node, reads compact frames back exactly as
``pokerrules.frames.expand`` does: the frames of a move (against the view before it) and of a
whole replay are the frames ``replay`` gives; a frame that needs a view before it that is not
there, or is not a frame, gives null."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from pokerrules import api

MODULE = Path(__file__).resolve().parents[1] / "docs" / "javascripts" / "sim-frames.js"

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")


def expand_in_node(cases: list[dict[str, Any]]) -> list[Any]:
    script = (f"import {{ expandFrames }} from {json.dumps(MODULE.as_uri())};\n"
              "let text = '';\n"
              "process.stdin.on('data', (d) => { text += d; });\n"
              "process.stdin.on('end', () => {\n"
              "  const cases = JSON.parse(text);\n"
              "  console.log(JSON.stringify(cases.map((c) => expandFrames(c.frames, c.base))));\n"
              "});")
    done = subprocess.run(["node", "--input-type=module", "-e", script], input=json.dumps(cases),
                          capture_output=True, text=True, check=True, timeout=60)
    out: list[Any] = json.loads(done.stdout)
    return out


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

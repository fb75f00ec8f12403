#!/usr/bin/env python3
"""The time of one reader move in a long match, as the page makes it; print JSON.

    .venv/bin/python scripts/bench_moves.py [--runs 7] [--quick]

A move is what the simulator does after the reader clicks: an ``act`` request with
``"frames": true`` (the reply carries the table after each move since the reader's last one)
and ``"delta": true`` (the reply gives the actions added to the history and the view as the
last frame, written against the view the page has, instead of the whole history and view),
naming the history by the ``history_key`` of the reply before instead of sending it, through
:func:`pokerrules.api.handle`, JSON text in and out, with the state of the history sent
remembered by the facade, as it is after the reply before (a ``view`` of that history and a
view for each seat, not timed, put it there). Two older ways are timed too: ``whole``, an
``act`` with ``"frames": true`` sending the whole history, without ``delta`` (the whole history
and view in the reply, as the page made a move before ``delta``), and ``old``: ``act`` without frames, then
``replay`` with ``since`` (which plays the hand again from the deal). ``request_bytes`` is the
size of the request.

The positions: a Rumino match and a Pif Paf match played by the games' random bots in every
seat (seeded, so every run plays the same), stopped at the reader's first turn after 30, 300
and 900 actions (after the move, the other seats must move too). The facade's bots answer the
move. A Pif Paf match cannot reach 900 actions (three deals of at most 90 turns), so its last
position is the last reader's turn of the longest match among a few seeds; ``actions`` says where
each position really is.

Each row has the median time of the move over the runs (wall clock, and ``cpu_``: the CPU time
of this process, which a busy machine disturbs less), the median of its ratios to the first
position's time in the same run (the reference), and the reply's bytes (``frame_bytes``: of
its frames). ``--quick`` (tests/test_bench_moves.py) measures 30 and 100 actions, twice.
Nothing is asserted about a time.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pokerrules.api import facade as api  # noqa: E402
from pokerrules.lookup.history import to_json  # noqa: E402
from pokerrules.lookup.registry import get  # noqa: E402
from pokerrules.table.agents import bot_step, make_bot  # noqa: E402

#: (game, seats, seeds tried): the longest of the seeds' matches is played.
MATCHES = (("rumino", 3, (1,)), ("pif-paf", 3, (1, 3, 5)))
MARKS = (30, 300, 900)
QUICK_MARKS = (30, 100)


def positions(game: str, seats: int, seed: int, marks: tuple[int, ...]) -> list[dict[str, Any]]:
    """``[{"mark", "history", "action"}]``: the history at the reader's first turn at or after each
    mark (or the last one of the match) whose move is followed by another seat's, and that move."""
    variant = get(game)
    state = variant.new(seed, {}, seats, None)
    bot = make_bot(variant, "random")
    turns: list[tuple[int, Any]] = []  # (actions so far, history) at the reader's turns
    while not state.is_over:
        if state.to_act == 0:
            turns.append((len(state.actions), to_json(state)))
        bot_step(state, bot)
    moves = list(state.actions)
    usable = [(n, h) for n, h in turns if n + 1 < len(moves) and moves[n + 1][0] != 0]
    out = []
    for mark in marks:
        n, history = next(((n, h) for n, h in usable if n >= mark), usable[-1])
        out.append({"mark": mark, "actions": n, "history": history,
                    "action": moves[n][1].to_json()})
    return out


def longest(game: str, seats: int, seeds: tuple[int, ...], marks: tuple[int, ...]
            ) -> list[dict[str, Any]]:
    found = [positions(game, seats, seed, marks) for seed in seeds]
    return max(found, key=lambda rows: rows[-1]["actions"])


def timed(text: str) -> tuple[tuple[float, float], str]:
    """``handle(text)``'s ((wall seconds, CPU seconds of this process), reply)."""
    start, cpu = time.perf_counter(), time.process_time()
    reply = api.handle(text)
    return (time.perf_counter() - start, time.process_time() - cpu), reply


def remember(history: dict[str, Any]) -> None:
    """Leave the facade as the reply before ``history``'s left it: its state remembered, with
    every seat's view of it made (the bots looked at theirs to move), and not the state after
    the move (a run before left it there; a page's facade has not seen the move yet, and
    putting a state where one is kept would time throwing the old one away)."""
    api.clear_cache()
    api.handle(json.dumps({"op": "view", "history": history}))
    state = api.CACHE.states[api.CACHE.key(history) or ""]
    for seat in range(len(history["stacks"])):
        state.view(seat)


def one_move(position: dict[str, Any]) -> dict[str, Any]:
    """The three ways of one move, each from a remembered state: (seconds, reply bytes, frame
    bytes, actions moved, request bytes)."""
    history = position["history"]
    out: dict[str, Any] = {}
    remember(history)
    token = api.CACHE.canonical[api.CACHE.key(history) or ""]  # the reply before's history_key
    named = json.dumps({"op": "act", "history_key": token, "action": position["action"],
                        "frames": True, "delta": True})
    seconds, reply = timed(named)
    answer = json.loads(reply)
    assert answer["ok"] and "history" not in answer, answer
    out["new"] = (seconds, len(reply), len(json.dumps(answer.get("frames", []))),
                  len(answer["actions"]), len(named))
    remember(history)
    whole = json.dumps({"op": "act", "history": history, "action": position["action"],
                        "frames": True})
    seconds, reply = timed(whole)
    answer = json.loads(reply)
    out["whole"] = (seconds, len(reply), len(json.dumps(answer.get("frames", []))), out["new"][3],
                    len(whole))
    remember(history)
    act_text = json.dumps({"op": "act", "history": history, "action": position["action"]})
    act_s, act = timed(act_text)
    replay_text = json.dumps({"op": "replay", "history": json.loads(act)["history"],
                              "since": len(history["actions"])})
    replay_s, frames = timed(replay_text)
    assert json.loads(frames)["ok"]
    out["old"] = ((act_s[0] + replay_s[0], act_s[1] + replay_s[1]), len(act) + len(frames),
                  len(frames), out["new"][3], len(act_text) + len(replay_text))
    return out


def measure(runs: int, marks: tuple[int, ...]) -> dict[str, Any]:
    report: dict[str, Any] = {}
    for game, seats, seeds in MATCHES:
        rows = longest(game, seats, seeds, marks)
        per_run: list[list[dict[str, Any]]] = []
        for _ in range(runs):
            per_run.append([one_move(row) for row in rows])
        table = []
        for i, row in enumerate(rows):
            entry: dict[str, Any] = {"mark": row["mark"], "actions": row["actions"]}
            for way in ("new", "whole", "old"):
                times = [run[i][way][0][0] for run in per_run]
                ratios = [run[i][way][0][0] / run[0][way][0][0] for run in per_run]
                cpu = [run[i][way][0][1] for run in per_run]
                cpu_ratios = [run[i][way][0][1] / max(run[0][way][0][1], 1e-9) for run in per_run]
                _, reply_bytes, frame_bytes, moved, request_bytes = per_run[0][i][way]
                entry[way] = {"median_ms": round(statistics.median(times) * 1000, 3),
                              "ratio_to_reference": round(statistics.median(ratios), 3),
                              "cpu_median_ms": round(statistics.median(cpu) * 1000, 3),
                              "cpu_ratio_to_reference": round(statistics.median(cpu_ratios), 3),
                              "reply_bytes": reply_bytes, "frame_bytes": frame_bytes,
                              "request_bytes": request_bytes,
                              "actions_moved": moved,
                              "runs_ms": [round(t * 1000, 3) for t in times]}
            table.append(entry)
        report[game] = {"seats": seats, "rows": table,
                        "reference": f"the move at {rows[0]['actions']} actions, same run"}
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--quick", action="store_true", help="30 and 100 actions, 2 runs")
    args = parser.parse_args()
    runs, marks = (2, QUICK_MARKS) if args.quick else (max(1, args.runs), MARKS)
    report = {"mode": "quick" if args.quick else "full", "runs": runs,
              "goal": "the move at the last mark within 1.5 times the move at the first",
              "games": measure(runs, marks)}
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()

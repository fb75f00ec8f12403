"""Hostile calls to the JSON facade at scale, and two measurements of what a hand costs.

    .venv/bin/python scripts/soak_facade.py                # 100,000 hostile calls
    .venv/bin/python scripts/soak_facade.py --quick        # 1,000
    .venv/bin/python scripts/soak_facade.py --bot-war      # no-limit hands, bots in every seat
    .venv/bin/python scripts/soak_facade.py --long-hand    # the cost of each move in a long hand

The soak prints JSON counts ``{"calls", "ok", "errors_by_code", "raised", "failed", ...}`` and
exits non-zero if ``handle`` ever raised or a check failed (see tests/conformance/hostile.py for
what is checked). ``scripts/soak.py`` calls :func:`run` for its facade part.

``--bot-war`` deals 7/27 hands in no limit with 10,000-chip bankrolls through the facade, the
reader's seat played by the same sensible bot through ``act``, and prints actions per hand and
seconds. ``--long-hand`` times one ``act`` on histories of 10 to 990 actions (long no-limit hands made
at the engine, two seats raising by the minimum), with the facade's memory of the states it
answered with and without it.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def run(count: int, seed: int = 1) -> dict[str, Any]:
    """``count`` hostile calls drawn with ``seed``, each checked; the counts as a dict."""
    from pokerrules.api import facade as api
    from tests.conformance.hostile import FacadeRaised, hostile_calls, hostile_reply

    rng = random.Random(seed)
    hits = api.CACHE.hits
    counts: Counter[str] = Counter()
    ok = raised = failed = 0
    examples: list[dict[str, str]] = []
    started = time.perf_counter()
    for request_json in hostile_calls(rng, count):
        try:
            reply = hostile_reply(request_json)
        except FacadeRaised as err:
            raised += 1
            problem = str(err)
        except Exception as err:  # a failed check: report it and go on
            failed += 1
            problem = f"{type(err).__name__}: {err}"
        else:
            if reply["ok"]:
                ok += 1
            else:
                counts[reply["error"]["code"]] += 1
            continue
        if len(examples) < 20:
            examples.append({"problem": problem[:300], "request": request_json[:300]})
    return {"calls": count, "ok": ok, "errors_by_code": dict(counts.most_common()),
            "raised": raised, "failed": failed, "examples": examples,
            "acts_answered_from_a_remembered_state": api.CACHE.hits - hits,
            "seconds": round(time.perf_counter() - started, 1)}


def _template(data: dict[str, Any]) -> Any:
    from pokerrules.core.actions import Template

    def values(name: str) -> tuple[Any, ...] | None:
        return tuple(c["value"] for c in data[name]) if name in data else None

    return Template(data["kind"], data["label"], data.get("min"), data.get("max"), data.get("default"),
                    values("cards"), values("targets"), values("ranks"))


def _call(request: dict[str, Any]) -> dict[str, Any]:
    from pokerrules.api import handle

    reply: dict[str, Any] = json.loads(handle(json.dumps(request)))
    return reply


def bot_war(hands: int, stack: int = 10_000, seats: int = 4,
            game: str = "seven-twenty-seven") -> dict[str, Any]:
    """No-limit hands through the facade with the sensible bot in every seat, the reader's too."""
    from pokerrules.core.rng import SeededRandom
    from pokerrules.lookup.registry import get
    from pokerrules.table.agents import make_bot

    bot = make_bot(get(game))
    per_hand: list[dict[str, Any]] = []
    for seed in range(hands):
        started = time.perf_counter()
        reply = _call({"op": "new", "variant": game, "seed": seed, "seats": seats,
                       "stacks": [stack] * seats, "options": {"betting": "no-limit"}})
        acts = 0
        while reply.get("ok") and reply["view"]["stage"] != "over":
            legal = [_template(t) for t in reply["view"]["legal"]]
            move = bot.choose(reply["view"], legal, SeededRandom(seed * 1000 + acts))
            reply = _call({"op": "act", "history": reply["history"], "action": move.to_json()})
            acts += 1
        actions = len(reply["history"]["actions"]) if reply.get("ok") else None
        per_hand.append({"seed": seed, "actions": actions, "reader_acts": acts,
                         "seconds": round(time.perf_counter() - started, 3),
                         "error": None if reply.get("ok") else reply["error"]["code"]})
    counted = [h["actions"] for h in per_hand if h["actions"] is not None]
    return {"game": game, "betting": "no-limit", "stack": stack, "seats": seats, "hands": hands,
            "actions_mean": round(sum(counted) / max(1, len(counted)), 1),
            "actions_max": max(counted, default=0),
            "seconds_total": round(sum(h["seconds"] for h in per_hand), 2),
            "seconds_max": max((h["seconds"] for h in per_hand), default=0),
            "per_hand": per_hand}


def long_hand(lengths: tuple[int, ...] = (10, 100, 400, 800, 990),
              game: str = "seven-twenty-seven", repeat: int = 5) -> dict[str, Any]:
    """The cost of one ``act`` as the hand grows. Sensible bots never make a hand long, so the
    long hands are made at the engine: two seats raising each other by the minimum in no limit.
    For each length, the history the facade answered with at that length (so it remembers the
    state) is acted on with the facade's memory and without it (a replay of the whole hand)."""
    from pokerrules.api import facade as api
    from pokerrules.core.actions import Action
    from pokerrules.lookup.history import to_json
    from pokerrules.lookup.registry import get

    state = get(game).new(7, {"betting": "no-limit"}, 2, [10**9, 10**9])
    histories: dict[int, dict[str, Any]] = {}
    while not state.is_over and len(state.actions) < max(lengths):
        legal = {t.kind: t for t in state.legal_actions()}
        if state.to_act == 0 and len(state.actions) + 1 in lengths:
            histories[len(state.actions)] = to_json(state)
        aggressive = legal.get("raise") or legal.get("bet")
        if aggressive is not None:
            state.apply(Action(aggressive.kind, aggressive.low))
        else:
            state.apply(Action(next(iter(legal))))
    for length in lengths:  # the nearest earlier history with the reader to act
        if length - 1 not in histories:
            near = [n for n in histories if n < length]
            if near:
                histories[length - 1] = histories[max(near)]
    rows = []
    for length in lengths:
        history = histories.get(length - 1)
        if history is None:
            continue
        timings: dict[str, float] = {}
        for remember in (True, False):
            best = float("inf")
            for _ in range(repeat):
                with api.fresh_cache() as cache:
                    # the facade answers at this length first: that answer is what it remembers
                    primed = _call({"op": "act", "history": history, "action": _min_raise(history)})
                    if not primed.get("ok") or primed["view"]["stage"] == "over":
                        break
                    if not remember:
                        cache.clear()
                    move = _min_raise_view(primed["view"])
                    request = json.dumps({"op": "act", "history": primed["history"], "action": move})
                    started = time.perf_counter()
                    api.handle(request)
                    best = min(best, time.perf_counter() - started)
            timings["ms_remembered" if remember else "ms_replayed"] = round(1000 * best, 2)
        rows.append({"history_actions": len(history["actions"]) + 2, **timings})
    return {"game": game, "betting": "no-limit", "acts": rows}


def _min_raise(history: dict[str, Any]) -> dict[str, Any]:
    from pokerrules.lookup.history import replay

    return _min_raise_view(replay(history).view(0))


def _min_raise_view(view: dict[str, Any]) -> dict[str, Any]:
    legal = {t["kind"]: t for t in view["legal"]}
    aggressive = legal.get("raise") or legal.get("bet")
    if aggressive is not None:
        return {"kind": aggressive["kind"], "amount": aggressive["min"]}
    return {"kind": next(iter(legal))}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--calls", type=int, default=100_000)
    parser.add_argument("--quick", action="store_true", help="1,000 calls")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot-war", action="store_true", help="measure no-limit hands of bots")
    parser.add_argument("--hands", type=int, default=20, help="hands for --bot-war")
    parser.add_argument("--long-hand", action="store_true", help="measure the cost of each act")
    args = parser.parse_args(argv)
    if args.bot_war:
        print(json.dumps(bot_war(args.hands), indent=2))
        return 0
    if args.long_hand:
        print(json.dumps(long_hand(), indent=2))
        return 0
    result = run(1_000 if args.quick else args.calls, args.seed)
    print(json.dumps(result, indent=2))
    return 1 if result["raised"] or result["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())

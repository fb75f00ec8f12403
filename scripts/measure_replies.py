#!/usr/bin/env python3
"""The largest reply of each facade op, over long seeded matches; print JSON.

    .venv/bin/python scripts/measure_replies.py [--quick]

The contract's limits (notes/api-contract.md, "Limits") say a reply is at most
``api.MAX_REPLY_CHARS`` characters of JSON; an op whose answer could be longer pages it
(``replay``: ``start`` and ``next``). This plays the longest matches the games have, by their
random bots in every seat (seeded, so every run plays the same): Rumino at 6 seats (seed 2: the
993-move match of the facade's audit), Pif Paf at 8 and Mus at 4, and asks every op that reads a
hand about them in each of its forms (``replay`` plain, compact, with ``since``, with ``seat``, and
every page it answers, following ``next``; ``act`` with and without frames and delta; ``view``,
``odds``, ``review``), and every other op about every game (``describe``, ``lessons``, ``drill``,
``card``, ``load``, ``judge``), then prints, per op, the largest reply in characters, what asked
for it, and whether it is within the limit. ``--quick`` plays Rumino only and skips ``review``.
Nothing is asserted: ``tests/test_reply_limits.py`` asserts what matters.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pokerrules.api import facade as api  # noqa: E402
from pokerrules.lookup.history import to_json  # noqa: E402
from pokerrules.lookup.registry import get, variants  # noqa: E402
from pokerrules.table.agents import bot_step, make_bot  # noqa: E402

#: (game, seats, seed, bot): the matches played.
MATCHES = (("rumino", 6, 2, "random"), ("pif-paf", 8, 5, "random"), ("mus", 4, 1, None))
#: The contract's limit (1,000,000 before the facade named it).
LIMIT = getattr(api, "MAX_REPLY_CHARS", 1_000_000)


def played(game: str, seats: int, seed: int, bot_name: str | None) -> tuple[dict[str, Any],
                                                                           dict[str, Any] | None]:
    """The whole match's history, and the history at the reader's last turn (None: none)."""
    variant = get(game)
    state = variant.new(seed, {}, seats, None)
    bot = make_bot(variant, bot_name) if bot_name else make_bot(variant)
    turn = None
    while not state.is_over:
        if state.to_act == 0:
            turn = to_json(state)
        bot_step(state, bot)
    return to_json(state), turn


class Largest:
    """The largest reply seen per op, with what asked for it."""

    def __init__(self) -> None:
        self.by_op: dict[str, dict[str, Any]] = {}

    def ask(self, what: str, request: dict[str, Any]) -> tuple[dict[str, Any], int]:
        """The reply to ``request``, and its length in characters."""
        started = time.perf_counter()
        text = api.handle(json.dumps(request))
        seconds = time.perf_counter() - started
        reply = json.loads(text)
        op = request["op"]
        best = self.by_op.get(op)
        if best is None or len(text) > best["chars"]:
            self.by_op[op] = {"chars": len(text), "what": what, "ok": reply.get("ok"),
                              "seconds": round(seconds, 3), "within": len(text) <= LIMIT}
        return reply, len(text)

    def pages(self, what: str, request: dict[str, Any]) -> dict[str, int]:
        """Every page of a ``replay``, following ``next``: how many, the largest, all together,
        and how many frames."""
        reply, chars = self.ask(what, request)
        sizes, frames = [chars], len(reply.get("frames", []))
        while reply.get("ok") and reply.get("next") is not None:
            reply, chars = self.ask(f"{what}, page from {reply['next']}",
                                    {**request, "start": reply["next"]})
            sizes.append(chars)
            frames += len(reply.get("frames", []))
        return {"pages": len(sizes), "largest": max(sizes), "total": sum(sizes), "frames": frames}


def hand_ops(largest: Largest, game: str, seats: int, seed: int, bot_name: str | None,
             quick: bool) -> dict[str, Any]:
    history, turn = played(game, seats, seed, bot_name)
    count = len(history["actions"])
    tag = f"{game} at {seats} seats, seed {seed}, {count} actions"
    pages = {}
    largest.ask(f"new {game}", {"op": "new", "variant": game, "seed": seed, "seats": seats,
                                "frames": True})
    largest.ask(f"view, {tag}", {"op": "view", "history": history})
    for since in (0, 1, count // 2, max(count - 130, 0), count - 1):
        for compact in (False, True):
            request = {"op": "replay", "history": history, "since": since, "compact": compact}
            pages[f"since {since}{' compact' if compact else ''}"] = largest.pages(
                f"replay since {since}{' compact' if compact else ''}, {tag}", request)
    pages["plain"] = largest.pages(f"replay, {tag}", {"op": "replay", "history": history})
    if turn is not None:
        for frames, delta in ((False, False), (True, False), (True, True)):
            last = history["actions"][len(turn["actions"])]
            action = {k: v for k, v in last.items() if k != "seat"}
            largest.ask(f"act frames={frames} delta={delta} at {len(turn['actions'])}, {tag}",
                        {"op": "act", "history": turn, "action": action, "frames": frames,
                         "delta": delta})
        largest.ask(f"odds at {len(turn['actions'])}, {tag}", {"op": "odds", "history": turn})
    if not quick:
        largest.ask(f"review, {tag}", {"op": "review", "history": history})
    return {"actions": count, "replay_pages": pages}


def game_ops(largest: Largest) -> None:
    modules = set()
    for variant in variants():
        largest.ask(f"describe {variant.id}", {"op": "describe", "variant": variant.id})
        largest.ask(f"lessons {variant.id}", {"op": "lessons", "variant": variant.id})
        largest.ask(f"card {variant.id}", {"op": "card", "variant": variant.id, "seed": 1,
                                           "seats": variant.max_seats})
        if variant.showdown_parts is not None:
            largest.ask(f"drill {variant.id}", {"op": "drill", "variant": variant.id, "seed": 1})
            examples = variant.describe().get("judge")
            box = api.judge_box(variant)
            largest.ask(f"judge {variant.id}", {"op": "judge", "variant": variant.id,
                                                "hands": box["examples"]})
            del examples
        modules.add(type(variant).__module__.rsplit(".", 1)[0])
    largest.ask("catalogue", {"op": "catalogue"})
    largest.ask("analyse three-card-poker", {"op": "analyse", "variant": "three-card-poker"})
    for module in sorted(modules):
        if module.startswith("pokerrules.games."):
            family = ".".join(module.split(".")[:3])
            largest.ask(f"load {family}", {"op": "load", "module": family})
    players = [{"name": f"P{n}"} for n in range(8)]
    largest.ask("night start, 8 players, every game",
                {"op": "night", "do": "start", "players": players,
                 "menu": [{"variant": v.id} for v in variants()], "settings": {"seed": 1}})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="Rumino only, no review")
    args = parser.parse_args()
    largest = Largest()
    matches = {}
    for game, seats, seed, bot_name in MATCHES[:1] if args.quick else MATCHES:
        matches[game] = hand_ops(largest, game, seats, seed, bot_name, args.quick)
    if not args.quick:
        game_ops(largest)
    report = {"limit": LIMIT, "matches": matches,
              "largest": dict(sorted(largest.by_op.items(), key=lambda kv: -kv[1]["chars"])),
              "over_the_limit": sorted(op for op, row in largest.by_op.items() if not row["within"])}
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()

"""A pool of real hands to start hostile calls from (:mod:`tests.conformance.hostile`), taken
from the registry: decisions of every registered game, in each of its betting structures, and of
every move any game offers (:mod:`.decisions` finds those by playing), plus the moves the pool's
decisions offer with some that no game has.
"""

from __future__ import annotations

import json
import random
from typing import Any

from pokerrules.api import handle
from pokerrules.lookup.registry import variants
from tests.conformance.decisions import first_decisions

#: Every registered game, in catalogue order.
GAMES = tuple(v.id for v in variants())
#: Move names that no game has, mixed in among the real ones (:func:`kinds`).
NO_SUCH_KINDS = ("zz", "")


_POOL: list[tuple[dict[str, Any], dict[str, Any]]] = []
#: The most decisions one deal of the pool goes on for.
DECISIONS = 40


def pool_pairs() -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(history, view) pairs from real hands through the facade: fresh deals, hands part played
    and hands over, in every game and its betting structures (a game without them is dealt again
    until it has :data:`DECISIONS` pairs, three deals at most); then, for each move a game offers
    that those hands did not reach, the first decision that offers it (:mod:`.decisions`)."""
    if _POOL:
        return _POOL
    rng = random.Random(20240)
    for variant in variants():
        bettings = {choice.value for option in variant.options if option.name == "betting"
                    for choice in option.choices}
        taken = 0
        for seed, betting in ((1, None), (2, "no-limit"), (3, "pot")):
            if betting not in bettings and taken >= DECISIONS:
                continue
            options = {"betting": betting} if betting in bettings else {}
            reply = json.loads(handle(json.dumps({"op": "new", "variant": variant.id, "seed": seed,
                                                  "options": options})))
            for _ in range(DECISIONS):
                if not reply.get("ok"):
                    break
                _POOL.append((reply["history"], reply["view"]))
                taken += 1
                if reply["view"]["stage"] == "over":
                    break
                reply = json.loads(handle(json.dumps({"op": "act", "history": reply["history"],
                                                      "action": legal_move(reply["view"], rng)})))
        offered = pool_kinds(variant.id)
        for kind, history in first_decisions(variant).items():
            if kind not in offered:
                reply = json.loads(handle(json.dumps({"op": "view", "history": history})))
                _POOL.append((reply["history"], reply["view"]))
    return _POOL


def pool_kinds(game: str) -> set[str]:
    """The moves the pool's decisions of a game offer the reader."""
    return {template["kind"] for history, view in _POOL if history["variant"] == game
            for template in view["legal"]}


_KINDS: list[str] = []


def kinds() -> tuple[str, ...]:
    """Every move the pool's decisions offer, and :data:`NO_SUCH_KINDS`."""
    if not _KINDS:
        _KINDS.extend(sorted({t["kind"] for _, view in pool_pairs() for t in view["legal"]}))
    return (*_KINDS, *NO_SUCH_KINDS)


def legal_move(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A legal move from a view's templates (a random one, with a random allowed value)."""
    template = rng.choice(view["legal"])
    move: dict[str, Any] = {"kind": template["kind"]}
    if "min" in template:
        move["amount"] = rng.randint(template["min"], min(template["max"], template["min"] * 3))
    if template.get("pick"):
        least, most = template["pick"]["min"], min(template["pick"]["max"], len(template["cards"]))
        chosen = rng.sample(template["cards"], rng.randint(least, most))
        move["cards"] = [c["value"] for c in chosen]
        return move
    for field, choices in (("card", "cards"), ("target", "targets"), ("rank", "ranks")):
        if template.get(choices):
            move[field] = rng.choice(template[choices])["value"]
    return move

"""The one JSON-in, JSON-out facade that the browser (and anything else) calls.

``handle(request_json) -> response_json`` never raises. Bad input comes back as
``{"ok": false, "error": {"code": ..., "message": ...}}`` and changes nothing.
The contract is described in ``notes/api-contract.md`` at the repository root.

>>> import json
>>> reply = json.loads(handle('{"op": "new", "variant": "three-card-poker", "seed": 1}'))
>>> reply["view"]["legal"][0]["kind"]
'ante'
>>> json.loads(handle('{"op": "new", "variant": "five-card-pishpash"}'))["error"]["code"]
'unknown-variant'
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from pokerrules.actions import Action
from pokerrules.agents import make_bot, play_bots, refill_bots
from pokerrules.errors import BadRequest, IllegalAction, PokerRulesError
from pokerrules.game import State
from pokerrules.history import replay, to_json
from pokerrules.registry import get, variants
from pokerrules.rng import MAX_SEED, SeededRandom

READER = 0


def _seed(request: dict[str, Any]) -> int:
    seed = request.get("seed")
    if seed is None:
        from time import time_ns

        return SeededRandom(time_ns() & MAX_SEED).next_u64() % 1_000_000_000
    if isinstance(seed, str) and seed.strip().isdigit():
        seed = int(seed.strip())
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise BadRequest(f"A seed must be a whole number from 0 to {MAX_SEED}, not {seed!r}.")
    return seed


def _reply(state: State) -> dict[str, Any]:
    return {"ok": True, "history": to_json(state), "view": state.view(READER)}


def _advance(state: State) -> State:
    variant = get(state.table.variant)
    bot = make_bot(variant)
    play_bots(state, dict.fromkeys(range(state.table.seats), bot), until_seat=READER)
    return state


def op_catalogue(request: dict[str, Any]) -> dict[str, Any]:
    return {"ok": True, "games": [v.catalogue_entry() for v in variants()]}


def op_describe(request: dict[str, Any]) -> dict[str, Any]:
    from pokerrules.analysis import ANALYSES

    variant = get(request.get("variant"))
    return {"ok": True, **variant.describe(), "analysis": variant.id in ANALYSES}


def op_new(request: dict[str, Any]) -> dict[str, Any]:
    variant = get(request.get("variant"))
    options = request.get("options") or {}
    seats = request.get("seats", variant.default_seats)
    stacks = refill_bots(variant, request.get("stacks"), options)
    state = variant.new(_seed(request), options, seats, stacks)  # type: ignore[arg-type]
    return _reply(_advance(state))


def op_act(request: dict[str, Any]) -> dict[str, Any]:
    state = replay(request.get("history"))
    if state.is_over:
        raise IllegalAction("This hand is over; deal a new hand to play on.")
    if state.to_act != READER:
        raise BadRequest("It is not your turn; deal a new hand to play on.")
    state.apply(Action.from_json(request.get("action")))
    return _reply(_advance(state))


def op_analyse(request: dict[str, Any]) -> dict[str, Any]:
    from pokerrules.analysis import analyse

    return {"ok": True, "figures": analyse(get(request.get("variant")).id, request.get("options") or {})}


def op_judge(request: dict[str, Any]) -> dict[str, Any]:
    from pokerrules.judge import judge

    return {"ok": True, **judge(request.get("variant"), request.get("hands"), request.get("options"))}


OPS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "catalogue": op_catalogue,
    "describe": op_describe,
    "new": op_new,
    "act": op_act,
    "analyse": op_analyse,
    "judge": op_judge,
}


def handle_request(request: object) -> dict[str, Any]:
    """Like :func:`handle`, on already-decoded JSON."""
    try:
        if not isinstance(request, dict) or request.get("op") not in OPS:
            raise BadRequest(f"A request needs an op, one of: {', '.join(OPS)}.")
        return OPS[request["op"]](request)
    except PokerRulesError as err:
        return {"ok": False, "error": err.to_json()}


def handle(request_json: str) -> str:
    """Answer one JSON request with one JSON response. Never raises."""
    try:
        request = json.loads(request_json)
    except (TypeError, ValueError):
        return json.dumps({"ok": False, "error": BadRequest("The request is not valid JSON.").to_json()})
    return json.dumps(handle_request(request))

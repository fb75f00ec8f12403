"""Hostile calls to the JSON facade, and the check that each is answered and changes nothing.

``hostile_calls(rng, count)`` makes request JSON strings that a careless or malicious page could
send: wrong types in every field, unknown ids, stale and out-of-turn actions, tampered
histories, huge numbers, long strings, deep nesting, oversized requests and pages of ``replay``
that are none, mixed with some well-formed moves. ``check_hostile(request_json)`` sends one and asserts that:

- ``handle`` returned JSON text (it never raises) no larger than :data:`MAX_REPLY_CHARS` (the
  contract's limit, ``api.MAX_REPLY_CHARS``);
- the reply is ``ok`` or carries one of the contract's error codes (never ``internal-error``),
  with a short message that quotes no more than a short part of any long input;
- a refused ``act`` changed nothing: the history replays to the same state as before, a state
  the facade remembered for that history is exactly as it was, and the next legal move on it
  gets the same answer whether or not the facade remembered it;
- an ``act`` that succeeded answered with a history that replays to the view it sent;
- a ``view`` or ``replay`` (which only read a history) answered with the view that history
  replays to, and left a remembered state as it was.

``scripts/soak_facade.py`` runs many of them; ``tests/test_api_limits.py`` runs a few hundred.
"""

from __future__ import annotations

import copy
import json
import random
from collections import deque
from collections.abc import Callable, Iterator
from typing import Any

from pokerrules.api import facade as api
from pokerrules.api import handle
from pokerrules.core.errors import PokerRulesError
from pokerrules.lookup.history import replay
from tests.conformance.pool import GAMES, kinds, legal_move, pool_pairs

CODES = {"illegal-action", "bad-card", "unknown-variant", "bad-option", "corrupt-history",
         "bad-request"}
MAX_REPLY_CHARS = api.MAX_REPLY_CHARS
#: The fields an action may have (notes/api-contract.md); any other is refused.
ACTION_FIELDS = {"kind", "amount", "card", "target", "rank", "cards"}
#: A string of input this long must never be repeated whole in an error message.
LONG = 60


class FacadeRaised(AssertionError):
    """``handle`` raised instead of answering."""


# -- hostile values -----------------------------------------------------------------------------

_BIG = "x" * (api.MAX_REQUEST_CHARS + 10)
_LONG = "A" * 150_000
_HUGE_DIGITS = "9" * 5000


def _junk(rng: random.Random, depth: int = 0) -> Any:
    """Any JSON value: scalars of every type (huge, long, odd), lists and objects."""
    roll = rng.random()
    if depth < 3 and roll < 0.15:
        return [_junk(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    if depth < 3 and roll < 0.3:
        return {rng.choice(["kind", "op", "amount", "x", "", "seat", "variant"]): _junk(rng, depth + 1)
                for _ in range(rng.randint(0, 3))}
    return rng.choice([
        None, True, False, 0, -1, 1, 2, 7, 3.5, -0.0, 1e300, 10**15, 10**15 + 1, 2**63, -(2**63),
        10**19, "", " ", "²", "٣", "1" * 25, "As", "10h", "Jk", "zz", "K", "fold", "play",
        "seven-twenty-seven", "three-card-poker", "\x00", "\ud7ff" * 3, "é" * 50, "x" * 200,
        rng.choice(kinds()), rng.randint(-5, 12), rng.random(),
    ])


def _deep(n: int, opening: str = "[", closing: str = "]") -> str:
    return opening * n + closing * n


# -- the generators, each one kind of hostile call -------------------------------------------------

Maker = Callable[[random.Random], str]


def _raw_junk(rng: random.Random) -> str:
    return rng.choice([
        "", "not json", "{", "}", "[]", "null", "0", '"op"', "NaN", "Infinity", '{"op": NaN}',
        '{"op": "new", "seed": 1e999}', '{"op": "new", "variant": "three-card-poker", "seed": '
        + _HUGE_DIGITS + "}", '{"op": "act", "action": {"kind": "bet", "amount": '
        + "1" * 30 + "}}", "\ufeff{}", '{"op": "catalogue"', '{"op": "catalogue"}}',
        '{"op": "catalogue", "op": "explode"}', "[" * 20 + "]" * 20,
        json.dumps({"op": "new", "variant": "seven-twenty-seven"})[:rng.randint(0, 40)],
    ])


def _wrong_op(rng: random.Random) -> str:
    return json.dumps({"op": _junk(rng), "variant": _junk(rng)})


def _unknown_ids(rng: random.Random) -> str:
    op = rng.choice(["new", "describe", "analyse", "judge", "explode", "NEW", "new ", "__class__"])
    request: dict[str, Any] = {"op": op, "variant": rng.choice(
        ["nope", "Seven-Twenty-Seven", "three-card-poker ", "x" * 65, "x" * 5000, "", "../etc"])}
    if rng.random() < 0.5:
        request["options"] = {rng.choice(["nope", "x" * 100, "", "betting "]): "1"}
    return json.dumps(request)


def _bad_new(rng: random.Random) -> str:
    request: dict[str, Any] = {"op": "new", "variant": rng.choice(GAMES)}
    field = rng.choice(["seed", "seats", "stacks", "options", "all"])
    if field in ("seed", "all"):
        request["seed"] = rng.choice([_junk(rng), "²", "1" * 5000, "12", " 7 ", -1, 2**63, 2**63 - 1,
                                      "0x10", "1_000"])
    if field in ("seats", "all"):
        request["seats"] = rng.choice([_junk(rng), 0, 1, 9, 100, 10**6, "3", 3.0, True])
    if field in ("stacks", "all"):
        count = rng.choice([0, 1, 2, 3, 4, 9, 40])
        value = rng.choice([0, 1, 3, 200, 1000, 10**12, 10**12 + 1, 10**15, -5, "200", 2.5, None])
        stacks: Any = [value] * count
        if rng.random() < 0.3:
            stacks = rng.choice([5, None, True, 1.5, "x", {"a": 1}, [[200]] * 3])
        request["stacks"] = stacks
        request["seats"] = rng.choice([count, 3, None])
    if field in ("options", "all"):
        request["options"] = rng.choice([
            _junk(rng), {"betting": "no-limit"}, {"betting": "x" * 41}, {"stakes": "1-" + "9" * 30},
            {"stakes": ["1-2"]}, {f"o{i}": "1" for i in range(40)}, {"betting": None},
            {"pair_plus_table": "1-3-6-30-4000"}, {"limits": "0-0"}, {"raise_cap": "99"},
            {"betting": "pot", "stakes": "5-10"},
        ])
    return json.dumps(request)


#: The last few successful answers (the facade remembers their states), to act on again.
_RECENT: deque[tuple[dict[str, Any], dict[str, Any]]] = deque(maxlen=api.CACHE_SIZE)


def _pool_entry(rng: random.Random) -> tuple[dict[str, Any], dict[str, Any]]:
    """A real (history, view): one just answered (so the facade remembers it) or from the pool."""
    if _RECENT and rng.random() < 0.5:
        history, view = rng.choice(_RECENT)
    else:
        history, view = rng.choice(pool_pairs())
    return copy.deepcopy(history), view


def _good_act(rng: random.Random) -> str:
    history, view = _pool_entry(rng)
    if not view["legal"]:
        return json.dumps({"op": "act", "history": history, "action": {"kind": "fold"}})
    return json.dumps({"op": "act", "history": history, "action": legal_move(view, rng)})


def _stale_or_out_of_turn(rng: random.Random) -> str:
    history, _ = _pool_entry(rng)
    _, other = rng.choice(pool_pairs())
    action = legal_move(other, rng) if other["legal"] else {"kind": rng.choice(kinds())}
    if history["actions"] and rng.random() < 0.5:
        history["actions"] = history["actions"][:rng.randrange(len(history["actions"]))]
    return json.dumps({"op": "act", "history": history, "action": action})


def _bad_action(rng: random.Random) -> str:
    history, view = _pool_entry(rng)
    action: Any = {"kind": rng.choice(kinds())}
    for field in ("amount", "card", "target", "rank", "cards", "seat", "extra"):
        if rng.random() < 0.3:
            action[field] = _junk(rng)
    if view["legal"] and rng.random() < 0.4:
        action = legal_move(view, rng)
        field = rng.choice(["amount", "card", "target", "rank", "cards", "kind"])
        action[field] = rng.choice([_junk(rng), 10**15 + 1, -1, 0, "As", "x" * 100, 99,
                                    ["As", "As"], ["As"] * 61, [], ["Zz"]])
    if view["legal"] and rng.random() < 0.2:  # a legal move with a field the contract lacks
        action = legal_move(view, rng)
        action[rng.choice(["seat", "extra", "Kind", "amount ", ""])] = rng.choice([0, "zz", None])
    if rng.random() < 0.1:
        action = _junk(rng)
    return json.dumps({"op": "act", "history": history, "action": action})


def _tampered(rng: random.Random) -> str:
    history, view = _pool_entry(rng)
    action = legal_move(view, rng) if view["legal"] else {"kind": "fold"}
    change = rng.randrange(16)
    actions = history["actions"]
    deck = history["deck"].split()
    if change == 0:
        history["seed"] = rng.choice([history["seed"] + 1, -1, "1", 1.0, None, 2**63])
    elif change == 1 and len(deck) > 2:
        i, j = rng.sample(range(len(deck)), 2)
        deck[i], deck[j] = deck[j], deck[i]
        history["deck"] = " ".join(deck)
    elif change == 2:
        history["deck"] = " ".join(deck[:-1] + [deck[0]])
    elif change == 3:
        history["deck"] = rng.choice(["", "As " * 52, "Zz", 52, None, " ".join(deck) + " " * 2000])
    elif change == 4 and actions:
        entry = rng.choice(actions)
        entry["seat"] = rng.choice([entry["seat"] + 1, "1", 1.0, True, None, -1])
    elif change == 5 and actions:
        rng.choice(actions)["kind"] = rng.choice(kinds())
    elif change == 6 and actions:
        entry = rng.choice(actions)
        entry["amount"] = rng.choice([10**15 + 1, -3, 0, 1, 2.0, "5", 10**12])
    elif change == 7 and actions:
        actions.insert(rng.randrange(len(actions) + 1), copy.deepcopy(rng.choice(actions)))
    elif change == 8 and actions:
        del actions[rng.randrange(len(actions))]
    elif change == 9:
        history["stacks"] = rng.choice([5, None, True, 1.5, [], [200] * 40, [10**12 + 1] * 3,
                                        [-1] * len(history["stacks"]), history["stacks"] + [200]])
    elif change == 10:
        history["options"] = rng.choice([{"betting": "pot"}, {"x": "1"}, [], "pot",
                                         {"betting": "y" * 5000}, None])
    elif change == 11:
        history["variant"] = rng.choice(GAMES + ("nope", "x" * 500, 7))
    elif change == 12:
        history["extra"] = "x"
    elif change == 13:
        history = dict(reversed(list(history.items())))  # same history, keys in another order
    elif change == 14:
        del history[rng.choice(list(history))]
    else:
        history["actions"] = rng.choice(["ante", None, {"0": 1}, [1, 2], actions * 30,
                                         [{"seat": 0, "kind": "fold"}] * 1001])
    if rng.random() < 0.25:  # the ops that only read a history get the same tampering
        return json.dumps({"op": rng.choice(["view", "replay"]), "history": history})
    return json.dumps({"op": "act", "history": history, "action": action})


def _good_read(rng: random.Random) -> str:
    history, _ = _pool_entry(rng)
    return json.dumps({"op": rng.choice(["view", "replay"]), "history": history})


#: ``start`` values no ``replay`` may be given: negative, past any hand's frames, not a number.
BAD_STARTS: tuple[Any, ...] = (-1, -(10**6), 10**6, 10**19, 2**63, "0", "1", True, False, 1.5, 0.0,
                               None, [0], {"start": 0}, "")


def _paging(rng: random.Random) -> str:
    """A ``replay`` asking for a page: mostly a ``start`` that is no page (refused), sometimes a
    real one (the frames from there to the end of a short hand: its last one is the view now)."""
    history, _ = _pool_entry(rng)
    request: dict[str, Any] = {"op": "replay", "history": history}
    if rng.random() < 0.3:
        request["start"] = rng.randrange(len(history["actions"]) + 1)
    else:
        request["start"] = rng.choice(BAD_STARTS + (len(history["actions"]) + 1,))
        if rng.random() < 0.3:
            request["compact"] = True
    return json.dumps(request)


def _huge(rng: random.Random) -> str:
    history, view = _pool_entry(rng)
    choice = rng.randrange(5)
    if choice == 0:
        return json.dumps({"op": "new", "variant": rng.choice(GAMES), "stacks": [10**19] * 3})
    if choice == 1:
        return '{"op": "new", "variant": "seven-twenty-seven", "stacks": [' + "1" * 25 + ", 200]}"
    if choice == 2:
        return json.dumps({"op": "act", "history": history,
                           "action": {"kind": "bet", "amount": 10**rng.randint(12, 19)}})
    if choice == 3:
        return json.dumps({"op": "new", "variant": "seven-twenty-seven", "seats": 4,
                           "stacks": [10**12] * 4, "options": {"betting": "no-limit"}})
    return json.dumps({"op": "new", "variant": "three-card-poker", "seed": 2**63 - 1})


def _long_strings(rng: random.Random) -> str:
    history, view = _pool_entry(rng)
    place = rng.randrange(7)
    if place == 0:
        return json.dumps({"op": "new", "variant": "three-card-poker",
                           "options": {"pair_plus_table": _LONG}})
    if place == 1:
        return json.dumps({"op": "new", "variant": _LONG})
    if place == 2:
        return json.dumps({"op": "act", "history": history, "action": {"kind": _LONG}})
    if place == 3:
        return json.dumps({"op": "act", "history": history, "action": {"kind": "flip", "card": _LONG}})
    if place == 4:
        history["deck"] = _LONG
        return json.dumps({"op": "act", "history": history, "action": {"kind": "fold"}})
    if place == 5:
        return json.dumps({"op": "judge", "variant": "seven-twenty-seven", "hands": [_LONG, "As"]})
    return json.dumps({"op": "new", "variant": "seven-twenty-seven", "padding": _BIG})


def _deep_nesting(rng: random.Random) -> str:
    depth = rng.choice([17, 50, 1000, 10_000, 99_000])
    inner = _deep(depth) if rng.random() < 0.5 else _deep(depth, '{"a":', "}").replace('{"a":}', "{}")
    return rng.choice([
        inner,
        '{"op": "new", "variant": "go-fish", "options": ' + inner + "}",
        '{"op": "act", "history": ' + inner + ', "action": {"kind": "fold"}}',
        '{"op": "new", "variant": "go-fish", "x": "' + "[" * depth + '"}',  # brackets in a string
    ])


def _oversized(rng: random.Random) -> str:
    return rng.choice([
        json.dumps({"op": "new", "variant": "three-card-poker", "stacks": [1000] * 100_000}),
        '{"op": "catalogue", "x": "' + _BIG + '"}',
        " " * (api.MAX_REQUEST_CHARS + 1) + '{"op": "catalogue"}',
    ])


def _control(rng: random.Random) -> str:
    game = rng.choice(GAMES)
    return rng.choice([
        json.dumps({"op": "catalogue"}),
        json.dumps({"op": "describe", "variant": game}),
        json.dumps({"op": "new", "variant": game, "seed": rng.randrange(10**6)}),
        json.dumps({"op": "judge", "variant": "seven-twenty-seven", "hands": ["As 6d", "Kd Qh 7c"]}),
    ])


MAKERS: tuple[tuple[Maker, int], ...] = (
    (_raw_junk, 6), (_wrong_op, 6), (_unknown_ids, 6), (_bad_new, 14), (_good_act, 12),
    (_stale_or_out_of_turn, 10), (_bad_action, 14), (_tampered, 16), (_huge, 5),
    (_long_strings, 3), (_deep_nesting, 3), (_oversized, 1), (_control, 4), (_good_read, 4),
    (_paging, 3),
)


def hostile_calls(rng: random.Random, count: int) -> Iterator[str]:
    """``count`` hostile request JSON strings, drawn with ``rng`` (the same seed, the same calls)."""
    makers = [maker for maker, _ in MAKERS]
    weights = [weight for _, weight in MAKERS]
    for _ in range(count):
        yield rng.choices(makers, weights)[0](rng)


# -- the check ----------------------------------------------------------------------------------


def _decoded(request_json: str) -> Any:
    try:
        return api.decode(request_json)
    except PokerRulesError:
        return None


def _long_strings_in(value: Any, depth: int = 0) -> Iterator[str]:
    if depth > 6:
        return
    if isinstance(value, str) and len(value) > LONG:
        yield value
    elif isinstance(value, list):
        for item in value[:50]:
            yield from _long_strings_in(item, depth + 1)
    elif isinstance(value, dict):
        for key, item in list(value.items())[:50]:
            yield from _long_strings_in(key, depth + 1)
            yield from _long_strings_in(item, depth + 1)


def _replayed(history: Any) -> Any:
    try:
        return replay(history)
    except PokerRulesError:
        return None


def hostile_reply(request_json: str) -> dict[str, Any]:
    """Send one request and check the answer as described above; return the reply."""
    request = _decoded(request_json)
    op = request.get("op") if isinstance(request, dict) else None
    is_act, reads = op == "act", op in ("view", "replay")
    history = request.get("history") if is_act or reads else None
    state_before = _replayed(history) if is_act or reads else None
    key = api.CACHE.key(history) if state_before is not None else None
    cached = api.CACHE.states.get(key) if key is not None else None
    cached_before = cached.snapshot() if cached is not None else None
    try:
        reply_json = handle(request_json)
    except Exception as err:
        raise FacadeRaised(f"handle raised {type(err).__name__}: {str(err)[:200]}") from err
    assert isinstance(reply_json, str) and len(reply_json) <= MAX_REPLY_CHARS, len(reply_json)
    reply = json.loads(reply_json)
    assert isinstance(reply, dict) and isinstance(reply.get("ok"), bool), reply_json[:200]
    if not reply["ok"]:
        error = reply["error"]
        assert error["code"] in CODES, error
        message = error["message"]
        assert isinstance(message, str) and message.strip() and "Traceback" not in message
        assert len(message) <= api.MAX_MESSAGE_CHARS + 1, len(message)
        for text in _long_strings_in(request):
            assert text[:LONG] not in message, f"the message repeats long input: {message[:120]}"
        assert "history" not in reply
        if state_before is not None:
            _check_nothing_changed(history, state_before, key, cached, cached_before)
    elif reads:
        assert state_before is not None, "a history that does not replay was read"
        if cached is not None:
            assert cached.snapshot() == cached_before, "reading a history changed a remembered state"
        last = reply["view"] if op == "view" else reply["frames"][-1]["view"]
        assert last == state_before.view(0), "a history was read as another view"
        assert op == "replay" or reply["history"] == history
    elif is_act:
        assert isinstance(history, dict)
        action = request.get("action")
        assert not (isinstance(action, dict) and set(action) - ACTION_FIELDS), \
            f"an action with a field the contract does not allow was accepted: {action}"
        assert len(reply["history"]["actions"]) > len(history["actions"])
        again = replay(reply["history"])
        assert again.view(0) == reply["view"], "the reply's history replays to another view"
    if reply["ok"] and "history" in reply and reply["view"]["legal"]:
        _RECENT.append((reply["history"], reply["view"]))
    return reply


def _check_nothing_changed(history: Any, state_before: Any, key: str | None, cached: Any,
                           cached_before: dict[str, Any] | None) -> None:
    """After a refused act: the history replays as before, a remembered state is untouched, and
    the next legal move gets the same answer with and without the facade's memory."""
    assert replay(history).snapshot() == state_before.snapshot()
    if cached is not None:
        assert cached.snapshot() == cached_before, "a refused act changed a remembered state"
    if state_before.is_over or state_before.to_act != 0:
        return
    legal = state_before.view(0)["legal"]
    if not legal:
        return
    move = legal_move(state_before.view(0), random.Random(0))
    request = json.dumps({"op": "act", "history": history, "action": move})
    remembered = handle(request)
    with api.fresh_cache():
        fresh = handle(request)
    assert remembered == fresh, "a remembered state answered differently from a replayed one"


def check_hostile(request_json: str) -> None:
    """Assert that the facade answers ``request_json`` as the contract says and changes nothing."""
    hostile_reply(request_json)

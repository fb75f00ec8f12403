"""Whatever arrives, the JSON facade answers with JSON: a result or a coded error, never a crash."""

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrules.api import handle

CODES = {"illegal-action", "bad-card", "unknown-variant", "bad-option", "corrupt-history",
         "bad-request"}
scalars = st.none() | st.booleans() | st.integers(-10, 10**12) | st.text(max_size=12)
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                      | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)


def check(reply_json: str) -> dict[str, Any]:
    reply = json.loads(reply_json)
    assert isinstance(reply, dict) and isinstance(reply.get("ok"), bool)
    if not reply["ok"]:
        assert reply["error"]["code"] in CODES
        assert reply["error"]["message"].strip()
        assert "Traceback" not in reply["error"]["message"]
        assert len(reply["error"]["message"]) <= 1001  # a short part of any long input, at most
    return reply


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=40) | values.map(json.dumps))
def test_junk_requests(raw: str) -> None:
    check(handle(raw))


@settings(max_examples=300, deadline=None)
@given(op=st.sampled_from(["new", "describe", "analyse", "act", "view", "replay"]),
       variant=st.sampled_from(["three-card-poker", "go-fish", "seven-twenty-seven", "x"]),
       options=values, seed=scalars, seats=scalars, stacks=values)
def test_malformed_fields(op: str, variant: str, options: Any, seed: Any, seats: Any,
                          stacks: Any) -> None:
    check(handle(json.dumps({"op": op, "variant": variant, "options": options, "seed": seed,
                             "seats": seats, "stacks": stacks, "history": options,
                             "action": stacks})))


@settings(max_examples=200, deadline=None)
@given(variant=st.sampled_from(["three-card-poker", "go-fish", "seven-twenty-seven-with-replace"]),
       action=st.fixed_dictionaries({"kind": st.sampled_from(
           ["ante", "pair_plus", "play", "fold", "check", "bet", "call", "raise", "take",
            "decline", "replace", "keep", "flip", "ask", "pass", "zz"])},
           optional={"amount": scalars, "card": scalars, "target": scalars, "rank": scalars}))
def test_any_action_is_applied_or_refused(variant: str,
                                                                      action: dict) -> None:
    start = check(handle(json.dumps({"op": "new", "variant": variant, "seed": 3, "seats": 3})))
    reply = check(handle(json.dumps({"op": "act", "history": start["history"], "action": action})))
    if reply["ok"]:
        assert len(reply["history"]["actions"]) > len(start["history"]["actions"])
    else:
        assert "history" not in reply  # nothing was played: the caller keeps its history
        assert reply["error"]["code"] in {"illegal-action", "bad-request"}


# Anything at all: every JSON type, huge and odd numbers, long and odd text, deep nesting, and
# requests whose fields hold any of it. The answer is a result or a coded error, never an exception
# (and never the facade's own "internal-error", which would mean a bug was caught).
huge_ints = st.integers() | st.sampled_from([10**15 + 1, 2**63, -(2**63), 10**4000, -(10**4299)])
any_scalar = (st.none() | st.booleans() | huge_ints
              | st.floats(allow_nan=True, allow_infinity=True)
              | st.text(max_size=30) | st.text(alphabet='[]{}"\\:,0123456789 ', max_size=60)
              | st.sampled_from(["x" * 5000, "²", "٣", "As", "10h", "Jk", "fold", "no-limit"]))
any_value = st.recursive(any_scalar, lambda inner: st.lists(inner, max_size=6)
                         | st.dictionaries(st.text(max_size=10) | st.sampled_from(
                             ["op", "kind", "amount", "seat", "card", "variant", "actions"]),
                             inner, max_size=6), max_leaves=40)
ops = st.sampled_from(["new", "describe", "analyse", "act", "judge", "catalogue", "view",
                       "replay"]) | any_scalar
fields = st.fixed_dictionaries({"op": ops}, optional={
    name: any_value for name in ("variant", "options", "seed", "seats", "stacks", "history",
                                 "action", "hands")})


def check_decoded(reply: dict[str, Any]) -> None:
    check(json.dumps(reply))


@settings(max_examples=300, deadline=None)
@given(any_value | fields)
def test_anything_decoded_is_answered(request: Any) -> None:
    from pokerrules.api import handle_request

    check_decoded(handle_request(request))


def _json_text(value: Any) -> str | None:
    try:
        return json.dumps(value)
    except (ValueError, RecursionError):  # a number too long for JSON text: nothing to send
        return None


@settings(max_examples=300, deadline=None)
@given(any_value | fields)
def test_anything_as_json_text_is_answered(request: Any) -> None:
    text = _json_text(request)
    if text is not None:
        check(handle(text))


@settings(max_examples=200, deadline=None)
@given(depth=st.integers(0, 20_000), opening=st.sampled_from(["[", '{"a": ', '{"op": "new", "options": ']),
       closed=st.booleans(), tail=st.text(alphabet='[]{}"\\', max_size=20))
def test_any_nesting_is_answered(depth: int, opening: str, closed: bool, tail: str) -> None:
    closing = {"[": "]"}.get(opening, "}")
    text = opening * depth + tail + (closing * depth if closed else "")
    check(handle(text))


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.characters(), max_size=200)
       | st.text(alphabet='[]{}",:\\0123456789eE.-+ truefalsnNaINfiy', max_size=200))
def test_any_text_is_answered(text: str) -> None:
    check(handle(text))

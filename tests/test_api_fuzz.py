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
    return reply


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=40) | values.map(json.dumps))
def test_junk_requests(raw: str) -> None:
    check(handle(raw))


@settings(max_examples=300, deadline=None)
@given(op=st.sampled_from(["new", "describe", "analyse", "act"]),
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

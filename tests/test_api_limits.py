"""The facade never raises, and no request costs more than it is worth.

One test per class of problem an independent fuzz found (numbered as in that report), each
asserting on bounded work (what was refused, how often something was replayed or called, how
long a message is), never on time.
"""

import json
import random
import re
from types import SimpleNamespace
from typing import Any

import pytest

from pokerrules.api import facade as api
from pokerrules.api import hand as api_hand
from pokerrules.api import handle, handle_request
from pokerrules.core import decode as api_decode
from pokerrules.core.actions import Action, Template
from pokerrules.core.errors import quote
from pokerrules.core.rng import SeededRandom
from pokerrules.lookup import history
from pokerrules.lookup.registry import get
from pokerrules.table.agents import make_bot, play_bots
from pokerrules.table.bot_betting import RAISE_NEEDS
from pokerrules.table.game import MAX_BANKROLL, Variant
from tests.conformance.hostile import check_hostile, hostile_calls

TEN_MB = "x" * 10_000_000


def call(**request: Any) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(handle(json.dumps(request)))
    return reply


def code(reply: dict[str, Any]) -> str | None:
    return None if reply["ok"] else reply["error"]["code"]


def new_history(game: str = "seven-twenty-seven", **extra: Any) -> dict[str, Any]:
    reply = call(op="new", variant=game, seed=5, **extra)
    assert reply["ok"], reply
    made: dict[str, Any] = reply["history"]
    return made


# 1 ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("op", [[], {}, ["new"], 1.5, None, True, 7, "NEW", "x" * 1000])
def test_1_an_op_of_any_type_is_refused(op: Any) -> None:
    assert code(call(op=op)) == "bad-request"
    assert code(handle_request({"op": op})) == "bad-request"


# 2 ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", ["²", "٣", "1" * 5000, "1_000", "0x10", "99999999999999999999",
                                  " ", "", 2**63, -1, 1.0, True])
def test_2_seeds_that_are_not_plain_whole_numbers_are_refused(seed: Any) -> None:
    reply = call(op="new", variant="three-card-poker", seed=seed)
    assert code(reply) == "bad-request", reply
    assert len(reply["error"]["message"]) < 200


def test_2_a_seed_written_in_digits_is_read() -> None:
    assert call(op="new", variant="three-card-poker", seed=" 42 ")["history"]["seed"] == 42
    assert call(op="new", variant="three-card-poker", seed=str(2**63 - 1))["ok"]


# 3 ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("stacks", [5, None, True, 1.5, "200", {"a": 1}, [[200]] * 4, [], [200] * 40])
def test_3_history_bankrolls_of_any_type_are_refused(stacks: Any) -> None:
    tampered = {**new_history(), "stacks": stacks}
    reply = call(op="act", history=tampered, action={"kind": "check"})
    assert code(reply) == "corrupt-history", reply
    assert code(handle_request({"op": "act", "history": tampered, "action": {"kind": "check"}})) \
        == "corrupt-history"


# 4 ----------------------------------------------------------------------------------------------
def _refuse_parsing(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    parsed: list[str] = []

    def spy(text: str, **kwargs: Any) -> Any:
        parsed.append(text)
        raise AssertionError("json.loads was called on a request that should have been refused")

    monkeypatch.setattr(api_decode, "json", SimpleNamespace(loads=spy, dumps=json.dumps))
    return parsed


@pytest.mark.parametrize("depth", [api.MAX_DEPTH + 1, 1000, 10_000, 30_000])
def test_4_deep_nesting_is_refused_before_it_is_parsed(depth: int,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    _refuse_parsing(monkeypatch)
    for text in ("[" * depth + "]" * depth,
                 '{"op": "new", "variant": "go-fish", "options": ' + "[" * depth + "]" * depth + "}",
                 '{"a":' * depth + "1" + "}" * depth,
                 "[" * depth):  # not even closed
        reply = json.loads(handle(text))
        assert code(reply) == "bad-request" and "deep" in reply["error"]["message"]


def test_4_nesting_up_to_the_limit_is_parsed_and_brackets_in_strings_do_not_count() -> None:
    inside = "[" * (api.MAX_DEPTH - 1) + "]" * (api.MAX_DEPTH - 1)
    reply = json.loads(handle('{"op": "new", "variant": "go-fish", "options": ' + inside + "}"))
    assert code(reply) == "bad-option"  # parsed, then refused for what it is
    reply = json.loads(handle(json.dumps({"op": "new", "variant": "go-fish", "seed": 1,
                                          "note": "[" * 10_000})))
    assert reply["ok"]


@pytest.mark.parametrize("text", ['"' + '\\"' * 50_000, '"\\' * 50_000, '"' * 100_000,
                                  '{"op": "x' + "\\" * 100_000])
def test_4_unterminated_strings_with_quotes_and_backslashes_are_refused(text: str) -> None:
    # a backtracking scan would take minutes on these; the request is simply not JSON
    assert code(json.loads(handle(text))) == "bad-request"


def test_4_a_request_over_the_size_limit_is_refused_before_it_is_parsed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    parsed = _refuse_parsing(monkeypatch)
    reply = json.loads(handle(" " * api.MAX_REQUEST_CHARS + '{"op": "catalogue"}'))
    assert code(reply) == "bad-request" and "at most" in reply["error"]["message"]
    reply = json.loads(handle(b'{"op": "catalogue", "x": "' + b"y" * (4 * api.MAX_REQUEST_CHARS) + b'"}'))
    assert code(reply) == "bad-request" and parsed == []


@pytest.mark.parametrize("text", ["NaN", '{"op": "new", "seed": Infinity}', '{"op": "new", "seed": 1e999}',
                                  '{"op": "new", "variant": "go-fish", "seed": ' + "7" * 4301 + "}"])
def test_4_numbers_json_cannot_carry_are_refused(text: str) -> None:
    assert code(json.loads(handle(text))) == "bad-request"


# 5 ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("bankroll", [MAX_BANKROLL + 1, 10**4299, -1])
def test_5_bankrolls_above_the_maximum_are_refused(bankroll: int) -> None:
    reply = handle_request({"op": "new", "variant": "seven-twenty-seven", "seats": 2,
                            "stacks": [bankroll, bankroll]})
    assert code(reply) == "bad-option", reply
    assert len(reply["error"]["message"]) < 200
    tampered = {**new_history(seats=2), "stacks": [bankroll, 200]}
    assert code(handle_request({"op": "act", "history": tampered, "action": {"kind": "check"}})) \
        == "corrupt-history"


def test_5_a_hand_at_the_maximum_bankroll_is_written_exactly_in_json() -> None:
    reply = call(op="new", variant="seven-twenty-seven", seed=3, seats=4, stacks=[MAX_BANKROLL] * 4,
                 options={"betting": "no-limit"})
    while reply["ok"] and reply["view"]["stage"] != "over":
        legal = {t["kind"]: t for t in reply["view"]["legal"]}
        move = ({"kind": "raise", "amount": legal["raise"]["max"]} if "raise" in legal else
                {"kind": "bet", "amount": legal["bet"]["max"]} if "bet" in legal else
                {"kind": next(k for k in ("call", "take", "check", *legal) if k in legal)})
        reply = call(op="act", history=reply["history"], action=move)
    assert reply["ok"], reply
    stacks = reply["view"]["result"]["stacks"]
    assert sum(stacks) == 4 * MAX_BANKROLL and max(stacks) < 2**53
    again = call(op="new", variant="seven-twenty-seven", seed=4, seats=4, stacks=stacks)
    assert again["ok"] or code(again) == "bad-option"  # a winner over the maximum is told so


# 6 ----------------------------------------------------------------------------------------------
def _count_new(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    original = Variant.new

    def counting(self: Variant, *args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(Variant, "new", counting)
    return calls


def test_6_a_hundred_thousand_bankrolls_cost_one_refusal(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _count_new(monkeypatch)
    reply = handle_request({"op": "new", "variant": "three-card-poker", "stacks": [1000] * 100_000})
    assert code(reply) == "bad-option"
    assert len(calls) == 1 and len(reply["error"]["message"]) < 200
    assert code(call(op="new", variant="three-card-poker", stacks=[1000] * 100_000)) == "bad-request"


def test_6_refilling_bots_tries_at_most_one_deal_per_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _count_new(monkeypatch)
    reply = call(op="new", variant="three-card-poker", seats=6, stacks=[1000, 0, 1000, 1, 1000, 5])
    assert reply["ok"] and reply["history"]["stacks"] == [1000] * 5 + [5]
    assert len(calls) <= 6


# 7 ----------------------------------------------------------------------------------------------
_WHO = r"^(?:You|Seat \d+) "
_RAISE = re.compile(_WHO + r"(?:bets?|raises?(?: by)?) \d")
_BETTING = re.compile(_WHO + r"(?:checks?\.|calls? \d|folds?\.|pass(?:es)? (?:their|your) cards)"
                      r"|face-down cards? go(?:es)? to seat|^You get .* face down from seat")


def _most_raises_in_a_round(log: list[str]) -> int:
    most = run = 0
    for line in log:
        if _RAISE.search(line):
            run += 1
        elif not _BETTING.search(line):
            run = 0
        most = max(most, run)
    return most


@pytest.mark.parametrize("betting", ["no-limit", "pot"])
def test_7_bots_bet_like_players(betting: str) -> None:
    sizes_above_minimum = 0
    for game in ("seven-twenty-seven", "ten-card-stud", "go-fish"):
        variant = get(game)
        for seed in range(8):
            state = variant.new(seed, {"betting": betting}, 4, [10_000] * 4)
            play_bots(state, {s: make_bot(variant) for s in range(4)})
            assert state.is_over and len(state.actions) <= 200, (game, seed, len(state.actions))
            assert _most_raises_in_a_round(state.view(0)["log"]) <= len(RAISE_NEEDS)
            sizes_above_minimum += sum(1 for _, a in state.actions
                                       if a.kind in ("bet", "raise") and (a.amount or 0) > 4)
    assert sizes_above_minimum > 0, "every bet was the minimum"


def test_7_the_no_limit_bot_war_is_over() -> None:
    """Seed 2 once took 10,023 actions (2,506 acts of the reader, each replaying the hand)."""
    bot = make_bot(get("seven-twenty-seven"))

    for seed in range(6):
        reply = call(op="new", variant="seven-twenty-seven", seed=seed, seats=4, stacks=[10_000] * 4,
                     options={"betting": "no-limit"})
        while reply["ok"] and reply["view"]["stage"] != "over":
            legal = [Template(t["kind"], t["label"], t.get("min"), t.get("max"), t.get("default"))
                     for t in reply["view"]["legal"]]
            move = bot.choose(reply["view"], legal, SeededRandom(seed))
            reply = call(op="act", history=reply["history"], action=move.to_json())
        assert reply["ok"] and len(reply["history"]["actions"]) <= 100


def _count_replays(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    replays: list[int] = []
    original = history.replay

    def counting(data: object) -> Any:
        replays.append(len(data["actions"]) if isinstance(data, dict) else 0)
        return original(data)

    monkeypatch.setattr(api, "replay", counting)
    return replays


def test_7_an_act_on_the_history_just_returned_replays_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    replays = _count_replays(monkeypatch)
    reply = call(op="new", variant="seven-twenty-seven", seed=8, options={"betting": "pot"})
    acts = 0
    while reply["view"]["stage"] != "over":
        legal = {t["kind"]: t for t in reply["view"]["legal"]}
        kind = next(k for k in ("take", "check", "call", *legal) if k in legal)
        reply = call(op="act", history=reply["history"], action={"kind": kind})
        assert reply["ok"], reply
        acts += 1
    assert acts > 5 and replays == []


def test_7_any_other_history_is_replayed_and_a_tampered_one_is_never_trusted(
        monkeypatch: pytest.MonkeyPatch) -> None:
    replays = _count_replays(monkeypatch)
    start = call(op="new", variant="three-card-poker", seed=3, seats=2)
    played = call(op="act", history=start["history"], action={"kind": "ante", "amount": 5})
    assert played["ok"] and replays == []
    # the same history with its keys in another order: not the remembered one, so replayed
    reordered = dict(reversed(list(played["history"].items())))
    assert call(op="act", history=reordered, action={"kind": "pair_plus", "amount": 0})["ok"]
    assert len(replays) == 1
    # a number turned into a float, a bool or a string (equal in Python, not in the history)
    for amount in (5.0, "5"):
        tampered = json.loads(json.dumps(played["history"]))
        tampered["actions"][0]["amount"] = amount
        reply = call(op="act", history=tampered, action={"kind": "pair_plus", "amount": 0})
        assert code(reply) == "corrupt-history"
    tampered = json.loads(json.dumps(played["history"]))
    tampered["actions"][0]["seat"] = False  # equal to 0 in Python
    assert code(call(op="act", history=tampered, action={"kind": "pair_plus", "amount": 0})) \
        == "corrupt-history"
    assert len(replays) == 4


def test_7_a_refused_action_leaves_the_remembered_state_unchanged() -> None:
    start = call(op="new", variant="seven-twenty-seven", seed=11, options={"betting": "no-limit"})
    key = api.CACHE.key(start["history"])
    assert key is not None
    remembered = api.CACHE.states[key]
    before = remembered.snapshot()
    for bad in ({"kind": "bet", "amount": 10**9}, {"kind": "raise", "amount": 2}, {"kind": "take"},
                {"kind": "bet", "amount": -1}, {"kind": "zz"}, {"kind": "check", "amount": 3}):
        assert code(call(op="act", history=start["history"], action=bad)) == "illegal-action"
        assert api.CACHE.states.get(key) is remembered and remembered.snapshot() == before
    move = {"kind": start["view"]["legal"][0]["kind"]}
    from_memory = handle(json.dumps({"op": "act", "history": start["history"], "action": move}))
    with api.fresh_cache():
        replayed = handle(json.dumps({"op": "act", "history": start["history"], "action": move}))
    assert from_memory == replayed


def _long_history(length: int) -> dict[str, Any]:
    """A no-limit hand of two seats raising each other by the minimum, at least ``length``
    actions long, at the first point after that where seat 0 is to act."""
    state = get("seven-twenty-seven").new(7, {"betting": "no-limit"}, 2, [10**9, 10**9])
    while len(state.actions) < length or state.to_act != 0:
        legal = {t.kind: t for t in state.legal_actions()}
        aggressive = legal.get("raise") or legal.get("bet")
        state.apply(Action(aggressive.kind, aggressive.low) if aggressive else Action(next(iter(legal))))
    assert len(state.actions) <= length + 1
    return history.to_json(state)


def test_7_a_hand_stops_at_the_action_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    at_limit = _long_history(40)
    limit = len(at_limit["actions"])
    monkeypatch.setattr(api, "MAX_HAND_ACTIONS", limit)
    monkeypatch.setattr(api_hand, "MAX_HAND_ACTIONS", limit)
    monkeypatch.setattr(history, "MAX_HAND_ACTIONS", limit)
    replays = _count_replays(monkeypatch)
    reply = call(op="act", history=at_limit, action={"kind": "call"})
    assert code(reply) == "illegal-action" and f"{limit} moves" in reply["error"]["message"]
    over = {**at_limit, "actions": at_limit["actions"] + [{"seat": 0, "kind": "call"}] * 2}
    assert code(call(op="act", history=over, action={"kind": "call"})) == "corrupt-history"
    assert replays == [limit]  # the one over the limit was refused without replaying it
    one_less = {**at_limit, "actions": at_limit["actions"][:-2]}
    assert call(op="act", history=one_less, action={"kind": "call"})["ok"]
    # the bots stop at the limit too: the facade never answers with a history longer than it
    monkeypatch.setattr(api, "MAX_HAND_ACTIONS", limit - 1)
    monkeypatch.setattr(api_hand, "MAX_HAND_ACTIONS", limit - 1)
    raise_ = next(t for t in history.replay(one_less).legal_actions() if t.kind == "raise")
    reply = call(op="act", history=one_less, action={"kind": "raise", "amount": raise_.low})
    assert code(reply) == "illegal-action" and f"{limit - 1} moves" in reply["error"]["message"]


# 8 ----------------------------------------------------------------------------------------------
def test_8_a_huge_deck_is_refused_before_it_is_parsed(monkeypatch: pytest.MonkeyPatch) -> None:
    parsed: list[int] = []
    monkeypatch.setattr(history, "parse", lambda text: parsed.append(len(text)))
    for deck in (TEN_MB, "As " * 400):
        tampered = {**new_history(), "deck": deck}
        reply = handle_request({"op": "act", "history": tampered, "action": {"kind": "check"}})
        assert code(reply) == "corrupt-history" and len(reply["error"]["message"]) < 200
    assert parsed == []
    assert code(call(op="act", history={**new_history(), "deck": TEN_MB[:300_000]},
                     action={"kind": "check"})) == "bad-request"


# 9 ----------------------------------------------------------------------------------------------
def _long_input_requests() -> list[dict[str, Any]]:
    h = new_history()
    act = {"op": "act", "history": h}
    return [
        {"op": "new", "variant": "three-card-poker", "options": {"pair_plus_table": TEN_MB}},
        {"op": "new", "variant": "three-card-poker", "options": {TEN_MB: "1"}},
        {"op": "new", "variant": "three-card-poker", "options": TEN_MB},
        {"op": "new", "variant": "three-card-poker", "options": [TEN_MB]},
        {"op": "new", "variant": TEN_MB},
        {"op": "describe", "variant": TEN_MB},
        {"op": "analyse", "variant": "three-card-poker", "options": {"limits": TEN_MB}},
        {"op": "judge", "variant": "seven-twenty-seven", "hands": [TEN_MB, "As"]},
        {"op": "judge", "variant": "seven-twenty-seven", "hands": ["x" * 199, "As"]},
        {"op": "judge", "variant": "seven-twenty-seven", "hands": ["As " + "x" * 150, "As"]},
        {"op": "judge", "variant": "seven-twenty-seven", "hands": ["As", "Kd"], "options": {"ties": TEN_MB}},
        {"op": "new", "variant": "go-fish", "seed": TEN_MB},
        {"op": "new", "variant": "go-fish", "seats": TEN_MB},
        {"op": "new", "variant": "go-fish", "seats": 10**5000},
        {"op": "new", "variant": "go-fish", "stacks": TEN_MB},
        {"op": "new", "variant": "go-fish", "stacks": [TEN_MB] * 4},
        {**act, "action": {"kind": TEN_MB}},
        {**act, "action": {"kind": "flip", "card": TEN_MB}},
        {**act, "action": {"kind": "ask", "rank": TEN_MB}},
        {**act, "action": {"kind": "bet", "amount": TEN_MB}},
        {**act, "action": {"kind": "bet", "amount": 10**5000}},
        {**act, "action": {"kind": "check", TEN_MB: 1}},
        {**act, "action": TEN_MB},
        {"op": "act", "history": {**h, "variant": TEN_MB}, "action": {"kind": "check"}},
        {"op": "act", "history": {**h, "options": {"betting": TEN_MB}}, "action": {"kind": "check"}},
        {"op": "act", "history": {**h, TEN_MB: 1}, "action": {"kind": "check"}},
        {"op": "act", "history": {**h, "actions": [{"seat": TEN_MB, "kind": "check"}]},
         "action": {"kind": "check"}},
        {"op": "act", "history": {**h, "actions": [{"seat": 0, "kind": "check", "card": TEN_MB}]},
         "action": {"kind": "check"}},
        {"op": "act", "history": TEN_MB, "action": {"kind": "check"}},
        {"op": "act", "history": {**h, "deck": "x" * 900}, "action": {"kind": "check"}},
        {"op": "act", "history": {**h, "deck": "As " + "x" * 150}, "action": {"kind": "check"}},
    ]


def test_9_error_messages_quote_at_most_a_short_part_of_the_input() -> None:
    for request in _long_input_requests():
        reply = handle_request(request)
        assert not reply["ok"], request.get("op")
        message = reply["error"]["message"]
        assert len(message) < 400 and "x" * 41 not in message, message[:200]


def test_9_quote_shows_a_short_part_of_anything() -> None:
    assert quote("x" * 100) == "'" + "x" * 40 + "'…"
    assert quote("As") == "'As'"
    assert quote(10**5000) == "a number of about 5001 digits"
    deep: list[Any] = []
    for _ in range(100_000):
        deep = [deep]
    assert quote(deep) == "[[[...]]]"
    assert len(quote({str(i): "y" * 100 for i in range(10**4)})) <= 43
    assert len(quote(list(range(10**5)))) <= 43


# the hostile calls of the soak -------------------------------------------------------------------
def test_hostile_calls_are_answered_and_change_nothing() -> None:
    for request_json in hostile_calls(random.Random(12), 300):
        check_hostile(request_json)

import json
from typing import Any

import pytest

from pokerrules.api import handle


def call(**request: Any) -> dict[str, Any]:
    return json.loads(handle(json.dumps(request)))


def test_catalogue_and_describe() -> None:
    games = call(op="catalogue")["games"]
    ids = [g["id"] for g in games]
    assert ids[0] == "three-card-poker" and "seven-twenty-seven" in ids and len(ids) == len(set(ids))
    described = call(op="describe", variant="three-card-poker")
    assert described["seats"] == {"min": 1, "max": 6, "default": 3}
    assert {o["name"] for o in described["options"]} >= {"pair_plus_table", "ante_bonus"}


def test_a_hand_through_the_api_with_bots_in_other_seats() -> None:
    reply = call(op="new", variant="three-card-poker", seed=11, seats=4)
    assert reply["view"]["to_act"] == 0 and reply["history"]["seed"] == 11
    for action in ({"kind": "ante", "amount": 7}, {"kind": "pair_plus", "amount": 2},
                   {"kind": "fold"}):
        reply = call(op="act", history=reply["history"], action=action)
        assert reply["ok"], reply
    view = reply["view"]
    assert view["stage"] == "over" and len(view["result"]["net"]) == 4
    assert view["result"]["net"][0] == -9
    # bots acted between the reader's moves, and they are in the history
    assert [a["seat"] for a in reply["history"]["actions"]].count(3) == 3


def test_same_seed_same_deal_and_stacks_carry_over() -> None:
    a = call(op="new", variant="three-card-poker", seed=5, seats=2, stacks=[500, 0])
    b = call(op="new", variant="three-card-poker", seed=5, seats=2, stacks=[500, 0])
    assert a == b
    assert a["history"]["stacks"] == [500, 1000]  # a broke bot is replaced by a fresh player


def test_null_seed_picks_one_and_reports_it() -> None:
    reply = call(op="new", variant="three-card-poker", seed=None)
    assert isinstance(reply["view"]["seed"], int)


@pytest.mark.parametrize("request_json, code", [
    ("not json", "bad-request"),
    ('{"op": "explode"}', "bad-request"),
    ('{"op": "new", "variant": "nope"}', "unknown-variant"),
    ('{"op": "new", "variant": "three-card-poker", "options": {"x": "1"}}', "bad-option"),
    ('{"op": "new", "variant": "three-card-poker", "seed": -3}', "bad-request"),
    ('{"op": "new", "variant": "three-card-poker", "stacks": [1, 1000, 1000]}', "bad-option"),
    ('{"op": "act", "history": {"variant": "three-card-poker"}, "action": {"kind": "play"}}',
     "corrupt-history"),
])
def test_errors_come_back_as_json(request_json: str, code: str) -> None:
    reply = json.loads(handle(request_json))
    assert reply["ok"] is False and reply["error"]["code"] == code
    assert reply["error"]["message"]


def test_illegal_action_leaves_the_history_as_it_was() -> None:
    reply = call(op="new", variant="three-card-poker", seed=3, seats=1)
    bad = call(op="act", history=reply["history"], action={"kind": "ante", "amount": 999})
    assert bad["error"]["code"] == "illegal-action"
    good = call(op="act", history=reply["history"], action={"kind": "ante", "amount": 9})
    assert good["ok"] and len(good["history"]["actions"]) == 1


def test_analyse_follows_the_pay_table_option() -> None:
    default = call(op="analyse", variant="three-card-poker")["figures"]
    kinder = call(op="analyse", variant="three-card-poker",
                  options={"pair_plus_table": "1-4-6-30-40"})["figures"]
    assert round(default["pair_plus_edge"], 4) == 0.0728
    assert round(kinder["pair_plus_edge"], 4) == 0.0232
    assert default["optimal_threshold"] == "Q-6-4"

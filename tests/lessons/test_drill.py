"""The "Who wins?" drill, over every game with a showdown: reproducible from its seed, answered
by the judge (checked again here through the facade's judge op), and refusing bad requests."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pokerrules.api import handle
from pokerrules.lessons.drill import NOBODY, TIE
from pokerrules.registry import variants

SHOWDOWN_GAMES = [v for v in variants() if v.showdown_parts is not None]


def call(request: dict[str, Any]) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(handle(json.dumps(request)))
    return reply


@pytest.mark.parametrize("variant", SHOWDOWN_GAMES, ids=lambda v: v.id)
def test_drill_showdowns_are_judged_and_reproducible(variant) -> None:  # type: ignore[no-untyped-def]
    answers = set()
    for seed in range(6):
        showdown = call({"op": "drill", "variant": variant.id, "seed": seed})
        assert showdown["ok"], showdown
        assert call({"op": "drill", "variant": variant.id, "seed": seed}) == showdown
        hands = [" ".join(c["code"] for c in hand["cards"]) for hand in showdown["hands"]]
        assert 2 <= len(hands) <= 4
        verdict = call({"op": "judge", "variant": variant.id, "hands": hands,
                        "options": showdown["options"]})
        assert verdict["ok"] and verdict["text"] == showdown["text"]
        for part, judged in zip(showdown["parts"], verdict["parts"], strict=True):
            winners = judged["winners"]
            expected = (NOBODY if not winners else TIE if len(winners) > 1
                        else f"Hand {winners[0] + 1}")
            assert part["answer"] == expected and part["answer"] in part["choices"]
            assert part["question"].endswith("?") and part["part"] == judged["part"]
            answers.add(part["answer"])
    assert len(answers) > 1, "six showdowns, always the same answer"


def test_a_drill_without_a_seed_picks_one_and_says_which() -> None:
    showdown = call({"op": "drill", "variant": "ten-card-stud"})
    again = call({"op": "drill", "variant": "ten-card-stud", "seed": showdown["seed"]})
    assert showdown == again


@pytest.mark.parametrize("request_, code", [
    ({"variant": "no-such-game", "seed": 1}, "unknown-variant"),
    ({"variant": "ten-card-stud", "seed": -1}, "bad-request"),
    ({"variant": "ten-card-stud", "seed": 1, "options": {"betting": "sideways"}}, "bad-option"),
    ({"variant": "ten-card-stud", "seed": 1, "options": "fast"}, "bad-option"),
    ({"seed": 1}, "unknown-variant"),
])
def test_bad_drill_requests_get_a_clear_error(request_: dict[str, Any], code: str) -> None:
    reply = call({"op": "drill", **request_})
    assert not reply["ok"] and reply["error"]["code"] == code, reply
    assert reply["error"]["message"].endswith(".")


def test_a_drill_says_what_its_cards_alone_do_not() -> None:
    """The trump suit of a Twenty-Five trick, and the total Jubilee's plays start from, follow
    the options; a poker showdown needs no note."""
    trick = call({"op": "drill", "variant": "twenty-five", "seed": 3, "options": {"trump": "h"}})
    assert trick["note"].startswith("Hearts are trumps.")
    plays = call({"op": "drill", "variant": "jubilee", "seed": 3, "options": {"total": "20"}})
    assert plays["note"].endswith("a running total of 20.")
    assert call({"op": "drill", "variant": "ten-card-stud", "seed": 3})["note"] == ""


def test_the_chaos_drill_picks_a_wild_suit_unless_one_is_asked_for() -> None:
    suits = {call({"op": "drill", "variant": "chaos", "seed": seed})["options"]["wild_suit"]
             for seed in range(20)}
    assert len(suits) >= 3 and suits - {"none"}
    asked = call({"op": "drill", "variant": "chaos", "seed": 1, "options": {"wild_suit": "h"}})
    assert asked["options"]["wild_suit"] == "h" and "hearts are wild" in asked["note"]

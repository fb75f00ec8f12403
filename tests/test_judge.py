"""The judge: who wins a showdown, and why, for every game with one (CLI, API, errors)."""

from __future__ import annotations

import json

import pytest

from pokerrules.api import handle
from pokerrules.core.errors import BadCard, BadRequest
from pokerrules.lookup.judging import judge
from pokerrules.lookup.registry import variants


def test_best_five_of_ten_with_labels() -> None:
    verdict = judge("ten-card-stud", ["As Ad Kc Kd 2s 7h 9c", "Qs Js Ts 9s 8s 2d"])
    (part,) = verdict["parts"]
    assert part["part"] == "high" and part["winners"] == [1]
    assert part["hands"] == ["Two pair, aces and kings, nine kicker", "Straight flush, queen high"]
    assert verdict["text"] == ["High: hand 2 wins with straight flush, queen high."]


def test_a_split_game_names_both_halves_and_ties() -> None:
    verdict = judge("seven-twenty-seven", ["As 6d", "Kd 9s 9h 9c", "Ah 6c"])
    high, low = verdict["parts"]
    assert (high["part"], high["winners"], low["part"], low["winners"]) == ("high", [1], "low", [0, 2])
    assert "tie" in verdict["text"][1]


def test_the_options_change_the_verdict() -> None:
    normal = judge("eight-twenty-eight", ["Kc 8d", "9d 9h"], {"clubs": "normal"})
    double = judge("eight-twenty-eight", ["Kc 8d", "9d 9h"], {"clubs": "double"})
    assert normal["parts"][0]["hands"] != double["parts"][0]["hands"]


def test_three_card_hands_play_their_best_three() -> None:
    verdict = judge("suck", ["Kh Qh Jh 2c 2d", "Ac Ad Ah"])
    assert verdict["parts"][0]["winners"] == [0]


@pytest.mark.parametrize(("hands", "error", "words"), [
    (["As Kd Zz 9h 9s", "2c 3c 4c 5c 6c"], BadCard, "not a card"),
    (["As Kd", "2c 3c 4c 5c 6c"], BadCard, "2 cards"),
    (["As Kd Qc Jd 9s", "As 3c 4c 5c 6c"], BadCard, "hands 1 and 2"),
    ([], BadRequest, "1 to"),
    ("As Kd", BadRequest, "1 to"),
])
def test_bad_hands_get_a_clear_error(hands: object, error: type, words: str) -> None:
    with pytest.raises(error, match=words):
        judge("ten-card-stud", hands)


def test_the_facade_and_the_command_line_give_the_same_answer(capsys: pytest.CaptureFixture[str]) -> None:
    from pokerrules.cli.main import main

    hands = ["As Ad Kc Kd 2s 7h 9c", "Qs Js Ts 9s 8s 2d"]
    reply = json.loads(handle(json.dumps({"op": "judge", "variant": "ten-card-stud", "hands": hands})))
    assert reply["ok"] and reply["parts"][0]["winners"] == [1]
    assert main(["judge", "ten-card-stud", *hands]) == 0
    assert json.loads(capsys.readouterr().out)["parts"] == reply["parts"]
    bad = json.loads(handle(json.dumps({"op": "judge", "variant": "ten-card-stud", "hands": ["Zz", "As"]})))
    assert bad["ok"] is False and bad["error"]["code"] == "bad-card"


@pytest.mark.parametrize("variant", [v for v in variants() if v.showdown_parts], ids=lambda v: v.id)
def test_every_game_with_a_showdown_answers(variant) -> None:  # type: ignore[no-untyped-def]
    low, high = variant.showdown_cards
    size = min(max(low, 5), high)
    hands = ["As Kd Qc Jh 9s 8c 7d 6h 5s 4c"[: 3 * size - 1], "2c 3d 4h 5d 7c 8d 9h Tc Js Qd"[: 3 * size - 1]]
    verdict = judge(variant.id, hands)
    assert verdict["parts"] and all(len(p["hands"]) == 2 for p in verdict["parts"])


def test_the_judge_applies_the_games_own_showdown_rules_such_as_a_scoop() -> None:
    hands = ["9s 9h 9d", "As 6d", "Kd 5c"]
    scoop = judge("seven-twenty-seven-twists", hands)["parts"]
    assert [(p["part"], p["winners"]) for p in scoop] == [("whole pot", [0])]
    split = judge("seven-twenty-seven", hands)["parts"]
    assert [(p["part"], p["winners"]) for p in split] == [("high", [0]), ("low", [1])]


def test_one_hand_is_judged_alone() -> None:
    result = judge("ten-card-stud", ["As Kd Qc Jd 9s"])
    assert result["parts"][0]["winners"] == [0]
    assert result["text"] == ["High: hand 1 wins with ace-king-queen-jack-nine high."]


def test_a_card_held_too_often_names_how_many_the_deck_has() -> None:
    from pokerrules.core.errors import BadCard

    with pytest.raises(BadCard, match="the deck has only one"):
        judge("ten-card-stud", ["As Ks Qs Js Ts", "As 2d 3d 4d 5d"])
    with pytest.raises(BadCard, match="the deck has only two"):
        judge("pif-paf", ["As 2s 3s 7h 7d 7c Jd Qd Kd 5c", "As As 3s 7h 7d 7c Jd Qd Kd 5c"])


@pytest.mark.parametrize("hands", [["Ah Kd 9c", "As Kh 9d"], ["Ah Kd 9c", "As Kh 9d", "Ac Ks 9h"],
                                   ["Ah Kd 9c"], ["Ah Kd 9c 8s 2d", "As Kh 9d 8c 2h"]])
def test_three_fifty_seven_nobody_pays_when_every_hand_is_equal_or_alone(hands: list[str]) -> None:
    lowest = judge("three-fifty-seven", hands)["parts"][1]
    assert lowest["part"] == "lowest hand" and lowest["winners"] == []
    assert "nobody pays" in judge("three-fifty-seven", hands)["text"][1]


def test_three_fifty_seven_the_tied_lowest_hands_pay_when_a_hand_is_higher() -> None:
    verdict = judge("three-fifty-seven", ["Ah Kd 9c", "As Kh 9d", "Qc Qs 2h"])
    assert [p["winners"] for p in verdict["parts"]] == [[2], [0, 1]]


@pytest.mark.parametrize(("hands", "words"), [
    (["As", "Kd 5c 9h 9s 2c"], "Hand 1 has 1 card;"),
    (["As Kd", "Kh 5c 9h 9s 2c"], "Hand 1 has 2 cards;"),
    (["As Kd Qc Jd 9s", "As 3c 4c 5c 6c", "As 7c 8c 2d 3d"], "A♠ is in hands 1, 2 and 3,"),
    (["As As Qc Jd 9s", "2s 3c 4c 5c 6c"], "A♠ is twice in hand 1,"),
    (["As As Qc Jd 9s", "As 3c 4c 5c 6c"], "A♠ is twice in hand 1 and once in hand 2,"),
])
def test_the_judge_s_errors_count_in_plain_words(hands: list[str], words: str) -> None:
    with pytest.raises(BadCard) as caught:
        judge("ten-card-stud", hands)
    assert words in str(caught.value)


def test_a_hand_of_one_card_is_one_card_in_a_game_of_exactly_so_many() -> None:
    with pytest.raises(BadCard, match="Hand 2 has 2 cards; a Three Card Poker hand has 3 cards."):
        judge("three-card-poker", ["As Kd Qc", "2c 3c"])


def test_several_hands_named_in_a_sentence_are_listed_once() -> None:
    text = judge("ten-card-stud", ["As Kd Qc Jd 9s", "Ah Kh Qd Js 9c", "Ac Ks Qh Jc 9d"])["text"]
    assert text == ["High: hands 1, 2 and 3 tie with ace-king-queen-jack-nine high."]
@pytest.mark.parametrize(("game", "hands", "options", "part", "mark"), [
    ("three-fifty-seven", ["Ah Kd 9c", "Qs Qh 2d"], {}, "lowest hand", "pays"),
    ("jubilee", ["Ts", "Qs", "9c"], {}, "past a jubilee", "loses 5"),
    ("twenty-five", ["Kc", "8h 3c", "2c"], {"trump": "s"}, "not a legal play", "breaks the rules"),
])
def test_a_hand_that_pays_or_loses_is_never_marked_a_winner(
        game: str, hands: list[str], options: dict[str, str], part: str, mark: str) -> None:
    parts = {p["part"]: p for p in judge(game, hands, options)["parts"]}
    named = parts[part]
    assert named["winners"] and named["winning"] is False and named["mark"] == mark
    best = next(iter(parts.values()))
    assert best["winning"] is True


def test_the_mark_of_a_shared_win_is_ties_and_of_several_scorers_their_own_word() -> None:
    tie = judge("ten-card-stud", ["As Kd Qc Jd 9s", "Ah Kh Qd Js 9c"])["parts"][0]
    assert (tie["mark"], tie["winning"]) == ("ties", True)
    alone = judge("ten-card-stud", ["As Kd Qc Jd 9s", "2h 3h 4d 5s 7c"])["parts"][0]
    assert alone["mark"] == "wins"
    out = judge("pif-paf", ["7h 8h 9h Kc Ks Kd 2c 3c 4c", "7c 8c 9c Qc Qs Qd 2h 3h 4h"])["parts"][0]
    assert out["winners"] == [0, 1] and out["mark"] == "goes out"

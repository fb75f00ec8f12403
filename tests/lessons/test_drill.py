"""The "Who wins?" drill, over every game with a showdown: reproducible from its seed, answered
by the judge (checked again here through the facade's judge op), and refusing bad requests; its
verdict in words on Mus, 7/27 and a three-way showdown where two hands tie, and each kind of
reason a wrong choice gets, computed from the judge (the drill's and a lesson's "Who wins?")."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pokerrules.api import handle
from pokerrules.lessons.drill import drill
from pokerrules.lookup.registry import variants
from pokerrules.table.teach.verdicts import NOBODY

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
        board = " ".join(c["code"] for c in showdown["board"])  # one board, every hand's
        assert len(showdown["board"]) == variant.board_cards
        verdict = call({"op": "judge", "variant": variant.id, "hands": hands,
                        "options": showdown["options"], "board": board})
        assert verdict["ok"] and verdict["text"] == showdown["text"]
        for part, judged in zip(showdown["parts"], verdict["parts"], strict=True):
            winners = judged["winners"]
            expected = (NOBODY if not winners else part["choices"][len(hands)] if len(winners) > 1
                        else f"Hand {winners[0] + 1}")
            assert part["answer"] == expected and part["answer"] in part["choices"]
            assert part["choices"][:len(hands)] == [h["name"] for h in showdown["hands"]]
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


def _part(game: str, seed: int, name: str) -> dict[str, Any]:
    return next(p for p in drill(game, seed)["parts"] if p["part"] == name)


def test_the_mus_verdict_says_which_cards_count_as_others() -> None:
    """Seed 0: hand 2 is 3♦ Q♥ K♥ K♠, three kings once the 3 counts as one."""
    shown = drill("mus", 0)
    assert [c["code"] for c in shown["hands"][1]["cards"]] == ["3d", "Qh", "Kh", "Ks"]
    grande = _part("mus", 0, "Grande")
    assert grande["answer"] == "Hand 2" and grande["said"] == "Hand 2 wins."
    assert grande["notes"][1] == ["3♦ counts as a king"]
    assert grande["notes"][2] == ["2♦ counts as an ace"]  # 4♣ K♦ 4♦ 2♦
    assert grande["reasons"]["Hand 1"] == (
        "Hand 2 wins with cards king, king, king, queen (3♦ counts as a king); "
        "Hand 1 has cards king, seven, six, four.")
    # Mus settles equal hands by turn order: no contest offers a tie.
    assert grande["choices"] == ["Hand 1", "Hand 2", "Hand 3", "Hand 4"]


def test_the_seven_twenty_seven_verdict_gives_the_distance_to_the_target() -> None:
    """Seed 19: hand 3's 29 beats a 22 and an 18 for high, 2 past 27 against 5 and 9 short."""
    high = _part("seven-twenty-seven", 19, "high")
    assert high["hands"] == ["18", "22", "29"] and high["answer"] == "Hand 3"
    assert high["notes"] == [["9 short of 27"], ["5 short of 27"], ["2 past 27"]]
    assert high["reasons"]["Hand 2"] == "Hand 3 wins with 29 (2 past 27); Hand 2 has 22 (5 short of 27)."
    assert high["choices"] == ["Hand 1", "Hand 2", "Hand 3", "A tie"]  # no Nobody: closest wins


def test_two_of_three_hands_tie_and_the_verdict_names_them() -> None:
    """Seed 27: hands 1 and 2 both make 18 for low, hand 3 makes 27."""
    low = _part("seven-twenty-seven", 27, "low")
    assert low["hands"] == ["18", "18", "27"] and low["winners"] == [0, 1]
    assert low["answer"] == "A tie" and low["said"] == "Hands 1 and 2 tie."
    assert low["reasons"] == {
        "Hand 1": "Not Hand 1 alone: Hands 1 and 2 tie with 18 (11 past 7).",
        "Hand 2": "Not Hand 2 alone: Hands 1 and 2 tie with 18 (11 past 7).",
        "Hand 3": "Hands 1 and 2 tie with 18 (11 past 7); Hand 3 has 27 (20 past 7).",
    }


def test_each_kind_of_reason_comes_from_the_judge() -> None:
    """Why a wrong choice is wrong, from each source: a hand that cannot win (the ranking's
    why_not), a tie offered where one hand wins alone, Nobody where a hand qualifies, the tie
    rule of two totals equally close (the ranking's rule), and equal hands settled by turn order
    (the game's verdict)."""
    from pokerrules.lookup.judging import judged
    from pokerrules.table.teach.verdicts import part_words

    def words(game: str, hands: list[str], part: int = 0, **options: str):  # type: ignore[no-untyped-def]
        found = judged(game, hands, options)
        return part_words(found.results[part], found.hands, [f"Hand {i + 1}" for i in range(len(hands))])

    over = words("three-thirty-three", ["Ts 9s 8s", "Th 9h 8h 7h"])
    assert over.choices == ("Hand 1", "Hand 2", "A tie", "Nobody")
    assert over.reasons["Hand 2"] == ("Hand 1 wins with 27 (6 short of 33); "
                                      "Hand 2 cannot win this part: 34 is over 33.")
    assert over.reasons["Nobody"] == "Hand 1 wins with 27 (6 short of 33)."
    assert over.reasons["A tie"] == ("Only Hand 1 wins: Hand 1 has 27 (6 short of 33); "
                                     "Hand 2 cannot win this part: 34 is over 33.")
    none = words("three-thirty-three", ["Ts 9s 8s 7s", "Th 9h 8h 7h"])
    assert none.answer == "Nobody" and none.said == "No hand qualifies."
    assert none.reasons["Hand 1"] == "No hand qualifies. Hand 1 cannot win this part: 34 is over 33."
    close = words("seven-twenty-seven", ["Ts 9s 6c", "Th 9h 9d"])  # 25 and 28
    assert close.answer == "Hand 2" and close.reasons["Hand 1"] == (
        "Hand 2 wins with 28 (1 past 27); Hand 1 has 25 (2 short of 27).")
    even = words("seven-twenty-seven", ["Ts 9s 7c", "Th 9h 9d"])  # 26 and 28: as close
    assert even.answer == "Hand 1" and even.reasons["Hand 2"] == (
        "Hand 1 wins with 26 (1 short of 27); Hand 2 has 28 (1 past 27): closest to 27; of two "
        "totals equally close, the one under 27 wins.")
    mano = words("mus", ["Kh Qh 7s 4h", "Ks Qs 7h 4d"])  # equal for Grande: the first wins
    assert mano.answer == "Hand 1" and mano.reasons["Hand 2"].endswith(
        "; equal hands go to the one nearer mano, the first hand.")
    assert "A tie" not in mano.choices and mano.reasons["A tie"].endswith(
        "; equal hands go to the one nearer mano, the first hand.")
    wild = words("chaos", ["As Ad Kc Kd 2s", "Ah Ac Ks 9h 3s"], wild_suit="s")
    assert wild.reasons["Hand 2"] == (
        "Hand 1 wins with full house, aces over kings (2♠ plays as A♥); "
        "Hand 2 has three of a kind, aces, king-nine kickers (3♠ plays as A♠).")


def test_a_lesson_who_wins_question_gets_the_judge_reasons() -> None:
    """Every "Who wins?" step of every lesson has a reason for each wrong choice, in the
    learner's names ("You", "Seat 2"), ending with a full stop."""
    from pokerrules.lessons.run import lessons_json

    asked = 0
    for lesson in lessons_json(None):
        for step in lesson["steps"]:
            if step["kind"] == "question" and "They tie" in step["choices"]:
                asked += 1
                assert set(step["reasons"]) == set(step["choices"]) - {step["answer"]}, step
                assert all(why.endswith(".") and "Hand " not in why
                           for why in step["reasons"].values()), step["reasons"]
    assert asked >= 10

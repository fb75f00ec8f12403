"""The hand-written games' own lesson helpers: the drill dealers of Three Fifty Seven, Jubilee and
Twenty-Five, and the rules behind their lessons' computed answers, which may read only what the
learner can see."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pokerrules.api import handle
from pokerrules.core.cards import parse_card
from pokerrules.games.jubilee.rules import Settings, play_in_order
from pokerrules.games.twenty_five.rules import Trumps
from pokerrules.lessons.run import situation
from pokerrules.lookup.registry import get
from pokerrules.table.teach.model import Lesson, MoveStep, Situation

SEEDS = range(60)


def drill(variant: str, seed: int, options: dict[str, str] | None = None) -> dict[str, Any]:
    request: dict[str, Any] = {"op": "drill", "variant": variant, "seed": seed}
    if options is not None:
        request["options"] = options
    reply: dict[str, Any] = json.loads(handle(json.dumps(request)))
    assert reply["ok"], reply
    return reply


def hands(reply: dict[str, Any]) -> list[list[str]]:
    return [[card["code"] for card in hand["cards"]] for hand in reply["hands"]]


def test_three_fifty_seven_drill_deals_one_round() -> None:
    sizes = set()
    for seed in SEEDS:
        dealt = hands(drill("three-fifty-seven", seed))
        assert 2 <= len(dealt) <= 4
        (size,) = {len(hand) for hand in dealt}
        assert size in (3, 5, 7)
        cards = [card for hand in dealt for card in hand]
        assert len(set(cards)) == len(cards)
        sizes.add(size)
    assert sizes == {3, 5, 7}, "every round should come up"


def test_twenty_five_drill_deals_a_trick_the_rules_judge() -> None:
    counts = set()
    for seed in SEEDS:
        for trump in "cdhs":
            reply = drill("twenty-five", seed, {"trump": trump})
            dealt = hands(reply)
            assert all(len(hand) == 1 for hand in dealt)
            counts.add(len(dealt))
            trick = [parse_card(hand[0]) for hand in dealt]
            (part,) = reply["parts"]
            assert part["answer"] == f"Hand {Trumps(trump).winner(trick) + 1}"
    assert counts == {3, 4}


def test_jubilee_drill_plays_stay_legal_and_can_score() -> None:
    scored = passed = 0
    for seed in SEEDS:
        reply = drill("jubilee", seed)
        dealt = hands(reply)
        assert 2 <= len(dealt) <= 4 and all(len(hand) == 1 for hand in dealt)
        plays = play_in_order([parse_card(hand[0]) for hand in dealt], 0, Settings())
        points = [play.points for play in plays]
        assert any(points), f"seed {seed}: nothing can happen in {dealt}"
        jubilee, past = reply["parts"]
        assert jubilee["answer"] in ("Nobody", *(f"Hand {i + 1}" for i, p in enumerate(points)
                                                  if p > 0))
        assert past["answer"] in ("Nobody", *(f"Hand {i + 1}" for i, p in enumerate(points)
                                               if p < 0))
        scored += jubilee["answer"] != "Nobody"
        passed += past["answer"] != "Nobody"
    assert scored and passed, "both jubilees and passes should come up"


@pytest.mark.parametrize("variant", ["three-fifty-seven", "jubilee", "twenty-five"])
def test_drills_repeat_with_their_seed(variant: str) -> None:
    assert drill(variant, 11) == drill(variant, 11)
    assert any(hands(drill(variant, 11)) != hands(drill(variant, seed)) for seed in range(12, 16))


def _state(variant: str, deck: str, moves: tuple[str, ...], seats: int) -> Any:
    step = MoveStep("goal", Situation(deck, moves=moves), ("x",), "explain", "hint")
    return situation(get(variant), Lesson("t", "t", (step,), seats=seats), step)


def test_three_card_poker_answer_waits_for_the_dealers_cards() -> None:
    from pokerrules.games.three_card_poker.lessons import ante_and_play

    deck = "Qs 6d 4c Qh 9s 2d"
    with pytest.raises(ValueError, match="face up"):
        ante_and_play(_state("three-card-poker", deck, ("ante 10", "pair_plus 0"), 1), 0)
    over = _state("three-card-poker", deck, ("ante 10", "pair_plus 0", "play"), 1)
    assert ante_and_play(over, 0) == "The ante and the play bet both lose"


def test_jubilee_answer_scores_only_the_learners_cards() -> None:
    from pokerrules.games.jubilee.lessons import score_of

    state = _state("jubilee", "Ts 8s 7s 4c Qs 6s 4h Kh 9h 3c 5c 9c Jk 2s 2c Ah",
                   ("play Ts", "play 8s"), 2)
    assert score_of("7s")(state, 0) == "+10 (a jubilee at 25)"
    assert score_of("Qs")(state, 0) == "-5 (past 25)"
    assert score_of("2c")(state, 0) == "0"
    with pytest.raises(ValueError, match="does not hold"):
        score_of("4c")(state, 0)  # seat 2's card: hidden from the learner


def test_twenty_five_answers_read_the_table() -> None:
    from pokerrules.games.twenty_five.lessons import winning_so_far, your_trumps

    deck = "Qd Kd 5s Js Ks 6d Ah 7c Tc 2c 3h 9c 8d 9d 7h 4s"
    start = _state("twenty-five", deck, (), 3)
    assert your_trumps(start, 0) == "J♠ and A♥"
    with pytest.raises(ValueError, match="no card"):
        winning_so_far(start, 0)
    led = _state("twenty-five", deck, ("play Qd", "play Kd", "play 6d", "play Ks"), 3)
    assert winning_so_far(led, 0) == "Seat 2"
    assert winning_so_far(_state("twenty-five", deck, ("play Qd", "play Kd", "play 6d",
                                                       "play Ks", "play 5s"), 3), 0) == "Seat 3"

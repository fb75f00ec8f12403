"""Checks on the lessons and drills of the step-built poker games outside the 7/27 family: what
each lesson says happens does happen on the real table, secrets stay secret, and each game's own
drill deals hands its showdown can hold."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pokerrules.api import handle
from pokerrules.lessons.drill import drill
from pokerrules.lessons.run import game_lessons, situation
from pokerrules.lookup.registry import get, variants
from pokerrules.table.teach.model import Lesson, MoveStep
from pokerrules.table.teach.moves import read

#: The 7/27 family, whose lessons test_lessons_seven_twenty_seven.py checks.
SEVEN_TWENTY_SEVEN = "7/27"
#: Every game played with poker betting (it offers a choice of betting structures) outside the
#: 7/27 family, from the registry.
GAMES = tuple(v.id for v in variants() if v.family != SEVEN_TWENTY_SEVEN
              and any(option.name == "betting" for option in v.options))
#: Those of them that deal their drill themselves (``JudgeHelp.drill``), not the default hands.
DRILLED = tuple(game for game in GAMES
                if (helper := get(game).judge_help) is not None and helper.drill is not None)


def _lesson(game: str) -> Lesson:
    return game_lessons(get(game))[0]


def _after(game: str, number: int, move: str | None = None) -> dict[str, Any]:
    """The learner's view at step ``number`` (from 1), after ``move`` if one is given."""
    variant, lesson = get(game), _lesson(game)
    step = lesson.steps[number - 1]
    state = situation(variant, lesson, step)
    if move is not None:
        state.apply(read(move, state.legal_actions()))
    view: dict[str, Any] = state.view(0)
    return view


def _cards(view: dict[str, Any], seat: int) -> list[str]:
    return [card["code"] for card in view["hands"][seat]["cards"]]


@pytest.mark.parametrize("game", GAMES)
def test_each_game_points_to_the_shared_basics(game: str) -> None:
    assert all(lesson.basics for lesson in game_lessons(get(game)))


@pytest.mark.parametrize(("game", "giver"), [("suck", 2), ("suck-back", 1)])
def test_a_folded_hand_comes_to_the_learner_from_the_right_side(game: str, giver: int) -> None:
    view = _after(game, 1)
    assert _cards(view, 0)[:2] == ["Ah", "Ad"]
    assert view["hands"][giver]["folded"] and _cards(view, giver) == []


def test_folding_in_suck_would_hand_your_aces_to_seat_2() -> None:
    lesson = _lesson("suck")
    state = situation(get("suck"), lesson, lesson.steps[0])
    state.apply(read("fold", state.legal_actions()))
    receiver = [card["code"] for card in state.view(1)["hands"][1]["cards"]]
    assert {"Ah", "Ad"} <= set(receiver)


def test_give_me_five_pass_stays_secret_until_everyone_has_chosen() -> None:
    lesson = _lesson("give-me-five")
    step = lesson.steps[1]
    state = situation(get("give-me-five"), lesson, step)
    state.apply(read("pass 7s", state.legal_actions()))
    for seat in (1, 2):
        view = state.view(seat)
        assert "7s" not in json.dumps(view), f"seat {seat + 1} sees the card you chose"


def test_night_chaos_learner_cannot_see_their_own_cards() -> None:
    view = _after("night-chaos", 1)
    assert _cards(view, 0) == ["??"] * 7
    assert _cards(_after("night-chaos", 1, "turn-1"), 0)[0] == "7c"


def test_chaos_queen_moves_the_wild_suit_in_the_lessons_hand() -> None:
    def wild(view: dict[str, Any]) -> list[str]:
        return [c["code"] for c in view["hands"][0]["cards"] if c.get("wild")]

    assert wild(_after("chaos", 1)) == ["5h"]
    assert wild(_after("chaos", 3)) == ["7s"]
    assert wild(_after("chaos", 4)) == []


def test_survivor_discard_removes_the_card_for_good() -> None:
    view = _after("survivor", 1, "discard Kc")
    assert _cards(view, 0) == ["Ah", "Ad", "Ks"]


def test_triple_replace_charges_a_bet_for_the_card() -> None:
    before = _after("three-card-triple-replace", 1)
    after = _after("three-card-triple-replace", 1, "replace 2c")
    assert after["hands"][0]["stack"] == before["hands"][0]["stack"] - 2
    assert _cards(after, 0) == ["Ah", "As", "Ad"]


def test_butcherboy_four_of_a_kind_ends_the_hand() -> None:
    view = _after("butcherboy", 4)
    assert view["stage"] == "over" and view["hands"][0]["label"] == "Four of a kind, sevens"


def test_kenosha_calling_it_stops_the_dealing() -> None:
    step = _lesson("open-hand-kenosha").steps[1]
    assert isinstance(step, MoveStep)
    before = _after("open-hand-kenosha", 2)
    after = _after("open-hand-kenosha", 2, "call-it")
    assert after["stage"] == "bet" and len(_cards(after, 0)) == len(_cards(before, 0))


@pytest.mark.parametrize("game", DRILLED)
def test_the_games_drill_deals_hands_its_showdown_holds(game: str) -> None:
    variant = get(game)
    low, high = variant.showdown_cards
    sizes = set()
    for seed in range(1, 30):
        hands = drill(game, seed)["hands"]
        assert 2 <= len(hands) <= 4
        codes = [card["code"] for hand in hands for card in hand["cards"]]
        assert len(codes) == len(set(codes)), "a card is dealt twice"
        sizes |= {len(hand["cards"]) for hand in hands}
        assert drill(game, seed) == drill(game, seed)
    assert low <= min(sizes) and max(sizes) <= high
    assert sizes != {5}, "still the default five-card hands"


def test_the_drill_op_serves_a_declared_drill() -> None:
    reply = json.loads(handle(json.dumps({"op": "drill", "variant": "give-me-five", "seed": 4})))
    assert reply["ok"] and all(len(h["cards"]) == 10 for h in reply["hands"])


@pytest.mark.parametrize(("game", "options", "words"), [
    ("chaos", {"wild_suit": "none"}, "No suit is wild"),
    ("chaos", {"wild_suit": "h"}, "2 to 10 of hearts are wild"),
    ("night-chaos", {"jokers": "yes", "wild_jokers": "wild"}, "jokers are wild"),
    ("give-me-five", {}, "on the left of the one before it"),
])
def test_the_drill_note_says_what_the_cards_do_not(game: str, options: dict[str, str],
                                                   words: str) -> None:
    assert words in drill(game, 5, options)["note"]

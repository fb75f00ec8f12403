"""Chaos: wild cards that follow the last face-up queen (and joker), dealt from stacked decks."""

from __future__ import annotations

import json

from pokerrules.core.actions import Action
from pokerrules.core.cards import Card, parse
from pokerrules.games.chaos.chaos import deck_for
from pokerrules.lookup.history import replay, to_json
from pokerrules.lookup.judging import judge
from pokerrules.lookup.registry import get
from pokerrules.steps.machine import StepGameState
from pokerrules.table.agents import bot_step, make_bot
from pokerrules.table.state import Table

DOWN3 = "2c 3c 4c 5d 6d 7d"  # two face-down cards each for three seats, no queens


def stacked(draw_order: str, seats: int = 3, **options: str) -> StepGameState:
    """A Chaos hand whose deck starts with ``draw_order`` (then the rest of the deck)."""
    variant = get("chaos")
    top = list(parse(draw_order))
    rest = list(deck_for(variant.resolve_options(options)))
    for card in top:
        rest.remove(card)
    state = variant.start(Table("chaos", variant.resolve_options(options), 0, (100,) * seats,
                                tuple(top + rest)))
    assert isinstance(state, StepGameState)
    return state


def wild(state: StepGameState, code: str) -> bool:
    return state.spec.opening_ranking().is_wild(parse(code)[0])


def check_round(state: StepGameState) -> None:
    start = state.pc
    while not state.is_over and state.pc == start:
        state.apply(Action("check"))


def test_a_face_up_queen_makes_the_two_to_ten_of_her_suit_wild() -> None:
    state = stacked(DOWN3 + " Qh 9s 8s")
    assert [wild(state, c) for c in ("2h", "7h", "Th", "Jh", "Qh", "Ah", "7s")] == [
        True, True, True, False, False, False, False]
    assert state.view(0)["wild_cards"]["suit"] == "h"
    assert "The 2–10 of hearts are wild: the Q♥ came up for you." in state.view(0)["info"]
    assert "The 2–10 of hearts are wild: the Q♥ came up for seat 1." in state.view(1)["info"]
    assert "The Q♥ comes up for you: the 2–10 of hearts are wild now." in state.view(0)["log"]


def test_a_later_queen_moves_the_wild_cards_and_the_last_queen_of_a_round_wins() -> None:
    state = stacked(DOWN3 + " Qh 9s 8s  Qs 3s 4s")
    check_round(state)
    assert wild(state, "7s") and not wild(state, "7h")
    assert any("the 2–10 of hearts are plain again" in line for line in state.view(2)["log"])
    same_round = stacked(DOWN3 + " Qh Qc 8s")  # dealt from the dealer's left: the Q♣ comes last
    assert wild(same_round, "5c") and not wild(same_round, "5h")


def test_face_down_queens_never_count_even_at_the_showdown() -> None:
    state = stacked("Qh Qs 4c 5d 6d 7d 9s 8s 3h", seats=3)
    assert state.view(0)["wild_cards"]["suit"] is None and not wild(state, "5h")
    while not state.is_over:
        check_round(state)
    assert not wild(state, "5h") and not wild(state, "5s")
    assert state.view(0)["info"][2].startswith("No cards are wild yet")


def test_wild_marks_and_labels_follow_the_cards_in_force() -> None:
    # you (seat 1) hold A♥ 7♥ face down; seat 2 gets the Q♥, then the Q♠
    state = stacked("Ah 4c 5d 7h 6d 7d  9c 8s Td  3d Qh 4s  2c Qs 2d")
    before = state.view(0)["hands"][0]["label"]
    assert before == "Ace-nine-seven high"
    check_round(state)  # the Q♥ comes up for seat 2: my 7♥ is wild
    during = state.view(0)["hands"][0]
    assert [c.get("wild", False) for c in during["cards"]][:2] == [False, True]
    assert during["label"] != before and during["label"].startswith("Pair of aces")
    check_round(state)  # the Q♠ comes up for seat 2: spades now, my 7♥ is plain again
    after = state.view(0)["hands"][0]
    assert not any(c.get("wild") for c in after["cards"][:2])
    assert after["label"] == "Ace-nine-seven-three-two high"
    assert state.view(1)["hands"][0]["label"].startswith("showing")


def test_jokers_wild_then_dead_after_a_queen_then_wild_again() -> None:
    state = stacked(DOWN3 + " Jk 9s 8s  Qd 3s 4s  2h Jk 5s", jokers="yes")
    assert wild(state, "Jk") and "Jokers are wild: a joker came up for you." in state.view(0)["info"]
    check_round(state)
    assert not wild(state, "Jk") and wild(state, "9d")
    assert state.view(0)["wild_cards"]["jokers"] == "dead"
    assert state.view(0)["hands"][0]["cards"][2]["dead"] is True
    assert any("jokers count for nothing now" in line for line in state.view(0)["log"])
    check_round(state)
    assert wild(state, "Jk") and not wild(state, "9d"), "the joker ends the queen's suit"
    both = stacked(DOWN3 + " Jk 9s 8s  Qd 3s 4s  2h Jk 5s", jokers="yes", joker_ends_queen="no")
    check_round(both)
    check_round(both)
    assert wild(both, "Jk") and wild(both, "9d")
    assert "(the Q♦ came up for you), and so are jokers" in both.view(0)["info"][2]


def test_a_dead_joker_counts_for_nothing() -> None:
    state = stacked(DOWN3 + " Qd 9s 8s  Jk 3s 4s", jokers="yes", joker_ends_queen="no")
    assert state.view(0)["info"][2].endswith("Jokers count for nothing until a joker comes up face up.")
    ranking = state.spec.opening_ranking()
    assert ranking.label(parse("Jk As Ad 7c 3h")) == "Pair of aces, seven-three kickers"
    assert ranking.label(parse("Jk")).startswith("Nothing")
    assert ranking.showing_key(parse("Jk")) < ranking.showing_key(parse("2c"))


def test_the_dummy_hand_gets_an_up_card_first_in_each_round_and_its_queens_count() -> None:
    state = stacked(DOWN3 + " Qc 9s 8s Td", few_players="dummy")
    assert wild(state, "9s") is False and wild(state, "5c")
    assert "The Q♣ comes up in the dummy hand: the 2–10 of clubs are wild now." in state.view(0)["log"]
    assert "Dummy hand (it never bets or wins): Q♣" in state.view(0)["info"]
    assert [str(c) for p in state.players for c in p.up] == ["9s", "8s", "Td"]
    assert Card(12, "c") in state.all_cards() and len(state.all_cards()) == 52


def test_a_card_is_turned_before_each_players_face_up_card() -> None:
    state = stacked(DOWN3 + " Qh 9s 2d Qs 3d 8s", few_players="turn")
    assert [str(c) for p in state.players for c in p.up] == ["9s", "Qs", "8s"]
    assert wild(state, "5s"), "seat 2's queen came after the queen turned for the table"
    assert "Turned from the deck: Q♥ 2♦ 3♦" in state.view(0)["info"]
    assert "The Q♥ is turned up from the deck: the 2–10 of hearts are wild now." in state.view(0)["log"]


def test_a_table_too_big_for_the_help_plays_without_it() -> None:
    state = stacked("", seats=7, few_players="turn")
    assert "With 7 players the deck is too small" in state.view(0)["log"][1]
    assert not any(line.startswith("Turned") for line in state.view(0)["info"])
    assert stacked("", seats=7, few_players="dummy", jokers="yes").memory["chaos_wild"].few == "dummy"


def test_the_showdown_says_what_each_wild_card_plays_as() -> None:
    # seat 1 holds A♠ A♦ down; the Q♥ comes up for seat 2; seat 1's 7♥ is wild
    state = stacked("As 2c Ad 3c  7h Qh  9s 5d  Kc 6d  Jd 8s  4s Tc", seats=2)
    while not state.is_over:
        check_round(state)
    lines = state.result(0)["lines"]  # type: ignore[index]
    assert "(7♥ plays as A♥)" in lines[0] and "three of a kind, aces" in lines[0].lower()


def test_the_bot_values_hands_with_the_wild_cards_shown_in_its_view() -> None:
    state = stacked(DOWN3 + " Qh 9s 8s", jokers="yes")
    bot = make_bot(get("chaos"), "sensible")
    spec = bot._spec(state.view(1))  # type: ignore[attr-defined]
    assert spec.opening_ranking().is_wild(parse("7h")[0])
    assert not spec.opening_ranking().is_wild(parse("Jk")[0])
    plain = stacked(DOWN3 + " 9h 9s 8s")
    assert not bot._spec(plain.view(1)).opening_ranking().is_wild(parse("7h")[0])  # type: ignore[attr-defined]


def test_replay_gives_the_same_hand_with_every_option() -> None:
    variant = get("chaos")
    for options in ({"jokers": "yes", "few_players": "dummy"}, {"few_players": "turn"}, {}):
        state = variant.new(5, options, 3)
        rng_bots = [make_bot(variant, "sensible") for _ in range(3)]
        while not state.is_over:
            bot_step(state, rng_bots[state.to_act or 0])  # type: ignore[index]
        again = replay(json.loads(json.dumps(to_json(state))))
        assert again.snapshot() == state.snapshot() and again.view(0) == state.view(0)
        full = deck_for(variant.resolve_options(options))
        assert sorted(map(str, state.all_cards())) == sorted(map(str, full))  # type: ignore[attr-defined]
        assert (Card(0, "*") in full) == (options.get("jokers") == "yes")


def test_the_judge_is_told_which_cards_are_wild_at_the_end() -> None:
    hands = ["7h As Ad 7c 5c 2d 9s", "Kc Kd Ks 4c 4d 3s 2s"]
    assert judge("chaos", hands)["parts"][0]["winners"] == [1]
    hearts = judge("chaos", hands, {"wild_suit": "h"})
    assert hearts["parts"][0]["wild"][0] == ["7♥ plays as A♥"]
    clubs = judge("chaos", hands, {"wild_suit": "c"})
    assert clubs["parts"][0]["hands"][0].startswith("Four of a kind, aces")
    jokers = ["Jk As Ad Ac 5c 2d 9s", "Kc Kd Ks 4c 4d 3s 2s"]
    assert judge("chaos", jokers, {"jokers": "yes"})["parts"][0]["winners"] == [1]
    assert judge("chaos", jokers, {"jokers": "yes", "wild_jokers": "wild"})["parts"][0]["winners"] == [0]

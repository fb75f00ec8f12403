"""Suck and Suck Back: three-card hands, and folded cards pass to a neighbour."""

from __future__ import annotations

from pokerrules.core.actions import Action
from tests.helpers import play, stacked_step_game


def test_a_folded_hand_passes_left_in_suck_and_right_in_suck_back() -> None:
    # one down card each (seats 1-4), then a betting round opened left of the dealer
    for game, receiver in (("suck", 2), ("suck-back", 0)):
        state = stacked_step_game(game, "2c 3d 4h 5s", seats=4)
        play(state, "0:bet 2", "1:fold")
        assert state.players[1].cards == []
        assert [c.code for c in state.players[receiver].held][-1] == "3d", game
        view = state.view(receiver)
        assert "You get 3♦ face down from seat 2." in view["log"]
        assert "3♦" not in " ".join(state.view(3)["log"]), "the others never see a passed down card"


def test_the_receiver_plays_its_best_three_of_all_its_cards() -> None:
    # down cards 2♠, K♥, 9♣; seat 2 folds its K♥ to seat 3, who then draws Q♥ and J♥ face up
    state = stacked_step_game("suck", "2s Kh 9c 3d Qh 4c Jh", seats=3)
    play(state, "0:bet 2", "1:fold", "2:call")
    assert [c.code for c in state.players[2].held] == ["9c", "Kh", "Qh"]  # the next deal came
    while not state.is_over:
        state.apply(Action("check"))
    assert len(state.players[2].cards) == 4
    assert state.showdown_lines == ["The pot (7): Seat 3 with straight flush, king high takes it all (high)."]


def test_who_opens_on_one_and_two_up_cards() -> None:
    # up cards: seat 1 A♦ then K♦, seat 2 9♥ then 9♦, seat 3 9♠ then 2♦
    state = stacked_step_game("suck", "2c 3c 4c  Ad 9h 9s  Kd 9d 2d", seats=3)
    play(state, "0:check", "1:check", "2:check")
    assert state.to_act == 0
    play(state, "0:check", "1:check", "2:check")
    assert state.to_act == 1, "a pair of nines showing (9♥ 9♦) beats ace-king"
    assert state.view(0)["hands"][1]["label"] == "showing Pair of nines"

"""Wild cards set by events and the split card: Follow the Queen's followed rank, Baseball's
face-up fours and threes, Night Baseball's turned-up cards, and Chicago's spade in the hole,
dealt from stacked decks."""

from __future__ import annotations

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.cards import parse
from pokerrules.core.errors import IllegalAction
from pokerrules.steps.machine import StepGameState
from pokerrules.steps.spec import Bet
from pokerrules.steps.split_card import SplitCard, hole_places
from tests.helpers import play, stacked_step_game
from tests.test_chaos import wild


def check_round(state: StepGameState) -> None:
    """Everyone checks through the betting round in play; in the first round, opened by the
    bring-in (these games are Seven Card Stud's children), everyone calls the bring-in."""
    start = state.pc
    while not state.is_over and state.pc == start:
        kinds = [t.kind for t in state.legal_actions()]
        state.apply(Action("check" if "check" in kinds else "call"))


def betting(state: StepGameState) -> bool:
    """Whether a betting round is in play (the bring-in's included)."""
    return isinstance(state.step, Bet)


# Two face-down cards each for three seats, none of them a queen, four, three, nine or spade.
DOWN3 = "2c 5c 6c 7d 8d Td"


# -- Follow the Queen ----------------------------------------------------------------------------
def test_the_card_after_a_face_up_queen_makes_its_rank_wild() -> None:
    state = stacked_step_game("follow-the-queen", DOWN3 + " Qh 7s Kc", 3)
    assert wild(state, "Qs") and wild(state, "7c") and wild(state, "7h")
    assert not wild(state, "Kc") and not wild(state, "8h")
    view = state.view(0)
    assert sorted(view["wild_cards"]["cards"]) == sorted(
        c.code for c in parse("7c 7d 7h 7s Qc Qd Qh Qs"))
    assert "Queens are wild; sevens are wild: the 7♠ came up for seat 2 after the last face-up " \
           "queen." in view["info"]


def test_a_later_queen_moves_the_wild_rank() -> None:
    # round one: Q♥ then 7♠ (sevens wild); round two: K♣, Q♦ for seat 2, then J♠ for seat 3
    state = stacked_step_game("follow-the-queen", DOWN3 + " Qh 7s 9c  Kc Qd Js", 3)
    assert wild(state, "7c")
    check_round(state)
    assert wild(state, "Jh") and not wild(state, "7c") and wild(state, "Qc")
    assert any("sevens are plain again" in line or "sevens are no longer wild" in line
               for line in state.view(0)["log"])


def test_the_follower_of_a_queen_last_in_a_round_is_the_next_round_first_card() -> None:
    state = stacked_step_game("follow-the-queen", DOWN3 + " 9c Kc Qh  8s", 3)
    assert not wild(state, "8c")  # nothing has followed the Q♥ yet
    check_round(state)
    assert wild(state, "8c")


def test_a_queen_as_the_last_face_up_card_leaves_only_queens_or_keeps_the_rank() -> None:
    # Two seats. Up cards: Q♥ 7♠ | 9c Kc | 8c Tc | Jh Qd, then the last cards face down.
    order = "2c 5c 6c 7d  Qh 7s  9c Kc  8c Tc  Jh Qd  2h 5h"
    state = stacked_step_game("follow-the-queen", order, 2)
    kept = stacked_step_game("follow-the-queen", order, 2, last_queen="keep")
    for game in (state, kept):
        while not game.is_over:
            check_round(game)
    assert not wild(state, "7c") and wild(state, "Qc")
    assert wild(kept, "7c") and wild(kept, "Qc")


def test_face_down_cards_never_follow_a_queen() -> None:
    # Two seats; the Q♦ is the last face-up card, the next cards dealt are face down.
    state = stacked_step_game("follow-the-queen", "2c 5c 6c 7d  9c Kc  8c Tc  Jh 2d  Js Qd  7h 7s", 2)
    while not state.is_over:
        check_round(state)
    assert not wild(state, "7h") and wild(state, "Qs")


def test_queens_plain_house_rule() -> None:
    state = stacked_step_game("follow-the-queen", DOWN3 + " Qh 7s Kc", 3, queens_wild="no")
    assert wild(state, "7c") and not wild(state, "Qs")


def test_the_judge_takes_the_followed_rank_from_the_options() -> None:
    from pokerrules.lookup.registry import get

    variant = get("follow-the-queen")
    hands = [parse("As Ah 5c 5d 8h 2c 3d"), parse("Kc Kd 6h 6s 8c 2d 4h")]
    plain = variant.showdown_verdict(variant.resolve_options({}), hands)
    sixes = variant.showdown_verdict(variant.resolve_options({"follow_rank": "six"}), hands)
    assert plain[0].winners == (0,) and sixes[0].winners == (1,)


# -- Baseball ------------------------------------------------------------------------------------
def test_a_face_up_four_may_buy_another_face_up_card() -> None:
    state = stacked_step_game("baseball", DOWN3 + " 4h Kc Jd  8h", 3)
    assert state.to_act == 0 and [t.kind for t in state.legal_actions()] == ["buy", "pass"]
    pot = state.pot
    play(state, "0:buy")
    assert state.pot == pot + 2
    assert [c.code for c in state.players[0].up] == ["4h", "8h"]
    assert state.to_act is not None and betting(state)


def test_a_four_on_the_fifth_card_costs_the_big_bet() -> None:
    """The source's price is the "max bet": the most a bet may be in the round that follows,
    the big bet from the fifth card on (the bet is 2 by default, the big bet 4)."""
    state = stacked_step_game("baseball", DOWN3 + " Tc Kc Jd  8h 7h 2s  4h 6h 5s  Qh", 3)
    check_round(state)
    check_round(state)
    assert state.to_act == 0 and [t.kind for t in state.legal_actions()] == ["buy", "pass"]
    pot = state.pot
    play(state, "0:buy")
    assert state.pot == pot + 4


def test_a_bought_four_buys_again_and_passing_buys_nothing() -> None:
    state = stacked_step_game("baseball", DOWN3 + " 4h 4s Jd  4c Ah", 3)
    play(state, "0:buy")  # the 4♣ comes: seat 1 may buy again
    assert state.to_act == 0
    play(state, "0:buy", "1:pass")
    assert [c.code for c in state.players[0].up] == ["4h", "4c", "Ah"]
    assert [c.code for c in state.players[1].up] == ["4s"]


def test_a_bought_card_is_not_offered_again_in_a_later_round() -> None:
    state = stacked_step_game("baseball", DOWN3 + " 4h Kc Jd  8h  Tc Jc Kd", 3)
    play(state, "0:pass")
    check_round(state)
    assert betting(state)  # no four dealt in round two: nobody asked


def test_the_free_four_house_rule_deals_the_card_without_asking() -> None:
    state = stacked_step_game("baseball", DOWN3 + " 4h Kc Jd  8h", 3, four="free")
    assert [c.code for c in state.players[0].up] == ["4h", "8h"]
    assert betting(state)


def test_the_face_up_three_house_rule_matches_the_pot_or_folds() -> None:
    state = stacked_step_game("baseball", DOWN3 + " 3h Kc Jd", 3, three="pot")
    assert [t.kind for t in state.legal_actions()] == ["match", "fold"]
    pot = state.pot
    play(state, "0:match")
    assert state.pot == 2 * pot
    folded = stacked_step_game("baseball", DOWN3 + " 3h Kc Jd", 3, three="pot")
    play(folded, "0:fold")
    assert folded.players[0].folded
    plain = stacked_step_game("baseball", DOWN3 + " 3h Kc Jd", 3)
    assert betting(plain)


def test_baseballs_house_rules_keep_who_opens() -> None:
    """The fours' and threes' rules change only their own steps: the database's "best hand
    showing opens every round", chosen with them, stays (no bring-in)."""
    for rule in ({"four": "free"}, {"three": "pot", "four": "free"}):
        state = stacked_step_game("baseball", DOWN3 + " 4h Kc Jd  8h", 3, opener="best-showing",
                                  **rule)
        openers = {s.opener for s in state.spec.flat_steps() if isinstance(s, Bet)}
        assert openers == {"best-showing"}
    default = stacked_step_game("baseball", DOWN3 + " 4h Kc Jd  8h", 3, four="free")
    assert [t.kind for t in default.legal_actions()] == ["call", "bet"]  # the bring-in


def test_threes_and_nines_are_wild_in_baseball() -> None:
    state = stacked_step_game("baseball", DOWN3 + " Kh Kc Jd", 3)
    assert wild(state, "3c") and wild(state, "9d") and not wild(state, "4h")


def test_an_illegal_buy_changes_nothing() -> None:
    state = stacked_step_game("baseball", DOWN3 + " Kh Kc Jd", 3)
    before = state.snapshot()
    with pytest.raises(IllegalAction):
        state.apply(Action("buy"))
    assert state.snapshot() == before


# -- Night Baseball ------------------------------------------------------------------------------
def test_a_four_turned_up_is_swapped_for_the_top_card() -> None:
    # Seven blind cards each for two seats, then the starting card 2♦, then the deck.
    state = stacked_step_game("night-baseball", "4h Kc Ts 2s 5s 6s 7s Ah 8h 8c 8d 5c 6c 7c 2d Ks",
                              2, extra_cards="no")
    play(state, "0:turn-1")
    up = [c.code for c in state.players[0].up]
    assert up == ["Ks"] and "4h" not in [c.code for c in state.players[0].held]


def test_a_wild_first_card_turned_up_folds_its_player() -> None:
    state = stacked_step_game("night-baseball", "9h Kc Ts 2s 5s 6s 7s Ah 8h 8c 8d 5c 6c 7c 2d", 2)
    play(state, "0:turn-1")
    assert state.players[0].folded and state.is_over
    lenient = stacked_step_game("night-baseball", "9h Kc Ts 2s 5s 6s 7s Ah 8h 8c 8d 5c 6c 7c 2d",
                                2, first_wild="no")
    play(lenient, "0:turn-1")
    assert not lenient.players[0].folded


def test_with_nothing_left_to_turn_and_nothing_beaten_a_player_must_fold() -> None:
    # seat 1: 2-5-6-7-8-10-J, no pair and no flush, never beats the starting Q♦
    cards = "2c Ac 5h As 6d 8s 7s Jh 8c Kh Th Qs Jd Ks Qd"
    state = stacked_step_game("night-baseball", cards, 2, first_wild="no")
    play(state, "0:turn-1")
    while state.to_act is not None and not state.is_over:
        kinds = [t.kind for t in state.legal_actions()]
        if kinds == ["fold"]:
            assert state.to_act == 0
            break
        move = next((k for k in kinds if k.startswith("turn-")), "check" if "check" in kinds
                    else kinds[0])
        state.apply(Action(move))
    else:
        pytest.fail("nobody was made to fold")


# -- the split card ------------------------------------------------------------------------------
def test_hole_places_follow_the_deal() -> None:
    from pokerrules.games.chicago import CHICAGO

    assert hole_places(CHICAGO.steps) == (0, 1, 6)


def test_the_high_spade_in_the_hole_takes_half() -> None:
    high = SplitCard(hole=(0, 1, 6))
    assert high.key(parse("Ks 2s Ah Qs Jd 4c 9h")) > high.key(parse("Js 3c As Kh Jd 4c 9s"))
    assert high.key(parse("2c 3c As Ks Qs Js Th")) is None  # spades face up do not count


def test_the_low_spade_in_the_hole_and_the_ace() -> None:
    low = SplitCard(hole=(0, 1, 6), high=False)
    assert low.evaluate(parse("As 2s Ah Qs Jd 4c 9h")).label == "2♠, the lowest spade in the hole"
    ace = SplitCard(hole=(0, 1, 6), high=False, ace_low=True)
    assert ace.evaluate(parse("As 2s Ah Qs Jd 4c 9h")).label == "A♠, the lowest spade in the hole"


def _showdown(game: str, order: str, **options: str) -> StepGameState:
    state = stacked_step_game(game, order, 3, **options)
    while not state.is_over:
        check_round(state)
    return state


# Three seats. Seat 1: K♠ 2♥ down, 2♣ 5♥ J♥ 9♣ up, 3♠ down (a pair of twos); seat 2: A♣ A♦,
# 3♦ 6♥ 8♦ 10♥, 5♠ (a pair of aces); seat 3: 7♣ 8♣, 4♥ J♣ Q♦ Q♣, 9♦ (a pair of queens).
_CHICAGO = "Ks Ac 7c 2h Ad 8c  2c 3d 4h  5h 6h Jc  Jh 8d Qd  9c Th Qc  3s 5s 9d"


def test_chicago_pays_half_to_the_high_spade_and_half_to_the_best_hand() -> None:
    state = _showdown("chicago", _CHICAGO)
    # 3 antes and 3 bring-ins: the aces take the high half, the K♠ the split card half
    assert state.payouts == {1: 3, 0: 3}
    lines = " ".join(state.result()["lines"])
    assert "Split card half of the pot (3): Seat 1 wins with K♠, the highest spade in the hole" in lines


def test_low_chicago_pays_the_low_spade() -> None:
    state = _showdown("low-chicago", _CHICAGO)
    assert state.payouts == {1: 3, 0: 3}  # seat 1's 3♠ is lower than seat 2's 5♠
    assert any("3♠, the lowest spade in the hole" in line for line in state.result(1)["lines"])
    high = _showdown("chicago", _CHICAGO.replace("Ks", "Kh").replace("3s", "3c"))
    assert high.payouts == {1: 6}  # only seat 2's 5♠ is in a hole: aces and split card


def test_with_no_spade_in_the_hole_the_best_hand_takes_the_whole_pot() -> None:
    order = _CHICAGO.replace("Ks", "Kh").replace("3s", "3c").replace("5s", "5d")
    state = _showdown("chicago", order)
    assert state.payouts == {1: 6}
    lines = " ".join(state.result()["lines"])
    assert "No hand can win the split card half, so it goes with the high half." in lines

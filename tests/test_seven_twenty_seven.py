"""Scripted deals with known winners, each named after the rule it checks.

Cards are drawn in the order given: the first deal goes round the table (seat 0 first), then the
next deal, then cards taken in offers, in turn order.
"""

import copy

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.errors import IllegalAction
from pokerrules.steps.bet import current_round
from tests.helpers import checked_hand, play, stacked_step_game


def kinds(state) -> list[str]:  # type: ignore[no-untyped-def]
    return [t.kind for t in state.legal_actions()]


def test_high_and_low_split_the_pot() -> None:
    state = stacked_step_game("seven-twenty-seven", "5c Ts 2d 9s 8h", seats=2)
    play(state, "1:check", "0:check",            # seat 1 shows 9 and opens
         "0:decline", "1:take",                  # seat 1 takes the 8h: 10 + 9 + 8 = 27
         "1:bet 2", "0:call",
         "0:decline", "1:decline",               # nobody takes: the loop ends
         "1:check", "0:check")
    assert state.is_over and state.payouts == {0: 3, 1: 3}
    assert "low half (3): Seat 1 with 7" in " ".join(state.showdown_lines)


def test_one_hand_can_win_both_halves_with_a_flexible_ace() -> None:
    state = stacked_step_game("seven-twenty-seven", "As 9c 6d 2h 4h", seats=2)
    # seat 0: A + 6 = 7 or 17; seat 1: 9 + 2 + 4 = 15
    checked_hand(state, "0:decline 1:take")
    assert state.payouts == {0: 2}


def test_the_best_hand_showing_opens_and_the_left_of_dealer_option() -> None:
    state = stacked_step_game("seven-twenty-seven", "5c Ts 2d 9s", seats=2)
    assert state.to_act == 1  # 9 showing is nearer 27 than 2
    state = stacked_step_game("seven-twenty-seven", "5c Ts 2d 9s", seats=2,
                              opener="left-of-dealer")
    assert state.to_act == 0


def test_no_chaser_skips_a_player_who_turned_down_the_last_card() -> None:
    state = stacked_step_game("seven-twenty-seven-no-chaser", "2c 3c 4c 5d 6d 7d 8h 9h", seats=3)
    play(state, "check", "check", "check", "0:decline", "1:take", "2:take")
    play(state, "check", "check", "check")
    assert state.to_act == 1 and kinds(state) == ["take", "decline"]  # seat 0 is passed over


def test_lock_after_three_refusals_in_a_row() -> None:
    state = stacked_step_game("seven-twenty-seven-with-a-lock", "2c 3c 4c 5d", seats=2,
                              opener="left-of-dealer")
    for _ in range(3):
        play(state, "0:check", "1:check", "0:decline", "1:take")
    play(state, "0:check", "1:check")
    assert state.to_act == 1 and "Locked" in state.view(1)["hands"][0]["notes"]
    view = state.view(0)
    assert "Locked" in view["hands"][0]["notes"]


def test_no_lock_when_a_player_takes_in_between() -> None:
    state = stacked_step_game("seven-twenty-seven-with-a-lock", "2c 3c 4c 5d", seats=2,
                              opener="left-of-dealer")
    for move in ("decline", "decline", "take", "decline"):
        play(state, "0:check", "1:check", f"0:{move}", "1:take")
    play(state, "0:check", "1:check")
    assert state.to_act == 0 and "Locked" not in state.view(1)["hands"][0]["notes"]


def test_replace_keeps_the_face_of_the_replaced_card() -> None:
    state = stacked_step_game("seven-twenty-seven-with-replace", "5c Ts 2d 9s 3h 4h", seats=2)
    play(state, "0:replace 2d", "1:replace Ts")
    assert state.players[0].cards == [(c("5c"), False), (c("3h"), True)]
    assert state.players[1].cards == [(c("4h"), False), (c("9s"), True)]
    assert [x.code for x in state.discards] == ["2d", "Ts"]
    assert "replace a face-down card" in state.events[-1][1]  # the others never see it


def test_twists_must_flip_a_down_card_and_27_in_few_cards_scoops() -> None:
    state = stacked_step_game("seven-twenty-seven-twists", "9c As 9d 6s 9h Kd", seats=2)
    assert kinds(state) == ["flip"]
    with pytest.raises(IllegalAction):
        state.apply(Action("flip", card="As"))  # not one of seat 0's cards
    play(state, "0:flip 9c", "1:flip As")
    checked_hand(state)
    # seat 0 has exactly 27 in three cards; seat 1's A + 6 + ½ = 7½ would win low otherwise
    assert state.payouts == {0: 2}
    assert "take" in " ".join(state.showdown_lines) and "27" in state.showdown_lines[0]


def test_go_fish_hit_and_miss() -> None:
    state = stacked_step_game("go-fish", "Kc 5d 3h 4s Qd", seats=2)
    play(state, "1:check", "0:check", "0:ask 1 5")
    assert (c("5d"), True) in state.players[0].cards and state.players[1].down == []
    play(state, "1:ask 0 Q")  # seat 0 holds the Kc down, not a queen: seat 1 takes the Qd
    assert state.players[1].cards[-1] == (c("Qd"), True)


def test_three_33_a_hand_over_33_cannot_win_high() -> None:
    state = stacked_step_game("three-thirty-three", "Kc 9c Kd 2h Ks", seats=2)
    checked_hand(state, "0:take 1:decline")
    # seat 0: Kc + Kd + Ks = 30, best high; seat 1: 9 + 2 = 11, best low
    assert state.payouts == {0: 1, 1: 1}
    state = stacked_step_game("three-thirty-three", "Kc 9c Kd 2h Ks 5s", seats=2)
    checked_hand(state, "0:take 1:decline", "0:take 1:decline")
    # seat 0 now has 35, nearer 33 than 11 is, but over: seat 1 takes both halves
    assert state.payouts == {1: 2}


def test_two_22_tens_count_half() -> None:
    state = stacked_step_game("two-twenty-two", "Ts 9c Js 2h", seats=2)
    # Ts + Js = ½ + ½ = 1: under 2, so this hand cannot win low
    assert state.view(0)["hands"][0]["label"] == "high 1, no low"


def test_price_is_right_under_beats_over() -> None:
    state = stacked_step_game("price-is-right-seven-twenty-seven", "Th 9h 9d 8d 9s", seats=2,
                              clubs="normal")
    # seat 0: 10 + 9 + 9 = 28 (one over); seat 1: 9 + 8 = 17 (ten under)
    checked_hand(state, "0:take 1:decline")
    assert "high half (1): Seat 2 with 17" in " ".join(state.showdown_lines)


def test_thirty_one_single_winner_and_over_cannot_beat_under() -> None:
    state = stacked_step_game("thirty-one", "Kh 9h Qd 8d 5s", seats=2)
    # seat 0: 10 + 10, then takes the 5s for 25; seat 1 has 17
    checked_hand(state, "0:take 1:decline")
    assert state.payouts == {0: 2}
    state = stacked_step_game("thirty-one", "Kh 9h Qd 8d Ks 2c", seats=2)
    checked_hand(state, "0:take 1:decline", "0:take 1:decline")
    assert state.payouts == {1: 2}  # seat 0 has 32, one over 31: it loses to seat 1's 17


def test_black_and_red_count_nothing_for_one_colour() -> None:
    black = stacked_step_game("black-seven-twenty-seven", "9h 2c 8d 3s", seats=2)
    red = stacked_step_game("red-seven-twenty-seven", "9h 2c 8d 3s", seats=2)
    assert black.view(0)["hands"][0]["label"] == "high 0, low 0"
    assert red.view(0)["hands"][0]["label"] == "high 17, low 17"


def test_five_and_a_half_ties_go_low_by_default() -> None:
    state = stacked_step_game("five-and-a-half-twenty-one", "4c 6c Qd Kh", seats=2)
    # seat 0: 4 + ½ = 4½ ; seat 1: 6 + ½ = 6½ -- both a point from 5½: the lower wins
    checked_hand(state)
    assert "low half (1): Seat 1 with 4½" in " ".join(state.showdown_lines)


def test_odd_chip_goes_to_high_unless_the_option_says_low() -> None:
    for odd, expected in (("high", {0: 4, 1: 3}), ("low", {0: 3, 1: 4})):
        state = stacked_step_game("seven-twenty-seven", "9c 2c Ts 3s 8h 2h 3c", seats=3,
                                  odd_chip=odd, opener="left-of-dealer")
        play(state, "0:bet 2", "1:call", "2:fold")  # pot: 3 antes + 2 + 2 = 7
        play(state, "0:take", "1:decline", "0:check", "1:check", "0:decline", "1:decline",
             "0:check", "1:check")
        # seat 0: 9 + 3 + 3 = 15 wins high; seat 1: 2 + 8 = 10 wins low
        assert state.payouts == expected


def test_all_in_makes_a_side_pot() -> None:
    state = stacked_step_game("seven-twenty-seven", "5c 9c Td 2d Ks 8h", seats=3,
                              stacks=(5, 50, 50), betting="no-limit", opener="left-of-dealer")
    play(state, "0:bet 4", "1:raise 10", "2:call")  # seat 0 is all in for 4
    assert state.players[0].all_in
    play(state, "0:decline", "1:decline", "2:decline", "1:check", "2:check")
    pots = state.showdown_lines
    assert pots[0].startswith("The pot") and any(line.startswith("Side pot 1") for line in pots)
    assert sum(state.payouts.values()) == 3 + 4 * 3 + 10 * 2
    assert sum(p.stack for p in state.players) == 105


def test_fixed_limit_caps_raises_and_pot_limit_caps_size() -> None:
    state = stacked_step_game("seven-twenty-seven", "2c 3c 4c 5d", seats=2, opener="left-of-dealer")
    play(state, "bet 2", "raise 2", "raise 2", "raise 2")
    assert kinds(state) == ["fold", "call"]  # a bet and three raises: capped
    state = stacked_step_game("seven-twenty-seven", "2c 3c 4c 5d", seats=2, betting="pot",
                              opener="left-of-dealer")
    play(state, "bet 2")
    raise_ = next(t for t in state.legal_actions() if t.kind == "raise")
    assert (raise_.low, raise_.high) == (2, 6)  # pot 4 + the 2 to call


def test_illegal_moves_change_nothing() -> None:
    state = stacked_step_game("seven-twenty-seven", "2c 3c 4c 5d", seats=2, opener="left-of-dealer")
    for bad in (Action("take"), Action("bet", 3), Action("raise", 2), Action("flip", card="2c"),
                Action("call")):
        before = copy.deepcopy(state.snapshot())
        with pytest.raises(IllegalAction):
            state.apply(bad)
        assert state.snapshot() == before


def c(code: str):  # type: ignore[no-untyped-def]
    from pokerrules.core.cards import parse_card

    return parse_card(code)


def test_a_new_member_that_changes_one_rule_is_a_few_lines() -> None:
    """A 17th member: the parent with one field changed, playable with no engine change."""
    from dataclasses import replace

    from pokerrules.games.seven_twenty_seven import SEVEN_27
    from pokerrules.rankings.points import Target
    from pokerrules.steps.variant import step_variant
    from pokerrules.table.agents import make_bot, play_bots

    six_26 = replace(SEVEN_27, id="six-twenty-six", name="6/26", parent=SEVEN_27.id).with_showdown(
        high=Target(26, "high"), low=Target(6, "low"))
    variant = step_variant(six_26, "7/27")
    for seed in range(20):
        state = variant.new(seed, seats=4)
        play_bots(state, {s: make_bot(variant) for s in range(4)})
        assert state.is_over and sum(state.result()["net"]) == 0  # type: ignore[index]
    assert "closest to 26" in variant.rules


def test_a_hidden_replacement_is_told_only_to_its_owner() -> None:
    state = stacked_step_game("seven-twenty-seven-with-replace", "5c Ts 2d 9s 3h", seats=2)
    play(state, "0:replace 5c")
    assert "You replace 5♣ (face down) for 3♥." in state.view(0)["log"]
    assert "Seat 1 replaces a face-down card." in state.view(1)["log"]
    assert not any("3♥" in line for line in state.view(1)["log"])


def test_a_short_all_in_raise_does_not_reopen_the_betting() -> None:
    state = stacked_step_game("seven-twenty-seven", "2c 3c 4c 5d 6d 7d", seats=3,
                              stacks=(50, 50, 5), betting="no-limit", opener="left-of-dealer")
    play(state, "0:bet 3", "1:call", "2:raise 1")  # seat 2: all in, 1 more than the bet of 3
    assert state.players[2].all_in
    assert kinds(state) == ["fold", "call"]  # seat 0 already acted: it may not raise again
    play(state, "0:call")
    assert kinds(state) == ["fold", "call"]
    play(state, "1:call")
    assert current_round(state) is None and state.pot == 3 + 4 * 3

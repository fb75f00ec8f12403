import copy

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.errors import BadOption, IllegalAction
from pokerrules.lookup.registry import get
from tests.helpers import stacked_table


def wager_all(state, ante: int = 10, pair_plus: int = 0) -> None:  # type: ignore[no-untyped-def]
    for _ in range(state.table.seats):
        state.apply(Action("ante", ante))
        state.apply(Action("pair_plus", pair_plus))


def test_the_deal_goes_three_to_each_seat_then_the_dealer() -> None:
    state = stacked_table("As Ad Ac", "2c 3d 5h", "Kh Qh Jh")
    wager_all(state)
    assert [c.code for c in state.seats[0].cards] == ["As", "Ad", "Ac"]
    assert [c.code for c in state.seats[1].cards] == ["2c", "3d", "5h"]
    assert [c.code for c in state.dealer] == ["Kh", "Qh", "Jh"]


def test_dealer_who_does_not_qualify_pays_ante_and_pushes_play() -> None:
    state = stacked_table("2c 3d 5h", "Jh 9s 4d")
    wager_all(state)
    state.apply(Action("play"))
    result = state.result()
    assert result is not None and result["net"] == [10]
    assert state.seats[0].settlement.outcome == "dealer does not qualify"  # type: ignore[union-attr]


def test_queen_high_qualifies_and_ties_push() -> None:
    state = stacked_table("Qh 5d 3c", "Qs 5c 3d")
    wager_all(state)
    state.apply(Action("play"))
    assert state.result()["net"] == [0]  # type: ignore[index]
    assert state.seats[0].settlement.outcome == "tie"  # type: ignore[union-attr]


def test_lose_both_bets_but_collect_the_ante_bonus() -> None:
    state = stacked_table("7h 7d 7s", "2c 3c 4c")  # three of a kind loses to a straight flush
    wager_all(state, ante=5)
    state.apply(Action("play"))
    s = state.seats[0].settlement
    assert s is not None and (s.ante, s.play, s.bonus) == (-5, -5, 20)


def test_custom_ante_bonus_and_pay_table() -> None:
    state = stacked_table("2h 7h 9h", "Kc 8d 3s", ante_bonus="2-5-9",
                          pair_plus_table="1-4-6-30-40")
    wager_all(state, ante=5, pair_plus=5)
    state.apply(Action("play"))
    s = state.seats[0].settlement
    assert s is not None and (s.pair_plus, s.bonus, s.outcome) == (20, 0, "win")


def test_fold_loses_ante_and_pair_plus_by_default() -> None:
    state = stacked_table("Kc Kd 2s", "Ac Qd 3s")
    wager_all(state, ante=5, pair_plus=5)
    state.apply(Action("fold"))
    assert state.result()["net"] == [-10]  # type: ignore[index]


def test_fold_can_still_settle_pair_plus_as_a_house_rule() -> None:
    state = stacked_table("Kc Kd 2s", "Ac Qd 3s", pair_plus_on_fold="settle")
    wager_all(state, ante=5, pair_plus=5)
    state.apply(Action("fold"))
    assert state.result()["net"] == [0]  # type: ignore[index]


def test_illegal_actions_raise_and_change_nothing() -> None:
    state = stacked_table("Kc Kd 2s", "Ac Qd 3s", "5h 6h 9c")
    for bad in (Action("play"), Action("ante", 0), Action("ante", 101), Action("ante"),
                Action("dance", 3)):
        before = copy.deepcopy(state.snapshot())
        with pytest.raises(IllegalAction) as err:
            state.apply(bad)
        assert err.value.code == "illegal-action" and err.value.message.endswith(".")
        assert state.snapshot() == before
    wager_all(state)
    state.apply(Action("play"))
    state.apply(Action("play"))
    before = copy.deepcopy(state.snapshot())
    with pytest.raises(IllegalAction, match="over"):
        state.apply(Action("fold"))
    assert state.snapshot() == before


def test_bets_are_limited_by_the_bankroll() -> None:
    state = stacked_table("Kc Kd 2s", "Ac Qd 3s", stack=30)
    assert state.legal_actions()[0].high == 15  # must be able to match the ante with a play bet
    state.apply(Action("ante", 10))
    assert state.legal_actions()[0].high == 10
    with pytest.raises(BadOption, match="fewer than the 2"):
        stacked_table("Kc Kd 2s", "Ac Qd 3s", stack=1)


def test_a_pair_plus_bet_with_no_chips_left_for_it_says_its_one_amount() -> None:
    # Found by scripts/soak.py: the move offered only 0 and did not say so.
    state = stacked_table("Kc Kd 2s", "Ac Qd 3s", stack=20)
    state.apply(Action("ante", 10))
    [pair_plus] = state.legal_actions()
    assert (pair_plus.low, pair_plus.high) == (0, 0)
    assert "0" in pair_plus.label and "no chips left" in pair_plus.label


def test_views_hide_what_a_seat_may_not_see() -> None:
    state = stacked_table("Kc Kd 2s", "4c 8d 9s", "Ac Qd 3s")
    wager_all(state)
    view = state.view(0)
    assert [c["code"] for c in view["hands"][0]["cards"]] == ["Kc", "Kd", "2s"]
    assert all(c["code"] == "??" for c in view["hands"][1]["cards"])
    assert all(c["code"] == "??" for c in view["hands"][2]["cards"])  # the dealer
    assert view["legal"] and state.view(1)["legal"] == []
    state.apply(Action("play"))
    state.apply(Action("fold"))
    over = state.view(0)
    assert [c["code"] for c in over["hands"][2]["cards"]] == ["Ac", "Qd", "3s"]
    assert all(c["code"] == "??" for c in over["hands"][1]["cards"])  # folded cards stay hidden
    lines = over["result"]["lines"]
    assert lines[0] == "The dealer has ace-queen-three high and qualifies (queen high or better)."
    assert lines[1].startswith("Your pair of kings, two kicker beats the dealer's ace-queen-three high:")
    assert lines[2] == "Seat 2 folds: ante 10 lost."  # a folded hand stays hidden
    assert "eight" not in " ".join(over["log"]) and over["result"]["summary"].startswith("You win ")


def test_bad_options_are_refused() -> None:
    variant = get("three-card-poker")
    for options in ({"ante_bonus": "1-4"}, {"pair_plus_table": "1-2-3-4-5"}, {"colour": "red"},
                    {"limits": "0-10"}, {"ante_bonus": 5}):
        with pytest.raises(BadOption):
            variant.new(1, options)
    with pytest.raises(BadOption):
        variant.new(1, seats=7)

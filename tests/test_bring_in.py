"""Stud's bring-in, the low-showing opener, the big bet and the eight-or-better low, on the
classic stud games dealt from stacked decks.

In Seven Card Stud the deck is drawn two cards face down to each seat in turn (one round, then
the other), then one face up to each seat: with three seats the 7th, 8th and 9th cards are the
first face-up cards of seats 1, 2 and 3.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from math import comb

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.cards import Card, parse
from pokerrules.core.errors import IllegalAction
from pokerrules.rankings.low import AceToFiveLow
from pokerrules.steps.bring_in import BringIn, bring_in_card
from tests.helpers import play, stacked_step_game

_DOWN = "6h 7h 8h 6d 7d 8d"  # two face-down cards each for three seats


def passive(state) -> None:  # type: ignore[no-untyped-def]
    """Everyone checks, or calls where a bet is due, to the end of the hand."""
    while not state.is_over:
        kinds = [t.kind for t in state.legal_actions()]
        state.apply(Action("check" if "check" in kinds else "call"))


def test_equal_low_cards_the_lower_suit_brings_it_in() -> None:
    state = stacked_step_game("seven-card-stud", f"{_DOWN} 2h 2c 9s", seats=3)
    assert isinstance(state.step, BringIn) and state.to_act == 1, "2♣ is lower than 2♥"
    assert [t.label for t in state.legal_actions()] == ["Bring in 1", "Complete by 1 to 2"]
    assert "has the lowest card showing (2♣) and must bring it in" in state.view(0)["log"][-1]
    spades = stacked_step_game("seven-card-stud", f"{_DOWN} 2s 2d 9s", seats=3)
    assert spades.to_act == 1, "2♦ is lower than 2♠"


def test_the_lowest_suit_order_is_clubs_diamonds_hearts_spades() -> None:
    assert bring_in_card(parse("2s 2h 2d 2c")).code == "2c"
    assert bring_in_card(parse("2s 2h 2d")).code == "2d"
    assert bring_in_card(parse("2s 2h")).code == "2h"
    assert bring_in_card(parse("Ac 3s")).code == "3s", "aces are high in a high game"


def test_razz_the_highest_card_brings_it_in_aces_low() -> None:
    state = stacked_step_game("razz", f"{_DOWN} Kc Ks 5d", seats=3)
    assert state.to_act == 1, "of two kings the higher suit, K♠, brings it in"
    aces = stacked_step_game("razz", f"{_DOWN} Ad 7c Qh", seats=3)
    assert aces.to_act == 2, "in Razz an ace is low: the queen is the highest card"
    assert "highest card showing (Q♥)" in aces.view(0)["log"][-1]


def test_everyone_calling_the_bring_in_ends_the_round() -> None:
    state = stacked_step_game("seven-card-stud", f"{_DOWN} 9h 2c 9s Kd 5h 9d", seats=3)
    play(state, "1:call", "2:call", "0:call")
    assert not isinstance(state.step, BringIn), "the bring-in does not act again"
    assert [p.put_in for p in state.players] == [2, 2, 2]
    assert state.to_act == 2, "fourth street: the pair of nines showing opens"


def test_a_completion_is_the_opening_bet_and_the_raise_limit_counts_it() -> None:
    state = stacked_step_game("seven-card-stud", f"{_DOWN} 9h 2c 9s", seats=3)
    play(state, "1:call")
    labels = [t.label for t in state.legal_actions()]
    assert labels == ["Fold", "Call 1", "Complete by 1 to 2"]
    with pytest.raises(IllegalAction):
        state.apply(Action("raise", 2))  # a completion goes to 2, not 3
    play(state, "2:raise 1", "0:raise 2", "1:raise 2", "2:raise 2")
    assert [t.kind for t in state.legal_actions()] == ["fold", "call"], \
        "the completion and three raises reach the limit"
    assert "completes the bet to 2" in state.view(0)["log"][-4]


def test_the_bring_in_may_complete_at_once() -> None:
    state = stacked_step_game("seven-card-stud", f"{_DOWN} 9h 2c 9s", seats=3)
    play(state, "1:bet 1")
    assert state.players[1].put_in == 3 and state.to_act == 2
    assert [t.label for t in state.legal_actions()] == ["Fold", "Call 2", "Raise by 2 to 4"]


def test_the_big_bet_from_fifth_street() -> None:
    state = stacked_step_game("seven-card-stud", "3c 4c 5c 6c 9h 2c Kd 5h Ks 5s", seats=2)
    play(state, "1:call", "0:call")  # third street
    play(state, "0:bet 2", "1:call")  # fourth street: the small bet
    assert [t.label for t in state.legal_actions() if t.kind == "bet"] == ["Bet 4"]


def test_low_showing_opener_as_a_house_rule() -> None:
    deck = f"{_DOWN} 2c 9c Kd"
    low = stacked_step_game("seven-card-stud", deck, seats=3, opener="low-showing")
    assert low.to_act == 0 and "check" in [t.kind for t in low.legal_actions()], \
        "the best low card opens, with no forced bet"
    high = stacked_step_game("seven-card-stud", deck, seats=3, opener="best-showing")
    assert high.to_act == 2


def test_razz_later_rounds_open_with_the_best_low_showing() -> None:
    state = stacked_step_game("razz", f"{_DOWN} 2h Ks 5d 3c As 4d", seats=3)
    play(state, "1:call", "2:call", "0:call")
    assert state.to_act == 0, "3-2 is the best low showing (K-A and 5-4 are worse)"
    pair = stacked_step_game("razz", f"{_DOWN} 2h Ks 5d 2d As 4d", seats=3)
    play(pair, "1:call", "2:call", "0:call")
    assert pair.to_act == 2, "a pair showing is bad for low: 5-4 beats K-A and 2-2"


# Two seats: seat 1 gets Ah 2d (down) 3c 4s 7h (up) Kd (down); seat 2 Qs Qh / Qd 9c 9d / Jc.
_LOW = "Ah Qs 2d Qh 3c Qd 4s 9c 7h 9d Kd Jc Kc Ts"
_NO_LOW = "Ah Qs 2d Qh 3c Qd 9s 9c Th 9d Kd Jc Kc Ts"


def test_eight_or_better_low_splits_the_pot() -> None:
    state = stacked_step_game("seven-stud-high-low-eight", _LOW, seats=2)
    passive(state)
    assert state.result()["net"] == [0, 0], "seat 2's full house high, seat 1's 7-low low"
    assert any("low half" in line for line in state.showdown_lines)


def test_with_no_eight_or_better_low_the_high_hand_takes_it_all() -> None:
    state = stacked_step_game("seven-stud-high-low-eight", _NO_LOW, seats=2)
    passive(state)
    assert state.result()["net"] == [-2, 2]
    assert "takes it all (high)" in state.showdown_lines[0]


def test_razz_the_lowest_hand_wins() -> None:
    state = stacked_step_game("razz", _LOW, seats=2)
    passive(state)
    assert state.result()["net"] == [2, -2]


def test_qualifying_eight_or_better_lows_number_57344() -> None:
    """FACTS.md: of the 2,598,960 five-card hands, 57,344 make an eight-or-better low; counted
    here by rank multiset, each weighted by its choices of suits."""
    low = AceToFiveLow(qualifier=8)
    total = qualifying = 0
    for ranks in combinations_with_replacement(range(2, 15), 5):
        counts = {r: ranks.count(r) for r in set(ranks)}
        if max(counts.values()) > 4:
            continue
        ways = 1
        for n in counts.values():
            ways *= comb(4, n)
        total += ways
        suits = {r: 0 for r in counts}
        cards = []
        for r in ranks:
            cards.append(Card(r, "cdhs"[suits[r]]))
            suits[r] += 1
        if low.key(cards) is not None:
            qualifying += ways
    assert total == comb(52, 5) == 2_598_960
    assert qualifying == 57_344

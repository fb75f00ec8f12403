"""Ten Card Stud, Survivor and Open Hand Kenosha: dealt from stacked decks, move by move."""

from __future__ import annotations

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.errors import IllegalAction
from pokerrules.steps import CallIt, Discard
from tests.helpers import play, stacked_step_game


def check_round(state) -> None:  # type: ignore[no-untyped-def]
    """Everyone checks through the betting round at hand (and only that one)."""
    start = state.pc
    while not state.is_over and state.pc == start:
        state.apply(Action("check"))


def test_ten_card_stud_best_showing_opens_and_best_five_of_ten_wins() -> None:
    # two down each, then one up: seat 1 (index 1) shows a king, seat 0 a four
    state = stacked_step_game("ten-card-stud", "2c 3d 7h 8h 4s Kd", seats=2)
    assert state.to_act == 1, "the king showing opens"
    while not state.is_over:
        check_round(state)
    assert all(len(p.cards) == 10 for p in state.players)
    assert sum(len(p.up) for p in state.players) == 8
    assert state.showdown_lines and "takes it all (high)" in state.showdown_lines[0]


def test_a_pair_showing_beats_an_ace_and_equal_hands_go_to_the_dealers_left() -> None:
    # up cards: seat 1 an ace, seat 2 a nine, seat 3 a nine; the next up card pairs seat 2's nine
    state = stacked_step_game("ten-card-stud", "2c 3c 4c 5c 6c 7c As 9d 9h  Kd 9s 2d", seats=3)
    assert state.to_act == 0, "the ace is the best single card showing"
    check_round(state)
    assert state.to_act == 1, "a pair of nines showing beats ace-king"
    tied = stacked_step_game("ten-card-stud", "2c 3c 4c 5c 6c 7c Qs Qd 8h", seats=3)
    assert tied.to_act == 0, "two queens showing alone: the first from the dealer's left opens"


def test_survivor_the_best_hand_showing_must_throw_a_card_away() -> None:
    # two down, then two up each: seat 1 shows a pair of jacks
    state = stacked_step_game("survivor", "2c 3c 4c 5c 7d Jh 8d Js", seats=2)
    assert isinstance(state.step, Discard) and state.to_act == 1
    assert [t.kind for t in state.legal_actions()] == ["discard"]
    with pytest.raises(IllegalAction):
        state.apply(Action("discard", card="7d"))  # not seat 1's card
    play(state, "1:discard 3c")  # a face-down card: the others never learn which
    assert [c.code for c in state.players[1].held] == ["5c", "Jh", "Js"]
    assert "3♣" not in " ".join(state.view(0)["log"]) and "3♣" in " ".join(state.view(1)["log"])
    assert state.to_act == 1, "then the betting round, opened by the best hand showing"


def test_survivor_ends_with_six_cards_each_and_four_betting_rounds() -> None:
    state = stacked_step_game("survivor", "2c 3c", seats=3)
    discards = bets = 0
    while not state.is_over:
        if isinstance(state.step, Discard):
            discards += 1
            state.apply(Action("discard", card=state.legal_actions()[0].cards[0]))
        else:
            bets += 1
            check_round(state)
    assert discards == 4 and bets == 4
    assert sum(len(p.cards) for p in state.players) == 3 * 10 - 4 and len(state.discards) == 4


def test_kenosha_a_call_stops_the_dealing_and_one_betting_round_follows() -> None:
    state = stacked_step_game("open-hand-kenosha", "2c 3c", seats=3, ending="call")
    check_round(state)  # after the first up card
    check_round(state)  # after the second: now each may call it
    assert isinstance(state.step, CallIt) and state.to_act == 0
    play(state, "0:deal-on", "1:call-it")
    assert not isinstance(state.step, CallIt)
    assert all(len(p.cards) == 4 for p in state.players)
    check_round(state)
    assert state.is_over and all(len(p.cards) == 4 for p in state.players)
    assert "Seat 2 calls it: no more cards." in state.view(0)["log"]


@pytest.mark.parametrize(("ending", "cards"), [("seven-cards", 7), ("deck", 17)])
def test_kenosha_other_readings_of_when_the_dealing_stops(ending: str, cards: int) -> None:
    state = stacked_step_game("open-hand-kenosha", "2c 3c", seats=3, ending=ending)
    while not state.is_over:
        assert state.legal_actions()[0].kind in ("check", "bet")
        check_round(state)
    assert [len(p.cards) for p in state.players] == [cards] * 3


def test_kenosha_deals_no_further_than_the_deck_allows() -> None:
    state = stacked_step_game("open-hand-kenosha", "2c", seats=7)
    while not state.is_over:
        if isinstance(state.step, CallIt):
            state.apply(Action("deal-on"))
        else:
            check_round(state)
    assert [len(p.cards) for p in state.players] == [7] * 7 and state.cards_left() == 3


def test_a_declaration_can_split_the_pot_between_high_poker_and_a_qualified_low() -> None:
    """Any ranking may value a part of the pot: Ten Card Stud, high-low with an eight-or-better
    low and deuces wild, is its parent with the showdown changed, and plays to the end."""
    from dataclasses import replace

    from pokerrules.games.ten_card_stud import TEN_CARD_STUD
    from pokerrules.rankings import AceToFiveLow, HighPoker, Wild
    from pokerrules.steps.variant import step_variant
    from pokerrules.table.agents import make_bot, play_bots

    deuces = Wild(ranks=frozenset({2}), jokers=False)
    spec = replace(TEN_CARD_STUD, id="ten-card-stud-high-low", parent=TEN_CARD_STUD.id).with_showdown(
        high=HighPoker(wild=deuces), low=AceToFiveLow(qualifier=8, wild=deuces))
    variant = step_variant(spec, "Stud", max_seats=5)
    assert "odd_chip" in {o.name for o in variant.options}
    halves = 0
    for seed in range(30):
        state = variant.new(seed, {}, 4)
        play_bots(state, {seat: make_bot(variant) for seat in range(4)})
        result = state.result()
        assert result is not None and sum(result["net"]) == 0
        halves += any("low half" in line for line in state.showdown_lines)
    assert halves > 0, "no pot was ever split between a high and a low hand"


@pytest.mark.parametrize("ending", ["call", "seven-cards", "deck"])
def test_kenosha_best_showing_opens_the_second_round_whatever_ends_the_dealing(ending: str) -> None:
    # two down each, then 2c / Kd up, then 3c / Ks up: seat 2 shows two kings against 2-3
    state = stacked_step_game("open-hand-kenosha", "4c 5c 6d 7d 2c Kd 3c Ks", seats=2,
                              ending=ending, opener="best-showing")
    assert state.to_act == 1, "the king showing opens the first round"
    check_round(state)
    assert [c.code for c in state.players[1].up] == ["Kd", "Ks"]
    assert state.to_act == 1, "the pair of kings showing opens the second round"


@pytest.mark.parametrize("ending", ["call", "seven-cards", "deck"])
def test_kenosha_every_betting_round_is_opened_by_the_best_hand_showing(ending: str) -> None:
    """Whole games with random moves (folds rare): whenever a betting round begins, the seat to
    act is the best hand in face-up cards among those still able to bet, the first of equals
    from the dealer's left."""
    import random

    from pokerrules.lookup.registry import get
    from pokerrules.rankings import HighPoker
    from pokerrules.steps.spec import Bet

    ranking, variant = HighPoker(), get("open-hand-kenosha")
    rounds = 0
    for seed in range(12):
        rng, seats = random.Random(seed), 2 + seed % 4
        state = variant.new(seed, {"ending": ending, "opener": "best-showing"}, seats)
        seen: set[tuple[int, int]] = set()
        while not state.is_over:
            dealt = sum(len(p.up) for p in state.players)
            if isinstance(state.step, Bet) and (state.pc, dealt) not in seen:
                seen.add((state.pc, dealt))
                able = [s for s, p in enumerate(state.players) if not p.folded and p.stack > 0]
                keys = [ranking.showing_key(state.players[s].up) for s in able]
                expected = able[keys.index(max(keys))]
                assert state.to_act == expected, (seed, ending, dealt)
                rounds += 1
            legal = state.legal_actions()
            calm = [t for t in legal if t.kind != "fold"] if rng.random() > 0.05 else legal
            t = rng.choice(calm or legal)
            state.apply(Action(t.kind, t.low, card=t.cards[0] if t.cards else None))
    assert rounds > 30, f"only {rounds} betting rounds were checked"

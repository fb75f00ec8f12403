"""Butcherboy: dealing to a match, the first four of a kind, folded ranks, the deck running out,
the bot's sense of a hand, and the exact length of a hand."""

from __future__ import annotations

import json
from collections import Counter
from fractions import Fraction
from itertools import permutations

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.cards import parse, standard_deck
from pokerrules.core.errors import IllegalAction
from pokerrules.core.rng import SeededRandom, shuffled
from pokerrules.games.butcherboy import BUTCHERBOY, ButcherboyBot
from pokerrules.games.butcherboy.analysis import (
    brute_force,
    cards_until_complete,
    expected_cards,
    longest_hand,
    simulate,
    survival,
)
from pokerrules.lookup.history import replay, to_json
from pokerrules.lookup.judging import judge
from pokerrules.lookup.registry import get
from pokerrules.rankings.poker import HighPoker
from pokerrules.steps.bots_poker import PokerBot
from pokerrules.steps.spec import Bet, DealToMatch
from pokerrules.table.agents import bot_step, make_bot
from tests.helpers import play, stacked_step_game


def codes(state, seat: int, first: int | None = None) -> str:  # type: ignore[no-untyped-def]
    """The codes of a seat's cards in the order it got them (the ``first`` ones only)."""
    return " ".join(c.code for c in state.players[seat].held[:first])


def betting_round(state, folder: int | None = None) -> None:  # type: ignore[no-untyped-def]
    """Play one betting round: checked round, or, with a ``folder``, someone else bets, the
    folder folds and the rest call."""
    rnd = state.memory["bet"]
    while not state.is_over and state.memory.get("bet") is rnd:
        kinds = [t.kind for t in state.legal_actions()]
        if state.to_act == folder and "check" not in kinds:
            state.apply(Action("fold"))
        elif folder is not None and state.to_act != folder and "bet" in kinds:
            state.apply(Action("bet", 2))
        else:
            state.apply(Action("check" if "check" in kinds else "call"))


def test_a_match_goes_to_the_holder_and_a_betting_round_follows() -> None:
    state = stacked_step_game("butcherboy", "2c 3c 2d 4c", seats=3)
    assert codes(state, 0) == "2c 2d" and codes(state, 2) == "", "2d came on seat 3's turn"
    assert isinstance(state.step, Bet) and state.to_act == 0, "the pair of twos showing opens"
    assert state.view(2)["log"][-1] == "Seat 1 gets 2♦ instead of you, a match: two twos."
    assert "Next card" in state.view(0)["hands"][2]["notes"]
    play(state, "0:check", "1:check", "2:check")
    assert codes(state, 2, 1) == "4c", "the dealing goes on with the player who got nothing"


def test_a_match_on_the_holders_own_turn() -> None:
    state = stacked_step_game("butcherboy", "2c 3c 4c 2d 5c", seats=3)
    assert codes(state, 0) == "2c 2d" and isinstance(state.step, Bet)
    assert state.view(0)["log"][-1] == "You get 2♦, a match: two twos."
    play(state, "check", "check", "check")
    assert codes(state, 0, 3) == "2c 2d 5c", "seat 1 still gets the card it was due"


def test_resume_with_the_next_player_is_a_house_rule() -> None:
    state = stacked_step_game("butcherboy", "2c 3c 2d 4c", seats=3, resume="next")
    play(state, "check", "check", "check")
    assert codes(state, 0, 3) == "2c 2d 4c" and codes(state, 1, 2) == "3c 5c"


def test_a_betting_round_after_every_match() -> None:
    # two seats: new ranks alternate, and each of 2d 3d 2h 3h is a match
    state = stacked_step_game("butcherboy", "2c 3c 2d 3d 2h 3h", seats=2)
    rounds = 0
    while rounds < 4:
        assert isinstance(state.step, Bet)
        betting_round(state)
        rounds += 1
    assert (codes(state, 0, 3), codes(state, 1, 3)) == ("2c 2d 2h", "3c 3d 3h")


def test_four_of_a_kind_ends_the_hand_at_once_even_against_a_straight_flush() -> None:
    # seat 1 (index 0) gets new ranks on its turns, seat 2 makes 5h-9h; then three twos come
    deck = "2c 5h 3c 6h 4c 7h Jc 8h Qc 9h 2d 2h 2s"
    state = stacked_step_game("butcherboy", deck, seats=2)
    play(state, "1:bet 2", "0:call")  # after 2d; the straight flush showing opens
    betting_round(state)  # after 2h: three twos
    assert state.is_over and state.cards_left() == 52 - 13
    assert state.view(1)["log"][-2] == "Seat 1 gets 2♠, completing four twos."
    assert state.payouts == {0: 6}
    assert state.result(0)["net"] == [3, -3]
    assert state.result(1)["lines"] == [
        "The pot (6): Seat 1 wins with four of a kind, twos — the first four of a kind takes the "
        "pot at once. You had straight flush, nine high."]


def test_four_of_a_kind_wins_only_the_pots_its_holder_is_in() -> None:
    # seat 1 is all in for its ante and a bet; the others play a side pot
    deck = "2c 5h Kc 2d 2h 2s"
    state = stacked_step_game("butcherboy", deck, seats=3, stacks=(3, 50, 50))
    play(state, "0:bet 2", "1:call", "2:call")
    play(state, "2:bet 2", "1:call")  # the king showing opens
    assert state.is_over
    lines = state.result(None)["lines"]
    assert lines[0].startswith("The pot (9): Seat 1 wins with four of a kind, twos")
    assert lines[1].startswith("Side pot 1 (4): Seat 3 wins with king high")
    assert state.payouts == {0: 9, 2: 4}


DECK_OUT = "2c 3c 4c 5c 6c 7c 2d 2h 3d 3h 8c 9c Tc Jc 4d 4h 5d 5h Qc Kc 6d 6h 8d Ac 7d"


def test_the_deck_runs_out_when_folded_players_held_every_rank() -> None:
    state = stacked_step_game("butcherboy", DECK_OUT, seats=8)
    for folder in range(6):  # each folds in the round after its match
        betting_round(state, folder)
    assert codes(state, 6, 3) == "2h 4h 6h" and codes(state, 7, 3) == "3h 5h 8d"
    assert codes(state, 0) == "2c 2d", "a folded hand stays face up, out of play"
    while not state.is_over:
        betting_round(state)
    assert state.cards_left() == 0 and Counter(state.all_cards()) == Counter(standard_deck())
    hands = [state.players[s].held for s in (6, 7)]
    assert all(max(Counter(c.rank for c in h).values()) < 4 for h in hands)
    keys = [HighPoker().key(h) for h in hands]
    winner = (6, 7)[keys.index(max(keys))]
    assert state.payouts == {winner: state.pot}
    assert state.result(None)["lines"][0].endswith("the best poker hand.")


@pytest.mark.parametrize("folded_ranks, receiver", [("open", 2), ("dead", None)])
def test_a_later_card_of_a_folded_rank(folded_ranks: str, receiver: int | None) -> None:
    state = stacked_step_game("butcherboy", "2c 3c 2d 2h 4c", seats=3, folded_ranks=folded_ranks)
    betting_round(state, folder=0)
    if receiver is not None:
        assert codes(state, 2, 1) == "2h", "dealt as usual"
        assert codes(state, 0) == "2c 2d" and codes(state, 1, 2) == "3c 4c", "then the next player"
    else:
        assert codes(state, 2, 1) == "4c" and [c.code for c in state.discards] == ["2h"]
        assert "2♥ is dead (seat 1 folded with the twos): it is burned." in state.view(1)["log"]
    assert Counter(state.all_cards()) == Counter(standard_deck())


def test_illegal_moves_change_nothing() -> None:
    state = stacked_step_game("butcherboy", "2c 3c 2d 4c", seats=3)
    before = state.snapshot()
    for bad in ({"kind": "fold"}, {"kind": "bet", "amount": 3}, {"kind": "deal-on"},
                {"kind": "replace", "cards": ["2c"]}, {"kind": "call"}):
        with pytest.raises(IllegalAction):
            state.apply(bad)
        assert state.snapshot() == before


def test_a_hand_replays_identically() -> None:
    variant = get("butcherboy")
    for seed in (3, 11):
        state = variant.new(seed, {"folded_ranks": "dead"}, 5)
        bots = [make_bot(variant) for _ in range(5)]
        while state.to_act is not None:
            bot_step(state, bots[state.to_act])
        assert state.is_over
        again = replay(json.loads(json.dumps(to_json(state))))
        assert again.snapshot() == state.snapshot() and again.view(2) == state.view(2)


def test_the_bot_values_the_race_to_four_not_the_poker_hand() -> None:
    # seat 1 makes a straight flush of five singletons; seat 2 holds three twos and two aces
    deck = "5h 2c 6h 2d 2h Ac 7h Kd 8h Qd 9h Ah"
    state = stacked_step_game("butcherboy", deck, seats=2)
    betting_round(state)  # after 2d
    betting_round(state)  # after 2h
    assert codes(state, 0) == "5h 6h 7h 8h 9h" and codes(state, 1) == "2c 2d 2h Ac Kd Qd Ah"
    view = state.view(0)
    bot = ButcherboyBot(lambda options: BUTCHERBOY)
    plain = PokerBot(lambda options: BUTCHERBOY)
    assert plain.equity(BUTCHERBOY, view, SeededRandom(1)) == 1.0, "the poker hand alone"
    mine = bot.equity(BUTCHERBOY, view, SeededRandom(1))
    theirs = bot.equity(BUTCHERBOY, state.view(1), SeededRandom(1))
    assert mine < 0.3 < 0.7 < theirs, (mine, theirs)


def test_play_out_follows_the_step() -> None:
    step = DealToMatch()
    deck = list(parse("2c 3c 2d 2h 4c 2s"))
    winner, held = step.play_out({0: [], 1: []}, {}, 0, deck)
    assert winner == 0 and [c.code for c in held[0]] == ["2c", "2d", "2h", "4c", "2s"]
    assert DealToMatch(folded_ranks="dead").play_out({1: [], 2: []}, {0: list(parse("2c"))}, 1,
                                                     deck)[0] is None


def test_the_judge_puts_four_of_a_kind_first() -> None:
    assert judge("butcherboy", ["5h 6h 7h 8h 9h", "2c 2d 2h 2s 3c"])["text"] == [
        "High: hand 2 wins with four of a kind, twos."]
    assert judge("butcherboy", ["Ah Ad As Kc", "Qh"])["text"] == [
        "High: hand 1 wins with three of a kind, aces, king kicker."]


def test_expected_length_matches_brute_force_for_small_decks() -> None:
    assert brute_force(3, 4) == expected_cards(3, 4) == Fraction(128, 15)
    # two ranks of four suits, every order of the eight cards themselves
    cards = [(rank, suit) for rank in range(2) for suit in range(4)]
    lengths = [cards_until_complete([rank for rank, _ in order]) for order in permutations(cards)]
    assert Fraction(sum(lengths), len(lengths)) == expected_cards(2, 4)
    assert brute_force(4, 2) == expected_cards(4, 2)


def test_expected_length_matches_a_seeded_simulation() -> None:
    exact = float(expected_cards())
    mean, error = simulate(20_000, seed=2024)
    assert abs(mean - exact) < 4 * error, (mean, exact, error)
    assert 0.02 < error < 0.06


def test_nobody_folding_the_hand_ends_by_the_fortieth_card() -> None:
    tail = survival()
    assert len(tail) == longest_hand() == 40 and tail[-1] > 0, "39 cards can miss every four"
    step = DealToMatch()
    for seed in range(200):
        deck = shuffled(standard_deck(), seed)
        winner, held = step.play_out({s: [] for s in range(5)}, {}, 0, deck)
        assert winner is not None
        dealt = sum(len(cards) for cards in held.values())
        assert dealt == cards_until_complete([c.rank for c in deck]) <= 40

"""Twenty-Five's coach: the chance that each card you may play takes the trick."""

from __future__ import annotations

import copy
from itertools import permutations

import pytest

from pokerrules.coach.odds import odds
from pokerrules.core.actions import Action
from pokerrules.core.cards import Card, parse_card, standard_deck
from pokerrules.core.rng import SeededRandom
from pokerrules.games.twenty_five import VARIANT, stacked
from pokerrules.games.twenty_five.bots import TrickBot
from pokerrules.games.twenty_five.state import TwentyFiveState

HANDS = ("Ad 5d Kc 2s 9h", "Jd 3c Qs 8h 4d", "Ah Kd Ks Tc 6h")


def to_last_trick(seed: int, seats_played: int) -> TwentyFiveState:
    """The first deal of a three-player match played by the bots to its last trick, with
    ``seats_played`` cards of it already played."""
    state = VARIANT.new(seed, seats=3)
    assert isinstance(state, TwentyFiveState)
    bot, rng = TrickBot(), SeededRandom(1)
    while not (state.turn == 1 and len(state.played) == 4 * state.table.seats
               and len(state.trick) == seats_played):
        seat = state.to_act
        assert seat is not None
        state.apply(bot.choose(state.view(seat), state.legal_actions(), rng))
    return state


def unseen(state: TwentyFiveState, seat: int) -> list[Card]:
    seen = set(state.hands[seat]) | set(state.played) | {c for _, c in state.trick}
    seen.add(state.upcard)  # type: ignore[arg-type]
    if state.robbed_by == seat and state.discard is not None:
        seen.add(state.discard)
    return [c for c in standard_deck() if c not in seen]


def brute_force(state: TwentyFiveState, seat: int) -> dict[str, float]:
    """Every way the players still to play could hold their last card, each equally likely."""
    still_to_play = state.table.seats - len(state.trick) - 1
    chances = {}
    for card in state.hands[seat]:
        trick = [c for _, c in state.trick] + [card]
        wins = deals = 0
        for others in permutations(unseen(state, seat), still_to_play):
            deals += 1
            wins += state.trumps.winner(trick + list(others)) == len(state.trick)
        chances[card.code] = wins / deals
    return chances


SAMPLES = 240


def takes(state: TwentyFiveState) -> dict[str, tuple[float, float]]:
    """Each card's chance to take the trick, and its standard error. (The last trick is
    sampled: its end starts the next deal, from a new deck, which the coach counts as
    drawing the whole stock.)"""
    reply = odds(state, state.to_act, samples=SAMPLES, seed=7)
    return {m["action"]["card"]: (m["parts"]["takes_trick"], m.get("stderr", 0.0))
            for m in reply["moves"]}


@pytest.mark.parametrize(("seed", "played"), [(7, 0), (7, 1), (7, 2), (0, 1), (8, 1), (10, 1)])
def test_the_last_trick_against_every_way_the_others_hold_their_card(seed: int,
                                                                      played: int) -> None:
    state = to_last_trick(seed, played)
    got = takes(state)
    want = brute_force(state, state.to_act)
    assert set(got) == set(want)
    for card, (chance, error) in got.items():
        if want[card] in (0.0, 1.0):
            assert chance == want[card]
        else:
            assert error > 0 and abs(chance - want[card]) <= 4 * error


def test_points_follow_the_trick() -> None:
    state = to_last_trick(7, 1)
    move = odds(state, state.to_act, samples=40)["moves"][0]
    assert move["figures"]["points"] == pytest.approx(5 * move["parts"]["takes_trick"])


def test_a_mid_deal_spot_sampled_and_the_same_wherever_the_unseen_cards_lie() -> None:
    state = stacked(*HANDS, up="7d")
    state.apply(Action("keep"))
    state.apply(Action("play", card="5d"))  # the five of trumps, the best card, led
    seat = state.to_act
    assert seat == 1
    first = odds(state, seat, samples=12, seed=3)
    assert first["exact"] is False
    # Seat 2 cannot beat the five of trumps whatever it plays.
    assert all(m["parts"]["takes_trick"] == 0.0 for m in first["moves"])
    # Shuffle what seat 2 cannot see (seat 3's hand and the cards set aside) among themselves.
    hidden = list(state.hands[2]) + list(state.deck[state.dealt:])
    for shift in (3, 11):
        moved = copy.deepcopy(state)
        order = hidden[shift:] + hidden[:shift]
        moved.hands[2] = order[:len(state.hands[2])]
        moved.deck = state.deck[:state.dealt] + tuple(order[len(state.hands[2]):])
        assert odds(moved, seat, samples=12, seed=3) == first


def test_the_last_trick_is_the_same_wherever_the_unseen_cards_lie() -> None:
    state = to_last_trick(8, 1)
    seat = state.to_act
    want = odds(state, seat, samples=30, seed=2)
    others = [s for s in range(3) if s != seat and state.hands[s]]
    hidden = [c for s in others for c in state.hands[s]] + list(state.deck[state.dealt:])
    for shift in (1, 7):
        moved = copy.deepcopy(state)
        order = hidden[shift:] + hidden[:shift]
        for i, s in enumerate(others):
            moved.hands[s] = [order[i]]
        moved.deck = state.deck[:state.dealt] + tuple(order[len(others):])
        assert odds(moved, seat, samples=30, seed=2) == want
    assert parse_card(want["moves"][0]["action"]["card"]) in state.hands[seat]

"""Give Me Five: secret simultaneous passes to the right, and the best hand sharing the pot with
the player on its left."""

from __future__ import annotations

import json

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.errors import IllegalAction
from pokerrules.core.rng import SeededRandom
from pokerrules.lookup.history import replay, to_json
from pokerrules.lookup.judging import judge
from pokerrules.lookup.registry import get
from pokerrules.steps.spec import Flip, PassOn
from pokerrules.table.agents import bot_step, make_bot
from tests.helpers import play, stacked_step_game


def dealt(*hands: str) -> str:
    """The draw order that deals ``hands`` (ten cards each, seat index 0 first) one card at a
    time round the table."""
    rows = [hand.split() for hand in hands]
    return " ".join(card for cards in zip(*rows, strict=True) for card in cards)


# Nine cards that decide each hand, and a last card, a two, that never matters: it is the card
# passed on at the first exchange, and the card received is passed on at every later one.
THREE = ("Ah Ad Kc Kd 9s 8h 7c 5d Js 2c",   # two pair, aces and kings
         "Qh Qd Qs 9h 8d 6s 5c 4h Jd 2d",   # three queens: the best
         "Kh Ks Td Tc 6d 6h 4c 4s 7s 2h")   # two pair, kings and tens
TIED = ("Kh Kd Qc Qd 9s 8h 7c 5d 4s 2c",    # kings and queens, nine kicker
        "Ks Kc Qh Qs 9d 8c 7h 5s 4d 2d",    # the same hand
        "Jh Jd Tc Ts 6d 6h 4c 4h Ac 2h",
        "Jc Js 9h 9c 8s 8d 6c 5h Ah 2s")


def flip_first(state, times: int = 1) -> None:  # type: ignore[no-untyped-def]
    """The seat to act turns up its first face-down card, ``times`` times over."""
    for _ in range(times):
        state.apply(Action("flip", card=state.players[state.to_act].down[0].code))


def pass_last(state) -> None:  # type: ignore[no-untyped-def]
    """The seat to act passes its last card: its two at first, later the card it was given."""
    state.apply(Action("pass", card=state.players[state.to_act].cards[-1][0].code))


def finish(state) -> None:  # type: ignore[no-untyped-def]
    """Everyone turns up their first face-down card, passes their last card, and checks."""
    while not state.is_over:
        if isinstance(state.step, Flip):
            flip_first(state)
        elif isinstance(state.step, PassOn):
            pass_last(state)
        else:
            state.apply(Action("check"))


def net(state) -> list[int]:  # type: ignore[no-untyped-def]
    return state.result()["net"]  # type: ignore[no-any-return]


def at_first_pass(hands: tuple[str, ...], **options: str):  # type: ignore[no-untyped-def]
    state = stacked_step_game("give-me-five", dealt(*hands), seats=len(hands), **options)
    while isinstance(state.step, Flip):
        flip_first(state)
    assert isinstance(state.step, PassOn)
    return state


# -- secrecy -------------------------------------------------------------------------------------

def test_a_choice_is_secret_until_everyone_has_chosen() -> None:
    # seat index 0 chooses its face-down K♣ in one hand and its face-up A♥ in another: nobody
    # else can tell the difference
    one, other = at_first_pass(THREE), at_first_pass(THREE)
    one.apply(Action("pass", card="Kc"))
    other.apply(Action("pass", card="Ah"))
    for seat in (1, 2):
        assert one.view(seat) == other.view(seat), f"seat index {seat} can tell the choices apart"
        assert one.view(seat)["log"][-1] == "Seat 1 chooses a card to pass."
    assert one.view(0)["log"][-1] == "You choose K♣ to pass to seat 3."
    assert one.view(0) != other.view(0)
    one.apply(Action("pass", card="Qh"))
    other.apply(Action("pass", card="Qh"))
    assert one.view(2) == other.view(2)
    # nothing has moved: the receiver (seat index 2) does not hold the king or see it
    assert "Kc" not in [c.code for c in one.players[2].held]
    assert ("Kc", False) in [(c.code, up) for c, up in one.players[0].cards]
    assert "Kc" not in json.dumps(one.view(2)) and "K♣" not in json.dumps(one.view(2))
    assert one.memory["pass"] == {0: "Kc", 1: "Qh"}, "the choices wait in the step's memory"
    one.apply(Action("pass", card="Kh"))
    assert one.view(2) != other.view(2), "after the last choice the passes are shown"
    assert "Seat 1 passes K♣ to you." in one.view(2)["log"]
    assert ("Kc", True) in [(c.code, up) for c, up in one.players[2].cards]
    assert one.memory["pass"] == {}


def test_every_card_moves_at_once_face_up_to_the_right() -> None:
    state = at_first_pass(THREE)
    play(state, "0:pass Ah", "1:pass Qh", "2:pass Kh")
    held = [[(c.code, up) for c, up in p.cards] for p in state.players]
    # seat index 0's right is the dealer (index 2); each gets its left neighbour's card
    assert ("Ah", True) in held[2] and ("Qh", True) in held[0] and ("Kh", True) in held[1]
    assert "Ah" not in [c for c, _ in held[0]] and "Kh" not in [c for c, _ in held[2]]
    assert [len(h) for h in held] == [10, 10, 10]
    assert state.view(1)["log"][-4:] == [
        "Everyone has chosen: the cards pass to the right together, face up.",
        "Seat 1 passes A♥ to seat 3.", "You pass Q♥ to seat 1.", "Seat 3 passes K♥ to you."]
    # the card passed to a seat is marked new in its own view until it moves
    assert [[c["code"] for c in hand["cards"] if c.get("new")] for hand in state.view(2)["hands"]] \
        == [["Qh"], ["Kh"], ["Ah"]]
    play(state, "2:check")  # the ace showing opens the betting; its mark goes when it moves
    assert [c["code"] for c in state.view(0)["hands"][2]["cards"] if c.get("new")] == []


def test_a_passed_card_cannot_be_passed_on_in_the_same_exchange() -> None:
    state = at_first_pass(THREE)
    play(state, "0:pass Ah")
    # seat index 1 chooses before anything moves: the ace is not among its cards
    assert "Ah" not in (state.legal_actions()[0].cards or ())


# -- refusals -------------------------------------------------------------------------------------

@pytest.mark.parametrize("move", [
    {"kind": "pass"},                                 # no card
    {"kind": "pass", "card": "Qh"},                   # another player's card
    {"kind": "pass", "cards": ["Ah", "Ad"]},          # two cards
    {"kind": "pass", "card": "Ah", "amount": 2},
    {"kind": "flip", "card": "Ad"},                   # not the move now
    {"kind": "check"},
])
def test_an_illegal_pass_is_refused_and_changes_nothing(move: dict[str, object]) -> None:
    state = at_first_pass(THREE)
    play(state, "0:pass Ah")
    play(state, "1:pass Qh")
    before = state.snapshot()
    with pytest.raises(IllegalAction):
        state.apply(Action.from_json(move))
    assert state.snapshot() == before


def test_only_face_down_cards_pass_under_the_house_rule() -> None:
    state = at_first_pass(THREE, passing="down")
    up = state.players[0].up[0].code
    assert up not in (state.legal_actions()[0].cards or ())
    before = state.snapshot()
    with pytest.raises(IllegalAction):
        state.apply(Action("pass", card=up))
    assert state.snapshot() == before
    any_card = at_first_pass(THREE)
    assert up in (any_card.legal_actions()[0].cards or ())


# -- the showdown: half to the best hand, half to its left -----------------------------------------

def test_the_best_hand_shares_with_the_player_on_its_left() -> None:
    state = stacked_step_game("give-me-five", dealt(*THREE), seats=3)
    finish(state)
    # pot 3: the high half (2, with the odd chip) to three queens, the other to seat index 2
    assert state.payouts == {1: 2, 2: 1}
    assert net(state) == [-1, 1, 0]
    lines = state.result(2)["lines"]
    assert lines[0].startswith("High half of the pot (2): Seat 2 wins with three of a kind, queens")
    assert lines[1] == ("Left half of the pot (1): You take it, as the player on the left of the "
                        "best hand (seat 2).")


def test_the_dealers_left_is_the_first_seat() -> None:
    hands = (THREE[2], THREE[0], THREE[1])  # the queens sit in the dealer's seat
    state = stacked_step_game("give-me-five", dealt(*hands), seats=3)
    finish(state)
    assert state.payouts == {2: 2, 0: 1}


def test_tied_best_hands_share_the_high_half_and_their_left_neighbours_the_other() -> None:
    state = stacked_step_game("give-me-five", dealt(*TIED), seats=4, stakes="2-4")
    finish(state)
    # pot 8: high half 4 shared by indices 0 and 1; left half 4 by indices 1 and 2, so index 1,
    # tied for best and on index 0's left, gets a share of each
    assert state.payouts == {0: 2, 1: 4, 2: 2}
    assert net(state) == [0, 2, 0, -2]
    assert state.result(3)["lines"][1] == ("Left half of the pot (4): Seat 2 and seat 3 share it, "
                                          "as the players on the left of the best hands "
                                          "(seat 1 and seat 2).")


def test_folded_players_neither_pass_nor_receive_nor_share() -> None:
    state = stacked_step_game("give-me-five", dealt(*TIED), seats=4, opener="left-of-dealer")
    flip_first(state, 4)
    for _ in range(4):
        pass_last(state)
    play(state, "0:bet 2", "1:fold", "2:call", "3:call")
    flip_first(state, 3)
    assert state.queue == [0, 2, 3], "the folded seat does not pass"
    folded_hand = list(state.players[1].cards)
    play(state, "0:pass " + state.players[0].cards[-1][0].code)
    given = state.players[2].cards[-1][0]
    pass_last(state)
    pass_last(state)
    assert state.players[1].cards == folded_hand, "the folded seat receives nothing"
    assert state.players[0].cards[-1] == (given, True), "seat index 2 passes past the fold to 0"
    finish(state)
    # pot 10: index 0 has the best hand still in; index 1 on its left folded, so index 2 shares
    assert state.payouts == {0: 5, 2: 5}


def test_two_players_left_split_the_pot() -> None:
    state = stacked_step_game("give-me-five", dealt(*THREE), seats=3, opener="left-of-dealer")
    flip_first(state, 3)
    for _ in range(3):
        pass_last(state)
    play(state, "0:bet 2", "1:call", "2:fold")
    finish(state)
    assert state.payouts == {1: 4, 0: 3}


# -- the judge -------------------------------------------------------------------------------------

def test_the_judge_reads_the_hands_in_seating_order() -> None:
    hands = [" ".join(h.split()[:9]) for h in THREE]
    result = judge("give-me-five", hands)
    assert [p["part"] for p in result["parts"]] == ["high", "left"]
    assert result["parts"][0]["winners"] == [1] and result["parts"][1]["winners"] == [2]
    assert result["text"][1] == "Left: hand 3 wins with a seat on the left of the best hand."
    wrapped = judge("give-me-five", hands[1:] + hands[:1])  # the best hand is now listed first
    assert wrapped["parts"][1]["winners"] == [1]
    last = judge("give-me-five", hands[2:] + hands[:2])  # and now last: hand 1 is on its left
    assert last["parts"][0]["winners"] == [2] and last["parts"][1]["winners"] == [0]
    tied = judge("give-me-five", [" ".join(h.split()[:9]) for h in TIED])
    assert tied["parts"][0]["winners"] == [0, 1] and tied["parts"][1]["winners"] == [1, 2]


# -- the bots -------------------------------------------------------------------------------------

def test_the_bot_passes_the_card_it_misses_least_and_that_helps_the_receiver_least() -> None:
    # seat index 0 holds a heart flush; its receiver (index 2) will show the 2♥ it turns up
    hands = ("Ah Kh Qh Jh 9h 7c 7d 5s 3c 2d",
             "As Ks Qs Js 9s 8c 8d 6s 4c 4d",
             "2h Kd Qd Jd 9d Tc Td 6d 4h 3h")
    state = stacked_step_game("give-me-five", dealt(*hands), seats=3)
    play(state, "0:flip 7c", "1:flip 4c", "2:flip 2h")
    bot = make_bot(get("give-me-five"), "sensible")
    move = bot.choose(state.view(0), state.legal_actions(), SeededRandom(1))
    # the flush needs none of 7♣ 7♦ 5♠ 3♣ 2♦; the 2♦ would pair the receiver's 2♥
    assert move == Action("pass", card="3c")


def test_the_bot_turns_up_the_card_that_shows_least() -> None:
    hands = ("9c Ah Kd 3d 2c 8h 7s 5s 4s Jd",
             "As Ks Qs Js 9s 8c 8d 6s 4c 4d",
             "2h Qd Jh 9d Tc Td 6d 4h 3h Kh")
    state = stacked_step_game("give-me-five", dealt(*hands), seats=3)
    bot = make_bot(get("give-me-five"), "sensible")
    assert bot.choose(state.view(0), state.legal_actions(), SeededRandom(1)) == Action("flip", card="2c")
    play(state, "0:flip 2c", "1:flip 4c", "2:flip 2h")
    play(state, "0:pass 2c", "1:pass 4c", "2:pass 2h")
    while not isinstance(state.step, Flip):
        state.apply(Action("check"))
    # the 4♣ came to index 0 face up: the 4♠ would pair it, so the 3♦ shows least
    assert bot.choose(state.view(0), state.legal_actions(), SeededRandom(1)) == Action("flip", card="3d")


# -- replay --------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", [3, 11])
def test_a_replayed_hand_is_identical(seed: int) -> None:
    variant = get("give-me-five")
    state = variant.new(seed, {}, 5)
    bots = [make_bot(variant, "sensible") for _ in range(5)]
    while not state.is_over:
        bot_step(state, bots[state.to_act])  # type: ignore[index]
    again = replay(json.loads(json.dumps(to_json(state))))
    assert again.snapshot() == state.snapshot()  # type: ignore[attr-defined]
    assert all(again.view(s) == state.view(s) for s in range(5))

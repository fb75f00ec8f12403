"""Dutch Stud: the start with every rank different (matches set aside and shuffled back), the
cards turned until a match, the first four of a kind, the high and low halves, and the bot."""

from __future__ import annotations

from pokerrules.core.actions import Action
from pokerrules.core.cards import parse, standard_deck
from pokerrules.core.rng import SeededRandom
from pokerrules.games.dutch_stud.bot import halves, play_out
from pokerrules.lookup.history import replay, to_json
from pokerrules.lookup.registry import get
from pokerrules.steps.deal_apart import cards_left, returned
from pokerrules.steps.spec import Bet, Showdown
from pokerrules.table.state import Table
from tests.helpers import play, stacked_step_game


def codes(state, seat: int) -> str:  # type: ignore[no-untyped-def]
    return " ".join(c.code for c in state.players[seat].held)


def check_round(state) -> None:  # type: ignore[no-untyped-def]
    while not state.is_over and isinstance(state.step, Bet):
        state.apply(Action("check"))


def test_the_start_gives_every_player_a_different_rank() -> None:
    state = stacked_step_game("dutch-stud", "2c 3c 2d 4c 5c", seats=3)
    assert [codes(state, s)[:2] for s in range(3)] == ["2c", "3c", "4c"], "2d was set aside"
    assert returned(state) == list(parse("2d")), "the set-aside two goes back into the deck"
    log = state.view(0)["log"]
    assert "2♦ matches a rank already dealt: it is set aside, and seat 3 gets the next card." in log
    assert "The card set aside (2♦) is shuffled back into the deck." in log
    every = state.all_cards()
    assert len(every) == 52 and len(set(every)) == 52, "every card counted once"
    assert cards_left(state) == state.cards_left() + 1


def test_turned_cards_burn_until_one_matches_and_a_betting_round_follows() -> None:
    state = stacked_step_game("dutch-stud", "2c 3c 4c 9s Kd 3d 5c", seats=3)
    assert codes(state, 1) == "3c 3d" and codes(state, 0) == "2c" and codes(state, 2) == "4c"
    assert state.view(0)["log"][-2:] == ["Turned and burned: 9♠, K♦.", "Seat 2 gets 3♦: two threes."]
    assert isinstance(state.step, Bet) and state.to_act == 1, "the pair showing opens"
    assert set(parse("9s Kd")) <= set(state.discards)


def test_four_of_a_kind_ends_the_dealing_and_high_and_low_split_the_pot() -> None:
    state = stacked_step_game("dutch-stud", "7c 3c Ac 7d 7h 7s", seats=3)
    for _ in range(2):
        check_round(state)
    check_round(state)
    assert state.is_over and codes(state, 0) == "7c 7d 7h 7s"
    assert isinstance(state.step, Showdown)
    assert state.result()["net"] == [1, -1, 0], "sevens high (with the odd chip), the ace low"
    lines = state.result()["lines"]
    assert "four of a kind, sevens" in lines[0] and "Seat 3 wins" in lines[1]


def test_the_whole_pot_to_the_high_hand_is_a_house_rule() -> None:
    state = stacked_step_game("dutch-stud", "7c 3c Ac 7d 7h 7s", seats=3, split="high")
    for _ in range(3):
        check_round(state)
    assert state.result()["net"] == [2, -1, -1]


def test_a_folded_players_rank_matches_nobody() -> None:
    state = stacked_step_game("dutch-stud", "7c 3c Ac 7d 3d Kd 3h 7h", seats=3)
    play(state, "0:bet 2", "1:call", "2:fold")  # seat 1 has the pair of sevens and opens
    assert codes(state, 1) == "3c 3d"
    check_round(state)
    assert codes(state, 0) == "7c 7d 7h" and codes(state, 2) == "Ac", "K♦ and 3♥ burned"


def test_a_set_aside_card_comes_back_anywhere_in_the_deck() -> None:
    """Shuffled back: over many seeds the set-aside two comes back at many places, first now and
    then, and always to the player who holds the twos."""
    variant = get("dutch-stud")
    top = list(parse("2c 2d 3c"))
    rest = [c for c in standard_deck() if c not in top]
    places = []
    for seed in range(60):
        state = variant.start(Table("dutch-stud", variant.resolve_options({}), seed, (100, 100),
                                    tuple(top + rest)))
        while not state.is_over and not any(c.code == "2d" for c in state.players[0].held):
            check_round(state)
        if not state.is_over:
            assert codes(state, 0).startswith("2c")
            places.append(len(state.discards) + sum(len(p.cards) for p in state.players))
    assert len(set(places)) > 5, places


def test_illegal_moves_change_nothing_and_a_hand_replays() -> None:
    state = stacked_step_game("dutch-stud", "7c 3c Ac 7d", seats=3)
    before = state.snapshot()
    try:
        state.apply(Action("raise", 99))
    except Exception as error:  # noqa: BLE001 - the kind of error is the machine's
        assert "raise" in str(error).lower() or str(error)
    assert state.snapshot() == before
    variant = get("dutch-stud")
    played = variant.new(seed=5, seats=4)
    from pokerrules.table.agents import make_bot, play_bots

    play_bots(played, {s: make_bot(variant) for s in range(4)})
    again = replay(to_json(played))
    assert again.snapshot() == played.snapshot()


def test_the_bot_plays_the_rest_of_the_deck_by_the_rules() -> None:
    held = {0: list(parse("2c 2d 2h")), 1: list(parse("Kc"))}
    counts = play_out(held, parse("Kd 5s 2s Kh Ks"))
    assert counts == {0: 4, 1: 2}, "the last two ends it before the kings come"
    assert halves(counts, {0: 2, 1: 13}, split=True) == [0, 1]
    assert halves({0: 1, 1: 1}, {0: 14, 1: 2}, split=True) == [0, 0], "the ace is high and low"


def test_the_judge_and_the_drill_deal_one_rank_a_hand() -> None:
    from pokerrules.games.dutch_stud import _drill_hands

    for seed in range(20):
        rng = SeededRandom(seed)
        deck = tuple(standard_deck())
        hands = _drill_hands(rng, deck)
        assert 2 <= len(hands) <= 4
        assert all(len({c.rank for c in hand}) == 1 for hand in hands)
        assert len({hand[0].rank for hand in hands}) == len(hands)

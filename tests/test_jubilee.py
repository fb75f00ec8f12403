"""Jubilee: the deck and its total, scoring, the first black card, skipping, the end of a deal,
refused moves, the judge, the bots, and a whole game replayed."""

import json
from collections import Counter

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.cards import Card, parse, parse_card
from pokerrules.core.errors import BadCard, BadOption, IllegalAction
from pokerrules.core.rng import SeededRandom
from pokerrules.games.jubilee import FULL_DECK_TOTAL, VARIANT, played_total, stacked
from pokerrules.games.jubilee.bots import JubileeBot, opens
from pokerrules.games.jubilee.rules import Settings, jubilee_deck, play_in_order, score, value
from pokerrules.lookup.history import replay, to_json
from pokerrules.lookup.judging import judge

DEFAULT = Settings()


def play(state, *codes: str) -> None:  # type: ignore[no-untyped-def]
    for code in codes:
        state.apply(Action("play", card=code))


def test_the_deck_has_61_cards_as_the_source_lists_them() -> None:
    deck = Counter(jubilee_deck())
    assert sum(deck.values()) == 61
    assert deck[Card(0, "*")] == 4
    assert all(deck[Card(r, "h")] == 1 and deck[Card(r, "s")] == 2 for r in range(2, 15))
    assert all(deck[Card(r, "c")] == 2 for r in (*range(2, 10), 14))
    assert not any(deck[Card(r, "c")] for r in (10, 11, 12, 13))
    assert not any(c.suit == "d" for c in deck)


def test_values_and_the_total_of_the_whole_deck() -> None:
    assert [value(parse_card(c)) for c in ("As", "Ks", "Jk", "7c", "Ah", "Qh")] \
        == [15, 10, 0, 7, -15, -10]
    assert FULL_DECK_TOTAL == played_total(jubilee_deck()) == 217  # the source says 189
    club_aces_one = sum(1 if c == Card(14, "c") else value(c) for c in jubilee_deck())
    assert club_aces_one == 189


def test_landing_and_going_past() -> None:
    assert score(parse_card("6s"), 19, DEFAULT).points == 10
    assert score(parse_card("Qs"), 90, DEFAULT).points == 20
    past = score(parse_card("9c"), 19, DEFAULT)
    assert (past.after, past.points, past.why) == (28, -5, "past 25")
    down = score(parse_card("Qh"), 104, DEFAULT)
    assert (down.after, down.points, down.why) == (94, -5, "past 100")
    assert score(parse_card("5s"), 25, DEFAULT).points == 0  # leaving a jubilee is not passing it
    assert score(parse_card("5h"), 30, DEFAULT).points == 10  # landing from above
    assert score(parse_card("Ah"), 115, DEFAULT).points == 20
    with pytest.raises(ValueError):
        score(parse_card("9h"), 5, DEFAULT)


def test_zero_and_jokers_follow_the_options() -> None:
    assert score(parse_card("Th"), 10, DEFAULT).points == 0
    assert score(parse_card("Th"), 10, Settings(zero_counts=True)).points == 20
    joker = parse_card("Jk")
    assert score(joker, 50, DEFAULT).points == 0
    assert score(joker, 50, Settings(joker_repeats=True)).points == 10
    assert score(joker, 0, Settings(joker_repeats=True)).points == 0
    assert score(joker, 0, Settings(True, True)).points == 20
    assert [p.after for p in play_in_order(parse("Ts 9s 9c 3h"), 0, DEFAULT)] == [10, 19, 28, 25]


def test_a_stacked_deal_scores_and_logs() -> None:
    state = stacked("Ts 9c Ks 2s 3s 4s 5s 6s", "9s 3h Kh Qh Jh Th Jk 7c")
    assert state.to_act == 0 and state.dealer == 1
    play(state, "Ts", "9s", "9c", "3h", "Ks", "Th")
    assert state.total == 25 and state.points == [-5, 20]
    assert len(state.hands[0]) == len(state.hands[1]) == 8  # each drew after playing
    log = state.view(0)["log"]
    assert "You play the nine of clubs; the total is now 28: past 25, -5 (-5 in all)." in log
    assert state.view(1)["log"][-1] == ("You play the ten of hearts; the total is now 25: a jubilee "
                                        "at 25, +10 (20 in all).")


def test_the_first_card_must_be_black_and_bad_moves_change_nothing() -> None:
    state = stacked("Ts 9h Ks 2s Jk 4s 5h 6c", "9s 3h Kh Qh Jh Th Jk 7c")
    assert set(state.legal_actions()[0].cards or ()) == {"Ts", "Ks", "2s", "4s", "6c"}
    before = state.snapshot()
    for bad in (Action("play", card="9h"), Action("play", card="Jk"), Action("play", card="Ah"),
                Action("play"), Action("pass")):
        with pytest.raises(IllegalAction):
            state.apply(bad)
        assert state.snapshot() == before
    play(state, "2s", "Jk")
    before = state.snapshot()
    with pytest.raises(IllegalAction):
        state.apply(Action("play", card="5h"))  # 2 - 5 is below zero
    assert state.snapshot() == before


def test_a_player_with_only_hearts_too_big_shows_them_and_skips() -> None:
    state = stacked("2s 3s 4s 5s 6s 7s 8s 9s", "Ah Kh Qh Jh Th 9h 8h 7h", stock="2c 3c")
    play(state, "2s")
    assert state.to_act == 0  # seat 2 cannot play and is skipped
    view = state.view(0)
    assert ("Seat 2 shows the ace, king, queen, jack, ten, nine, eight and seven of hearts, with "
            "no card that keeps the total of 2 from dropping below zero, and skips a turn.") in view["log"]
    assert [c["code"] for c in view["hands"][1]["cards"]] == ["Ah", "Kh", "Qh", "Jh", "Th", "9h", "8h", "7h"]
    play(state, "9s")  # 11 - 7 = 4 and others fit now
    legal = set(state.legal_actions()[0].cards or ())
    assert state.to_act == 1 and legal == {"Kh", "Qh", "Jh", "Th", "9h", "8h", "7h"}
    play(state, "7h")
    assert [c["code"] for c in state.view(0)["hands"][1]["cards"]].count("??") == 1  # drew 3c


def test_a_deal_nobody_can_finish_ends() -> None:
    # Never seen in play (black cards far outnumber hearts), so the position is set by hand:
    # the stock is gone and both players hold only hearts too big for the total of 2.
    state = stacked("2s 3s 4s 5s 6s 7s 8s 9s", "Ah Kh Qh Jh Th 9h 8h 7h")
    play(state, "2s")
    state.hands = [[parse_card("6h")], [parse_card("5h")]]
    state.dealt = len(state.deck)
    state.current = 0
    state._go_on()
    assert state.is_over and state.total == 2
    assert "Nobody can play: the deal ends at 2, with 2 cards not played." in state.view(0)["log"]
    result = state.result(0)
    assert result is not None and result["net"] == [0, 0]


def test_each_deal_option_plays_one_deal_per_player() -> None:
    state = VARIANT.new(5, {"deals": "each"}, seats=3)
    bot, rng = JubileeBot(), SeededRandom(2)
    dealers = set()
    while not state.is_over:
        dealers.add(state.dealer)  # type: ignore[attr-defined]
        state.apply(bot.choose(state.view(state.to_act or 0), state.legal_actions(), rng))
    assert state.turn == 3 and dealers == {0, 1, 2}  # type: ignore[attr-defined]


def test_whole_game_replays_and_the_total_is_217() -> None:
    state = VARIANT.new(11, seats=4)
    bot, rng = JubileeBot(), SeededRandom(11)
    while not state.is_over:
        state.apply(bot.choose(state.view(state.to_act or 0), state.legal_actions(), rng))
    assert state.total == 217  # type: ignore[attr-defined]
    result = state.result(0)
    assert result is not None and result["summary"].startswith("You ")
    again = replay(json.loads(json.dumps(to_json(state))))
    assert again.snapshot() == state.snapshot()


def test_the_bot_scores_now_and_keeps_jubilees_from_the_next_player() -> None:
    state = stacked("6s 2s Ks 3c 4c 5c 7c 8c", "9s 3s Kh Qh Jh Th Jk 7c")
    play(state, "Ks", "9s")  # 19
    move = JubileeBot().choose(state.view(0), state.legal_actions(), SeededRandom(0))
    assert move.card == "6s"  # 25
    assert opens(18, DEFAULT) and not opens(37, DEFAULT)
    fresh = stacked("Ks 2s 3s 4s 5s 6s 7s 8s", "9s 3s Kh Qh Jh Th Jk 7c")
    move = JubileeBot().choose(fresh.view(0), fresh.legal_actions(), SeededRandom(0))
    assert not opens(value(parse_card(move.card or "")), DEFAULT)


def test_the_judge_plays_cards_in_order_from_a_total() -> None:
    verdict = judge("jubilee", ["9c", "3h", "Ts"], {"total": "19"})
    assert verdict["text"] == ["Jubilee: hand 2 scores with 3♥, 28 to 25: a jubilee at 25, +10.",
                               "Past a jubilee: hand 1 loses 5 with 9♣, 19 to 28: past 25, -5."]
    assert judge("jubilee", ["Th", "Jk"], {"total": "10", "zero": "yes"})["parts"][0]["winners"] == [0]
    with pytest.raises(BadCard):
        judge("jubilee", ["9h", "3s"])
    with pytest.raises(BadCard):
        judge("jubilee", ["Td", "3s"])
    with pytest.raises(BadOption):
        judge("jubilee", ["9s", "3s"], {"total": "-4"})

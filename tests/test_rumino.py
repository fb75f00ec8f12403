"""Rumino: drawing and discarding, knocking and gin, ruminos (dealt, drawn and claimed out of
turn), scores that put players out, rebuys, the stock running out, what each seat sees, the bots,
the judge and whole-game histories."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.cards import parse
from pokerrules.core.errors import BadCard, BadOption, IllegalAction
from pokerrules.games.rumino import VARIANT, stacked, verdict
from pokerrules.games.rumino.rules import best, rumino, rumino_deck, value
from pokerrules.games.rumino.state import RuminoState
from pokerrules.lookup.history import replay, to_json
from pokerrules.table.agents import make_bot, play_bots

LOW = "5s 6s 7s 9d 9c 9h 4c"      # two melds, 4 deadwood: may knock
HIGH = "2c 4d 6h 8c Tc Qd Ks"     # no meld: 50 deadwood
RUN = "7d 8d 9d Td Jd Qd 2c"
LOW2 = "5h 6h 7h 9s Jk 9d 3c"     # 3 deadwood
LOW3 = "Ac 2c 3c Kh Kd Ks 2d"     # 2 deadwood      # six to a rumino (needs 6d or Kd or a joker)


def refused(state: RuminoState, action: Action) -> None:
    before = state.snapshot()
    with pytest.raises(IllegalAction):
        state.apply(action)
    assert state.snapshot() == before


def kinds(state: RuminoState) -> list[str]:
    return [t.kind for t in state.legal_actions()]


def test_the_deck_and_the_card_values() -> None:
    deck = rumino_deck()
    assert len(deck) == 108 and sum(c.is_joker for c in deck) == 4
    assert [value(c) for c in parse("As 2d 9h Tc Jc Qs Kd Jk")] == [1, 2, 9, 10, 10, 10, 10, 10]


def test_a_turn_is_a_draw_then_a_discard() -> None:
    state = stacked("5s 6s 7s 9d 9c 9h Kc", HIGH, upcard="Kd", stock="3h 4h")
    assert state.to_act == 0 and kinds(state) == ["stock", "upcard"]  # 10 deadwood: no knock
    refused(state, Action("discard", card="Kc"))
    refused(state, Action("knock"))
    state.apply(Action("stock"))
    assert parse("3h")[0] in state.hands[0] and kinds(state) == ["discard"]
    refused(state, Action("discard", card="As"))
    state.apply(Action("discard", card="Kc"))
    assert state.to_act == 1 and state.pile[-1] == parse("Kc")[0]
    state.apply(Action("upcard"))
    assert parse("Kc")[0] in state.hands[1] and state.pile == list(parse("Kd"))
    log = state.view(0)["log"]
    assert "You draw 3♥ from the stock." in log and "Seat 2 takes the upcard K♣." in log
    assert "Seat 2 draws from the stock." not in state.view(1)["log"]
    assert "Seat 1 draws from the stock." in state.view(1)["log"]


def test_knocking_adds_everyones_deadwood_and_deals_again() -> None:
    state = stacked(LOW, HIGH, upcard="Kd")
    assert kinds(state) == ["stock", "upcard", "knock"]
    state.apply(Action("knock"))
    assert state.points == [4, 50] and state.turn == 2 and not state.over
    assert any(line.startswith("Seat 2 shows") and "scores 50 (50 in all)" in line
               for line in state.view(0)["log"])
    assert state.to_act == 1  # the deal passed to the left: seat 1 dealt, seat 2 plays first


def test_gin_scores_minus_ten() -> None:
    state = stacked("5s 6s 7s 9d 9c 9h Jk", HIGH, upcard="Kd")
    assert "gin" in kinds(state) and "knock" not in kinds(state)
    state.apply(Action("gin"))
    assert state.points == [-10, 50]


def test_a_dealt_rumino_wins_the_game_and_the_pool() -> None:
    state = stacked(HIGH, "7d 8d 9d Td Jd Qd Kd", "5c 5d 5h 5s 5c Jk 5d")
    assert state.over and state.net() == [-10, 20, -10]
    assert "Seat 2 holds a rumino" in " ".join(state.view(0)["log"])


def test_seven_of_a_kind_with_jokers_is_a_rumino_but_six_is_not() -> None:
    assert rumino(parse("4c 4d 4h 4s 4c Jk 4d")) is not None
    assert rumino(parse("4c 4d 4h 4s Jk Jk Kd")) is None
    assert rumino(parse("4c 4d 4h 4s 4c 4h Kd")) is None
    assert rumino(parse("4c 4d 4h 4s Jk Jk 4d"), identical=False) is None  # 4d twice


def test_drawing_the_seventh_card_of_a_rumino_wins() -> None:
    state = stacked(RUN, HIGH, upcard="3c", stock="Kd")
    state.apply(Action("stock"))
    assert state.over and state.net() == [10, -10]


def test_a_discard_that_completes_a_rumino_is_claimed_at_once_out_of_turn() -> None:
    state = stacked("5s 6s 7s 9d 9c 9h Kd", HIGH, RUN, upcard="3c", stock="2h")
    state.apply(Action("stock"))
    state.apply(Action("discard", card="Kd"))  # seat 3 claims it before seat 2's turn
    assert state.over and state.net() == [-10, -10, 20]
    assert state.view(0)["log"][3:5] == ["You discard K♦.", "Seat 3 claims K♦ out of turn."]


def test_the_first_player_on_the_discarders_left_gets_the_claim() -> None:
    state = stacked("5s 6s 7s 9s 9c 9h Kd", RUN, RUN, upcard="3c", stock="2h")
    state.apply(Action("stock"))
    state.apply(Action("discard", card="Kd"))
    assert state.over and state.net() == [-10, 20, -10]


def test_a_discard_nobody_can_use_passes_to_the_next_turn() -> None:
    state = stacked("5s 6s 7s 9d 9c 9h Kd", HIGH, HIGH, upcard="3c", stock="2h")
    state.apply(Action("stock"))
    state.apply(Action("discard", card="Kd"))
    assert not state.over and state.to_act == 1 and state.phase == "turn"
    assert state.view(0)["prompt"] == "Waiting for seat 2."


@pytest.mark.parametrize("kind", ["claim", "pass"])
def test_claiming_or_passing_is_no_move_any_more_and_says_why(kind: str) -> None:
    state = stacked(LOW, HIGH, upcard="3c")
    with pytest.raises(IllegalAction, match="claimed at once.*saved before this change"):
        state.apply(Action(kind))
    refused(state, Action(kind))


def test_out_at_100_with_a_rebuy_to_the_highest_score_under_100() -> None:
    state = stacked(LOW, HIGH, LOW2, LOW3, upcard="Kd")
    state.points = [Fraction(p) for p in (0, 60, 80, 40)]
    state.apply(Action("knock"))
    assert state.phase == "rebuy" and state.to_act == 1 and kinds(state) == ["rebuy", "leave"]
    state.apply(Action("rebuy"))
    assert state.points[1] == 83 and state.pot == 50 and state.rebuys[1] == 1
    assert state.rules.rebuy_cost(state.rebuys[1]) == 20  # the next one doubles


def test_leaving_and_no_rebuys_with_two_players_left() -> None:
    state = stacked(LOW, HIGH, LOW2, upcard="Kd")
    state.points = [Fraction(p) for p in (0, 60, 80)]
    state.apply(Action("knock"))
    assert not state.playing[1] and state.phase == "turn" and state.turn == 2  # no rebuy offered
    state = stacked(LOW, HIGH, upcard="Kd")
    state.points = [Fraction(0), Fraction(60)]
    state.apply(Action("knock"))
    assert state.over and state.net() == [10, -10]


def test_a_rebuy_needs_the_chips_else_only_leaving() -> None:
    state = stacked(LOW, HIGH, LOW2, LOW3, upcard="Kd", stacks=[200, 10, 200, 200])
    state.points = [Fraction(p) for p in (0, 60, 80, 40)]
    state.apply(Action("knock"))
    assert kinds(state) == ["leave"]
    state.apply(Action("leave"))
    assert not state.playing[1] and state.turn == 2


def test_everyone_left_reaching_100_together() -> None:
    state = stacked(LOW, HIGH, upcard="Kd")
    state.points = [Fraction(98), Fraction(60)]
    state.apply(Action("knock"))  # 102 and 110
    assert state.over and state.net() == [10, -10]
    state = stacked(LOW, HIGH, upcard="Kd", last_out="share")
    state.points = [Fraction(98), Fraction(60)]
    state.apply(Action("knock"))
    assert state.over and state.net() == [0, 0]


def test_the_stock_running_out() -> None:
    for option, points in (("void", [0, 0]), ("count", [4, 50])):
        state = stacked(LOW, HIGH, upcard="Kd", stock_out=option)
        state.dealt = len(state.deck) - 1
        state.apply(Action("stock"))
        drawn = state.hands[0][-1]
        state.apply(Action("discard", card=drawn.code))
        assert state.turn == 2 and state.points == points


def test_the_stake_must_be_affordable() -> None:
    with pytest.raises(BadOption):
        VARIANT.new(1, {"stake": "50"}, seats=2, stacks=[200, 20])


def test_views_show_your_melds_and_hide_the_others_cards() -> None:
    state = stacked("5s 6s 7s 9d 9c 9h Kc", HIGH, upcard="Kd")
    view = state.view(0)
    mine, theirs = view["hands"]
    assert mine["label"] == best(parse("5s 6s 7s 9d 9c 9h Kc")).text()
    assert "left over: K♣ (10)" in mine["label"]
    assert theirs["label"] is None and {c["code"] for c in theirs["cards"]} == {"??"}
    assert "Pool 20" in view["info"] and view["match"]["upcard"] == "Kd"


def test_the_sensible_bot_knocks_takes_a_useful_upcard_and_discards_its_worst_card() -> None:
    bot = make_bot(VARIANT, "sensible")
    from pokerrules.core.rng import SeededRandom

    state = stacked(LOW, HIGH, upcard="Kd")
    assert bot.choose(state.view(0), state.legal_actions(), SeededRandom(1)).kind == "knock"
    state = stacked("5s 6s 7s 9d 9c Qh Kc", HIGH, upcard="9h")
    assert bot.choose(state.view(0), state.legal_actions(), SeededRandom(1)).kind == "upcard"
    state.apply(Action("upcard"))
    assert bot.choose(state.view(0), state.legal_actions(), SeededRandom(1)) == \
        Action("discard", card="Kc")


def test_the_judge_lowest_deadwood_and_a_rumino() -> None:
    hands = [parse(LOW), parse(HIGH), parse("5s 6s 7s 9d 9c 9h Kc 4c")]
    (result,) = verdict(VARIANT.resolve_options({}), hands)
    assert result.winners == (0, 2)
    assert result.values[2] is not None and "discarding K♣" in result.values[2].label
    (result,) = verdict(VARIANT.resolve_options({}), [parse(LOW), parse(RUN[:-2] + "Jk")])
    assert result.winners == (1,)
    with pytest.raises(BadCard):
        verdict(VARIANT.resolve_options({}), [parse("5s 6s 7s")])


@pytest.mark.parametrize("seed", [3, 11])
def test_a_whole_game_replays_identically(seed: int) -> None:
    state = VARIANT.new(seed, {}, seats=4)
    play_bots(state, {s: make_bot(VARIANT, "sensible" if s % 2 else "random") for s in range(4)})
    assert state.over
    result = state.result(0)
    assert result is not None and sum(result["net"]) == 0
    again = replay(json.loads(json.dumps(to_json(state))))
    assert again.snapshot() == state.snapshot() and again.view(2) == state.view(2)


def test_the_judge_box_and_two_identical_cards_in_a_group() -> None:
    from pokerrules.lookup.judging import judge

    hands = ["9d 9d 9c 5s 6s 7s 2c", "9h 9s 9c 5h 6h 7h 3c"]
    assert judge("rumino", hands)["parts"][0]["winners"] == [0]
    assert judge("rumino", hands, {"identical": "no"})["parts"][0]["winners"] == [1]
    assert judge("rumino", hands, {"identical": "no"})["text"] == [
        "Lowest deadwood: hand 2 wins with 3 deadwood (Melds: 9♣ 9♥ 9♠ · 5♥ 6♥ 7♥; left over: "
        "3♣ (3))."]
    with pytest.raises(BadCard):
        judge("rumino", ["9d 9d 9d 5s 6s 7s 2c", "9h 9s 9c 5h 6h 7h 3c"])  # three 9♦


def test_a_game_ends_before_it_outgrows_a_saved_history() -> None:
    for made, ends in ((993, False), (994, True)):  # moves made before this turn's
        state = stacked(LOW, HIGH, upcard="Kd", stock="Qh")
        state.points = [Fraction(30), Fraction(20)]
        state.actions.extend([(0, Action("stock"))] * made)
        state.apply(Action("stock"))
        state.apply(Action("discard", card="Qh"))
        # the next turn needs room for a draw, a discard, a knock and a rebuy asked of everyone
        assert state.over == ends
    assert state.net() == [-10, 10]
    assert "1,000 moves" in state.result(0)["lines"][0]


def test_the_remembered_best_arrangement_is_the_one_worked_out_for_any_order_of_the_cards(
) -> None:
    """rules.best remembers its answers by the sorted hand: the same hand in any order gets the
    arrangement arrange() works out for it, for either house rule on identical cards."""
    import random

    from pokerrules.games.rumino.rules import best, meld_rules, rumino_deck, value
    from pokerrules.kits.melds import arrange

    rng = random.Random(7)
    deck = list(rumino_deck())
    for _ in range(60):
        hand = rng.sample(deck, rng.choice((7, 8)))
        for identical in (True, False):
            worked_out = arrange(hand, meld_rules(identical), value)
            assert best(hand, identical) == worked_out
            rng.shuffle(hand)
            assert best(hand, identical) == worked_out

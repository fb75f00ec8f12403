"""Three Fifty Seven: declaring in turn with second chances, points, penalties by turns, the
house rules, the turn limit, who sees which hands, bots, the judge and whole-match histories."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.cards import parse
from pokerrules.core.errors import BadCard, BadOption, CorruptHistory, IllegalAction
from pokerrules.core.rng import SeededRandom
from pokerrules.games.three_fifty_seven import VARIANT, stacked
from pokerrules.games.three_fifty_seven.rules import OPTIONS, ranking_for
from pokerrules.games.three_fifty_seven.state import ThreeFiftySevenState
from pokerrules.lookup.history import replay, to_json
from pokerrules.lookup.judging import judge
from pokerrules.table.agents import make_bot, play_bots

# Seven cards each for four seats; rounds: 3 cards (threes wild), 5 (fives), 7 (sevens).
FOUR = ("Kh Kd 9c 2s 8d Jc 4h",   # seat 1: pair of kings
        "Ah Ad Ac 2d 6s 9h 4d",   # seat 2: three aces
        "Qs Js 8h 2c Tc 6d 4s",   # seat 3: queen high
        "7c 6c 4c Ts 9d Jd Td")   # seat 4: seven high (a flush in three cards)


def declare(state: ThreeFiftySevenState, *moves: str) -> None:
    """``"0:in"``: seat index 0 must be the one to act, and declares in."""
    for move in moves:
        seat, _, kind = move.partition(":")
        assert state.to_act == int(seat), f"expected seat {seat}, not {state.to_act}"
        state.apply(Action(kind))


def everyone_out(state: ThreeFiftySevenState, rounds: int) -> None:
    for _ in range(rounds):
        while True:
            seat, number = state.to_act, (state.turn, state.round)
            assert seat is not None
            state.apply(Action("out"))
            if (state.turn, state.round) != number or state.over:
                break


def test_declaring_from_the_dealers_left_with_second_chances_for_those_before_the_first_in() -> None:
    state = stacked(*FOUR)
    assert state.dealer == 3 and state.to_act == 0
    declare(state, "0:out", "1:out", "2:in", "3:out")
    assert state.queue == [0, 1]  # seat 4 said out after the first in: no second chance
    declare(state, "0:out", "1:in")
    assert state.round == 1 and state.points == [0, 0, 0, 0]
    log = state.view(0)["log"]
    assert "You stay out on a second chance." in log
    assert "Seat 2 declares in on a second chance." in log


def test_one_player_in_scores_a_point_and_no_chips_move() -> None:
    state = stacked(*FOUR)
    before = list(state.stacks)
    declare(state, "0:in", "1:out", "2:out", "3:out")
    assert state.points == [1, 0, 0, 0] and state.stacks == before and state.round == 1
    assert "You score a point, alone in (1 in all)." in state.view(0)["log"]


def test_several_in_the_lowest_pays_each_other_in_the_ante_times_the_turn() -> None:
    state = stacked(*FOUR)
    declare(state, "0:in", "1:in", "2:in", "3:out")
    keys = {s: ranking_for(0).key(state.hands[s][:3]) for s in (0, 1, 2)}
    loser = min(keys, key=keys.__getitem__)
    assert loser == 2 and state.points == [0, 0, 0, 0]
    assert state.stacks == [495 + 5, 495 + 5, 495 - 10, 495]
    assert "Seat 3 has the lowest hand and pays 5 to each of you and seat 2." in state.view(0)["log"]


def test_the_penalty_grows_with_the_turn_and_stops_at_the_maximum() -> None:
    plain, capped = stacked(*FOUR), stacked(*FOUR, max_penalty="4")
    for state in (plain, capped):
        everyone_out(state, 3 * 5)  # five turns where nobody is in
        assert state.turn == 6
    assert plain.rules.penalty(plain.turn, plain.pot) == 30
    assert capped.rules.penalty(capped.turn, capped.pot) == 20
    assert capped.view(0)["match"]["penalty"] == 20
    for state in (plain, capped):
        first, second = state.queue[:2]  # the first two from the dealer's left go in
        low, high = sorted((first, second), key=lambda s: ranking_for(0).key(state.hands[s]))
        owed = state.rules.penalty(state.turn, state.pot)
        before = list(state.stacks)
        for seat in list(state.queue):
            state.apply(Action("in" if seat in (first, second) else "out"))
        moved = [after - then for after, then in zip(state.stacks, before, strict=True)]
        assert moved[low] == -owed and moved[high] == owed and sum(map(abs, moved)) == 2 * owed


def test_tied_lowest_hands_each_pay_the_others_and_a_full_tie_pays_nothing() -> None:
    tied = stacked("Kh 9d 6c", "Kd 9h 6s", "Ah Ad Ac")
    declare(tied, "0:in", "1:in", "2:in")
    assert tied.stacks == [495 - 5, 495 - 5, 495 + 10]
    all_tied = stacked("Kh 9d 6c", "Kd 9h 6s", "Ah Ad Ac")
    declare(all_tied, "0:in", "1:in", "2:out")
    assert all_tied.stacks == [495, 495, 495]
    assert "The hands tie: nobody pays and nobody scores." in all_tied.view(2)["log"]


def test_fractional_points_for_the_best_hand_among_several_in() -> None:
    state = stacked(*FOUR, fraction="1/3")
    declare(state, "0:in", "1:in", "2:out", "3:out")
    assert state.points == [0, Fraction(1, 3), 0, 0]
    assert state.view(1)["match"]["points_text"][1] == "⅓"
    assert "You have the best hand and score ⅓ of a point (⅓ in all)." in state.view(1)["log"]


def test_three_points_at_the_end_of_a_round_take_the_pot() -> None:
    state = stacked(*FOUR)
    for _ in range(3):
        declare(state, "0:in", "1:out", "2:out", "3:out")
    assert state.over and state.points[0] == 3 and state.pot == 0
    result = state.result(0)
    assert result is not None and result["net"] == [15, -5, -5, -5]
    assert result["summary"] == "You win the match with 3 points. You win 15 chips over the match."
    assert result["lines"][0] == ("The match is won by you with 3 points after 1 turn: the pot of 20 "
                                  "goes to you.")
    with pytest.raises(IllegalAction, match="over"):
        state.apply(Action("in"))


def test_declaring_together_keeps_choices_secret_until_all_have_chosen() -> None:
    state = stacked(*FOUR, declare="together")
    assert all(t.secret for t in state.legal_actions())
    declare(state, "0:in", "1:in")
    view = state.view(3)
    assert view["match"]["declared"] == ["chosen", "chosen", None, None]
    assert "in" not in json.dumps(view["match"]["declared"]) and "Seat 1 chooses in secret." in view["log"]
    assert state.view(0)["match"]["declared"][0] == "in"
    declare(state, "2:out", "3:out")  # no second chances when everyone chooses at once
    assert "The choices are shown together: in, seat 1 and seat 2; out, seat 3 and you." in \
        state.view(3)["log"]
    assert state.stacks == [490, 500, 495, 495]


def test_the_lowest_matches_the_pot_and_pays_what_it_has_when_short() -> None:
    state = stacked(*FOUR, loser_pays="pot")
    declare(state, "0:in", "1:in", "2:out", "3:out")
    assert state.pot == 40 and state.stacks[0] == 475
    short = stacked(*FOUR, loser_pays="pot", stacks=(12, 500, 500, 500))
    declare(short, "0:in", "1:in", "2:out", "3:out")
    assert short.stacks[0] == 0 and short.pot == 27
    assert ("You have the lowest hand and put 7 into the pot (all the chips left; 20 was owed); the "
            "pot is now 27.") in short.view(0)["log"]
    # With no chips left the player stays out, and leaves the match at the next ante.
    assert 0 not in short.queue and short.declared[0] is False
    everyone_out(short, 2)
    assert short.playing[0] is False and short.turn == 2 and 0 not in short.in_turn


def test_a_short_loser_pays_what_it_has_split_among_the_others() -> None:
    state = stacked(*FOUR, stacks=(500, 500, 12, 500))
    declare(state, "0:in", "1:in", "2:in", "3:out")
    assert state.stacks == [499, 498, 0, 495]
    assert "Seat 3 has the lowest hand but only 7 chips of the 10 owed, and pays 4 to you and " \
           "3 to seat 2." in state.view(0)["log"]


@pytest.mark.parametrize(("at_cap", "stacks"), [("most-points", [650, 450, 450, 450]),
                                                ("returned", [500, 500, 500, 500])])
def test_the_turn_limit_ends_the_match(at_cap: str, stacks: list[int]) -> None:
    state = stacked(*FOUR, turn_cap="10", at_cap=at_cap)
    declare(state, "0:in", "1:out", "2:out", "3:out")  # seat 1: one point
    declare(state, "0:out", "1:out", "2:out", "3:in", "0:out", "1:out", "2:out")  # seat 4: a point
    declare(state, "0:in", "1:out", "2:out", "3:out")  # seat 1: two points
    everyone_out(state, 3 * 9)
    assert state.over and state.turn == 10 and state.pot == 0
    assert state.stacks == stacks and sum(state.stacks) == 2000
    assert "The turn limit of 10 turns is reached" in state.result(0)["lines"][0]  # type: ignore[index]


def test_the_deal_passes_left_and_skips_a_player_out_of_the_match() -> None:
    state = stacked(*FOUR, stacks=(500, 500, 500, 5))
    dealers = [state.dealer]
    for _ in range(3):
        everyone_out(state, 3)
        dealers.append(state.dealer)
    assert dealers == [3, 0, 1, 2]
    assert state.playing == [True, True, True, False]
    assert state.from_left() == [0, 1, 2]
    everyone_out(state, 3)
    assert state.dealer == 0  # seat 4 is out: the deal passes from seat 3 to seat 1


def test_each_deal_has_its_own_seeded_deck() -> None:
    one, two = VARIANT.new(5, seats=3), VARIANT.new(5, seats=3)
    decks = [one.deal_deck(n) for n in (1, 2, 3)]
    assert decks[0] == one.table.deck and len(set(decks)) == 3
    assert all(sorted(d) == sorted(decks[0]) for d in decks)
    assert [two.deal_deck(n) for n in (1, 2, 3)] == decks
    assert VARIANT.new(6, seats=3).deal_deck(2) != decks[1]
    everyone_out(one, 3)
    assert one.turn == 2 and one.deck == decks[1]
    assert {c for h in one.hands for c in h} == set(decks[1][:9])
    assert [h[0] for h in one.hands] == [decks[1][2], decks[1][0], decks[1][1]]  # from seat 2


def test_players_in_see_each_others_hands_and_players_out_do_not() -> None:
    state = stacked(*FOUR)
    declare(state, "0:in", "1:in", "2:out", "3:out")
    seat2 = set(parse(FOUR[1])[:3])
    assert seat2 <= state.seen[0] and not seat2 & state.hidden_from(0)
    assert seat2 <= state.hidden_from(2)
    ins_view, outs_view = state.view(0), state.view(2)
    assert [c["code"] for c in ins_view["hands"][1]["cards"][:3]] == [c.code for c in parse(FOUR[1])[:3]]
    assert ins_view["hands"][1]["cards"][3]["code"] == "??"  # round 2's cards are not seen yet
    text = json.dumps(outs_view, ensure_ascii=False)
    assert all(f'"code": "{c.code}"' not in text and c.short not in text for c in seat2)
    assert "Seat 2 shows three aces." in ins_view["log"]
    assert "The players in, you and seat 2, compare hands" not in " ".join(ins_view["log"])
    assert "The players in, seat 1 and seat 2, compare hands; only they see them." in outs_view["log"]
    assert "Seat 2 shows three aces." not in outs_view["log"]


def test_illegal_moves_are_refused_and_change_nothing() -> None:
    state = stacked(*FOUR)
    before = state.snapshot()
    for bad in ({"kind": "bet", "amount": 5}, {"kind": "in", "amount": 3}, {"kind": "fold"},
                {"kind": "in", "card": "As"}, "in", None):
        with pytest.raises(IllegalAction):
            state.apply(Action.from_json(bad))
        assert state.snapshot() == before


def test_a_bankroll_below_the_ante_is_refused() -> None:
    with pytest.raises(BadOption, match="fewer than the ante of 10"):
        VARIANT.new(1, {"ante": "10"}, seats=2, stacks=[500, 9])


def _every_option_choice() -> list[dict[str, str]]:
    return [{spec.name: choice.value} for spec in OPTIONS for choice in spec.choices]


@pytest.mark.parametrize("options", _every_option_choice(), ids=lambda o: "-".join(*o.items()))
def test_a_whole_match_replays_to_the_same_state_under_every_option(options: dict[str, str]) -> None:
    state = VARIANT.new(11, options, seats=4)
    bots = {s: make_bot(VARIANT, "sensible" if s % 2 else "random") for s in range(4)}
    play_bots(state, bots)
    assert state.over and len(state.actions) > 0
    again = replay(json.loads(json.dumps(to_json(state))))
    assert again.snapshot() == state.snapshot() and again.view(2) == state.view(2)


def test_a_tampered_history_is_refused() -> None:
    state = VARIANT.new(3, seats=3)
    play_bots(state, {s: make_bot(VARIANT) for s in range(3)})
    history = to_json(state)
    history["actions"][0]["kind"] = "fold"
    with pytest.raises(CorruptHistory):
        replay(history)
    history = to_json(state)
    history["actions"].append({"seat": 0, "kind": "in"})
    with pytest.raises(CorruptHistory, match="over"):
        replay(history)


def test_the_bot_goes_in_when_nobody_else_can_and_stays_out_weak_against_a_shown_monster() -> None:
    bot = make_bot(VARIANT)
    state = stacked(*FOUR)
    declare(state, "0:out", "1:out", "2:out")
    assert bot.choose(state.view(3), state.legal_actions(), SeededRandom(1)) == Action("in")
    state = stacked("2c 4d 6h 8s 9c Jd Kh", "3s 3h 3d Ac Ad Ah As", "Qs Js 8h 2d Tc 6d 4s")
    declare(state, "0:in", "1:in", "2:out")  # seat 1 sees seat 2's three threes
    assert state.round == 1 and state.to_act == 0
    assert bot.choose(state.view(0), state.legal_actions(), SeededRandom(2)) == Action("out")


def test_the_judge_names_the_best_and_the_lowest_hand_by_the_round() -> None:
    verdict = judge("three-fifty-seven", ["3s Kd Kh", "Ah Qh Jh", "9c 6d 2s"])
    assert [p["winners"] for p in verdict["parts"]] == [[0], [2]]
    assert verdict["parts"][0]["hands"][0] == "Three kings"
    poker = judge("three-fifty-seven", ["3s Kd Kh", "Ah Qh 2h"], {"three_cards": "poker"})
    assert poker["parts"][0]["winners"] == [1]
    sevens = judge("three-fifty-seven", ["7s 7d Kd Kh Kc 2s 4d", "Ah Ad Ac As 2d 3d 4s"])
    assert sevens["parts"][0]["hands"][0].startswith("Five of a kind")
    with pytest.raises(BadCard, match="same number of cards"):
        judge("three-fifty-seven", ["3s Kd Kh", "Ah Qh Jh 2c"])

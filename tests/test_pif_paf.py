"""Pif Paf: melds, betting, going out, claims out of turn, the stock, the judge and the match."""

from collections import Counter

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.cards import parse
from pokerrules.core.errors import BadCard, IllegalAction
from pokerrules.core.rng import SeededRandom
from pokerrules.games.pif_paf import VARIANT, stacked
from pokerrules.games.pif_paf.bots import MeldBot
from pokerrules.games.pif_paf.rules import claim_outs, meld_rules, outs
from pokerrules.kits.melds import is_meld
from pokerrules.lookup.history import replay, to_json
from pokerrules.lookup.judging import judge
from pokerrules.table.agents import bot_step, make_bot

SEAT1 = "As 2s 3s 7h 7d 7c Jd Qd 5c"  # needs Kd or Td
SEAT2 = "3h 4h 9c 9d 9s Kc Kd Kh 8c"  # needs 2h or 5h
SEAT3 = "5d 8d Jh Qh 2c 4s 6d Tc Ac"


def checked_round(game) -> None:  # type: ignore[no-untyped-def]
    for _ in range(len(game.active)):
        game.apply(Action("check"))


def test_the_deck_is_two_decks_without_jokers() -> None:
    deck = VARIANT.deck()
    assert len(deck) == 104 and set(Counter(deck).values()) == {2}
    assert all(card.rank for card in deck)


@pytest.mark.parametrize(("group", "three_suits", "any_suits"), [
    ("Qs Qh Qd", True, True), ("Qs Qh Qd Qd", True, True),
    ("Qs Qd Qd", False, True), ("Qs Qh Qd Qc", False, True),
])
def test_groups_need_exactly_three_suits_unless_the_table_allows_any(
        group: str, three_suits: bool, any_suits: bool) -> None:
    assert (is_meld(parse(group), meld_rules({})) is not None) is three_suits
    assert (is_meld(parse(group), meld_rules({"groups": "any-suits"})) is not None) is any_suits


def test_aces_are_low_and_q_k_a_is_an_option() -> None:
    assert is_meld(parse("As 2s 3s"), meld_rules({})) is not None
    assert is_meld(parse("Qs Ks As"), meld_rules({})) is None
    assert is_meld(parse("Qs Ks As"), meld_rules({"ace_high": "yes"})) is not None


def test_everyone_antes_and_no_bet_goes_over_the_ante_times_the_players() -> None:
    game = VARIANT.new(3, {"ante": "5"}, seats=4)
    assert game.pot == 20 and all(len(game.hands[s]) == 9 for s in range(4))
    bet = next(t for t in game.legal_actions() if t.kind == "bet")
    assert (bet.low, bet.high) == (5, 20)
    game.apply(Action("bet", 20))
    raise_ = next(t for t in game.legal_actions() if t.kind == "raise")
    assert raise_.high == 20
    with pytest.raises(IllegalAction):
        game.apply(Action("raise", 21))


def test_the_last_player_left_takes_the_pot_and_deals_next() -> None:
    game = stacked(SEAT1, SEAT2, SEAT3)
    game.apply(Action("bet", 2))
    game.apply(Action("fold"))
    game.apply(Action("fold"))
    assert game.stacks == [204 - 2, 198 - 2, 198 - 2] and game.points[0] == 1  # deal 2 anted
    assert game.turn == 2 and game.dealer == 0


def test_going_out_on_your_turn_takes_the_pot() -> None:
    game = stacked(SEAT1, SEAT2, SEAT3, stock="Kd 2h")
    checked_round(game)
    assert [t.kind for t in game.legal_actions()] == ["draw"]  # the first player draws the stock
    game.apply(Action("draw"))
    out = game.legal_actions()[0]
    assert out.kind == "out" and out.cards == ("5c",)
    game.apply(Action("out", card="5c"))
    assert game.stacks == [202, 196, 196] and game.dealer == 0 and game.turn == 2
    assert "Melds: 7♣ 7♦ 7♥ · J♦ Q♦ K♦ · A♠ 2♠ 3♠" in " ".join(game.view(1)["log"])


def test_a_discard_goes_at_once_to_the_first_player_on_the_left_who_can_go_out() -> None:
    # seats 2 and 3 could both go out with 2♥; seat 1 throws it, so seat 2 claims it at once
    game = stacked(SEAT1, SEAT2, "2d 2c 5d 6d 7d 8s 9s Ts Jc", stock="2h")
    checked_round(game)
    game.apply(Action("draw"))
    game.apply(Action("discard", card="2h"))
    assert game.to_act == 1 and game.phase == "claim-out"
    assert game.view(0)["log"][-2:] == ["You discard 2♥.", "Seat 2 claims 2♥ out of turn."]
    assert game.view(0)["prompt"] == "Waiting for seat 2."
    assert game.view(1)["prompt"].startswith("You have claimed 2♥ out of turn")
    shown = [(c["code"], c["up"]) for c in game.view(0)["hands"][1]["cards"]]
    assert sorted(shown) == [("2h", True)] + [("??", False)] * 9  # everyone saw 2♥ taken
    assert [t.kind for t in game.legal_actions()] == ["out"]
    assert game.legal_actions()[0].cards == ("8c",)  # 2♥ completes 2♥ 3♥ 4♥: it stays
    game.apply(Action("out", card="8c"))
    assert game.stacks == [196, 202, 196] and game.dealer == 1
    game = stacked(SEAT1, SEAT3, "2d 2c 5d 6d 7d 8s 9s Ts Jc", stock="2h")
    checked_round(game)
    game.apply(Action("draw"))
    game.apply(Action("discard", card="2h"))
    assert game.to_act == 2 and game.view(0)["log"][-1] == "Seat 3 claims 2♥ out of turn."


def test_a_discard_nobody_can_use_gives_the_turn_to_the_player_after_the_discarder() -> None:
    game = stacked(SEAT1, SEAT3, SEAT3, stock="2h")
    checked_round(game)
    game.apply(Action("draw"))
    game.apply(Action("discard", card="2h"))
    assert game.to_act == 1 and game.phase == "draw"
    assert [t.kind for t in game.legal_actions()] == ["draw", "take"]
    game.apply(Action("take"))
    assert "2h" not in (game.legal_actions()[0].cards or ())  # not thrown straight back


@pytest.mark.parametrize("kind", ["claim", "pass"])
def test_claiming_or_passing_is_no_move_any_more_and_says_why(kind: str) -> None:
    game = stacked(SEAT1, SEAT2, SEAT3)
    before = game.snapshot()
    with pytest.raises(IllegalAction, match="claimed at once.*saved before this change"):
        game.apply(Action(kind))
    assert game.snapshot() == before


def test_claims_need_the_card_in_a_meld() -> None:
    rules = meld_rules({})
    complete = parse("As 2s 3s 7h 7d 7c Jd Qd Kd")
    assert claim_outs(complete, parse("5c")[0], rules) == {}
    assert set(claim_outs(parse(SEAT1), parse("Kd")[0], rules)) == set(parse("5c"))
    assert set(outs(parse(SEAT1 + " Td"), rules)) == set(parse("5c"))


def test_illegal_moves_are_refused_and_change_nothing() -> None:
    game = stacked(SEAT1, SEAT2, SEAT3, stock="2h")
    for bad in (Action("take"), Action("bet", 100), Action("draw")):
        before = game.snapshot()
        with pytest.raises(IllegalAction):
            game.apply(bad)
        assert game.snapshot() == before
    checked_round(game)
    game.apply(Action("draw"))
    for bad in (Action("discard", card="Kh"), Action("out", card="5c"), Action("take")):
        before = game.snapshot()
        with pytest.raises(IllegalAction):
            game.apply(bad)
        assert game.snapshot() == before


def test_the_discard_pile_is_turned_over_unshuffled_and_then_the_deal_is_dead() -> None:
    game = stacked(SEAT1, SEAT2, SEAT3, stock="2h", turnovers="1")
    checked_round(game)
    game.stock = game.stock[:1]  # a stock of one card: it runs out at once
    game.apply(Action("draw"))
    game.apply(Action("discard", card="5c"))  # nobody can claim 5c
    assert game.stock == [] and game.discards == list(parse("5c"))  # seen on the pile first
    assert [t.label for t in game.legal_actions()] == ["Turn the discard pile over and draw"]
    assert game.view(1)["prompt"].startswith("Your turn: the stock is empty")
    game.apply(Action("draw"))
    assert game.turned == 1 and game.hands[1][-1] == parse("5c")[0] and game.stock == []
    assert "turned over" in game.view(0)["log"][-2]
    game.apply(Action("discard", card="5c"))  # the stock is out again, with no turn-over left
    assert game.turn == 2 and game.stacks == [200 - 2, 200 - 2, 200 - 2]  # antes of deal 2 only
    assert "no winner" in " ".join(game.view(0)["log"])


def test_the_hand_label_is_the_solvers_arrangement() -> None:
    game = stacked(SEAT1, SEAT2, SEAT3)
    assert game.view(0)["hands"][0]["label"].startswith("Melds: 7♣ 7♦ 7♥ · A♠ 2♠ 3♠")
    assert game.view(0)["hands"][1]["label"] is None


def test_the_judge_names_every_hand_that_goes_out() -> None:
    result = judge("pif-paf", ["Qs Qh Qc Qc 4c 5c 6c 7c 8c", "Js Jh Jc Jc 4h 5h 6h 7h 9h",
                               SEAT1 + " Kd"])
    assert result["parts"][0]["winners"] == [0, 2]
    assert result["parts"][0]["hands"][2].startswith("Discard 5♣")
    assert judge("pif-paf", ["Js Jc Jc 4h 5h 6h 7h 8h 9h"])["parts"][0]["winners"] == []
    assert judge("pif-paf", ["Js Jc Jc 4h 5h 6h 7h 8h 9h"],
                 {"groups": "any-suits"})["parts"][0]["winners"] == [0]
    with pytest.raises(BadCard):
        judge("pif-paf", ["Js Jc Jc 4h 5h 6h 7h 8h"])


def test_the_sensible_bot_goes_out_and_goes_out_after_a_claim() -> None:
    game = stacked(SEAT1, SEAT2, SEAT3, stock="Kd")
    checked_round(game)
    game.apply(Action("draw"))
    bot, rng = MeldBot(), SeededRandom(1)
    assert bot.choose(game.view(0), game.legal_actions(), rng) == Action("out", card="5c")
    game = stacked(SEAT1, SEAT2, SEAT3, stock="2h")
    checked_round(game)
    game.apply(Action("draw"))
    move = bot.choose(game.view(0), game.legal_actions(), rng)
    assert move.kind == "discard" and move.card in ("2h", "5c")  # keeps its melds and J♦ Q♦
    game.apply(Action("discard", card="2h"))  # seat 2 claims it at once
    assert bot.choose(game.view(1), game.legal_actions(), rng) == Action("out", card="8c")


@pytest.mark.parametrize("seed", [1, 2])
def test_a_whole_match_of_bots_replays_identically(seed: int) -> None:
    game = VARIANT.new(seed, seats=4)
    bots = [make_bot(VARIANT, "sensible") for _ in range(4)]
    chips = sum(game.stacks) + game.pot
    while not game.is_over:
        bot_step(game, bots[game.to_act])
        assert sum(game.stacks) + game.pot == chips
    assert game.turn == 3 and sum(game.result()["net"]) == 0
    again = replay(to_json(game))
    assert again.snapshot() == game.snapshot()

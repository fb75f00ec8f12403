"""3-Card Triple Replace: paid replacement of several cards, its options, side pots with the
price of cards in them, the bot's replacements, and the wild-card counts against brute force."""

from __future__ import annotations

from collections import Counter
from itertools import combinations, product

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.cards import Card, standard_deck
from pokerrules.core.errors import IllegalAction
from pokerrules.core.rng import SeededRandom
from pokerrules.lookup.judging import judge
from pokerrules.lookup.registry import get
from pokerrules.steps import Bet, Replace
from pokerrules.table.betting import Pot, side_pots
from tests.helpers import play, stacked_step_game

GAME = "three-card-triple-replace"
# seat 0: 7c down, 2s 5d up; seat 1: Kh, Ks Qd; seat 2: 4h, 9c 9s; then the replacements
DEAL = "7c Kh 4h 2s Ks 9c 5d Qd 9s 7d Jh Kd 7h 9h"


def check_round(state) -> None:  # type: ignore[no-untyped-def]
    while not state.is_over and isinstance(state.step, Bet):
        state.apply(Action("check"))


def test_a_hand_replacing_and_paying_into_one_pot() -> None:
    state = stacked_step_game(GAME, DEAL, seats=3, stack=200)
    assert state.to_act == 2, "the pair of nines showing opens"
    play(state, "2:bet 2", "0:call", "1:call")
    assert isinstance(state.step, Replace) and state.to_act == 0
    offer = state.legal_actions()[0]
    assert (offer.kind, offer.pick, offer.label) == ("replace", (1, 2), "Replace (2 chips a card)")
    with pytest.raises(IllegalAction):
        state.apply(Action("replace", cards=("7c", "2s", "5d")))  # three is too many
    before = state.players[0].stack
    state.apply(Action("replace", cards=("2s", "5d")))
    assert [(c.code, up) for c, up in state.players[0].cards] == [("7c", False), ("7d", True), ("Jh", True)]
    assert state.players[0].stack == before - 4 and state.pot == 9 + 4
    state.apply(Action("replace", cards=("Qd",)))
    play(state, "2:keep")
    assert state.to_act == 1, "the pair of kings showing opens the second round"
    assert state.view(0)["log"][-3:] == ["You replace 2♠ for 7♦ and 5♦ for J♥, paying 4.",
                                         "Seat 2 replaces Q♦ for K♦, paying 2.",
                                         "Seat 3 keeps their cards."]
    play(state, "1:bet 2", "2:call", "0:call")
    state.apply(Action("replace", cards=("Jh",)))
    play(state, "keep")
    state.apply(Action("replace", cards=("4h",)))
    assert state.view(0)["log"][-1] == "Seat 3 replaces a face-down card, paying 2."
    assert "4♥" not in " ".join(state.view(1)["log"])
    assert state.view(2)["log"][-1] == "You replace 4♥ (face down) for 9♥, paying 2."
    check_round(state)
    offer = state.legal_actions()[0]
    assert offer.pick is None and offer.cards == ("7c", "7d", "7h"), "one card only in round three"
    play(state, "keep", "keep", "keep")
    check_round(state)
    assert state.is_over and [p.put_in for p in state.players] == [11, 7, 7]
    assert state.payouts == {1: 25}, "the price of cards is in the one pot everyone called"
    assert state.showdown_lines == ["The pot (25): Seat 2 with three kings takes it all (high)."]


def test_side_pots_limit_only_the_players_all_in() -> None:
    # without all_in, every live player is limited by what it put in, as before
    assert side_pots([11, 7, 7], [True] * 3) == [Pot(21, (0, 1, 2)), Pot(4, (0,))]
    assert side_pots([11, 7, 7], [True] * 3, [False] * 3) == [Pot(25, (0, 1, 2))]
    # seat 0 is all in at 11; seat 1 bought fewer cards than seat 2 but called every bet
    assert side_pots([11, 7, 20], [True] * 3, [True, False, False]) == [
        Pot(29, (0, 1, 2)), Pot(9, (1, 2))]
    # an uncalled excess still comes back when everyone left is all in
    assert side_pots([5, 9], [True, True], [True, True]) == [Pot(10, (0, 1)), Pot(4, (1,))]


def test_an_all_in_player_who_paid_for_cards_wins_only_the_main_pot() -> None:
    # seat 1 has 5 chips: ante 1, buys a king for 2 (three kings), then bets its last 2
    state = stacked_step_game(GAME, "7c Kh 4h 2s Ks 9c 5d Qd 9s Kd", seats=3, stacks=(200, 5, 200))
    check_round(state)
    play(state, "0:keep")
    state.apply(Action("replace", cards=("Qd",)))
    play(state, "2:keep", "1:bet 2", "2:raise 2", "0:call")
    assert state.players[1].all_in and state.players[1].put_in == 5
    play(state, "0:keep")
    assert [t.kind for t in state.legal_actions()] == ["keep"], "no chips left to buy a card"
    play(state, "1:keep", "2:keep", "2:check", "0:bet 2", "2:call", "keep", "keep", "keep")
    check_round(state)
    assert state.is_over
    # the main pot is 5 from each: seat 1's price for its card counts like its bets
    assert state.payouts == {1: 15, 2: 4}
    assert state.showdown_lines[1] == ("Side pot 1 (4): Seat 3 with pair of nines, four kicker "
                                       "takes it all (high).")


def test_a_player_replaces_only_what_they_can_pay_for() -> None:
    # seat 1: 4 chips (3 after the ante) pays for one card; seat 2: 2 chips (1 left) for none
    state = stacked_step_game(GAME, DEAL, seats=3, stacks=(200, 4, 2))
    check_round(state)
    play(state, "0:keep")
    offer = state.legal_actions()[0]
    assert offer.pick == (1, 1)
    assert state.view(1)["prompt"].startswith("Replace one of your cards (2 chips a card")
    with pytest.raises(IllegalAction):
        state.apply(Action("replace", cards=("Qd", "Kh")))
    state.apply(Action("replace", cards=("Qd",)))
    assert [t.kind for t in state.legal_actions()] == ["keep"]
    assert state.view(2)["prompt"] == "You must keep your cards: you cannot pay for a card."
    before = state.snapshot()
    with pytest.raises(IllegalAction):
        state.apply(Action("replace", cards=("4h",)))
    assert state.snapshot() == before


def test_when_the_deck_runs_out_only_the_cards_left_can_be_bought() -> None:
    state = stacked_step_game(GAME, "2c", seats=8, limits="two-each")
    for _ in range(2):  # 24 dealt and 16 replaced in round one; 12 left for round two
        check_round(state)
        for _ in range(8):
            if not state.cards_left():
                break
            held = [c.code for c in state.players[state.to_act].held]
            state.apply(Action("replace", cards=tuple(held[:state.legal_actions()[0].pick[1]])))
    assert state.cards_left() == 0 and state.to_act == 6, "six players took the last twelve"
    assert [t.kind for t in state.legal_actions()] == ["keep"]
    assert state.view(6)["prompt"] == "You must keep your cards: the deck is empty."
    assert Counter(state.all_cards()) == Counter(standard_deck())


@pytest.mark.parametrize(("value", "prices"), [("flat", [2, 2, 2]), ("steps", [2, 4, 6]),
                                               ("double", [2, 4, 8])])
def test_the_price_of_a_card_by_round(value: str, prices: list[int]) -> None:
    state = stacked_step_game(GAME, DEAL, seats=3, cost=value)
    seen = []
    while not state.is_over:
        check_round(state)
        if isinstance(state.step, Replace):
            seen.append(state.view(0)["replace"]["price"])
            play(state, "keep", "keep", "keep")
    assert seen == prices


@pytest.mark.parametrize(("value", "most"), [("two-two-one", [2, 2, 1]), ("two-each", [2, 2, 2]),
                                             ("one-each", [1, 1, 1])])
def test_how_many_cards_by_round(value: str, most: list[int]) -> None:
    from pokerrules.games.triple_replace import RULES, TRIPLE_REPLACE
    from pokerrules.steps.variant import effective_spec

    options = get(GAME).resolve_options({"limits": value})
    steps = [s for s in effective_spec(TRIPLE_REPLACE, RULES, options).steps if isinstance(s, Replace)]
    assert [s.most for s in steps] == most


@pytest.mark.parametrize(("value", "down", "up"), [("one-down", 1, 2), ("two-down", 2, 1),
                                                   ("all-down", 3, 0)])
def test_the_deal(value: str, down: int, up: int) -> None:
    state = stacked_step_game(GAME, DEAL, seats=3, deal=value)
    assert all((len(p.down), len(p.up)) == (down, up) for p in state.players)
    if value == "all-down":
        assert state.to_act == 0, "nothing showing: the player left of the dealer opens"


def test_a_replaced_card_keeps_its_face() -> None:
    state = stacked_step_game(GAME, DEAL, seats=3, deal="two-down")
    check_round(state)
    # seat 0 holds 7c 2s face down and 5d face up: it replaces one of each
    state.apply(Action("replace", cards=("2s", "5d")))
    assert [(c.code, up) for c, up in state.players[0].cards] == [("7c", False), ("7d", False), ("Jh", True)]
    assert state.view(1)["log"][-1] == "Seat 1 replaces 5♦ for J♥ and a face-down card, paying 4."


def test_the_order_of_three_of_a_kind_and_a_straight_flush() -> None:
    hands = ["As Ad Ac", "Qh Kh Ah"]
    assert judge(GAME, hands)["parts"][0]["winners"] == [0]
    assert judge(GAME, hands, {"trips": "below"})["parts"][0]["winners"] == [1]
    low = judge(GAME, hands, {"pot": "low"})
    assert judge(GAME, hands, {"trips": "below", "pot": "low"})["text"] == low["text"]


def test_low_only_and_high_low_name_their_parts() -> None:
    hands = ["Ac 2d 3h", "Kh Ks 4c"]
    low = judge(GAME, hands, {"pot": "low"})
    assert [p["part"] for p in low["parts"]] == ["low"] and low["parts"][0]["winners"] == [0]
    assert low["text"] == ["Low: hand 1 wins with three-two low (3-2-A)."]
    split = judge(GAME, ["Ac 2d 5h", "Kh Ks 4c"], {"pot": "high-low"})
    assert [(p["part"], p["winners"]) for p in split["parts"]] == [("high", [1]), ("low", [0])]
    # seat 0: Kh | Ks 4c; seat 1: Ac | 2d 3h; seat 2: Qc | Jd Jh. The lowest showing opens.
    state = stacked_step_game(GAME, "Kh Ac Qc Ks 2d Jd 4c 3h Jh", seats=3, pot="low")
    assert state.to_act == 1
    assert stacked_step_game(GAME, "Kh Ac Qc Ks 2d Jd 4c 3h Jh", seats=3).to_act == 2
    while not state.is_over:
        kinds = [t.kind for t in state.legal_actions()]
        state.apply(Action("keep") if "keep" in kinds else Action("check"))
    assert state.showdown_lines == ["The pot (3): Seat 2 with three-two low (3-2-A) takes it all (low)."]


def test_a_wild_rank_is_marked_and_plays() -> None:
    state = stacked_step_game(GAME, "3c Kh 4h 2s Ks 9c 5d Qd 9s", seats=3, wild="deuces")
    assert [c.get("wild", False) for c in state.view(0)["hands"][0]["cards"]] == [False, True, False]
    result = judge(GAME, ["2s 2d 9h", "Qh Kh Ah"], {"wild": "deuces"})
    assert result["parts"][0]["winners"] == [0] and "three nines" in result["text"][0]


# -- the wild-card counts, against an independent brute force ----------------------------------

ORDER = ("High card", "Pair", "Flush", "Straight", "Three of a kind", "Straight flush")


def _category(cards: list[Card]) -> int:
    """Three Card Poker's category (an index into ORDER) of three natural cards."""
    high, mid, low = sorted((c.rank for c in cards), reverse=True)
    suited = len({c.suit for c in cards}) == 1
    if high == low:
        return 4
    if high == mid or mid == low:
        return 1
    if high - low == 2 or (high, mid, low) == (14, 3, 2):
        return 5 if suited else 3
    return 2 if suited else 0


def test_with_threes_wild_a_straight_flush_is_commoner_than_three_of_a_kind() -> None:
    from pokerrules.rankings.three_card import ThreeCardCategory

    variant = get(GAME)
    [(_, ranking)] = variant.showdown_parts(variant.resolve_options({"wild": "threes", "trips": "below"}))
    deck = standard_deck()
    package = Counter(ThreeCardCategory(ranking.key(h) >> 12).title for h in combinations(deck, 3))
    brute: Counter[str] = Counter()
    for hand in combinations(deck, 3):
        naturals = [c for c in hand if c.rank != 3]
        best = max(_category(naturals + list(stand_ins))
                   for stand_ins in product(deck, repeat=3 - len(naturals)))
        brute[ORDER[best]] += 1
    assert package == brute
    assert sum(brute.values()) == 22100
    assert brute["Straight flush"] > brute["Three of a kind"]


# -- the bot ----------------------------------------------------------------------------------

def _bot_choice(deal: str, stacks: tuple[int, ...] = (100, 100, 100), **options: str) -> list[set[str]]:
    """What the bot at seat 0 replaces in the first replacement round, over a few seeds."""
    state = stacked_step_game(GAME, deal, seats=3, stacks=stacks, **options)
    check_round(state)
    step, view, legal = state.step, state.view(0), state.legal_actions()
    assert isinstance(step, Replace)
    out = []
    for seed in range(3):
        move = step.bot_move(state.spec.opening_ranking(), view, legal, SeededRandom(seed))
        assert move is not None
        state_copy = stacked_step_game(GAME, deal, seats=3, stacks=stacks, **options)
        check_round(state_copy)
        state_copy.apply(move)  # always a legal move
        out.append(set(move.cards or ((move.card,) if move.card else ())))
    return out


def test_the_bot_keeps_three_of_a_kind_and_throws_low_odd_cards() -> None:
    assert _bot_choice("9c 2h 3h 9s 4c 5c 9h 6d 7d") == [set()] * 3
    assert all(choice == {"2c"} for choice in _bot_choice("As 2h 3h Kd 4c 5c 2c 6d 7d"))
    assert all(len(choice) == 2 for choice in _bot_choice("2c 2h 3h 5h 4c 5c 9d 6d 7d"))


def test_the_bot_keeps_low_cards_in_a_low_game_and_wild_cards_when_wild() -> None:
    assert all(choice == {"Kh"} for choice in _bot_choice("Ac 2h 3h 2d 4c 5c Kh 6d 7d", pot="low"))
    assert all("3c" not in choice and choice for choice in
               _bot_choice("3c 2h 4h Qd 4c 5c 5h 6d 7d", wild="threes"))


def test_the_bot_buys_no_more_than_it_can_pay_for() -> None:
    for choice in _bot_choice("2c 2h 3h 5h 4c 5c 9d 6d 7d", stacks=(4, 100, 100)):
        assert len(choice) == 1


# -- the old one-card, free Replace (7/27 with Replace) is unchanged ----------------------------

def test_free_one_card_replace_keeps_its_moves_and_words() -> None:
    state = stacked_step_game("seven-twenty-seven-with-replace", "2c 3c 4c 5c", seats=2)
    assert isinstance(state.step, Replace) and state.step == Replace()
    offer = state.legal_actions()[0]
    assert (offer.label, offer.pick, offer.cards) == ("Replace", None, ("2c", "4c"))
    assert state.view(0)["prompt"] == "Replace one of your cards, or keep them all?"
    state.apply(Action("replace", card="4c"))
    assert state.view(1)["log"][-1].startswith("Seat 1 replaces 4♣ for ")
    assert "paying" not in state.view(0)["log"][-1]
    state.apply(Action("replace", card="3c"))
    assert state.view(0)["log"][-1] == "Seat 2 replaces a face-down card."

"""Night Chaos: cards dealt blind, a starting card, turning until you beat it, Chaos's wild cards,
the fee, the end of the game, and the house rules, on stacked decks."""

from __future__ import annotations

import json

import pytest

from pokerrules.cli.terminal import _card_text
from pokerrules.core.actions import Action
from pokerrules.core.cards import parse
from pokerrules.core.errors import IllegalAction
from pokerrules.core.rng import SeededRandom
from pokerrules.games.chaos.chaos import deck_for
from pokerrules.lookup.history import replay, to_json
from pokerrules.lookup.judging import judge
from pokerrules.lookup.registry import get
from pokerrules.steps.machine import StepGameState
from pokerrules.table.agents import bot_step, make_bot
from pokerrules.table.state import Table

# Three seats, seven cards each (card 1 first), then the starting card. Seat 1 makes a pair of
# sevens with its first two cards; seat 2 a pair of kings with its first two; seat 3 never beats
# the kings.
SEAT1 = "7c 7d 2h 3h 4s 5d 9c"
SEAT2 = "Kc Kd Qs 2c 3c 4c 6d"
SEAT3 = "Ac 8s 8h 2d 3d 4d 6s"


def stacked(hands: list[str], start: str, **options: str) -> StepGameState:
    """A Night Chaos hand dealing ``hands`` (seven cards a seat, in the order of their places),
    then turning up ``start``."""
    variant = get("night-chaos")
    resolved = variant.resolve_options(options)
    cards = [parse(hand) for hand in hands]
    top = [cards[seat][i] for i in range(7) for seat in range(len(hands))] + list(parse(start))
    rest = list(deck_for(resolved))
    for card in top:
        rest.remove(card)
    state = variant.start(Table("night-chaos", resolved, 0, (100,) * len(hands), tuple(top + rest)))
    assert isinstance(state, StepGameState)
    return state


def default(**options: str) -> StepGameState:
    return stacked([SEAT1, SEAT2, SEAT3], "Ks", **options)


ALL = tuple(f"turn-{n}" for n in range(1, 8))
#: Seat 1 and seat 2 take the lead in turn; seat 3 turns every card and beats nothing.
OPENING = ("turn-1", "turn-2", "check", "turn-1", "turn-2", "check", *ALL)


def kinds(state: StepGameState) -> list[str]:
    return [t.kind for t in state.legal_actions()]


def play(state: StepGameState, *moves: str) -> None:
    for move in moves:
        kind, _, amount = move.partition(" ")
        state.apply(Action(kind, int(amount) if amount else None))


def wild(state: StepGameState, code: str) -> bool:
    return state.spec.opening_ranking().is_wild(parse(code)[0])


def test_the_owner_cannot_see_their_own_cards_and_nothing_leaks() -> None:
    state = default()
    mine = state.view(0)["hands"][0]
    assert [c["code"] for c in mine["cards"]] == ["??"] * 7
    assert all(c["unseen"] is True and c["up"] is False for c in mine["cards"])
    assert mine["label"] is None
    assert set(parse(SEAT1)) <= state.hidden_from(0)
    text = json.dumps(state.view(0), ensure_ascii=False)
    assert not any(f'"{c.code}"' in text or c.short in text for c in parse(SEAT1))
    assert all("unseen" not in c for c in state.view(1)["hands"][0]["cards"]), "only to the owner"
    marked: set[str] = set()
    assert _card_text(mine["cards"][0], marked) == "##" and marked == {"unseen"}
    play(state, "turn-2")
    mine = state.view(0)["hands"][0]
    assert [c["code"] for c in mine["cards"]][:3] == ["??", "7d", "??"]
    assert mine["label"] == "showing Seven high"
    assert parse("7d")[0] not in state.hidden_from(0) and parse("7c")[0] in state.hidden_from(0)


def test_the_starting_card_is_the_first_hand_to_beat() -> None:
    state = default()
    view = state.view(0)
    assert "The dealer turns up the starting card: K♠." in view["log"]
    assert view["info"][3:] == ["Starting card K♠", "Hand to beat: the starting card, king high"]
    assert view["prompt"].startswith("The hand to beat: the starting card, K♠.")
    queen = stacked([SEAT1, SEAT2, SEAT3], "Qh")
    assert wild(queen, "5h") and not wild(queen, "5s")
    assert "The Q♥ is turned up from the deck: the 2–10 of hearts are wild now." in queen.view(0)["log"]


def test_a_player_turns_cards_in_any_order_until_beating_then_may_bet() -> None:
    state = default()
    assert kinds(state) == [f"turn-{n}" for n in range(1, 8)]
    play(state, "turn-1")  # 7♣ does not beat the K♠
    assert kinds(state)[0] == "turn-2" and "turn-1" not in kinds(state)
    play(state, "turn-2")  # a pair of sevens beats it
    assert state.view(0)["log"][-1] == "You take the lead with pair of sevens."
    assert kinds(state)[:2] == ["check", "bet"] and "turn-3" in kinds(state)
    assert state.legal_actions()[2].label == "Turn up card 3 (penalty: one ante, 1 chip)"
    assert state.view(1)["info"][3:] == ["Starting card K♠, beaten",
                                         "High hand: pair of sevens, held by seat 1"]
    play(state, "check")  # play goes on with seat 2
    assert state.to_act == 1
    play(state, "turn-2", "turn-1", "bet 2")  # a pair of kings, and a bet
    assert kinds(state) == ["fold", "call", "raise"]
    play(state, "call", "call")
    assert state.to_act == 2 and state.pot == 3 + 3 * 2


def test_the_wild_cards_change_when_a_player_turns_a_queen() -> None:
    state = stacked(["Th 2c 3c 4c 5c 6c 7c", "Qh 2s 3s 4s 5s 6s 7s", "Ad 8d 8h 2d 3d 4d Kd"], "9s")
    play(state, "turn-1", "check")  # T♥ beats the 9♠
    play(state, "turn-1")  # seat 2's Q♥ makes the 2-10 of hearts wild: seat 1's T♥ is an ace now
    assert wild(state, "Th")
    assert "The Q♥ comes up for seat 2: the 2–10 of hearts are wild now." in state.view(0)["log"]
    assert state.view(1)["hands"][0]["label"] == "showing Ace high"
    assert state.view(0)["hands"][0]["cards"][0]["wild"] is True
    assert "take the lead" not in state.view(1)["log"][-1] and state.to_act == 1


def test_with_every_card_turned_and_no_beating_pay_the_fee_or_fold() -> None:
    state = default()
    play(state, *OPENING)
    assert kinds(state) == ["fee", "fold"]
    assert state.legal_actions()[0].label == "Pay one bet (2 chips) to stay in"
    before = state.players[2].stack
    play(state, "fee")
    assert state.players[2].stack == before - 2 and state.to_act == 0
    assert "Seat 3 pays 2 to stay in." in state.view(0)["log"]
    folding = default()
    play(folding, *OPENING, "fold")
    assert folding.players[2].folded and folding.to_act == 0


def test_the_game_ends_when_the_high_hand_is_next_in_line() -> None:
    state = default()
    play(state, *OPENING, "fee")
    play(state, *[f"turn-{n}" for n in range(3, 8)], "fee")  # seat 1 cannot beat the kings either
    assert state.is_over
    log = state.view(0)["log"]
    assert "The game is over: the high hand is next in line." in log
    assert "Cards never turned up do not play: they are thrown in unseen." in log
    assert [c.code for c in state.players[1].held] == ["Kc", "Kd"], "seat 2's unturned cards are out"
    assert state.payouts == {1: state.pot} and "Seat 2 wins with pair of kings" in state.result(0)["lines"][0]  # type: ignore[index]


def test_the_game_ends_when_nobody_else_can_turn() -> None:
    state = stacked([SEAT1, SEAT2], "Ks")
    play(state, "turn-1", "turn-2", "check", "turn-1", "turn-2", "check")
    play(state, *[f"turn-{n}" for n in range(3, 8)])
    assert kinds(state) == ["fee", "fold"]
    play(state, "fee")  # seat 2 holds the high hand and only seat 2 has cards left to turn
    assert state.is_over and state.payouts == {1: state.pot}


def test_the_fee_and_the_penalty_options() -> None:
    for fee, cost in (("ante", "one ante (1 chip)"), ("two-bets", "two bets (4 chips)")):
        state = default(fee=fee)
        play(state, *OPENING)
        assert state.legal_actions()[0].label == f"Pay {cost} to stay in"
    words = {"ante": "one ante, 1 chip", "bet": "one bet, 2 chips"}
    for extra, penalty in (("ante", 1), ("bet", 2), ("free", 0)):
        state = default(extra_cards=extra)
        play(state, "turn-1", "turn-2")
        stack = state.players[0].stack
        play(state, "turn-5")
        assert state.players[0].stack == stack - penalty
        paid = f" (penalty: {words[extra]})" if penalty else ""
        assert state.view(0)["log"][-1] == f"You turn up card 5{paid}: 4♠."
    none = default(extra_cards="no")
    play(none, "turn-1", "turn-2")
    assert kinds(none) == ["check", "bet"]


def test_a_check_passes_the_chance_to_bet_round_the_table_with_that_option() -> None:
    state = default(no_bet="passes")
    play(state, "turn-1", "turn-2", "check")
    assert state.to_act == 1 and kinds(state) == ["check", "bet"], "seat 2 may bet before turning"
    play(state, "bet 2")
    assert state.to_act == 2 and kinds(state) == ["fold", "call", "raise"]
    play(state, "call", "call")
    assert state.to_act == 1 and kinds(state)[0] == "turn-1", "then seat 2 turns"
    goes_on = default()
    play(goes_on, "turn-1", "turn-2", "check")
    assert goes_on.to_act == 1 and kinds(goes_on)[0] == "turn-1"


def test_peeking_costs_the_pot_and_the_hand_when_offered() -> None:
    assert "peek" not in kinds(default())
    state = default(peeking="pot")
    assert state.legal_actions()[-1].label == "Look at your cards (pay 3 and fold)"
    play(state, "peek")
    assert state.players[0].folded and state.players[0].stack == 96 and state.pot == 6
    assert state.view(0)["hands"][0]["cards"][0]["code"] == "7c", "now they have seen them"
    assert "You look at your cards, pay 3 and fold." in state.view(0)["log"]
    assert "Seat 1 looks at their cards, pays 3 and folds." in state.view(1)["log"]


def test_a_card_is_turned_from_the_deck_before_each_turn_for_a_small_table() -> None:
    state = stacked([SEAT1, SEAT2], "Ks", few_players="turn")
    assert any(line.startswith("Turned from the deck: ") for line in state.view(0)["info"])
    assert len(state.memory["chaos_wild"].turned) == 1
    play(state, "turn-1", "turn-2", "check")
    assert len(state.memory["chaos_wild"].turned) == 2


def test_jokers_turned_up_are_wild() -> None:
    state = stacked(["Jk 2h 3h 4h 5h 6h 7h", SEAT2, SEAT3], "9s", jokers="yes")
    play(state, "turn-1")
    assert wild(state, "Jk") and "A joker comes up for you: jokers are wild now." in state.view(0)["log"]


@pytest.mark.parametrize("move", [{"kind": "turn-1"}, {"kind": "turn-9"}, {"kind": "fee"},
                                  {"kind": "check"}, {"kind": "peek"}, {"kind": "turn-2", "amount": 2}])
def test_illegal_moves_are_refused_and_change_nothing(move: dict[str, object]) -> None:
    state = default()
    play(state, "turn-1")
    before = state.snapshot()
    with pytest.raises(IllegalAction):
        state.apply(Action.from_json(move))
    assert state.snapshot() == before


def test_the_sensible_bot_never_sees_its_unseen_cards() -> None:
    bot = make_bot(get("night-chaos"), "sensible")
    moves = []
    for hand in (SEAT1, "Ah As Ad Jh Jd Js Th"):
        state = stacked([hand, SEAT2, SEAT3], "Ks")
        view, legal = state.view(0), state.legal_actions()
        moves.append(bot.choose(view, legal, SeededRandom(1)))
    assert moves[0] == moves[1] == Action("turn-1")


def test_the_sensible_bot_pays_the_fee_only_while_the_game_can_go_on() -> None:
    bot, rng = make_bot(get("night-chaos"), "sensible"), SeededRandom(1)
    state = default()
    play(state, "turn-1", "turn-2", "check", "turn-1", "turn-2", "bet 2", "call", "call", *ALL)
    # seat 1, next in line, still has cards to turn (a queen may come), and the pot is 9
    assert bot.choose(state.view(2), state.legal_actions(), rng) == Action("fee")
    cheap = default()
    play(cheap, *OPENING)  # the same with a pot of 3: the fee of 2 costs too much
    assert bot.choose(cheap.view(2), cheap.legal_actions(), rng) == Action("fold")
    ending = stacked([SEAT1, SEAT2], "Ks")
    play(ending, "turn-1", "turn-2", "check", "turn-1", "turn-2", "check", *ALL[2:])
    assert bot.choose(ending.view(0), ending.legal_actions(), rng) == Action("fold")


def test_bots_play_whole_hands_and_replay_gives_the_same_hand() -> None:
    variant = get("night-chaos")
    for options in ({}, {"jokers": "yes", "few_players": "turn", "no_bet": "passes"},
                    {"peeking": "pot", "extra_cards": "free", "fee": "ante"}):
        for seed in (1, 2, 3):
            state = variant.new(seed, options, 4)
            bots = [make_bot(variant, "sensible" if seat % 2 else "random") for seat in range(4)]
            while not state.is_over:
                bot_step(state, bots[state.to_act or 0])
            again = replay(json.loads(json.dumps(to_json(state))))
            assert again.snapshot() == state.snapshot() and again.view(0) == state.view(0)


def test_the_judge_compares_the_cards_turned_up() -> None:
    hands = ["7h As Ad", "Kc Kd 4s"]
    assert judge("night-chaos", hands)["parts"][0]["winners"] == [0]
    assert judge("night-chaos", ["Qh Kd", "9h 9c 3s"])["parts"][0]["winners"] == [1]
    hearts = judge("night-chaos", ["7h Ks", "Kc Kd 4s"], {"wild_suit": "h"})
    assert hearts["parts"][0]["hands"][0] == "Pair of kings" and hearts["parts"][0]["winners"] == [1]


def test_the_fee_prompt_names_jokers_only_when_the_deck_has_them() -> None:
    for jokers, hope in (("no", "hoping a queen turned up changes the wild cards, or fold."),
                         ("yes", "hoping a queen or a joker turned up changes the wild cards, "
                                 "or fold.")):
        state = default(jokers=jokers)
        play(state, *OPENING)
        assert kinds(state) == ["fee", "fold"]
        prompt = state.view(2)["prompt"]
        assert prompt.endswith(hope), prompt
        assert ("joker" in prompt) == (jokers == "yes")

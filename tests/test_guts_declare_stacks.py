"""The guts, declare and stacks step kinds: a redeal when nobody goes in, the loser's matched pot
and its cap, a hand declared both that loses both halves, and a stack rolled up in the order its
player chose. Every hand is dealt from a chosen seed."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.cards import parse
from pokerrules.core.errors import IllegalAction
from pokerrules.games.anaconda import ANACONDA
from pokerrules.games.guts import THREE_CARD_GUTS
from pokerrules.rankings.low import AceToFiveLow
from pokerrules.rankings.poker import HighPoker
from pokerrules.steps.declare import Declare, award
from pokerrules.steps.guts import InOut
from pokerrules.steps.machine import StepGameState
from pokerrules.steps.stacks import Stack
from pokerrules.steps.variant import step_variant
from pokerrules.table.agents import bot_step, make_bot


def _guts(cap: int | None = None, together: bool = False) -> StepGameState:
    spec = THREE_CARD_GUTS.with_showdown(cap=cap).swap(InOut, InOut(together=together))
    variant = step_variant(replace(spec, id="test-guts"), "Test")
    state = variant.new(seed=11, seats=3, options={"stakes": "5-10"}, stacks=[500, 500, 500])
    assert isinstance(state, StepGameState)
    return state


def _keep_all(state: StepGameState) -> None:
    while not state.is_over and state.legal_actions()[-1].kind == "keep":
        state.apply(Action("keep"))


def test_nobody_in_deals_again_with_the_same_pot() -> None:
    state = _guts()
    first = [p.held for p in state.players]
    for _ in range(3):
        state.apply(Action("out"))
    assert not state.is_over
    assert state.memory["guts"].deal == 2
    assert state.pot == 15  # the three antes stay in the pot
    assert [len(p.held) for p in state.players] == [3, 3, 3]
    assert [p.held for p in state.players] != first
    assert not any(p.folded for p in state.players)
    assert state.legal_actions()[0].kind == "in"


def _two_in(state: StepGameState) -> tuple[int, int]:
    """Seats 1 and 2 go in, seat 3 stays out, nobody draws: (winner, loser)."""
    for kind in ("in", "in", "out"):
        state.apply(Action(kind))
    hands = [state.players[s].held for s in (0, 1)]
    ranking = THREE_CARD_GUTS.showdown.high
    keys = [ranking.key(h) for h in hands]
    assert keys[0] != keys[1]
    _keep_all(state)
    return (0, 1) if keys[0] > keys[1] else (1, 0)


def test_the_losing_hand_matches_the_pot_and_the_cards_are_dealt_again() -> None:
    state = _guts()
    winner, loser = _two_in(state)
    assert not state.is_over
    assert state.memory["guts"].deal == 2
    assert state.players[winner].stack == 500 - 5 + 15
    assert state.players[loser].stack == 500 - 5 - 15
    assert state.pot == 15  # the new pot is the loser's match
    assert state.chips_on_table() == 1500


def test_the_cap_limits_what_the_losing_hand_pays() -> None:
    state = _guts(cap=2)  # never more than two antes: 10 chips, though the pot holds 15
    winner, loser = _two_in(state)
    assert state.players[loser].stack == 500 - 5 - 10
    assert state.players[winner].stack == 500 - 5 + 15
    assert state.pot == 10


def test_a_secret_in_or_out_is_hidden_until_everyone_has_chosen() -> None:
    state = _guts(together=True)
    state.apply(Action("in"))
    for seat in (1, 2):
        text = str(state.view(seat))
        assert "go in" not in text and "In" not in state.view(seat)["hands"][0].get("notes", [])
    assert "choose to go in" in str(state.view(0)["log"])
    state.apply(Action("out"))
    state.apply(Action("out"))
    assert state.is_over  # seat 1 alone in takes the pot
    assert state.players[0].stack == 500 + 10


def test_a_player_without_chips_can_only_say_out() -> None:
    state = _guts()
    state.players[0].stack = 0
    assert [t.kind for t in state.legal_actions()] == ["out"]
    with pytest.raises(IllegalAction):
        state.apply(Action("in"))


def test_a_hand_declared_both_that_loses_a_half_gets_nothing() -> None:
    hands = {0: parse("Ah Kh Qh Jh 9h 8c 7d"),   # a flush: the best high, but a poor low
             1: parse("As 2d 3c 4h 6s Kd Qc"),   # the best low
             2: parse("Kc Kd 8s 8h 2c 5d Td")}   # two pair
    winners, struck = award(HighPoker(), AceToFiveLow(), hands, {0: "both", 1: "low", 2: "high"})
    assert struck == [0]
    assert winners["high"][0] == [2]
    assert winners["low"][0] == [1]
    # Declared high alone, the flush would have taken the high half.
    winners, struck = award(HighPoker(), AceToFiveLow(), hands, {0: "high", 1: "low", 2: "high"})
    assert struck == [] and winners["high"][0] == [0]


def test_a_hand_declared_both_that_ties_both_halves_keeps_them() -> None:
    hands = {0: parse("As 2d 3c 4h 5s"), 1: parse("9c 9d 9s Kh Qc")}
    winners, struck = award(HighPoker(), AceToFiveLow(), hands, {0: "both", 1: "high"})
    assert struck == [] and winners["high"][0] == [0] and winners["low"][0] == [0]


def test_the_declared_showdown_pays_by_the_declarations() -> None:
    variant = step_variant(ANACONDA, "Test")
    for seed in range(40):
        state = variant.new(seed=seed, seats=3)
        assert isinstance(state, StepGameState)
        bots = {s: make_bot(variant) for s in range(3)}
        while not state.is_over and not isinstance(state.step, Declare):
            bot_step(state, bots[state.to_act])  # type: ignore[index]
        if state.is_over or len(state.live()) < 2:
            continue
        live = state.live()
        for seat in live:
            state.apply(Action("both" if seat == live[0] else "high"))
        result = state.result()
        assert result is not None
        hands = {s: state.players[s].held for s in live}
        ways = {s: "both" if s == live[0] else "high" for s in live}
        winners, struck = award(HighPoker(), AceToFiveLow(), hands, ways)
        if struck:
            assert state.payouts.get(live[0], 0) == 0
            return
    pytest.fail("no deal had a hand declared both lose")


def _at_the_stacks() -> StepGameState:
    """An Anaconda hand of three, its bots played up to the stacks (seed 5)."""
    variant = step_variant(ANACONDA, "Test")
    state = variant.new(seed=5, seats=3)
    assert isinstance(state, StepGameState)
    bots = {s: make_bot(variant) for s in range(3)}
    while not isinstance(state.step, Stack):
        bot_step(state, bots[state.to_act])  # type: ignore[index]
    return state


def test_a_stack_rolls_up_in_the_order_its_player_chose() -> None:
    state = _at_the_stacks()
    chosen = {}
    for seat in (0, 1, 2):
        codes = tuple(reversed([c.code for c in state.players[seat].held][:5]))
        chosen[seat] = codes
        state.apply(Action("stack", cards=codes))
    # The stacks are set together and the first card of each rolls up at once.
    assert [[c.code for c in p.held] for p in state.players] == [list(chosen[s]) for s in range(3)]
    for rolled in range(1, 5):
        while not state.is_over and state.to_act is not None and not all(
                sum(up for _, up in state.players[s].cards) == rolled for s in state.live()):
            state.apply(Action("check") if any(t.kind == "check" for t in state.legal_actions())
                        else Action("call"))
        for seat in state.live():
            shown = [c.code for c, up in state.players[seat].cards if up]
            assert shown == list(chosen[seat][:rolled])


def test_a_stack_must_name_five_different_cards() -> None:
    state = _at_the_stacks()
    held = [c.code for c in state.players[0].held]
    before = state.snapshot()
    for bad in (tuple(held[:4]), (held[0],) * 5, tuple(held[:6])):
        with pytest.raises(IllegalAction):
            state.apply(Action("stack", cards=bad))
    assert state.snapshot() == before


def test_the_result_tells_every_deal_and_the_log_starts_afresh() -> None:
    state = _guts()
    for kind in ("in", "in", "out"):
        state.apply(Action(kind))
    thrown = state.players[0].held[0]
    state.apply(Action("draw", cards=(thrown.code,)))  # seat 1 is told which card it changed
    assert thrown.short in state.view(0)["log"][-1]
    state.apply(Action("keep"))
    assert not state.is_over and state.memory["guts"].deal == 2
    # The new deal's log names no card of the old deal, which is back in the deck.
    log = state.view(0)["log"]
    assert "Deal 2." in log and not any(s in line for line in log for s in "♠♥♦♣")
    state.apply(Action("in"))
    state.apply(Action("out"))
    state.apply(Action("out"))
    result = state.result(0)
    assert result is not None and state.is_over
    lines = result["lines"]
    assert len(lines) == 2 and lines[0].startswith("Deal 1 (15):")
    assert lines[1] == "Deal 2 (15): You are the only one still in it and take it."

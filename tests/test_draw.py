"""The draw step: up to three cards, four while showing an ace, how many (never which) the others
learn, and the discards reshuffled when the deck runs out."""

from __future__ import annotations

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.cards import standard_deck
from pokerrules.core.errors import IllegalAction
from pokerrules.steps.draw import Draw
from tests.helpers import play, stacked_step_game


def dealt(*hands: str) -> str:
    """The draw order that deals ``hands`` (seat index 0 first) one card at a time."""
    rows = [hand.split() for hand in hands]
    return " ".join(card for cards in zip(*rows, strict=True) for card in cards)


ACE = "As Kd 7c 5h 2s"
NO_ACE = "Qh Qd 9s 8h 3c"
NEXT = "4d 4c Jh Jd 6s 6h 8c"


def test_four_with_an_ace_shown() -> None:
    state = stacked_step_game("five-card-draw", f"{dealt(ACE, NO_ACE)} {NEXT}", seats=2)
    play(state, "0:check", "1:check")
    assert isinstance(state.step, Draw)
    legal = {t.kind: t for t in state.legal_actions()}
    assert legal["show-ace"].cards == ("As",)
    assert legal["draw"].pick == (1, 3)
    with pytest.raises(IllegalAction):  # four without showing the ace is not a move
        state.apply(Action("draw", cards=("Kd", "7c", "5h", "2s")))
    before = state.snapshot()
    with pytest.raises(IllegalAction):  # nor is showing a card that is no ace
        state.apply(Action("show-ace", card="Kd"))
    assert state.snapshot() == before
    state.apply(Action("show-ace", card="As"))
    assert [c.code for c in state.players[0].held] == ["As", "4d", "4c", "Jh", "Jd"]
    # the other seat learns the ace and the number, never the cards
    other = state.view(1)
    assert other["log"][-1] == "Seat 1 shows A♠ and draws four cards."
    assert not {"4d", "4c", "Jh", "Jd", "Kd"} & {c["code"] for h in other["hands"] for c in h["cards"]}
    assert not any(word in " ".join(other["log"]) for word in ("K♦", "J♥", "4♦"))
    assert state.players[0].held[0] not in state.hidden_from(1)  # the shown ace is known
    mine = state.view(0)["log"][-1]
    assert "K♦" in mine and "J♥" in mine
    # seat 1 has no ace: three at most
    kinds = {t.kind for t in state.legal_actions()}
    assert kinds == {"draw", "keep"}
    with pytest.raises(IllegalAction):
        state.apply(Action("draw", cards=("Qh", "9s", "8h", "3c")))
    state.apply(Action("draw", cards=("9s", "8h", "3c")))
    assert state.view(0)["log"][-1] == "Seat 2 draws three cards."
    assert sorted(c.code for c in state.players[1].held) == sorted(["Qh", "Qd", "6s", "6h", "8c"])


def test_the_ace_rule_is_off_in_badugi_and_with_any_number() -> None:
    state = stacked_step_game("badugi", dealt("As Kd 7c 5h", "Qh Qd 9s 8h"), seats=2)
    play(state, "check", "check")
    assert {t.kind for t in state.legal_actions()} == {"draw", "keep"}
    state = stacked_step_game("five-card-draw", dealt(ACE, NO_ACE), seats=2, draw_limit="any")
    play(state, "check", "check")
    legal = {t.kind: t for t in state.legal_actions()}
    assert set(legal) == {"draw", "keep"} and legal["draw"].pick == (1, 5)


def _draw_all(state) -> None:  # type: ignore[no-untyped-def]
    state.apply(Action("draw", cards=tuple(c.code for c in state.players[state.to_act].held)))


def test_discards_reshuffled_when_the_deck_runs_out() -> None:
    state = stacked_step_game("triple-draw-lowball", "", seats=6, draw_limit="any")
    play(state, *["check"] * 6)
    for _ in range(4):  # 30 dealt, 22 left; four seats change all five: 2 left
        _draw_all(state)
    assert state.cards_left() == 2
    thrown_before = set(state.discards)
    old = set(state.players[4].held)
    _draw_all(state)
    new = set(state.players[4].held)
    assert not new & old  # its own cards were not shuffled back to it
    from_deck = set(standard_deck()[-2:])
    assert from_deck <= new and len(new - from_deck & thrown_before) == 3
    assert ("The deck is out: the 20 cards thrown away so far are shuffled to deal from."
            in state.view(0)["log"])
    assert old <= set(state.discards)
    everything = state.all_cards()
    assert len(everything) == 52 and set(everything) == set(standard_deck())
    # a seat's own cards stay visible to it; a reshuffled card is nobody's secret discard now
    for seat in range(6):
        assert not set(state.players[seat].held) & state.hidden_from(seat)
    _draw_all(state)  # seat 6 draws from the rest of the shuffled discards
    assert len(set(state.all_cards())) == 52


def test_reshuffle_is_the_same_on_replay() -> None:
    def run():  # type: ignore[no-untyped-def]
        state = stacked_step_game("triple-draw-lowball", "", seats=6, draw_limit="any")
        play(state, *["check"] * 6)
        for _ in range(6):
            _draw_all(state)
        return state.snapshot()

    assert run() == run()


def test_a_draw_never_takes_more_than_the_deck_and_discards_hold() -> None:
    state = stacked_step_game("triple-draw-lowball", "", seats=6, draw_limit="any")
    play(state, *["check"] * 6)
    step = state.step
    assert isinstance(step, Draw)
    assert step.limit(state, 0) == 5
    assert step.available(state) == 22

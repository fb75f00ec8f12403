"""Turning a card up all together (Mexican Stud's "roll your own"): a secret choice, hidden from
the others until everyone has chosen, then every chosen card turns up at once; turning up in turn
is the house rule."""

from __future__ import annotations

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.errors import IllegalAction
from pokerrules.steps.flip import Flip
from pokerrules.steps.flip_together import FlipTogether
from pokerrules.steps.spec import Bet
from tests.helpers import play, stacked_step_game

# Three seats: you get Ah Kc, seat 2 gets 2d 7s, seat 3 gets 9h 9c.
DECK = "Ah 2d 9h Kc 7s 9c"


def up(state, seat: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.code for c in state.players[seat].up]


def test_a_choice_stays_secret_until_everyone_has_chosen() -> None:
    state = stacked_step_game("mexican-stud", DECK, seats=3)
    assert isinstance(state.step, FlipTogether)
    (template,) = state.legal_actions()
    assert template.kind == "flip" and template.secret and set(template.cards or ()) == {"Ah", "Kc"}
    play(state, "0:flip Kc")
    assert up(state, 0) == [], "nothing turns until everyone has chosen"
    seen = state.view(1)
    assert seen["log"][-1] == "Seat 1 chooses a card to turn up."
    assert "K♣" not in " ".join(seen["log"]) and "Kc" not in str(seen["hands"][0]["cards"])
    assert "Has chosen a card to turn up" in seen["hands"][0]["notes"]
    assert "choose K♣ to turn up" in " ".join(state.view(0)["log"])
    play(state, "1:flip 7s", "2:flip 9c")
    assert (up(state, 0), up(state, 1), up(state, 2)) == (["Kc"], ["7s"], ["9c"])
    assert isinstance(state.step, Bet) and state.to_act == 0, "the king showing opens"


def test_only_a_face_down_card_of_ones_own_can_be_chosen() -> None:
    state = stacked_step_game("mexican-stud", DECK, seats=3)
    before = state.snapshot()
    with pytest.raises(IllegalAction):
        state.apply(Action("flip", card="9h"))
    assert state.snapshot() == before


def test_turning_up_in_turn_is_the_house_rule() -> None:
    state = stacked_step_game("mexican-stud", DECK, seats=3, turning="in-turn")
    assert isinstance(state.step, Flip)
    play(state, "0:flip Kc")
    assert up(state, 0) == ["Kc"], "in turn, the card turns up at once and the next player sees it"
    assert "K♣" in " ".join(state.view(1)["log"])


def test_a_whole_hand_ends_with_four_up_and_one_down() -> None:
    state = stacked_step_game("mexican-stud", DECK, seats=2)
    while not state.is_over:
        legal = state.legal_actions()
        kinds = {t.kind: t for t in legal}
        if "flip" in kinds:
            state.apply(Action("flip", card=(kinds["flip"].cards or ())[0]))
        else:
            state.apply(Action("check" if "check" in kinds else "call"))
    assert [len(p.up) for p in state.players] == [4, 4]
    assert [len(p.down) for p in state.players] == [1, 1]

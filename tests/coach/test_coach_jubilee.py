"""Jubilee's coach: each playable card's score now, exact, from what the seat sees."""

from __future__ import annotations

import copy

import pytest

from pokerrules.coach.odds import odds
from pokerrules.core.actions import Action
from pokerrules.games.jubilee import stacked


def play(state, *codes: str) -> None:  # type: ignore[no-untyped-def]
    for code in codes:
        state.apply(Action("play", card=code))


def figures(state) -> dict[str, tuple[float, float]]:  # type: ignore[no-untyped-def]
    reply = odds(state, state.to_act)
    assert reply["exact"] is True
    return {m["action"]["card"]: (m["figures"]["score"], m["figures"]["makes"])
            for m in reply["moves"]}


def played_out(state) -> dict[str, tuple[float, float]]:  # type: ignore[no-untyped-def]
    """Each playable card really played on a copy: the points it brings the seat, the total."""
    seat = state.to_act
    out = {}
    for code in state.legal_actions()[0].cards:
        after = copy.deepcopy(state)
        before = after.points[seat]
        play(after, code)
        out[code] = (float(after.points[seat] - before), float(after.total))
    return out


def test_every_card_scores_what_playing_it_scores() -> None:
    state = stacked("Ts 9c Ks 2s 3s 4s 5s 6s", "9s 3h Kh Qh Jh Th Jk 7c")
    play(state, "Ts", "9s")  # total 19, seat 1 to play
    got = figures(state)
    assert got == played_out(state)
    # Counted by hand: 6 lands on 25 (+10), 9 and K go past it (-5), the rest score nothing.
    assert got["6s"] == (10.0, 25.0) and got["9c"] == (-5.0, 28.0) and got["Ks"] == (-5.0, 29.0)
    assert got["2s"] == (0.0, 21.0)


@pytest.mark.parametrize("options", [{}, {"joker": "again"}, {"zero": "yes"}])
def test_the_house_rules_count(options: dict[str, str]) -> None:
    state = stacked("Ts 9c Ks 2s 3s 4s 5s 6s", "9s 3h Kh Qh Jh Th Jk 7c", **options)
    play(state, "Ts", "9s", "6s", "3h", "Ks", "Th", "2s", "Jk")  # the total is 24
    assert state.total == 24
    assert figures(state) == played_out(state)


def test_the_figures_do_not_depend_on_the_other_hand_or_the_stock() -> None:
    answers = []
    # Seat 1 draws the stock's first card after its play; the rest is out of its sight.
    for other, stock in (("9s 3h Kh Qh Jh Th Jk 7c", "Ac 2c 3c"),
                         ("9s 8c Ah As 7h 6h Jk 2c", "Ac Kh Qh"),
                         ("9s 5c 5c Jk Jk 4h 4c 8s", "Ac Jk 7c")):
        state = stacked("Ts 9c Ks 2s 3s 4s 5s 6s", other, stock=stock)
        play(state, "Ts", "9s")
        answers.append(odds(state, 0))
    assert answers[0] == answers[1] == answers[2]

"""Exact figures against brute force, and sampled figures against exact ones.

Each spot is a hand dealt from a short deck, so that every arrangement of the cards the seat
cannot see can be played out one by one (brute force: every order of all of them, each weighed
equally). The coach's exact tree, which fills in only as many places as play reaches, must give
the same figures; its sampled answer must lie within 4 standard errors of them.
"""

from __future__ import annotations

from itertools import permutations

import pytest

from pokerrules.coach.odds import coach_of, odds
from pokerrules.coach.play import Player, moves
from pokerrules.coach.worlds import places
from pokerrules.core.cards import parse
from pokerrules.table.state import State
from tests.coach.spots import small_deck_state

#: One game of each step-built family, with a short deck it can be dealt from, and the moves
#: played before the spot (by whoever is to act, as text kinds).
SPOTS = {
    "7/27: take a card or stand": ("seven-twenty-seven", "5c Kd 9h 2s 7d Ah 3c", 2, ["check"]),
    "stud: stay or fold": ("ten-card-stud", "As Kd 9h 9s 7d 7h 3c 2d 4s", 2, []),
    "replace three cards": ("three-card-triple-replace", "As Kd 9h 9s 7d 7h 3c 2d Qs Jc", 3, []),
}


def _advance(state: State, kinds: list[str]) -> None:
    for kind in kinds:
        legal = state.legal_actions()
        template = next(t for t in legal if t.kind == kind)
        from pokerrules.core.actions import Action

        state.apply(Action(kind, template.default if template.low is not None else None))


def _brute(state: State, seat: int) -> list[dict[str, float]]:
    where = places(state, seat)
    assert where is not None
    choices = moves(state.legal_actions())
    play = Player(state, seat, where, choices, coach_of(state), 0)
    sums: list[dict[str, float]] = [{} for _ in choices]
    count = 0
    for order in permutations(where.cards):
        figures, _ = play(order, 0)
        assert figures is not None
        count += 1
        for total, one in zip(sums, figures, strict=True):
            for name, value in one.items():
                total[name] = total.get(name, 0.0) + value
    return [{name: value / count for name, value in total.items()} for total in sums]


@pytest.fixture(params=sorted(SPOTS), scope="module")
def spot(request: pytest.FixtureRequest) -> State:
    game, deck, seats, before = SPOTS[request.param]
    state = small_deck_state(game, parse(deck), seats)
    _advance(state, before)
    while state.to_act not in (0, None):
        _advance(state, [next(t.kind for t in state.legal_actions() if t.kind in ("check", "call"))])
    assert state.to_act == 0
    return state


def test_exact_figures_are_the_brute_force_ones(spot: State) -> None:
    where = places(spot, 0)
    assert where is not None and 2 <= len(where.cards) <= 7, "a spot small enough to count"
    answer = odds(spot, 0)
    assert answer["exact"] is True
    expected = _brute(spot, 0)
    for move, want in zip(answer["moves"], expected, strict=True):
        # the chips against the table hang on the bots' own random choices, drawn once a world
        got = {**move["parts"], **move.get("figures", {}),
               **({"share": move["share"]} if "share" in move else {})}
        want.pop("ev", None)
        assert got.keys() == want.keys()
        for name in want:
            assert got[name] == pytest.approx(want[name], abs=1e-9), (move["label"], name)


def test_sampled_figures_lie_within_four_standard_errors(spot: State) -> None:
    exact = odds(spot, 0)
    sampled = odds(spot, 0, samples=300, seed=3, exact_limit=0)
    assert sampled["exact"] is False and sampled["samples"] == 300
    for one, other in zip(exact["moves"], sampled["moves"], strict=True):
        for name, value in one["parts"].items():
            assert abs(other["parts"][name] - value) <= 4 * other["stderr"] + 1e-9, (one["label"], name)
        # the pot share if everyone stays: the chips against the table also hang on the bots'
        # own random choices (a bet's size), which an exact answer draws once per world
        if "share" in one:
            assert abs(other["share"] - one["share"]) <= 4 * other["share_stderr"] + 1e-9


def test_the_same_request_gives_the_same_figures(spot: State) -> None:
    first = odds(spot, 0, samples=50, seed=8, exact_limit=0)
    assert odds(spot, 0, samples=50, seed=8, exact_limit=0) == first

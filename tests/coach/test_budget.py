"""Every coach request's work is bounded before it starts: a sampled answer stops at the work
limit (moves played in its worlds), draws fewer worlds than asked, and says so."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pokerrules.api import handle
from pokerrules.coach import odds as odds_module
from pokerrules.coach.budget import WORK_LIMIT
from pokerrules.coach.play import Player
from pokerrules.lookup.registry import get
from tests.coach.spots import decision


class Counted(Player):
    """A player that keeps the moves each world played."""

    made: list[Counted] = []

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.per_world: list[int] = []
        Counted.made.append(self)

    def __call__(self, order: Any, number: int, against: int | None = None) -> Any:
        before = self.applied
        found = super().__call__(order, number, against)
        self.per_world.append(self.applied - before)
        return found


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[Counted]:
    Counted.made = []
    monkeypatch.setattr(odds_module, "Player", Counted)
    return Counted.made


def test_a_sampled_answer_stops_at_the_work_limit(counted: list[Counted]) -> None:
    state = decision(get("give-me-five"), 0, 0, seats=5)
    assert state is not None
    limit = 3_000
    reply = odds_module.odds(state, 0, samples=500, seed=1, exact_limit=0, work_limit=limit)
    player = counted[-1]
    assert reply["samples"] == len(player.per_world) < 500
    assert player.applied <= limit + max(player.per_world)
    assert reply["cut"]["asked"] == 500 and reply["cut"]["samples"] == reply["samples"]
    assert f"{reply['samples']} of 500" in reply["cut"]["words"]


def test_an_answer_within_the_limit_is_not_cut(counted: list[Counted]) -> None:
    state = decision(get("chaos"), 0, 0, seats=2)
    assert state is not None
    reply = odds_module.odds(state, 0, samples=5, seed=1, exact_limit=0)
    assert reply["samples"] == 5 and "cut" not in reply
    assert counted[-1].applied < WORK_LIMIT


def test_the_facade_says_so_when_the_limit_draws_fewer_worlds() -> None:
    start = json.loads(handle(json.dumps({"op": "new", "variant": "give-me-five", "seed": 0,
                                          "seats": 5})))
    history = start["history"]
    reply = json.loads(handle(json.dumps({"op": "odds", "history": history, "seat": 0,
                                          "samples": 2000})))
    assert reply["ok"], reply
    assert reply["samples"] < 2000 and reply["cut"]["samples"] == reply["samples"]

"""The browser suites' sample of the registry: one game per family, every game in a sweep."""

from __future__ import annotations

import pytest

from pokerrules.lookup.registry import variants
from tests.sampling import EVERY_GAME, sampled


def test_the_sample_takes_the_first_game_of_each_family(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(EVERY_GAME, raising=False)
    games = sampled()
    families = {v.family for v in variants()}
    assert len(games) == len(families)
    assert {next(v.family for v in variants() if v.id == g) for g in games} == families
    firsts = {}
    for v in variants():
        firsts.setdefault(v.family, v.id)
    assert games == [g for g in (v.id for v in variants()) if g in firsts.values()]


def test_a_filter_samples_within_it_and_a_sweep_takes_every_game(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(EVERY_GAME, raising=False)
    every = [v.id for v in variants()]
    assert sampled(every[-2:]) == [g for g in sampled(every[-2:]) if g in every[-2:]]
    assert set(sampled(every[-2:])) <= set(every[-2:])
    monkeypatch.setenv(EVERY_GAME, "1")
    assert sampled() == every
    assert sampled(every[3:7]) == every[3:7]

"""In the coach's worlds the poker bot estimates from fewer deals (``PokerBot.in_worlds``); a step
that samples for the bot (Night Chaos's turning) takes the bot's own count, and in real play the
count is what it was (24)."""

from __future__ import annotations

import pytest

from pokerrules.core.rng import SeededRandom
from pokerrules.lookup.registry import get
from pokerrules.steps import turn_until_beat, turn_until_beat_bot
from pokerrules.steps.bots_poker import SAMPLES, WORLD_SAMPLES, PokerBot
from pokerrules.table.agents import make_bot


def counts_asked(bot: PokerBot, monkeypatch: pytest.MonkeyPatch) -> set[int]:
    """The sample counts Night Chaos's strength is asked for while ``bot`` plays seeded hands."""
    asked: set[int] = set()
    real = turn_until_beat_bot.strength

    def spy(ranking, view, rng, samples=turn_until_beat_bot.SAMPLES):  # type: ignore[no-untyped-def]
        asked.add(samples)
        return real(ranking, view, rng, samples)

    monkeypatch.setattr(turn_until_beat, "strength", spy)
    variant = get("night-chaos")
    for seed in range(4):
        state = variant.new(seed, seats=3)
        while not state.is_over and len(state.actions) < 300:
            seat = state.to_act
            assert seat is not None
            state.apply(bot.choose(state.view(seat), state.legal_actions(),
                                   SeededRandom(seed * 1000 + len(state.actions))))
    return asked


def test_night_chaos_turning_uses_the_bots_count(monkeypatch: pytest.MonkeyPatch) -> None:
    bot = make_bot(get("night-chaos"))
    assert isinstance(bot, PokerBot)
    assert counts_asked(bot, monkeypatch) == {SAMPLES}
    assert counts_asked(bot.in_worlds(), monkeypatch) == {WORLD_SAMPLES}


def test_real_play_count_unchanged() -> None:
    assert turn_until_beat_bot.SAMPLES == SAMPLES == 24

"""No figure of the coach depends on a choice another player made in secret that the seat has not
seen: over every registered game with secret choices (found by playing, never listed by hand),
two histories that differ only in such a choice, and that the seat sees the same, get the same
figures."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import islice

import pytest

from pokerrules.coach.odds import odds
from pokerrules.coach.play import moves
from pokerrules.core.actions import Action
from pokerrules.lookup.registry import variants
from pokerrules.table.agents import bot_step, make_bot
from pokerrules.table.game import Variant
from pokerrules.table.state import State

#: The seeds of the hands played to find secret choices, and then the spots in them.
SEEDS = (1, 2)
#: How far into a hand secret choices are looked for (they come early in every game so far).
MOST_ACTIONS = 40


def settings(variant: Variant) -> list[dict[str, str]]:
    """The game's defaults, and each house rule's every other value on its own."""
    return [{}, *({option.name: choice.value} for option in variant.options
                  for choice in option.choices if choice.value != option.default)]


def _secret_indexes(variant: Variant, options: dict[str, str], seed: int) -> tuple[State, set[int]]:
    """A hand played by the bots, and the numbers of its actions made from a secret template."""
    state = variant.new(seed, options=options)
    bot = make_bot(variant)
    secret: set[int] = set()
    while not state.is_over and len(state.actions) < MOST_ACTIONS:
        if any(t.secret for t in state.legal_actions()):
            secret.add(len(state.actions))
        bot_step(state, bot)
    return state, secret


def secret_games() -> list[tuple[str, dict[str, str]]]:
    """Every game whose bots' play offers a secret choice, with the first of its settings
    (:func:`settings`) under which it does."""
    found = []
    for variant in variants():
        for options in settings(variant):
            if _secret_indexes(variant, options, SEEDS[0])[1]:
                found.append((variant.id, options))
                break
    return found


@dataclass(frozen=True)
class Spot:
    """A seat's decision while another seat's secret choice is hidden from it: the real state,
    and the same history with only that choice made otherwise."""

    real: State
    other: State
    reader: int


def _replay(variant: Variant, options: dict[str, str], seed: int,
            actions: list[Action]) -> State | None:
    state = variant.new(seed, options=options)
    try:
        for action in actions:
            state.apply(action)
    except Exception:  # the other choice makes a later move illegal: not a spot
        return None
    return state


def spots(variant: Variant, options: dict[str, str], seed: int) -> Iterator[Spot]:
    """Each decision of the hand where another seat's secret choice is hidden from the seat to
    act (its view is the same whatever that choice was), with one other choice."""
    played, secret = _secret_indexes(variant, options, seed)
    actions = [a for _, a in played.actions]
    for end in range(1, len(actions)):
        now = _replay(variant, options, seed, actions[:end])
        assert now is not None
        reader = now.to_act
        for index in sorted(i for i in secret if i < end and played.actions[i][0] != reader):
            before = _replay(variant, options, seed, actions[:index])
            assert before is not None and reader is not None
            for choice in moves([t for t in before.legal_actions() if t.secret]):
                if choice == actions[index]:
                    continue
                other = _replay(variant, options, seed,
                                [*actions[:index], choice, *actions[index + 1:end]])
                if other is not None and other.view(reader) == now.view(reader):
                    yield Spot(now, other, reader)
                    break
            else:
                continue
            break


CASES = secret_games()


def test_the_games_with_secret_choices_are_found() -> None:
    assert ("give-me-five", {}) in CASES  # the passes
    assert ("three-fifty-seven", {"declare": "together"}) in CASES  # declaring together


@pytest.mark.parametrize("game, options", CASES, ids=[f"{g}{o or ''}" for g, o in CASES])
def test_the_figures_cannot_tell_another_seats_secret_choice(
        game: str, options: dict[str, str]) -> None:
    variant = next(v for v in variants() if v.id == game)
    checked = 0
    for seed in SEEDS:
        for spot in islice(spots(variant, options, seed), 1):
            assert spot.real.view(spot.reader) == spot.other.view(spot.reader)
            seen = odds(spot.real, spot.reader, samples=2, seed=5)
            assert odds(spot.other, spot.reader, samples=2, seed=5) == seen, \
                f"seed {seed}, action {len(spot.real.actions)}: the figures tell the choice"
            checked += 1
    assert checked, f"{game}: no decision made while another seat's secret choice was hidden"

"""The coach's figures for every legal move of one seat, from that seat's knowledge only.

:func:`odds` weighs each move (:mod:`pokerrules.coach.play`) over the worlds of the cards the
seat cannot see (:mod:`pokerrules.coach.worlds`): exactly, over every arrangement that matters,
when there are at most :data:`EXACT_LIMIT` of them; otherwise over ``samples`` seeded random
arrangements, with the standard error of each figure. Every move is weighed in the same worlds.
The figures depend on the seat's view, the seed and the sample count only.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

from pokerrules.agents import make_bot
from pokerrules.coach.figures import chips_now, default_figures, part_names
from pokerrules.coach.model import Coach
from pokerrules.coach.play import LATER, MOST_LATER_MOVES, label, later_move, moves
from pokerrules.coach.words import Weighed, describe, model_sentence
from pokerrules.coach.worlds import (
    Places,
    TooMany,
    arrangements,
    copy_of,
    exact_worlds,
    places,
    sampled_order,
    sampled_worlds,
    world,
)
from pokerrules.core.actions import Action
from pokerrules.core.cards import Card
from pokerrules.core.errors import BadRequest
from pokerrules.core.rng import derive_seed
from pokerrules.registry import get
from pokerrules.table.match import Match
from pokerrules.table.state import State

#: The most worlds an exact answer may play (three times a default sampled answer); past it
#: the answer is sampled.
EXACT_LIMIT = 600
#: How many random worlds are played to judge whether the exact tree is small enough.
PROBES = 6
#: The most samples a request may ask for.
MAX_SAMPLES = 2_000


def coach_of(state: State) -> Coach:
    return get(state.table.variant).coach or Coach()


def odds(state: State, seat: int, samples: int | None = None, seed: int = 0,
         exact_limit: int = EXACT_LIMIT) -> dict[str, Any]:
    """The reply of the facade's ``odds`` op (without ``ok``) for ``seat``, whose turn it is."""
    coach = coach_of(state)
    legal = state.legal_actions()
    choices = moves(legal)
    count = coach.samples if samples is None else samples
    direct = coach.direct(state, seat, choices) if coach.direct is not None else None
    if direct is not None:
        weighed = [Weighed(a, dict(f), {}) for a, f in zip(choices, direct, strict=True)]
        return _reply(coach, legal, weighed, exact=True, worlds=None, samples=None,
                      model=coach.direct_model)
    where = places(state, seat)
    if where is None:
        raise BadRequest("The coach cannot weigh this game's moves.")
    play = player(state, seat, where, choices, coach, seed)
    if exact_limit and _few(where, play, exact_limit, seed):
        try:
            leaves = exact_worlds(where, lambda order: play(order, 0), exact_limit)
        except TooMany:
            leaves = []
        if leaves:
            weighed = _exact(choices, leaves)
            return _reply(coach, legal, weighed, exact=True, worlds=len(leaves), samples=None,
                          model=model_sentence(len(where.cards), coach.later or LATER))
    runs = [play(order, number)[0] for number, order in
            enumerate(sampled_worlds(where, seed, count))]
    weighed = _sampled(choices, runs)
    return _reply(coach, legal, weighed, exact=False, worlds=None, samples=count,
                  model=model_sentence(len(where.cards), coach.later or LATER))


Player = Callable[[tuple[Card, ...], int], tuple[list[Mapping[str, float]], int]]


def player(state: State, seat: int, where: Places, choices: list[Action], coach: Coach,
           seed: int) -> Player:
    """A function that plays every move in one world (``where`` the seat's places) and returns
    their figures, and the most stock places any of them drew from."""
    variant = get(state.table.variant)
    bot = make_bot(variant)
    chips = chips_now(state, seat)
    parts = part_names(state)
    stock = len(state.undealt())

    def play(order: tuple[Card, ...], number: int) -> tuple[list[Mapping[str, float]], int]:
        world_seed = derive_seed(seed, "world", number)
        out: list[Mapping[str, float]] = []
        deepest = 0
        start = world(state, where, order, world_seed)
        if coach.secrets is not None:
            coach.secrets(start, seat, world_seed)
        for action in choices:
            now = copy_of(start)
            now.apply(action)
            first = coach.after_move(start, now, seat) if coach.after_move is not None else {}
            for _ in range(MOST_LATER_MOVES):
                if now.is_over or _stopped(start, now, coach):
                    break
                now.apply(later_move(now, bot, world_seed))
            drew = stock - len(now.undealt()) if _same_deal(start, now) else len(where.stock)
            deepest = max(deepest, drew if drew >= 0 else len(where.stock))
            figures = {} if coach.own_only else default_figures(start, now, seat, chips, parts)
            figures = {**figures, **first}
            if coach.figures is not None:
                figures = {**figures, **coach.figures(start, now, seat)}
            out.append(figures)
        return out, deepest

    return play


def _few(where: Places, play: Player, limit: int, seed: int) -> bool:
    """Whether the exact tree looks small enough: a few random worlds say how deep into the
    stock the moves draw."""
    first = len(where.hidden)
    if arrangements(len(where.cards), first) > limit:
        return False
    for number in range(PROBES):
        _, drew = play(sampled_order(where, seed, number), 0)
        if arrangements(len(where.cards), first + drew) > limit:
            return False
    return True


def _same_deal(start: State, now: State) -> bool:
    return not (isinstance(start, Match) and isinstance(now, Match) and now.turn != start.turn)


def _stopped(start: State, now: State, coach: Coach) -> bool:
    if not _same_deal(start, now):
        return True
    return coach.stop is not None and coach.stop(start, now)


def _exact(choices: list[Action], leaves: list[tuple[Fraction, Any]]) -> list[Weighed]:
    weighed = []
    for i, action in enumerate(choices):
        names = {name for _, runs in leaves for name in runs[i]}
        means = {name: float(sum(w * Fraction(runs[i].get(name, 0.0)) for w, runs in leaves))
                 for name in sorted(names)}
        weighed.append(Weighed(action, means, {}))
    return weighed


def _sampled(choices: list[Action], runs: list[list[Mapping[str, float]]]) -> list[Weighed]:
    weighed = []
    n = len(runs)
    for i, action in enumerate(choices):
        names = sorted({name for run in runs for name in run[i]})
        means, errors = {}, {}
        for name in names:
            values = [run[i].get(name, 0.0) for run in runs]
            mean = sum(values) / n
            spread = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
            means[name], errors[name] = mean, math.sqrt(spread / n)
        weighed.append(Weighed(action, means, errors))
    return weighed


def _reply(coach: Coach, legal: Any, weighed: list[Weighed], exact: bool, worlds: int | None,
           samples: int | None, model: str) -> dict[str, Any]:
    shown = describe(coach, weighed)
    reply: dict[str, Any] = {"exact": exact, "model": model, "moves": [], **shown["head"]}
    if worlds is not None:
        reply["worlds"] = worlds
    if samples is not None:
        reply["samples"] = samples
    for move, words in zip(weighed, shown["words"], strict=True):
        chances = {k: v for k, v in move.means.items() if k not in coach.numbers and k != "ev"
                   and k != "points"}
        entry: dict[str, Any] = {"action": move.action.to_json(), "label": label(move.action, legal),
                                 "parts": chances, "exact": exact, "words": words}
        numbers = {k: v for k, v in move.means.items() if k in coach.numbers or k == "points"}
        if numbers:
            entry["figures"] = numbers
        if "ev" in move.means:
            entry["ev"] = move.means["ev"]
        if samples is not None:
            entry["samples"] = samples
            entry["stderr"] = max((e for k, e in move.errors.items() if k in chances), default=0.0)
            if "ev" in move.errors:
                entry["ev_stderr"] = move.errors["ev"]
        reply["moves"].append(entry)
    return reply


def check_samples(samples: object) -> int | None:
    if samples is None:
        return None
    if not isinstance(samples, int) or isinstance(samples, bool) or not 1 <= samples <= MAX_SAMPLES:
        raise BadRequest(f"samples is a whole number from 1 to {MAX_SAMPLES:,}, not "
                         f"{samples!r}."[:200])
    return samples

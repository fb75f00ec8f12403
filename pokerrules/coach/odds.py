"""The coach's figures for every legal move of one seat, from that seat's knowledge only.

:func:`odds` weighs each move (:mod:`pokerrules.coach.play`) over the worlds of the cards the
seat cannot see (:mod:`pokerrules.coach.worlds`): exactly, over every arrangement that matters,
when there are at most :data:`EXACT_LIMIT` of them; otherwise over ``samples`` seeded random
arrangements, with the standard error of each figure. Every move is weighed in the same worlds.
The figures depend on the seat's view, the seed and the sample count only.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from pokerrules.coach.budget import LEAST_DRAWS, MOST_DRAWS_PER_SAMPLE, WORK_LIMIT, cut_words
from pokerrules.coach.figures import chips_now, part_names
from pokerrules.coach.play import LATER, Played, Player, label, moves
from pokerrules.coach.words import (
    DIRECT_PLAIN,
    Weighed,
    describe,
    legend,
    model_sentence,
    plain_sentence,
)
from pokerrules.coach.worlds import (
    Places,
    TooMany,
    arrangements,
    exact_worlds,
    places,
    sampled_order,
)
from pokerrules.core.actions import Action
from pokerrules.core.cards import Card
from pokerrules.core.errors import BadRequest
from pokerrules.table.coaching.model import Coach
from pokerrules.table.game import game_of
from pokerrules.table.state import State

#: The two chip figures: against this table, and the pot share if everyone stays.
CHIPS = ("ev", "share")
#: The most worlds an exact answer may play (three times a default sampled answer); past it
#: the answer is sampled.
EXACT_LIMIT = 600
#: How many random worlds are played to judge whether the exact tree is small enough.
PROBES = 6
#: The most samples a request may ask for.
MAX_SAMPLES = 5_000


def coach_of(state: State) -> Coach:
    return game_of(state.table).coach or Coach()


@dataclass
class Weighing:
    """One decision weighed: the reply, and for a sampled answer each world's figures of every
    move (``runs[world][move]``), which the review reads to compare two moves world by world."""

    reply: dict[str, Any]
    choices: list[Action]
    runs: list[list[Mapping[str, float]]] | None = None


def odds(state: State, seat: int, samples: int | None = None, seed: int = 0,
         exact_limit: int = EXACT_LIMIT, work_limit: int = WORK_LIMIT) -> dict[str, Any]:
    """The reply of the facade's ``odds`` op (without ``ok``) for ``seat``, whose turn it is."""
    return weigh(state, seat, samples, seed, exact_limit, work_limit).reply


def weigh(state: State, seat: int, samples: int | None = None, seed: int = 0,
          exact_limit: int = EXACT_LIMIT, work_limit: int = WORK_LIMIT,
          also: list[Action] | None = None) -> Weighing:
    """:func:`odds`, with the moves ``also`` weighed too where they are not among the
    decision's moves (the move a seat made, whatever its amount)."""
    coach = coach_of(state)
    legal = state.legal_actions()
    choices = moves(legal)
    for extra in also or []:
        if all(extra.to_json() != action.to_json() for action in choices):
            choices.append(extra)
    count = coach.samples if samples is None else samples
    direct = coach.direct(state, seat, choices) if coach.direct is not None else None
    if direct is not None:
        weighed = [Weighed(a, dict(f), {}) for a, f in zip(choices, direct, strict=True)]
        return Weighing(_reply(coach, legal, weighed, exact=True, worlds=None, samples=None,
                               model=(coach.plain or DIRECT_PLAIN, coach.direct_model),
                               parts=part_names(state)), choices)
    where = places(state, seat)
    if where is None:
        raise BadRequest("The coach cannot weigh this game's moves.")
    play = Player(state, seat, where, choices, coach, seed)
    chips = chips_now(state, seat) is not None and not coach.own_only
    model = (coach.plain or plain_sentence(chips),
             model_sentence(len(where.cards), coach.later or LATER, chips))
    # an exact try may spend the whole limit; a sampled answer after it, half as much again
    if exact_limit and _few(where, play, exact_limit, seed, work_limit):
        try:
            leaves = exact_worlds(where, lambda order: _bounded(play, order, work_limit),
                                  exact_limit)
        except TooMany:
            leaves = []
        kept = [(w, runs) for w, runs in leaves if runs is not None]
        if kept:
            return Weighing(_reply(coach, legal, _exact(choices, kept), exact=True,
                                   worlds=len(kept), samples=None, model=model,
                                   parts=play.parts), choices)
    limit = play.applied + max(work_limit - play.applied, work_limit // 2)  # at most 1.5 times
    runs = _sample(where, play, seed, count, limit)
    if not runs:
        raise BadRequest("The coach found no deal of the cards you cannot see that fits what "
                         "you have been told.")
    reply = _reply(coach, legal, _sampled(choices, runs), exact=False, worlds=None,
                   samples=len(runs), model=model, parts=play.parts)
    if len(runs) < count:
        reply["cut"] = {"asked": count, "samples": len(runs),
                        "words": cut_words(count, len(runs), few_fit=play.applied < limit)}
    return Weighing(reply, choices, runs)


def _bounded(play: Player, order: tuple[Card, ...], limit: int) -> Played:
    """One world of the exact tree: every world is number 0, but the play against the table
    (whose bots make random choices, such as a bet's size) is numbered by the count of worlds
    played so far, so that those choices vary from one world to the next as they do between
    sampled worlds."""
    if play.applied > limit:
        raise TooMany
    play.worlds += 1
    return play(order, 0, against=play.worlds)


def _sample(where: Places, play: Player, seed: int, count: int,
            limit: int) -> list[list[Mapping[str, float]]]:
    """Up to ``count`` worlds that agree with what the seat was told, drawn in order of their
    numbers, until ``limit`` moves are played or too many worlds were thrown away."""
    runs: list[list[Mapping[str, float]]] = []
    for number in range(max(count * MOST_DRAWS_PER_SAMPLE, LEAST_DRAWS)):
        if len(runs) == count or play.applied >= limit:
            break
        figures, _ = play(sampled_order(where, seed, number), number)
        if figures is not None:
            runs.append(figures)
    return runs


def _few(where: Places, play: Player, limit: int, seed: int, work_limit: int) -> bool:
    """Whether the exact tree looks small enough: a few random worlds say how deep into the
    stock the moves draw, and how many moves each world plays."""
    first = len(where.hidden)
    if arrangements(len(where.cards), first) > limit:
        return False
    deepest = 0
    for number in range(PROBES):
        _, drew = play(sampled_order(where, seed, number), 0)
        deepest = max(deepest, drew)
        if arrangements(len(where.cards), first + drew) > limit:
            return False
    per_world = play.applied / PROBES
    return arrangements(len(where.cards), first + deepest) * per_world <= work_limit


def _exact(choices: list[Action], leaves: list[tuple[Fraction, Any]]) -> list[Weighed]:
    """The weighted means over the leaves kept (their weights made to add up to one)."""
    weighed = []
    total = sum(w for w, _ in leaves)
    for i, action in enumerate(choices):
        names = {name for _, runs in leaves for name in runs[i]}
        means = {name: float(sum(w * Fraction(runs[i].get(name, 0.0)) for w, runs in leaves)
                             / total) for name in sorted(names)}
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


def key_value(coach: Coach, move: Mapping[str, Any], flat: bool = False) -> float:
    """The figure a move is ranked and graded by (:attr:`Coach.key`), higher always better:
    from a reply's move, or (``flat``) from one world's figures under ``"figures"``. A game
    played for points alone has no chips: its points, then."""
    if flat:
        found: Mapping[str, Any] = move["figures"]
        chips = found.get("ev", found.get("points", 0.0))
    else:
        found = {**move.get("parts", {}), **move.get("figures", {})}
        chips = move["ev"] if "ev" in move else found.get("points", 0.0)
    value = float(chips if coach.key == "ev" else found.get(coach.key, 0.0))
    return -value if coach.lower_is_better else value


def _ranks(values: list[float]) -> list[int]:
    """1 for the best, equal values sharing a rank (to a thousandth)."""
    return [1 + sum(round(other, 3) > round(value, 3) for other in values) for value in values]


def _reply(coach: Coach, legal: Any, weighed: list[Weighed], exact: bool, worlds: int | None,
           samples: int | None, model: tuple[str, str], parts: list[str]) -> dict[str, Any]:
    shown = describe(coach, weighed, legend(coach, weighed, parts))
    reply: dict[str, Any] = {"exact": exact, "model": model[0], "assumptions": model[1],
                             "key": coach.key, "moves": [], **shown["head"]}
    if worlds is not None:
        reply["worlds"] = worlds
    if samples is not None:
        reply["samples"] = samples
    for move, words in zip(weighed, shown["words"], strict=True):
        chances = {k: v for k, v in move.means.items()
                   if k not in coach.numbers and k not in CHIPS and k != "points"}
        entry: dict[str, Any] = {"action": move.action.to_json(), "label": label(move.action, legal),
                                 "parts": chances, "exact": exact, "words": words}
        numbers = {k: v for k, v in move.means.items() if k in coach.numbers or k == "points"}
        if numbers:
            entry["figures"] = numbers
        for chips in CHIPS:
            if chips in move.means:
                entry[chips] = move.means[chips]
        if samples is not None:
            entry["samples"] = samples
            entry["stderr"] = max((e for k, e in move.errors.items() if k in chances), default=0.0)
            for chips in CHIPS:
                if chips in move.errors:
                    entry[f"{chips}_stderr"] = move.errors[chips]
        reply["moves"].append(entry)
    for entry, rank in zip(reply["moves"], _ranks([key_value(coach, m) for m in reply["moves"]]),
                           strict=True):
        entry["rank"] = rank
    return reply


def check_samples(samples: object) -> int | None:
    if samples is None:
        return None
    if not isinstance(samples, int) or isinstance(samples, bool) or not 1 <= samples <= MAX_SAMPLES:
        raise BadRequest(f"samples is a whole number from 1 to {MAX_SAMPLES:,}, not "
                         f"{samples!r}."[:200])
    return samples

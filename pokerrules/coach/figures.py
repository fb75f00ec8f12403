"""The figures every game gets, read off the end of a world's play.

- ``ev``: the chips the seat has at the end of the hand (or, in a match, of the deal) less the
  chips it has now, so a fold is worth 0 and chips already in the pot do not count.
- One chance per part of the pot (``high``, ``low``...): the seat's share of that part at the
  showdown (1 for a part won alone, 1/2 for a part split two ways, 0 otherwise). A hand won
  because everyone else folded counts as every part won.
- In a match, ``points``: the points the seat gains by the end of the deal.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pokerrules.table.game import game_of
from pokerrules.table.match import Match
from pokerrules.table.state import State


def chips_now(state: State, seat: int) -> int | None:
    """The chips ``seat`` has in front of it (what its view shows); ``None`` in a game played
    for points alone."""
    stack = state.view(seat)["hands"][seat].get("stack")
    return int(stack) if isinstance(stack, int) else None


def part_names(state: State) -> list[str]:
    """The parts of the pot in the game under the table's options (none for a game without a
    showdown of hands)."""
    variant = game_of(state.table)
    if variant.showdown_parts is None:
        return []
    return [name for name, _ in variant.showdown_parts(dict(state.table.options))]


def default_figures(start: State, end: State, seat: int, chips: int | None,
                    parts: list[str]) -> dict[str, float]:
    """The figures of the module's docstring for one world (no ``ev`` without chips)."""
    if isinstance(end, Match) and isinstance(start, Match):
        gained = {"points": float(end.points[seat] - start.points[seat])}
        return gained if chips is None else {"ev": float(end.stacks[seat] - chips), **gained}
    result = end.result(None)
    if result is None:
        return {}
    figures: dict[str, float] = {} if chips is None else \
        {"ev": float(result["stacks"][seat] - chips)}
    figures.update(_shares(result, seat, parts))
    return figures


def _shares(result: Mapping[str, Any], seat: int, parts: list[str]) -> dict[str, float]:
    showdown = result.get("showdown") or []
    if not showdown:
        payouts = result.get("payouts") or {}
        alone = list(payouts) == [str(seat)]
        return {name: float(alone) for name in parts}
    pot = showdown[0]
    shares = {name: 0.0 for name in parts}
    for part in pot.get("parts", []):
        winners = part.get("winners") or []
        if seat in winners:
            shares[part["part"]] = 1 / len(winners)
    return shares

"""What the coach adds in the 7/27 family: the chance to end the hand over the high target (27
in 7/27), next to the chance of each half of the pot."""

from __future__ import annotations

from collections.abc import Mapping

from pokerrules.rankings.points import Target, show
from pokerrules.steps.machine import StepGameState
from pokerrules.steps.spec import Spec
from pokerrules.table.coaching.model import Coach
from pokerrules.table.state import State


def _over(start: State, end: State, seat: int) -> Mapping[str, float]:
    """1 when every total ``seat``'s cards make at the end is over the high target."""
    if not isinstance(end, StepGameState) or end.spec.count is None:
        return {}
    high = end.spec.showdown.high
    if not isinstance(high, Target):
        return {}
    totals = end.spec.count.totals(end.players[seat].held)
    return {"over": float(min(totals) > high.goal)}


def coach(spec: Spec) -> Coach | None:
    """The family's coach for ``spec`` (``None`` for a game with no high target)."""
    high = spec.showdown.high
    if spec.count is None or not isinstance(high, Target):
        return None
    goal = show(high.goal)
    means = {"high": f"the chance your hand is the one closest to {goal} (a tie counts as a "
                     "share)",
             "over": f"the chance you end above {goal}"}
    low = spec.showdown.low
    if isinstance(low, Target):
        means["low"] = (f"the chance your hand is the one closest to {show(low.goal)} (a tie "
                        "counts as a share)")
    return Coach(figures=_over, names={"over": f"over {goal}"}, means=means,
                 first=("high", "low", "over"))

"""Three Five Seven's coach: Three Fifty Seven's (the same worlds, the same secret choices made
again, read when the round is settled), with this game's figures: among several in, every hand
but the single best pays; the best hand, or a player alone in, wins the round."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial

from pokerrules.games.three_fifty_seven.coach import (
    PAYS,
    WINS,
    round_figures,
    round_settled,
    secret_choices,
)
from pokerrules.table.coaching.matches import PLAYED_ON
from pokerrules.table.coaching.model import Coach


def outcome(keys: Mapping[int, int], seat: int) -> dict[str, float]:
    """The figures from the keys of the hands that are in."""
    if seat not in keys:
        return {PAYS: 0.0, WINS: 0.0}
    if len(keys) == 1:
        return {PAYS: 0.0, WINS: 1.0}
    high = max(keys.values())
    best = [s for s, key in keys.items() if key == high]
    if len(best) > 1:
        return {PAYS: 0.0, WINS: 0.0}
    return {PAYS: float(seat not in best), WINS: float(seat in best)}


COACH = Coach(
    secrets=secret_choices,
    figures=partial(round_figures, judge=outcome),
    stop=round_settled,
    samples=PLAYED_ON,
    names={PAYS: "you pay (in, but not the best hand)", WINS: "you win the round"},
    first=(WINS, PAYS),
    later=("everyone else chooses as the table's bots choose, and the figures are read when the "
           "round is settled"),
)

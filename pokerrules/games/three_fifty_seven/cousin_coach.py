"""Three Five Seven's coach: Three Fifty Seven's (the same worlds, the same secret choices made
again, read when the round is settled), with this game's figures: among several in, every hand
but the single best pays; the best hand, or a player alone in, wins the round."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pokerrules.games.three_fifty_seven.coach import (
    PAYS,
    WINS,
    declarations,
    round_hands,
    round_settled,
    secret_choices,
)
from pokerrules.games.three_fifty_seven.rules import ranking_for
from pokerrules.games.three_fifty_seven.state import ThreeFiftySevenState
from pokerrules.table.coaching.matches import PLAYED_ON
from pokerrules.table.coaching.model import Coach
from pokerrules.table.state import State


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


def round_figures(start: State, now: State, seat: int) -> Mapping[str, float]:
    if not round_settled(start, now):
        return {}
    assert isinstance(start, ThreeFiftySevenState) and isinstance(now, ThreeFiftySevenState)
    said = declarations(start, now)
    hands = round_hands(start, now)
    ranking = ranking_for(start.round, start.rules.three_cards)
    ins: Sequence[int] = [s for s in start.in_turn if said.get(s)]
    return outcome({s: ranking.key(hands[s]) for s in ins}, seat)


COACH = Coach(
    secrets=secret_choices,
    figures=round_figures,
    stop=round_settled,
    samples=PLAYED_ON,
    names={PAYS: "you pay (in, but not the best hand)", WINS: "you win the round"},
    first=(WINS, PAYS),
    later=("everyone else chooses as the table's bots choose, and the figures are read when the "
           "round is settled"),
)

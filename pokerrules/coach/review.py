"""After a hand: every decision a seat made, with the coach's figures for every move it had,
and a grade.

A decision is graded by the game's key figure (:attr:`pokerrules.coach.model.Coach.key`, the
chips a move is worth unless the game says otherwise): **best** when no move was worth more,
**fine** when the move chosen is within the margin of the best (:func:`margin`), and **costly**
otherwise. The hand's total is what the costly and fine moves gave up, added together.

In a match the review covers one deal: the last one finished, or the one a request names.
A decision with one move only (a forced move) is not a decision and is left out.
"""

from __future__ import annotations

from typing import Any

from pokerrules.coach.model import Coach
from pokerrules.coach.odds import coach_of, odds
from pokerrules.coach.play import moves
from pokerrules.core.actions import Action
from pokerrules.history import replay
from pokerrules.table.match import Match
from pokerrules.table.state import State

#: The most decisions one review weighs (the last ones of the hand or deal).
MOST_DECISIONS = 24
#: How many worlds each decision of a sampled review draws unless the request says otherwise.
REVIEW_SAMPLES = 100


def margin(coach: Coach, spread: float) -> float:
    """How far below the best a "fine" move may be: the game's own margin, or one chip for
    chips (a tenth of a point for other numbers, five points in a hundred for a chance), widened
    to two standard errors of a sampled figure."""
    base = coach.margin if coach.margin is not None else 1.0 if coach.key == "ev" else \
        0.1 if coach.key in coach.numbers else 0.05
    return max(base, 2 * spread)


def review(history: dict[str, Any], state: State, seat: int, samples: int | None,
           seed: int) -> dict[str, Any]:
    coach = coach_of(state)
    deal = _deal(state)
    spots: list[int] = []
    actions = history["actions"]

    def watch(now: State, n: int) -> None:
        if n < len(actions) and actions[n].get("seat") == seat and now.to_act == seat \
                and (deal is None or getattr(now, "turn", None) == deal) \
                and len(moves(now.legal_actions())) > 1:
            spots.append(n)

    replay(history, watch, reader=seat)
    spots = spots[-MOST_DECISIONS:]
    decisions = []
    wanted = set(spots)

    def weigh(now: State, n: int) -> None:
        if n in wanted:
            decisions.append(_decision(now, seat, n, Action.from_json(
                {k: v for k, v in actions[n].items() if k != "seat"}), coach,
                REVIEW_SAMPLES if samples is None else samples, seed))

    replay(history, weigh, reader=seat)
    given_up = sum(d["given_up"] for d in decisions)
    counts = {grade: sum(d["grade"] == grade for d in decisions)
              for grade in ("best", "fine", "costly")}
    return {"decisions": decisions, "key": coach.key, "total": {"given_up": given_up, **counts},
            "summary": _summary(coach, counts, given_up, len(decisions))}


def _deal(state: State) -> int | None:
    if not isinstance(state, Match):
        return None
    return state.turn if state.is_over or state.turn <= 1 else state.turn - 1


def _decision(state: State, seat: int, n: int, chosen: Action, coach: Coach, samples: int,
              seed: int) -> dict[str, Any]:
    figures = odds(state, seat, samples, seed)
    values = [_value(coach, move) for move in figures["moves"]]
    best = max(values)
    picked = next((i for i, move in enumerate(figures["moves"])
                   if Action.from_json(move["action"]) == chosen), None)
    mine = values[picked] if picked is not None else best
    spread = figures["moves"][picked].get("stderr" if coach.key != "ev" else "ev_stderr", 0.0) \
        if picked is not None else 0.0
    gap = best - mine
    grade = "best" if gap <= 1e-9 else "fine" if gap <= margin(coach, spread) else "costly"
    return {"action_index": n, "chosen": picked, "grade": grade, "given_up": gap,
            "best": values.index(best), **figures}


def _value(coach: Coach, move: dict[str, Any]) -> float:
    if coach.key == "ev":  # a game played for points alone has no chips: its points, then
        value = float(move["ev"] if "ev" in move else move.get("figures", {}).get("points", 0.0))
    else:
        value = float({**move.get("parts", {}), **move.get("figures", {})}.get(coach.key, 0.0))
    return -value if coach.lower_is_better else value


def _summary(coach: Coach, counts: dict[str, int], given_up: float, total: int) -> str:
    if not total:
        return "You had no decision to review: every move you made was the only one."
    parts = [f"{counts[g]} {g}" for g in ("best", "fine", "costly") if counts[g]]
    if given_up <= 0.05:
        lost = ""
    elif coach.key == "ev":
        lost = f" Given up against the best moves: {given_up:.1f} chips."
    else:
        lost = (f" Given up against the best moves, in "
                f"{coach.names.get(coach.key, coach.key)}: {given_up:.1f}.")
    return f"{total} decision{'s' if total != 1 else ''}: {', '.join(parts)}.{lost}"

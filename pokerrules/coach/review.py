"""After a hand: every decision a seat made, with the coach's figures for every move it had,
and a grade.

A decision is graded by the game's key figure (:attr:`pokerrules.table.coaching.model.Coach.key`: the
chips against this table, unless the game says otherwise) in four grades, **best**,
**inaccuracy**, **mistake** and **blunder**, by what the move made gave up against the best move,
in the stakes of the hand (:mod:`pokerrules.table.coaching.grades`). The move made is always weighed,
whatever its amount; a decision with one move but an amount to choose (an ante) is weighed over
its smallest and largest amounts too. After the hand, the decision that mattered most (the
mistake or blunder that gave up most) is named in one line.

In a match the review covers one deal: the last one finished, or the one a request names.
A decision with one move and no amount to choose (a forced move) is left out. Every review is
bounded (:data:`pokerrules.coach.budget.REVIEW_WORK_LIMIT`, shared by its decisions).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from pokerrules.coach.budget import REVIEW_WORK_LIMIT, WORK_LIMIT
from pokerrules.coach.odds import coach_of, key_value, weigh
from pokerrules.coach.play import moves
from pokerrules.core.actions import Action, Template
from pokerrules.lookup.history import replay
from pokerrules.table.coaching.grades import CHANCE_GRADES, CHIP_GRADES, GRADES, PLURALS, Grades
from pokerrules.table.coaching.model import Coach
from pokerrules.table.match import Match
from pokerrules.table.state import State

#: The most decisions one review weighs (the last ones of the hand or deal).
MOST_DECISIONS = 24
#: How many worlds each decision of a sampled review draws unless the request says otherwise.
REVIEW_SAMPLES = 100


def _chooses_amount(legal: list[Template]) -> bool:
    return any(t.low is not None and t.high is not None and t.high > t.low for t in legal)


def _is_decision(legal: list[Template]) -> bool:
    return len(moves(legal)) > 1 or _chooses_amount(legal)


def _smallest_bet(legal: list[Template]) -> int | None:
    bets = [t.low for t in legal if t.kind in ("bet", "raise") and t.low]
    return min(bets) if bets else None


def review(history: dict[str, Any], state: State, seat: int, samples: int | None,
           seed: int) -> dict[str, Any]:
    coach = coach_of(state)
    deal = _deal(state)
    spots: list[int] = []
    bets: list[int] = []
    actions = history["actions"]

    def watch(now: State, n: int) -> None:
        if n < len(actions) and actions[n].get("seat") == seat and now.to_act == seat \
                and (deal is None or getattr(now, "turn", None) == deal):
            legal = now.legal_actions()
            if _is_decision(legal):
                spots.append(n)
            bet = _smallest_bet(legal)
            if bet is not None:
                bets.append(bet)

    replay(history, watch, reader=seat)
    spots = spots[-MOST_DECISIONS:]
    wanted = set(spots)
    share = min(WORK_LIMIT, REVIEW_WORK_LIMIT // max(1, len(spots)))
    weighed: list[dict[str, Any]] = []

    def weigh_spot(now: State, n: int) -> None:
        if n in wanted:
            chosen = Action.from_json({k: v for k, v in actions[n].items() if k != "seat"})
            weighed.append(_weighed(now, seat, n, chosen, REVIEW_SAMPLES if samples is None
                                    else samples, seed, share))

    replay(history, weigh_spot, reader=seat)
    grades, unit = _grades(coach, state, seat, weighed, bets)
    decisions = [_graded(coach, one, grades, unit) for one in weighed]
    given_up = sum(d["given_up"] for d in decisions)
    counts = {grade: sum(d["grade"] == grade for d in decisions) for grade in GRADES}
    return {"decisions": decisions, "key": coach.key, "grades": grades.to_json(),
            "total": {"given_up": given_up, **counts},
            "mattered": _mattered(decisions),
            "summary": _summary(coach, counts, given_up, len(decisions))}


def _deal(state: State) -> int | None:
    if not isinstance(state, Match):
        return None
    return state.turn if state.is_over or state.turn <= 1 else state.turn - 1


def _weighed(state: State, seat: int, n: int, chosen: Action, samples: int, seed: int,
             work_limit: int) -> dict[str, Any]:
    """One decision's figures, the move made among them, with each world's figures kept."""
    legal = state.legal_actions()
    also = [chosen]
    if len(moves(legal)) == 1 and _chooses_amount(legal):  # an ante: its least and most too
        template = next(t for t in legal if t.kind == chosen.kind)
        also += [Action(chosen.kind, amount) for amount in (template.low, template.high)]
    weighing = weigh(state, seat, samples, seed, work_limit=work_limit, also=also)
    wanted = chosen.to_json()
    picked = next(i for i, action in enumerate(weighing.choices) if action.to_json() == wanted)
    return {"n": n, "picked": picked, "reply": weighing.reply, "runs": weighing.runs}


def _grades(coach: Coach, state: State, seat: int, weighed: list[dict[str, Any]],
            bets: list[int]) -> tuple[Grades, float]:
    """The thresholds, and how many of the key's units one unit of them is."""
    if coach.grades is not None:
        return coach.grades, 1.0
    chips = coach.key == "ev" and any("ev" in m for one in weighed for m in one["reply"]["moves"])
    if chips:
        stake = coach.stake(state, seat) if coach.stake is not None else \
            float(min(bets)) if bets else 1.0
        return CHIP_GRADES, max(stake, 1e-9)
    if coach.key != "ev" and coach.key not in coach.numbers:
        return CHANCE_GRADES, 1 / CHANCE_GRADES.scale
    return Grades(1, 2, 4, ("point", "points")), 1.0


def _graded(coach: Coach, one: dict[str, Any], grades: Grades, unit: float) -> dict[str, Any]:
    reply, picked, runs = one["reply"], one["picked"], one["runs"]
    values = [key_value(coach, move) for move in reply["moves"]]
    best = max(range(len(values)), key=lambda i: (values[i], -i))
    gap = max(0.0, values[best] - values[picked])
    error = _paired_error(coach, runs, best, picked) if runs else 0.0
    loss = max(0.0, gap - error) / unit
    grade = "best" if gap <= 1e-9 else grades.grade(loss)
    return {"action_index": one["n"], "chosen": picked, "best": best, "grade": grade,
            "given_up": gap, "given_up_stderr": error, "loss": loss,
            "loss_words": grades.amount(loss), **reply}


def _paired_error(coach: Coach, runs: list[list[Mapping[str, float]]], best: int,
                  picked: int) -> float:
    """The standard error of the difference between two moves, world by world."""
    if best == picked or len(runs) < 2:
        return 0.0
    diffs = [key_value(coach, {"figures": run[best]}, flat=True)
             - key_value(coach, {"figures": run[picked]}, flat=True) for run in runs]
    mean = sum(diffs) / len(diffs)
    spread = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
    return math.sqrt(spread / len(diffs))


def _mattered(decisions: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The mistake or blunder that gave up most, in one line (``None`` when there is none)."""
    bad = [i for i, d in enumerate(decisions) if d["grade"] in ("mistake", "blunder")]
    if not bad:
        return None
    worst = max(bad, key=lambda i: (decisions[i]["loss"], -i))
    d = decisions[worst]
    moves_ = d["moves"]
    text = (f"The decision that mattered most: decision {worst + 1}, "
            f"{moves_[d['chosen']]['label']}, a {d['grade']}: it gave up {d['loss_words']} "
            f"against {moves_[d['best']]['label']}.")
    return {"decision": worst, "text": text}


def _summary(coach: Coach, counts: dict[str, int], given_up: float, total: int) -> str:
    if not total:
        return "You had no decision to review: every move you made was the only one."
    parts = [f"{counts[g]} {g if counts[g] == 1 else PLURALS[g]}" for g in GRADES if counts[g]]
    if given_up <= 0.05:
        lost = ""
    elif coach.key == "ev":
        lost = f" Given up against the best moves: {given_up:.1f} chips."
    else:
        lost = (f" Given up against the best moves, in "
                f"{coach.names.get(coach.key, coach.key)}: {given_up:.1f}.")
    return f"{total} decision{'s' if total != 1 else ''}: {', '.join(parts)}.{lost}"

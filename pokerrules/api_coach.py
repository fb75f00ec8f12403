"""The facade's coach ops, registered in :data:`pokerrules.api.OPS`:

- ``{"op": "odds", "history": H, "seat": k, "samples": n?, "seed": s?}`` -> ``{"ok": true,
  "moves": [...], "model": ..., "exact": ..., ...}``: the figures of every legal move of seat
  ``k``, whose turn it is, from what that seat may see (:func:`pokerrules.coach.odds.odds`).
- ``{"op": "review", "history": H, "seat": k, "samples": n?, "seed": s?}`` -> ``{"ok": true,
  "decisions": [...], "total": ...}``: every decision seat ``k`` made in the hand (or in the deal
  being played, in a match), each with the figures of every move it had and a grade
  (:func:`pokerrules.coach.review.review`).

The seed is read as every op reads one (a whole number, or typed digits), 0 when none is given.
Both check every field before any work and change nothing: a finished hand, a seat out of range
or not to act, or an absurd sample count gets a coded error.
"""

from __future__ import annotations

from typing import Any

from pokerrules.core.errors import BadRequest, IllegalAction, quote
from pokerrules.table.game import State


def _seat(request: dict[str, Any], state: State) -> int:
    seat = request.get("seat", 0)
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state.table.seats:
        raise BadRequest(f"seat is a seat number from 0 to {state.table.seats - 1} (counted from "
                         f"0), not {quote(seat)}.")
    return seat


def op_odds(request: dict[str, Any], state: State, seed: int) -> dict[str, Any]:
    from pokerrules.coach.odds import check_samples, odds

    seat = _seat(request, state)
    samples = check_samples(request.get("samples"))
    if state.is_over:
        raise IllegalAction("This hand is over: there is no move to weigh.")
    if state.to_act != seat:
        whose = "nobody's" if state.to_act is None else f"seat {state.to_act + 1}'s"
        raise BadRequest(f"It is {whose} turn, not seat {seat + 1}'s: the coach weighs the moves "
                         "of the seat to act.")
    return {"ok": True, "seat": seat, "seed": seed, **odds(state, seat, samples, seed)}


def op_review(request: dict[str, Any], history: dict[str, Any], state: State,
              seed: int) -> dict[str, Any]:
    from pokerrules.coach.odds import check_samples
    from pokerrules.coach.review import review

    seat = _seat(request, state)
    samples = check_samples(request.get("samples"))
    return {"ok": True, "seat": seat, **review(history, state, seat, samples, seed)}

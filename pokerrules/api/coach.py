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

from collections.abc import Mapping
from typing import Any

from pokerrules.core.errors import BadRequest, IllegalAction
from pokerrules.table.people import check_person, holder
from pokerrules.table.protocol import History, OddsReply, OddsRequest, ReviewReply, ReviewRequest
from pokerrules.table.state import State


def _seat(request: Mapping[str, Any], state: State) -> int:
    """The seat asked for (the seat holding the device when left out: seat 0 unless several
    people play), which must be a person's (:mod:`pokerrules.table.people`)."""
    return check_person(request.get("seat", holder(state)), state, "the coach weighs")


def op_odds(request: OddsRequest, state: State, seed: int) -> OddsReply:
    from pokerrules.coach.odds import check_samples, odds

    seat = _seat(request, state)
    samples = check_samples(request.get("samples"))
    if state.is_over:
        raise IllegalAction("This hand is over: there is no move to weigh.")
    if state.to_act != seat:
        whose = "nobody's" if state.to_act is None else f"seat {state.to_act + 1}'s"
        raise BadRequest(f"It is {whose} turn, not seat {seat + 1}'s: the coach weighs the moves "
                         "of the seat to act.")
    found = odds(state, seat, samples, seed)
    reply: OddsReply = {"ok": True, "seat": seat, "seed": seed, "exact": found["exact"],
                        "model": found["model"], "assumptions": found["assumptions"],
                        "key": found["key"], "figures": found["figures"], "moves": found["moves"]}
    for count in ("worlds", "samples", "cut"):
        if count in found:
            reply[count] = found[count]
    return reply


def op_review(request: ReviewRequest, history: History, state: State, seed: int) -> ReviewReply:
    from pokerrules.coach.odds import check_samples
    from pokerrules.coach.review import review

    seat = _seat(request, state)
    samples = check_samples(request.get("samples"))
    found = review(dict(history), state, seat, samples, seed)
    return {"ok": True, "seat": seat, "key": found["key"], "grades": found["grades"],
            "decisions": found["decisions"], "total": found["total"],
            "mattered": found["mattered"], "summary": found["summary"]}

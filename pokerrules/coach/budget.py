"""How much work one coach request may do, fixed before the work starts.

Work is counted in moves played in the coach's worlds (:attr:`pokerrules.coach.play.Player.applied`),
which depends on the worlds alone, never on the clock, so a reply stays the same on any machine.
A sampled answer stops drawing worlds once :data:`WORK_LIMIT` moves are played and says how many
it drew; an exact answer that would pass the limit is sampled instead, with at least half the
limit again (so a request plays at most one and a half times the limit). One world plays at most
:data:`~pokerrules.coach.play.MOST_MOVES` moves, each followed by at most two plays of
:data:`~pokerrules.coach.play.MOST_LATER_MOVES` moves, so no request goes far past the limit.
"""

from __future__ import annotations

#: The most moves one ``odds`` request plays in its worlds. ``scripts/bench_coach.py
#: --world-moves`` measured 0.1 to 0.7 s of CPython per 1,000 moves at the games' first decisions
#: (Pyodide about 2.3 times that), so a request takes at most about 4 to 18 s of CPython; most
#: answer long before it (Give Me Five at 5 seats and Night Chaos at 7 reach it below 100 samples).
WORK_LIMIT = 25_000
#: The most moves one ``review`` plays in all, shared equally by its decisions.
REVIEW_WORK_LIMIT = 2 * WORK_LIMIT
#: How many worlds may be drawn for each one asked for when some disagree with what the seat was
#: told (:attr:`pokerrules.table.coaching.model.Coach.consistent`) and are thrown away.
MOST_DRAWS_PER_SAMPLE = 40
#: ... and at least this many in all, so that a request for a few samples still finds worlds
#: that fit a rare signal (every world drawn counts for some moves of work: ``WORLD_COST``).
LEAST_DRAWS = 1_000


def cut_words(asked: int, drawn: int, few_fit: bool) -> str:
    """The sentence a reply carries when fewer worlds were drawn than were asked for: the work
    limit was reached, or (``few_fit``) too few deals fit what the seat was told."""
    why = "few deals of the cards you cannot see fit what you have been told" if few_fit else \
        "each deal of this game takes long to play out"
    return (f"Fewer deals than asked: {drawn} of {asked}, since {why}; the figures are less "
            "precise (see ±).")

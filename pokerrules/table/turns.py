"""Turn order, for every game: seats are numbered 0, 1, ... round the table, play goes to the
left (to the next number), and the dealer is the seat the deal starts after. The presets a
match names its order with (whose turn it is) are :mod:`pokerrules.table.turn_order`; these are
the seat arithmetic they and the games rest on.

>>> round_from(2, 4)
[2, 3, 0, 1]
>>> left_of_dealer(3, 4)
[0, 1, 2, 3]
>>> next_in([0, 2, 3], 3)
0
>>> partner(1, 4)
3
>>> after([0, 2, 3], 1)
2
>>> opponents(1, 4)
[2, 0]
>>> following(1, 3), following(2, 3)
(2, None)
"""

from __future__ import annotations

from collections.abc import Sequence


def round_from(first: int, seats: int) -> list[int]:
    """Every seat once, in turn, starting with ``first``: the order of a trick its winner leads."""
    return [(first + step) % seats for step in range(seats)]


def left_of_dealer(dealer: int, seats: int) -> list[int]:
    """Every seat once, from the dealer's left round to the dealer."""
    return round_from(dealer + 1, seats)


def next_in(order: Sequence[int], seat: int) -> int:
    """The seat after ``seat`` in ``order`` (the players still in, in turn), going round."""
    return order[(order.index(seat) + 1) % len(order)]


def after(live: Sequence[int], seat: int) -> int:
    """The first seat of ``live`` (in seat order) after ``seat``, which need not be in it."""
    return next((s for s in live if s > seat), live[0])


def at_or_after(live: Sequence[int], seat: int) -> int:
    """The first seat of ``live`` (in seat order) from ``seat`` on, going round the table."""
    return next((s for s in live if s >= seat), live[0])


def partner(seat: int, seats: int) -> int:
    """The seat across the table (partners sit facing at an even table)."""
    return (seat + seats // 2) % seats


def opponents(seat: int, seats: int) -> list[int]:
    """The seats of the other side, at a table of two sides sitting alternately (partners
    facing), in turn from ``seat``'s left: the ones who answer its bid."""
    return [s for s in round_from(seat + 1, seats) if (s - seat) % 2]


def following(seat: int, seats: int) -> int | None:
    """The seat after ``seat`` in one pass from seat 0 to the last (a casino table, where each
    player acts once in seat order), or None after the last."""
    return seat + 1 if seat + 1 < seats else None

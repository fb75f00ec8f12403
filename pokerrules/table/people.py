"""Pass-and-play: which seats people play at one device, and whose view a reply carries.

A hand is played by the people at the device (``Table.people``: seat 0 alone unless the hand
says otherwise) and by bots in every other seat. The device goes from person to person: the
facade moves the bots on until a person must act, and each reply carries the view of one seat,
the *holder*'s (:func:`holder`):

- while the hand is on, the person whose turn it is;
- once it is over, the last person who moved (they still hold the device, and see the result
  from their own seat), or the first person when no person moved at all.

So no reply shows anyone a card their seat may not see: the moves played back after a person's
move are drawn for that person (they hold the device while the bots answer), and the next
person's view comes only in the reply's ``view``, for a page to show after the hand-over.

>>> check_people([2, 0], 3)
(0, 2)
>>> check_people([0, 0], 3)
Traceback (most recent call last):
...
pokerrules.core.errors.BadOption: 'people' names seat 0 twice: each seat is played by one person \
(seats are counted from 0).
"""

from __future__ import annotations

from pokerrules.core.errors import BadOption, PokerRulesError, quote
from pokerrules.table.state import State

#: The people of a hand that names none: the reader, in seat 0.
ALONE = (0,)
#: The most people a request may name, before the game's own seats are known.
MAX_PEOPLE = 32


def check_people(people: object, seats: int | None = None,
                 error: type[PokerRulesError] = BadOption) -> tuple[int, ...]:
    """``people`` as the sorted seats it names, or ``error``: a list of 1 to ``seats`` distinct
    whole numbers, each a seat of the table (0 to ``seats - 1``; the range is checked only when
    ``seats`` is given)."""
    most = MAX_PEOPLE if seats is None else seats
    if not isinstance(people, list) or not 1 <= len(people) <= most:
        raise error(f"'people' must be a list of 1 to {most} seats (counted from 0) played by "
                    f"people at this device, not {quote(people)}.")
    for seat in people:
        if not isinstance(seat, int) or isinstance(seat, bool) or seat < 0:
            raise error(f"'people' must list seats as whole numbers counted from 0, not "
                        f"{quote(seat)}.")
        if seats is not None and seat >= seats:
            raise error(f"'people' names seat {seat}, but this table's seats are 0 to "
                        f"{seats - 1} (counted from 0).")
        if people.count(seat) > 1:
            raise error(f"'people' names seat {seat} twice: each seat is played by one person "
                        "(seats are counted from 0).")
    return tuple(sorted(people))


def people_of(state: State) -> tuple[int, ...]:
    return state.table.people


def holder(state: State) -> int:
    """The seat whose view a reply carries (see the module's doc)."""
    people = state.table.people
    if not state.is_over and state.to_act in people:
        assert state.to_act is not None
        return state.to_act
    return next((seat for seat, _ in reversed(state.actions) if seat in people), people[0])


def check_person(seat: object, state: State, what: str) -> int:
    """``seat`` if it is a seat of the table played by a person at this device, else
    :class:`BadRequest`; for the ops that take a ``seat`` (``what`` says what the op does)."""
    from pokerrules.core.errors import BadRequest

    people = state.table.people
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state.table.seats:
        raise BadRequest(f"seat is a seat number from 0 to {state.table.seats - 1} (counted from "
                         f"0), not {quote(seat)}.")
    if seat not in people:
        listed = ", ".join(str(p + 1) for p in people)
        raise BadRequest(f"Seat {seat + 1} is played by a bot: {what} only the seats of the "
                         f"people at this device (seat{'s' if len(people) > 1 else ''} {listed}).")
    return seat


def requested_people(people: object) -> tuple[int, ...]:
    """The ``people`` of a ``new`` request, its shape checked (:data:`ALONE` when left out or
    null); the seats' range is checked once the table is dealt."""
    return ALONE if people is None else check_people(people)


def not_a_persons_turn(state: State) -> str:
    """Why an ``act`` on ``state`` is refused when the seat to act is a bot's."""
    if state.table.people == ALONE:
        return "It is not your turn; deal a new hand to play on."
    turn = (state.to_act or 0) + 1
    return f"It is seat {turn}'s turn, and a bot plays seat {turn}; deal a new hand to play on."

"""Decisions of each kind a game offers, found by playing it: for the hostile-call pool
(:mod:`tests.conformance.pool`), which must hold a decision of every move any game has, and
for the test that checks it does.

A game's moves are not listed anywhere; they are what its states offer (``legal_actions``). So
seeded hands are played by the game's own bots, every seat a bot, within a small budget of
moves, and each kind of move is kept the first time it is offered.
"""

from __future__ import annotations

from typing import Any

from pokerrules.lookup.history import to_json
from pokerrules.table.agents import bot_step, make_bot
from pokerrules.table.game import Variant

#: The moves and hands a game is played for at least (a match game's hand is a whole match).
MOVES = 300
HANDS = 4
#: Past those, the reader's hands go on while another seat was offered a move the reader was
#: not yet (a dealer's move, say), up to these.
MORE_MOVES = 4000
MORE_HANDS = 40


def _seats(variant: Variant, hand: int) -> int:
    return variant.min_seats + hand % (variant.max_seats - variant.min_seats + 1)


def explore(variant: Variant, seed: int, reader_only: bool) -> dict[str, dict[str, Any]]:
    """Each kind of move offered in hands ``seed``, ``seed + 1``... of ``variant`` (bots and seat
    counts vary from hand to hand), with the history of the first decision that offered it.

    Without ``reader_only`` every seat's decisions count, over :data:`MOVES` and :data:`HANDS`.
    With it only those of seat 0 (the facade's reader, whose moves a page sends) do, and past
    that budget the hands go on while some move was offered to another seat and not yet to
    the reader, at the fewest seats, up to :data:`MORE_MOVES` and :data:`MORE_HANDS`."""
    names = sorted(variant.bots)
    found: dict[str, dict[str, Any]] = {}
    anyone: set[str] = set()
    moves = hand = 0

    def within_budget() -> bool:
        return moves < MOVES and hand < HANDS

    def going_on() -> bool:
        wanted = reader_only and bool(anyone - set(found))
        return moves < MORE_MOVES and hand < MORE_HANDS and (within_budget() or wanted)

    while going_on():
        # Past the budget, the fewest seats: the reader acts most often.
        seats = _seats(variant, seed + hand) if within_budget() else variant.min_seats
        state = variant.new(seed + hand, {}, seats)
        bots = [make_bot(variant, names[(hand + seat) % len(names)]) for seat in range(seats)]
        while not state.is_over and going_on():
            seat = state.to_act
            assert seat is not None
            kinds = {template.kind for template in state.legal_actions()}
            anyone |= kinds
            if seat == 0 or not reader_only:
                for kind in kinds - set(found):
                    found[kind] = dict(to_json(state))
            bot_step(state, bots[seat])
            moves += 1
        hand += 1
    return found


def first_decisions(variant: Variant) -> dict[str, dict[str, Any]]:
    """For each kind of move the reader is offered within the budget, the history of the first
    decision that offers it (the reader to act)."""
    return explore(variant, seed=1, reader_only=True)

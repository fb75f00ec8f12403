"""Betting: the structure (fixed limit, pot limit, no limit), one round's rules, and side pots."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from pokerrules.core.actions import Template

Structure = Literal["fixed", "pot", "no-limit"]


@dataclass(frozen=True)
class Stakes:
    """``ante`` from everyone at the start; ``bet`` is the fixed bet (the minimum bet otherwise);
    ``raise_cap`` limits raises per round in fixed limit."""

    ante: int
    bet: int
    structure: Structure = "fixed"
    raise_cap: int = 3


@dataclass
class Round:
    """One betting round in progress."""

    queue: list[int]            # seats still to act, in order
    level: int = 0              # the most anyone has put in this round
    raises: int = 0             # full bets and raises so far (the opening bet counts as one)
    last_increment: int = 0     # size of the last full bet or raise
    acted: set[int] = field(default_factory=set)   # acted since the last full bet or raise
    closed: set[int] = field(default_factory=set)  # may call or fold, but not raise again
    in_round: dict[int, int] = field(default_factory=dict)  # chips each seat put in this round

    def minimum(self, stakes: Stakes) -> int:
        """The smallest full bet or raise."""
        return max(stakes.bet, self.last_increment)

    def record(self, seat: int, increment: int | None, stakes: Stakes) -> None:
        """Note an action: ``increment`` is the size of a bet or raise, ``None`` for the rest.

        A raise all in for less than a full raise does not reopen the betting: players who had
        already acted may then only call or fold.
        """
        if increment is not None and increment >= self.minimum(stakes):
            self.raises += 1
            self.last_increment = increment
            self.acted, self.closed = set(), set()
        elif increment is not None:
            self.closed = self.acted - {seat}
        self.acted.add(seat)


def templates(stakes: Stakes, rnd: Round, seat: int, in_round: int, stack: int,
              pot: int) -> list[Template]:
    """The legal moves for ``seat``, which has ``in_round`` in this round and ``stack`` behind.

    Checking or calling has the focus (never folding). A bet or raise is an amount: for a raise,
    the chips put in on top of the call. Where there is only one amount (fixed limit, or all the
    chips left), the label says it: ``"Bet 2"``, ``"Raise by 2 to 4"`` (to 4 in this round).
    """
    owe = min(rnd.level - in_round, stack)
    moves: list[Template] = []
    if owe == 0:
        moves.append(Template("check", "Check", focus=True))
    else:
        moves.append(Template("fold", "Fold"))
        moves.append(Template("call", f"Call {owe}" + (" (all in)" if owe == stack else ""),
                              focus=True))
    spare = stack - owe
    if spare <= 0 or seat in rnd.closed:
        return moves
    if stakes.structure == "fixed" and rnd.raises > stakes.raise_cap:
        return moves
    smallest = rnd.minimum(stakes)
    if stakes.structure == "fixed":
        largest = smallest
    elif stakes.structure == "pot":
        largest = max(smallest, pot + owe)
    else:
        largest = spare
    low, high = min(smallest, spare), min(largest, spare)
    all_in = " (all in)" if low == high == spare else ""
    if rnd.level == 0:
        label = f"Bet {low}{all_in}" if low == high else "Bet"
        moves.append(Template("bet", label, low, high, low))
    elif low == high:
        moves.append(Template("raise", f"Raise by {low} to {in_round + owe + low}{all_in}",
                              low, high, low))
    else:
        moves.append(Template("raise", f"Raise by (after calling {owe})" if owe else "Raise by",
                              low, high, low))
    return moves


@dataclass(frozen=True)
class Pot:
    amount: int
    eligible: tuple[int, ...]


def side_pots(put_in: Sequence[int], live: Sequence[bool],
              all_in: Sequence[bool] | None = None) -> list[Pot]:
    """Split everything put in into a main pot and side pots.

    Each level of contribution forms a pot that only the live (not folded) players who put in
    at least that much can win. Chips that no live player matched go to the live players who put
    in the most (an uncalled bet comes back). Given ``all_in``, only those players are limited
    by what they put in: the others matched every bet, so they can win every pot even if they
    paid less outside the betting (fewer replacement cards bought, say).
    """
    reach = [p if all_in is None or all_in[s] else float("inf") for s, p in enumerate(put_in)]
    levels = sorted({r for r, alive in zip(reach, live, strict=True) if alive and r > 0})
    pots: list[Pot] = []
    floor: float = 0
    for level in levels:
        amount = int(sum(min(p, level) - min(p, floor) for p in put_in))
        eligible = tuple(s for s, (r, alive) in enumerate(zip(reach, live, strict=True))
                         if alive and r >= level)
        if amount:
            pots.append(Pot(amount, eligible))
        floor = level
    leftover = int(sum(p - min(p, floor) for p in put_in))
    if leftover:
        top = tuple(s for s, (r, alive) in enumerate(zip(reach, live, strict=True))
                    if alive and r == floor) or tuple(s for s, alive in enumerate(live) if alive)
        if pots and pots[-1].eligible == top:
            pots[-1] = Pot(pots[-1].amount + leftover, top)
        else:
            pots.append(Pot(leftover, top))
    return pots


def share(amount: int, winners: Sequence[int], order: Sequence[int]) -> dict[int, int]:
    """Split ``amount`` evenly; odd chips go one each to winners in ``order`` (left of the dealer)."""
    each, odd = divmod(amount, len(winners))
    out = dict.fromkeys(winners, each)
    for seat in [s for s in order if s in out][:odd]:
        out[seat] += 1
    return out

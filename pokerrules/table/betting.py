"""Betting: the structure (fixed limit, spread limit, pot limit, no limit), one round's rules,
and side pots.

One round serves every game; its options (on :class:`Stakes`) make the capped round some games
play: a spread limit (any bet or raise from a smallest to a largest amount), a limit on bets
and raises, the shortest stack still in bounding the betting (never any side pots), and the
"call-and-raise" wording of the moves and the log.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from pokerrules.core.actions import Action, Template

Structure = Literal["fixed", "spread", "pot", "no-limit"]
Wording = Literal["poker", "call-and-raise"]


@dataclass(frozen=True)
class Stakes:
    """``ante`` from everyone at the start; ``bet`` is the fixed bet (the minimum bet otherwise);
    ``raise_cap`` limits the raises after the opening bet, per round, in fixed and spread limit.

    In spread limit every bet or raise is any amount from ``bet`` to ``top``, whatever the bets
    before it were. With ``shortest_stack`` the shortest stack still in bounds the betting: no
    bet or raise may take the level past what the player still in with the fewest chips has
    (counting their chips in this round), so nobody is ever all in for less than the others put
    in and there are never side pots; every bet or raise is then a full one, however small, as
    the bound is all the betting can go up. ``wording`` is how the moves and the log read:

    - ``"poker"``: ``"Fold"`` first, ``"Call 2 (all in)"``, ``"Bet 2"`` (or ``"Bet"`` over a
      range), ``"Raise by 2 to 6"`` (or ``"Raise by (after calling 2)"``); logged as
      ``"call 2, all in"``, ``"bet 4"``, ``"raise by 2 to 6"`` (the level it goes to);
    - ``"call-and-raise"``: every range spelt out, the call in a raise's words, and ``"Fold"``
      last: ``"Bet 1 to 4"``, ``"Call 3 and raise by 1 to 4"``; logged as ``"bet 2"``,
      ``"call 3 and [raise] by 2"`` (the amounts put in on top of the call).
    """

    ante: int
    bet: int
    structure: Structure = "fixed"
    raise_cap: int = 3
    top: int = 0
    shortest_stack: bool = False
    wording: Wording = "poker"


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
        """The smallest full bet or raise: in spread limit always ``stakes.bet``."""
        if stakes.structure == "spread":
            return stakes.bet
        return max(stakes.bet, self.last_increment)

    def to_call(self, seat: int) -> int:
        """What ``seat`` must put in to match the level (its stack aside)."""
        return self.level - self.in_round.get(seat, 0)

    def shortest(self, stacks: Sequence[int], live: Iterable[int]) -> int:
        """The fewest chips any of ``live`` has in all: its stack and its chips in this round.
        With :attr:`Stakes.shortest_stack`, the most anyone may have in this round."""
        return min(self.in_round.get(s, 0) + stacks[s] for s in live)

    def record(self, seat: int, increment: int | None, stakes: Stakes) -> None:
        """Note an action: ``increment`` is the size of a bet or raise, ``None`` for the rest.

        A raise all in for less than a full raise does not reopen the betting: players who had
        already acted may then only call or fold. (With :attr:`Stakes.shortest_stack` every bet
        or raise is full.)
        """
        if increment is not None and (stakes.shortest_stack or increment >= self.minimum(stakes)):
            self.raises += 1
            self.last_increment = increment
            self.acted, self.closed = set(), set()
        elif increment is not None:
            self.closed = self.acted - {seat}
        self.acted.add(seat)

    def act(self, seat: int, action: Action, stakes: Stakes, order: Sequence[int],
            stack: int) -> tuple[int, str]:
        """Carry out ``seat``'s legal move (``stack`` behind it); returns the chips it puts in
        and the move in the log's words (:attr:`Stakes.wording`).

        A call puts in what ``seat`` owes (at most its stack); a bet or raise that and
        ``action.amount`` more. After a bet or raise, the others of ``order`` (the players still
        in who may act, in turn, ``seat`` among them) are due again, from ``seat``'s left. A
        fold puts nothing in: the caller takes the player out of the hand.
        """
        self.queue.pop(0)
        owe = min(self.to_call(seat), stack)
        if action.kind == "fold":
            return 0, "fold"
        raised = (action.amount or 0) if action.kind in ("bet", "raise") else 0
        chips = owe + raised
        self.in_round[seat] = self.in_round.get(seat, 0) + chips
        if raised:
            self.level = self.in_round[seat]
            self.record(seat, raised, stakes)
            at = order.index(seat)
            self.queue[:] = [*order[at + 1:], *order[:at]]
        else:
            self.record(seat, None, stakes)
        return chips, _said(stakes.wording, action.kind, owe, raised, self.level,
                            all_in=0 < chips == stack)


def _said(wording: Wording, kind: str, owe: int, raised: int, level: int, all_in: bool) -> str:
    """A move in the log's words, in the stakes' wording."""
    if kind == "check":
        return "check"
    if wording == "call-and-raise":
        return {"call": f"call {owe}", "bet": f"bet {raised}"}.get(
            kind, f"call {owe} and [raise] by {raised}")
    words = {"call": f"call {owe}", "bet": f"bet {level}"}.get(kind, f"raise by {raised} to {level}")
    return words + (", all in" if all_in else "")


def templates(stakes: Stakes, rnd: Round, seat: int, in_round: int, stack: int,
              pot: int, bound: int | None = None) -> list[Template]:
    """The legal moves for ``seat``, which has ``in_round`` in this round and ``stack`` behind;
    ``bound``, needed with :attr:`Stakes.shortest_stack`, is :meth:`Round.shortest` of the
    players still in.

    Checking or calling has the focus (never folding). A bet or raise is an amount: for a raise,
    the chips put in on top of the call. In the poker wording, where there is only one amount
    (fixed limit, or all the chips left), the label says it: ``"Bet 2"``, ``"Raise by 2 to 4"``
    (to 4 in this round); the call-and-raise wording always gives the amounts.
    """
    owe = min(rnd.level - in_round, stack)
    poker = stakes.wording == "poker"
    if owe == 0:
        moves = [Template("check", "Check", focus=True)]
    else:
        all_in = " (all in)" if owe == stack and poker else ""
        moves = [Template("call", f"Call {owe}{all_in}", focus=True)]
    spare = stack - owe
    if stakes.shortest_stack:
        if bound is None:
            raise ValueError("the shortest stack bounds this betting: give the bound")
        spare = min(spare, bound - rnd.level)
    raising = _bet_or_raise(stakes, rnd, seat, in_round, owe, spare, pot)
    moves += [raising] if raising else []
    fold = [Template("fold", "Fold")] if owe else []
    return fold + moves if poker else moves + fold


def _bet_or_raise(stakes: Stakes, rnd: Round, seat: int, in_round: int, owe: int, spare: int,
                  pot: int) -> Template | None:
    """The bet or raise ``seat`` may make with ``spare`` chips over the call, if any."""
    if spare <= 0 or seat in rnd.closed:
        return None
    if stakes.structure in ("fixed", "spread") and rnd.raises > stakes.raise_cap:
        return None
    smallest = rnd.minimum(stakes)
    if stakes.structure == "fixed":
        largest = smallest
    elif stakes.structure == "spread":
        largest = max(smallest, stakes.top)
    elif stakes.structure == "pot":
        largest = max(smallest, pot + owe)
    else:
        largest = spare
    low, high = min(smallest, spare), min(largest, spare)
    kind = "bet" if rnd.level == 0 else "raise"
    if stakes.wording == "call-and-raise":
        word = "Bet" if kind == "bet" else f"Call {owe} and raise by" if owe else "Raise by"
        return Template(kind, f"{word} {low}" if low == high else f"{word} {low} to {high}",
                        low, high, low)
    all_in = " (all in)" if low == high == spare else ""
    if kind == "bet":
        label = f"Bet {low}{all_in}" if low == high else "Bet"
    elif low == high:
        label = f"Raise by {low} to {in_round + owe + low}{all_in}"
    else:
        label = f"Raise by (after calling {owe})" if owe else "Raise by"
    return Template(kind, label, low, high, low)


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

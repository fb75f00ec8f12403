"""Pif Paf's one round of betting before the play: check, bet, call, raise or fold, with no bet
or raise over the ante times the number of players, and at most :data:`MAX_RAISES` bets and
raises. No bet may ask a player still in for more chips than they have (so there are never side
pots): the most anyone can be asked to put in is what the shortest stack still in holds."""

from __future__ import annotations

from dataclasses import dataclass, field

from pokerrules.core.actions import Action, Template
from pokerrules.games.pif_paf.rules import MAX_RAISES


def _amount_label(word: str, low: int, high: int) -> str:
    return f"{word} {low}" if low == high else f"{word} {low} to {high}"


@dataclass
class Betting:
    """The round in progress: who still has to act, the most anyone has put in, each seat's
    chips put in, and the players still in (not folded)."""

    queue: list[int]
    active: list[int]
    cap: int  # the largest bet or raise: the ante times the number of players
    step: int  # the smallest bet or raise: the ante
    level: int = 0
    raises: int = 0
    put: dict[int, int] = field(default_factory=dict)

    def to_call(self, seat: int) -> int:
        return self.level - self.put.get(seat, 0)

    def room(self, stacks: list[int]) -> int:
        """How far the level may still go up: the shortest stack still in sets it."""
        return min(self.put.get(s, 0) + stacks[s] for s in self.active) - self.level

    def templates(self, seat: int, stacks: list[int]) -> list[Template]:
        owed = self.to_call(seat)
        room = self.room(stacks)
        high = min(self.cap, room)
        low = min(self.step, high)
        can_raise = self.raises < MAX_RAISES and high >= 1
        if owed == 0:
            moves = [Template("check", "Check", focus=True)]
            if can_raise:
                moves.append(Template("bet", _amount_label("Bet", low, high), low, high, low))
            return moves
        moves = [Template("call", f"Call {owed}", focus=True)]
        if can_raise:
            moves.append(Template("raise", _amount_label(f"Call {owed} and raise by", low, high),
                                  low, high, low))
        return [*moves, Template("fold", "Fold")]

    def act(self, seat: int, action: Action) -> tuple[int, str]:
        """Carry out a checked move; returns the chips the seat puts in and the log text."""
        self.queue.pop(0)
        owed = self.to_call(seat)
        if action.kind == "fold":
            self.active.remove(seat)
            return 0, "fold"
        if action.kind in ("check", "call"):
            self.put[seat] = self.level
            return owed, "check" if action.kind == "check" else f"call {owed}"
        raised = action.amount or 0
        self.level += raised
        self.raises += 1
        self.put[seat] = self.level
        at = self.active.index(seat)
        self.queue = self.active[at + 1:] + self.active[:at]
        words = f"bet {raised}" if action.kind == "bet" else f"call {owed} and [raise] by {raised}"
        return owed + raised, words

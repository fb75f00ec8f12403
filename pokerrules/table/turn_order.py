"""Turn-order presets for a match (in the spirit of boardgame.io's ``TurnOrder``): a game names
the order its deals follow as its ``turn_order``, and :attr:`pokerrules.table.match.Match.to_act`
asks it whose turn it is, so that no game writes its own ``to_act`` for a common pattern. The
seat arithmetic they rest on (the dealer's left, the next seat still in, partners, the trick's
order) is :mod:`pokerrules.table.turns`.

- :class:`Asked`: seats answer one at a time from a list the game fills (the first is to act,
  nobody when it is empty): everyone from the dealer's left, those still in, one side after
  another, or everyone at once in secret (simultaneous choices: the moves are ``secret`` and
  revealed together when the list is empty).
- :class:`Passing`: one seat has the turn, and the game passes it on (to the next seat still in,
  :func:`~pokerrules.table.turns.next_in`).
- :class:`Trick`: the trick's leader, then round the table (the trick winner leads the next).
- :class:`First`: a seat that must answer before the rest (Twenty-Five's robber), else another
  order.
- :class:`ByPhase`: a different order in some phases of a deal (a round of betting, the rebuys).

>>> class Deal:
...     over, queue, phase, current = False, [2, 0], "bet", 1
>>> ByPhase({"bet": Asked()}, Passing()).seat(Deal())
2
>>> Deal.phase = "play"
>>> ByPhase({"bet": Asked()}, Passing()).seat(Deal())
1
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from operator import attrgetter
from typing import Any, Protocol

from pokerrules.table.turns import round_from


class TurnOrder(Protocol):
    def seat(self, match: Any) -> int | None:
        """Whose turn it is in ``match`` (a deal not over), or None: nobody's."""
        ...


@dataclass(frozen=True)
class Asked:
    """The first seat of the match's list ``attr`` (a dotted path), nobody when it is empty."""

    attr: str = "queue"

    def seat(self, match: Any) -> int | None:
        waiting: list[int] = attrgetter(self.attr)(match)
        return waiting[0] if waiting else None


@dataclass(frozen=True)
class Passing:
    """The seat named by the match's ``attr``, which the game passes on."""

    attr: str = "current"

    def seat(self, match: Any) -> int | None:
        seat: int | None = attrgetter(self.attr)(match)
        return seat


@dataclass(frozen=True)
class Trick:
    """The match's ``leader``, then each seat in turn round the table, one card each of
    ``trick`` (the cards played to it so far)."""

    def seat(self, match: Any) -> int | None:
        return round_from(match.leader, match.table.seats)[len(match.trick)]


@dataclass(frozen=True)
class First:
    """The seat named by the match's ``attr`` while it names one, else ``then``'s."""

    attr: str
    then: TurnOrder

    def seat(self, match: Any) -> int | None:
        seat: int | None = attrgetter(self.attr)(match)
        return self.then.seat(match) if seat is None else seat


@dataclass(frozen=True)
class ByPhase:
    """The order of the match's ``phase`` in ``phases``, else ``otherwise``."""

    phases: Mapping[str, TurnOrder]
    otherwise: TurnOrder

    def seat(self, match: Any) -> int | None:
        return self.phases.get(match.phase, self.otherwise).seat(match)

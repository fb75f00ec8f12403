"""The fields of a match's view's ``"match"`` object, declared where they are made: the ones
every match has (:data:`SHARED`, made by :meth:`pokerrules.table.match.Match.match_view`) and each
game's own, declared beside its state with :func:`declare` (its ``match_fields``, which its
``facts`` fill in). The declarations are the one source: a test checks each game's view against
them, and the "Matches" section of ``notes/api-contract.md`` against them.

>>> sorted(declare(round="the round being played, from 1"))
['round']
>>> list(SHARED)[:3]
['turn', 'turn_cap', 'dealer']
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType


def declare(**fields: str) -> Mapping[str, str]:
    """A game's own ``match`` fields: each name with a one-line description (read only)."""
    return MappingProxyType(dict(fields))


#: The fields every match's ``match`` object has.
SHARED = declare(
    turn="the deal being played, from 1",
    turn_cap="the last turn, or null",
    dealer="the dealer's seat; the deal passes left",
    pot="the pot, carried from deal to deal",
    points="each seat's points, as numbers",
    points_text="each seat's points as players write them (fractions)",
    playing="false for a seat out of the match for good",
    chips="false in a game of points only, whose seats bring no chips",
    last_deal="null until a deal is over, then the last finished deal as the reader saw it",
)

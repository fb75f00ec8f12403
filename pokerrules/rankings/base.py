"""What every hand ranking offers."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from pokerrules.cards import Card


class Ranking(Protocol):
    """Compare hands by ``key``: a bigger key is a better hand, equal keys tie."""

    def key(self, cards: Sequence[Card]) -> int: ...

    def label(self, cards: Sequence[Card]) -> str: ...

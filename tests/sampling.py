"""Which games a per-game browser test visits.

A browser visit costs seconds, and the catalogue keeps growing, so in CI a per-game browser test
visits a sample drawn from the registry: the first game each family lists (so every kind of table,
lesson and page the site draws is visited), in the registry's order. ``scripts/sweep_games.py``
runs the same tests over every game: it sets ``PR_EVERY_GAME=1``.
"""

from __future__ import annotations

import os
from collections.abc import Iterable

from pokerrules.lookup.registry import variants

EVERY_GAME = "PR_EVERY_GAME"


def every_game() -> bool:
    """Whether this run visits every game (the sweep) rather than the sample."""
    return os.environ.get(EVERY_GAME) == "1"


def sampled(ids: Iterable[str] | None = None) -> list[str]:
    """The games of ``ids`` (every registered game if ``None``) a per-game test visits: the first of
    each family among them, or all of them in a sweep; always in the registry's order."""
    wanted = None if ids is None else set(ids)
    families: set[str] = set()
    chosen = []
    for variant in variants():
        if wanted is not None and variant.id not in wanted:
            continue
        if every_game() or variant.family not in families:
            chosen.append(variant.id)
            families.add(variant.family)
    return chosen

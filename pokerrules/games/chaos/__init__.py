"""Chaos and Night Chaos: one family."""

from pokerrules.games.chaos.night_chaos import FAMILY_ENTRY

__all__ = ["FAMILY_ENTRY"]

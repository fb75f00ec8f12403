"""The one error a night raises (:class:`~pokerrules.core.errors.BadNight`, code ``bad-night``):
what is wrong with a night, a file or an entry, in plain words; nothing was changed."""

from __future__ import annotations

from pokerrules.core.errors import BadNight

__all__ = ["BadNight"]

"""Executable rules for dealer's-choice poker variants and related card games.

The package has no runtime dependencies and runs the same in CPython 3.11+ and in Pyodide.
Start with :func:`pokerrules.lookup.registry.get` or the JSON facade in :mod:`pokerrules.api`.
"""

from pokerrules.core.errors import (
    BadCard,
    BadOption,
    BadRequest,
    CorruptHistory,
    IllegalAction,
    PokerRulesError,
    UnknownVariant,
)

__all__ = [
    "BadCard",
    "BadOption",
    "BadRequest",
    "CorruptHistory",
    "IllegalAction",
    "PokerRulesError",
    "UnknownVariant",
]
__version__ = "0.1.0"

"""A seeded shuffle that gives the same order everywhere.

The generator is SplitMix64 written with plain integer arithmetic, so CPython and Pyodide (or any
future Python) produce the same sequence for the same seed. Python's own :mod:`random` is not
used: its algorithms are not promised to stay the same between versions.

>>> shuffled(range(5), seed=7) == shuffled(range(5), seed=7)
True
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import TypeVar

from pokerrules.core.errors import quote

T = TypeVar("T")
_MASK = (1 << 64) - 1
MAX_SEED = (1 << 63) - 1


def is_seed(seed: object) -> bool:
    return isinstance(seed, int) and not isinstance(seed, bool) and 0 <= seed <= MAX_SEED


def seed_message(seed: object) -> str:
    """What is wrong with a bad seed: the one message every check of a seed gives."""
    return f"A seed must be a whole number from 0 to {MAX_SEED}, not {quote(seed)}."


class SeededRandom:
    """SplitMix64: small, fast, and identical on every platform."""

    def __init__(self, seed: int) -> None:
        if not is_seed(seed):
            raise ValueError(seed_message(seed))
        self._state = seed & _MASK

    def next_u64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform whole number in ``range(n)``, without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound.")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n


def shuffled(items: Iterable[T], seed: int) -> list[T]:
    """A new list with ``items`` in a Fisher-Yates order fixed by ``seed``."""
    out = list(items)
    rng = SeededRandom(seed)
    for i in range(len(out) - 1, 0, -1):
        j = rng.below(i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def _label_mix(label: int | str) -> int:
    mix = label if isinstance(label, int) else _text_mix(label)
    return mix & MAX_SEED


@cache
def _text_mix(label: str) -> int:
    return sum(ord(ch) << (8 * (i % 7)) for i, ch in enumerate(label))


def derive_seed(seed: int, *labels: int | str) -> int:
    """A new seed from ``seed`` and labels, for independent streams (one per bot, say)."""
    state = seed
    for label in labels:
        # SeededRandom((state ^ mix) & MAX_SEED).next_u64() & MAX_SEED, written out (the same
        # numbers; a string label's mix worked out once)
        z = (((state ^ _label_mix(label)) & MAX_SEED) + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        state = (z ^ (z >> 31)) & MAX_SEED
    return state

"""derive_seed written out (SplitMix64's step inline, a text label's mix worked out once) gives
the numbers it always gave: checked against the plain definition on seeded random labels."""

from __future__ import annotations

import random

from pokerrules.core.rng import MAX_SEED, SeededRandom, derive_seed


def plain(seed: int, *labels: int | str) -> int:
    state = seed
    for label in labels:
        mix = label if isinstance(label, int) else sum(ord(ch) << (8 * (i % 7))
                                                       for i, ch in enumerate(label))
        state = SeededRandom((state ^ (mix & MAX_SEED)) & MAX_SEED).next_u64() & MAX_SEED
    return state


def test_derive_seed_gives_the_plain_numbers() -> None:
    rng = random.Random(31)
    for _ in range(20_000):
        seed = rng.randrange(MAX_SEED + 1)
        labels: list[int | str] = [
            rng.choice([rng.randrange(1 << rng.choice([3, 20, 63, 70])), "coach", "world", "later",
                        "é" * rng.randrange(9)]) for _ in range(rng.randrange(4))]
        assert derive_seed(seed, *labels) == plain(seed, *labels), (seed, labels)


def test_known_values() -> None:
    assert derive_seed(0, "coach", 0) == plain(0, "coach", 0)
    assert derive_seed(5) == 5

import pytest

from pokerrules.core.cards import format_cards, standard_deck
from pokerrules.core.rng import SeededRandom, derive_seed, shuffled


def test_same_seed_same_order_different_seed_different_order() -> None:
    deck = standard_deck()
    assert shuffled(deck, 42) == shuffled(deck, 42)
    assert shuffled(deck, 42) != shuffled(deck, 43)
    assert sorted(shuffled(deck, 42)) == sorted(deck)


def test_known_order_is_pinned() -> None:
    # Pinned so that a change to the generator (which would break saved seeds) is noticed.
    assert format_cards(shuffled(standard_deck(), 1)[:6]) == "8d Tc 5d 9h 9d 6s"


def test_below_is_roughly_uniform() -> None:
    rng = SeededRandom(7)
    counts = [0] * 6
    for _ in range(60_000):
        counts[rng.below(6)] += 1
    assert all(9_400 < c < 10_600 for c in counts), counts


def test_bad_seeds_are_refused() -> None:
    for seed in (-1, 2**63, 1.5, True):
        with pytest.raises(ValueError):
            SeededRandom(seed)  # type: ignore[arg-type]


def test_derived_seeds_differ_by_label() -> None:
    assert derive_seed(5, "bot", 1) != derive_seed(5, "bot", 2)
    assert derive_seed(5, "bot", 1) == derive_seed(5, "bot", 1)

"""Deuce-to-seven, ace-to-six, ace-to-five and Badugi orders against slow rankings written here,
and the published counts of shared/FACTS.md ("Lows and Badugi") by enumeration."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from itertools import combinations

import pytest

from pokerrules.core.cards import Card, parse, standard_deck
from pokerrules.rankings.badugi import Badugi
from pokerrules.rankings.low import AceToFiveLow
from pokerrules.rankings.lowball import AceToSixLow, DeuceToSevenLow

DECK = standard_deck()


def _sign(x: object, y: object) -> int:
    return (x > y) - (x < y)  # type: ignore[operator]


def _made_hand(cards: Sequence[Card], ace: int, straights: bool) -> tuple[int, ...]:
    """A high-poker value by plain counting: the category (0 high card .. 8 straight flush),
    then the ranks by group size and rank. ``ace`` is the ace's number (1 or 14)."""
    ranks = [ace if c.rank == 14 else c.rank for c in cards]
    counts = Counter(ranks)
    shape = sorted(counts.values(), reverse=True)
    order = tuple(sorted(counts, key=lambda r: (counts[r], r), reverse=True))
    run = straights and len(counts) == 5 and max(ranks) - min(ranks) == 4
    flush = straights and len({c.suit for c in cards}) == 1
    if run and flush:
        category = 8
    elif shape == [4, 1]:
        category = 7
    elif shape == [3, 2]:
        category = 6
    elif flush:
        category = 5
    elif run:
        category = 4
    elif shape[0] == 3:
        category = 3
    elif shape == [2, 2, 1]:
        category = 2
    elif shape[0] == 2:
        category = 1
    else:
        category = 0
    return (category, *order)


def slow_deuce_to_seven(cards: Sequence[Card]) -> tuple[int, ...]:
    """Bigger is lower: the high value, made worse-is-better by negation."""
    return tuple(-x for x in _made_hand(cards, 14, True))


def slow_ace_to_six(cards: Sequence[Card]) -> tuple[int, ...]:
    return tuple(-x for x in _made_hand(cards, 1, True))


def slow_ace_to_five(cards: Sequence[Card]) -> tuple[int, ...]:
    return tuple(-x for x in _made_hand(cards, 1, False))


def slow_badugi(cards: Sequence[Card]) -> tuple[int, ...]:
    """Every subset of different suits and ranks: the most cards, then the lowest, highest
    card first (as negated numbers, so bigger is better)."""
    best: tuple[int, ...] = ()
    for size in range(1, len(cards) + 1):
        for group in combinations(cards, size):
            if len({c.suit for c in group}) == size and len({c.rank for c in group}) == size:
                low = sorted((1 if c.rank == 14 else c.rank for c in group), reverse=True)
                value = (size, *(-r for r in low))
                best = max(best, value)
    return best


CASES: list[tuple[str, Callable[[Sequence[Card]], object], Callable[[Sequence[Card]], object], int]] = [
    ("deuce-to-seven", DeuceToSevenLow().key, slow_deuce_to_seven, 5),
    ("ace-to-six", AceToSixLow().key, slow_ace_to_six, 5),
    ("ace-to-five", AceToFiveLow().key, slow_ace_to_five, 5),
    ("badugi", Badugi().key, slow_badugi, 4),
]


@pytest.mark.parametrize(("name", "fast", "slow", "size"), CASES, ids=[c[0] for c in CASES])
def test_order_matches_brute_force(name: str, fast: Callable[[Sequence[Card]], object],
                                   slow: Callable[[Sequence[Card]], object], size: int) -> None:
    rng = random.Random(f"lowball-{name}")
    hands = [rng.sample(DECK, size) for _ in range(1500)]
    # near ties and made hands too: hands from few ranks and from one suit
    hands += [rng.sample([c for c in DECK if c.rank in (2, 3, 4, 5, 6, 7, 14)], size)
              for _ in range(1500)]
    hands += [rng.sample([c for c in DECK if c.suit == "s"], size) for _ in range(200)]
    fast_keys = [fast(h) for h in hands]
    slow_keys = [slow(h) for h in hands]
    for i in range(len(hands) - 1):
        for j in (i + 1, rng.randrange(len(hands))):
            assert _sign(fast_keys[i], fast_keys[j]) == _sign(slow_keys[i], slow_keys[j]), (
                name, hands[i], hands[j])


def test_distinct_deuce_to_seven_values() -> None:
    """Every one of the 7,462 high-poker classes stays distinct: A-2-3-4-5 becomes ace high (one
    straight fewer, one high-card hand more), and the same for the flushes."""
    ranking = DeuceToSevenLow()
    values = set()
    for ranks in combinations(range(2, 15), 5):
        cards = [Card(r, s) for r, s in zip(ranks, "scdhs", strict=True)]
        values.add(ranking.key(cards))
        values.add(ranking.key([Card(r, "s") for r in ranks]))
    for counts in _paired_rank_multisets():
        suits = iter("scdhscdhscdh")
        cards = [Card(r, next(suits)) for r in counts]
        values.add(ranking.key(cards))
    assert len(values) == 7_462


def _paired_rank_multisets() -> list[list[int]]:
    out = []
    from itertools import combinations_with_replacement

    for ranks in combinations_with_replacement(range(2, 15), 5):
        c = Counter(ranks)
        if len(c) < 5 and max(c.values()) <= 4:
            out.append(sorted(ranks, key=lambda r: ranks.count(r)))
    return out


def test_labels() -> None:
    low = DeuceToSevenLow()
    assert low.label(parse("7s 5d 4c 3h 2s")) == "Seven-five low (7-5-4-3-2)"
    assert low.label(parse("As 5d 4c 3h 2s")) == "Ace-five low (A-5-4-3-2)"
    assert low.label(parse("8s 6s 4s 3s 2s")) == "Flush, eight high (8-6-4-3-2)"
    assert AceToSixLow().label(parse("5s 4d 3c 2h As")) == "Straight, five high (5-4-3-2-A)"
    assert Badugi().label(parse("Kd 2d 3c 3h")) == "Two-card hand, three-two (3-2)"


def test_seven_lows_deuce_to_seven_number_4080() -> None:
    """FACTS.md: 4,080 five-card hands make a deuce-to-seven seven low. A hand with a card above
    a seven (the ace is high) cannot; every hand of twos to sevens is counted."""
    ranking = DeuceToSevenLow()
    worst_seven = ranking.key(parse("7s 6d 5c 4h 2s"))
    small = [c for c in DECK if 2 <= c.rank <= 7]
    assert sum(1 for hand in combinations(small, 5) if ranking.key(hand) >= worst_seven) == 4_080
    rng = random.Random(4080)
    for _ in range(20_000):
        hand = rng.sample(DECK, 5)
        if any(c.rank > 7 for c in hand):
            assert ranking.key(hand) < worst_seven


def test_eight_or_better_lows_number_57344() -> None:
    """FACTS.md: 57,344 hands qualify for an eight-or-better low: counted over every hand of aces
    to eights (a hand with a nine or higher never qualifies)."""
    ranking = AceToFiveLow(qualifier=8)
    small = [c for c in DECK if c.rank <= 8 or c.rank == 14]
    assert sum(1 for hand in combinations(small, 5) if ranking.key(hand) is not None) == 57_344
    assert ranking.key(parse("9s 4d 3c 2h As")) is None


def test_badugi_dealt_pat_17160() -> None:
    """FACTS.md: of the 270,725 four-card hands, 17,160 are a four-card badugi (about 6.34%)."""
    ranking = Badugi()
    hands = pat = 0
    for hand in combinations(DECK, 4):
        hands += 1
        pat += ranking.key(hand) >= 4 << 16
    assert (hands, pat) == (270_725, 17_160)

"""The arithmetic shared by the poker rankings: packed keys, rank patterns and the best fill.

A hand that is not a straight or a flush is a *pattern* of groups of equal rank: a full house
is a group of three and a group of two, two pair is 2-2-1. :func:`best_fill` finds the best
ranks for the groups of a pattern from how many natural cards there are of each rank, with some
wild cards free to be any rank. It is a greedy choice, group by group, that only picks a rank
when the rest of the pattern can still be filled (checked by :func:`fill_cost`), so the first
choice it makes is the best and nothing is enumerated.

>>> counts = rank_counts([13, 13, 13, 4, 4, 9])
>>> best_fill(counts, (3, 2), 0, HIGH_ORDER)
(13, 4)
>>> best_fill(counts, (4, 1), 1, HIGH_ORDER)     # one wild card makes four kings
(13, 9)
>>> unpack(pack(1, (13, 14, 9, 4)))
(1, (13, 14, 9, 4))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

ACE = 14
#: Ranks from the best to the worst for a high hand (ace high).
HIGH_ORDER = tuple(range(ACE, 1, -1))
#: Ranks from the best to the worst for a low hand (ace low, counted as 1).
LOW_ORDER = tuple(range(1, ACE))
#: A prime for each rank (index = rank, 2..14); the product of a hand's primes names its ranks.
PRIMES = (0, 43, 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)
SLOTS = 5  # ranks kept in a key, four bits each

# Group patterns for a hand of ``h`` cards, most to least powerful. The name of a pattern is its
# first two group sizes: (4, 1) is four of a kind, (3, 2) a full house, (2, 2) two pair ...
PATTERNS: dict[int, tuple[tuple[int, ...], ...]] = {
    5: ((5,), (4, 1), (3, 2), (3, 1, 1), (2, 2, 1), (2, 1, 1, 1), (1, 1, 1, 1, 1)),
    4: ((4,), (3, 1), (2, 2), (2, 1, 1), (1, 1, 1, 1)),
    3: ((3,), (2, 1), (1, 1, 1)),
    2: ((2,), (1, 1)),
    1: ((1,),),
}


def pack(category: int, ranks: Iterable[int]) -> int:
    """One int that sorts like ``(category, *ranks)``: four bits a rank, five rank slots."""
    value = category
    n = 0
    for r in ranks:
        value = (value << 4) | r
        n += 1
    return value << (4 * (SLOTS - n))


def unpack(key: int) -> tuple[int, tuple[int, ...]]:
    """The inverse of :func:`pack`; rank slots left empty (0) are dropped."""
    ranks = tuple(r for i in range(SLOTS - 1, -1, -1) if (r := (key >> (4 * i)) & 15))
    return key >> (4 * SLOTS), ranks


def rank_counts(ranks: Iterable[int]) -> list[int]:
    """How many cards of each rank: index = rank (0..14); an ace also counts as rank 1."""
    counts = [0] * 15
    for r in ranks:
        counts[r] += 1
    counts[1] = counts[ACE]
    return counts


def fill_cost(counts: Sequence[int], sizes: Sequence[int], used: Sequence[int], order: Sequence[int]) -> int:
    """The fewest wild cards that fill ``sizes`` (largest first) with ranks not in ``used``.

    The largest groups go to the ranks with the most natural cards: swapping any two choices
    can only cost as much or more, so this sorted matching is the cheapest.
    """
    available = [counts[r] for r in order]
    for r in used:
        available.remove(counts[r])
    if len(available) < len(sizes):
        return 99
    if sizes[0] == 1:  # kickers only: one wild card for each missing rank
        missing = len(sizes) - (len(available) - available.count(0))
        return missing if missing > 0 else 0
    available.sort(reverse=True)
    return sum(size - have for size, have in zip(sizes, available, strict=False) if size > have)


def best_fill(counts: Sequence[int], sizes: Sequence[int], wilds: int, order: Sequence[int],
              largest: int = 5, most: Sequence[int] | None = None) -> tuple[int, ...] | None:
    """The best ranks, group by group, for the pattern ``sizes``, or ``None`` if out of reach.

    ``order`` lists the ranks best first. A group may not be bigger than ``largest`` (4 when
    a wild card may not copy a card already in the hand: there are only four of a rank).
    Groups of the same size come out best first, as they are compared. ``most``, if given, is
    the counts sorted from the most, to test quickly whether the pattern fits at all.
    """
    if sizes[0] > largest:
        return None
    if most is None:
        if fill_cost(counts, sizes, (), order) > wilds:
            return None
    elif sum(size - have for size, have in zip(sizes, most, strict=False) if size > have) > wilds:
        return None
    chosen: list[int] = []
    left = wilds
    ranks_held = sum(1 for r in order if counts[r])
    for i, size in enumerate(sizes):
        if size == 1:
            # Kickers: the best ranks left, a wild card for each one not held. The pattern fits,
            # so each choice leaves enough: a held rank or a wild card spent covers one kicker.
            for r in order:
                if len(chosen) == len(sizes):
                    break
                if r not in chosen and (counts[r] or left):
                    if not counts[r]:
                        left -= 1
                    chosen.append(r)
            return tuple(chosen) if len(chosen) == len(sizes) else None
        rest = sizes[i + 1:]
        for r in order:
            if r in chosen:
                continue
            cost = size - counts[r] if counts[r] < size else 0
            if cost > left:
                continue
            if not rest:
                fits = True
            elif rest[0] == 1:  # only kickers left: a wild card for each rank not held
                held = ranks_held - sum(1 for x in chosen if counts[x]) - (1 if counts[r] else 0)
                fits = len(rest) - held <= left - cost
            else:
                fits = fill_cost(counts, rest, (*chosen, r), order) <= left - cost
            if fits:
                chosen.append(r)
                left -= cost
                break
        else:  # pragma: no cover - fill_cost said the whole pattern fits
            return None
    return tuple(chosen)


def group_category(sizes: Sequence[int]) -> int:
    """The high-poker category of a pattern: 9 five of a kind ... 0 high card (no straights)."""
    first = sizes[0]
    second = sizes[1] if len(sizes) > 1 else 0
    return {5: 9, 4: 7, 3: 6 if second == 2 else 3, 2: 2 if second == 2 else 1, 1: 0}[first]

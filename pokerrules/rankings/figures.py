"""How often each poker hand comes up, computed exactly with the package's own evaluators.

Hands are grouped by their ranks: every hand with the same ranks (two kings, a nine ...) has the
same value unless it is a flush, and how many ways its suits can fall, with or without a flush,
is a product of binomial coefficients. So the 133,784,560 seven-card hands need one evaluation per
set of ranks (49,205 of them) and per set of flush ranks, not one per hand.

>>> five = five_card_counts()
>>> five[PokerCategory.STRAIGHT_FLUSH], sum(five.values())
(40, 2598960)
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations, combinations_with_replacement
from math import comb, prod

from pokerrules.core.cards import Card
from pokerrules.rankings.patterns import PRIMES
from pokerrules.rankings.poker import _RANK_KEYS, HighPoker, PokerCategory, _rank_miss, key_any
from pokerrules.rankings.wild import Wild

RANKS = range(2, 15)
_SPADES = {r: Card(r, "s") for r in RANKS}


def _rank_sets(n: int, ranks: range = RANKS) -> list[tuple[int, ...]]:
    """Every multiset of ``n`` ranks with at most four of a rank."""
    return [ranks for ranks in combinations_with_replacement(ranks, n)
            if max(Counter(ranks).values()) <= 4]


def _category(key: int) -> PokerCategory:
    return PokerCategory(key >> 20)


def _plain_key(ranks: tuple[int, ...]) -> int:
    """The value of these ranks when no five share a suit: the table entry for their primes."""
    product = prod(PRIMES[r] for r in ranks)
    key = _RANK_KEYS.get(product)
    return _rank_miss(product) if key is None else key


def _flush_key(ranks: tuple[int, ...]) -> int:
    return key_any([_SPADES[r] for r in ranks])


def _counts_by_ranks(n: int, deck_ranks: range = RANKS) -> tuple[Counter[PokerCategory], set[int]]:
    """Hands of ``n`` cards from a deck of four suits of ``ranks``, by category; the values met."""
    counts: Counter[PokerCategory] = Counter()
    values: set[int] = set()
    for ranks in _rank_sets(n, deck_ranks):
        mult = Counter(ranks)
        plain = _plain_key(ranks)
        total = prod(comb(4, c) for c in mult.values())
        flushes = 0
        distinct = sorted(mult)
        for size in range(5, len(distinct) + 1):
            for suited in combinations(distinct, size):
                # one suit holds exactly the ranks ``suited``; the other cards use the other three
                ways = 4 * prod(comb(3, c - 1) if r in suited else comb(3, c) for r, c in mult.items())
                if ways:
                    key = max(plain, _flush_key(suited))
                    counts[_category(key)] += ways
                    values.add(key)
                    flushes += ways
        if total > flushes:
            counts[_category(plain)] += total - flushes
            values.add(plain)
    return counts, values


@cache
def five_card_counts() -> dict[PokerCategory, int]:
    """All 2,598,960 five-card hands by category."""
    return dict(_counts_by_ranks(5)[0])


@cache
def distinct_five_card_values() -> int:
    """How many different five-card hand values there are (hands that tie share one)."""
    return len(_counts_by_ranks(5)[1])


@cache
def seven_card_counts() -> dict[PokerCategory, int]:
    """All 133,784,560 seven-card hands by the category of their best five."""
    return dict(_counts_by_ranks(7)[0])


@cache
def joker_deck_counts() -> dict[PokerCategory, int]:
    """All 2,869,685 five-card hands from 52 cards and one fully wild joker.

    The hands without the joker are the plain five-card counts. A hand with it is four natural
    cards and the joker, and its value depends only on their ranks and on whether all four share
    a suit; one hand of each kind goes through the wild-card evaluator, counted as many times as
    its suits can fall.
    """
    joker = Card(0, "*")
    poker = HighPoker(wild=Wild())
    counts = Counter(five_card_counts())
    for ranks in _rank_sets(4):
        mult = Counter(ranks)
        total = prod(comb(4, c) for c in mult.values())
        suited = 4 if len(mult) == 4 else 0
        seen: Counter[int] = Counter()
        spread = []
        for i, r in enumerate(ranks):  # different suits for the same rank, and never all four alike
            spread.append(Card(r, "cdhs"[i if suited else seen[r]]))
            seen[r] += 1
        counts[_category(poker.key((*spread, joker)))] += total - suited
        if suited:
            counts[_category(poker.key((*(_SPADES[r] for r in ranks), joker)))] += suited
    return dict(counts)


def category_table_markdown(arg: str = "") -> str:
    """A Markdown table of every category: five cards, best five of seven, five with a joker.

    ``arg`` may name the columns to show, among ``five``, ``seven`` and ``joker`` (all by default).
    """
    columns = arg.replace(",", " ").split() or ["five", "seven", "joker"]
    titles = {"five": "Five cards", "seven": "Best five of seven", "joker": "Five cards, one joker wild"}
    tables = {"five": five_card_counts, "seven": seven_card_counts, "joker": joker_deck_counts}
    data = {c: tables[c]() for c in columns}
    head = "| Hand | " + " | ".join(f"{titles[c]} | Chance" for c in columns) + " |"
    rule = "|---|" + "---:|---:|" * len(columns)
    rows = [head, rule]
    for cat in sorted(PokerCategory, reverse=True):
        if not any(data[c].get(cat) for c in columns):
            continue
        cells = []
        for c in columns:
            n, total = data[c].get(cat, 0), sum(data[c].values())
            cells.append(f"{n:,} | {n / total * 100:.4f}%" if n else "– | –")
        rows.append(f"| {cat.title} | " + " | ".join(cells) + " |")
    totals = " | ".join(f"**{sum(data[c].values()):,}** | 100%" for c in columns)
    rows.append(f"| **All hands** | {totals} |")
    return "\n".join(rows)

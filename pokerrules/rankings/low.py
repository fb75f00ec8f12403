"""Low hands, ace-to-five: the lowest hand wins, aces are low, straights and flushes don't count.

The best five (or three, for three-card low) of any number of cards. The best five-card low is
the *wheel*, 5-4-3-2-A; hands compare by their highest card first, then the next (7-5-4-3-2
beats 7-6-3-2-A). A pair is bad: any hand without one beats any hand with one, and paired hands
compare like high hands turned upside down (one pair beats two pair; a pair of twos beats a pair
of threes). With a ``qualifier`` of 8 ("eight or better") a hand only counts as a low if it has
five different ranks, none above an eight: ``key`` is ``None`` otherwise.

Three-card low (:class:`ThreeCardLow`): A-2-3 is the best, then 4-2-A, 4-3-A, 4-3-2... Where
*aces wiggle* (an ace may play high or low, as in the games that split the pot between the best
three-card high and low hands), an ace is always low here, because for a low hand that is always
at least as good; the high half ranks the same ace high. So an ace plays as a one in every low.

A wild card plays as the lowest rank the hand is missing, so it never pairs.

>>> from pokerrules.core.cards import parse
>>> low = AceToFiveLow()
>>> low.label(parse("As 2d 3c 4h 5s Kd Kc"))
'Wheel (5-4-3-2-A)'
>>> low.label(parse("7s 5d 4c 3h 2s"))
'Seven-five low (7-5-4-3-2)'
>>> low.key(parse("7s 5d 4c 3h 2s")) > low.key(parse("7s 6d 3c 2h As"))
True
>>> AceToFiveLow(qualifier=8).key(parse("9s 5d 4c 3h 2s")) is None
True
>>> ThreeCardLow().label(parse("Ah 2c 3d"))
'Three-two low (3-2-A)'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pokerrules.core.cards import Card, rank_name
from pokerrules.core.errors import BadCard
from pokerrules.rankings.base import HandValue
from pokerrules.rankings.patterns import LOW_ORDER, PATTERNS, PRIMES, best_fill, group_category, pack, unpack
from pokerrules.rankings.wild import Wild, check_cards, lay_out

_TABLES: dict[int, dict[int, tuple[int, str]]] = {}  # size -> prime product -> (key, pattern)
_GROUP_WORDS = {1: "Pair of {}", 2: "Two pair, {} and {}", 3: "Three of a kind, {}",
                6: "Full house, {} over {}", 7: "Four of a kind, {}", 9: "Five of a kind, {}"}


def _digit(rank: int) -> str:
    return {1: "A", 10: "10", 11: "J", 12: "Q", 13: "K"}.get(rank, str(rank))


def _name(rank: int, plural: bool = False) -> str:
    return rank_name(14 if rank == 1 else rank, plural)


def solve_low(counts: Sequence[int], wilds: int, size: int) -> tuple[int, tuple[int, ...], str]:
    """The best low of ``size`` cards: key, ranks (ace = 1) and the group sizes used."""
    for sizes in reversed(PATTERNS[size]):
        ranks = best_fill(counts, sizes, wilds, LOW_ORDER)
        if ranks is None:
            continue
        # Groups of one size were chosen lowest first; they are compared highest first.
        ordered: list[int] = []
        i = 0
        while i < len(sizes):
            j = i
            while j < len(sizes) and sizes[j] == sizes[i]:
                j += 1
            ordered += sorted(ranks[i:j], reverse=True)
            i = j
        return -pack(group_category(sizes), ordered), tuple(ordered), ",".join(map(str, sizes))
    raise BadCard("There are no cards to rank.")  # pragma: no cover - PATTERNS[size] ends in singles


def _counts_of(cards: Sequence[Card]) -> list[int]:
    counts = [0] * 15
    for c in cards:
        counts[1 if c.rank == 14 else c.rank] += 1
    return counts


def low_words(key: int) -> str:
    """``'Seven-five low (7-5-4-3-2)'``, ``'Wheel (5-4-3-2-A)'``, ``'Pair of threes (3-3-7-5-A)'``."""
    category, ranks = unpack(-key)
    if category == 0:
        digits = "-".join(_digit(r) for r in ranks)
        if ranks == (5, 4, 3, 2, 1):
            return f"Wheel ({digits})"
        head = "-".join(_name(r) for r in ranks[:2])
        return f"{head[0].upper()}{head[1:]} low ({digits})"
    sizes = {9: (5,), 7: (4, 1), 6: (3, 2), 3: (3, 1, 1), 2: (2, 2, 1), 1: (2, 1, 1, 1)}[category]
    digits = "-".join(_digit(r) for r, n in zip(ranks, sizes, strict=False) for _ in range(n))
    groups = [_name(r, plural=True) for r, n in zip(ranks, sizes, strict=False) if n > 1]
    return f"{_GROUP_WORDS[category].format(*groups)} ({digits})"


@dataclass(frozen=True)
class AceToFiveLow:
    """The lowest ``size`` cards win, ace-to-five; ``qualifier`` (say 8) makes high hands no low."""

    size: int = 5
    qualifier: int | None = None
    wild: Wild | None = None

    def _value(self, cards: Sequence[Card]) -> tuple[int, tuple[int, ...], str]:
        naturals, wilds = self.wild.split(cards) if self.wild else (list(cards), [])
        h = min(self.size, len(cards))
        if not h:
            raise BadCard("There are no cards to rank.")
        if wilds:
            return solve_low(_counts_of(naturals), len(wilds), h)
        product = 1
        for c in naturals:
            product *= PRIMES[c.rank]
        table = _TABLES.setdefault(h, {})
        found = table.get(product)
        if found is None:
            if product == 0:
                raise BadCard("A joker can only be played where jokers are wild.")
            key, _, pattern = solve_low(_counts_of(naturals), 0, h)
            found = table[product] = key, pattern
        key, sizes = found
        return key, (), sizes

    @property
    def may_miss(self) -> bool:
        """With a qualifier, no hand may make a low."""
        return self.qualifier is not None

    def _qualifies(self, key: int) -> bool:
        if self.qualifier is None:
            return True
        category, ranks = unpack(-key)
        return category == 0 and ranks[0] <= self.qualifier

    def key(self, cards: Sequence[Card]) -> int | None:
        """Bigger is better (a lower hand); ``None`` when the hand does not qualify."""
        key = self._value(cards)[0]
        return key if self._qualifies(key) else None

    def showing_key(self, cards: Sequence[Card]) -> int:
        """The low value of face-up cards alone; the qualifier does not apply."""
        return self._value(cards)[0]

    def label(self, cards: Sequence[Card]) -> str:
        key = self._value(cards)[0]
        words = low_words(key)
        if not self._qualifies(key):
            words += f": no {_name(self.qualifier or 0)}-or-better low"
        return words

    def evaluate(self, cards: Sequence[Card]) -> HandValue:
        check_cards(cards, self.wild)
        naturals, wilds = self.wild.split(cards) if self.wild else (list(cards), [])
        key, ranks, sizes = solve_low(_counts_of(naturals), len(wilds), min(self.size, len(cards)))
        used, plays = lay_out((0, ranks, sizes, ""), naturals, wilds, self.size)
        return HandValue(key if self._qualifies(key) else None, self.label(cards), used, plays)

    def describe(self) -> str:
        best = "-".join(_digit(r) for r in range(self.size, 0, -1))
        count = {3: "three", 5: "five"}.get(self.size, str(self.size))
        text = (f"The lowest {count} cards win, aces low; straights and flushes don't count, pairs are "
                f"bad, and {best} is the best")
        if self.qualifier:
            text += f"; a low must be {_name(self.qualifier)} or better, with no pair"
        return f"{text}; {self.wild.words()}." if self.wild else f"{text}."

    def rule(self, winner: HandValue, rivals: Sequence[HandValue]) -> str:
        text = "the lowest hand, aces low"
        if self.qualifier:
            text += f", {_name(self.qualifier)} or better"
        return text + (", wild cards playing as any card" if self.wild is not None else "")

    def why_not(self, cards: Sequence[Card]) -> str:
        return f"{low_words(self._value(cards)[0])} is not {_name(self.qualifier or 0)} or better"

    def is_wild(self, card: Card) -> bool:
        return self.wild is not None and self.wild.is_wild(card)


@dataclass(frozen=True)
class ThreeCardLow(AceToFiveLow):
    """The lowest three cards win, ace-to-five: A-2-3 is the best (an ace always plays low)."""

    size: int = 3

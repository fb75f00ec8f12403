"""High poker: the best five cards of five to ten (or any number), and partial hands showing.

From best to worst: (five of a kind, with wild cards), straight flush, four of a kind, full house,
flush, straight, three of a kind, two pair, one pair, high card. Aces are high, and also low in
the five-high straight A-2-3-4-5 (the wheel).

Fewer than five cards (the cards showing in stud) are ranked by pairs, two pair, three and four of
a kind and then high cards; a straight or flush of three or four cards counts only if the
ranking's ``partial_straights_flushes`` says so.

Without wild cards a key is one table look-up by the product of a prime per rank (the same
ranks in any order give the same product) and, when five cards share a suit, one by the bit mask
of that suit's ranks. Tables fill as hands are met, so importing costs nothing; :func:`build_tables`
fills them ahead. Cards are assumed to be different cards; :meth:`HighPoker.evaluate` checks.

>>> from pokerrules.core.cards import parse
>>> poker = HighPoker()
>>> poker.label(parse("Kh Kd Ks 4c 4d"))
'Full house, kings over fours'
>>> poker.label(parse("Ah 9d As 9c Kd 2s 3c"))
'Two pair, aces and nines, king kicker'
>>> poker.key(parse("Ah 2d 3s 4c 5d")) < poker.key(parse("2h 3d 4s 5c 6d"))
True
>>> poker.label(parse("Kh Kd 7c"))
'Pair of kings, seven kicker'
>>> wild = HighPoker(wild=Wild(ranks=frozenset({2})))
>>> hand = wild.evaluate(parse("2c As Ks Qs Js"))
>>> hand.label, hand.wild_text()
('Royal flush', ['2♣ plays as 10♠'])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum
from functools import cache

from pokerrules.core.cards import Card, rank_name
from pokerrules.core.errors import BadCard
from pokerrules.rankings.base import HandValue
from pokerrules.rankings.patterns import (
    HIGH_ORDER,
    PATTERNS,
    PRIMES,
    group_category,
    pack,
    unpack,
)
from pokerrules.rankings.wild import Plan, Step, Wild, check_cards, lay_out, solve


class PokerCategory(IntEnum):
    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8
    FIVE_OF_A_KIND = 9

    @property
    def title(self) -> str:
        return "One pair" if self is PokerCategory.PAIR else self.name.replace("_", " ").capitalize()


#: The key of a hand holding only dead cards: below every real hand.
NOTHING = -1
_NOTHING_LABEL = "Nothing (only cards that count for nothing)"
_BIT = tuple(1 << r for r in range(15))
_SUIT_SUM = {"c": 1, "d": 1 << 6, "h": 1 << 12, "s": 1 << 18, "*": 0}  # six bits of count per suit
_RANK_KEYS: dict[int, int] = {}  # prime product of the ranks -> best key without flushes
_FLUSH_KEYS: dict[int, int] = {}  # bit mask of one suit's ranks (5+) -> best flush key
_FLUSH_SUITS: dict[int, str] = {}  # suit sum -> the suits with five or more cards


def _straight_top(present: int, size: int = 5) -> int:
    """The top rank of the best straight of ``size`` cards in a rank bit mask, else 0."""
    if present & _BIT[14]:
        present |= _BIT[1]
    run = (1 << size) - 1
    for top in range(14, size - 1, -1):
        if (present >> (top - size + 1)) & run == run:
            return top
    return 0


def _rank_miss(product: int) -> int:
    """Fill and return the table entry for one prime product."""
    if product == 0:
        raise BadCard("A joker can only be played where jokers are wild.")
    counts = [0] * 15
    present = 0
    rest = product
    for r in range(2, 15):
        while rest % PRIMES[r] == 0:
            rest //= PRIMES[r]
            counts[r] += 1
            present |= _BIT[r]
    n = sum(counts)
    if n == 0:
        raise BadCard("There are no cards to rank.")
    key = _groups_key(counts, min(n, 5), present)
    _RANK_KEYS[product] = key
    return key


def _groups_key(counts: Sequence[int], h: int, present: int) -> int:
    """The best ``h`` of these natural cards, by their ranks alone (a straight counts if h = 5)."""
    by_size = sorted((r for r in range(2, 15) if counts[r]), key=lambda r: (counts[r], r), reverse=True)
    first = by_size[0]
    size = min(counts[first], h)
    others = sorted(by_size[1:], reverse=True)
    pairs = [r for r in others if counts[r] >= 2]
    if size == 5:  # only from cards that repeat: a brute force trying every card for a wild one
        return pack(PokerCategory.FIVE_OF_A_KIND, (first,))
    if size == 4:
        return pack(PokerCategory.FOUR_OF_A_KIND, [first, *others[: h - 4]])
    if size == 3 and h == 5 and pairs:
        return pack(PokerCategory.FULL_HOUSE, (first, pairs[0]))
    top = _straight_top(present) if h == 5 else 0
    if top:
        return pack(PokerCategory.STRAIGHT, (top,))
    if size == 3:
        return pack(PokerCategory.THREE_OF_A_KIND, [first, *others[: h - 3]])
    if size == 2 and h >= 4 and pairs:
        kicker = [r for r in others if r != pairs[0]][: h - 4]
        return pack(PokerCategory.TWO_PAIR, [first, pairs[0], *kicker])
    if size == 2:
        return pack(PokerCategory.PAIR, [first, *others[: h - 2]])
    return pack(PokerCategory.HIGH_CARD, [first, *others][:h])


def _flush_miss(mask: int) -> int:
    top = _straight_top(mask)
    if top:
        key = pack(PokerCategory.STRAIGHT_FLUSH, (top,))
    else:
        key = pack(PokerCategory.FLUSH, [r for r in HIGH_ORDER if mask & _BIT[r]][:5])
    _FLUSH_KEYS[mask] = key
    return key


def _flush_suits(suit_sum: int) -> str:
    suits = "".join(s for s, unit in _SUIT_SUM.items() if unit and (suit_sum // unit) % 64 >= 5)
    _FLUSH_SUITS[suit_sum] = suits
    return suits


def key_natural(cards: Sequence[Card], _p: tuple[int, ...] = PRIMES, _bit: tuple[int, ...] = _BIT,
                _ranks: dict[int, int] = _RANK_KEYS, _flushes: dict[int, int] = _FLUSH_KEYS,
                _u: dict[str, int] = _SUIT_SUM, _suits: dict[int, str] = _FLUSH_SUITS) -> int:
    """The key of natural cards: five and seven unrolled, other counts by :func:`key_any`.

    (The defaults are the tables, bound as locals for speed; never pass them.)
    """
    n = len(cards)
    if n == 5:
        a, b, c, d, e = cards
        if a.suit == b.suit == c.suit == d.suit == e.suit:
            mask = _bit[a.rank] | _bit[b.rank] | _bit[c.rank] | _bit[d.rank] | _bit[e.rank]
            try:
                return _flushes[mask]
            except KeyError:
                return _flush_miss(mask)
        product = _p[a.rank] * _p[b.rank] * _p[c.rank] * _p[d.rank] * _p[e.rank]
        try:
            return _ranks[product]
        except KeyError:
            return _rank_miss(product)
    if n == 7:
        a, b, c, d, e, f, g = cards
        product = (_p[a.rank] * _p[b.rank] * _p[c.rank] * _p[d.rank] * _p[e.rank] * _p[f.rank]
                   * _p[g.rank])
        try:
            key = _ranks[product]
        except KeyError:
            key = _rank_miss(product)
        suit_sum = _u[a.suit] + _u[b.suit] + _u[c.suit] + _u[d.suit] + _u[e.suit] + _u[f.suit] + _u[g.suit]
        try:
            suits = _suits[suit_sum]
        except KeyError:
            suits = _flush_suits(suit_sum)
        if not suits:
            return key
        mask = 0
        for card in cards:
            if card.suit == suits:
                mask |= _bit[card.rank]
        try:
            flush = _flushes[mask]
        except KeyError:
            flush = _flush_miss(mask)
        return flush if flush > key else key
    return key_any(cards)


def key_any(cards: Sequence[Card]) -> int:
    """The key of the best five of any number of natural cards (fewer than five: pairs only)."""
    p = PRIMES
    u = _SUIT_SUM
    product = 1
    suit_sum = 0
    for card in cards:
        product *= p[card.rank]
        suit_sum += u[card.suit]
    key = _RANK_KEYS.get(product)
    if key is None:
        key = _rank_miss(product)
    if len(cards) < 5:
        return key
    suits = _FLUSH_SUITS.get(suit_sum)
    if suits is None:
        suits = _flush_suits(suit_sum)
    for suit in suits:
        mask = 0
        for card in cards:
            if card.suit == suit:
                mask |= _BIT[card.rank]
        flush = _FLUSH_KEYS.get(mask)
        if flush is None:
            flush = _flush_miss(mask)
        if flush > key:
            key = flush
    return key


def build_tables() -> int:
    """Fill the tables for every hand of five, six and seven cards; returns the entries made."""
    from itertools import combinations_with_replacement

    for n in (5, 6, 7):
        for ranks in combinations_with_replacement(range(2, 15), n):
            if all(ranks.count(r) <= 4 for r in set(ranks)):
                product = 1
                for r in ranks:
                    product *= PRIMES[r]
                if product not in _RANK_KEYS:
                    _rank_miss(product)
    for ranks in combinations_with_replacement(range(2, 15), 5):
        if len(set(ranks)) == 5:
            mask = sum(_BIT[r] for r in ranks)
            if mask not in _FLUSH_KEYS:
                _flush_miss(mask)
    return len(_RANK_KEYS) + len(_FLUSH_KEYS)


@cache
def steps_for(size: int, straights: bool) -> tuple[Step, ...]:
    """What to try, best first, for a hand of ``size`` cards (five of a kind only with wilds)."""
    items: list[Step] = [("groups", group_category(sizes), sizes) for sizes in PATTERNS[size]]
    if straights:
        items += [("straight_flush", PokerCategory.STRAIGHT_FLUSH, ()), ("flush", PokerCategory.FLUSH, ()),
                  ("straight", PokerCategory.STRAIGHT, ())]
    return tuple(sorted(items, key=lambda step: -step[1]))


def label_of(key: int) -> str:
    """Words for a key: ``'Full house, kings over fours'``."""
    category, ranks = unpack(key)
    cat = PokerCategory(category)
    names = [rank_name(r) for r in ranks]
    plural = [rank_name(r, plural=True) for r in ranks]

    def kickers(rest: list[str]) -> str:
        return f", {'-'.join(rest)} kicker{'s' if len(rest) > 1 else ''}" if rest else ""

    if cat is PokerCategory.FIVE_OF_A_KIND:
        return f"Five of a kind, {plural[0]}"
    if cat is PokerCategory.STRAIGHT_FLUSH:
        return "Royal flush" if ranks[0] == 14 else f"Straight flush, {names[0]} high"
    if cat is PokerCategory.FOUR_OF_A_KIND:
        return f"Four of a kind, {plural[0]}{kickers(names[1:])}"
    if cat is PokerCategory.FULL_HOUSE:
        return f"Full house, {plural[0]} over {plural[1]}"
    if cat is PokerCategory.FLUSH:
        return f"Flush, {'-'.join(names)}"
    if cat is PokerCategory.STRAIGHT:
        return f"Straight, {names[0]} high"
    if cat is PokerCategory.THREE_OF_A_KIND:
        return f"Three of a kind, {plural[0]}{kickers(names[1:])}"
    if cat is PokerCategory.TWO_PAIR:
        return f"Two pair, {plural[0]} and {plural[1]}{kickers(names[2:])}"
    if cat is PokerCategory.PAIR:
        return f"Pair of {plural[0]}{kickers(names[1:])}"
    words = "-".join(names)
    return f"{words[0].upper()}{words[1:]} high"


#: Keys of hands with wild cards already solved, by ranking and cards (solving is the slow part
#: of ranking a wild hand, and bots and the coach rank the same hands again and again).
_WILD_KEYS: dict[tuple[HighPoker, tuple[Card, ...]], int] = {}
_MOST_WILD_KEYS = 100_000


@dataclass(frozen=True)
class HighPoker:
    """The best five cards, high hand wins. ``wild`` names the wild cards (none by default)."""

    wild: Wild | None = None
    partial_straights_flushes: bool = False

    def __post_init__(self) -> None:
        if self.wild is None and not self.partial_straights_flushes:
            # The common case skips the method's checks: ``key`` is the plain function.
            object.__setattr__(self, "key", key_natural)

    def key(self, cards: Sequence[Card]) -> int:
        wild = self.wild
        if wild is not None and wild.any_wild(cards):
            remembered = (self, tuple(cards))
            known = _WILD_KEYS.get(remembered)
            if known is None:
                if len(_WILD_KEYS) >= _MOST_WILD_KEYS:
                    _WILD_KEYS.clear()
                naturals, wilds = wild.split(cards)
                known = self._solve(naturals, wilds)[0] if naturals or wilds else NOTHING
                _WILD_KEYS[remembered] = known
            return known
        if 3 <= len(cards) < 5 and self.partial_straights_flushes:
            return self._solve(list(cards), [])[0]
        return key_natural(cards)

    def _solve(self, naturals: Sequence[Card], wilds: Sequence[Card]) -> tuple[int, Plan]:
        size = min(5, len(naturals) + len(wilds))
        if size == 0:
            raise BadCard("There are no cards to rank.")
        straights = size == 5 or (size >= 3 and self.partial_straights_flushes)
        duplicates = self.wild.duplicates if self.wild is not None else False
        plan = solve(naturals, len(wilds), steps_for(size, straights), size, duplicates)
        assert plan is not None
        return pack(plan[0], plan[1]), plan

    def showing_key(self, cards: Sequence[Card]) -> int:
        """Rank face-up cards alone (one or more)."""
        return self.key(cards)

    def label(self, cards: Sequence[Card]) -> str:
        key = self.key(cards)
        return label_of(key) if key != NOTHING else _NOTHING_LABEL

    def evaluate(self, cards: Sequence[Card]) -> HandValue:
        check_cards(cards, self.wild)
        naturals, wilds = self.wild.split(cards) if self.wild else (list(cards), [])
        if not naturals and not wilds:  # only dead cards
            return HandValue(NOTHING, _NOTHING_LABEL)
        key, plan = self._solve(naturals, wilds)
        used, plays = lay_out(plan, naturals, wilds, min(5, len(naturals) + len(wilds)))
        return HandValue(key, label_of(key), used, plays)

    def describe(self) -> str:
        order = ("straight flush, four of a kind, full house, flush, straight, three of a kind, "
                 "two pair, one pair, high card")
        if self.wild is None:
            return f"The best five cards win: {order}."
        if self.wild.duplicates:
            order = "five of a kind, " + order
        return f"The best five cards win ({order}); {self.wild.words()}."

    def rule(self, winner: HandValue, rivals: Sequence[HandValue]) -> str:
        text = "the best poker hand"
        return text + (", wild cards playing as any card" if self.wild is not None else "")

    def why_not(self, cards: Sequence[Card]) -> str:
        return "hand cannot win it"

    def is_wild(self, card: Card) -> bool:
        return self.wild is not None and self.wild.is_wild(card)

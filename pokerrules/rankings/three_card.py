"""The Three Card Poker ranking.

From best to worst: straight flush, three of a kind, straight, flush, pair, high card. With only
three cards a straight is rarer than a flush, so it ranks higher. Aces are high, but A-2-3 is a
straight (the lowest one).

>>> from pokerrules.core.cards import parse
>>> THREE_CARD.label(parse("As 2s 3s"))
'Straight flush, three high'
>>> THREE_CARD.key(parse("Qh 6d 4c")) > THREE_CARD.key(parse("Qs 6c 3d"))
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum
from itertools import combinations

from pokerrules.core.cards import ACE, Card, rank_name
from pokerrules.core.errors import BadCard
from pokerrules.rankings.base import HandValue
from pokerrules.rankings.patterns import PATTERNS, PRIMES
from pokerrules.rankings.wild import Plan, Step, Wild, check_cards, lay_out, solve


class ThreeCardCategory(IntEnum):
    HIGH_CARD = 0
    PAIR = 1
    FLUSH = 2
    STRAIGHT = 3
    THREE_OF_A_KIND = 4
    STRAIGHT_FLUSH = 5

    @property
    def title(self) -> str:
        return self.name.replace("_", " ").capitalize()


def category_and_ranks(ranks: Sequence[int], suited: bool) -> tuple[ThreeCardCategory, tuple[int, ...]]:
    """The category and the tie-break ranks, best first, for three ranks."""
    high, mid, low = sorted(ranks, reverse=True)
    if high == low:
        return ThreeCardCategory.THREE_OF_A_KIND, (high,)
    if high == mid or mid == low:
        pair, kicker = (high, low) if high == mid else (low, high)
        return ThreeCardCategory.PAIR, (pair, kicker)
    straight_high = 0
    if high - low == 2:
        straight_high = high
    elif (high, mid, low) == (ACE, 3, 2):
        straight_high = 3
    if straight_high:
        cat = ThreeCardCategory.STRAIGHT_FLUSH if suited else ThreeCardCategory.STRAIGHT
        return cat, (straight_high,)
    return (ThreeCardCategory.FLUSH if suited else ThreeCardCategory.HIGH_CARD), (high, mid, low)


def encode(category: ThreeCardCategory, ranks: Sequence[int]) -> int:
    """Pack a category and its tie-break ranks into one comparable int."""
    value = int(category)
    for i in range(3):
        value = (value << 4) | (ranks[i] if i < len(ranks) else 0)
    return value


class ThreeCardRanking:
    """Three-card hands; ``key`` is an int so that sorting and bisecting are fast."""

    size = 3

    def _check(self, cards: Sequence[Card]) -> None:
        if len(cards) != 3 or len(set(cards)) != 3 or any(c.is_joker for c in cards):
            raise BadCard(
                "A Three Card Poker hand is exactly three different cards without jokers, "
                f"not {' '.join(c.code for c in cards) or 'nothing'}."
            )

    def category(self, cards: Sequence[Card]) -> ThreeCardCategory:
        self._check(cards)
        return category_and_ranks([c.rank for c in cards], len({c.suit for c in cards}) == 1)[0]

    def key(self, cards: Sequence[Card]) -> int:
        self._check(cards)
        return encode(*category_and_ranks([c.rank for c in cards], len({c.suit for c in cards}) == 1))

    def label(self, cards: Sequence[Card]) -> str:
        self._check(cards)
        cat, ranks = category_and_ranks([c.rank for c in cards], len({c.suit for c in cards}) == 1)
        return describe(cat, ranks)

    def showing_key(self, cards: Sequence[Card]) -> int:
        """One or two face-up cards (or three): pairs and high cards."""
        return three_card_key(cards)

    def evaluate(self, cards: Sequence[Card]) -> HandValue:
        return HandValue(self.key(cards), self.label(cards), tuple(cards))

    def describe(self) -> str:
        return ThreeCardPoker().describe()

    def rule(self, winner: HandValue, rivals: Sequence[HandValue]) -> str:
        return ThreeCardPoker().rule(winner, rivals)

    def why_not(self, cards: Sequence[Card]) -> str:
        return "hand cannot win it"

    def is_wild(self, card: Card) -> bool:
        return False


def describe(cat: ThreeCardCategory, ranks: Sequence[int]) -> str:
    """Words for a category and its ranks: ``'Pair of kings'``, ``'Queen-six-four high'``."""
    if cat is ThreeCardCategory.THREE_OF_A_KIND:
        return f"Three {rank_name(ranks[0], plural=True)}"
    if cat is ThreeCardCategory.PAIR:
        return f"Pair of {rank_name(ranks[0], plural=True)}, {rank_name(ranks[1])} kicker"
    if cat in (ThreeCardCategory.STRAIGHT, ThreeCardCategory.STRAIGHT_FLUSH):
        return f"{cat.title}, {rank_name(ranks[0])} high"
    words = "-".join(rank_name(r) for r in ranks)
    if cat is ThreeCardCategory.FLUSH:
        return f"Flush, {words}"
    return f"{words[0].upper()}{words[1:]} high"


THREE_CARD = ThreeCardRanking()


# --- The same ranking behind the common interface: the best three of any number of cards -------

_THREE_KEYS: dict[int, int] = {}  # prime product * 2 + suited -> key
TRIPS_ON_TOP = 6  # the key's category for three of a kind when it beats a straight flush


def _miss3(index: int, cards: Sequence[Card]) -> int:
    if any(c.is_joker for c in cards):
        raise BadCard("A joker can only be played where jokers are wild.")
    _THREE_KEYS[index] = key = encode(*category_and_ranks([c.rank for c in cards], bool(index & 1)))
    return key


def key3(cards: Sequence[Card], _p: tuple[int, ...] = PRIMES, _keys: dict[int, int] = _THREE_KEYS) -> int:
    """The Three Card Poker key of exactly three natural cards, by one table look-up.

    (The defaults are the table, bound as locals for speed; never pass them.)
    """
    a, b, c = cards
    index = (_p[a.rank] * _p[b.rank] * _p[c.rank]) << 1 | (a.suit == b.suit == c.suit)
    try:
        return _keys[index]
    except KeyError:
        return _miss3(index, cards)


def three_card_key(cards: Sequence[Card]) -> int:
    """The best three of three or more natural cards; fewer are ranked by pairs and high cards."""
    n = len(cards)
    if n == 3:
        return key3(cards)
    if n > 3:
        return max(key3(trio) for trio in combinations(cards, 3))
    if not n or any(c.is_joker for c in cards):
        raise BadCard("A joker can only be played where jokers are wild." if n else "There are no cards.")
    ranks = sorted((c.rank for c in cards), reverse=True)
    if n == 2 and ranks[0] == ranks[1]:
        return encode(ThreeCardCategory.PAIR, ranks[:1])
    return encode(ThreeCardCategory.HIGH_CARD, ranks)


def three_card_words(key: int) -> str:
    """Words for any key of :class:`ThreeCardPoker`, partial hands included."""
    category = key >> 12
    ranks = [r for r in ((key >> 8) & 15, (key >> 4) & 15, key & 15) if r]
    cat = ThreeCardCategory.THREE_OF_A_KIND if category == TRIPS_ON_TOP else ThreeCardCategory(category)
    if cat is ThreeCardCategory.PAIR and len(ranks) == 1:
        return f"Pair of {rank_name(ranks[0], plural=True)}"
    if cat is ThreeCardCategory.HIGH_CARD and len(ranks) < 3:
        words = "-".join(rank_name(r) for r in ranks)
        return f"{words[0].upper()}{words[1:]} high"
    if cat is ThreeCardCategory.FLUSH and len(ranks) < 3:
        return f"Flush, {'-'.join(rank_name(r) for r in ranks)}"
    return describe(cat, ranks)


@dataclass(frozen=True)
class ThreeCardPoker:
    """Three Card Poker's ranking of the best three of any number of cards (three or more).

    - ``trips_beat_straight_flush``: three of a kind ranks above a straight flush, so three aces
      are the best hand (3-Card Triple Replace). By default the Three Card Poker order.
    - ``partial_straights_flushes``: two cards showing in sequence count as a straight and two of
      one suit as a flush (by default two cards only pair).
    - ``wild``: wild cards (none by default).

    Keys in the default order are those of :data:`THREE_CARD`.

    >>> from pokerrules.core.cards import parse
    >>> ThreeCardPoker().label(parse("Kh Qh Jh 2c 2d"))
    'Straight flush, king high'
    >>> triple = ThreeCardPoker(trips_beat_straight_flush=True)
    >>> triple.key(parse("Ac Ad Ah")) > triple.key(parse("Ah Kh Qh"))
    True
    >>> ThreeCardPoker().showing_key(parse("Kh Kd")) > ThreeCardPoker().showing_key(parse("Ah Kh"))
    True
    """

    trips_beat_straight_flush: bool = False
    partial_straights_flushes: bool = False
    wild: Wild | None = None

    def __post_init__(self) -> None:
        if not (self.trips_beat_straight_flush or self.partial_straights_flushes or self.wild):
            object.__setattr__(self, "key", three_card_key)  # the plain case skips the checks

    def _order(self, key: int) -> int:
        if self.trips_beat_straight_flush and key >> 12 == ThreeCardCategory.THREE_OF_A_KIND:
            return TRIPS_ON_TOP << 12 | (key & 0xFFF)
        return key

    def _solve(self, cards: Sequence[Card]) -> tuple[int, Plan, list[Card], list[Card]]:
        naturals, wilds = self.wild.split(cards) if self.wild else (list(cards), [])
        size = min(3, len(cards))
        if not size:
            raise BadCard("There are no cards to rank.")
        cat = ThreeCardCategory
        by_group = {3: cat.THREE_OF_A_KIND, 2: cat.PAIR, 1: cat.HIGH_CARD}
        steps: list[Step] = [("groups", by_group[sizes[0]], sizes) for sizes in PATTERNS[size]]
        if size == 3 or (size == 2 and self.partial_straights_flushes):
            steps += [("straight_flush", cat.STRAIGHT_FLUSH, ()), ("straight", cat.STRAIGHT, ()),
                      ("flush", cat.FLUSH, ())]
        steps = sorted(((kind, self._order(c << 12) >> 12, sizes) for kind, c, sizes in steps),
                       key=lambda step: -step[1])
        duplicates = self.wild.duplicates if self.wild else False
        plan = solve(naturals, len(wilds), steps, size, duplicates)
        assert plan is not None
        return plan[0] << 12 | _ranks12(plan[1]), plan, naturals, wilds

    def key(self, cards: Sequence[Card]) -> int:
        wild = self.wild
        if wild is not None and any(wild.is_wild(c) for c in cards):
            return self._solve(cards)[0]
        if len(cards) < 3 and self.partial_straights_flushes:
            return self._solve(cards)[0]
        if len(cards) > 3 and self.trips_beat_straight_flush:  # the best trio depends on the order
            return max(self._order(key3(trio)) for trio in combinations(cards, 3))
        return self._order(three_card_key(cards))

    def showing_key(self, cards: Sequence[Card]) -> int:
        return self.key(cards)

    def label(self, cards: Sequence[Card]) -> str:
        return three_card_words(self.key(cards))

    def evaluate(self, cards: Sequence[Card]) -> HandValue:
        check_cards(cards, self.wild)
        key, plan, naturals, wilds = self._solve(cards)
        used, plays = lay_out(plan, naturals, wilds, min(3, len(cards)))
        return HandValue(key, three_card_words(key), used, plays)

    def describe(self) -> str:
        order = "straight flush, three of a kind"
        if self.trips_beat_straight_flush:
            order = "three of a kind, straight flush"
        text = (f"The best three cards win: {order}, straight, flush, pair, high card (with three cards a "
                "straight is rarer than a flush); aces are high, and A-2-3 is the lowest straight")
        return f"{text}; {self.wild.words()}." if self.wild else f"{text}."

    def rule(self, winner: HandValue, rivals: Sequence[HandValue]) -> str:
        text = "the best three-card poker hand"
        if self.trips_beat_straight_flush:
            text += " (three of a kind above a straight flush)"
        return text + (", wild cards playing as any card" if self.wild is not None else "")

    def why_not(self, cards: Sequence[Card]) -> str:
        return "hand cannot win it"

    def is_wild(self, card: Card) -> bool:
        return self.wild is not None and self.wild.is_wild(card)


def _ranks12(ranks: Sequence[int]) -> int:
    value = 0
    for i in range(3):
        value = (value << 4) | (ranks[i] if i < len(ranks) else 0)
    return value

"""Rummy melds: which cards make a meld, and the split of a hand with the least deadwood.

A meld is a *sequence* (cards of one suit in a row) or a *group* (cards of one rank). Aces
are low in a sequence (A-2-3); with ``ace_high`` Q-K-A counts too, but never K-A-2. Cards may
come from a double deck, so a hand is a multiset: two equal :class:`Card` values are two
copies of the same card. A wild joker stands for any card a meld needs. A game may also make
one natural card ``wild`` (the card set by a deal): each copy of it counts as itself or, like a
joker, as any card a meld needs; with ``jokers_in_groups`` off, jokers and that card stand in for
cards only in sequences.

>>> from pokerrules.core.cards import parse
>>> rules = MeldRules(max_group=4, max_sequence=4, jokers_wild=True)
>>> print(arrange(parse("5s 6s 8s Jk 9d 9c 9h Kc"), rules).text())
Melds: 9♣ 9♦ 9♥ · 5♠ 6♠ 🃏 8♠; left over: K♣ (1)
>>> pips = lambda card: min(card.rank, 10) if card.rank != 14 else 1
>>> print(arrange(parse("Ah 2h 3h Qs Qs Qd 7c"), MeldRules(group_suits="exactly-three"), pips).text())
Melds: A♥ 2♥ 3♥; left over: 7♣ Q♦ Q♠ Q♠ (37)
>>> melded_completely(parse("Qs Qs Qd Qh 4c 5c 6c"), MeldRules(group_suits="exactly-three")) is None
False
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import combinations, product
from typing import Literal

from pokerrules.core.cards import ACE, SUITS, Card

__all__ = ["Arrangement", "Meld", "MeldRules", "arrange", "is_meld", "melded_completely"]


@dataclass(frozen=True)
class MeldRules:
    """What counts as a meld in one game."""

    min_size: int = 3
    max_group: int | None = None  # largest group of a kind (None: no limit)
    max_sequence: int | None = None  # longest sequence (None: no limit)
    sequences: bool = True
    groups: bool = True
    # any: suits may repeat in a group; distinct: no suit twice; exactly-three: the group's
    # cards show exactly three different suits (so a group of four repeats one suit).
    group_suits: Literal["any", "distinct", "exactly-three"] = "any"
    identical_in_group: bool = True  # two identical cards (double deck) may share a group
    jokers_wild: bool = False  # jokers stand for any card in a meld
    min_natural: int = 1  # at least this many non-joker cards in a meld
    ace_high: bool = False  # Q-K-A is a sequence too (aces are always low: A-2-3)
    jokers_in_groups: bool = True  # a joker (or the wild card) may stand in a group of a kind
    wild: Card | None = None  # a natural card that may also stand for any card, as a joker


@dataclass(frozen=True)
class Meld:
    """A valid meld; ``cards`` are in order (a sequence low to high, jokers where they stand;
    a group by suit, jokers last)."""

    kind: Literal["sequence", "group"]
    cards: tuple[Card, ...]

    def text(self) -> str:
        """``"5♠ 6♠ 🃏 8♠"``."""
        return " ".join(card.short for card in self.cards)


@dataclass(frozen=True)
class Arrangement:
    """A split of a hand into melds and left-over cards (deadwood)."""

    melds: tuple[Meld, ...]
    deadwood: tuple[Card, ...]
    points: int  # the sum of the card values over the deadwood

    @property
    def complete(self) -> bool:
        """True when every card is in a meld."""
        return not self.deadwood

    def text(self) -> str:
        """``"Melds: 5♠ 6♠ 7♠ · 9♦ 9♣ 9♥; left over: K♣ (10)"``."""
        melds = " · ".join(meld.text() for meld in self.melds) or "none"
        if not self.deadwood:
            return f"Melds: {melds}; nothing left over"
        left = " ".join(card.short for card in self.deadwood)
        return f"Melds: {melds}; left over: {left} ({self.points})"


# --- one meld -------------------------------------------------------------------------------


def _joker() -> Card:
    return Card(0, "*")


def _sequence(naturals: list[Card], size: int, rules: MeldRules) -> tuple[Card, ...] | None:
    """The cards in order if ``naturals`` plus jokers make a sequence of ``size`` cards."""
    if rules.max_sequence is not None and size > rules.max_sequence:
        return None
    if len({card.suit for card in naturals}) > 1 or len({card.rank for card in naturals}) < len(naturals):
        return None
    # Each reading places the cards on positions 1 (low ace) .. 14 (high ace), inside bounds.
    readings = [(1, 13, {ACE: 1})]
    if rules.ace_high:
        readings.append((2, 14, {}))
    for low, high, moved in readings:
        where = {moved.get(card.rank, card.rank): card for card in naturals}
        least = min(where, default=high - size + 1)
        most = max(where, default=low)
        start = min(least, high - size + 1)  # jokers beyond the naturals go above them
        if start < max(low, most - size + 1):
            continue
        return tuple(where.get(pos, _joker()) for pos in range(start, start + size))
    return None


def _group(naturals: list[Card], size: int, rules: MeldRules) -> tuple[Card, ...] | None:
    """The cards in order if ``naturals`` plus jokers make a group of ``size`` cards."""
    if rules.max_group is not None and size > rules.max_group:
        return None
    if len({card.rank for card in naturals}) > 1:
        return None
    jokers = size - len(naturals)
    if jokers and not rules.jokers_in_groups:
        return None
    suits = {card.suit for card in naturals}
    distinct_cards = len(suits) == len(naturals)  # one rank, so a repeated suit is a duplicate
    if not rules.identical_in_group and (not distinct_cards or size > len(SUITS)):
        return None  # jokers too must stand for cards not already there
    if rules.group_suits == "distinct" and (not distinct_cards or size > len(SUITS)):
        return None
    if rules.group_suits == "exactly-three":
        if len(suits) > 3 or len(suits) + jokers < 3:
            return None
        if not rules.identical_in_group and size != 3:
            return None
    order = sorted(naturals, key=lambda card: SUITS.index(card.suit))
    return tuple(order) + (_joker(),) * jokers


def is_meld(cards: Sequence[Card], rules: MeldRules) -> Meld | None:
    """The meld these cards make under ``rules`` (a sequence when both readings fit), or None.

    >>> from pokerrules.core.cards import parse
    >>> is_meld(parse("Ks As Qs"), MeldRules(ace_high=True)).text()
    'Q♠ K♠ A♠'
    >>> is_meld(parse("Ks As Qs"), MeldRules()) is None
    True
    """
    size = len(cards)
    naturals = [card for card in cards if not card.is_joker]
    if size < rules.min_size or len(naturals) < rules.min_natural:
        return None
    if size > len(naturals) and not rules.jokers_wild:
        return None
    if rules.sequences:
        run = _sequence(naturals, size, rules)
        if run is not None:
            return Meld("sequence", run)
    if rules.groups:
        group = _group(naturals, size, rules)
        if group is not None:
            return Meld("group", group)
    return None


# --- the whole hand -------------------------------------------------------------------------
#
# The hand becomes a list of distinct cards ("types", naturals by suit then rank, the joker
# last) with a count each. A multiset of them is one integer: field i (``width`` bits, the top
# one a guard) holds how many copies of type i. Every meld that can be made from the hand is
# listed once as such an integer, filed under its first type; the least deadwood of a multiset
# is then a memoised recursion on its first type: one copy left over, or in one of its melds.


def _canonical(card: Card) -> tuple[int, int, int]:
    return (card.is_joker, SUITS.index(card.suit) if not card.is_joker else 0, card.rank)


def _candidates(types: list[Card], counts: list[int], rules: MeldRules) -> Iterator[dict[int, int]]:
    """Every multiset of the hand (type -> copies) that could be a meld; a superset of them."""
    wild = types.index(_joker()) if types and types[-1].is_joker and rules.jokers_wild else -1
    spare = counts[wild] if wild >= 0 else 0
    need = max(rules.min_natural, 1)
    if rules.groups:
        by_rank: dict[int, list[int]] = {}
        for i, card in enumerate(types):
            if not card.is_joker:
                by_rank.setdefault(card.rank, []).append(i)
        for members in by_rank.values():
            if sum(counts[i] for i in members) + spare < rules.min_size:
                continue
            for taken in product(*(range(counts[i] + 1) for i in members)):
                if sum(taken) < need:
                    continue
                for k in range((spare if rules.jokers_in_groups else 0) + 1):
                    pick = {i: n for i, n in zip(members, taken, strict=True) if n}
                    if k:
                        pick[wild] = k
                    yield pick
    if rules.sequences:
        by_suit: dict[str, dict[int, int]] = {}
        for i, card in enumerate(types):
            if not card.is_joker:
                spots = by_suit.setdefault(card.suit, {})
                spots[1 if card.rank == ACE else card.rank] = i
                if card.rank == ACE and rules.ace_high:
                    spots[14] = i
        longest = min(rules.max_sequence or 14, 13)
        for spots in by_suit.values():
            if len(spots) + spare < rules.min_size:
                continue
            for start in range(1, 15):
                present: list[int] = []
                for end in range(start, min(start + longest, 15)):
                    if end == 14 and (start == 1 or not rules.ace_high):
                        break
                    if end in spots:
                        present.append(spots[end])
                    size = end - start + 1
                    missing = size - len(present)
                    if missing > spare:
                        break
                    if size < rules.min_size:
                        continue
                    for drop in range(min(spare - missing, len(present) - need) + 1):
                        for kept in combinations(present, len(present) - drop):
                            pick = dict.fromkeys(kept, 1)
                            if missing + drop:
                                pick[wild] = missing + drop
                            yield pick
    if wild >= 0 and rules.min_natural <= 0:
        for k in range(rules.min_size, spare + 1):
            yield {wild: k}


def arrange(
    cards: Sequence[Card], rules: MeldRules, value: Callable[[Card], int] = lambda card: 1
) -> Arrangement:
    """The split of ``cards`` (a multiset) into melds with the least deadwood points; ties go
    to the fewest left-over cards, then to a fixed order (the same for any order of input).

    With a ``wild`` card in the rules, each copy of it in ``cards`` is tried as itself and as a
    joker; the melds show it where it stands.

    >>> from pokerrules.core.cards import parse
    >>> curinga = MeldRules(jokers_in_groups=False, wild=parse("6h")[0])
    >>> print(arrange(parse("5s 7s 6h 9d 9c"), curinga).text())  # 6♥ as 6♠; not as a third 9
    Melds: 5♠ 6♥ 7♠; left over: 9♣ 9♦ (2)
    >>> print(arrange(parse("9h 9d 9c 6h"), curinga).text())
    Melds: 9♣ 9♦ 9♥; left over: 6♥ (1)
    """
    if rules.wild is not None:
        return _arrange_wild(cards, rules, value)
    types = sorted(set(cards), key=_canonical)
    counts = [sum(1 for card in cards if card == kind) for kind in types]
    width = max(counts, default=1).bit_length() + 1
    guard = sum(1 << (i * width + width - 1) for i in range(len(types)))
    values = [value(kind) for kind in types]

    by_first: list[list[tuple[int, Meld]]] = [[] for _ in types]
    seen: set[int] = set()
    for pick in _candidates(types, counts, rules):
        code = sum(n << (i * width) for i, n in pick.items())
        if code in seen:
            continue
        seen.add(code)
        meld = is_meld([types[i] for i, n in sorted(pick.items()) for _ in range(n)], rules)
        if meld is not None:
            by_first[min(pick)].append((code, meld))

    memo: dict[int, tuple[int, int, Meld | None, int]] = {0: (0, 0, None, 0)}

    def best(state: int) -> tuple[int, int]:
        known = memo.get(state)
        if known is None:
            first = ((state & -state).bit_length() - 1) // width
            unit = 1 << (first * width)
            points, left = best(state - unit)
            known = (points + values[first], left + 1, None, unit)
            guarded = state | guard
            for code, meld in by_first[first]:
                if (guarded - code) & guard == guard:
                    points, left = best(state - code)
                    if (points, left) < known[:2]:
                        known = (points, left, meld, code)
            memo[state] = known
        return known[0], known[1]

    state = sum(n << (i * width) for i, n in enumerate(counts))
    points, _ = best(state)
    melds: list[Meld] = []
    deadwood: list[Card] = []
    while state:
        _, _, meld, code = memo[state]
        if meld is None:
            deadwood.append(types[((code.bit_length() - 1) // width)])
        else:
            melds.append(meld)
        state -= code
    return Arrangement(tuple(melds), tuple(deadwood), points)


def _arrange_wild(cards: Sequence[Card], rules: MeldRules, value: Callable[[Card], int]) -> Arrangement:
    """:func:`arrange` with ``rules.wild``: the best split over how many copies of the wild card
    stand in as jokers (ties to the fewest), each then shown as the wild card again."""
    wild = rules.wild
    assert wild is not None
    plain = replace(rules, wild=None, jokers_wild=True)
    copies = sum(1 for card in cards if card == wild)
    rest = [card for card in cards if card != wild]

    def worth(card: Card) -> int:
        return value(wild) if card.is_joker else value(card)

    found: tuple[tuple[int, int, int], Arrangement] | None = None
    for jokers in range(copies + 1):
        trial = arrange([*rest, *[wild] * (copies - jokers), *[_joker()] * jokers], plain, worth)
        key = (trial.points, len(trial.deadwood), jokers)
        if found is None or key < found[0]:
            found = (key, trial)
    assert found is not None
    best = found[1]

    def back(group: tuple[Card, ...]) -> tuple[Card, ...]:
        return tuple(wild if card.is_joker else card for card in group)

    return Arrangement(tuple(Meld(m.kind, back(m.cards)) for m in best.melds), back(best.deadwood),
                       best.points)


def melded_completely(cards: Sequence[Card], rules: MeldRules) -> Arrangement | None:
    """An arrangement of every card into melds, or None when there is none.

    >>> from pokerrules.core.cards import parse
    >>> melded_completely(parse("3d 4d Jk 9s 9s 9h"), MeldRules(jokers_wild=True)).text()
    'Melds: 3♦ 4♦ 🃏 · 9♥ 9♠ 9♠; nothing left over'
    """
    found = arrange(cards, rules)
    return found if found.complete else None

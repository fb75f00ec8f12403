"""The worlds the coach averages over: the arrangements of the cards one seat cannot see.

What a seat knows is its own cards, the cards face up, and the cards it saw leave play. Every
other card (its *unseen* cards) could lie in any of the places the seat cannot see: another
player's face-down cards, cards thrown away face down, and the stock. A *world* puts the unseen
cards in those places in one order, every order being equally likely.

A world is played by the game's own state machine: the state is copied with each unseen card
swapped for the card the world puts in its place (``copy.deepcopy`` with a
:data:`~pokerrules.core.cards.RELABEL` mapping), so no game needs code of its own for the coach.
The game's fixed rules (the frozen values a state holds, such as its spec or settings) are
shared, never copied or swapped.

The places are listed in an order that depends only on where they are (the state's
``all_cards()`` order, the stock last and in dealing order), never on which card lies there, so
a world is the same whichever of the unseen cards really lies where: the coach's figures cannot
tell where the unseen cards really are.

**Exact or sampled.** :func:`exact_worlds` walks a tree: the unseen cards the hidden places
hold are chosen first, then the stock's cards one by one, only as deep as the play that follows
actually draws (``deepest``). Each leaf is a world, weighted by its share of all arrangements.
When that tree would pass a limit, :func:`sampled_worlds` draws whole arrangements instead,
each from a seed derived from the request's seed and the sample's number.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from math import factorial
from typing import Any

from pokerrules.core.cards import RELABEL, Card
from pokerrules.core.rng import SeededRandom, derive_seed
from pokerrules.table.state import State, Table


class TooMany(Exception):
    """The exact tree would have more leaves than allowed."""


@dataclass(frozen=True)
class Places:
    """Where one seat's unseen cards may lie: ``hidden`` places first (hands, face-down
    discards), then the ``stock`` in dealing order. ``cards`` are the unseen cards, sorted."""

    hidden: tuple[Card, ...]
    stock: tuple[Card, ...]
    cards: tuple[Card, ...]

    @property
    def slots(self) -> tuple[Card, ...]:
        """The card that lies in each place now, in the places' order."""
        return self.hidden + self.stock


def places(state: State, seat: int) -> Places | None:
    """The places of ``seat``'s unseen cards, or ``None`` when the deck holds a card twice (a
    swap of cards by value could not tell the copies apart; such games give exact figures of
    their own)."""
    every = state.all_cards()
    if len(set(every)) != len(every):
        return None
    undealt = state.undealt()
    unseen = state.hidden_from(seat) | set(undealt)
    in_stock = set(undealt)
    hidden = tuple(c for c in every if c in unseen and c not in in_stock)
    stock = tuple(c for c in undealt if c in unseen)
    return Places(hidden, stock, tuple(sorted(unseen)))


def world(state: State, where: Places, order: tuple[Card, ...], seed: int) -> State:
    """A copy of ``state`` with ``order[i]`` in place ``i`` (places beyond ``order`` get the
    remaining unseen cards, sorted), and a table seed of ``seed`` for anything the game draws
    at random later (so nothing depends on the real seed, which fixed the real deck)."""
    rest = iter(sorted(set(where.cards) - set(order)))
    swap = {now: (order[i] if i < len(order) else next(rest)) for i, now in enumerate(where.slots)}
    copied = copy_of(state, swap)
    copied.table = dataclasses.replace(copied.table, seed=seed)
    return copied


def copy_of(state: State, swap: dict[Card, Card] | None = None) -> State:
    """A copy of ``state`` to play on, sharing the game's fixed rules, with each card of
    ``swap`` replaced by the card it maps to."""
    memo: dict[Any, Any] = {RELABEL: swap or {}}
    for value in vars(state).values():
        for rule in _rules(value):
            memo[id(rule)] = rule
    return copy.deepcopy(state, memo)


def _rules(value: object) -> list[object]:
    """The game's fixed rules among a state's values: frozen dataclasses (and lists of them)
    other than cards and the table, which the copy shares."""
    def fixed(item: object) -> bool:
        return (dataclasses.is_dataclass(item) and not isinstance(item, type | Card | Table)
                and type(item).__dataclass_params__.frozen)  # type: ignore[attr-defined]
    if fixed(value):
        return [value]
    if isinstance(value, list) and value and all(fixed(item) for item in value):
        return list(value)
    return []


def arrangements(unseen: int, depth: int) -> int:
    """How many ordered choices of ``depth`` cards from ``unseen``."""
    count = 1
    for i in range(min(depth, unseen)):
        count *= unseen - i
    return count


#: What the tree's caller does with a world: the figures it gives, and how many of the stock's
#: places the play that followed drew from.
Evaluate = Callable[[tuple[Card, ...]], tuple[Any, int]]


def exact_worlds(where: Places, evaluate: Evaluate, limit: int) -> list[tuple[Fraction, Any]]:
    """Every leaf of the tree (see the module's docstring) with its weight, or :class:`TooMany`
    once more than ``limit`` worlds (leaves, and the nodes found to need more cards) are played.
    ``evaluate(order)`` plays the world with ``order`` in the first places and returns its
    figures and the stock places drawn."""
    leaves: list[tuple[Fraction, Any]] = []
    cards = where.cards
    first = len(where.hidden)
    played = [0]

    def grow(order: tuple[Card, ...], weight: Fraction) -> None:
        if len(order) >= first:
            played[0] += 1
            if played[0] > limit:
                raise TooMany
            figures, drawn = evaluate(order)
            if first + drawn <= len(order) or len(order) == len(cards):
                leaves.append((weight, figures))
                return
        left = [c for c in cards if c not in order]
        for card in left:
            grow(order + (card,), weight / len(left))

    grow((), Fraction(1))
    return leaves


@cache
def _shuffle_draw(count: int) -> tuple[int, int, int]:
    """For shuffles of ``count`` cards: count!, the 64-bit words drawn at a time, and the bound
    below which a draw is kept (a whole multiple of count!: no bias)."""
    total = factorial(count)
    words = (total.bit_length() + 63) // 64 + 1  # one word spare: a draw is almost never redrawn
    span = 1 << (64 * words)
    return total, words, span - span % total


def sampled_order(where: Places, seed: int, number: int) -> tuple[Card, ...]:
    """Sample ``number``'s arrangement: the unseen cards shuffled by a seed derived from
    ``seed`` and ``number`` alone.

    Every order is equally likely: one whole number is drawn uniformly below n! (n the cards:
    whole 64-bit words of the seeded generator, drawn again in the rare case it lands past the
    last whole multiple of n!) and read as the mixed-radix digits of a Fisher-Yates shuffle (the
    digit for place i, uniform in 0..i, is the card swapped there). Plain integer arithmetic:
    the same order in CPython and Pyodide."""
    order = list(where.cards)
    count = len(order)
    if count < 2:
        return tuple(order)
    total, words, limit = _shuffle_draw(count)
    rng = SeededRandom(derive_seed(seed, "coach", number))
    while True:
        drawn = 0
        for _ in range(words):
            drawn = (drawn << 64) | rng.next_u64()
        if drawn < limit:
            break
    rest = drawn % total
    for i in range(count - 1, 0, -1):
        rest, j = divmod(rest, i + 1)
        order[i], order[j] = order[j], order[i]
    return tuple(order)


def sampled_worlds(where: Places, seed: int, samples: int) -> Iterator[tuple[Card, ...]]:
    for number in range(samples):
        yield sampled_order(where, seed, number)

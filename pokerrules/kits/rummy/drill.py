"""Dealing rummy hands for the "Who wins?" drill (:mod:`pokerrules.lessons.drill`): hands with
melds in them, taken from a shuffled deck, so that a drill turns on the melds and the cards left
over rather than on seven or nine random cards, which almost never hold a meld.

The games say how many melds a hand holds and what counts as a meld (their own
:class:`~pokerrules.kits.melds.MeldRules`); the judge, not this module, decides every answer.

>>> from pokerrules.core.cards import standard_deck
>>> from pokerrules.kits.melds import MeldRules, is_meld
>>> from pokerrules.core.rng import SeededRandom, shuffled
>>> pool = shuffled(standard_deck(), 3)
>>> meld = take_meld(SeededRandom(1), pool, MeldRules())
>>> len(meld), is_meld(meld, MeldRules()) is not None, len(pool)
(3, True, 49)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pokerrules.core.cards import ACE, SUITS, Card
from pokerrules.core.rng import SeededRandom
from pokerrules.kits.melds import MeldRules, is_meld

#: Ranks in a run, aces low: A-2-3 up to J-Q-K.
LOW_RUN = (ACE, *range(2, ACE))
#: Tries at finding a meld, or a spoiled hand, before giving up on it.
TRIES = 60


def _take(pool: list[Card], wanted: Sequence[Card]) -> tuple[Card, ...] | None:
    """Remove ``wanted`` (as a multiset) from ``pool``, or change nothing if it is not all there."""
    left = list(pool)
    for card in wanted:
        if card not in left:
            return None
        left.remove(card)
    pool[:] = left
    return tuple(wanted)


def _run_around(rng: SeededRandom, card: Card) -> list[Card]:
    at = LOW_RUN.index(card.rank)
    starts = range(max(0, at - 2), min(at, len(LOW_RUN) - 3) + 1)
    start = starts[rng.below(len(starts))]
    return [Card(rank, card.suit) for rank in LOW_RUN[start:start + 3]]


def _group_around(rng: SeededRandom, card: Card) -> list[Card]:
    others = [suit for suit in SUITS if suit != card.suit]
    others.pop(rng.below(len(others)))
    return [card, *(Card(card.rank, suit) for suit in others)]


def take_meld(rng: SeededRandom, pool: list[Card], rules: MeldRules) -> tuple[Card, ...]:
    """Three cards of ``pool`` that make a meld under ``rules`` (a run of one suit, or three of a
    kind in three suits), around a card picked at random; they leave the pool. Empty if no meld
    is found in a few tries."""
    kinds = [k for k, allowed in (("run", rules.sequences), ("group", rules.groups)) if allowed]
    for _ in range(TRIES):
        card = pool[rng.below(len(pool))]
        if card.is_joker:
            continue
        kind = kinds[rng.below(len(kinds))]
        wanted = _run_around(rng, card) if kind == "run" else _group_around(rng, card)
        if is_meld(wanted, rules) is None:
            continue
        taken = _take(pool, wanted)
        if taken is not None:
            return taken
    return ()


def take_cards(rng: SeededRandom, pool: list[Card], count: int) -> list[Card]:
    """``count`` cards of ``pool``, picked at random; they leave the pool."""
    return [pool.pop(rng.below(len(pool))) for _ in range(count)]


def mixed(rng: SeededRandom, cards: Sequence[Card]) -> tuple[Card, ...]:
    """``cards`` in a random order, so that a hand's melds are not shown side by side."""
    left = list(cards)
    return tuple(left.pop(rng.below(len(left))) for _ in range(len(cards)))


def melded_hand(rng: SeededRandom, pool: list[Card], rules: MeldRules, size: int,
                melds: int) -> list[Card]:
    """A hand of ``size`` cards: ``melds`` melds of three (as many as are found) and cards picked
    at random for the rest."""
    cards: list[Card] = []
    for _ in range(melds):
        cards += take_meld(rng, pool, rules)
    return cards + take_cards(rng, pool, size - len(cards))


def spoiled(rng: SeededRandom, pool: list[Card], cards: Sequence[Card],
            still_good: Callable[[Sequence[Card]], bool]) -> list[Card]:
    """``cards`` with one card swapped for a random one of ``pool``, tried until
    ``still_good`` says no (a hand that no longer goes out), or as it was after a few tries."""
    hand = list(cards)
    for _ in range(TRIES):
        at, pick = rng.below(len(hand)), rng.below(len(pool))
        swapped = [*hand[:at], pool[pick], *hand[at + 1:]]
        if not still_good(swapped):
            pool.pop(pick)
            return swapped
    return hand

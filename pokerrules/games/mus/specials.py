"""Two hands some Mus tables treat apart, each a house rule (off by default):

- **31 real**: a juego of 31 made of three sevens and a jack (the sota). Where it is played it
  beats every other 31, mano's included; it still adds the bonus of any 31 (3). Only four sevens
  are in the deck, so two players can never both hold it.
- **Pedrete**: a four, a five, a six and a seven, in any suits. Where it is paid, it counts as
  pares, the lowest there is (below every par simple), and adds 1 when it wins Pares, as a pair
  does.

Both depend only on the cards' Mus ranks (:func:`~pokerrules.games.mus.hands.rank_of`), which the
count of sure hands (:mod:`~pokerrules.games.mus.sure`) relies on.

>>> from pokerrules.core.cards import parse
>>> is_real(parse("7h 7s 7c Jd")), is_real(parse("7h 7s 7c Qd")), is_pedrete(parse("4h 5s 6c 7d"))
(True, False, True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from pokerrules.core.cards import Card

#: The Mus ranks of the 31 real (three sevens and a jack, the sota: Mus rank 10).
REAL_RANKS = (7, 7, 7, 10)
#: The Mus ranks of the Pedrete.
PEDRETE_RANKS = (4, 5, 6, 7)


def _mus_ranks(cards: Sequence[Card]) -> tuple[int, ...]:
    """Aces 1, jacks 10, queens 11, kings 12, the others their number (twos and threes stay
    themselves: neither hand holds one, with eight kings or with four)."""
    return tuple(sorted({14: 1, 11: 10, 12: 11, 13: 12}.get(c.rank, c.rank) for c in cards))


def is_real(cards: Sequence[Card]) -> bool:
    """Whether ``cards`` are three sevens and a jack: the 31 real."""
    return len(cards) == 4 and _mus_ranks(cards) == REAL_RANKS


def is_pedrete(cards: Sequence[Card]) -> bool:
    """Whether ``cards`` are a four, a five, a six and a seven: the Pedrete."""
    return len(cards) == 4 and Counter(_mus_ranks(cards)) == Counter(PEDRETE_RANKS)


__all__ = ["PEDRETE_RANKS", "REAL_RANKS", "is_pedrete", "is_real"]

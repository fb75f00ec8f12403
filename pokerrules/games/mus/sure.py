"""Whether a Mus hand cannot lose a contest, from its own four cards only.

A hand cannot lose when no four cards among the other 36 beat it, and none ties it either unless
its holder is mano (exact ties go to the player nearer mano, and every other seat is nearer
mano than a player who is not mano, or sits between them and mano). Four kings are sure in
Grande for mano, but not for anyone else: the other four kings tie them and win from nearer
mano.

In Punto, played only when nobody has juego, the rivals are the hands without juego.

Every hand's value in every contest depends only on its cards' Mus ranks, so the rivals are
counted by rank (at most 715 ways to take four of ten ranks), not by card.

>>> from pokerrules.core.cards import parse
>>> cannot_lose("grande", parse("Kh Ks Kc 3d"), mano=True)
True
>>> cannot_lose("grande", parse("Kh Ks Kc 3d"), mano=False)
False
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache, lru_cache
from itertools import combinations_with_replacement
from typing import Any

from pokerrules.core.cards import Card
from pokerrules.games.mus.hands import mus_deck, rank_of, total, value


@cache
def _ranked(contest: str, eight: bool, kickers: bool, real: bool = False,
            pedrete: bool = False) -> tuple[tuple[Any, tuple[tuple[int, int], ...]], ...]:
    """Every four ranks a hand can hold (at most 715 ways) that can win ``contest``, best first:
    (key, (rank, count) pairs). Worked out once per contest and rules."""
    by_rank: dict[int, list[Card]] = {}
    for card in mus_deck():
        by_rank.setdefault(rank_of(card, eight), []).append(card)
    found: list[tuple[Any, tuple[tuple[int, int], ...]]] = []
    for ranks in combinations_with_replacement(sorted(by_rank), 4):
        need = Counter(ranks)
        if any(n > len(by_rank[r]) for r, n in need.items()):
            continue
        cards = [c for r, n in need.items() for c in by_rank[r][:n]]
        if contest == "punto" and total(cards, eight) >= 31:
            continue  # Punto is played only when nobody has juego
        key = value(contest, cards, eight, kickers, real, pedrete).key
        if key is not None:
            found.append((key, tuple(need.items())))
    found.sort(key=lambda entry: entry[0], reverse=True)
    return tuple(found)


@lru_cache(maxsize=4096)
def _best_rival(contest: str, mine: tuple[int, ...], eight: bool, kickers: bool,
                real: bool = False, pedrete: bool = False) -> Any:
    """The best key any four of the cards not in my hand could have (``None``: none can win),
    from my cards' Mus ranks ``mine`` alone (every hand's value depends on its ranks only): the
    best four ranks of :func:`_ranked` that the other 36 cards still hold."""
    left = Counter(rank_of(card, eight) for card in mus_deck())
    left.subtract(mine)
    for key, need in _ranked(contest, eight, kickers, real, pedrete):
        if all(n <= left[r] for r, n in need):
            return key
    return None


def cannot_lose(contest: str, cards: Sequence[Card], eight: bool = True, kickers: bool = True,
                mano: bool = False, real: bool = False, pedrete: bool = False) -> bool:
    """Whether ``cards`` win ``contest`` whatever the other players hold (``mano``: the holder
    speaks first, so wins exact ties; ``real`` and ``pedrete``: the house rules'
    special hands, :mod:`~pokerrules.games.mus.specials`)."""
    key = value(contest, cards, eight, kickers, real, pedrete).key
    if key is None:
        return False
    rival = _best_rival(contest, tuple(sorted(rank_of(c, eight) for c in cards)), eight, kickers,
                        real, pedrete)
    return rival is None or key > rival or (key == rival and mano)


__all__ = ["cannot_lose"]

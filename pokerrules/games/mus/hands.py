"""Mus hands: the 40-card deck, what each card counts as, and the four contests.

A Mus hand is four cards. With "eight kings and eight aces" (the default) every 3 is a king and
every 2 an ace, for pairs and for the count. The contests:

- **Grande**: the highest cards, compared from the top down;
- **Chica**: the lowest cards, compared from the bottom up;
- **Pares**: duples (two pairs, or four of a kind) over medias (three of a kind) over par simple
  (one pair); bonuses 3, 2 and 1; with ``kickers`` (the source) the odd cards break a tie
  between equal pares, without (the FEM regulation) they do not, and mano wins the tie;
- **Juego**: a count of 31 or more, 31 best, then 32, 40, 37, 36, 35, 34, 33; bonus 3 for 31
  and 2 for any other juego;
- **Punto**: only when nobody has juego, the highest count (30 best); bonus 1.

Two house rules add special hands (:mod:`~pokerrules.games.mus.specials`): with ``real`` the 31
real (three sevens and a jack) beats every other 31; with ``pedrete`` a four, five, six and
seven count as the lowest pares, worth 1.

Keys are tuples where bigger is better; a hand that cannot win a contest (no pares, no juego) has
the key ``None``. Hands with equal keys go to the first in turn order (mano), which the game and
the judge decide, not the key.

>>> from pokerrules.core.cards import parse
>>> pares(parse("Kh 3s 4c 4d")).label
'Duples, kings and fours'
>>> juego(parse("Kh Qs Jc As")).label
'Juego of 31'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from pokerrules.core.cards import SUITS, Card
from pokerrules.games.mus.specials import is_pedrete, is_real
from pokerrules.rankings.base import HandValue

#: The ranks in a Mus deck: 2 to 7, jack, queen, king and ace (no 8, 9 or 10).
RANKS = (2, 3, 4, 5, 6, 7, 11, 12, 13, 14)
CONTESTS = ("grande", "chica", "pares", "juego", "punto")
NAMES = {"grande": "Grande", "chica": "Chica", "pares": "Pares", "juego": "Juego",
         "punto": "Punto"}
#: The order of juego counts, best first.
JUEGO_ORDER = (31, 32, 40, 37, 36, 35, 34, 33)
_WORDS = {1: ("ace", "aces"), 2: ("two", "twos"), 3: ("three", "threes"), 4: ("four", "fours"),
          5: ("five", "fives"), 6: ("six", "sixes"), 7: ("seven", "sevens"),
          10: ("jack", "jacks"), 11: ("queen", "queens"), 12: ("king", "kings")}


def mus_deck() -> tuple[Card, ...]:
    """The 40 cards, suit by suit."""
    return tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)


def rank_of(card: Card, eight: bool = True) -> int:
    """A card's rank for Mus, 1 (ace) to 12 (king): with eight kings and aces a 3 is a king (12)
    and a 2 an ace (1)."""
    if card.rank == 14:
        return 1
    if eight and card.rank == 2:
        return 1
    if eight and card.rank == 3:
        return 12
    return card.rank - 1 if card.rank >= 11 else card.rank


def count_of(card: Card, eight: bool = True) -> int:
    """A card's value for juego and punto: aces 1, face cards 10, others their number (with eight
    kings and aces, a 2 counts 1 and a 3 counts 10)."""
    rank = rank_of(card, eight)
    return 10 if rank >= 10 else rank


def total(cards: Sequence[Card], eight: bool = True) -> int:
    return sum(count_of(c, eight) for c in cards)


def counts_as(cards: Sequence[Card], eight: bool = True) -> tuple[str, ...]:
    """What the cards alone do not say: with eight kings and eight aces, ``"3♠ counts as a
    king"`` and ``"2♥ counts as an ace"``, for pairs and for the count alike.

    >>> from pokerrules.core.cards import parse
    >>> counts_as(parse("3s 5c 2h Kd")), counts_as(parse("3s 5c 2h Kd"), eight=False)
    (('3♠ counts as a king', '2♥ counts as an ace'), ())
    """
    if not eight:
        return ()
    return tuple(f"{c.short} counts as {'a king' if c.rank == 3 else 'an ace'}"
                 for c in cards if c.rank in (2, 3))


def rank_word(rank: int, plural: bool = False) -> str:
    return _WORDS[rank][1 if plural else 0]


def grande(cards: Sequence[Card], eight: bool = True) -> HandValue:
    ranks = sorted((rank_of(c, eight) for c in cards), reverse=True)
    return HandValue(tuple(ranks), "Cards " + ", ".join(rank_word(r) for r in ranks))


def chica(cards: Sequence[Card], eight: bool = True) -> HandValue:
    ranks = sorted(rank_of(c, eight) for c in cards)
    return HandValue(tuple(-r for r in ranks), "Cards " + ", ".join(rank_word(r) for r in ranks))


def pares(cards: Sequence[Card], eight: bool = True, kickers: bool = True,
          pedrete: bool = False) -> HandValue:
    """Duples (key 3...), medias (2...), par simple (1...), with ``pedrete`` a Pedrete (0), or
    no pares (key ``None``). Without ``kickers`` the odd cards of medias and par simple are left
    out of the key, so equal pares tie (and the tie goes to mano)."""
    counts = Counter(rank_of(c, eight) for c in cards)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    (top, many), rest = groups[0], groups[1:]
    if many == 4:
        return HandValue((3, top, top), f"Duples, four {rank_word(top, True)}")
    if many == 2 and rest[0][1] == 2:
        low = rest[0][0]
        return HandValue((3, top, low), f"Duples, {rank_word(top, True)} and {rank_word(low, True)}")
    if many == 3:
        odd = (rest[0][0],) if kickers else ()
        return HandValue((2, top, *odd), f"Medias, three {rank_word(top, True)}")
    if many == 2:
        odds = tuple(sorted((r for r, _ in rest), reverse=True)) if kickers else ()
        return HandValue((1, top, *odds), f"Par simple, {rank_word(top, True)}")
    if pedrete and is_pedrete(cards):
        return HandValue((0,), PEDRETE_LABEL)
    return HandValue(None, "No pares")


#: The Pedrete's label, as pares.
PEDRETE_LABEL = "Pedrete, four to seven"
#: The 31 real's label, as juego.
REAL_LABEL = "Juego of 31 real"


def juego(cards: Sequence[Card], eight: bool = True, real: bool = False) -> HandValue:
    """A count of 31 or more; ``None`` below. With ``real``, the 31 real (three sevens and a
    jack) is above every other 31."""
    points = total(cards, eight)
    if points < 31:
        return HandValue(None, f"No juego ({points})")
    if real and is_real(cards):
        return HandValue((len(JUEGO_ORDER) + 1,), REAL_LABEL)
    return HandValue((len(JUEGO_ORDER) - JUEGO_ORDER.index(points),), f"Juego of {points}")


def punto(cards: Sequence[Card], eight: bool = True) -> HandValue:
    points = total(cards, eight)
    return HandValue((points,), f"Punto of {points}")


def value(contest: str, cards: Sequence[Card], eight: bool = True, kickers: bool = True,
          real: bool = False, pedrete: bool = False) -> HandValue:
    if contest == "pares":
        return pares(cards, eight, kickers, pedrete)
    if contest == "juego":
        return juego(cards, eight, real)
    return {"grande": grande, "chica": chica, "punto": punto}[contest](cards, eight)


def bonus(contest: str, cards: Sequence[Card], eight: bool = True, pedrete: bool = False) -> int:
    """What a winning hand adds to the stake: pares 3/2/1 (a paid Pedrete 1), juego 3 for 31
    (the 31 real too) else 2, punto 1."""
    if contest == "pares":
        key = pares(cards, eight, pedrete=pedrete).key
        return 0 if key is None else max(1, int(key[0]))
    if contest == "juego":
        points = total(cards, eight)
        return 0 if points < 31 else 3 if points == 31 else 2
    return 1 if contest == "punto" else 0


def best(contest: str, hands: Sequence[Sequence[Card]], eight: bool = True,
         kickers: bool = True, real: bool = False, pedrete: bool = False) -> int | None:
    """The index of the winning hand, ``hands`` in turn order (the first is mano, who wins
    exact ties); ``None`` when no hand can win (nobody has pares or juego)."""
    winner: int | None = None
    top: Any = None
    for index, cards in enumerate(hands):
        key = value(contest, cards, eight, kickers, real, pedrete).key
        if key is not None and (top is None or key > top):
            winner, top = index, key
    return winner


def last_contest(hands: Sequence[Sequence[Card]], eight: bool = True) -> str:
    """Juego when anyone has it, punto otherwise."""
    return "juego" if any(total(h, eight) >= 31 for h in hands) else "punto"


@dataclass(frozen=True)
class MusRanking:
    """One contest as a ranking for the judge's protocol (ties are left to turn order)."""

    contest: str
    eight: bool = True
    kickers: bool = True
    real: bool = False
    pedrete: bool = False

    def key(self, cards: Sequence[Card]) -> Any:
        return self.evaluate(cards).key

    def label(self, cards: Sequence[Card]) -> str:
        return self.evaluate(cards).label

    def evaluate(self, cards: Sequence[Card]) -> HandValue:
        return value(self.contest, cards, self.eight, self.kickers, self.real, self.pedrete)

    def showing_key(self, cards: Sequence[Card]) -> Any:
        return self.key(cards)

    def describe(self) -> str:
        return f"Mus, {NAMES[self.contest]}"

    def rule(self, winner: HandValue, rivals: Sequence[HandValue]) -> str:
        return f"the best hand for {NAMES[self.contest]}"

    def why_not(self, cards: Sequence[Card]) -> str:
        """``"no juego (25; 3♠ counts as a king)"``: the label, and how its cards count."""
        label = self.evaluate(cards).label.lower()
        notes = counts_as(cards, self.eight)
        if not notes:
            return label
        return (label[:-1] + "; " if label.endswith(")") else label + " (") + "; ".join(notes) + ")"

    def is_wild(self, card: Card) -> bool:
        return False


def census(eight: bool = True) -> dict[str, int]:
    """Every four-card hand of the 40 counted by holding: pares (and each kind), juego and 31,
    and the two special hands of the house rules, the 31 real and the Pedrete."""
    out = Counter[str]()
    for cards in combinations(mus_deck(), 4):
        out["hands"] += 1
        key = pares(cards, eight).key
        if key is not None:
            out["pares"] += 1
            out[{3: "duples", 2: "medias", 1: "par simple"}[key[0]]] += 1
            if key[0] == 3 and key[1] == key[2]:
                out["four of a kind"] += 1
        points = total(cards, eight)
        if points >= 31:
            out["juego"] += 1
        if points == 31:
            out["31"] += 1
        if juego(cards, eight, real=True).label == REAL_LABEL:
            out["31 real"] += 1
        if pares(cards, eight, pedrete=True).key == (0,):
            out["pedrete"] += 1
    return dict(out)

"""Cards and decks, with parsing and formatting.

A card is written as a rank then a suit: ``As`` (ace of spades), ``Td`` or ``10d`` (ten of
diamonds), ``2c``. Ranks: ``2``-``9``, ``T``, ``J``, ``Q``, ``K``, ``A``; suits: ``c d h s``.
A joker is ``Jk``.

>>> parse("As Td 2c")
(Card('As'), Card('Td'), Card('2c'))
>>> format_cards(parse("as 10d"))
'As Td'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, TypedDict

from pokerrules.core.errors import BadCard, quote

RANK_CHARS = "23456789TJQKA"
SUITS = "cdhs"
JOKER_RANK = 0
JOKER_SUIT = "*"
ACE = 14
KING = 13
QUEEN = 12
JACK = 11

_RANK_NAMES = {
    2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
    10: "ten", 11: "jack", 12: "queen", 13: "king", 14: "ace",
}
_RANK_PLURALS = {r: n + ("es" if n == "six" else "s") for r, n in _RANK_NAMES.items()}
_SUIT_NAMES = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
_SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
#: The key under which a ``copy.deepcopy`` memo may carry a mapping of cards to the cards that
#: take their place in the copy (the coach's other arrangements of the unseen cards).
RELABEL = "pokerrules.core.cards.relabel"


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One playing card. ``rank`` is 2-14 (ace high) or 0 for a joker."""

    rank: int
    suit: str

    def __post_init__(self) -> None:
        if self.rank == JOKER_RANK and self.suit == JOKER_SUIT:
            return
        if self.rank not in _RANK_NAMES or self.suit not in _SUIT_NAMES:
            raise BadCard(f"There is no card with rank {self.rank!r} and suit {self.suit!r}.")

    def __deepcopy__(self, memo: dict[Any, Any]) -> Card:
        """A card is a value: its copy is itself, or the card that a relabelling in ``memo``
        (under :data:`RELABEL`) puts in its place."""
        swap = memo.get(RELABEL)
        return swap.get(self, self) if swap else self

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER_RANK

    @property
    def code(self) -> str:
        """The two-character code, such as ``As``."""
        if self.is_joker:
            return "Jk"
        return RANK_CHARS[self.rank - 2] + self.suit

    @property
    def text(self) -> str:
        """The card in words, for screen readers: ``ace of spades``."""
        if self.is_joker:
            return "joker"
        return f"{_RANK_NAMES[self.rank]} of {_SUIT_NAMES[self.suit]}"

    @property
    def short(self) -> str:
        """Rank and suit symbol: ``A♠``."""
        if self.is_joker:
            return "🃏"
        rank = "10" if self.rank == 10 else RANK_CHARS[self.rank - 2]
        return rank + _SUIT_SYMBOLS[self.suit]

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code!r})"


def rank_name(rank: int, plural: bool = False) -> str:
    """``rank_name(12) == 'queen'``; ``rank_name(6, plural=True) == 'sixes'``."""
    return (_RANK_PLURALS if plural else _RANK_NAMES)[rank]


def parse_card(text: str) -> Card:
    """Parse one card code such as ``"As"``, ``"td"`` or ``"10h"``."""
    known = _PARSED.get(text) if isinstance(text, str) else None
    if known is not None:
        return known
    if not isinstance(text, str):
        raise BadCard(f"A card must be written as text such as 'As', not {quote(text)}.")
    code = text.strip()
    if code.lower() == "jk":
        return Card(JOKER_RANK, JOKER_SUIT)
    if len(code) == 3 and code[:2] == "10":
        code = "T" + code[2]
    if len(code) != 2:
        raise BadCard(
            f"{quote(text)} is not a card: write a rank (2-9, T, J, Q, K, A) then a suit "
            "(c, d, h, s), such as 'As' or 'Td'."
        )
    rank_char, suit = code[0].upper(), code[1].lower()
    if rank_char not in RANK_CHARS:
        raise BadCard(f"{quote(text)} is not a card: {quote(code[0])} is not a rank (2-9, T, J, Q, K, A).")
    if suit not in SUITS:
        raise BadCard(f"{quote(text)} is not a card: {quote(code[1])} is not a suit (c, d, h, s).")
    return Card(RANK_CHARS.index(rank_char) + 2, suit)


def parse(text: str) -> tuple[Card, ...]:
    """Parse cards separated by spaces or commas: ``parse("As Td 2c")``."""
    if not isinstance(text, str):
        raise BadCard(f"Cards must be written as text such as 'As Td', not {quote(text)}.")
    return tuple(parse_card(word) for word in text.replace(",", " ").split())


#: Every card by its own code (``"As"``, ``"Jk"``): the common case of :func:`parse_card`.
_PARSED: dict[str, Card] = {}


def format_cards(cards: Iterable[Card]) -> str:
    """The inverse of :func:`parse`: ``'As Td 2c'``."""
    return " ".join(card.code for card in cards)


def standard_deck() -> tuple[Card, ...]:
    """The 52 cards in a fixed order: clubs, diamonds, hearts, spades; 2 up to ace in each."""
    return _DECK


_DECK = tuple(Card(rank, suit) for suit in SUITS for rank in range(2, 15))


_PARSED.update({card.code: card for card in (*standard_deck(), Card(JOKER_RANK, JOKER_SUIT))})


class CardJson(TypedDict):
    """A card as the browser draws it (``code`` ``"??"``: face down, and ``suit`` null)."""

    code: str
    text: str
    short: str
    suit: str | None


def card_json(card: Card | None) -> CardJson:
    """A card as the browser draws it; ``None`` is a face-down card."""
    if card is None:
        return {"code": "??", "text": "face-down card", "short": "??", "suit": None}
    return {"code": card.code, "text": card.text, "short": card.short, "suit": card.suit}

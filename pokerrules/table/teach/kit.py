"""What the lessons of hand-written games share: a stacked deck written hand by hand, the
learner's own cards, and a list of cards in words.

>>> dealt(["Kh 4c", "Ah As"], 2, "Qc")
'Kh Ah 4c As Qc'
>>> listed(["6♦", "K♦", "a joker"]), listed(["A♥", "K♥"], "and"), listed([])
('6♦, K♦ or a joker', 'A♥ and K♥', '')
"""

from __future__ import annotations

from collections.abc import Sequence

from pokerrules.core.cards import Card, parse
from pokerrules.table.state import State
from pokerrules.table.teach.asks import own_hand


def dealt(hands: Sequence[str], size: int, then: str = "") -> str:
    """The deck text that deals ``hands`` (seat 1's first, ``size`` cards each, one card at a
    time round the table), followed by the cards of ``then`` in order (an upcard, the stock)."""
    rows = [hand.split() for hand in hands]
    return " ".join([row[k] for k in range(size) for row in rows] + then.split())


def own_cards(state: State, seat: int) -> list[Card]:
    """The cards of ``seat``'s own hand, as its view shows them."""
    return list(parse(" ".join(card["code"] for card in own_hand(state, seat)["cards"])))


def listed(words: Sequence[str], last: str = "or") -> str:
    """``"a, b or c"`` (``last`` joins the last two); one word alone; nothing for none."""
    return ", ".join(words[:-1]) + f" {last} " + words[-1] if len(words) > 1 else "".join(words)

"""What the rummy games (Rumino, Pif Paf) put on the table beyond the bare hands: a seen hand
sorted and grouped into its melds with the cards left over apart, the upcard and the discard pile
as piles of cards, and a hint on each discard saying what it leaves (see the contract's optional
view fields, ``notes/api-contract.md``).

Each game passes its own words and counts; nothing here knows a game. Only cards the reader may
see are handled: a hand reaches :func:`groups` only when its owner is the reader or it is shown.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from pokerrules.core.card_view import CardView, GroupView, PileView, card_view
from pokerrules.core.cards import ACE, Card, rank_name
from pokerrules.kits.melds import Arrangement, Meld

#: How many cards of a discard pile the table draws under its top card; the rest get a note.
PILE_SHOWN = 8

_SUIT_WORDS = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}


def sort_key(card: Card) -> tuple[int, str, int]:
    """Suit by suit (clubs, diamonds, hearts, spades), each from the ace up (aces are low in
    these games' sequences), jokers last: the order runs read in."""
    if card.is_joker:
        return (1, "", 0)
    return (0, card.suit, 1 if card.rank == ACE else card.rank)


def sorted_hand(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards, key=sort_key)


def meld_label(meld: Meld) -> str:
    """``"Run of spades"`` or ``"Set of nines"`` (jokers stand in for what the meld needs)."""
    natural = [c for c in meld.cards if not c.is_joker]
    if meld.kind == "sequence":
        return f"Run of {_SUIT_WORDS[natural[0].suit]}"
    return f"Set of {rank_name(natural[0].rank, plural=True)}"


def groups(arrangement: Arrangement, left_over: str,
           cards: Callable[[Card], CardView]) -> list[GroupView]:
    """The hand in groups: each meld as the solver found it, then the cards in no meld (sorted)
    labelled ``left_over`` (``"Deadwood 12"``), left out when there are none. ``cards`` turns a
    card into the view's card entry (the game's marks on it)."""
    out: list[GroupView] = [{"label": meld_label(meld), "cards": [cards(c) for c in meld.cards]}
                            for meld in arrangement.melds]
    if arrangement.deadwood:
        out.append({"label": left_over,
                    "cards": [cards(c) for c in sorted_hand(arrangement.deadwood)]})
    return out


def pile_cards(cards: Sequence[Card]) -> list[CardView]:
    return [card_view(c, True) for c in cards]


def discard_piles(pile: Sequence[Card], top_label: str, empty: str) -> list[PileView]:
    """The discard pile as two piles: its top card under ``top_label`` (the one a player may
    take), then the cards under it, the newest last, at most :data:`PILE_SHOWN` of them with a
    note of how many more lie under those. Every card of a discard pile was seen thrown."""
    if not pile:
        return [{"label": top_label, "cards": [], "note": empty}]
    under = list(pile[:-1])
    shown = under[-PILE_SHOWN:]
    more = len(under) - len(shown)
    note = (f"{more} more {'card' if more == 1 else 'cards'} under these" if more else
            None if under else "No card under the top one")
    return [{"label": top_label, "cards": pile_cards(pile[-1:]), "note": None},
            {"label": "Discard pile", "cards": pile_cards(shown), "note": note}]


def add_hints(legal: list[dict[str, Any]], kinds: Sequence[str],
              hint: Callable[[str], str]) -> None:
    """Give each card choice of the templates of ``kinds`` its ``hint`` (by card code)."""
    for template in legal:
        if template.get("kind") in kinds:
            for choice in template.get("cards", ()):
                choice["hint"] = hint(choice["value"])

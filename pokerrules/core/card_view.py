"""A card as a seat sees it, and the card rows a view draws beyond a hand's own (a hand's
groups, the piles on the table): the parts of a view (:class:`pokerrules.table.view.View`)
that the kits build too, so they sit on the core floor. :func:`card_view` makes one.

This module does not postpone its annotations: a TypedDict must see ``NotRequired`` itself.
"""

from typing import NotRequired, TypedDict

from pokerrules.core.cards import Card, CardJson, card_json


class CardView(CardJson):
    """A card as a seat sees it: :class:`CardJson` (``code`` is ``"??"`` face down), and the
    marks a game may add."""

    up: NotRequired[bool]  # step-built games and matches: lies face up
    unseen: NotRequired[bool]  # dealt blind, even to its owner (Night Chaos)
    wild: NotRequired[bool]
    new: NotRequired[bool]  # just passed to this hand
    best: NotRequired[bool]  # one of the cards of the hand's best hand
    caption: NotRequired[str]  # a pile's card: who played it
    dead: NotRequired[bool]  # a joker that counts for nothing (Chaos)


def card_view(card: Card | None, up: bool | None = None, caption: str | None = None) -> CardView:
    """``card`` as a seat sees it (``None``: face down), with ``up`` and ``caption`` if given."""
    face = card_json(card)
    data: CardView = {"code": face["code"], "text": face["text"], "short": face["short"],
                      "suit": face["suit"]}
    if up is not None:
        data["up"] = up
    if caption is not None:
        data["caption"] = caption
    return data


class GroupView(TypedDict):
    """A hand's cards in one labelled group (a meld, the deadwood)."""

    label: str
    cards: list[CardView]


class PileView(TypedDict):
    """Cards on the table that belong to no hand."""

    label: str
    cards: list[CardView]
    note: str | None
    shared: NotRequired[bool]  # cards every hand plays with, after its own (a board)

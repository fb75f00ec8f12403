"""Moves written as text, read against the legal moves of the moment.

``"take"``, ``"bet 2"`` (an amount), ``"flip As"`` (one card), ``"replace As 7d"`` (several
cards, for a move that picks them; ``"replace"`` alone picks none), ``"ask 1 K"`` (a seat index
and a rank). The same text always means the same action when the same moves are legal.
``"stand"`` is standing for the rest of the hand: the move marked ``stand="start"``, made with
the table's "Stand for the rest of the hand" button (a lesson's JSON marks it ``"stand": true``).

>>> from pokerrules.core.actions import Template
>>> read("replace As 7d", [Template("replace", "Replace", cards=("As", "7d", "Kc"), pick=(0, 3))])
Action(kind='replace', amount=None, card=None, target=None, rank=None, cards=('As', '7d'))
>>> read("bet 2", [Template("bet", "Bet", low=2, high=2)]).amount
2
"""

from __future__ import annotations

from collections.abc import Sequence

from pokerrules.core.actions import Action, Template
from pokerrules.core.errors import IllegalAction, quote

#: The move text of standing for the rest of the hand (no game has a move of this kind).
STAND = "stand"


def stands(text: str) -> bool:
    """Whether move ``text`` is standing for the rest of the hand."""
    return text.split()[0] == STAND


def read(text: str, legal: Sequence[Template]) -> Action:
    """The action ``text`` names among the ``legal`` templates, or :class:`IllegalAction`.
    ``"stand"`` is the move marked ``stand="start"`` (that standing makes first)."""
    kind, *args = text.split()
    if kind == STAND and not any(t.kind == STAND for t in legal):
        start = next((t for t in legal if t.stand == "start"), None)
        if start is None:
            raise IllegalAction("You cannot stand for the rest of the hand here.")
        return read(start.kind, legal)
    template = next((t for t in legal if t.kind == kind), None)
    if template is None:
        raise IllegalAction(f"{quote(kind)} is not a move here; the moves are "
                            f"{', '.join(t.kind for t in legal) or 'none'}.")
    if template.pick is not None:
        return Action(kind, cards=tuple(args))
    if template.targets is not None or template.ranks is not None:
        return Action(kind, target=int(args[0]) if template.targets is not None else None,
                      rank=args[-1] if template.ranks is not None else None)
    if template.cards is not None:
        return Action(kind, card=args[0] if args else None)
    if template.low is not None:
        return Action(kind, int(args[0]) if args else template.default)
    return Action(kind)


def write(action: Action) -> str:
    """The text :func:`read` turns back into ``action``."""
    words = [action.kind]
    if action.amount is not None:
        words.append(str(action.amount))
    if action.target is not None:
        words.append(str(action.target))
    if action.rank is not None:
        words.append(action.rank)
    if action.card is not None:
        words.append(action.card)
    words += list(action.cards or ())
    return " ".join(words)

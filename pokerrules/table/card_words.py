"""What a game's printable card says about it beyond its options (:class:`CardWords`,
``Variant.card_words``): which cards are wild, how the betting goes, how the pot is won and how
ties are settled, each a plain sentence or two under the chosen house rules.

A game declares a function from its (resolved) options to :class:`CardWords`; each field it
leaves out keeps the general default below. Step-built games get theirs from their declaration
(:mod:`pokerrules.steps.card_words`); a hand-written game writes its own beside its rules. The
card itself is put together by :mod:`pokerrules.pages.card`, which knows no game by name.

>>> CardWords().wild
'No card is wild.'
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CardWords:
    """The card's sentences for one game under one set of options; every field is player-facing
    text: plain words, seats counted from 1, no option codes.

    ``dealt``: what each player gets to start with (the card's summary leaves it out when
    empty)."""

    wild: str = "No card is wild."
    betting: str = "Everyone antes; the game's rules say when and how much to bet."
    pot: str = "The best hand at the showdown takes the pot."
    ties: str = "Hands exactly equal share the pot (or the part of it they tie for) equally."
    dealt: str = ""

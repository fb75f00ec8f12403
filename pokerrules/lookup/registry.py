"""Look games up by id. The games are the catalogue's families (:mod:`pokerrules.lookup.catalogue`):
a game is found among the families loaded so far, and only an id none of them has makes the
catalogue load every family."""

from __future__ import annotations

from difflib import get_close_matches

from pokerrules.core.errors import UnknownVariant, quote
from pokerrules.lookup.catalogue import families, loaded_game
from pokerrules.table.game import Variant


def variants() -> list[Variant]:
    """Every registered game, in catalogue order."""
    return [v for family in families() for v in family.variants]


def get(variant_id: object) -> Variant:
    """The game with this id, or :class:`UnknownVariant` naming the ones that exist."""
    if isinstance(variant_id, str):
        found = loaded_game(variant_id)
        if found is None:
            families()
            found = loaded_game(variant_id)
        if found is not None:
            return found
    near = get_close_matches(str(variant_id), [v.id for v in variants()], n=3)
    raise UnknownVariant(
        f"There is no game {quote(variant_id)}"
        + (f"; did you mean {' or '.join(near)}?" if near else ".")
        + " The catalogue lists every game."
    )

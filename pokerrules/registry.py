"""Look games up by id. The list itself is the catalogue of families (:mod:`pokerrules.catalogue`)."""

from __future__ import annotations

from functools import cache

from pokerrules.errors import UnknownVariant, quote
from pokerrules.game import Variant


@cache
def _all() -> dict[str, Variant]:
    from pokerrules.catalogue import families

    return {v.id: v for family in families() for v in family.variants}


def variants() -> list[Variant]:
    """Every registered game, in catalogue order."""
    return list(_all().values())


def get(variant_id: object) -> Variant:
    """The game with this id, or :class:`UnknownVariant` naming the ones that exist."""
    games = _all()
    if not isinstance(variant_id, str) or variant_id not in games:
        raise UnknownVariant(
            f"There is no game {quote(variant_id)}; the games are: {', '.join(games)}."
        )
    return games[variant_id]

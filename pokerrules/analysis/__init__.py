"""Exact enumeration and odds, computed by the package so no page types a number by hand."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from pokerrules.core.errors import UnknownVariant, quote


def _three_card_poker(options: Mapping[str, Any]) -> dict[str, Any]:
    from pokerrules.games.three_card_poker.analysis import report

    return report(options)


#: Games with an exact analysis, by id.
ANALYSES: dict[str, Callable[[Mapping[str, Any]], dict[str, Any]]] = {
    "three-card-poker": _three_card_poker,
}


def analyse(variant_id: str, options: Mapping[str, Any]) -> dict[str, Any]:
    """The exact figures for a game that has them."""
    if variant_id not in ANALYSES:
        raise UnknownVariant(f"There is no exact analysis for {quote(variant_id)} yet.")
    return ANALYSES[variant_id](options)

"""Exact enumeration and odds, computed by the package so no page types a number by hand. A
game that has them names its analysis in its declaration (``Variant.analysis``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pokerrules.core.errors import UnknownVariant, quote
from pokerrules.lookup.registry import get


def analyse(variant_id: str, options: Mapping[str, Any]) -> dict[str, Any]:
    """The exact figures for a game that has them."""
    variant = get(variant_id)
    if variant.analysis is None:
        raise UnknownVariant(f"There is no exact analysis for {quote(variant_id)} yet.")
    return variant.analysis(variant.resolve_options(options))

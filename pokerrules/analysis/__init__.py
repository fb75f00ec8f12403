"""Exact enumeration and odds, computed by the package so no page types a number by hand."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pokerrules.errors import UnknownVariant


def analyse(variant_id: str, options: Mapping[str, Any]) -> dict[str, Any]:
    """The exact figures for a game that has them."""
    if variant_id == "three-card-poker":
        from pokerrules.analysis.three_card_poker import report

        return report(options)
    raise UnknownVariant(f"There is no exact analysis for {variant_id!r} yet.")

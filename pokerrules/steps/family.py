"""A family of games: its name, its games as registered and, for the step-built ones, their
declarations (:class:`~pokerrules.steps.spec.Spec`), which the rules cards and family trees are
drawn from. Each family package under :mod:`pokerrules.games` names its own as ``FAMILY_ENTRY``;
the catalogue (:mod:`pokerrules.lookup.catalogue`) finds them there."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pokerrules.steps.spec import Spec
    from pokerrules.table.game import Variant


@dataclass(frozen=True)
class Family:
    name: str
    variants: tuple[Variant, ...]
    specs: tuple[Spec, ...] = ()
    #: Where the family comes in the catalogue: by this number, then by name. The first families
    #: keep the order of the sources they come from; a new one may leave it out.
    order: int = 1000

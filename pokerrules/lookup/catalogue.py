"""Every game, family by family, found rather than listed. The registry, the generated pages and
the tests list games from here, so nothing names a game by id to find it.

Each family is a package directly under :mod:`pokerrules.games` whose ``__init__`` names its
:class:`~pokerrules.steps.family.Family` as ``FAMILY_ENTRY``; a package that names none (a kit
shared by several games) is passed over. Adding a family is adding its package: nothing else
lists it. Families come in the order they ask for (:attr:`Family.order`), then by name.

A page that plays one game loads only that family (:func:`load`); :func:`families` loads them all.

>>> [f.name for f in families()][:2]
['Three Card Poker', '7/27']
>>> spec_of("go-fish").parent
'seven-twenty-seven'
>>> module_of("go-fish")
'pokerrules.games.seven_twenty_seven'
"""

from __future__ import annotations

import pkgutil
import re
from functools import cache
from importlib import import_module
from typing import TYPE_CHECKING

import pokerrules.games
from pokerrules.steps.family import Family

if TYPE_CHECKING:
    from pokerrules.steps.spec import Spec
    from pokerrules.table.game import Variant

#: The package every family lives in.
GAMES = pokerrules.games.__name__

#: The families loaded so far, by the name of their module, and their games by id.
_loaded: dict[str, Family] = {}
_games: dict[str, Variant] = {}


def family_modules() -> list[str]:
    """The name of every package under :mod:`pokerrules.games`, without importing any."""
    return [f"{GAMES}.{info.name}" for info in pkgutil.iter_modules(pokerrules.games.__path__)
            if info.ispkg]


def load(module: str) -> Family | None:
    """Import one package under :mod:`pokerrules.games` and keep its family (``None`` for a
    package that declares none). ``ValueError`` for a name outside that package."""
    if module in _loaded:
        return _loaded[module]
    if module not in family_modules():
        raise ValueError(f"{module!r} is not a package of {GAMES}")
    entry = getattr(import_module(module), "FAMILY_ENTRY", None)
    if not isinstance(entry, Family):
        return None
    _loaded[module] = entry
    _games.update((variant.id, variant) for variant in entry.variants)
    return entry


def loaded() -> dict[str, Family]:
    """The families loaded so far, by module (a page that plays one game loads one)."""
    return dict(_loaded)


def loaded_game(game_id: str) -> Variant | None:
    """The game with this id if its family is loaded already, else ``None``."""
    return _games.get(game_id)


@cache
def families() -> tuple[Family, ...]:
    """Every family, each package loaded, in catalogue order."""
    found = [family for module in family_modules() if (family := load(module)) is not None]
    return tuple(sorted(found, key=lambda family: (family.order, family.name.casefold())))


def module_of(game_id: str) -> str:
    """The package that declares a game (``KeyError`` if none does)."""
    families()
    for module, family in _loaded.items():
        if any(v.id == game_id for v in family.variants):
            return module
    raise KeyError(game_id)


def tag_anchor(tag: str) -> str:
    """Where a tag's meaning is, on the catalogue page (the id of its term there):
    ``tag-three-cards``. Each tag shown on the site links to it."""
    return "tag-" + "-".join(re.findall(r"[a-z0-9]+", tag.lower()))


def family_of(game_id: str) -> Family:
    """The family a game belongs to (``KeyError`` if none)."""
    for family in families():
        if any(v.id == game_id for v in family.variants):
            return family
    raise KeyError(game_id)


def spec_of(game_id: str) -> Spec | None:
    """The declaration of a step-built game, or ``None`` for a hand-written one."""
    for family in families():
        for spec in family.specs:
            if spec.id == game_id:
                return spec
    return None

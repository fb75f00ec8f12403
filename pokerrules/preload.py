"""Import every module the site can reach, at once.

The browser's rules engine restores a memory snapshot of Python instead of booting it, and a
snapshot holds memory, not files: whatever it has imported needs no file afterwards. So the
snapshot made at build time (``scripts/make_snapshot.mjs``) and the one a browser keeps after a
plain boot both call :func:`import_all` first. ``scripts/stdlib_workload.py`` calls it too, to
find the standard library those modules use. The command line's modules are left out: the site
never runs them.

>>> import_all() > 50
True
"""

from __future__ import annotations

import importlib
import pkgutil

import pokerrules

#: Modules only the command line uses.
COMMAND_LINE = ("pokerrules.__main__", "pokerrules.terminal")


def site_modules() -> list[str]:
    """The names of every pokerrules module but the command line's."""
    return [info.name for info in pkgutil.walk_packages(pokerrules.__path__, "pokerrules.")
            if not info.name.startswith(COMMAND_LINE)]


def import_all() -> int:
    """Import :func:`site_modules`; returns how many there are."""
    names = site_modules()
    for name in names:
        importlib.import_module(name)
    return len(names)

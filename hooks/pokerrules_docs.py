"""MkDocs hook: the Games navigation, and a fresh import of ``pokerrules`` on every (re)build.

The ``<!-- md:NAME ARG -->`` comments are expanded by the Markdown extension
``sitebuild.directives`` (listed under ``markdown_extensions`` in mkdocs.yml, so Zensical runs
it too); see there for the rules. This hook:

* imports ``pokerrules`` from the directory holding ``mkdocs.yml`` (the working tree), not from
  whatever copy happens to be installed, and again on every (re)build, so ``mkdocs serve`` shows
  edits to ``pokerrules/`` as soon as they are saved (the extension uses what is imported);
* adds every game's page to the Games section of the nav, family by family, from the catalogue
  (:func:`sitebuild.nav.add_games_nav`): ``mkdocs.yml`` lists only the pages that are not a
  game's, so a new game needs its page and nothing else.

``scripts/build_site.py`` writes the same nav into the config it gives either builder.
``expand`` and ``_render`` are the extension's functions with the tables this hook imported,
for tests.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import Any

from sitebuild import directives
from sitebuild.errors import SiteBuildError
from sitebuild.nav import GAMES_INDEX, add_games_nav, games_nav

__all__ = ["GAMES_INDEX", "add_games_nav", "expand", "games_nav"]

_docs_tables: Any = None


def on_config(config: Any, **kwargs: Any) -> Any:
    """Import ``pokerrules.pages.docs_tables`` fresh from the tree next to mkdocs.yml; add the games."""
    global _docs_tables
    root = Path(config.config_file_path).resolve().parent
    if (root / "pokerrules").is_dir() and str(root) not in sys.path:
        sys.path.insert(0, str(root))
    for mod in [m for m in sys.modules if m == "pokerrules" or m.startswith("pokerrules.")]:
        del sys.modules[mod]
    try:
        _docs_tables = importlib.import_module("pokerrules.pages.docs_tables")
        catalogue = importlib.import_module("pokerrules.lookup.catalogue")
    except Exception as exc:  # pragma: no cover - depends on the tree
        raise SiteBuildError(
            f"pokerrules_docs hook: cannot import pokerrules.pages.docs_tables: {exc!r}") from exc
    add_games_nav(config.nav, catalogue.families())
    if (root / "pokerrules").is_dir():
        config.watch.append(str(root / "pokerrules"))
    return config


def _render(name: str, arg: str, where: str) -> str:
    return directives.render(name, arg, where, _docs_tables)


def expand(markdown: str, src: str = "<string>") -> str:
    """Expand every directive outside fenced code in ``markdown``; ``src`` names the page."""
    return directives.expand(markdown, src, _docs_tables)

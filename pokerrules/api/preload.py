"""What the browser's Python holds before a page asks for anything, and what loads on top.

The browser's rules engine restores a memory snapshot of Python instead of booting it: the one
made at build time (``scripts/make_snapshot.mjs``) or the one a browser keeps after a plain
boot (``docs/javascripts/pyodide-worker.js``). A snapshot holds memory, not files, and every
module in it is bytes that a first visit downloads. So it holds what every page needs and no
game: :func:`import_core` imports every module outside :mod:`pokerrules.games` (the core, the
table, the steps, the rankings, the facade), and a page's game is imported on top of it when the
page asks (the ``load`` op, :mod:`pokerrules.api.load`), from its family's files alone
(:func:`family_files`, which the worker writes from a bundle made at build time). A catalogue of
150 games boots as fast as one of 33. The few standard-library modules that games import and
the core does not (reading a game's own text files, for one) are shared too, and do not grow
with the catalogue: :func:`import_stdlib` imports them, found by reading the games' sources,
so that a game loaded on top brings only its own modules.

:func:`import_all` imports every module, the games' too: ``scripts/stdlib_workload.py`` calls
it to find the standard library any page may use. The command line's modules are left out of
both: the site never runs them. Of the translation layer (:mod:`pokerrules.words`), the snapshot
holds only its list of languages: a page in another language than English loads the rest on
top, from a bundle of its own (:func:`layer_files`).

>>> import_core() > 50
True
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import marshal
import pkgutil
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pokerrules
import pokerrules.games
from pokerrules.lookup.catalogue import GAMES as GAMES_PACKAGE
from pokerrules.words.languages import GAME_WORDS

#: The rooms only the command line uses (``python -m pokerrules`` and :mod:`pokerrules.cli`).
COMMAND_LINE = tuple(f"{pokerrules.__name__}.{room}" for room in ("__main__", "cli"))
#: The modules only the site's build uses (the text the directives write into the pages): no
#: request of the facade imports them, so the boot leaves them out. Measured under Node after
#: the boot's imports: with them the boot's memory grows past the runtime's first 30 MiB, and a
#: snapshot that large cannot be restored (Pyodide restores into the memory it starts with).
BUILD_ONLY = tuple(f"{pokerrules.__name__}.pages.{name}"
                   for name in ("describe", "docs_tables", "docs_learn"))
#: The translation layer's package. Of it the snapshot holds only what the facade imports (its
#: list of languages): English needs nothing more, and a page in another language loads the layer
#: on top (:func:`layer_files`) before it installs the language's book
#: (:func:`pokerrules.words.books.install`). The catalogues and glossaries never reach the browser.
WORDS = f"{pokerrules.__name__}.words"
#: The layer's folders that stay out of the browser: the page gives it a language's merged book.
WORDS_ONLY_BUILT = ("catalogue", "glossary")
#: The prefix of the names of the games' modules (the catalogue's package, with its dot).
GAMES = GAMES_PACKAGE + "."


def _walk(package: ModuleType, skip: tuple[str, ...]) -> Iterator[str]:
    """The names of the modules under ``package`` that start with nothing in ``skip``; only the
    packages among them are imported (to look inside), so nothing skipped is."""
    for info in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
        if info.name.startswith(skip):
            continue
        yield info.name
        if info.ispkg:
            yield from _walk(importlib.import_module(info.name), skip)


def core_modules() -> list[str]:
    """Every module a page may use whatever its game: all but the games', the command line's,
    the site build's and the translation layer's (the facade imports its list of languages)."""
    return list(_walk(pokerrules, COMMAND_LINE + BUILD_ONLY + (WORDS + ".", GAMES)))


def site_modules() -> list[str]:
    """Every module but the command line's, the games' included."""
    return list(_walk(pokerrules, COMMAND_LINE))


def _import(names: list[str]) -> int:
    for name in names:
        importlib.import_module(name)
    return len(names)


def import_core() -> int:
    """Import :func:`core_modules` (no game); returns how many there are."""
    return _import(core_modules())


def import_all() -> int:
    """Import :func:`site_modules`, every game included; returns how many there are."""
    return _import(site_modules())


def stdlib_modules() -> list[str]:
    """The modules outside the package that the games' sources import, sorted; the sources are
    read, not imported.

    >>> "importlib.resources" in stdlib_modules()
    True
    """
    names: set[str] = set()
    for path in sorted(Path(pokerrules.games.__file__).parent.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
    return sorted(name for name in names
                  if name.partition(".")[0] not in ("pokerrules", "__future__"))


def import_stdlib() -> int:
    """Import :func:`stdlib_modules`; returns how many there are. When games read their own
    files (``importlib.resources``), the reader is set up once too, which imports what reading
    takes (the zip and thread support of the standard library)."""
    names = stdlib_modules()
    _import(names)
    if "importlib.resources" in names:
        importlib.import_module("importlib.resources").files(pokerrules.games)
    return len(names)


def _imported(path: Path) -> set[str]:
    """The absolute module names a source file imports (``from X import Y`` gives X and X.Y)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def family_packages(module: str) -> list[str]:
    """The packages under :mod:`pokerrules.games` whose files loading ``module`` (a family
    package) may read: its own, then the ones its sources import (a kit shared by several games)
    and the ones that declare its games' parents (a "what changes" lesson plays a child beside
    its parent, which another family may declare), and theirs, sorted after the first.

    >>> family_packages("pokerrules.games.mus")
    ['pokerrules.games.mus']
    >>> family_packages("pokerrules.games.ten_card_stud")
    ['pokerrules.games.ten_card_stud', 'pokerrules.games.stud']
    """
    folder = Path(pokerrules.games.__file__).parent
    found = [module]
    for package in found:
        names = {name for path in sorted(folder.joinpath(package.removeprefix(GAMES)).rglob("*.py"))
                 for name in _imported(path)} | set(_parents_packages(package))
        for name in sorted(names):
            if name.startswith(GAMES):
                top = GAMES + name.removeprefix(GAMES).partition(".")[0]
                if top not in found and folder.joinpath(top.removeprefix(GAMES)).is_dir():
                    found.append(top)
    return [module, *sorted(found[1:])]


def _parents_packages(package: str) -> list[str]:
    """The family packages that declare the parents of ``package``'s games (not its own). This
    loads the catalogue: the bundles are made after the snapshot, at build time."""
    from pokerrules.lookup.catalogue import load, module_of

    family = load(package)
    if family is None:
        return []
    parents = {spec.parent for spec in family.specs if spec.parent is not None}
    return sorted({module_of(parent) for parent in parents} - {package})


def bytecode(source: bytes, path: str) -> bytes:
    """``source`` compiled by this Python, as the import system keeps it in ``__pycache__``: a
    hash-based .pyc that is not checked against its source (the files never change once written),
    so that importing it compiles nothing. Only the Python that will import it can make it (the
    header's magic number is its version's)."""
    flags = (0b01).to_bytes(4, "little")  # hash-based, source not checked
    code = compile(source, path, "exec", dont_inherit=True)
    return importlib.util.MAGIC_NUMBER + flags + importlib.util.source_hash(source) + marshal.dumps(code)


def family_files(module: str) -> list[tuple[str, bytes]]:
    """Every file that loading family ``module`` reads, as (path relative to the folder that
    holds the ``pokerrules`` package, bytes): the files of :func:`family_packages` (sources and
    the games' own text files, as in the wheel; not their catalogues of words, which the page
    gives the engine merged, :func:`pokerrules.words.books.install`), each source's bytecode
    (:func:`bytecode`) at the path the import system looks for it. A page's engine writes these
    and nothing else of the games before it loads the family (``scripts/make_snapshot.mjs``
    makes them into a bundle).

    >>> names = [path for path, _ in family_files("pokerrules.games.mus")]
    >>> "pokerrules/games/mus/__init__.py" in names
    True
    >>> any(name.startswith("pokerrules/games/mus/__pycache__/__init__.") for name in names)
    True
    """
    games = Path(pokerrules.games.__file__).parent
    out: list[tuple[str, bytes]] = []
    for package in family_packages(module):
        out += _files(games.joinpath(package.removeprefix(GAMES)), skip=(GAME_WORDS,))
    return out


def layer_files() -> list[tuple[str, bytes]]:
    """The files of the translation layer (:data:`WORDS`) a page in another language than English
    writes before its first request, as :func:`family_files` gives a family's: its modules and
    their bytecode, without the catalogues (``scripts/make_snapshot.mjs`` makes them a bundle).

    >>> names = [path for path, _ in layer_files()]
    >>> "pokerrules/words/translate.py" in names, any("catalogue" in name for name in names)
    (True, False)
    """
    return _files(Path(pokerrules.__file__).parent / "words", skip=WORDS_ONLY_BUILT)


def _files(folder: Path, skip: tuple[str, ...]) -> list[tuple[str, bytes]]:
    """Every file under ``folder`` but those in its sub-folders named in ``skip``, as (path
    relative to the folder that holds the ``pokerrules`` package, bytes), each source followed
    by its :func:`bytecode` at the path the import system looks for it."""
    root = Path(pokerrules.__file__).parent.parent
    out: list[tuple[str, bytes]] = []
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts
                       and p.relative_to(folder).parts[0] not in skip):
        data = path.read_bytes()
        out.append((path.relative_to(root).as_posix(), data))
        if path.suffix == ".py":
            cached = Path(importlib.util.cache_from_source(str(path)))
            out.append((cached.relative_to(root).as_posix(), bytecode(data, str(path))))
    return out


def game_modules(loaded: list[str]) -> list[str]:
    """Of the module names ``loaded`` (e.g. ``sys.modules``), those of games, sorted.

    >>> game_modules(["pokerrules.api", "pokerrules.games", "pokerrules.games.mus.state"])
    ['pokerrules.games.mus.state']
    """
    return sorted(name for name in loaded if name.startswith(GAMES))

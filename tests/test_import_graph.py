"""The package's modules import one another without a cycle, counting every import statement
(at module level, inside functions and under ``TYPE_CHECKING``), and each layer imports only
from the layers under it. Read from the source with :mod:`ast`, so nothing is imported."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "pokerrules"

#: The package's floors, lowest first. A module may import from its own room (its folder, or
#: itself for a root module) and from any room on a lower floor; rooms on one floor do not import
#: one another. Every folder and root module of the package is in exactly one room (checked).
FLOORS: tuple[tuple[str, ...], ...] = (
    ("core",),                                  # cards, actions, options, errors, words
    ("rankings",),
    ("kits",),                                  # melds, the rummy table, the QR code
    ("table",),                                 # the protocol floor and what a game declares with
    ("steps",),                                 # the step kinds and the declaration of step games
    ("games",),                                 # one package per family
    ("lookup", "words"),                        # the catalogue, the registry, JSON histories; the
                                                # translation layer and its catalogues
    ("lessons", "coach", "analysis", "night"),  # the runners
    ("pages",),                                 # the site's generated text
    ("api", "cli"),                             # the facade and the command line
    ("__main__",),
)
#: Loads by name allowed (``import_module`` with a computed name): the catalogue's walk of
#: ``pokerrules.games``, the boot's walk of the package (the browser's snapshot), and the
#: translation layer's walk of the catalogues of a language.
LOADS_BY_NAME = frozenset({"pokerrules.lookup.catalogue", "pokerrules.api.preload",
                           "pokerrules.words.books"})


def _name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def modules() -> dict[str, Path]:
    return {_name(path): path for path in PACKAGE.rglob("*.py")}


def imports_of(name: str) -> set[str]:
    """The package's modules that ``name`` names in any import statement anywhere in it."""
    path = modules()[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[:len(parts) - node.level + 1] + ([base] if base else []))
            targets = [base] + [f"{base}.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            targets = [node.value]  # a module named in a string is loaded by name
        else:
            continue
        found |= {target for target in targets if target in modules() and target != name}
    return found


def loads_by_name(name: str) -> list[int]:
    """The lines of ``name`` that call ``import_module`` (or ``__import__``) on a computed name."""
    lines = []
    for node in ast.walk(ast.parse(modules()[name].read_text("utf-8"))):
        if isinstance(node, ast.Call):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if called in {"import_module", "__import__"}:
                lines.append(node.lineno)
    return lines


def graph() -> dict[str, set[str]]:
    return {name: imports_of(name) for name in modules()}


def cycle_in(edges: dict[str, set[str]]) -> list[str]:
    """One import cycle (its modules in order, the first repeated at the end), or ``[]``."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for nxt in sorted(edges[node]):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        state[node] = 2
        path.pop()
        return []

    for start in sorted(edges):
        if start not in state and (found := visit(start)):
            return found
    return []


def room_of(name: str) -> str:
    """``"table"`` for ``pokerrules.table.state``; the package's own ``__init__`` (which gives the
    core's errors a short name) is in the core's room."""
    parts = name.split(".")
    return parts[1] if len(parts) > 1 else "core"


def floor_of(room: str) -> int:
    return next(n for n, rooms in enumerate(FLOORS) if room in rooms)


def upward(edges: dict[str, set[str]]) -> list[str]:
    """Each import of a room by a room not on a higher floor than it (``a -> b``)."""
    wrong = []
    for name, targets in sorted(edges.items()):
        mine = room_of(name)
        for target in sorted(targets):
            theirs = room_of(target)
            if theirs != mine and floor_of(theirs) >= floor_of(mine):
                wrong.append(f"{name} -> {target}")
    return wrong


def test_the_graph_sees_the_whole_package() -> None:
    edges = graph()
    assert len(edges) > 150
    assert "pokerrules.steps.machine" in edges["pokerrules.steps.variant"]
    # an import inside a function counts
    assert "pokerrules.lessons.basics" in edges["pokerrules.lessons.run"]


def test_no_import_cycle() -> None:
    assert cycle_in(graph()) == []


def test_the_cycle_finder_finds_one() -> None:
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycle_in(edges) == ["a", "b", "c", "a"]
    assert cycle_in({"a": {"b"}, "b": set()}) == []


def test_every_room_is_on_a_floor() -> None:
    rooms = {room_of(name) for name in modules()}
    placed = [room for floor in FLOORS for room in floor]
    assert sorted(rooms) == sorted(placed)


def test_each_room_imports_only_from_the_floors_under_it() -> None:
    assert upward(graph()) == []


def test_a_load_by_name_counts_as_an_import() -> None:
    # the catalogue names the games' package in a string, and walks it: one edge, downwards
    assert "pokerrules.games" in imports_of("pokerrules.lookup.catalogue")
    assert upward({"pokerrules.table.game": {"pokerrules.steps.spec"},
                   "pokerrules.steps.spec": {"pokerrules.table.game"},
                   "pokerrules.coach.odds": {"pokerrules.lessons.run"}}) == [
        "pokerrules.coach.odds -> pokerrules.lessons.run",
        "pokerrules.table.game -> pokerrules.steps.spec"]


def test_only_the_walks_load_modules_by_a_computed_name() -> None:
    found = {name: lines for name in modules() if (lines := loads_by_name(name))}
    assert set(found) <= LOADS_BY_NAME, found

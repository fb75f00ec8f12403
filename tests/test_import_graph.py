"""The package's modules import one another without a cycle, counting every import statement
(at module level, inside functions and under ``TYPE_CHECKING``), and each layer imports only
from the layers under it. Read from the source with :mod:`ast`, so nothing is imported."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "pokerrules"

#: Each layer, and the layers it may import from (besides itself). The facade (everything not
#: named here: api, history, frames, describe, the command line...) may import from any.
LAYERS: dict[str, tuple[str, ...]] = {
    "core": (),
    "rankings": ("core",),
    "melds": ("core", "rankings"),
    "table": ("core", "rankings", "melds", "coach.model", "lessons.model"),
    "steps": ("core", "rankings", "melds", "table", "coach.model", "lessons.model"),
}


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
        else:
            continue
        found |= {target for target in targets if target in modules() and target != name}
    return found


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


def layer_of(name: str) -> str | None:
    short = name.removeprefix("pokerrules.")
    return next((layer for layer in sorted(LAYERS, key=len, reverse=True)
                 if short == layer or short.startswith(layer + ".")), None)


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


def test_each_layer_imports_only_from_under_it() -> None:
    wrong = []
    for name, targets in graph().items():
        layer = layer_of(name)
        if layer is None:
            continue
        allowed = {layer, *LAYERS[layer]}
        for target in sorted(targets):
            short = target.removeprefix("pokerrules.")
            if not any(short == ok or short.startswith(ok + ".") for ok in allowed):
                wrong.append(f"{name} -> {target}")
    assert wrong == []

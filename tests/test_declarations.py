"""Declarations stay small: a child game is its parent with a few rules changed, written in a few
lines, never a copy of its parent."""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil

import pytest

from pokerrules.lookup.catalogue import families, module_of, spec_of
from pokerrules.pages.describe import differences
from pokerrules.steps.spec import Spec

CHILDREN = [spec for family in families() for spec in family.specs if spec.parent is not None]


def _declaration_lengths() -> dict[str, int]:
    """For each ``id="..."`` assignment in the declared families' modules, how many lines it takes."""
    lengths: dict[str, int] = {}
    packages = {module_of(spec.id) for family in families() for spec in family.specs}
    modules = [name for package in sorted(packages) for name in
               [package] + [f"{package}.{info.name}" for info in
                            pkgutil.iter_modules(importlib.import_module(package).__path__)]]
    for name in modules:
        source = inspect.getsource(importlib.import_module(name))
        for node in ast.parse(source).body:
            if not isinstance(node, ast.Assign):
                continue
            for call in ast.walk(node):
                for keyword in getattr(call, "keywords", []):
                    if keyword.arg == "id" and isinstance(keyword.value, ast.Constant):
                        lengths[str(keyword.value.value)] = node.end_lineno - node.lineno + 1  # type: ignore[operator]
    return lengths


LENGTHS = _declaration_lengths()


def test_there_are_children_to_check() -> None:
    assert len(CHILDREN) >= 16 and all(spec.id in LENGTHS for spec in CHILDREN)


def changes(spec: Spec) -> int:
    """In how many respects ``spec`` differs from its parent: the bullets of "how it differs"."""
    return sum(line.startswith("- ") for line in differences(spec).splitlines())


@pytest.mark.parametrize("spec", CHILDREN, ids=lambda s: s.id)
def test_a_child_is_a_few_lines_and_names_a_declared_parent(spec) -> None:  # type: ignore[no-untyped-def]
    """A child declared beside its parent is the parent with a few rules changed, in a few lines,
    unless it changes many (Ten Card Stud's deal). A child whose parent another family declares
    (Suck, from Three Card Monte) is declared in full, as a family loads alone; it still differs."""
    assert spec_of(spec.parent) is not None
    assert changes(spec) >= 1, f"{spec.id} is a copy of its parent"
    if module_of(spec.parent) == module_of(spec.id):
        assert LENGTHS[spec.id] <= 10 or changes(spec) >= 3, \
            f"{spec.id} changes {changes(spec)} rules of its parent in {LENGTHS[spec.id]} lines"

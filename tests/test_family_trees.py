"""Every family tree on the site leads from each game to its root through pages that play: a
game's parent is a declared game (or none), and the tree drawn on its page holds every ancestor
and every game that comes from the same root, whichever package declares it."""

from __future__ import annotations

import re

import pytest

from pokerrules.lookup.catalogue import families
from pokerrules.pages.describe import family_tree_svg
from pokerrules.pages.docs_tables import family_tree
from pokerrules.steps.spec import Spec

SPECS = {spec.id: spec for family in families() for spec in family.specs}


def _linked(svg: str) -> set[str]:
    return set(re.findall(r'xlink:href="\.\./([a-z0-9-]+)/"', svg))


def _ancestors(spec: Spec) -> list[str]:
    chain = []
    while spec.parent is not None:
        chain.append(spec.parent)
        spec = SPECS[spec.parent]
    return chain


@pytest.mark.parametrize("game_id", sorted(SPECS))
def test_tree_reaches_the_root(game_id: str) -> None:
    spec = SPECS[game_id]
    assert spec.parent is None or spec.parent in SPECS, f"{spec.name}'s parent is not built"
    linked = _linked(family_tree(game_id))
    assert {game_id, *_ancestors(spec)} <= linked
    root = ([game_id, *_ancestors(spec)])[-1]
    assert SPECS[root].parent is None
    # every game from the same root is in the tree, and nothing else
    assert linked == {s for s in SPECS if ([s, *_ancestors(SPECS[s])])[-1] == root}


def test_a_child_declared_elsewhere_hangs_under_its_parent() -> None:
    parent = next(iter(SPECS.values()))
    from dataclasses import replace
    child = replace(parent, id="made-up-child", name="Made-up Child", parent=parent.id)
    svg = family_tree_svg((parent, child), "made-up-child")
    assert svg.count("pr-tree-edge") == 1 and 'aria-current="page"' in svg
    # a parent that is not drawn makes the child a root of the drawing, with no edge
    assert family_tree_svg((child,)).count("pr-tree-edge") == 0
    assert "Made-up Child" in family_tree_svg((child,))

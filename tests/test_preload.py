"""The browser's Python starts with what every page needs and no game, and a page's game loads
on top of it, alone (pokerrules.api.preload, the ``load`` op of pokerrules.api.load).

Each family is checked in a Python of its own (a fresh ``sys.modules``): after
``preload.import_core()`` and ``import_stdlib()`` (what the site's snapshot holds) no game module
is imported; loading the family imports that family (and the shared kits under
``pokerrules.games`` it uses) and no other, and nothing outside ``pokerrules.games`` (the
snapshot holds what games share); every game of the family
is described and dealt without loading any other; loading it again answers the same; and names
that are not family packages are refused with ``bad-request`` without importing anything.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pokerrules.lookup.catalogue import family_modules, load, module_of
from pokerrules.lookup.registry import get, variants
from pokerrules.pages import docs_learn, docs_tables

ROOT = Path(__file__).resolve().parents[1]

#: Requests a page could send with a wrong module; a family's own submodule is added below.
BAD = [None, 5, [], "", "os", "pokerrules.api", "pokerrules.games", "pokerrules.games.",
       "pokerrules.games.no_such_family", "pokerrules.gamesx", "x" * 500, "../pokerrules/games"]

PROBE = r"""
import json, sys
from pokerrules.api.preload import game_modules, import_core, import_stdlib
from pokerrules.api import handle

family, games, bad = json.loads(sys.argv[1])
call = lambda request: json.loads(handle(json.dumps(request)))
out = {"core_count": import_core(), "stdlib": import_stdlib(), "core": game_modules(list(sys.modules))}
before = set(sys.modules)
out["bad"] = [call({"op": "load", "module": name}) for name in bad]
out["bad_imported"] = sorted(set(sys.modules) - before)
start = set(sys.modules)
out["load"] = call({"op": "load", "module": family})
out["brought"] = sorted(m for m in set(sys.modules) - start if not m.startswith("pokerrules.games."))
out["again"] = call({"op": "load", "module": family})
out["played"] = {game: [call({"op": "describe", "variant": game})["ok"],
                        call({"op": "new", "variant": game, "seed": 3})["ok"]] for game in games}
out["after"] = game_modules(list(sys.modules))
print(json.dumps(out))
"""


def kits() -> list[str]:
    """The packages under pokerrules.games that declare no family (shared by several games)."""
    return [name for name in family_modules() if load(name) is None]


def games_of(module: str) -> list[str]:
    return sorted(v.id for v in variants() if module_of(v.id) == module)


def run_probe(family: str, games: list[str], bad: list[object]) -> dict:
    proc = subprocess.run([sys.executable, "-c", PROBE, json.dumps([family, games, bad])], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout)


def test_every_game_has_a_family_module() -> None:
    families = [name for name in family_modules() if name not in kits()]
    assert families
    assert sorted(v.id for v in variants()) == sorted(g for name in families for g in games_of(name))


@pytest.mark.parametrize("family", [name for name in family_modules() if load(name) is not None])
def test_a_family_loads_alone_on_top_of_the_core(family: str) -> None:
    games = games_of(family)
    submodule = next((name for name in sorted(sys.modules) if name.startswith(family + ".")), None)
    bad = [*BAD, *kits(), *([submodule] if submodule else [])]
    out = run_probe(family, games, bad)

    assert out["core_count"] > 20
    assert out["core"] == [], "the core imports games, so the snapshot would hold them"
    assert out["brought"] == [], "a game brought modules that every page would then share"

    for name, reply in zip(bad, out["bad"], strict=True):
        assert reply["ok"] is False and reply["error"]["code"] == "bad-request", (name, reply)
        assert "no game module" in reply["error"]["message"], reply
    assert out["bad_imported"] == [], "a refused name imported something"

    assert out["load"]["ok"] and out["load"]["module"] == family
    assert sorted(out["load"]["games"]) == games
    assert out["load"]["families"] == 1
    assert out["again"] == out["load"]
    assert out["played"] == {game: [True, True] for game in games}

    allowed = (family, *kits())
    others = [m for m in out["after"] if not any(m == a or m.startswith(a + ".") for a in allowed)]
    assert others == [], f"loading {family} imported other families"
    assert family in out["after"]


@pytest.mark.parametrize("game", [v.id for v in variants()])
def test_a_game_page_names_the_family_module_that_registers_its_game(game: str) -> None:
    module = module_of(game)
    family = load(module)
    assert family is not None and game in [v.id for v in family.variants]
    blocks = [docs_tables.simulator(game), docs_learn.drill(game), docs_learn.lessons(game)]
    if get(game).showdown_parts is not None:
        blocks.append(docs_tables.judge(game))
    for block in blocks:
        if "data-variant" in block:  # a game without a drill or lessons gets a sentence instead
            assert f'data-variant="{game}" data-module="{module}"' in block, block[:300]

"""A game page's engine writes only its family's files, and compiles nothing to load it.

The site's snapshot holds no game; each family has a bundle beside it (``snapshot.json``'s
``families``, made by ``scripts/make_snapshot.mjs`` from ``pokerrules.api.preload.family_files``):
the family's files and their bytecode, compiled by the Pyodide that restores the snapshot. The
worker writes the page's family's bundle alone before loading it (pyodide-worker.js). Here:

* every family has a bundle whose sha256 and size are as listed, holding exactly the family's
  files as the wheel has them, each source with its bytecode;
* under Node (``scripts/snapshot_probe.mjs``, which writes files as the worker does), a family
  loaded from its bundle plays, with no other game's folder on disk, no other game imported and
  no module compiled from source (the bytecode was used: a .pyc made by another Python would be
  compiled again);
* a module that is no family gets nothing written and is refused, and no game is imported;
* the translation layer has a bundle of its own, and the snapshot holds only its languages.

The site is built with ``scripts/build_wheel.sh`` when what it is made from changed.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from pokerrules.api.preload import WORDS, family_files, family_packages, layer_files
from pokerrules.lessons.changes import LESSON_ID, what_changes
from pokerrules.lookup.catalogue import family_modules, load, module_of, spec_of
from pokerrules.lookup.registry import variants
from tests.hookfiles import load_hook

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist" / "pyodide"
PROBE = ROOT / "scripts" / "snapshot_probe.mjs"


@pytest.fixture(scope="module")
def info() -> dict[str, Any]:
    """snapshot.json of a build made from this tree (built first when stale)."""
    reason = load_hook("pyodide_runtime")._needs_build(ROOT, DIST)
    if reason:
        result = subprocess.run(["bash", str(ROOT / "scripts" / "build_wheel.sh")], cwd=ROOT,
                                capture_output=True, text=True, check=False)
        assert result.returncode == 0, f"build_wheel.sh failed ({reason}):\n{result.stderr[-3000:]}"
    data: dict[str, Any] = json.loads((DIST / "snapshot.json").read_text(encoding="utf-8"))
    return data


def probe(*requests: dict[str, Any]) -> dict[str, Any]:
    command = ["node", str(PROBE), "--dir", str(DIST), "--runs", "1"]
    for request in requests:
        command += ["--request", json.dumps(request)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    out: dict[str, Any] = json.loads(result.stdout)
    return out


def families() -> list[str]:
    return [name for name in family_modules() if load(name) is not None]


def test_every_family_has_a_bundle_of_its_files_and_their_bytecode(info: dict[str, Any]) -> None:
    assert sorted(info["families"]) == sorted(family_modules())
    for module, bundle in info["families"].items():
        data = (DIST / bundle["file"]).read_bytes()
        assert hashlib.sha256(data).hexdigest() == bundle["sha256"], module
        assert len(data) == bundle["bytes"] == sum(size for _, size in bundle["files"]), module
        paths = [path for path, _ in bundle["files"]]
        sources = [path for path in paths if "/__pycache__/" not in path]
        assert sources == [path for path, _ in family_files(module) if "/__pycache__/" not in path]
        folders = tuple("pokerrules/games/" + package.rsplit(".", 1)[1] + "/"
                        for package in family_packages(module))
        assert all(path.startswith(folders) for path in paths), module
        for source in (path for path in sources if path.endswith(".py")):
            head, _, name = source.rpartition("/")
            cached = [p for p in paths if p.startswith(f"{head}/__pycache__/{name[:-3]}.cpython-3")]
            assert len(cached) == 1 and cached[0].endswith(".pyc"), (module, source)


def test_a_bundle_holds_the_wheels_bytes_of_each_file(info: dict[str, Any]) -> None:
    import zipfile

    wheel = next(DIST.glob("pokerrules-*.whl"))
    with zipfile.ZipFile(wheel) as whl:
        for bundle in info["families"].values():
            data = (DIST / bundle["file"]).read_bytes()
            at = 0
            for path, size in bundle["files"]:
                if "/__pycache__/" not in path:
                    assert data[at:at + size] == whl.read(path), path
                at += size


@pytest.mark.parametrize("which", ["first", "largest"])
def test_a_family_loads_from_its_bundle_alone_and_compiles_nothing(
        info: dict[str, Any], which: str) -> None:
    if which == "first":
        module = module_of(variants()[0].id)
    else:
        module = max(families(), key=lambda name: info["families"][name]["bytes"])
    game = next(v.id for v in variants() if module_of(v.id) == module)
    out = probe({"op": "load", "module": module}, {"op": "describe", "variant": game},
                {"op": "new", "variant": game, "seed": 3})
    assert out["written"] == f"bundle {module}"
    assert [a["ok"] for a in out["answers"]] == [True, True, True], out["answers"]
    after = out["after"]
    assert after["games_dir"] == sorted(p.rsplit(".", 1)[1] for p in family_packages(module)), after
    assert after["games"] and all(name.startswith(module) for name in after["games"]), after
    assert after["compiled"] == [], after


def test_a_childs_what_changes_lesson_plays_from_its_bundle_beside_a_parent_of_another_family(
        info: dict[str, Any]) -> None:
    """The first child in the registry whose parent another family declares: its page's bundle
    carries the parent's family (family_packages), so its "what changes" lesson is built there."""
    child = next(v.id for v in variants() if (spec := spec_of(v.id)) is not None and spec.parent
                 and module_of(spec.parent) != module_of(v.id) and what_changes(v))
    module = module_of(child)
    assert len(family_packages(module)) > 1
    out = probe({"op": "load", "module": module}, {"op": "lessons", "variant": child})
    assert out["written"] == f"bundle {module}"
    loaded, lessons = out["answers"]
    assert loaded["ok"] and lessons["ok"], out["answers"]
    assert LESSON_ID in [lesson["id"] for lesson in lessons["lessons"]], lessons


def test_a_module_that_is_no_family_gets_nothing_written_and_is_refused(info: dict[str, Any]) -> None:
    out = probe({"op": "load", "module": "os"}, {"op": "load", "module": "pokerrules.games.x"})
    assert out["written"] == "nothing"
    assert [a["error"]["code"] for a in out["answers"]] == ["bad-request", "bad-request"], out
    assert out["after"] == {"games_dir": [], "games": [], "compiled": []}, out


def test_the_snapshots_free_memory_was_zeroed_before_it_was_made(info: dict[str, Any]) -> None:
    """make_snapshot.mjs zeroes what the allocator holds free (zeroFreeMemory), so that the
    garbage of the boot compresses away: about 4 MB with this runtime. (It stops before the
    memory would grow, and fails the build if it grew; the other tests restore this snapshot.)"""
    assert info["zeroed"] > 1_000_000, info["zeroed"]


def test_the_translation_layer_has_a_bundle_and_the_snapshot_holds_only_its_languages(
        info: dict[str, Any]) -> None:
    """An English page loads nothing of the translation layer but its list of languages (the
    facade checks a request's ``lang``); a page in another language writes the layer's bundle
    (``snapshot.json``'s ``words``: its modules as the wheel has them, with their bytecode, and
    no catalogue) before it installs the language's book."""
    layer = info["words"]
    assert layer["module"] == WORDS
    data = (DIST / layer["file"]).read_bytes()
    assert hashlib.sha256(data).hexdigest() == layer["sha256"]
    assert len(data) == layer["bytes"] == sum(size for _, size in layer["files"])
    paths = [path for path, _ in layer["files"]]
    assert [p for p in paths if "/__pycache__/" not in p] == [
        path for path, _ in layer_files() if "/__pycache__/" not in path]
    assert "pokerrules/words/translate.py" in paths and not any("catalogue" in p for p in paths)
    out = probe({"op": "load", "module": family_modules()[0]})
    assert out["modules"]["words"] == [WORDS, f"{WORDS}.languages"], out["modules"]

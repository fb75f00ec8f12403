"""The built wheel in real Pyodide (under Node) behaves exactly like the package in CPython.

One probe script runs twice: in Pyodide, with pokerrules loaded by name from the site's lock
(``dist/pyodide/pyodide-lock.json``, as the browser does), and in this CPython from the working
tree. Both print one JSON document; the tests compare them part by part: shuffled decks for
several seeds, and whole hands played through ``pokerrules.api.handle`` for every game.

The wheel is built with ``scripts/build_wheel.sh`` only when ``dist/pyodide`` has none, or when
``pokerrules/`` or ``pyproject.toml`` changed since it was built (a stale wheel would compare old
code with new). Nothing here is skipped: a missing runtime or tool is a failure.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist" / "pyodide"
RUNTIME = ROOT / "node_modules" / "pyodide"
RUNNER = ROOT / "scripts" / "pyodide_run.mjs"

SEEDS = [0, 1, 7, 42, 2**31 - 1, 2**32 + 5, 2**63 - 1]
HAND_SEEDS = [1, 2, 42]
JUDGED = [("ten-card-stud", ["As Ad Kc Kd 2s 7h 9c", "Qs Js Ts 9s 8s 2d"]),
          ("suck", ["Kh Qh Jh 2c 2d", "Ac Ad Ah"]), ("seven-twenty-seven", ["As 6d", "Kd 9s 9h 9c"]),
          ("three-card-poker", ["Qh 6d 4c", "Qs 6c Zz"])]

# Runs in both interpreters and prints one JSON document. It plays each hand with a fixed
# policy (the step number picks the legal action), so both sides take the same path.
#: Moves a probe hand may take: whole matches of many deals (Mus, Three Fifty Seven) included.
MAX_STEPS = 3000

PROBE = (f"SEEDS = {SEEDS!r}\nHAND_SEEDS = {HAND_SEEDS!r}\nJUDGED = {JUDGED!r}\n"
         f"MAX_STEPS = {MAX_STEPS}\n") + r"""
import json, sys
import pokerrules
from pokerrules.api import handle
from pokerrules.core.cards import format_cards, standard_deck
from pokerrules.core.rng import shuffled

def call(request):
    return json.loads(handle(json.dumps(request)))

def play(variant, seed):
    replies = [call({"op": "new", "variant": variant, "options": {}, "seed": seed,
                     "seats": None, "stacks": None})]
    for step in range(MAX_STEPS):
        reply = replies[-1]
        if not reply.get("ok") or reply["view"]["stage"] == "over" or not reply["view"]["legal"]:
            break
        legal = reply["view"]["legal"]
        template = legal[step % len(legal)]
        action = {"kind": template["kind"]}
        if "min" in template and "max" in template:
            action["amount"] = template.get("default", template["min"])
        for field, key in (("cards", "card"), ("targets", "target"), ("ranks", "rank")):
            if field in template:
                action[key] = template[field][step % len(template[field])]["value"]
        if "pick" in template:  # several cards: the fewest allowed (at least one), in order
            count = max(1, template["pick"]["min"])
            action.pop("card")
            action["cards"] = [c["value"] for c in template["cards"][:count]]
        replies.append(call({"op": "act", "history": reply["history"], "action": action}))
    return replies

catalogue = call({"op": "catalogue"})
games = [g["id"] for g in catalogue.get("games", [])]
hands = {f"{g}/{s}": play(g, s) for g in games for s in HAND_SEEDS}
played = {g: hands[f"{g}/{HAND_SEEDS[0]}"][-1]["history"] for g in games}
print(json.dumps({
    "platform": sys.platform,
    "package_file": pokerrules.__file__,
    "stdlib_zip_size": next((__import__("os").path.getsize(entry) for entry in sys.path
                             if entry.endswith(".zip") and __import__("os").path.isfile(entry)), None),
    "deck": format_cards(standard_deck()),
    "shuffles": {str(s): format_cards(shuffled(standard_deck(), s)) for s in SEEDS},
    "catalogue": catalogue,
    "hands": hands,
    "read": {g: [call({"op": op, "history": h}) for op in ("view", "replay")]
             for g, h in played.items()},
    "judged": [call({"op": "judge", "variant": g, "hands": h}) for g, h in JUDGED],
}, sort_keys=True))
"""


def _sources() -> list[Path]:
    files = [
        p for p in (ROOT / "pokerrules").rglob("*") if p.is_file() and "__pycache__" not in p.parts
    ]
    return [*files, ROOT / "pyproject.toml", ROOT / "scripts" / "trim_stdlib.py",
            ROOT / "scripts" / "stdlib_workload.py", ROOT / "scripts" / "site_wheel.py"]


def _wheels() -> list[Path]:
    return sorted(DIST.glob("pokerrules-*.whl"))


def _stale_reason() -> str | None:
    wheels = _wheels()
    lock = DIST / "pyodide-lock.json"
    if len(wheels) != 1 or not lock.is_file() or not (DIST / "python_stdlib.zip").is_file():
        return "no single wheel, lock and standard library in dist/pyodide"
    built = min(wheels[0].stat().st_mtime, lock.stat().st_mtime)
    newer = [p for p in _sources() if p.stat().st_mtime > built]
    return f"{newer[0].relative_to(ROOT)} is newer than the wheel" if newer else None


@pytest.fixture(scope="module")
def wheel() -> Path:
    if _stale_reason():
        result = subprocess.run(
            ["bash", str(ROOT / "scripts" / "build_wheel.sh")],
            cwd=ROOT, capture_output=True, text=True, check=False,
        )
        assert result.returncode == 0, (
            "scripts/build_wheel.sh failed (run `bash scripts/setup.sh`?):\n"
            + result.stdout + result.stderr
        )
    wheels = _wheels()
    assert len(wheels) == 1, f"expected one pokerrules wheel in {DIST}, found {wheels}"
    return wheels[0]


@pytest.fixture(scope="module")
def lock(wheel: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DIST / "pyodide-lock.json").read_text(encoding="utf-8"))
    return data


@pytest.fixture(scope="module")
def in_pyodide(lock: dict[str, Any]) -> dict[str, Any]:
    assert (RUNTIME / "pyodide.asm.wasm").is_file(), f"no Pyodide runtime in {RUNTIME}: run npm ci"
    # Loaded by name from the site's lock, as the browser does; the probe comes on stdin.
    result = subprocess.run(
        ["node", str(RUNNER), "--lock", str(DIST), "--package", "pokerrules", "--file", "-"],
        cwd=ROOT, input=PROBE, capture_output=True, text=True, timeout=600, check=False,
    )
    assert result.returncode == 0, f"the probe failed in Pyodide:\n{result.stderr}"
    data: dict[str, Any] = json.loads(result.stdout)
    return data


@pytest.fixture(scope="module")
def in_cpython() -> dict[str, Any]:
    result = subprocess.run(
        [sys.executable, "-c", PROBE],
        cwd=ROOT, capture_output=True, text=True, timeout=600, check=False,
    )
    assert result.returncode == 0, f"the probe failed in CPython:\n{result.stderr}"
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def test_wheel_is_pure_python(wheel: Path) -> None:
    assert wheel.name.endswith("-py3-none-any.whl"), wheel.name
    with zipfile.ZipFile(wheel) as zf:
        meta = next(n for n in zf.namelist() if n.endswith(".dist-info/WHEEL"))
        text = zf.read(meta).decode()
        assert "Root-Is-Purelib: true" in text
        assert "Tag: py3-none-any" in text
        assert not [n for n in zf.namelist() if n.endswith((".so", ".pyd", ".pyc"))]


def _site_wheel() -> Any:
    spec = importlib.util.spec_from_file_location("site_wheel", ROOT / "scripts" / "site_wheel.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_site_wheel_metadata_has_no_long_description(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as zf:
        meta = next(n for n in zf.namelist() if n.endswith(".dist-info/METADATA"))
        text = zf.read(meta).decode()
        record = zf.read(next(n for n in zf.namelist() if n.endswith(".dist-info/RECORD"))).decode()
        data = zf.read(meta)
    assert "Name: pokerrules" in text and text.endswith("\n\n") and text.count("\n\n") == 1
    assert _site_wheel().record_line(meta, data) in record, "RECORD must give the new METADATA's hash"


def test_site_wheel_modules_are_the_sources_without_docstrings_or_comments(wheel: Path) -> None:
    site_wheel = _site_wheel()
    source = 'class A:\n    """Doc.\n\n    More."""  # why\n\n    x = "# kept"  # gone\n'
    assert site_wheel.bare_source(source) == 'class A:\n    ""\n\n\n\n    x = "# kept"\n'
    with zipfile.ZipFile(wheel) as zf:
        modules = {n: zf.read(n).decode() for n in zf.namelist() if n.endswith(".py")}
    assert len(modules) > 250
    for name, bare in modules.items():
        original = (ROOT / name).read_text(encoding="utf-8")
        assert bare == site_wheel.bare_source(original), name
        assert bare.count("\n") == original.count("\n"), f"{name}: a line moved"


def test_wheel_holds_exactly_the_package_sources(wheel: Path) -> None:
    in_tree = {
        p.relative_to(ROOT).as_posix()
        for p in (ROOT / "pokerrules").rglob("*")
        if p.is_file() and "__pycache__" not in p.parts
    }
    with zipfile.ZipFile(wheel) as zf:
        in_wheel = {n for n in zf.namelist() if n.startswith("pokerrules/")}
    # The catalogues of words and the command line are left out (scripts/site_wheel.py): the
    # page gives the engine a language's merged book, and never runs the command line.
    left_out = _site_wheel().LEFT_OUT
    for name in ("pokerrules/words/catalogue/es.py", "pokerrules/games/mus/words/__init__.py",
                 "pokerrules/cli/main.py", "pokerrules/__main__.py"):
        assert name in in_tree and left_out.match(name) and name not in in_wheel, name
    in_tree = {n for n in in_tree if not left_out.match(n)}
    assert {n for n in in_tree if n.endswith(".py")} <= in_wheel, "modules missing from the wheel"
    assert in_wheel <= in_tree, f"the wheel has files the tree has not: {in_wheel - in_tree}"
    assert "pokerrules/py.typed" in in_wheel


def test_site_lock_lists_pokerrules_with_the_wheel_sha256(
    wheel: Path, lock: dict[str, Any]
) -> None:
    runtime_lock = json.loads((RUNTIME / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert lock["info"] == runtime_lock["info"], "the site lock must keep the runtime's info"
    # Only what the site serves: every listed file is in dist/pyodide (no CDN fallbacks).
    assert sorted(lock["packages"]) == ["pokerrules"]
    for entry in lock["packages"].values():
        assert (DIST / entry["file_name"]).is_file(), entry["file_name"]
    entry = lock["packages"]["pokerrules"]
    assert entry["file_name"] == wheel.name
    assert entry["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
    assert entry["imports"] == ["pokerrules"]
    assert entry["depends"] == []


def test_probe_ran_in_pyodide_from_the_wheel(in_pyodide: dict[str, Any]) -> None:
    assert in_pyodide["platform"] == "emscripten"
    assert "site-packages" in in_pyodide["package_file"], in_pyodide["package_file"]


def test_probe_ran_on_the_sites_trimmed_standard_library(wheel: Path, in_pyodide: dict[str, Any]) -> None:
    # Every hand, view, replay and verdict compared below was computed with the standard
    # library the site serves, which holds only what scripts/trim_stdlib.py kept.
    site_stdlib = (DIST / "python_stdlib.zip").stat().st_size
    assert in_pyodide["stdlib_zip_size"] == site_stdlib
    with zipfile.ZipFile(DIST / "python_stdlib.zip") as site, \
            zipfile.ZipFile(RUNTIME / "python_stdlib.zip") as full:
        kept = site.infolist()
        assert len(kept) < len(full.infolist()) / 2
    # Stored, not deflated: the site's Brotli twin compresses the whole file far better.
    assert {entry.compress_type for entry in kept} == {zipfile.ZIP_STORED}


@pytest.mark.parametrize("seed", SEEDS)
def test_shuffled_deck_matches_cpython(
    seed: int, in_pyodide: dict[str, Any], in_cpython: dict[str, Any]
) -> None:
    deck = in_cpython["deck"].split()
    cards = in_cpython["shuffles"][str(seed)].split()
    assert len(deck) == 52 and sorted(cards) == sorted(deck), "a shuffle is a permutation"
    assert in_pyodide["shuffles"][str(seed)] == in_cpython["shuffles"][str(seed)]


def test_shuffles_depend_on_the_seed(in_cpython: dict[str, Any]) -> None:
    orders = list(in_cpython["shuffles"].values())
    assert len(set(orders)) == len(orders)
    assert in_cpython["deck"] not in orders


def test_catalogue_matches_cpython(in_pyodide: dict[str, Any], in_cpython: dict[str, Any]) -> None:
    assert in_cpython["catalogue"]["ok"] is True
    assert in_cpython["catalogue"]["games"], "the catalogue lists no game"
    assert in_pyodide["catalogue"] == in_cpython["catalogue"]


def test_full_hands_match_cpython(in_pyodide: dict[str, Any], in_cpython: dict[str, Any]) -> None:
    hands = in_cpython["hands"]
    assert hands, "no hand was played"
    for key, replies in hands.items():
        assert replies[0]["ok"] is True, f"{key}: {replies[0]}"
        assert replies[0]["view"]["seed"] == int(key.rsplit("/", 1)[1])
        assert replies[-1]["view"]["stage"] == "over", f"{key}: the hand did not end"
        assert in_pyodide["hands"].get(key) == replies, f"{key}: Pyodide and CPython differ"
    assert sorted(in_pyodide["hands"]) == sorted(hands)


def test_view_and_replay_match_cpython(in_pyodide: dict[str, Any], in_cpython: dict[str, Any]) -> None:
    read = in_cpython["read"]
    assert sorted(read) == sorted(g["id"] for g in in_cpython["catalogue"]["games"])
    for game, (view, frames) in read.items():
        assert view["ok"] and view["view"]["stage"] == "over", game
        assert frames["ok"] and frames["frames"][-1]["view"] == view["view"], game
        assert in_pyodide["read"][game] == [view, frames], f"{game}: Pyodide and CPython differ"


def test_the_judge_gives_the_same_verdicts_in_pyodide(in_pyodide: dict[str, Any],
                                                      in_cpython: dict[str, Any]) -> None:
    verdicts = in_cpython["judged"]
    assert [v["ok"] for v in verdicts] == [True, True, True, False]
    assert verdicts[-1]["error"]["code"] == "bad-card"
    assert in_pyodide["judged"] == verdicts

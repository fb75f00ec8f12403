"""Serve Pyodide, the pokerrules wheel and the site's lock from ``<site_dir>/pyodide/``.

The simulator's worker boots with ``loadPyodide({indexURL: "<site root>/pyodide/"})`` and then
``loadPackage("pokerrules")``, so that folder must hold:

* the runtime from the pinned npm package ``node_modules/pyodide``: ``pyodide.mjs``,
  ``pyodide.asm.mjs`` and ``pyodide.asm.wasm`` (all that a boot fetches, besides the lock and
  the standard library), and ``pyodide.mjs.map`` so the browser's developer tools find it;
* ``dist/pyodide/pyodide-lock.json`` and the wheel it names, made by ``scripts/build_wheel.sh``.
  That lock lists only pokerrules: asking for anything else is rejected at once instead of
  falling back to a CDN;
* ``dist/pyodide/python_stdlib.zip``, the runtime's standard library cut down to what the
  package imports (``scripts/trim_stdlib.py``, run by ``build_wheel.sh``), its files stored
  uncompressed so that its Brotli twin is small: 0.67 MB on the wire instead of 2.5;
* ``dist/pyodide/snapshot.json`` and the memory snapshot it names (``scripts/make_snapshot.mjs``,
  run by ``build_wheel.sh``), which the simulator restores instead of booting Python, and the
  bundle of each game family it lists (``games/<family>-<hash>.bin``: the files a page writes
  to load that family on top of the snapshot), and the translation layer's bundle beside them
  (``games/words-<hash>.bin``: the files a page in another language than English writes first).

Before copying, the wheel is rebuilt when it is missing or older than anything in
``pokerrules/`` or ``pyproject.toml``, so ``mkdocs serve`` picks up package edits. Anything
missing or inconsistent fails the build with a message saying what to run; nothing is left out
silently. Unchanged files are not copied again on rebuilds.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
from pathlib import Path

from sitebuild.book_words import write_books
from sitebuild.errors import SiteBuildError
from sitebuild.page_words import write_page_words

RUNTIME_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "pyodide.mjs.map",
)
#: Made by scripts/build_wheel.sh beside the wheel and the lock.
STDLIB = "python_stdlib.zip"
SNAPSHOT_INFO = "snapshot.json"
#: The folder of the game families' bundles (and the translation layer's), beside the snapshot.
BUNDLES = "games"
PACKAGE = "pokerrules"


def _fail(message: str) -> SiteBuildError:
    return SiteBuildError(f"pyodide runtime: {message}")


def sources(root: Path) -> list[Path]:
    """What the wheel, the trimmed standard library and the snapshot are made from."""
    files = [p for p in (root / PACKAGE).rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    scripts = root / "scripts"
    return [*files, root / "pyproject.toml", scripts / "trim_stdlib.py", scripts / "stdlib_workload.py",
            scripts / "make_snapshot.mjs", scripts / "site_wheel.py"]


def _wheel(dist: Path) -> Path | None:
    wheels = sorted(dist.glob(f"{PACKAGE}-*.whl"))
    return wheels[0] if len(wheels) == 1 else None


def needs_build(root: Path, dist: Path) -> str | None:
    """Why the wheel must be (re)built, or None when it is up to date."""
    wheel = _wheel(dist)
    made = ("pyodide-lock.json", STDLIB, SNAPSHOT_INFO)
    if wheel is None or not all((dist / name).is_file() for name in made):
        return "no wheel, lock, standard library and snapshot in dist/pyodide/"
    built = min(wheel.stat().st_mtime, (dist / "pyodide-lock.json").stat().st_mtime)
    newer = [p for p in sources(root) if p.exists() and p.stat().st_mtime > built]
    if newer:
        return f"{newer[0].relative_to(root)} changed"
    return None


def build_wheel(root: Path, reason: str) -> None:
    print(f"pyodide runtime: building the wheel ({reason})", flush=True)
    result = subprocess.run(
        ["bash", str(root / "scripts" / "build_wheel.sh")],
        cwd=root,
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        raise _fail(
            "scripts/build_wheel.sh failed (run `bash scripts/setup.sh` first if the tools are "
            f"missing):\n{result.stdout}{result.stderr}"
        )


def checked_lock(dist: Path) -> tuple[Path, Path]:
    """The lock and the wheel it names, after checking that they agree."""
    lock_path = dist / "pyodide-lock.json"
    try:
        lock = json.loads(lock_path.read_text(encoding="utf-8"))
        entry = lock["packages"][PACKAGE]
    except (OSError, ValueError, KeyError) as exc:
        raise _fail(f"{lock_path} does not list {PACKAGE} ({exc!r}); run scripts/build_wheel.sh") from exc
    wheel = dist / entry["file_name"]
    if not wheel.is_file():
        raise _fail(f"{lock_path} names {entry['file_name']}, which is not in {dist}")
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
    if digest != entry["sha256"]:
        raise _fail(f"the sha256 of {wheel.name} does not match {lock_path}; rebuild the wheel")
    return lock_path, wheel


def checked_snapshot(dist: Path, wheel: Path) -> tuple[Path, list[str]]:
    """The snapshot ``snapshot.json`` names, after checking it was made from this wheel, and the
    bundles it lists (the families' and the translation layer's, paths relative to ``dist``),
    after checking their sizes."""
    try:
        info = json.loads((dist / SNAPSHOT_INFO).read_text(encoding="utf-8"))
        snapshot = dist / info["file"]
        made_from = info["wheel_sha256"]
        # The families' bundles and the translation layer's ("words").
        bundles = {entry["file"]: entry["bytes"] for entry in [*info["families"].values(), info["words"]]}
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise _fail(f"{dist / SNAPSHOT_INFO} cannot be read ({exc!r}); run scripts/build_wheel.sh") from exc
    for name, size in [(info["file"], info.get("bytes")), *bundles.items()]:
        path = dist / name
        if not (name.startswith(BUNDLES + "/") or path == snapshot) or not path.is_file() \
                or path.stat().st_size != size:
            raise _fail(f"{path} is missing or not the size {SNAPSHOT_INFO} gives; "
                        "run scripts/build_wheel.sh")
    if made_from != hashlib.sha256(wheel.read_bytes()).hexdigest():
        raise _fail(f"the snapshot was made from another wheel than {wheel.name}; run scripts/build_wheel.sh")
    return snapshot, sorted(bundles)


def _copy(src: Path, dest: Path) -> None:
    if dest.is_file():
        s, d = src.stat(), dest.stat()
        if s.st_size == d.st_size and int(s.st_mtime) == int(d.st_mtime):
            return
    shutil.copy2(src, dest)


def copy_runtime(root: Path, site: Path) -> None:
    """Fill ``site/pyodide/`` from ``root`` (the working tree: node_modules/pyodide and
    dist/pyodide), rebuilding the wheel first when it is stale."""
    runtime = root / "node_modules" / "pyodide"
    dist = root / "dist" / "pyodide"

    missing = [name for name in RUNTIME_FILES if not (runtime / name).is_file()]
    if missing:
        raise _fail(
            f"the Pyodide runtime is missing {', '.join(missing)} in {runtime}; "
            "run `bash scripts/setup.sh` (it runs `npm ci`)"
        )

    reason = needs_build(root, dist)
    if reason:
        build_wheel(root, reason)
    lock, wheel = checked_lock(dist)
    snapshot, bundles = checked_snapshot(dist, wheel)

    out = site / "pyodide"
    (out / BUNDLES).mkdir(parents=True, exist_ok=True)
    for stale in [*out.glob("*.whl"), *out.glob("snapshot-*.bin"), *(out / BUNDLES).iterdir()]:
        if stale.relative_to(out).as_posix() not in (wheel.name, snapshot.name, *bundles):
            if stale.is_dir():
                shutil.rmtree(stale)
            else:
                stale.unlink()
    for name in bundles:
        _copy(dist / name, out / name)
    for name in RUNTIME_FILES:
        _copy(runtime / name, out / name)
    _copy(wheel, out / wheel.name)
    _copy(lock, out / "pyodide-lock.json")
    _copy(dist / STDLIB, out / STDLIB)
    _copy(snapshot, out / snapshot.name)
    _copy(dist / SNAPSHOT_INFO, out / SNAPSHOT_INFO)
    # The page's own words in each language but English (docs/javascripts/words.js).
    write_page_words(site)
    write_books(site)

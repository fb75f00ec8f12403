"""The site's service worker, so that the whole site works offline after one visit.

Writes ``<site_dir>/sw.js`` from the template ``docs/sw.js`` (see the comments there), with its
``BUILD`` line replaced by this build's: every file the worker saves, with its sha256 as a fetch
integrity (``sha256-<base64>``), and a version, the start of a sha256 over that list (paths with
their hex digests) and the template, so any change to a file or to the worker makes a new version.

Listed: every file of the built site except ``sw.js`` itself, precompressed twins (``.br``,
``.gz``: :mod:`sitebuild.precompress` writes them after this step, and a browser is sent one or
the other under the original's name) and source maps (``.map``: only developer tools read them).
Nor the site's memory snapshot (``pyodide/snapshot-*.bin``, 31 MB, 4.7 MB with brotli): a
first visit on a slow link boots without it, and after a boot the engine keeps a snapshot in a
cache of its own (pyodide-worker.js), which serves later visits, offline ones included.
The digests must be those of the files as served, so this step runs after every step that
writes into the site and before the twins are written.

A site in several languages (scripts/build_site.py, :mod:`sitebuild.languages`) lists every
tree, and names them in ``BUILD.trees`` (the folders of the other languages, ``es``...) with the
files every tree shares in ``BUILD.shared`` (path prefixes: the runtime, the site's scripts and
styles): the worker, registered with the reader's language (``sw.js?lang=es``), saves the
shared files and that language's tree alone (see ``docs/sw.js``), so a reader downloads one
language's pages and one runtime.

Under ``mkdocs serve`` nothing is listed (``dev=True``): the dev server rewrites every page it
sends (live reload), so no page would pass its check; the worker then caches nothing.
"""

from __future__ import annotations

import base64
import fnmatch
import hashlib
import json
from pathlib import Path
from typing import Any

from sitebuild.errors import SiteBuildError

WORKER = "sw.js"
EXCLUDED_SUFFIXES = (".br", ".gz", ".map")
#: The snapshot (see above), and the tests' pseudo-language's words (no reader has it).
EXCLUDED_PATTERNS = ("pyodide/snapshot-*.bin", "words/qps.*")
MARK = "// @build"


def listed(path: str) -> bool:
    """Whether the worker saves the site file at ``path`` (relative to the site root, with /)."""
    return not (
        path == WORKER
        or path.endswith(EXCLUDED_SUFFIXES)
        or any(fnmatch.fnmatchcase(path, pattern) for pattern in EXCLUDED_PATTERNS)
    )


def manifest(site: Path) -> list[tuple[str, str]]:
    """``(path, sha256 hex)`` of every file the worker saves, sorted by path."""
    files = []
    for file in site.rglob("*"):
        path = file.relative_to(site).as_posix()
        if file.is_file() and listed(path):
            files.append((path, hashlib.sha256(file.read_bytes()).hexdigest()))
    return sorted(files)


def version(files: list[tuple[str, str]], template: str) -> str:
    digest = hashlib.sha256()
    for path, sha in files:
        digest.update(f"{path}\t{sha}\n".encode())
    digest.update(template.encode())
    return digest.hexdigest()[:16]


def integrity(sha_hex: str) -> str:
    return "sha256-" + base64.b64encode(bytes.fromhex(sha_hex)).decode("ascii")


def stamp(template: str, files: list[tuple[str, str]] | None, *,
          trees: list[str] | None = None, shared: list[str] | None = None) -> tuple[str, dict[str, Any]]:
    """The worker's text with this build's ``BUILD``, and that ``BUILD``. ``files=None``: dev.
    ``trees``/``shared``: the other languages' folders and the prefixes every tree shares."""
    build: dict[str, Any] = {"version": "dev", "files": None}
    if files is not None:
        build = {"version": version(files, template), "files": [[p, integrity(s)] for p, s in files]}
    if files is not None and trees:
        build["trees"], build["shared"] = list(trees), list(shared or [])
    lines = template.splitlines(keepends=True)
    marked = [i for i, line in enumerate(lines) if MARK in line]
    if len(marked) != 1:
        raise SiteBuildError(f"offline: the worker template needs exactly one line with {MARK!r}")
    lines[marked[0]] = f"const BUILD = {json.dumps(build, separators=(',', ':'))};\n"
    return "".join(lines), build


def write_worker(site: Path, template: str, *, dev: bool = False, trees: list[str] | None = None,
                 shared: list[str] | None = None) -> dict[str, Any]:
    """Write ``site/sw.js`` for the files now in ``site``; returns its ``BUILD``."""
    text, build = stamp(template, None if dev else manifest(site), trees=trees, shared=shared)
    (site / WORKER).write_text(text, encoding="utf-8")
    return build


def write_worker_from(docs: Path, site: Path, *, dev: bool = False, trees: list[str] | None = None,
                      shared: list[str] | None = None) -> dict[str, Any]:
    """:func:`write_worker` with the template ``docs/sw.js``."""
    template = docs / WORKER
    if not template.is_file():
        raise SiteBuildError(f"offline: the worker template {template} is missing")
    return write_worker(site, template.read_text(encoding="utf-8"), dev=dev, trees=trees, shared=shared)

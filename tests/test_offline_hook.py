"""hooks/offline.py: the service worker's list of the site's files, their sha256 and the version."""

from __future__ import annotations

import base64
import hashlib
import json
from pathlib import Path
from types import SimpleNamespace

import pytest
from mkdocs.exceptions import PluginError

from tests.hookfiles import load_hook

REPO = Path(__file__).resolve().parents[1]


hook = load_hook("offline")
TEMPLATE = (REPO / "docs" / "sw.js").read_text(encoding="utf-8")

LISTED = {
    "index.html": b"<h1>pokerrules</h1>",
    "404.html": b"<h1>404</h1>",
    "games/suck/index.html": b"<h1>Suck</h1>",
    "pyodide/pyodide.asm.wasm": b"\x00asm\x01\x00\x00\x00",
    "pyodide/pokerrules-0.1.0-py3-none-any.whl": b"PK wheel",
    "pyodide/pyodide-lock.json": b"{}",
    "search/search_index.json": b'{"docs": []}',
    "sitemap.xml": b"<urlset/>",
    "javascripts/sim-engine.js": b"export {};",
    "pyodide/snapshot.json": b'{"file": "snapshot-2c29.bin"}',
}
NOT_LISTED = {
    "sw.js": b"// the worker itself",
    "index.html.br": b"br twin",
    "index.html.gz": b"gzip twin",
    "sitemap.xml.gz": b"gzip",
    "javascripts/bundle.js.map": b"{}",
    "pyodide/snapshot-2c29.bin": b"memory",  # the engine keeps it in a cache of its own
}


@pytest.fixture
def site(tmp_path: Path) -> Path:
    for path, data in {**LISTED, **NOT_LISTED}.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_bytes(data)
    return tmp_path


def integrities(files: dict[str, bytes]) -> dict[str, str]:
    return {p: "sha256-" + base64.b64encode(hashlib.sha256(d).digest()).decode() for p, d in files.items()}


def built(site: Path) -> dict:  # type: ignore[type-arg]
    lines = [line for line in (site / "sw.js").read_text(encoding="utf-8").splitlines()
             if line.startswith("const BUILD = ")]
    assert len(lines) == 1
    return json.loads(lines[0].removeprefix("const BUILD = ").removesuffix(";"))  # type: ignore[no-any-return]


def test_every_file_is_listed_once_with_its_sha256(site: Path) -> None:
    files = hook.manifest(site)
    assert [p for p, _ in files] == sorted(LISTED)
    assert dict(files) == {p: hashlib.sha256(d).hexdigest() for p, d in LISTED.items()}


def test_the_worker_gets_the_list_as_fetch_integrities(site: Path) -> None:
    stamped = hook.write_worker(site, TEMPLATE)
    build = built(site)
    assert build == stamped
    assert dict(build["files"]) == integrities(LISTED)
    assert len(build["version"]) == 16
    text = (site / "sw.js").read_text(encoding="utf-8")
    assert hook.MARK not in text
    # The rest of the worker is the template's, line for line.
    rest = [line for line in text.splitlines() if not line.startswith("const BUILD = ")]
    assert rest == [line for line in TEMPLATE.splitlines() if hook.MARK not in line]


def test_the_version_changes_with_any_file_and_with_the_worker(site: Path) -> None:
    first = hook.write_worker(site, TEMPLATE)["version"]
    assert hook.write_worker(site, TEMPLATE)["version"] == first  # sw.js itself does not count
    (site / "index.html.br").write_bytes(b"another twin")
    assert hook.write_worker(site, TEMPLATE)["version"] == first
    (site / "games/suck/index.html").write_bytes(b"<h1>Suck!</h1>")
    second = hook.write_worker(site, TEMPLATE)["version"]
    assert second != first
    (site / "games/new/index.html").parent.mkdir()
    (site / "games/new/index.html").write_bytes(b"<h1>New</h1>")
    third = hook.write_worker(site, TEMPLATE)["version"]
    assert third not in (first, second)
    assert hook.write_worker(site, TEMPLATE + "\n// changed\n")["version"] != third


def test_under_mkdocs_serve_nothing_is_listed(site: Path) -> None:
    hook.on_startup(command="serve", dirty=False)
    try:
        hook.on_post_build(SimpleNamespace(docs_dir=str(REPO / "docs"), site_dir=str(site)))
    finally:
        hook.on_startup(command="build", dirty=False)
    assert built(site) == {"version": "dev", "files": None}
    hook.on_post_build(SimpleNamespace(docs_dir=str(REPO / "docs"), site_dir=str(site)))
    assert len(built(site)["files"]) == len(LISTED)


def test_a_template_without_its_build_line_fails_the_build(site: Path) -> None:
    with pytest.raises(PluginError, match="@build"):
        hook.write_worker(site, TEMPLATE.replace(hook.MARK, "// no mark"))

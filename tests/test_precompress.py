"""hooks/precompress.py: the .br/.gz twins of a built site, and the cache that makes rebuilds cheap."""

from __future__ import annotations

import gzip
import shutil
from pathlib import Path
from types import SimpleNamespace

import brotli
import pytest

from tests.hookfiles import load_hook

REPO = Path(__file__).resolve().parents[1]


hook = load_hook("precompress")

TEXT = b"<p>Three Card Poker: ante, play, pair plus.</p>\n" * 200
FILES = {
    "index.html": TEXT,
    "games/three-card-poker/index.html": TEXT.replace(b"ante", b"bet"),
    "pyodide/pyodide.asm.wasm": b"\x00asm\x01\x00\x00\x00" + bytes(range(256)) * 64,
    "assets/app.js": b"export const cards = 52;\n" * 100,
    "tiny.txt": b"x",  # twins would be larger than this
    # The site's standard library is a zip of stored files, compressed by name (NAMES); any
    # other zip is taken as compressed already.
    "pyodide/python_stdlib.zip": TEXT.replace(b"pair", b"zip"),
    "assets/other.zip": TEXT,
    "pyodide/pokerrules-0.1.0-py3-none-any.whl": TEXT,
    "assets/favicon.png": TEXT,
}
COMPRESSIBLE = ("index.html", "games/three-card-poker/index.html", "pyodide/pyodide.asm.wasm",
                "assets/app.js", "pyodide/python_stdlib.zip")


def make_site(root: Path) -> Path:
    for name, data in FILES.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_bytes(data)
    return root


@pytest.fixture
def calls(monkeypatch):
    """Counts the compressor's calls, by codec."""
    counted: list[str] = []

    def counting(tag, compress):  # type: ignore[no-untyped-def]
        def run(data: bytes) -> bytes:
            counted.append(tag)
            return compress(data)
        return run

    monkeypatch.setattr(hook, "CODECS", [(s, t, counting(t, c)) for s, t, c in hook.CODECS])
    return counted


def test_the_cache_is_in_the_repository():
    assert hook.CACHE == REPO / ".cache" / "precompress"


def test_twins_decode_to_the_original_and_only_where_they_help(tmp_path, calls):
    site = make_site(tmp_path / "site")
    stats = hook.precompress(site, tmp_path / "cache")

    for name in COMPRESSIBLE:
        original = (site / name).read_bytes()
        br = (site / (name + ".br")).read_bytes()
        gz = (site / (name + ".gz")).read_bytes()
        assert brotli.decompress(br) == original, name
        assert gzip.decompress(gz) == original, name
        assert len(br) < len(original) and len(gz) < len(original)
        assert gz[4:8] == b"\0\0\0\0", "the gzip header carries a modification time"
    for name in ("tiny.txt", "assets/other.zip", "pyodide/pokerrules-0.1.0-py3-none-any.whl",
                 "assets/favicon.png"):
        assert not (site / (name + ".br")).exists(), name
        assert not (site / (name + ".gz")).exists(), name
    # tiny.txt was compressed (its type compresses) but its twins were not kept.
    assert stats["files"] == len(COMPRESSIBLE) + 1
    assert stats["twins"] == 2 * len(COMPRESSIBLE)
    assert calls.count("br11") == calls.count("gz9") == len(COMPRESSIBLE) + 1
    raw = sum(len(FILES[n]) for n in (*COMPRESSIBLE, "tiny.txt"))
    assert stats["bytes"] == raw
    assert stats["br_bytes"] == 1 + sum(len((site / (n + ".br")).read_bytes()) for n in COMPRESSIBLE)
    assert stats["br_bytes"] < raw / 4


def test_a_rebuild_takes_every_twin_from_the_cache(tmp_path, calls):
    cache = tmp_path / "cache"
    first = hook.precompress(make_site(tmp_path / "one"), cache)
    assert first["compressed"] == len(calls) > 0
    calls.clear()

    second_site = make_site(tmp_path / "two")
    second = hook.precompress(second_site, cache)
    assert calls == [], "the compressor ran again for unchanged files"
    assert second["compressed"] == 0
    assert {k: v for k, v in second.items() if k != "compressed"} == \
        {k: v for k, v in first.items() if k != "compressed"}
    for name in COMPRESSIBLE:
        for suffix in (".br", ".gz"):
            assert (second_site / (name + suffix)).read_bytes() == \
                (tmp_path / "one" / (name + suffix)).read_bytes()

    # One file changed: only it is compressed again.
    (second_site / "assets" / "app.js").write_bytes(b"export const cards = 54;\n" * 100)
    hook.precompress(second_site, cache)
    assert sorted(calls) == ["br11", "gz9"]
    twin = (second_site / "assets" / "app.js.gz").read_bytes()
    assert gzip.decompress(twin).startswith(b"export const cards = 54")


def test_a_twin_no_longer_wanted_is_removed(tmp_path):
    site = make_site(tmp_path / "site")
    (site / "tiny.txt.br").write_bytes(b"stale")
    (site / "tiny.txt.gz").write_bytes(b"stale")
    hook.precompress(site, tmp_path / "cache")
    assert not (site / "tiny.txt.br").exists()
    assert not (site / "tiny.txt.gz").exists()


def test_the_hook_prints_a_summary_and_fills_its_cache(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(hook, "_command", "build")
    monkeypatch.setattr(hook, "CACHE", tmp_path / "cache")
    site = make_site(tmp_path / "site")
    config = SimpleNamespace(config_file_path=str(tmp_path / "mkdocs.yml"), site_dir=str(site))
    hook.on_post_build(config)
    out = capsys.readouterr().out
    compressed = len(COMPRESSIBLE) + 1  # tiny.txt too, whose twins are not kept
    assert out.startswith(f"precompress hook: {compressed} files,"), out
    assert (site / "index.html.br").is_file()
    assert len(list((tmp_path / "cache").glob("*.br11"))) == compressed

    shutil.rmtree(site)
    site = make_site(tmp_path / "site")
    hook.on_startup(command="serve", dirty=False)
    hook.on_post_build(config)
    assert capsys.readouterr().out == ""
    assert not (site / "index.html.br").exists(), "mkdocs serve never sends twins: none are made"

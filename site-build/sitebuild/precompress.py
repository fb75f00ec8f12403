"""Precompressed twins (``X.br``, ``X.gz``) beside the built site's files.

A static host or CDN that serves such twins (nginx ``brotli_static``/``gzip_static``, and
``scripts/sitekit.py``'s ``StaticHostHandler`` for local use) sends ``X.br`` to a browser that
accepts Brotli, instead of ``X``. The Pyodide runtime is most of a game page's first visit, and
``pyodide.asm.wasm`` shrinks from 9.6 MB to 2.7 MB this way.

After the build (after the runtime is copied and ``sw.js`` written), every file whose type
compresses (text, JavaScript, WebAssembly and the like: ``SUFFIXES``) gets a Brotli twin
(quality 11) and a gzip twin (level 9, mtime 0, so the bytes are reproducible), each only when it
is smaller than the file; a twin left by an earlier build that is no longer wanted is removed.
Zips, wheels, images and fonts, already compressed, are left alone.

Brotli at quality 11 takes about 20 s for the wasm file, so outputs are kept in a cache folder
(the repository's ``.cache/precompress/``) under the sha256 of their input: a rebuild compresses
only what changed. Entries unused for ``KEEP_DAYS`` days are deleted.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import brotli

#: File types worth compressing (already-compressed ones such as .zip, .whl, .png, .woff2 are not).
SUFFIXES = frozenset({
    ".html", ".htm", ".js", ".mjs", ".cjs", ".css", ".json", ".map", ".wasm", ".svg", ".xml",
    ".txt", ".md", ".csv", ".webmanifest", ".ico", ".ttf", ".otf", ".eot",
    ".bin",  # the Pyodide memory snapshot: 31 MB of memory, 4.7 MB with brotli
})
#: Files compressed whatever their type: the site's standard library is a zip whose entries are
#: stored uncompressed (scripts/trim_stdlib.py), so that Brotli, over the whole file, gets it
#: to about 0.67 MB where the zip's own deflate made 0.92.
NAMES = frozenset({"python_stdlib.zip"})
KEEP_DAYS = 30
#: Under the repository root: its git-ignored .cache/.
CACHE_UNDER_ROOT = Path(".cache") / "precompress"

Compressor = Callable[[bytes], bytes]
Codec = tuple[str, str, Compressor]


def _brotli(data: bytes) -> bytes:
    return bytes(brotli.compress(data, quality=11))


def _gzip(data: bytes) -> bytes:
    return gzip.compress(data, compresslevel=9, mtime=0)


#: (twin suffix, cache tag, compressor); the tag names the settings, so changing them misses the cache.
CODECS: list[Codec] = [(".br", "br11", _brotli), (".gz", "gz9", _gzip)]


def _cached(cache: Path, key: str, tag: str, compress: Compressor, data: bytes) -> tuple[bytes, bool]:
    """The compressed ``data`` and whether it came from the cache (which it is then written to)."""
    entry = cache / f"{key}.{tag}"
    try:
        out = entry.read_bytes()
        os.utime(entry)  # still in use: not pruned
        return out, True
    except OSError:
        pass
    out = compress(data)
    cache.mkdir(parents=True, exist_ok=True)
    # Written under a temporary name, then renamed: builds running at once never see half an entry.
    fd, tmp = tempfile.mkstemp(dir=cache, prefix=".tmp-")
    with os.fdopen(fd, "wb") as f:
        f.write(out)
    os.replace(tmp, entry)
    return out, False


def precompress(site: Path, cache: Path, codecs: Sequence[Codec] = CODECS) -> dict[str, int]:
    """Write the twins of every compressible file under ``site``; returns counts and byte totals."""
    stats = dict.fromkeys(("files", "twins", "compressed", "bytes", "br_bytes", "gz_bytes"), 0)
    wanted = (p for p in site.rglob("*") if p.suffix.lower() in SUFFIXES or p.name in NAMES)
    for path in sorted(p for p in wanted if p.is_file()):
        data = path.read_bytes()
        key = hashlib.sha256(data).hexdigest()
        stats["files"] += 1
        stats["bytes"] += len(data)
        for suffix, tag, compress in codecs:
            out, hit = _cached(cache, key, tag, compress, data)
            stats["compressed"] += not hit
            twin = path.with_name(path.name + suffix)
            if len(out) < len(data):
                twin.write_bytes(out)
                stats["twins"] += 1
            else:
                twin.unlink(missing_ok=True)
            stats[f"{suffix[1:]}_bytes"] += min(len(out), len(data))
    return stats


def prune(cache: Path, days: int = KEEP_DAYS) -> None:
    """Delete cache entries unused for ``days`` days."""
    if not cache.is_dir():
        return
    cutoff = time.time() - days * 86400
    for entry in cache.glob("*"):
        if entry.stat().st_mtime < cutoff:
            entry.unlink(missing_ok=True)


def summary(stats: dict[str, int], seconds: float) -> str:
    """One line on what :func:`precompress` did."""
    mb = 1e6
    return (f"{stats['files']} files, {stats['bytes'] / mb:.2f} MB -> br {stats['br_bytes'] / mb:.2f} MB,"
            f" gzip {stats['gz_bytes'] / mb:.2f} MB ({stats['twins']} twins, {stats['compressed']} compressed"
            f" now, the rest from .cache/precompress/) in {seconds:.1f} s")


def precompress_site(site: Path, cache: Path, codecs: Sequence[Codec] = CODECS) -> str:
    """:func:`precompress`, then :func:`prune`; returns the :func:`summary`."""
    started = time.monotonic()
    stats = precompress(site, cache, codecs)
    prune(cache)
    return summary(stats, time.monotonic() - started)

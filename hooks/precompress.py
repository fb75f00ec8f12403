"""MkDocs hook: the built site's ``.br``/``.gz`` twins, written by :mod:`sitebuild.precompress`
(see there), last, after every other hook. Outputs are cached in the repository's git-ignored
``.cache/precompress/``, whichever config file the build was given. ``mkdocs serve`` skips this
(its server never sends twins), and so does a build with ``PR_NO_TWINS=1`` in its environment
(tests that compare two builds, where compressing is slow and tested apart).
``scripts/build_site.py`` calls the same functions after either builder.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from sitebuild import precompress as twins

CODECS = twins.CODECS
CACHE = Path(__file__).resolve().parents[1] / twins.CACHE_UNDER_ROOT

_command = "build"


def on_startup(command: str, **kwargs: Any) -> None:
    global _command
    _command = command


def precompress(site: Path, cache: Path) -> dict[str, int]:
    """:func:`sitebuild.precompress.precompress` with this hook's codecs."""
    return twins.precompress(site, cache, CODECS)


def on_post_build(config: Any, **kwargs: Any) -> None:
    if _command == "serve" or os.environ.get("PR_NO_TWINS") == "1":
        return
    started = time.monotonic()
    stats = precompress(Path(config.site_dir), CACHE)
    twins.prune(CACHE)
    print(f"precompress hook: {twins.summary(stats, time.monotonic() - started)}", flush=True)

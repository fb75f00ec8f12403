"""MkDocs hook: the site's service worker ``sw.js``, written by :mod:`sitebuild.offline` (see
there) after every hook that writes into the site (mkdocs.yml lists it after them) and before
precompress.py. Under ``mkdocs serve`` nothing is listed: the dev server rewrites every page it
sends (live reload), so no page would pass its check; the worker then caches nothing.
``scripts/build_site.py`` calls the same functions after either builder.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sitebuild.offline import (
    MARK,
    integrity,
    listed,
    manifest,
    stamp,
    version,
    write_worker,
    write_worker_from,
)

__all__ = ["MARK", "integrity", "listed", "manifest", "stamp", "version", "write_worker"]

_serving = False


def on_startup(command: str, **kwargs: Any) -> None:
    global _serving
    _serving = command == "serve"


def on_post_build(config: Any, **kwargs: Any) -> None:
    write_worker_from(Path(config.docs_dir), Path(config.site_dir), dev=_serving)

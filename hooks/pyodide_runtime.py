"""MkDocs hook: Pyodide, the pokerrules wheel, the lock, the snapshot and the game bundles into
``<site_dir>/pyodide/``, by :func:`sitebuild.runtime.copy_runtime` (see there for what and why).
The wheel is rebuilt first when ``pokerrules/`` changed, so ``mkdocs serve`` (which watches
``pokerrules/`` too) picks up package edits. ``scripts/build_site.py`` calls the same function
after either builder.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sitebuild import runtime

_needs_build = runtime.needs_build
PACKAGE = runtime.PACKAGE

_root: Path | None = None


def on_config(config: Any, **kwargs: Any) -> Any:
    global _root
    _root = Path(config.config_file_path).resolve().parent
    package_dir = _root / PACKAGE
    if package_dir.is_dir() and str(package_dir) not in config.watch:
        config.watch.append(str(package_dir))
    return config


def on_post_build(config: Any, **kwargs: Any) -> None:
    root = _root or Path(config.config_file_path).resolve().parent
    runtime.copy_runtime(root, Path(config.site_dir))

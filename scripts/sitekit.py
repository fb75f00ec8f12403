"""What the browser tests and scripts/measure.py share: Chromium's flags, the MIME types a
Pyodide site needs, the simulator's ready selector, and building the site for an address."""

from __future__ import annotations

import http.server
import os
import subprocess
import sys
from pathlib import Path

#: Quiet, offline-friendly flags for Debian's Chromium (never `playwright install`).
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
#: A simulator that has booted Pyodide and can deal.
READY = '.pr-simulator[data-state="ready"]'


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """A static file server with the types Pyodide needs (.wasm must be application/wasm)."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".whl": "application/zip",
        ".zip": "application/zip",
    }

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


def build_site(config: Path, site_dir: Path, site_url: str) -> None:
    """``mkdocs build`` for ``site_url`` (instant navigation needs it to match); raises on failure."""
    env = dict(os.environ, SITE_URL=site_url, NO_MKDOCS_2_WARNING="1")
    proc = subprocess.run(
        # No -q: with it, strict mode does not fail the build on warnings such as dead links.
        [sys.executable, "-m", "mkdocs", "build", "--clean", "-f", str(config), "-d", str(site_dir)],
        cwd=config.parent, env=env, capture_output=True, text=True,
    )
    if proc.returncode != 0:
        raise RuntimeError(f"mkdocs build failed ({proc.returncode}):\n{proc.stdout}\n{proc.stderr}")


# --------------------------------------------------------------------------- game pages

REPO = Path(__file__).resolve().parents[1]
FAMILY = "7/27"


def family_games(family: str = FAMILY) -> list[tuple[str, str]]:
    """``(id, name)`` of every game in ``family``, in the registry's order."""
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))
    from pokerrules.registry import variants

    return [(v.id, v.name) for v in variants() if v.family == family]

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
        [sys.executable, "-m", "mkdocs", "build", "--clean", "-q", "-f", str(config), "-d", str(site_dir)],
        cwd=config.parent, env=env, capture_output=True, text=True,
    )
    if proc.returncode != 0:
        raise RuntimeError(f"mkdocs build failed ({proc.returncode}):\n{proc.stdout}\n{proc.stderr}")

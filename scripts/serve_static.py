#!/usr/bin/env python3
"""Serve an already built site the way a static host or CDN would, to try a deployment locally.

    .venv/bin/mkdocs build
    .venv/bin/python scripts/serve_static.py [--dir site] [--port 8000] [--bind 127.0.0.1]

Nothing is built: ``--dir`` (default ``site/``) is served as it is, by ``sitekit.StaticHostHandler``
(``.wasm`` as application/wasm, the ``.br``/``.gz`` twins written by hooks/precompress.py with
``Content-Encoding`` and ``Vary: Accept-Encoding``, ``Cache-Control``, 304s). Each request is
logged to stderr. Build for the address served from (``SITE_URL=http://127.0.0.1:8000/``, the
default of mkdocs.yml), or Material's instant navigation falls back to full page loads.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO / "scripts") not in sys.path:
    sys.path.insert(0, str(REPO / "scripts"))
from sitekit import StaticHostHandler  # noqa: E402


class LoggingHandler(StaticHostHandler):
    """StaticHostHandler with http.server's usual request log."""

    log_message = http.server.BaseHTTPRequestHandler.log_message


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dir", type=Path, default=REPO / "site", help="the built site (default: site/)")
    parser.add_argument("--port", type=int, default=8000, help="default 8000")
    parser.add_argument("--bind", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    args = parser.parse_args(argv)
    root = args.dir.resolve()
    if not (root / "index.html").is_file():
        print(f"serve_static: no index.html in {root}; build first (.venv/bin/mkdocs build)",
              file=sys.stderr)
        return 2
    handler = functools.partial(LoggingHandler, directory=str(root))
    with http.server.ThreadingHTTPServer((args.bind, args.port), handler) as server:
        host, port = server.server_address[:2]
        print(f"serve_static: {root} at http://{host}:{port}/ (Ctrl-C stops)", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())

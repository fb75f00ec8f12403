"""What the browser tests and scripts (measure.py, screenshots.py, serve_static.py) share:
Chromium's flags, the simulator's ready selector, building the site for an address, and serving
it the way a static host does (the MIME types a Pyodide site needs, precompressed twins,
Cache-Control)."""

from __future__ import annotations

import contextlib
import datetime
import email.utils
import functools
import http.server
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from http import HTTPStatus
from pathlib import Path
from urllib.parse import urlsplit

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
        ".webmanifest": "application/manifest+json",
    }

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


#: Precompressed twins a build writes beside a file (hooks/precompress.py), best first.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))
#: Cache-Control as the README's "Deploying the site" recommends: pages and the service worker
#: are checked with the server on every use; other files (whose names do not change when their
#: content does) are kept ten minutes.
REVALIDATE = "no-cache"
SHORT = "max-age=600"


def cache_control(path: str) -> str:
    name = os.path.basename(path)
    return REVALIDATE if name == "sw.js" or name.endswith((".html", ".htm")) else SHORT


def encoding_preferences(header: str) -> dict[str, float]:
    """``Accept-Encoding`` as ``{name: q}``: ``"br;q=0, gzip"`` -> ``{"br": 0.0, "gzip": 1.0}``."""
    prefs: dict[str, float] = {}
    for part in header.split(","):
        name, *params = (item.strip() for item in part.split(";"))
        q = 1.0
        for param in params:
            key, _, value = param.partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if name:
            prefs[name.lower()] = q
    return prefs


class StaticHostHandler(QuietHandler):
    """Serves a built site as a static host or CDN does (see the README's "Deploying the site").

    For a file ``X`` with a twin ``X.br`` or ``X.gz`` (hooks/precompress.py), a GET or HEAD that
    accepts the twin's encoding (``Accept-Encoding``, q > 0, ``*`` included) gets the twin's bytes
    with ``Content-Encoding`` and ``X``'s own ``Content-Type``; any other request gets ``X``. Either
    way, when ``X`` has twins, the answer says ``Vary: Accept-Encoding``. Every file has ``Cache-Control``
    (:func:`cache_control`) and ``Last-Modified``, and ``If-Modified-Since`` is answered with 304.
    Directories, redirects and errors are the base class's.
    """

    extensions_map = {**QuietHandler.extensions_map, ".br": "application/octet-stream"}

    def send_head(self):  # type: ignore[no-untyped-def]
        path = self.translate_path(self.path)
        if os.path.isdir(path) and urlsplit(self.path).path.endswith("/"):
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path):
            return super().send_head()  # a redirect to "dir/", a listing, or 404
        prefs = encoding_preferences(self.headers.get("Accept-Encoding", ""))
        twins = [(enc, path + suffix) for enc, suffix in ENCODINGS if os.path.isfile(path + suffix)]
        encoding, body, best = None, path, 0.0
        for enc, twin in twins:  # the client's q decides; on a tie, the smaller (first) twin
            q = prefs.get(enc, prefs.get("*", 0.0))
            if q > best:
                encoding, body, best = enc, twin, q
        mtime = os.path.getmtime(path)
        if self._unchanged_since(mtime):
            self.send_response(HTTPStatus.NOT_MODIFIED)
            self._common_headers(path, twins, mtime)
            self.end_headers()
            return None
        f = open(body, "rb")  # noqa: SIM115 - returned to the base class, which closes it
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(path))
        if encoding:
            self.send_header("Content-Encoding", encoding)
        self.send_header("Content-Length", str(os.fstat(f.fileno()).st_size))
        self._common_headers(path, twins, mtime)
        self.end_headers()
        return f

    def _common_headers(self, path: str, twins: list[tuple[str, str]], mtime: float) -> None:
        if twins:
            self.send_header("Vary", "Accept-Encoding")
        self.send_header("Last-Modified", self.date_time_string(int(mtime)))
        self.send_header("Cache-Control", cache_control(path))

    def _unchanged_since(self, mtime: float) -> bool:
        since = self.headers.get("If-Modified-Since")
        if not since or "If-None-Match" in self.headers:
            return False
        try:
            when = email.utils.parsedate_to_datetime(since)
        except (TypeError, ValueError, IndexError, OverflowError):
            return False
        if when.tzinfo is None:
            when = when.replace(tzinfo=datetime.UTC)
        return int(mtime) <= when.timestamp()


class QuietServer(http.server.ThreadingHTTPServer):
    """A threaded server for which a browser dropping a connection (a tab closed mid-download)
    is no error worth printing."""

    daemon_threads = True

    def handle_error(self, request, client_address) -> None:  # type: ignore[no-untyped-def]
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@contextlib.contextmanager
def built_and_served(config: Path, handler: type[http.server.SimpleHTTPRequestHandler] | None = None,
                     *, prefix: str = "pr-site-",
                     build: Callable[[Path, Path, str], None] | None = None) -> Iterator[tuple[Path, str]]:
    """Build the site into a new temporary folder for a local address and serve it there (as
    a static host does, unless ``handler`` says otherwise); yields (folder, base URL). The
    folder and the server are gone afterwards. Raises RuntimeError if the build fails. ``build``
    (config, site folder, address) builds instead of :func:`build_site` (``mkdocs build``)."""
    tmp = Path(tempfile.mkdtemp(prefix=prefix))
    root = tmp / "site"
    server = QuietServer(("127.0.0.1", 0),
                         functools.partial(handler or StaticHostHandler, directory=str(root)))
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        (build or build_site)(config, root, base)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        yield root, base
    finally:
        server.shutdown()
        server.server_close()
        shutil.rmtree(tmp, ignore_errors=True)


def build_site(config: Path, site_dir: Path, site_url: str, *, twins: bool = True) -> None:
    """``mkdocs build`` for ``site_url`` (instant navigation needs it to match); raises on failure.
    ``twins=False`` leaves out the .br/.gz twins (hooks/precompress.py), which are slow to make."""
    env = dict(os.environ, SITE_URL=site_url, NO_MKDOCS_2_WARNING="1")
    if not twins:
        env["PR_NO_TWINS"] = "1"
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
    from pokerrules.lookup.registry import variants

    return [(v.id, v.name) for v in variants() if v.family == family]

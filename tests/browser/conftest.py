"""Browser tests: build the site, serve it, and drive it in headless Chromium.

Session fixtures:

* ``site`` builds the MkDocs site once (once per pytest-xdist worker) into a temporary
  directory and serves it with a threaded ``http.server`` as a static host does
  (``sitekit.StaticHostHandler``: the build's ``.br``/``.gz`` twins, ``Cache-Control``) under
  a sub-path (``/pokerrules/``), so the simulator's "find the site root from my own URL" logic
  is exercised the way a project site on GitHub Pages would be. ``SITE_URL`` is set to the
  served address, because instant navigation silently falls back to full reloads when it
  does not match.
* ``browser`` launches Debian's Chromium (never ``playwright install``) with flags that keep
  it quiet offline.

Per test, ``tab`` gives a fresh browser context and page that record every request (page and
workers), every console error and page error, and abort any request that would leave the
local server. ``shared_tab`` is the same, but one per test module: tests that use it share one
visit (one Pyodide boot) and move between pages with ``Tab.visit``, by instant navigation.

Environment:

* ``PR_TEST_MKDOCS_CONFIG``: build with another config file (e.g. one that INHERITs
  mkdocs.yml); default: the repository's mkdocs.yml.
* ``PR_TEST_SITE_DIR``: serve an already built site instead of building (it must have been
  built with SITE_URL set to ``http://127.0.0.1:<PR_TEST_PORT>/pokerrules/``).
* ``PR_CHROMIUM``: the browser executable, default /usr/bin/chromium.
"""

from __future__ import annotations

import contextlib
import functools
import os
import shutil
import sys
import tempfile
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import sync_playwright

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "scripts"))
from sitekit import (  # noqa: E402
    CHROMIUM_ARGS,
    READY,
    QuietServer,
    StaticHostHandler,
    build_site,
)

PREFIX = "/pokerrules/"
BOOT_TIMEOUT_MS = 90_000  # cold Pyodide boot is ~5 s here; leave room for a slow CI box


class _Handler(StaticHostHandler):

    def __init__(self, *args, served: Served, **kwargs):
        self.served = served
        super().__init__(*args, directory=str(served.root), **kwargs)

    def translate_path(self, path):
        # The root is read per request, not per connection: a test may deploy another build
        # (switch ``served.root``) while kept-alive connections are open.
        self.directory = str(self.served.root)
        clean = urlsplit(path).path
        if not clean.startswith(PREFIX):
            return str(self.served.root / "__outside_prefix__")  # -> 404
        return super().translate_path("/" + path[len(PREFIX):])

    def send_head(self):
        with self.served.lock:
            self.served.requests.append(urlsplit(self.path).path)
        return super().send_head()


@dataclass
class Served:
    root: Path
    port: int = 0
    config: Path | None = None
    requests: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    #: Stops serving at once (a test's "the network is gone"); set by ``serving``.
    stop: Callable[[], None] = field(default=lambda: None, repr=False)

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def base(self) -> str:
        return f"{self.origin}{PREFIX}"

    def url(self, path: str = "") -> str:
        return self.base + path.lstrip("/")

    def count(self, suffix: str) -> int:
        with self.lock:
            return sum(1 for p in self.requests if p.endswith(suffix))


def _build(config: Path, site_dir: Path, site_url: str) -> None:
    try:
        build_site(config, site_dir, site_url)
    except RuntimeError as err:
        pytest.fail(str(err), pytrace=False)


@contextlib.contextmanager
def serving(root: Path, port: int = 0):
    """Serve ``root`` under /pokerrules/ as a static host does, while the block runs; yields the
    ``Served`` (switch its ``root`` to deploy another build, ``stop()`` to take the network away)."""
    served = Served(root=root)
    server = QuietServer(("127.0.0.1", port), functools.partial(_Handler, served=served))
    served.port = server.server_address[1]
    threading.Thread(target=server.serve_forever, daemon=True).start()
    stopped = threading.Event()

    def stop() -> None:
        if not stopped.is_set():
            stopped.set()
            server.shutdown()
            server.server_close()

    served.stop = stop
    try:
        yield served
    finally:
        stop()


@pytest.fixture(scope="session")
def site():
    prebuilt = os.environ.get("PR_TEST_SITE_DIR")
    tmp = None if prebuilt else Path(tempfile.mkdtemp(prefix="pr-site-"))
    port = int(os.environ.get("PR_TEST_PORT", "0")) if prebuilt else 0
    try:
        with serving(Path(prebuilt) if prebuilt else tmp / "site", port) as served:
            if not prebuilt:
                config = Path(os.environ.get("PR_TEST_MKDOCS_CONFIG", REPO / "mkdocs.yml")).resolve()
                served.config = config
                _build(config, served.root, served.base)
            yield served
    finally:
        if tmp is not None:
            shutil.rmtree(tmp, ignore_errors=True)


@pytest.fixture(scope="session")
def browser():
    executable = os.environ.get("PR_CHROMIUM", "/usr/bin/chromium")
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS, headless=True)
        try:
            yield b
        finally:
            b.close()


@dataclass
class Tab:
    page: object
    site: Served
    requests: list[str] = field(default_factory=list)
    offsite: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    boot_timeout_ms: int = BOOT_TIMEOUT_MS

    def goto(self, path: str, *, ready: bool = True):
        self.page.goto(self.site.url(path))
        if ready:
            self.wait_ready()

    def wait_ready(self):
        self.page.wait_for_selector(READY, timeout=BOOT_TIMEOUT_MS)

    def visit(self, path: str, variant: str | None = None):
        """Open ``path`` and wait for its simulator (of ``variant``, if given) to be ready.

        When this page already runs the engine, go there by instant navigation (a click on a
        link, as a reader would), which keeps the worker and Pyodide; otherwise load it.
        """
        page = self.page
        url = self.site.url(path)
        booted = page.url.startswith(self.site.base) and page.evaluate(
            "() => !!(window.__pokerrules && window.__pokerrules.status === 'ready')")
        # Material's navigation.tracking writes the section in view into the address
        # ("#try-it"): the same page with another fragment is still this page.
        if not booted:
            page.goto(url)
        elif page.url.split("#")[0] != url:
            # The simulators of the page being left are marked, so that the wait below cannot
            # be satisfied by one of them before instant navigation has swapped the content.
            page.evaluate("""(url) => {
              window.__prVisitMarker = true;
              for (const old of document.querySelectorAll('.pr-simulator')) old.dataset.prLeaving = '1';
              const a = document.createElement('a');
              a.href = url;
              a.textContent = 'next page';
              (document.querySelector('.md-content') || document.body).append(a);
              a.click();
            }""", url)
            page.wait_for_url(url)
        selector = READY if variant is None else \
            f'.pr-simulator[data-variant="{variant}"][data-state="ready"]'
        selector = ", ".join(f"{part.strip()}:not([data-pr-leaving])" for part in selector.split(","))
        page.wait_for_selector(selector, timeout=BOOT_TIMEOUT_MS)

    def reset_records(self):
        """Forget what was recorded so far (for a test that continues a shared visit)."""
        self.requests.clear()
        self.offsite.clear()
        self.errors.clear()

    def count(self, suffix: str) -> int:
        """How many requests this tab (page and workers) made for a URL ending in ``suffix``."""
        return sum(1 for u in self.requests if u.split("?")[0].endswith(suffix))

    def probe(self) -> dict:
        return self.page.evaluate("() => ({...window.__pokerrules})")


@contextlib.contextmanager
def _open_tab(browser, site):
    # No service worker (the site's sw.js): routing does not see what one fetches or answers,
    # and its saving of the whole site would add to the requests counted here. test_offline.py
    # tests it in contexts of its own, without routing.
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    t = Tab(page=page, site=site)

    def on_request(request):
        t.requests.append(request.url)

    def guard(route):
        url = route.request.url
        if url.startswith(site.origin + "/") or url.startswith("data:") or url.startswith("blob:"):
            route.continue_()
        else:
            t.offsite.append(url)
            route.abort()

    context.on("request", on_request)
    context.route("**/*", guard)
    page.on("console", lambda msg: t.errors.append(f"console.{msg.type}: {msg.text}")
            if msg.type == "error" else None)
    page.on("pageerror", lambda exc: t.errors.append(f"pageerror: {exc}"))

    def on_worker(worker):
        worker.on("console", lambda msg: t.errors.append(f"worker console.{msg.type}: {msg.text}")
                  if msg.type == "error" else None)

    page.on("worker", on_worker)
    page.set_default_timeout(30_000)
    try:
        yield t
    finally:
        with contextlib.suppress(Exception):
            context.close()


@pytest.fixture
def tab(browser, site):
    with _open_tab(browser, site) as t:
        yield t


@pytest.fixture(scope="module")
def shared_tab(browser, site):
    """One tab for a whole test module: one visit, one Pyodide; see ``Tab.visit``."""
    with _open_tab(browser, site) as t:
        yield t

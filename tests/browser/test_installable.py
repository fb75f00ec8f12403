"""The site can be installed as an app (issue 23, part 4): Chromium reads the web app manifest
(docs/manifest.webmanifest, linked from every page by overrides/main.html) without errors,
finds nothing that stops an install, and the app's start page opens offline after one visit
(the service worker, docs/sw.js, saves it with the rest of the site).
"""

from __future__ import annotations

import contextlib
import json
import os
import struct
import tempfile

from sitekit import CHROMIUM_ARGS, READY
from test_offline import BOOT_MS, wait_saved

from conftest import serving


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_the_manifest_names_the_app_and_icons_that_exist(site):
    manifest = json.loads((site.root / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["display"] == "standalone"
    assert manifest["start_url"] == manifest["scope"] == "./"
    sizes = set()
    for icon in manifest["icons"]:
        width, height = png_size((site.root / icon["src"]).read_bytes())
        assert icon["sizes"] == f"{width}x{height}", icon
        sizes.add((width, icon["purpose"]))
    assert {(192, "any"), (512, "any"), (512, "maskable")} <= sizes
    page = (site.root / "games" / "chaos" / "index.html").read_text(encoding="utf-8")
    assert 'rel="manifest" href="../../manifest.webmanifest"' in page


@contextlib.contextmanager
def profile(browser):
    """A browser context with a profile on disk: Chromium installs no app from an incognito
    context, which is what a plain Playwright context is."""
    with tempfile.TemporaryDirectory(prefix="pr-profile-") as folder:
        ctx = browser.browser_type.launch_persistent_context(
            folder, executable_path=os.environ.get("PR_CHROMIUM", "/usr/bin/chromium"),
            args=CHROMIUM_ARGS, headless=True)
        ctx.set_default_timeout(30_000)
        try:
            yield ctx
        finally:
            with contextlib.suppress(Exception):
                ctx.close()


def test_chromium_sees_the_site_as_installable_and_it_opens_offline(browser, site):
    with serving(site.root) as server, profile(browser) as ctx:
        page = ctx.pages[0] if ctx.pages else ctx.new_page()
        page.goto(server.url("games/three-card-poker/"))
        page.wait_for_selector(READY, timeout=BOOT_MS)
        wait_saved(page)
        cdp = ctx.new_cdp_session(page)
        found = cdp.send("Page.getAppManifest")
        assert found["url"] == server.url("manifest.webmanifest")
        assert found["errors"] == [], found["errors"]
        assert json.loads(found["data"])["short_name"] == "pokerrules"
        errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        assert errors == [], errors
        start = server.url("")  # the manifest's "./", resolved against its own address
        server.stop()
        app = ctx.new_page()
        app.goto(start)
        assert app.title().startswith("pokerrules"), app.title()
        assert app.locator("h1").first.is_visible()

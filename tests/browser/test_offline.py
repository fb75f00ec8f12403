"""Offline after one visit: the service worker (docs/sw.js, written into the site by
hooks/offline.py) and its registration (docs/javascripts/sw-register.js).

The shared tab routes every request, which hides a service worker's own requests and turns the
HTTP cache off, so these tests open their own browser contexts without routing. They also serve
the built site with their own server (conftest's ``serving``), which they can stop (then there is
no network at all, not only ``navigator.onLine === false``) or switch to another build.
"""

from __future__ import annotations

import contextlib
import json
import re
import shutil
import time
from pathlib import Path

from playwright.sync_api import expect
from sitekit import READY

from conftest import serving
from tests.hookfiles import load_hook

REPO = Path(__file__).resolve().parents[2]
offline = load_hook("offline")

PREFIX = "/pokerrules/"
BOOT_MS = 90_000
SIM = ".pr-simulator"
STATUS = "window.__pokerrules_offline"
SITE_CACHES = "() => caches.keys().then(ks => ks.filter(k => k.startsWith('pokerrules-site-')))"
WAITING = "() => navigator.serviceWorker.getRegistration().then(r => !!(r && r.waiting))"


@contextlib.contextmanager
def context(browser, **options):
    ctx = browser.new_context(**options)
    ctx.set_default_timeout(30_000)
    try:
        yield ctx
    finally:
        with contextlib.suppress(Exception):
            ctx.close()


def wait_saved(page):
    page.wait_for_function(f"() => {STATUS} && ({STATUS}.cached || {STATUS}.failed)", timeout=BOOT_MS)
    status = page.evaluate(f"() => ({{...{STATUS}}})")
    assert status["cached"] and not status["failed"], status


def eventually(check, timeout_s: float = 30):
    """Wait until ``check()`` is true (for conditions behind a promise, which wait_for_function
    would take as true at once)."""
    deadline = time.monotonic() + timeout_s
    while not check():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.2)


def deal(page):
    page.emulate_media(reduced_motion="reduce")
    page.get_by_role("button", name="Deal", exact=True).click()
    page.wait_for_selector(READY, timeout=BOOT_MS)
    expect(page.locator(f"{SIM} .pr-table")).to_be_visible()
    expect(page.locator(f"{SIM} .pr-alert")).to_be_empty()


def build_of(page) -> tuple[str | None, str]:
    """The marks a test build puts in the home page and in theme.css (None, "" in the original)."""
    return tuple(page.evaluate("""() => [
      document.querySelector('meta[name="pr-build"]')?.content ?? null,
      getComputedStyle(document.documentElement).getPropertyValue('--pr-build').trim(),
    ]"""))


def copy_site(src: Path, dest: Path) -> Path:
    shutil.copytree(src, dest)
    return dest


def rewrite(site: Path, path: str, change) -> None:
    """Change one file of a built site; its precompressed twins, now stale, are dropped."""
    file = site / path
    file.write_text(change(file.read_text(encoding="utf-8")), encoding="utf-8")
    for twin in (file.with_name(file.name + ".br"), file.with_name(file.name + ".gz")):
        twin.unlink(missing_ok=True)


def restamp(site: Path, *, dev: bool = False) -> dict:
    """Write the site's sw.js again for the files it now holds, as the build (or, with ``dev``,
    ``mkdocs serve``) does."""
    for twin in (site / "sw.js.br", site / "sw.js.gz"):
        twin.unlink(missing_ok=True)
    return offline.write_worker(site, (REPO / "docs" / "sw.js").read_text(encoding="utf-8"), dev=dev)


def mark_build(site: Path, build: str) -> None:
    meta = f'<meta name="pr-build" content="{build}">'
    rewrite(site, "index.html", lambda t: t.replace("</head>", meta + "</head>", 1))
    rewrite(site, "stylesheets/theme.css", lambda t: t + f"\n:root {{ --pr-build: {build}; }}\n")


# --------------------------------------------------------------------------- the built worker


def test_the_built_worker_lists_every_file_as_served(site):
    text = (site.root / "sw.js").read_text(encoding="utf-8")
    line = next(line for line in text.splitlines() if line.startswith("const BUILD = "))
    build = json.loads(line.removeprefix("const BUILD = ").removesuffix(";"))
    assert build["files"], "sw.js was written for `mkdocs serve`"
    listed = dict(build["files"])
    expected = {p: offline.integrity(s) for p, s in offline.manifest(site.root)}
    assert listed == expected
    for must in ("index.html", "404.html", "search/search_index.json", "pyodide/pyodide.asm.wasm",
                 "pyodide/pyodide-lock.json", "pyodide/python_stdlib.zip", "javascripts/sw-register.js"):
        assert must in listed, must
    assert any(p.endswith(".whl") for p in listed)
    assert not [p for p in listed if p.endswith((".br", ".gz", ".map")) or p == "sw.js"]
    assert (site.root / "sw.js.br").is_file() or not (site.root / "index.html.br").is_file()


# --------------------------------------------------------------------------- the browser


def test_after_one_visit_every_page_and_the_simulator_work_offline(browser, site):
    with serving(site.root) as server, context(browser) as ctx:
        page = ctx.new_page()
        page.goto(server.url("games/three-card-poker/"))
        page.wait_for_selector(READY, timeout=BOOT_MS)
        wait_saved(page)
        # The worker saved the runtime from the HTTP cache: the wasm crossed the network once,
        # and the site's memory snapshot (not listed) no more than the page's boot asked for it.
        assert server.count("pyodide/pyodide.asm.wasm") == 1, server.requests
        meta = site.root / "pyodide" / "snapshot.json"
        if meta.is_file():
            snapshot = json.loads(meta.read_text(encoding="utf-8"))["file"]
            booted = page.evaluate("() => window.__pokerrules.bootMode")
            assert server.count(f"pyodide/{snapshot}") == (booted == "site-snapshot"), booted
        names = page.evaluate(SITE_CACHES)
        assert len(names) == 1, names

        server.stop()
        ctx.set_offline(True)
        for path in ("games/seven-twenty-seven/", "", "poker-hands/?from=offline", "games"):
            other = ctx.new_page()
            other.goto(server.url(path))
            expect(other.locator("h1").first).to_be_visible()
            assert other.evaluate("() => !!navigator.serviceWorker.controller"), path
        game = ctx.pages[1]
        game.wait_for_selector(READY, timeout=BOOT_MS)
        deal(game)
        # The search index is there too.
        assert game.evaluate("() => fetch('../../search/search_index.json').then(r => r.json())"
                             ".then(j => j.docs.length)") > 10
        # An unknown page gets the site's "not found" page.
        missing = ctx.new_page()
        response = missing.goto(server.url("no/such/page/"))
        assert response.status == 404
        expect(missing.locator("h1").first).to_contain_text("404")


def test_instant_navigation_works_offline(browser, site):
    """The session's server, whose address the site was built for: Material's instant
    navigation fetches the next page, which the worker answers."""
    with context(browser) as ctx:
        page = ctx.new_page()
        page.goto(site.url())
        wait_saved(page)
        page.reload()  # now through the worker
        page.evaluate("() => { window.__prSamePage = true; }")
        with site.lock:
            before = len(site.requests)
        ctx.set_offline(True)
        page.locator(".md-nav__link", has_text="Poker hands").first.click()
        page.wait_for_url(re.compile(r"/poker-hands/(#[^/]*)?$"))
        expect(page.locator("h1")).to_contain_text("Poker hands")
        assert page.evaluate("() => window.__prSamePage"), "a full page load, not instant navigation"
        with site.lock:
            assert len(site.requests) == before, site.requests[before:]


def test_without_a_saved_site_the_simulator_and_judge_say_they_need_one_visit_online(browser, site):
    with context(browser, service_workers="block") as ctx:
        ctx.route("**/pyodide/**", lambda route: route.abort("internetdisconnected"))
        page = ctx.new_page()
        page.goto(site.url("games/three-card-poker/"))
        sim = page.locator(SIM)
        expect(sim).to_have_attribute("data-state", "failed", timeout=BOOT_MS)
        alert = sim.get_by_role("alert")
        expect(alert).to_contain_text("needs one visit online")
        expect(alert).not_to_contain_text("Check your connection")
        # The page's showdown judge, which shares the engine, says the same in its own words.
        expect(page.locator(".pr-judge").get_by_role("alert")).to_contain_text("needs one visit online")
        expect(sim.get_by_role("button", name="Try again")).to_be_visible()
        # Back online, Try again brings the simulator up.
        ctx.unroute("**/pyodide/**")
        sim.get_by_role("button", name="Try again").click()
        page.wait_for_selector(READY, timeout=BOOT_MS)


def test_a_new_build_waits_until_no_page_of_the_old_one_is_open(browser, site, tmp_path):
    v1 = copy_site(site.root, tmp_path / "v1")
    with serving(v1) as server, context(browser) as ctx:
        first = ctx.new_page()
        first.goto(server.url())
        wait_saved(first)
        first.reload()
        assert first.evaluate("() => !!navigator.serviceWorker.controller")
        old = first.evaluate(SITE_CACHES)
        first.evaluate("() => caches.open('pokerrules-snapshot-test')"
                       ".then(c => c.put('x', new Response('kept')))")
        assert build_of(first) == (None, "")

        v2 = copy_site(v1, tmp_path / "v2")
        mark_build(v2, "2")
        assert restamp(v2)["version"] not in old[0]
        server.root = v2  # deployed

        # A second page while the first is open: still the old build, page and style alike.
        second = ctx.new_page()
        second.goto(server.url())
        assert build_of(second) == (None, "")
        second.wait_for_function(f"() => {STATUS}.waiting", timeout=BOOT_MS)
        second.wait_for_timeout(1_000)  # time enough for a worker that would take over at once
        assert second.evaluate(WAITING), "the new build did not wait"
        both = first.evaluate(SITE_CACHES)
        assert len(both) == 2 and old[0] in both, both
        assert build_of(first) == (None, "")
        assert "--pr-build" not in first.evaluate("() => fetch('stylesheets/theme.css').then(r => r.text())")
        second.reload()
        assert build_of(second) == (None, "")
        assert second.evaluate(WAITING)

        first.close()
        second.close()
        # With no page of the old build open, the new one takes over (watched from a page
        # outside the site, which the worker does not control), and the next visit gets it, all of it.
        outside = ctx.new_page()
        outside.goto(server.url().removesuffix(PREFIX) + "/outside/")
        eventually(lambda: outside.evaluate(
            f"() => navigator.serviceWorker.getRegistration('{PREFIX}').then(r => !!r && !r.waiting)"))
        third = ctx.new_page()
        third.goto(server.url())
        assert build_of(third) == ("2", "2")
        # Its activation dropped the old build's cache, and only that.
        eventually(lambda: len(third.evaluate(SITE_CACHES)) == 1)
        new = third.evaluate(SITE_CACHES)
        assert new != old, (new, old)
        assert "pokerrules-snapshot-test" in third.evaluate("() => caches.keys()")


def test_a_server_with_newer_files_than_its_worker_lists_cannot_fill_the_cache(browser, site, tmp_path):
    root = copy_site(site.root, tmp_path / "site")
    good = (root / "sw.js").read_text(encoding="utf-8")
    mark_build(root, "3")  # newer files, but sw.js still lists the old ones
    (root / "sw.js.br").unlink(missing_ok=True)
    (root / "sw.js.gz").unlink(missing_ok=True)
    with serving(root) as server, context(browser) as ctx:
        page = ctx.new_page()
        page.goto(server.url())
        page.wait_for_function(f"() => {STATUS} && {STATUS}.failed", timeout=BOOT_MS)
        assert not page.evaluate(f"() => {STATUS}.cached")
        # Files already checked may stay for the next try, never one of the newer build.
        assert not page.evaluate("""() => caches.match('index.html', {ignoreVary: true})
            .then(r => r ? r.text() : '').then(t => t.includes('pr-build'))""")
        # The site is deployed whole: the next visit saves it.
        restamp(root)
        assert (root / "sw.js").read_text(encoding="utf-8") != good
        again = ctx.new_page()
        again.goto(server.url())
        wait_saved(again)
        offline_page = ctx.new_page()
        server.stop()
        ctx.set_offline(True)
        offline_page.goto(server.url())
        assert build_of(offline_page) == ("3", "3")


def test_mkdocs_serve_on_the_same_address_takes_over_at_once(browser, site, tmp_path):
    """A saved build must not hide the pages of `mkdocs serve` run later on the same address."""
    root = copy_site(site.root, tmp_path / "site")
    with serving(root) as server, context(browser) as ctx:
        page = ctx.new_page()
        page.goto(server.url())
        wait_saved(page)
        page.reload()
        dev = copy_site(root, tmp_path / "dev")
        mark_build(dev, "4")
        assert restamp(dev, dev=True)["files"] is None
        server.root = dev
        other = ctx.new_page()
        other.goto(server.url())
        eventually(lambda: other.evaluate(SITE_CACHES) == [])
        # The pages (theme.css may still come from the HTTP cache, which is not the worker's).
        other.reload()
        assert build_of(other)[0] == "4"
        page.reload()
        assert build_of(page)[0] == "4"

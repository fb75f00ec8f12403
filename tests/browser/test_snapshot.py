"""The simulator boots from a memory snapshot instead of starting Python from nothing.

* A first visit on a fast link restores the site's snapshot (``bootMode == "site-snapshot"``)
  and keeps it in Cache Storage for later visits.
* On a slow link (or without the site's snapshot) the first visit boots plainly, then keeps a
  snapshot of its own in Cache Storage (``window.__pokerrules.snapshot`` goes from "saving" to
  "saved"); a new tab of the same browser profile restores that (``bootMode == "snapshot"``).
* A snapshot that cannot be used is thrown away and the boot falls back to a plain one, with no
  error on the page.

Each restored interpreter must then play a whole hand.
"""

from __future__ import annotations

from playwright.sync_api import expect
from simkit import SIM, deal, page_of, play_hand

GAME = "ten-card-stud"
SNAPSHOT_CACHE = "pokerrules-snapshot-v1"


def wait_saved(page) -> None:
    page.wait_for_function(
        "() => window.__pokerrules && window.__pokerrules.snapshot !== 'saving'", timeout=60_000)
    assert page.evaluate("() => window.__pokerrules.snapshot") == "saved"


def without_site_snapshot(page) -> None:
    """As a site built without one (or a link too slow for it): snapshot.json is not found."""
    page.route("**/pyodide/snapshot.json", lambda route: route.fulfill(status=404, body="not here"))


def new_tab(tab, path: str, *, site_snapshot: bool = True):
    """A second page of the same browser profile (same caches), at ``path``, waited ready."""
    page = tab.page.context.new_page()
    if not site_snapshot:
        without_site_snapshot(page)
    page.goto(tab.site.url(path))
    page.wait_for_selector(f'{SIM}[data-state="ready"]', timeout=tab.boot_timeout_ms)
    return page


def probe(page) -> dict:
    return page.evaluate("() => ({...window.__pokerrules})")


def snapshot_keys(page) -> list[str]:
    return page.evaluate(
        "async (name) => (await (await caches.open(name)).keys()).map(r => r.url)", SNAPSHOT_CACHE)


def plays_a_hand(tab, page) -> None:
    tab.page = page
    deal(tab, "17")
    clicked = play_hand(tab, lambda kinds, _: "fold" if "fold" in kinds else kinds[0], limit=60)
    assert clicked
    expect(page.locator(f"{SIM} .pr-result")).to_be_visible()
    assert not tab.errors, tab.errors


def test_a_first_visit_restores_the_sites_snapshot_and_plays(tab):
    tab.goto(page_of(GAME))
    seen = probe(tab.page)
    assert seen["bootMode"] == "site-snapshot" and seen["snapshot"] == "used", seen
    assert seen["linkMbps"] >= 7, seen
    assert tab.count("/pyodide/snapshot.json") == 1
    assert sum(1 for u in tab.requests if "/pyodide/snapshot-" in u and u.endswith(".bin")) == 1
    # Kept as it came, so that a later visit reads it from Cache Storage.
    tab.page.wait_for_function("async (name) => (await (await caches.open(name)).keys()).length === 1",
                               arg=SNAPSHOT_CACHE, timeout=30_000)
    plays_a_hand(tab, tab.page)


def test_a_slow_link_boots_plainly_without_the_sites_snapshot(tab):
    cdp = tab.page.context.new_cdp_session(tab.page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": 150, "downloadThroughput": 5_000_000 / 8,
        "uploadThroughput": 1_000_000 / 8, "connectionType": "cellular3g"})
    tab.goto(page_of(GAME))
    seen = probe(tab.page)
    assert seen["bootMode"] == "plain" and seen["linkMbps"] < 7, seen
    assert not any("/pyodide/snapshot-" in u for u in tab.requests)


def test_a_later_visit_restores_the_kept_snapshot_and_plays(tab):
    without_site_snapshot(tab.page)
    tab.goto(page_of(GAME))
    assert probe(tab.page)["bootMode"] == "plain"
    wait_saved(tab.page)
    keys = snapshot_keys(tab.page)
    assert len(keys) == 1 and keys[0].endswith(".bin"), keys

    later = new_tab(tab, page_of("survivor"))
    assert probe(later)["bootMode"] == "snapshot" and probe(later)["snapshot"] == "used"
    tab.page.close()
    # The restored interpreter plays a whole hand, loading what the snapshot did not hold.
    plays_a_hand(tab, later)


def test_a_snapshot_that_cannot_be_used_is_replaced_by_a_plain_boot(tab):
    without_site_snapshot(tab.page)
    tab.goto(page_of(GAME))
    wait_saved(tab.page)
    [key] = snapshot_keys(tab.page)
    # Spoil the kept snapshot: the next boot must notice, drop it and boot plainly.
    tab.page.evaluate("""async ([name, key]) => {
        const cache = await caches.open(name);
        await cache.put(key, new Response(new Uint8Array(4096)));
    }""", [SNAPSHOT_CACHE, key])
    later = new_tab(tab, page_of(GAME), site_snapshot=False)
    assert probe(later)["bootMode"] == "plain"
    wait_saved(later)
    # The spoilt entry was replaced by a good one.
    size = later.evaluate("""async ([name, key]) => {
        const r = await (await caches.open(name)).match(key);
        return r ? (await r.arrayBuffer()).byteLength : 0;
    }""", [SNAPSHOT_CACHE, key])
    assert size > 1_000_000
    assert not tab.errors, tab.errors

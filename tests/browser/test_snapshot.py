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


# ---- A snapshot is used only when its bytes match their sha256 ----

def tampered(body: bytes) -> bytes:
    """The same bytes with the last one changed: Pyodide alone would still load this (the end
    of a memory snapshot is free heap), so only the sha256 check can refuse it."""
    return body[:-1] + bytes([body[-1] ^ 0xFF])


def serve_a_tampered_site_snapshot(page) -> list[str]:
    """Every request for the site's snapshot file gets tampered bytes; the URLs asked for."""
    asked: list[str] = []

    def spoil(route):
        asked.append(route.request.url)
        route.fulfill(status=200, body=tampered(route.fetch().body()),
                      headers={"Content-Type": "application/octet-stream"})

    page.route("**/pyodide/snapshot-*.bin", spoil)
    return asked


def kept_entry(page, key: str) -> dict:
    """The kept snapshot under ``key``: its size, the sha256 stored with it, and its bytes' sha256."""
    return page.evaluate("""async ([name, key]) => {
        const r = await (await caches.open(name)).match(key);
        if (!r) return null;
        const bytes = await r.arrayBuffer();
        const hex = (b) => Array.from(new Uint8Array(b), (x) => x.toString(16).padStart(2, '0')).join('');
        return {size: bytes.byteLength, stored: r.headers.get('X-Pokerrules-Sha256'),
                actual: hex(await crypto.subtle.digest('SHA-256', bytes))};
    }""", [SNAPSHOT_CACHE, key])


def test_a_tampered_site_snapshot_is_refused_and_the_boot_is_plain(tab):
    asked = serve_a_tampered_site_snapshot(tab.page)
    tab.goto(page_of(GAME), ready=False)
    # The 31 MB snapshot passes through this test's route before the plain boot: allow for it.
    tab.page.wait_for_selector(f'{SIM}[data-state="ready"]', timeout=2 * tab.boot_timeout_ms)
    seen = probe(tab.page)
    assert len(asked) == 1, f"the site's snapshot was asked for {len(asked)} times"
    assert seen["bootMode"] == "plain", seen
    # The plain boot keeps a snapshot of its own, with the sha256 of its bytes.
    wait_saved(tab.page)
    [key] = snapshot_keys(tab.page)
    entry = kept_entry(tab.page, key)
    assert entry["size"] > 1_000_000 and entry["stored"] == entry["actual"], entry
    plays_a_hand(tab, tab.page)


def test_a_tampered_kept_snapshot_is_dropped_and_the_boot_is_plain(tab):
    without_site_snapshot(tab.page)
    tab.goto(page_of(GAME))
    wait_saved(tab.page)
    [key] = snapshot_keys(tab.page)
    good = kept_entry(tab.page, key)
    assert good["stored"] == good["actual"], good
    # Change one byte of the kept snapshot, keeping the sha256 it was saved with.
    tab.page.evaluate("""async ([name, key]) => {
        const cache = await caches.open(name);
        const r = await cache.match(key);
        const bytes = new Uint8Array(await r.arrayBuffer());
        bytes[bytes.length - 1] ^= 0xff;
        await cache.put(key, new Response(bytes, {headers: r.headers}));
    }""", [SNAPSHOT_CACHE, key])
    spoilt = kept_entry(tab.page, key)
    assert spoilt["stored"] == good["stored"] and spoilt["actual"] != good["actual"], spoilt

    later = new_tab(tab, page_of(GAME), site_snapshot=False)
    assert probe(later)["bootMode"] == "plain", probe(later)
    wait_saved(later)
    # The spoilt entry was dropped and replaced by a good one of this boot.
    fresh = kept_entry(later, key)
    assert fresh["stored"] == fresh["actual"] and fresh["actual"] != spoilt["actual"], fresh
    tab.page.close()
    plays_a_hand(tab, later)

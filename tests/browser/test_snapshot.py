"""A later visit boots from the memory snapshot the first visit kept in Cache Storage.

The first visit boots Python plainly and then keeps a snapshot (``window.__pokerrules.snapshot``
goes from "saving" to "saved"); a new tab of the same browser profile restores it
(``bootMode == "snapshot"``) and deals a hand. A snapshot that cannot be used is thrown away and
the boot falls back to a plain one, with no error on the page.
"""

from __future__ import annotations

from playwright.sync_api import expect
from simkit import SIM, deal, page_of, play_hand

GAME = "ten-card-stud"
SNAPSHOT_CACHE = "pokerrules-snapshot-v1"


def wait_saved(tab) -> None:
    tab.page.wait_for_function(
        "() => window.__pokerrules && window.__pokerrules.snapshot !== 'saving'", timeout=60_000)
    assert tab.probe()["snapshot"] == "saved"


def new_tab(tab, path: str):
    """A second page of the same browser profile (same caches), at ``path``, waited ready."""
    page = tab.page.context.new_page()
    page.goto(tab.site.url(path))
    page.wait_for_selector(f'{SIM}[data-state="ready"]', timeout=tab.boot_timeout_ms)
    return page


def snapshot_keys(page) -> list[str]:
    return page.evaluate(
        "async (name) => (await (await caches.open(name)).keys()).map(r => r.url)", SNAPSHOT_CACHE)


def test_a_later_visit_restores_the_kept_snapshot_and_plays(tab):
    tab.goto(page_of(GAME))
    first = tab.probe()
    assert first["bootMode"] == "plain"
    wait_saved(tab)
    keys = snapshot_keys(tab.page)
    assert len(keys) == 1 and keys[0].endswith(".bin"), keys

    later = new_tab(tab, page_of("survivor"))
    probe = later.evaluate("() => ({...window.__pokerrules})")
    assert probe["bootMode"] == "snapshot" and probe["snapshot"] == "used"
    # The restored interpreter plays a whole hand, loading what the snapshot did not hold.
    tab.page.close()
    tab.page = later
    deal(tab, "17")
    clicked = play_hand(tab, lambda kinds, _: "fold" if "fold" in kinds else kinds[0], limit=60)
    assert clicked
    expect(later.locator(f"{SIM} .pr-result")).to_be_visible()
    assert not tab.errors, tab.errors


def test_a_snapshot_that_cannot_be_used_is_replaced_by_a_plain_boot(tab):
    tab.goto(page_of(GAME))
    wait_saved(tab)
    [key] = snapshot_keys(tab.page)
    # Spoil the kept snapshot: the next boot must notice, drop it and boot plainly.
    tab.page.evaluate("""async ([name, key]) => {
        const cache = await caches.open(name);
        await cache.put(key, new Response(new Uint8Array(4096)));
    }""", [SNAPSHOT_CACHE, key])
    later = new_tab(tab, page_of(GAME))
    probe = later.evaluate("() => ({...window.__pokerrules})")
    assert probe["bootMode"] == "plain"
    later.wait_for_function("() => window.__pokerrules.snapshot !== 'saving'", timeout=60_000)
    assert later.evaluate("() => window.__pokerrules.snapshot") == "saved"
    # The spoilt entry was replaced by a good one.
    size = later.evaluate("""async ([name, key]) => {
        const r = await (await caches.open(name)).match(key);
        return r ? (await r.arrayBuffer()).byteLength : 0;
    }""", [SNAPSHOT_CACHE, key])
    assert size > 1_000_000
    assert not tab.errors, tab.errors

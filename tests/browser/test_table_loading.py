"""Loading the simulator (issue 7): it says what it is loading and how far along it is, nothing
below it moves when it becomes ready, and a failure says what happened in plain words with
"Try again" and the technical detail folded away.

Each test opens its own tab (a cold boot is what is measured).
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect
from simkit import SIM

SHIFTS = """
window.__shifts = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    window.__shifts.push({value: e.value, at: e.startTime, input: e.hadRecentInput});
  }
}).observe({type: 'layout-shift', buffered: true});
"""

WASM = "**/pyodide/pyodide.asm.wasm"
FRAMES = "() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))))"


@pytest.mark.parametrize("game", ["seven-twenty-seven", "three-card-poker"])
def test_loading_shows_progress_and_nothing_moves_when_ready(tab, game):
    page = tab.page
    page.add_init_script(SHIFTS)
    # The runtime's download is held until the loading state has been read, so the test never
    # races a fast boot (the engine could be ready before the first look).
    held = []
    page.context.route(WASM, lambda route: held.append(route))
    tab.goto(f"games/{game}/", ready=False)
    status = page.locator(f"{SIM} .pr-status")
    bar = page.locator(f"{SIM} progress.pr-progress")
    waited = 0
    while not held and waited < tab.boot_timeout_ms:
        page.wait_for_timeout(50)  # lets Playwright deliver the held request
        waited += 50
    assert held, "the page never asked for the runtime"
    # While loading: a <progress> bar and what is being loaded, in words.
    expect(page.locator(f'{SIM}[data-state="loading"]')).to_have_count(1)
    expect(status).to_contain_text(re.compile(r"Loading the rules engine: .+ \(step \d of 3\)"))
    expect(bar).to_be_visible()
    assert bar.get_attribute("max") == "3"
    page.context.unroute(WASM)
    for route in held:
        route.continue_()
    tab.wait_ready()
    page.evaluate(FRAMES)
    expect(bar).to_be_hidden()
    stages = tab.probe()["progress"]
    assert stages == ["downloading and starting Python", "loading the rules package", "ready"], stages
    expect(page.get_by_role("button", name="Deal", exact=True)).to_be_enabled()
    shifts = page.evaluate("() => window.__shifts")
    shown = tab.probe()["shownAt"]
    after = sum(s["value"] for s in shifts if s["at"] > shown and not s["input"])
    assert after < 0.02, (after, shifts, shown)
    assert not tab.errors, tab.errors


def test_a_failure_says_what_happened_and_offers_try_again(tab):
    page = tab.page
    page.context.route("**/pyodide/pyodide.asm.wasm", lambda route: route.fulfill(status=404, body="gone"))
    tab.goto("games/seven-twenty-seven/", ready=False)
    sim = page.locator(SIM)
    expect(sim).to_have_attribute("data-state", "failed", timeout=tab.boot_timeout_ms)
    alert = sim.get_by_role("alert")
    expect(alert).to_contain_text("The rules engine could not be loaded")
    detail = alert.locator("details")
    expect(detail).to_have_count(1)
    expect(detail).not_to_have_attribute("open", "")
    expect(detail.locator("summary")).to_have_text("Technical detail")
    assert detail.locator("p").text_content().strip(), "no technical detail"
    plain = alert.locator(":scope > p").inner_text()
    assert "wasm" not in plain and "Traceback" not in plain, plain
    expect(page.locator(f"{SIM} progress")).to_be_hidden()
    # Try again, with the runtime back: the simulator comes up.
    page.context.unroute("**/pyodide/pyodide.asm.wasm")
    sim.get_by_role("button", name="Try again").click()
    tab.wait_ready()
    expect(page.locator(f"{SIM} .pr-alert")).to_be_empty()
    expect(page.get_by_role("button", name="Deal", exact=True)).to_be_enabled()
    tab.errors.clear()  # the failed boot logged its errors on purpose


WORKERS_MADE = """
window.__workersMade = [];
window.Worker = new Proxy(window.Worker, {
  construct(target, args) {
    window.__workersMade.push({url: String(args[0]), name: (args[1] || {}).name || null,
                               state: document.readyState, body: Boolean(document.body)});
    return new target(...args);
  },
});
"""


def test_the_engine_starts_while_the_head_is_parsed_and_is_made_once(tab):
    """The page's head makes the rules engine's worker before the body exists
    (overrides/partials/pr-engine-early.html); the simulator adopts it with the boot stages it
    reported meanwhile, rather than making a second one."""
    page = tab.page
    page.add_init_script(WORKERS_MADE)
    tab.goto("games/three-card-poker/", ready=False)
    tab.wait_ready()
    made = [w for w in page.evaluate("() => window.__workersMade") if w["name"] == "pokerrules"]
    assert len(made) == 1, made
    assert made[0]["state"] == "loading" and not made[0]["body"], made
    assert made[0]["url"].endswith("/javascripts/pyodide-worker.js"), made
    probe = tab.probe()
    assert probe["workers"] == 1 and probe["boots"] == 1, probe
    assert probe["progress"][0] == "downloading and starting Python", probe["progress"]
    page.get_by_role("button", name="Deal", exact=True).click()
    expect(page.locator(f'{SIM}[data-state="ready"], {SIM}[data-state="playing"]')).to_have_count(1)
    assert not tab.errors, tab.errors

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

FRAMES = "() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))))"


@pytest.mark.parametrize("game", ["seven-twenty-seven", "three-card-poker"])
def test_loading_shows_progress_and_nothing_moves_when_ready(tab, game):
    page = tab.page
    page.add_init_script(SHIFTS)
    tab.goto(f"games/{game}/", ready=False)
    status = page.locator(f"{SIM} .pr-status")
    bar = page.locator(f"{SIM} progress.pr-progress")
    # While loading: a <progress> bar and what is being loaded, in words.
    expect(page.locator(f'{SIM}[data-state="loading"], {SIM}[data-state="ready"]')).to_have_count(1)
    if page.locator(f'{SIM}[data-state="loading"]').count():
        expect(status).to_contain_text(re.compile(r"Loading the rules engine: .+ \(step \d of 3\)"))
        assert bar.get_attribute("max") == "3"
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

"""The simulator on the built site, in headless Chromium, against the real wheel in Pyodide.

The UI is generic, so these tests find controls the way a reader would: by role and name
(Deal, Reset bankroll, the action buttons the rules engine offers) and by the simulator's
data-state attribute ("loading", "ready", "busy", "failed").
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect
from simkit import motion
from sitekit import READY

GAME = "games/three-card-poker/"
SIM = ".pr-simulator"


def actions(page):
    return page.locator(f"{SIM} .pr-actions button")


def deal(tab, seed: str | None = None):
    page = tab.page
    motion(page, False)  # the others' moves at once (tests of the playback are in test_table_*)
    if seed is not None:
        page.get_by_label("Seed (optional)").fill(seed)
    page.get_by_role("button", name="Deal", exact=True).click()
    tab.wait_ready()


def play_to_end(tab, prefer: str = "play", limit: int = 30) -> list[str]:
    """Click through a hand: the amount action with its default, then `prefer` when offered."""
    page = tab.page
    clicked = []
    for _ in range(limit):
        tab.wait_ready()
        if page.locator(f"{SIM} .pr-result li").count():
            return clicked
        buttons = actions(page)
        assert buttons.count(), "the hand is not over but no action is offered"
        kinds = [buttons.nth(i).get_attribute("data-kind") for i in range(buttons.count())]
        kind = prefer if prefer in kinds else kinds[0]
        page.locator(f'{SIM} .pr-actions button[data-kind="{kind}"]').click()
        clicked.append(kind)
    pytest.fail(f"the hand did not end after {limit} actions: {clicked}")


def stat(page, key: str) -> str:
    return page.locator(f'{SIM} [data-stat="{key}"] dd').inner_text().strip()


def signed_int(text: str) -> int:
    return int(text.replace("\u2212", "-").replace("+", ""))


def test_page_loads_and_simulator_becomes_ready(tab):
    page = tab.page
    tab.goto(GAME, ready=False)
    # Loading state first (Pyodide cannot boot before the page has painted).
    status = page.locator(f"{SIM} .pr-status")
    expect(status).to_have_text(re.compile(r"Loading the rules engine|Ready"))
    tab.wait_ready()
    root = page.locator(f"{SIM} .pr-sim")
    expect(root).to_have_attribute("aria-busy", "false")
    expect(root).to_have_attribute("aria-label", re.compile(r"^Simulator: .+"))
    expect(page.get_by_role("button", name="Deal", exact=True)).to_be_enabled()
    expect(page.get_by_role("button", name="Reset bankroll")).to_be_enabled()
    # Every setup control has a label (describe drew the options generically).
    controls = page.locator(f"{SIM} .pr-setup select, {SIM} .pr-setup input")
    assert controls.count() >= 2
    for i in range(controls.count()):
        cid = controls.nth(i).get_attribute("id")
        assert page.locator(f'{SIM} label[for="{cid}"]').count() == 1, f"control {cid} has no label"
    expect(page.locator(f"{SIM} .pr-alert")).to_be_empty()
    probe = tab.probe()
    assert probe["boots"] == 1 and probe["workers"] == 1 and probe["status"] == "ready"
    assert probe["python"].startswith("3."), probe
    assert tab.count("/pyodide/pyodide-lock.json") == 1
    assert any(u.endswith(".whl") for u in tab.requests), "the wheel was never fetched"
    assert not tab.errors, tab.errors
    assert not tab.offsite, tab.offsite


def test_a_hand_is_played_to_the_end_by_clicks(tab):
    page = tab.page
    tab.goto(GAME)
    start = signed_int(stat(page, "bankroll"))
    deal(tab, seed="42")
    expect(page.locator(f"{SIM} .pr-table")).to_be_visible()
    # The reader's own cards are face up, as text with an accessible name.
    mine = page.locator(f"{SIM} .pr-hand--mine")
    expect(mine).to_have_count(1)
    clicked = play_to_end(tab, prefer="play")
    assert clicked, "no action was needed"
    result = page.locator(f"{SIM} .pr-result")
    assert result.locator("li").count() >= 1
    # The summary about the reader is announced through the simulator's one polite live region.
    summary = result.locator(".pr-result-summary").inner_text().strip()
    assert re.search(r"\byou\b", summary, re.I), summary
    expect(page.locator(f'{SIM} [aria-live="polite"]')).to_have_count(1)
    expect(page.locator(f'{SIM} [aria-live="polite"]')).to_have_text(summary)
    cards = mine.locator(".pr-card:not(.pr-card--down)")
    assert cards.count() >= 1
    assert cards.first.locator(".pr-sr-only").inner_text().strip()
    # At the end every hand is shown (the dealer's reveal): no face-down card remains.
    expect(page.locator(f"{SIM} .pr-card--down")).to_have_count(0)
    # Log, seed and statistics.
    assert page.locator(f"{SIM} .pr-log-list li").count() >= 2
    expect(page.locator(f"{SIM} .pr-seed")).to_have_text("42")
    assert stat(page, "hands") == "1"
    net1 = signed_int(stat(page, "net"))
    assert signed_int(stat(page, "bankroll")) == start + net1
    won, lost, pushed = (int(x) for x in stat(page, "wlp").split("/"))
    assert (won, lost, pushed) == ((1, 0, 0) if net1 > 0 else (0, 1, 0) if net1 < 0 else (0, 0, 1))
    first_cards = mine.locator(".pr-card").evaluate_all("els => els.map(e => e.dataset.code)")

    # Second hand: same seed, same cards; the bankroll carries over.
    deal(tab, seed="42")
    play_to_end(tab, prefer="fold")
    assert mine.locator(".pr-card").evaluate_all("els => els.map(e => e.dataset.code)") == first_cards
    assert stat(page, "hands") == "2"
    net = signed_int(stat(page, "net"))
    assert signed_int(stat(page, "bankroll")) == start + net

    # Reset bankroll: it asks first, between hands too.
    page.get_by_role("button", name="Reset bankroll").click()
    page.locator(f"{SIM} .pr-confirm-yes").click()
    assert stat(page, "hands") == "0"
    assert signed_int(stat(page, "bankroll")) == start
    assert not tab.errors, tab.errors
    assert not tab.offsite, tab.offsite


def test_keyboard_only_hand(tab):
    page = tab.page
    tab.goto(GAME)
    page.get_by_label("Seed (optional)").fill("7")
    page.get_by_label("Seed (optional)").press("Enter")  # submits the setup form = Deal
    for _ in range(30):
        tab.wait_ready()
        if page.locator(f"{SIM} .pr-result li").count():
            break
        focused = page.evaluate("() => document.activeElement && document.activeElement.dataset.kind")
        assert focused, "focus did not move to an action button"
        page.keyboard.press("Enter")
    else:
        pytest.fail("the hand did not end")
    # When the hand is over, focus returns to Deal.
    assert page.evaluate("() => document.activeElement.textContent") == "Deal"
    assert not tab.errors, tab.errors


def test_no_console_errors_and_no_offsite_requests(tab):
    page = tab.page
    tab.goto("", ready=False)
    page.wait_for_load_state("networkidle")
    tab.goto(GAME)
    deal(tab)
    play_to_end(tab)
    page.locator(".md-nav__link", has_text="Games").first.click()
    page.wait_for_url(re.compile(r"/games/(#[^/]*)?$"))  # a fragment: navigation.tracking
    page.wait_for_load_state("networkidle")
    assert tab.requests, "no request was recorded at all"
    assert all(u.startswith(tab.site.origin + "/") for u in tab.requests), \
        [u for u in tab.requests if not u.startswith(tab.site.origin + "/")]
    assert not tab.offsite, tab.offsite
    assert not tab.errors, tab.errors
    # The worker's own fetches are recorded too (the wasm is fetched by the worker).
    assert any(u.endswith("/pyodide/pyodide.asm.wasm") for u in tab.requests)


def test_instant_navigation_keeps_one_pyodide(tab):
    page = tab.page
    tab.goto(GAME)
    deal(tab, seed="3")
    play_to_end(tab)
    page.evaluate("() => { window.__samePageMarker = 'kept'; }")
    hands_before = stat(page, "hands")

    page.locator(".md-nav__link", has_text="Home").first.click()
    page.wait_for_url(re.compile(re.escape(tab.site.base) + r"(#[^/]*)?$"))
    expect(page.locator("h1")).to_have_text(re.compile("pokerrules"))
    page.locator(".md-nav__link", has_text="Three Card Poker").first.click()
    page.wait_for_url(re.compile(r"/games/three-card-poker/(#[^/]*)?$"))
    tab.wait_ready()

    assert page.evaluate("() => window.__samePageMarker") == "kept", \
        "the page was fully reloaded: instant navigation is not working (check site_url)"
    probe = tab.probe()
    assert probe["boots"] == 1, probe
    assert probe["workers"] == 1, probe
    assert probe["mounts"] == 2, probe
    assert tab.count("/pyodide/pyodide.asm.wasm") == 1
    assert tab.count("/javascripts/simulator.js") == 1
    assert tab.count("/javascripts/pyodide-worker.js") == 1
    # The bankroll and statistics survive the page change.
    assert stat(page, "hands") == hands_before
    assert not tab.errors, tab.errors


def test_bad_option_value_shows_the_engines_message(tab):
    page = tab.page
    tab.goto(GAME)
    text_options = page.locator(f'{SIM} .pr-setup input[type="text"]:not([name="seed"])')
    assert text_options.count() >= 1, "expected a text option (the ante bonus pay table)"
    box = text_options.first
    box.fill("x")
    page.get_by_role("button", name="Deal", exact=True).click()
    tab.wait_ready()
    alert = page.locator(SIM).get_by_role("alert")
    expect(alert).to_have_count(1)
    message = alert.inner_text().strip()
    assert message, "no message shown"
    assert "Traceback" not in message and "File \"" not in message, message
    expect(page.locator(f"{SIM} .pr-table")).to_be_hidden()
    # Fixing the value and dealing again clears the alert.
    box.fill(box.get_attribute("value") or "")
    deal(tab)
    expect(page.locator(f"{SIM} .pr-alert")).to_be_empty()
    expect(page.locator(f"{SIM} .pr-table")).to_be_visible()
    assert not tab.errors, tab.errors


def test_bad_seed_is_explained(tab):
    page = tab.page
    tab.goto(GAME)
    deal(tab, seed="seven")
    expect(page.locator(SIM).get_by_role("alert")).to_contain_text("whole number")
    expect(page.get_by_label("Seed (optional)")).to_be_focused()


def test_illegal_amount_shows_message(tab):
    page = tab.page
    tab.goto(GAME)
    deal(tab, seed="42")
    amount = page.locator(f'{SIM} .pr-actions input[type="number"]')
    if not amount.count():
        pytest.skip("the first decision of this game has no amount")
    top = int(amount.first.get_attribute("max"))
    amount.first.fill(str(top + 1))
    amount.first.press("Enter")
    tab.wait_ready()
    alert = page.locator(SIM).get_by_role("alert")
    expect(alert).not_to_be_empty()
    assert "Traceback" not in alert.inner_text()
    # The hand continues: the action is still offered.
    assert actions(page).count() >= 1
    assert not tab.errors, tab.errors


def test_runtime_failure_is_shown(tab):
    page = tab.page
    # The worker fetches the runtime; make it unavailable.
    page.context.route("**/pyodide/pyodide.asm.wasm", lambda route: route.fulfill(status=404, body="gone"))
    tab.goto(GAME, ready=False)
    sim = page.locator(SIM)
    expect(sim).to_have_attribute("data-state", "failed", timeout=tab.boot_timeout_ms)
    alert = page.locator(SIM).get_by_role("alert")
    expect(alert).to_contain_text("could not be loaded")
    expect(page.locator(f"{SIM} .pr-sim")).to_have_attribute("aria-busy", "false")
    expect(page.get_by_role("button", name="Try again")).to_be_visible()
    assert page.locator(READY).count() == 0
    # The page's showdown judge shares the engine, so it says so too, in its own alert.
    judge = page.locator(".pr-judge")
    expect(judge).to_have_attribute("data-state", "failed")
    expect(judge.get_by_role("alert")).to_contain_text("could not be loaded")


def test_exact_odds_follow_the_chosen_pay_table(tab):
    """The package's exact analysis runs in the browser for the options on the form."""
    page = tab.page
    tab.goto(GAME)
    page.get_by_role("button", name="Exact odds for these rules").click()
    odds = page.locator(f"{SIM} .pr-odds")
    expect(odds).to_contain_text("Pair Plus house edge", timeout=60_000)
    expect(odds).to_contain_text("7.28%")
    expect(odds).to_contain_text("play Q-6-4 or better")
    page.get_by_label("Pair Plus pay table").select_option(label="1-4-6-30-40 (flush pays 4)")
    page.get_by_role("button", name="Exact odds for these rules").click()
    expect(odds).to_contain_text("2.32%", timeout=60_000)
    page.get_by_label(re.compile("Ante bonus")).fill("nonsense")
    page.get_by_role("button", name="Exact odds for these rules").click()
    expect(page.locator(SIM).get_by_role("alert")).to_contain_text("ante bonus", timeout=60_000)
    assert not tab.errors, tab.errors


def test_long_exact_odds_show_progress_and_can_be_cancelled(tab):
    """Work that takes a while shows a moving bar and the seconds so far, and Cancel stops it
    (the engine's worker is dropped and the next request starts another)."""
    page = tab.page
    tab.goto(GAME)
    # Make this one analysis slow: the request reaches the worker only after 20 s.
    page.evaluate("""() => {
      const send = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (msg, ...rest) {
        if (msg && msg.type === "request" && JSON.parse(msg.body).op === "analyse" && !window.__slowed) {
          window.__slowed = true;
          setTimeout(() => send.call(this, msg, ...rest), 20_000);
          return;
        }
        return send.call(this, msg, ...rest);
      };
    }""")
    page.get_by_role("button", name="Exact odds for these rules").click()
    odds = page.locator(f"{SIM} .pr-odds-result")
    expect(odds.locator("progress")).to_be_visible(timeout=5_000)
    expect(odds).to_contain_text("s so far")
    workers = tab.probe()["workers"]
    odds.get_by_role("button", name="Cancel").click()
    expect(odds).to_contain_text("Stopped.")
    expect(page.locator(f"{SIM} .pr-alert")).to_be_empty()
    # The simulator goes on: the odds work out with a new worker.
    page.get_by_role("button", name="Exact odds for these rules").click()
    expect(odds).to_contain_text("Pair Plus house edge", timeout=60_000)
    assert tab.probe()["workers"] == workers + 1
    expect(odds.locator("progress")).to_have_count(0)
    assert not tab.errors, tab.errors

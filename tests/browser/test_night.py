"""The Game night page: a night at a real table over three games ends in a settle-up that
matches the hands entered; a reload keeps the night; export, then import into a new profile,
gives the same night; a broken or tampered file is refused and the night stays. And the whole
night on the screen, with two people and a bot, against the simulator's pass-and-play seam."""

from __future__ import annotations

import contextlib
import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

NIGHT = ".pr-night"
BOOT_MS = 90_000
PLAYERS = ["Ana", "Ben", "Cy"]


def open_night(page, url: str, state: str = "setup") -> None:
    page.goto(url)
    page.wait_for_selector(f'{NIGHT}[data-state="{state}"]', timeout=BOOT_MS)


def wait_idle(page, state: str = "night") -> None:
    page.wait_for_selector(f'{NIGHT}[data-state="{state}"]', timeout=30_000)


def set_up(page, games: list[str], mode: str = "table",
           people: tuple[bool, ...] = (True, True, True)) -> None:
    names = page.locator(f"{NIGHT} input[data-player]")
    for i, name in enumerate(PLAYERS):
        names.nth(i).fill(name)
        page.locator(f"{NIGHT} select[data-player]").nth(i).select_option("person" if people[i] else "bot")
    page.get_by_label("How the hands are played").select_option(mode)
    page.wait_for_selector(f"{NIGHT} input[data-game]")
    for game in games:
        page.locator(f'{NIGHT} input[data-game="{game}"]').check()
    page.get_by_role("button", name="Start the night").click()
    wait_idle(page)


def call(page, name: str) -> None:
    select = page.locator(f"{NIGHT} .pr-night-call select")
    value = select.locator("option", has_text=name).first.get_attribute("value")
    select.select_option(value)
    page.get_by_role("button", name="Call this game").click()
    wait_idle(page)
    expect(page.locator(f"{NIGHT} .pr-night-game")).to_contain_text(name)


def put_in(page, chips: list[int]) -> None:
    for i, n in enumerate(chips):
        page.locator(f'{NIGHT} input[data-put-in="{i}"]').fill(str(n))


def record(page, hands: int) -> None:
    page.get_by_role("button", name="Record the hand").click()
    wait_idle(page)
    expect(page.locator(f"{NIGHT} .pr-night-history tbody tr")).to_have_count(hands)


def totals(page) -> list[int]:
    cells = page.locator(f"{NIGHT} .pr-night-totals td[data-total]")
    return [int(cells.nth(i).get_attribute("data-total")) for i in range(cells.count())]


def settle_up(page) -> list[tuple[int, int, int]]:
    page.get_by_role("button", name="Settle up").click()
    items = page.locator(f"{NIGHT} .pr-night-payments li")
    return [(int(items.nth(i).get_attribute("data-payer")), int(items.nth(i).get_attribute("data-payee")),
             int(items.nth(i).get_attribute("data-chips"))) for i in range(items.count())]


def play_three_games(page) -> list[int]:
    """Three hands at a real table, one per game, each entered another way; the totals the
    hands give, worked out here."""
    set_up(page, ["chaos", "jubilee", "seven-twenty-seven"])
    expected = [0, 0, 0]
    # Hand 1, Ana deals Chaos: 10, 10 and 4 put in; Ben takes the pot of 24.
    call(page, "Chaos")
    put_in(page, [10, 10, 4])
    page.locator(f'{NIGHT} input[data-winner="1"]').check()
    record(page, 1)
    expected = [a + b for a, b in zip(expected, [-10, 14, -4], strict=True)]
    # Hand 2, Ben deals Jubilee (played for points): Cy wins; the two losers pay 10 each.
    call(page, "Jubilee")
    page.locator(f'{NIGHT} input[data-winner="2"]').check()
    record(page, 2)
    expected = [a + b for a, b in zip(expected, [-10, -10, 20], strict=True)]
    # Hand 3, Cy deals 7/27: 6 each; the judge gives the high half to Ana and the low to Cy.
    call(page, "7/27")
    put_in(page, [6, 6, 6])
    page.get_by_label("Type the hands shown and let the judge decide").check()
    for i, cards in enumerate(["7c 2d 2h", "Kd Qs", "5c 2c"]):
        page.locator(f'{NIGHT} input[data-shown="{i}"]').fill(cards)
    page.get_by_role("button", name="Judge the showdown").click()
    verdict = page.locator(f"{NIGHT} .pr-night-verdict")
    expect(verdict).to_contain_text("Ana")
    expect(verdict).to_contain_text("Cy")
    record(page, 3)
    return [a + b for a, b in zip(expected, [3, -6, 3], strict=True)]


def check_settle(page, expected: list[int]) -> None:
    payments = settle_up(page)
    owed = list(expected)
    for payer, payee, chips in payments:
        owed[payer] += chips
        owed[payee] -= chips
    assert owed == [0] * len(expected), payments
    nonzero = sum(1 for t in expected if t)
    assert len(payments) <= nonzero - 1, payments


def test_a_night_at_a_real_table_settles_as_the_hands_entered_and_survives_a_reload(tab):
    page = tab.page
    open_night(page, tab.site.url("night/"))
    expected = play_three_games(page)
    assert totals(page) == expected
    check_settle(page, expected)
    history = page.locator(f"{NIGHT} .pr-night-history").inner_text()
    page.reload()
    wait_idle(page)
    assert totals(page) == expected
    assert page.locator(f"{NIGHT} .pr-night-history").inner_text() == history
    expect(page.locator(f"{NIGHT} h2").filter(has_text="Hand 4")).to_contain_text("Ana deals")
    assert not tab.errors, tab.errors


def test_export_then_import_into_a_new_profile_gives_the_same_night(tab, browser, tmp_path: Path):
    page = tab.page
    open_night(page, tab.site.url("night/"))
    expected = play_three_games(page)
    history = page.locator(f"{NIGHT} .pr-night-history").inner_text()
    with page.expect_download() as info:
        page.get_by_role("button", name="Export the night").click()
    saved = tmp_path / "night.json"
    info.value.save_as(saved)
    assert json.loads(saved.read_text())["format"] == "pokerrules-night"

    other = browser.new_context(service_workers="block")
    try:
        fresh = other.new_page()
        open_night(fresh, tab.site.url("night/"))
        fresh.get_by_label("Import a night from a file").set_input_files(str(saved))
        wait_idle(fresh)
        assert totals(fresh) == expected
        assert fresh.locator(f"{NIGHT} .pr-night-history").inner_text() == history
    finally:
        other.close()


def test_importing_over_a_night_with_hands_asks_first(tab, tmp_path: Path):
    """A night of three hands exported; one taken back; importing the file asks before it
    replaces the two hands on the page: kept once (by keyboard), then replaced."""
    page = tab.page
    open_night(page, tab.site.url("night/"))
    expected = play_three_games(page)
    with page.expect_download() as info:
        page.get_by_role("button", name="Export the night").click()
    saved = tmp_path / "night.json"
    info.value.save_as(saved)
    page.get_by_role("button", name="Take back the last hand").click()
    wait_idle(page)
    rows = page.locator(f"{NIGHT} .pr-night-history tbody tr")
    expect(rows).to_have_count(2)
    two = totals(page)
    assert two != expected

    importer = page.get_by_label("Import a night from a file")
    importer.set_input_files(str(saved))
    question = page.locator(f"{NIGHT} .pr-night-confirm")
    expect(question).to_contain_text(
        "Replace the night on this page (2 hands) with the imported one (3 hands)?")
    expect(page.get_by_role("button", name="Yes, replace it")).to_be_focused()
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")  # "Keep this night"
    expect(question).to_be_hidden()
    expect(importer).to_be_focused()
    expect(rows).to_have_count(2)
    assert totals(page) == two
    kept = json.loads(page.evaluate("() => localStorage.getItem('pokerrules:night:v1')"))
    assert len(kept["night"]["hands"]) == 2

    importer.set_input_files(str(saved))
    page.get_by_role("button", name="Yes, replace it").click()
    wait_idle(page)
    expect(rows).to_have_count(3)
    assert totals(page) == expected
    assert not tab.errors, tab.errors


@pytest.mark.parametrize("damage", ["chips", "not-json", "huge"])
def test_a_broken_or_tampered_file_is_refused_and_the_night_stays(tab, tmp_path: Path, damage: str):
    page = tab.page
    open_night(page, tab.site.url("night/"))
    expected = play_three_games(page)
    file = json.loads(page.evaluate("() => localStorage.getItem('pokerrules:night:v1')"))
    bad = tmp_path / "bad.json"
    if damage == "chips":
        file["night"]["hands"][0]["chips"][0] += 5
        file["night"]["totals"][0] += 5
        bad.write_text(json.dumps(file))
        words = "checksum does not match"
    elif damage == "not-json":
        bad.write_text(json.dumps(file)[:-40])
        words = "not JSON"
    else:
        bad.write_text(json.dumps({**file, "padding": "x" * 400_000}))
        words = "too large"
    page.get_by_label("Import a night from a file").set_input_files(str(bad))
    alert = page.locator(f"{NIGHT} [role=alert]")
    expect(alert).to_be_visible()
    expect(alert).to_contain_text(words)
    expect(alert).to_contain_text("unchanged")
    assert totals(page) == expected
    stored = json.loads(page.evaluate("() => localStorage.getItem('pokerrules:night:v1')"))
    assert stored["night"]["totals"] == expected


def test_a_night_changed_in_storage_is_refused_on_reload(tab):
    page = tab.page
    open_night(page, tab.site.url("night/"))
    set_up(page, ["chaos"])
    page.evaluate("""() => {
      const file = JSON.parse(localStorage.getItem('pokerrules:night:v1'));
      file.night.players[0].name = 'Mallory';
      localStorage.setItem('pokerrules:night:v1', JSON.stringify(file));
    }""")
    page.reload()
    page.wait_for_selector(f'{NIGHT}[data-state="setup"]', timeout=BOOT_MS)
    expect(page.locator(f"{NIGHT} [role=alert]")).to_contain_text("checksum does not match")


def test_start_a_new_night_asks_first(tab):
    page = tab.page
    open_night(page, tab.site.url("night/"))
    set_up(page, ["chaos"])
    page.get_by_role("button", name="Start a new night").click()
    page.get_by_role("button", name="Keep this night").click()
    expect(page.locator(f"{NIGHT} .pr-night-hand")).to_be_visible()
    page.get_by_role("button", name="Start a new night").click()
    page.keyboard.press("Enter")  # the focus is on "Yes, start a new night"
    page.wait_for_selector(f'{NIGHT}[data-state="setup"]')
    assert page.evaluate("() => localStorage.getItem('pokerrules:night:v1')") is None


def test_a_whole_night_on_the_screen_with_two_people_and_a_bot(tab):
    """Three games on the screen, Ana and Ben at the device and Cy a bot: each hand is played to
    its end by pressing the first move offered (the hand-over screens tapped through), and the
    night's settle-up matches the hands recorded from the simulator's events."""
    page = tab.page
    page.emulate_media(reduced_motion="reduce")  # the bots' moves shown at once, not played back
    open_night(page, tab.site.url("night/"))
    set_up(page, ["chaos", "seven-twenty-seven", "suck"], mode="screen", people=(True, True, False))
    page.evaluate("""() => { window.__prHandEnds = [];
      document.addEventListener('pr-hand-end', (e) => window.__prHandEnds.push(e.detail)); }""")
    for number, game in enumerate(["Chaos", "7/27", "Suck"], start=1):
        call(page, game)
        sim = page.locator(f"{NIGHT} .pr-simulator")
        expect(sim).to_have_attribute("data-state", "ready", timeout=BOOT_MS)
        sim.get_by_role("button", name="Deal", exact=True).click()
        # the simulator seats the night's people: their names on the table or the hand-over
        expect(sim).to_contain_text(re.compile("Ana|Ben"), timeout=15_000)
        for _ in range(600):
            if page.locator(f"{NIGHT} .pr-night-history tbody tr").count() >= number:
                break
            # a hand-over screen, or a match's pause between deals
            waiting = page.locator(f"{NIGHT} .pr-handover button:visible, {NIGHT} .pr-deal-next:visible")
            target = waiting if waiting.count() else sim.locator(".pr-action:not([disabled]):visible")
            if target.count():
                # the table is redrawn as the bots move: if it was, try again on the next round
                with contextlib.suppress(PlaywrightError):
                    target.first.click(timeout=2000)
            page.wait_for_timeout(100)
        expect(page.locator(f"{NIGHT} .pr-night-history tbody tr")).to_have_count(number)
    ends = page.evaluate("() => window.__prHandEnds")
    assert len(ends) == 3 and all(e["people"] for e in ends)
    check_settle(page, totals(page))
    assert sum(totals(page)) == 0

"""The 7/27 family in the browser: every member played for one full hand by clicks.

All these tests share one tab (``shared_tab``): Pyodide boots once, on the first page, and
every other page is reached by instant navigation, so the module stays fast. Each test starts
by forgetting what the tab recorded before, then checks its own console errors and requests.

The clicks are chosen from what the engine offers, never from knowledge of a game: take a
card (or ask) twice, then prefer check/call, keep, flip the first card, decline, pass. Lists
in a form (ask: player and rank) are set to their first option.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect
from simkit import SIM, click, deal, log_length, offered, open_rules, page_of, play_hand, stat
from sitekit import family_games

FAMILY = family_games()
IDS = [gid for gid, _ in FAMILY]
SEED = "5"
DRAWS = ("take", "ask")  # optional draws: do each a couple of times, then stop
ORDER = ("check", "call", "keep", "flip", "replace", "decline", "pass", "take", "ask")


def choose(kinds: list[str], clicked: list[str] | int) -> str:
    """Draw (take or ask) a couple of times, then prefer check/call, keep, flip, decline, pass.
    ``clicked`` is the moves so far, or how many draws were made."""
    draws = clicked if isinstance(clicked, int) else sum(k in DRAWS for k in clicked)
    for kind in DRAWS:
        if kind in kinds and draws < 2:
            return kind
    for kind in ORDER:
        if kind in kinds:
            return kind
    others = [k for k in kinds if k != "fold"]
    return others[0] if others else kinds[0]


def test_family_is_known():
    assert len(IDS) >= 16, IDS


@pytest.mark.parametrize("game", IDS)
def test_one_hand_by_clicks(shared_tab, game):
    tab = shared_tab
    tab.reset_records()
    tab.visit(page_of(game), variant=game)
    page = tab.page
    hands_before = int(stat(page, "hands"))
    deal(tab, SEED)

    # What the reader sees at the start: their own face-down card(s), marked as such, and
    # the table facts (the pot).
    mine = page.locator(f"{SIM} .pr-hand--mine")
    expect(mine).to_have_count(1)
    secret = mine.locator(".pr-card--secret")
    assert secret.count() >= 1, "no face-down card of the reader's is shown"
    assert "only you see it" in secret.first.locator(".pr-sr-only").inner_text()
    expect(page.locator(f"{SIM} .pr-legend")).to_be_visible()
    expect(page.locator(f"{SIM} .pr-info")).to_contain_text(re.compile(r"Pot \d"))
    # Nobody else's face-down card is shown.
    others = page.locator(f"{SIM} .pr-hand:not(.pr-hand--mine) .pr-card--hole")
    expect(others).to_have_count(0)
    log_at_deal = log_length(page)

    clicked = play_hand(tab, choose, limit=80)

    assert clicked, "the hand needed no decision from the reader"
    result = page.locator(f"{SIM} .pr-result")
    expect(result).to_be_visible()
    assert result.locator("li").count() >= 1
    expect(page.locator(f"{SIM} .pr-actions")).to_be_hidden()
    assert log_length(page) > log_at_deal, "the hand history did not grow"
    assert stat(page, "hands") == str(hands_before + 1)
    expect(page.locator(f"{SIM} .pr-seed")).to_have_text(SEED)
    probe = tab.probe()
    assert probe["boots"] == 1 and probe["workers"] == 1, probe
    assert not tab.errors, tab.errors
    assert not tab.offsite, tab.offsite


def test_out_of_range_bet_shows_the_engines_message(shared_tab):
    tab = shared_tab
    tab.reset_records()
    game = "seven-twenty-seven"
    tab.visit(page_of(game), variant=game)
    page = tab.page
    # A fixed-limit bet is one button; pot limit asks for an amount.
    betting = page.get_by_label("Betting", exact=True)
    open_rules(page)
    betting.select_option(label="Pot limit")
    deal(tab, seed="1")
    amount = page.locator(f'{SIM} .pr-actions input[type="number"]')
    for _ in range(20):  # play (checking) until an amount is asked for
        if amount.count():
            break
        kinds = offered(page)
        assert kinds, "the hand ended before any bet was offered"
        click(page, choose(kinds, 2))
        tab.wait_ready()
    box = amount.first
    low, high = int(box.get_attribute("min")), int(box.get_attribute("max"))
    log_before = log_length(page)
    box.fill(str(high + 1))
    box.press("Enter")
    tab.wait_ready()
    alert = page.locator(SIM).get_by_role("alert")
    # The engine's own sentence, naming the range and the refused amount.
    expect(alert).to_contain_text(f"from {low} to {high}")
    expect(alert).to_contain_text(f"not {high + 1}")
    assert "Traceback" not in alert.inner_text()
    # Nothing happened: the same choice is open, and focus is back in the box.
    assert log_length(page) == log_before
    expect(page.locator(f'{SIM} .pr-actions input[type="number"]').first).to_be_focused()
    # A legal amount clears the message and the hand goes on.
    page.locator(f'{SIM} .pr-actions input[type="number"]').first.fill(str(low))
    page.locator(f'{SIM} .pr-actions input[type="number"]').first.press("Enter")
    tab.wait_ready()
    expect(page.locator(f"{SIM} .pr-alert")).to_be_empty()
    assert log_length(page) > log_before
    assert not tab.errors, tab.errors
    open_rules(page)  # the chosen rules are kept: leave the default for the next tests
    betting.select_option(label="Fixed limit")


def test_card_and_list_choices_by_keyboard(shared_tab):
    """A card choice is one button per card, named with the card's text; list choices are
    labelled selects; both work from the keyboard."""
    tab = shared_tab
    tab.reset_records()
    page = tab.page
    game = "seven-twenty-seven-twists"
    tab.visit(page_of(game), variant=game)
    page.get_by_label("Seed (optional)").fill("3")
    page.get_by_label("Seed (optional)").press("Enter")
    tab.wait_ready()
    group = page.locator(f'{SIM} .pr-actions [role="group"][data-kind="flip"]')
    expect(group).to_have_count(1)
    buttons = group.get_by_role("button")
    assert buttons.count() >= 2
    first = buttons.first
    name = first.get_attribute("aria-label")
    code = first.get_attribute("data-card")
    text = page.locator(f'{SIM} .pr-hand--mine .pr-card[data-code="{code}"] .pr-sr-only').inner_text()
    assert name.startswith("Turn face up") and text.split(",")[0] in name, (name, text)
    expect(first).to_be_focused()  # focus moved to the first choice after the deal
    page.keyboard.press("Enter")
    tab.wait_ready()
    flipped = page.locator(f'{SIM} .pr-hand--mine .pr-card[data-code="{code}"]')
    expect(flipped).to_have_attribute("data-up", "true")
    expect(flipped).not_to_have_class(re.compile("pr-card--secret"))

    game = "go-fish"
    tab.visit(page_of(game), variant=game)
    deal(tab, seed="2")
    for _ in range(20):
        if page.locator(f'{SIM} .pr-actions form[data-kind="ask"]').count():
            break
        click(page, choose(offered(page), 2))
        tab.wait_ready()
    form = page.locator(f'{SIM} .pr-actions form[data-kind="ask"]')
    expect(form).to_have_count(1)
    player = form.get_by_label(re.compile(r"player", re.I))
    rank = form.get_by_label(re.compile(r"rank", re.I))
    expect(player).to_have_count(1)
    expect(rank).to_have_count(1)
    log_before = log_length(page)
    player.focus()
    page.keyboard.press("Tab")
    expect(rank).to_be_focused()
    page.keyboard.press("Tab")
    expect(form.get_by_role("button", name="Ask")).to_be_focused()
    page.keyboard.press("Enter")
    tab.wait_ready()
    expect(page.locator(f"{SIM} .pr-alert")).to_be_empty()
    assert log_length(page) > log_before
    assert not tab.errors, tab.errors


@pytest.mark.parametrize("width", [1280, 400])
def test_eight_seats_and_a_long_hand_fit(shared_tab, width, tmp_path_factory):
    """Eight seats and a hand of ten cards or more lay out without sideways scrolling."""
    tab = shared_tab
    tab.reset_records()
    page = tab.page
    page.set_viewport_size({"width": width, "height": 900})
    try:
        game = "seven-twenty-seven"
        tab.visit(page_of(game), variant=game)
        deal(tab, seed="11", seats="8")
        mine = page.locator(f"{SIM} .pr-hand--mine .pr-card")
        for _ in range(40):
            if page.locator(f"{SIM} .pr-result li").count() or mine.count() >= 10:
                break
            kinds = offered(page)
            kind = "take" if "take" in kinds else choose(kinds, 2)
            click(page, kind)
            tab.wait_ready()
        assert page.locator(f"{SIM} .pr-hand").count() == 8
        assert mine.count() >= 8, mine.count()
        overflow = page.evaluate("""() => {
          const sim = document.querySelector('.pr-simulator');
          const wide = [...sim.querySelectorAll('*')].filter(
            (e) => e.getBoundingClientRect().right > sim.getBoundingClientRect().right + 1);
          return {page: document.documentElement.scrollWidth - window.innerWidth,
                  sim: sim.scrollWidth - sim.clientWidth,
                  wide: wide.slice(0, 5).map((e) => e.className || e.tagName)};
        }""")
        assert overflow["page"] <= 0 and overflow["sim"] <= 0 and not overflow["wide"], overflow
        out = tmp_path_factory.getbasetemp() / f"family-8-seats-{width}.png"
        page.locator(SIM).screenshot(path=str(out))
        assert not tab.errors, tab.errors
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})

"""What the browser tests of the simulator share: finding things on a game page, dealing, and
playing a hand to its end by clicks chosen from what the engine offers."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import expect

SIM = ".pr-simulator"


def page_of(game: str) -> str:
    return f"games/{game}/"


def stat(page, key: str) -> str:
    return page.locator(f'{SIM} [data-stat="{key}"] dd').inner_text().strip()


def log_length(page) -> int:
    return page.locator(f"{SIM} .pr-log-list li").count()


def history(page) -> str:
    return "\n".join(page.locator(f"{SIM} .pr-log-list li").all_inner_texts())


def deal(tab, seed: str, seats: str | None = None):
    page = tab.page
    if seats is not None:
        page.get_by_label("Players (you are seat 1)").select_option(seats)
    page.get_by_label("Seed (optional)").fill(seed)
    page.get_by_role("button", name="Deal", exact=True).click()
    tab.wait_ready()
    expect(page.locator(f"{SIM} .pr-table")).to_be_visible()


def offered(page) -> list[str]:
    kinds = page.locator(f"{SIM} .pr-actions button[data-kind]").evaluate_all(
        "els => els.map(e => e.dataset.kind)")
    return list(dict.fromkeys(kinds))


def click(page, kind: str):
    """Press the first button of ``kind``; a form's lists are set to their first option."""
    button = page.locator(f'{SIM} .pr-actions button[data-kind="{kind}"]').first
    form = page.locator(f'{SIM} .pr-actions form[data-kind="{kind}"]')
    if form.count():
        for select in form.first.locator("select").all():
            select.select_option(index=0)
    button.click()


def play_hand(tab, choose: Callable[[list[str], list[str]], str], limit: int) -> list[str]:
    """Click until the hand is over: ``choose(offered kinds, kinds clicked so far)`` picks each
    move. Returns the kinds clicked; fails if the hand does not end within ``limit`` clicks."""
    page = tab.page
    clicked: list[str] = []
    for _ in range(limit):
        tab.wait_ready()
        if page.locator(f"{SIM} .pr-result li").count():
            return clicked
        expect(page.locator(f"{SIM} .pr-alert")).to_be_empty()
        kinds = offered(page)
        assert kinds, "the hand is not over but no action is offered"
        kind = choose(kinds, clicked)
        click(page, kind)
        clicked.append(kind)
    pytest.fail(f"the hand did not end after {limit} actions: {clicked}")

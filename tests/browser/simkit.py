"""What the browser tests of the simulator share: finding things on a game page, dealing, and
playing a hand to its end by clicks chosen from what the engine offers.

``deal`` asks the page for reduced motion (``prefers-reduced-motion: reduce``), so the other
players' moves are shown at once rather than played back one at a time, and a test waits for no
playback; tests of the playback itself turn it back on with ``motion(page, True)``. A hand still
on (kept from an earlier test of a shared visit) is abandoned when the confirmation asks.
"""

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


def motion(page, on: bool):
    """Let the page animate (True) or ask it for reduced motion (False)."""
    page.emulate_media(reduced_motion="no-preference" if on else "reduce")


def open_rules(page):
    """Unfold the house rules (folded while a hand is on)."""
    rules = page.locator(f"{SIM} details.pr-rules")
    if rules.count() and rules.get_attribute("open") is None:
        rules.locator("summary").click()
    expect(rules).to_have_attribute("open", "")


def press_deal(tab):
    """Press Deal; if a hand is on, abandon it when asked. Does not wait."""
    page = tab.page
    page.get_by_role("button", name="Deal", exact=True).click()
    yes = page.locator(f"{SIM} .pr-confirm-yes")
    if yes.count():
        yes.click()


def deal(tab, seed: str, seats: str | None = None, *, animate: bool = False):
    page = tab.page
    motion(page, animate)
    open_rules(page)
    if seats is not None:
        page.get_by_label("Players (you are seat 1)").select_option(seats)
    page.get_by_label("Seed (optional)").fill(seed)
    press_deal(tab)
    tab.wait_ready()
    expect(page.locator(f"{SIM} .pr-table")).to_be_visible()


def offered(page) -> list[str]:
    kinds = page.locator(f"{SIM} .pr-actions button[data-kind]").evaluate_all(
        "els => els.map(e => e.dataset.kind)")
    return list(dict.fromkeys(kinds))


def click(page, kind: str):
    """Press the first button of ``kind``; a form's lists are set to their first option; for a
    choice of several cards, the fewest allowed (at least one) are chosen, the first ones, and
    sent."""
    button = page.locator(f'{SIM} .pr-actions button[data-kind="{kind}"]').first
    several = page.locator(f'{SIM} .pr-actions [data-pick-min][data-kind="{kind}"]')
    if several.count():
        group = several.first
        toggles = group.locator("button[aria-pressed]")
        for index in range(max(1, int(group.get_attribute("data-pick-min") or "1"))):
            toggles.nth(index).click()
            expect(toggles.nth(index)).to_have_attribute("aria-pressed", "true")
        group.locator("button[data-send]").click()
        return
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
        if page.locator(f"{SIM} .pr-result:not([hidden])").count():
            return clicked
        expect(page.locator(f"{SIM} .pr-alert")).to_be_empty()
        if page.locator(f"{SIM} .pr-deal-end:not([hidden]) .pr-deal-next").count():
            page.locator(f"{SIM} .pr-deal-next").click()  # a match paused at a deal's end
            continue
        kinds = offered(page)
        assert kinds, "the hand is not over but no action is offered"
        kind = choose(kinds, clicked)
        click(page, kind)
        clicked.append(kind)
    pytest.fail(f"the hand did not end after {limit} actions: {clicked}")


def saved(page, variant: str) -> dict | None:
    """What the simulator keeps in localStorage for ``variant``."""
    return page.evaluate("(key) => JSON.parse(localStorage.getItem(key))", f"pokerrules:v1:{variant}")


def open_game(tab, game: str):
    """Forget what the tab recorded, go to ``game``'s page, and return the page."""
    tab.reset_records()
    tab.visit(page_of(game), variant=game)
    return tab.page


def set_rules(page, game: str, rules: dict[str, str]) -> dict[str, dict[str, str]]:
    """Choose house rules in the form (the simulator remembers the last ones per game); returns
    each option's choice labels by value."""
    from pokerrules.lookup.registry import get

    labels = {o.name: {c.value: c.label for c in o.choices} for o in get(game).options}
    open_rules(page)
    for name, value in rules.items():
        select = page.locator(f'{SIM} .pr-field[data-option="{name}"] select')
        select.select_option(label=labels[name][value])
    return labels


def first_of(kinds: list[str], prefer: tuple[str, ...], avoid: tuple[str, ...] = ("fold",)) -> str:
    """The first of ``prefer`` among the moves offered (``kinds``); else the first offered move
    not in ``avoid``; else the first offered. The tests' quiet ways through a hand."""
    for kind in prefer:
        if kind in kinds:
            return kind
    others = [k for k in kinds if k not in avoid]
    return others[0] if others else kinds[0]

"""Saved hands and the protocol version (issue 21, point 7): a hand saved by a page from before
histories carried a version (no ``protocol`` in its history) is restored and plays on, and the
next history the page keeps carries the version; a hand saved by a newer version is discarded
with a note saying why, and the page still deals."""

from __future__ import annotations

import json

from playwright.sync_api import expect
from simkit import SIM, click, deal, first_of, history, motion, offered, open_game, saved

from pokerrules.table.protocol import PROTOCOL

GAME = "seven-twenty-seven"
KEY = f"pokerrules:v1:{GAME}"


def _calm(kinds: list[str]) -> str:
    return first_of(kinds, ("check", "call", "decline", "pass", "keep", "flip"), ("fold", "take"))


def _save(page, data: dict) -> None:
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [KEY, json.dumps(data)])


def _hand_in_play(tab):
    page = open_game(tab, GAME)
    deal(tab, "9", "4")
    if offered(page):
        click(page, _calm(offered(page)))
        tab.wait_ready()
    assert offered(page), "pick a seed whose hand lasts"
    return page


def test_a_hand_saved_without_a_version_is_restored_and_plays_on(shared_tab):
    tab = shared_tab
    page = _hand_in_play(tab)
    data = saved(page, GAME)
    assert data["hand"]["history"]["protocol"] == PROTOCOL
    del data["hand"]["history"]["protocol"]
    _save(page, data)
    before = history(page), offered(page)

    page.reload()
    tab.wait_ready()
    motion(page, False)
    expect(page.locator(f"{SIM} .pr-note")).to_contain_text("restored")
    assert (history(page), offered(page)) == before
    click(page, _calm(offered(page)))
    tab.wait_ready()
    assert saved(page, GAME)["hand"]["history"]["protocol"] == PROTOCOL
    assert not tab.errors, tab.errors


def test_a_hand_saved_by_a_newer_version_is_discarded_with_a_reason(shared_tab):
    tab = shared_tab
    page = _hand_in_play(tab)
    data = saved(page, GAME)
    data["hand"]["history"]["protocol"] = PROTOCOL + 1
    _save(page, data)

    page.reload()
    tab.wait_ready()
    note = page.locator(f"{SIM} .pr-note")
    expect(note).to_contain_text("discarded")
    expect(note).to_contain_text("newer version of pokerrules")
    assert saved(page, GAME)["hand"] is None
    expect(page.locator(f"{SIM} .pr-alert")).to_be_empty()
    deal(tab, "9", "4")
    assert offered(page)
    assert not tab.errors, tab.errors

"""The Learn page: in the navigation, every registered game listed in the registry's order with
every lesson the engine has (the basics first), each linking to its game page's Learn section,
the stars earned so far filled in from the browser's store, and "Clear stars" asking first. A
store that cannot be read is discarded, with a message."""

from __future__ import annotations

import re

import pytest
from learnkit import LESSONS, lessons_of, play_lesson_by_clicks, wait_lessons
from playwright.sync_api import expect
from simkit import open_game

from pokerrules.lookup.registry import variants

GAMES = [v.id for v in variants()]
STORE = "pokerrules:learn:v1"


def open_learn(tab):
    page = tab.page
    page.goto(tab.site.url("learn/"))
    expect(page.locator(".pr-learn")).to_have_attribute("data-state", "ready")
    return page


def test_the_learn_page_lists_every_game_and_lesson(tab):
    page = open_learn(tab)
    nav = page.locator(".md-nav--primary").get_by_role("link", name="Learn", exact=True)
    expect(nav.first).to_have_count(1)
    listed = page.locator(".pr-learn-game").evaluate_all("els => els.map((e) => e.dataset.game)")
    assert listed == GAMES
    lessons = lessons_of(page, None)
    slots = page.locator("[data-stars-for]").evaluate_all("els => els.map((e) => e.dataset.starsFor)")
    assert slots == [f"{lesson['game']}/{lesson['id']}" for lesson in lessons]
    for lesson in lessons:
        key = f'{lesson["game"]}/{lesson["id"]}'
        item = page.locator(f'.pr-learn-game [data-stars-for="{key}"]').locator("xpath=..")
        if item.count():  # a game's lesson (the basics are played on this page)
            expect(item).to_contain_text(lesson["title"])
            expect(item).to_contain_text(f"{len(lesson['steps'])} step")
            href = item.locator("a").get_attribute("href")
            assert href.endswith(f"games/{lesson['game']}/#learn"), href
    without = [g for g in GAMES if not any(lesson["game"] == g for lesson in lessons)]
    for game in without:
        expect(page.locator(f'.pr-learn-game[data-game="{game}"]')).to_contain_text("no lesson yet")
    assert not tab.errors, tab.errors


def test_stars_earned_show_on_the_learn_page_and_are_cleared_there(tab):
    page = open_learn(tab)
    game, lesson = next((g, found[0]) for g in GAMES if (found := lessons_of(page, g)))
    page = open_game(tab, game)
    wait_lessons(page, game)
    play_lesson_by_clicks(page, lesson)
    key = f"{game}/{lesson['id']}"
    page = open_learn(tab)
    slot = page.locator(f'[data-stars-for="{key}"]')
    expect(slot).to_have_attribute("data-stars", "3")
    expect(slot).to_contain_text("3 of 3 stars")
    clear = page.locator(".pr-learn-clear")
    clear.click()
    confirm = page.locator(".pr-learn .pr-stars-confirm")
    expect(confirm).to_be_visible()
    page.keyboard.press("Escape")  # asks first; Escape keeps them
    expect(confirm).to_be_hidden()
    expect(slot).to_have_attribute("data-stars", "3")
    clear.click()
    confirm.locator(".pr-stars-yes").click()
    expect(slot).to_have_attribute("data-stars", "0")
    expect(page.locator(".pr-learn .pr-live").last).to_contain_text("cleared")
    assert page.evaluate("(key) => JSON.parse(localStorage.getItem(key)).stars", STORE) == {}
    # The lesson's link leads to its game page's Learn section. (The theme's anchor tracking
    # rewrites the fragment to the heading in view as the page settles, so the address after
    # the click may have lost "#learn": a CI run on a loaded machine saw that.)
    link = page.locator(f'.pr-learn-game[data-game="{game}"] > a')
    expect(link).to_have_attribute("href", re.compile(rf"/games/{game}/#learn$"))
    link.click()
    page.wait_for_url(re.compile(rf"/games/{game}/(#[\w-]*)?$"))
    expect(page.locator(f'{LESSONS}[data-variant="{game}"]')).to_be_visible()
    assert not tab.errors, tab.errors


def test_a_store_that_cannot_be_read_is_discarded_with_a_message(tab):
    game = GAMES[0]
    page = open_game(tab, game)
    bad = {"v": 1, "stars": {"x/y": 7}, "drill": {}}  # no lesson has 7 stars
    page.evaluate("([key, bad]) => localStorage.setItem(key, JSON.stringify(bad))", [STORE, bad])
    page = open_learn(tab)
    expect(page.locator(".pr-learn .pr-alert")).to_contain_text("could not be read")
    assert page.evaluate("(key) => localStorage.getItem(key)", STORE) is None
    assert page.locator("[data-stars-for]").evaluate_all("els => els.every((e) => e.dataset.stars === '0')")


def test_the_shared_basics_are_played_on_the_learn_page(tab):
    """The basics (the first lessons of the `lessons` op) are played on the Learn page itself."""
    page = open_learn(tab)
    block = page.locator(f".pr-learn {LESSONS}[data-basics]")
    if not block.count():
        assert not page.locator("#basics").count()
        pytest.skip("no shared basics are declared yet")
    count = int(block.get_attribute("data-basics"))
    basics = lessons_of(page, None)[:count]
    expect(block).to_have_attribute("data-state", "ready")
    ids = block.locator(".pr-lesson-item").evaluate_all("els => els.map((e) => e.dataset.lesson)")
    assert ids == [lesson["id"] for lesson in basics]
    for lesson in basics:
        player = play_lesson_by_clicks(page, lesson)
        expect(player).to_have_attribute("data-stars", "3")
        player.locator(".pr-lesson-close").click()
    assert not tab.errors, tab.errors

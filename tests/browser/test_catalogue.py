"""The games catalogue on a phone, and its filters, against the package's own catalogue.

The page lists one block per game (pokerrules.pages.docs_tables.catalogue); docs/javascripts/
catalogue.js adds a family list, a number-of-players list and a check box per tag. Each filter
must leave exactly the games that the package's catalogue (the API's ``catalogue`` op) says fit.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from pokerrules.api import handle

GAMES = json.loads(handle('{"op":"catalogue"}'))["games"]
ALL_IDS = [g["id"] for g in GAMES]
FAMILIES = list(dict.fromkeys(g["family"] for g in GAMES))
TAGS = list(dict.fromkeys(t for g in GAMES for t in g["tags"]))
PHONE = {"width": 390, "height": 844}
PAGE = "games/"
FILTERS = ".pr-catalogue-filters"
AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"


def open_catalogue(tab, viewport=PHONE):
    tab.page.set_viewport_size(viewport)
    tab.goto(PAGE, ready=False)
    tab.page.wait_for_selector(FILTERS)
    return tab.page


def shown(page) -> list[str]:
    """The ids of the games the reader can see, in page order."""
    return page.eval_on_selector_all(
        ".pr-catalogue > .pr-game",
        "items => items.filter(i => i.offsetParent !== null).map(i => i.dataset.id)")


def count_text(n: int) -> str:
    return "No game matches these filters." if n == 0 else f"{n} game{'s' if n != 1 else ''} shown"


def expect_shown(page, ids: list[str]) -> None:
    expect(page.locator(".pr-catalogue-count")).to_have_text(count_text(len(ids)))
    assert shown(page) == ids


def test_the_package_has_games_to_filter():
    assert len(GAMES) >= 20 and len(FAMILIES) >= 3 and len(TAGS) >= 3
    # Every filter below must be able to narrow the list, or it would prove nothing.
    assert any(g["players"]["min"] > 1 for g in GAMES)


def test_on_a_phone_every_game_is_listed_and_nothing_scrolls_sideways(tab):
    page = open_catalogue(tab)
    expect_shown(page, ALL_IDS)
    widths = page.evaluate(
        "() => ({scroll: document.documentElement.scrollWidth, inner: window.innerWidth})")
    assert widths["scroll"] <= widths["inner"], widths
    # Each game's block fits inside the screen, and the blocks stack in one column.
    boxes = page.eval_on_selector_all(
        ".pr-catalogue > .pr-game", "items => items.map(i => i.getBoundingClientRect().toJSON())")
    assert all(b["left"] >= 0 and b["right"] <= PHONE["width"] for b in boxes), boxes
    assert len({round(b["left"]) for b in boxes}) == 1
    # Each block names its game as a link to its page.
    links = page.eval_on_selector_all(
        ".pr-catalogue .pr-game-name a", "links => links.map(a => a.getAttribute('href'))")
    assert [re.sub(r"/$", "", h).split("/")[-1] for h in links] == ALL_IDS
    assert tab.errors == [] and tab.offsite == []


def test_without_javascript_every_game_is_listed(browser, site):
    context = browser.new_context(java_script_enabled=False, viewport=PHONE)
    try:
        page = context.new_page()
        page.goto(site.url(PAGE))
        ids = page.eval_on_selector_all(".pr-catalogue > .pr-game", "items => items.map(i => i.dataset.id)")
        assert ids == ALL_IDS
        assert page.locator(FILTERS).count() == 0
        width = page.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
        assert width <= 0
    finally:
        context.close()


def test_the_controls_are_labelled(tab):
    page = open_catalogue(tab)
    expect(page.get_by_label("Family", exact=True)).to_have_count(1)
    expect(page.get_by_label("Number of players", exact=True)).to_have_count(1)
    for tag in TAGS:
        expect(page.get_by_role("checkbox", name=tag, exact=True)).to_have_count(1)
    expect(page.locator(".pr-catalogue-count")).to_have_attribute("aria-live", "polite")


@pytest.mark.parametrize("family", FAMILIES)
def test_family_filter(tab, family):
    page = open_catalogue(tab)
    page.get_by_label("Family", exact=True).select_option(family)
    expected = [g["id"] for g in GAMES if g["family"] == family]
    assert 0 < len(expected) < len(GAMES)
    expect_shown(page, expected)


@pytest.mark.parametrize("players", [1, 2, 6, 7, 8])
def test_players_filter(tab, players):
    page = open_catalogue(tab)
    page.get_by_label("Number of players", exact=True).select_option(str(players))
    expected = [g["id"] for g in GAMES if g["players"]["min"] <= players <= g["players"]["max"]]
    assert len(expected) > 0
    expect_shown(page, expected)


def test_players_filters_narrow_the_list(tab):
    """Across the numbers offered, at least one leaves out some games."""
    page = open_catalogue(tab)
    offered = page.eval_on_selector_all(
        "#" + page.get_by_label("Number of players", exact=True).get_attribute("id") + " option",
        "options => options.map(o => o.value).filter(Boolean)")
    most = max(g["players"]["max"] for g in GAMES)
    assert offered == [str(n) for n in range(min(g["players"]["min"] for g in GAMES), most + 1)]
    narrowed = 0
    for value in offered:
        page.get_by_label("Number of players", exact=True).select_option(value)
        n = int(value)
        expected = [g["id"] for g in GAMES if g["players"]["min"] <= n <= g["players"]["max"]]
        expect_shown(page, expected)
        narrowed += len(expected) < len(GAMES)
    assert narrowed >= 2


@pytest.mark.parametrize("tag", TAGS)
def test_tag_filter(tab, tag):
    page = open_catalogue(tab)
    page.get_by_role("checkbox", name=tag, exact=True).check()
    expect_shown(page, [g["id"] for g in GAMES if tag in g["tags"]])


def test_filters_combine_and_reset(tab):
    page = open_catalogue(tab)
    page.get_by_label("Family", exact=True).select_option("7/27")
    page.get_by_role("checkbox", name="high-low", exact=True).check()
    page.get_by_role("checkbox", name="draw", exact=True).check()
    expected = [g["id"] for g in GAMES if g["family"] == "7/27"
                and {"high-low", "draw"} <= set(g["tags"])]
    assert 0 < len(expected) < sum(g["family"] == "7/27" for g in GAMES)
    expect_shown(page, expected)
    page.get_by_label("Number of players", exact=True).select_option("1")
    expect_shown(page, [])
    page.get_by_role("button", name="Show every game").click()
    expect_shown(page, ALL_IDS)


def test_the_filters_mount_after_instant_navigation(tab):
    """Reached by a link from another page (Material's instant navigation), the list still
    gets its filters, once."""
    page = tab.page
    page.set_viewport_size(PHONE)
    tab.goto("poker-hands/", ready=False)
    page.evaluate("""(url) => {
      window.__prVisitMarker = true;
      const a = document.createElement('a');
      a.href = url;
      a.textContent = 'games';
      document.querySelector('.md-content').append(a);
      a.click();
    }""", tab.site.url(PAGE))
    page.wait_for_url(re.compile(re.escape(tab.site.url(PAGE)) + r"(#[^/]*)?$"))
    page.wait_for_selector(FILTERS)
    assert page.evaluate("() => window.__prVisitMarker === true"), "the page was loaded afresh"
    expect(page.locator(FILTERS)).to_have_count(1)
    page.get_by_label("Family", exact=True).select_option("Suck")
    expect_shown(page, [g["id"] for g in GAMES if g["family"] == "Suck"])


@pytest.mark.parametrize(("scheme", "material"), [("light", "default"), ("dark", "slate")])
def test_the_catalogue_passes_axe_in_both_schemes(tab, scheme, material):
    """axe-core (contrast included) on the filters and the list, with some filters in use."""
    if not AXE.is_file():
        pytest.fail(f"{AXE} is missing: run scripts/setup.sh", pytrace=False)
    tab.page.emulate_media(color_scheme=scheme)
    page = open_catalogue(tab)
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", material)
    page.get_by_role("checkbox", name="stud", exact=True).check()
    page.get_by_label("Family", exact=True).select_option("7/27")
    page.add_script_tag(path=str(AXE))
    violations = page.evaluate("""async () => {
      const r = await window.axe.run({include: [['.pr-catalogue-filters'], ['.pr-catalogue']]},
                                     {resultTypes: ['violations']});
      return r.violations.map((v) => `${v.id} [${v.impact}]: ` +
        v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ' ' + n.failureSummary).join('; '));
    }""")
    assert violations == []

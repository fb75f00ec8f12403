"""The home page sells the site: every game the package registers, family by family, three ways
in (a random game, the catalogue, the Learn page), a line each for what else the site does, a
title of its own; and the catalogue's filters kept in the address, its tags linked to
their meanings.

The games and their families come from the package (the API's ``catalogue`` op), so a game added
to the registry and missing from the home page fails here.
"""

from __future__ import annotations

import json
import re
from urllib.parse import parse_qs, urlsplit

from playwright.sync_api import expect
from simkit import SIM

from pokerrules.api import handle

GAMES = json.loads(handle('{"op":"catalogue"}'))["games"]
NAMES = {g["id"]: g["name"] for g in GAMES}
BY_FAMILY: dict[str, list[str]] = {}
for _game in GAMES:
    BY_FAMILY.setdefault(_game["family"], []).append(_game["id"])
TAGS = list(dict.fromkeys(t for g in GAMES for t in g["tags"]))
CATALOGUE = "games/"
FILTERS = ".pr-catalogue-filters"


def home_families(page) -> dict[str, list[str]]:
    """Each family block of the home page: its heading, and the ids of the games it links to."""
    return page.evaluate("""() => Object.fromEntries(
      [...document.querySelectorAll('.pr-home-families .pr-home-family')].map((s) => [
        s.querySelector('h3').textContent.replace(/¶$/, '').trim(),
        [...s.querySelectorAll('a[data-game]')].map((a) => a.dataset.game)]))""")


def shown(page) -> list[str]:
    return page.eval_on_selector_all(
        ".pr-catalogue > .pr-game",
        "items => items.filter(i => i.offsetParent !== null).map(i => i.dataset.id)")


def chosen(page) -> dict:
    """What the catalogue's controls say now."""
    return {
        "family": page.get_by_label("Family", exact=True).input_value(),
        "players": page.get_by_label("Number of players", exact=True).input_value(),
        "tags": [t for t in TAGS if page.get_by_role("checkbox", name=t, exact=True).is_checked()],
    }


def query(page) -> dict[str, list[str]]:
    return parse_qs(urlsplit(page.url).query)


def test_the_home_page_lists_every_registered_game_by_family(tab):
    tab.goto("", ready=False)
    page = tab.page
    assert len(GAMES) >= 30 and len(BY_FAMILY) >= 10
    assert home_families(page) == BY_FAMILY
    # Each game is named as the package names it, and its link opens its page.
    for game_id, name in NAMES.items():
        link = page.locator(f'.pr-home-families a[data-game="{game_id}"]')
        expect(link).to_have_text(name)
        assert urlsplit(link.evaluate("a => a.href")).path == f"/pokerrules/games/{game_id}/"
    # The count in the first paragraph is the registry's, not a number typed in.
    families = "family" if len(BY_FAMILY) == 1 else "families"
    expect(page.locator("article p").first).to_contain_text(
        f"{len(GAMES)} games in {len(BY_FAMILY)} {families}")
    # A family of several games leads to the catalogue filtered to it.
    for family, ids in BY_FAMILY.items():
        more = page.locator(f'.pr-home-family[data-family="{family}"] a.pr-home-more')
        expect(more).to_have_count(1 if len(ids) > 1 else 0)
    assert tab.errors == [] and tab.offsite == []


def test_the_home_page_has_a_title_of_its_own(tab):
    tab.goto("", ready=False)
    title = tab.page.title()
    assert title != "pokerrules - pokerrules"
    assert "pokerrules" in title and len(title.replace("pokerrules", "").strip(" -:")) > 10, title


def test_play_a_random_game_opens_that_games_simulator(tab):
    # The pick is Math.random's: fixed here, so the test knows which game it must be.
    tab.page.add_init_script("Math.random = () => 0.5;")
    tab.goto("", ready=False)
    page = tab.page
    ids = [i for family in BY_FAMILY.values() for i in family]
    expected = ids[len(ids) // 2]
    play = page.get_by_role("link", name="Play a random game")
    expect(play).to_have_attribute("data-game", expected)
    play.click()
    page.wait_for_url(re.compile(rf"/games/{re.escape(expected)}/#try-it$"))
    page.wait_for_selector(f'{SIM}[data-variant="{expected}"][data-state="ready"]',
                           timeout=tab.boot_timeout_ms)
    expect(page.get_by_role("button", name="Deal", exact=True).first).to_be_visible()
    assert tab.errors == [] and tab.offsite == []


def test_play_a_random_game_picks_among_all_the_games(tab):
    """Two different draws of Math.random lead to two different games, each from the list."""
    picks = []
    for value in (0.0, 0.999):
        tab.page.add_init_script(f"Math.random = () => {value};")
        tab.goto("", ready=False)
        picks.append(tab.page.get_by_role("link", name="Play a random game").get_attribute("data-game"))
    ids = [i for family in BY_FAMILY.values() for i in family]
    assert picks == [ids[0], ids[-1]]


def test_the_home_page_says_what_the_site_does_and_learn_a_game_is_a_way_in(tab):
    """Three ways in, the third to the Learn page, followed by keyboard alone; a line each for
    the lessons and the drill, the coach, Game night and the printed cards, linking to them."""
    tab.goto("", ready=False)
    page = tab.page
    expect(page.locator(".pr-home-play a")).to_have_text(
        ["Play a random game", "Choose from the catalogue", "Learn a game"])
    lines = page.locator("article li").filter(has=page.locator("strong"))
    for words, target in (("Who wins?", "learn/"), ("Coach", "learn/#the-coach-at-the-table"),
                          ("Game night", "night/"), ("Print", "cards/")):
        line = lines.filter(has_text=words).first
        expect(line).to_be_visible()
        hrefs = line.locator("a").evaluate_all("links => links.map((a) => a.href)")
        assert tab.site.url(target) in hrefs, (words, hrefs)
    page.get_by_role("link", name="Choose from the catalogue", exact=True).focus()
    page.keyboard.press("Tab")
    learn = page.get_by_role("link", name="Learn a game", exact=True)
    expect(learn).to_be_focused()
    page.keyboard.press("Enter")
    page.wait_for_url(tab.site.url("learn/"))
    expect(page.locator(".md-content h1").first).to_have_text(re.compile(r"^Learn"))
    assert tab.errors == [] and tab.offsite == []


def test_a_family_link_opens_the_catalogue_filtered_to_it(tab):
    tab.goto("", ready=False)
    page = tab.page
    family, ids = next((f, i) for f, i in BY_FAMILY.items() if 1 < len(i) < len(GAMES))
    page.locator(f'.pr-home-family[data-family="{family}"] a.pr-home-more').click()
    page.wait_for_selector(FILTERS)
    assert query(page) == {"family": [family]}
    expect(page.get_by_label("Family", exact=True)).to_have_value(family)
    assert shown(page) == ids


def test_the_catalogue_filters_live_in_the_address_and_survive_a_reload(tab):
    page = tab.page
    tab.goto(CATALOGUE, ready=False)
    page.wait_for_selector(FILTERS)
    page.get_by_label("Family", exact=True).select_option("7/27")
    page.get_by_label("Number of players", exact=True).select_option("4")
    page.get_by_role("checkbox", name="high-low", exact=True).check()
    page.get_by_role("checkbox", name="draw", exact=True).check()
    want = {"family": "7/27", "players": "4", "tags": ["high-low", "draw"]}
    expected = [g["id"] for g in GAMES if g["family"] == "7/27" and
                g["players"]["min"] <= 4 <= g["players"]["max"] and {"high-low", "draw"} <= set(g["tags"])]
    assert 0 < len(expected) < len(BY_FAMILY["7/27"])
    assert shown(page) == expected
    assert query(page) == {"family": ["7/27"], "players": ["4"], "tag": ["high-low", "draw"]}

    page.reload()
    page.wait_for_selector(FILTERS)
    assert chosen(page) == want
    assert shown(page) == expected

    # Away to a game (instant navigation) and Back: the filters come back with the page.
    page.locator(f'.pr-catalogue a[href$="/{expected[0]}/"]').first.click()
    page.wait_for_url(re.compile(rf"/games/{re.escape(expected[0])}/"))
    page.go_back()
    page.wait_for_url(re.compile(r"/games/\?"))
    page.wait_for_selector(FILTERS)
    assert chosen(page) == want
    assert shown(page) == expected

    # Unticking everything empties the address again.
    page.get_by_role("button", name="Show every game").click()
    expect(page.locator(".pr-catalogue-count")).to_have_text(f"{len(GAMES)} games shown")
    assert query(page) == {}
    assert tab.errors == [] and tab.offsite == []


def test_bad_filter_values_in_the_address_are_ignored(tab):
    page = tab.page
    tab.goto(CATALOGUE + "?family=No+such+family&players=99&players=x&tag=bogus&tag=stud&other=1",
             ready=False)
    page.wait_for_selector(FILTERS)
    assert chosen(page) == {"family": "", "players": "", "tags": ["stud"]}
    assert shown(page) == [g["id"] for g in GAMES if "stud" in g["tags"]]
    # A change keeps the address's other keys and drops the bad values.
    page.get_by_role("checkbox", name="stud", exact=True).uncheck()
    assert query(page) == {"other": ["1"]}
    assert len(shown(page)) == len(GAMES)
    assert tab.errors == [] and tab.offsite == []


def test_each_tag_links_to_its_meaning(tab):
    page = tab.page
    tab.goto(CATALOGUE, ready=False)
    page.wait_for_selector(FILTERS)
    links = page.eval_on_selector_all(".pr-catalogue .pr-game-facts a.pr-tag", """links => links.map((a) => {
        const target = document.getElementById(decodeURIComponent(a.hash.slice(1)));
        return {tag: a.textContent, game: a.closest('.pr-game').dataset.id,
                target: target && target.tagName, term: target && target.textContent.trim(),
                meaning: target && target.nextElementSibling && target.nextElementSibling.textContent.trim()};
    })""")
    # Every tag of every game is a link, in the game's order, to a term that names the tag.
    assert [(link["game"], link["tag"]) for link in links] == [
        (g["id"], t) for g in GAMES for t in g["tags"]]
    for link in links:
        assert link["target"] == "DT" and link["term"] == link["tag"], link
        assert len(link["meaning"]) > 10, link
    # Following one brings its meaning into view.
    tag = TAGS[-1]
    exactly = re.compile(rf"^{re.escape(tag)}$")
    link = page.locator(".pr-catalogue .pr-game-facts a.pr-tag", has_text=exactly).first
    anchor = link.evaluate("a => decodeURIComponent(a.hash.slice(1))")
    term = page.locator(f'dt[id="{anchor}"]')
    expect(term).not_to_be_in_viewport()
    # Clicked where it is (Playwright's own click scrolls the link into view first, and Material's
    # navigation.tracking, answering that scroll, may rewrite the address under the click).
    link.evaluate("a => a.click()")
    page.wait_for_url(re.compile(rf"#{re.escape(anchor)}$"))
    expect(term).to_have_text(tag)
    expect(term).to_be_in_viewport()
    # Opened at a tag's meaning, the page shows it, below the filters that go in above it.
    page.goto(tab.site.url(CATALOGUE + "#" + anchor))
    page.wait_for_selector(FILTERS)
    expect(term).to_be_in_viewport()
    # The filters' tags lead to the same list.
    meanings = page.locator(FILTERS).get_by_role("link", name="What the tags mean")
    target = meanings.evaluate("a => document.getElementById(decodeURIComponent(a.hash.slice(1))).tagName")
    assert target == "H2"
    assert tab.errors == [] and tab.offsite == []


def test_a_tag_on_a_games_rules_card_opens_its_meaning(tab):
    """From a game page (its rules card), by instant navigation, to the catalogue page at the
    tag's meaning: in view once the filters have gone in above it."""
    page = tab.page
    game = next(g for g in GAMES if g["family"] == "7/27")
    tab.goto(f"games/{game['id']}/", ready=False)
    tag = game["tags"][-1]
    link = page.locator(".md-typeset table a", has_text=re.compile(rf"^{re.escape(tag)}$")).first
    anchor = link.evaluate("a => decodeURIComponent(a.hash.slice(1))")
    page.evaluate("() => { window.__prVisitMarker = true; }")
    link.evaluate("a => a.click()")
    page.wait_for_url(re.compile(rf"/games/#{re.escape(anchor)}$"))
    page.wait_for_selector(FILTERS)
    assert page.evaluate("() => window.__prVisitMarker === true"), "not by instant navigation"
    term = page.locator(f'dt[id="{anchor}"]')
    expect(term).to_have_text(tag)
    expect(term).to_be_in_viewport()
    assert tab.errors == [] and tab.offsite == []

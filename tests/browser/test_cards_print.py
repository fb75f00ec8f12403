"""The printable game card in the browser (issue 22, part 1): "Print a card" on a game page
opens the "Print game cards" page with the house rules chosen now in the simulator's form (by
mouse and by keyboard alone); printed to PDF by Chromium, a menu of three games is three pages
at full size and two at half size; every game's card alone, with its wordiest house rules, is
one page at full size and fits its half page, and its QR code holds exactly the card op's link
as a full address; a bad address shows an alert naming the problem and the other cards print
as they would without it; the menu builder lists the catalogue and uses the rules saved on
each game's page, and refuses tampered saved rules without touching them."""

from __future__ import annotations

import re
from urllib.parse import urlencode

import pytest
from playwright.sync_api import expect
from simkit import open_rules, page_of, set_rules

from pokerrules.kits.qr import encode
from pokerrules.lookup.registry import get, variants
from pokerrules.pages.card import card
from tests.sampling import sampled

CARDS = ".pr-cards"
READY_CARDS = '.pr-cards[data-state="ready"]'
GAMES = [v.id for v in variants()]
BOOT_MS = 90_000


def cards_path(games: list[dict], size: str = "full") -> str:
    params: list[tuple[str, str]] = []
    for game in games:
        params.append(("game", game["variant"]))
        if game.get("seats") is not None:
            params.append((f"seats.{game['variant']}", str(game["seats"])))
        params += [(f"opt.{game['variant']}.{k}", v) for k, v in game.get("options", {}).items()]
    params.append(("size", size))
    return "cards/?" + urlencode(params)


def open_cards(tab, path: str) -> None:
    tab.page.goto(tab.site.url(path))
    tab.page.wait_for_selector(READY_CARDS, timeout=BOOT_MS)


def pdf_pages(page, paper: str = "Letter") -> int:
    page.emulate_media(media="print")
    data = page.pdf(format=paper, prefer_css_page_size=True)
    page.emulate_media(media="screen")
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", data))


def wordiest(game: str) -> dict[str, str]:
    """Each option's choice with the longest words: the card at its longest."""
    variant = get(game)
    return {spec.name: max((c.value for c in spec.choices), key=lambda v: len(spec.words(v)))
            for spec in variant.options if spec.choices and not spec.judge_only}


def qr_rows(page, article) -> list[str]:
    """The modules the card's QR code draws, read back from its SVG path."""
    svg = article.locator("svg.pr-gamecard-qr")
    size = int(svg.get_attribute("data-modules"))
    path = svg.locator("path").get_attribute("d")
    grid = [["0"] * size for _ in range(size)]
    for x, y, width in re.findall(r"M(\d+) (\d+)h(\d+)v1h-\d+z", path):
        for i in range(int(width)):
            grid[int(y) - 4][int(x) - 4 + i] = "1"
    return ["".join(row) for row in grid]


def test_print_a_card_takes_the_options_chosen_now(tab):
    page = tab.page
    tab.visit(page_of("chaos"), variant="chaos")
    labels = set_rules(page, "chaos", {"jokers": "yes", "betting": "pot"})
    page.locator(".pr-simulator .pr-setup select[name=seats]").select_option("4")
    page.get_by_role("button", name="Print a card").click()
    page.wait_for_url(re.compile(r".*/cards/\?.*"))
    page.wait_for_selector(READY_CARDS, timeout=BOOT_MS)
    article = page.locator(".pr-gamecard")
    expect(article).to_have_count(1)
    text = article.inner_text()
    assert f"Jokers: {labels['jokers']['yes']}" in text
    assert f"Betting: {labels['betting']['pot']}" in text and "Pot limit: everyone antes" in text
    assert "The two jokers are wild" in text
    expected = card("chaos", {"jokers": "yes", "betting": "pot"}, seats=4)
    assert article.locator(".pr-gamecard-link a").get_attribute("href") == tab.site.base + expected.link
    assert not tab.errors, tab.errors


def test_the_button_works_from_the_keyboard_alone(tab):
    page = tab.page
    tab.visit(page_of("seven-twenty-seven"), variant="seven-twenty-seven")
    open_rules(page)
    page.locator(".pr-simulator .pr-deal").focus()
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.textContent") == "Print a card":
            break
    else:
        pytest.fail("Tab never reached the Print a card button")
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r".*/cards/\?game=seven-twenty-seven.*"))
    page.wait_for_selector(READY_CARDS, timeout=BOOT_MS)
    expect(page.locator(".pr-gamecard h2")).to_have_text("7/27")


MENU = [{"variant": "chaos", "options": {"jokers": "yes"}}, {"variant": "seven-twenty-seven"},
        {"variant": "three-card-poker"}]


def test_a_menu_of_three_prints_three_pages_full_and_two_half(tab):
    page = tab.page
    open_cards(tab, cards_path(MENU, "full"))
    expect(page.locator(".pr-gamecard")).to_have_count(3)
    assert pdf_pages(page) == 3 and pdf_pages(page, "A4") == 3
    open_cards(tab, cards_path(MENU, "half"))
    expect(page.locator(".pr-gamecard")).to_have_count(3)
    assert pdf_pages(page) == 2 and pdf_pages(page, "A4") == 2
    # the size can be changed on the page too
    page.get_by_label("A full page for each card").check()
    assert pdf_pages(page) == 3
    assert not tab.errors, tab.errors


def _fits(page) -> list[tuple[str, int, int]]:
    """Cards whose content is taller than their printed box, under print media."""
    page.emulate_media(media="print")
    over = page.evaluate("""() => [...document.querySelectorAll('.pr-gamecard')]
        .map((c) => [c.dataset.variant, c.scrollHeight, c.clientHeight])
        .filter(([, s, h]) => s > h + 1)""")
    page.emulate_media(media="screen")
    return over


@pytest.mark.parametrize("game", sampled(GAMES))
def test_every_game_alone_is_one_page_and_its_qr_holds_its_link(shared_tab, game):
    tab = shared_tab
    page = tab.page
    variant = get(game)
    options = wordiest(game)
    open_cards(tab, cards_path([{"variant": game, "options": options,
                                 "seats": variant.max_seats}], "full"))
    article = page.locator(".pr-gamecard")
    expect(article).to_have_count(1)
    assert pdf_pages(page) == 1
    assert not _fits(page)
    link = card(game, options, seats=variant.max_seats).link
    address = tab.site.base + link
    assert article.locator(".pr-gamecard-link a").get_attribute("href") == address
    assert qr_rows(page, article) == list(encode(address).rows)
    name = article.locator("svg.pr-gamecard-qr").get_attribute("aria-label")
    assert name == f"QR code: opens {variant.name} with these house rules"
    assert not tab.errors, tab.errors


def test_every_game_fits_its_half_page(shared_tab):
    tab = shared_tab
    page = tab.page
    menu = [{"variant": g, "options": wordiest(g), "seats": get(g).max_seats} for g in GAMES]
    open_cards(tab, cards_path(menu, "half"))
    expect(page.locator(".pr-gamecard")).to_have_count(len(GAMES))
    assert not _fits(page)
    assert pdf_pages(page) == (len(GAMES) + 1) // 2


BAD = [
    ("game=no-such-game", "no-such-game"),
    ("opt.chaos.betting=huge", "Betting cannot be"),
    ("opt.chaos.no_such_option=1", "There is no option"),
    ("opt.nowhere.betting=pot", "not a game on this menu"),
    ("opt.chaos=1", "does not say its game and its option"),
    ("size=enormous", "full"),
    ("seats.chaos=lots", "not a whole number"),
]


@pytest.mark.parametrize(("extra", "words"), BAD, ids=[b[0] for b in BAD])
def test_a_bad_address_shows_an_alert_and_changes_nothing_else(shared_tab, extra, words):
    tab = shared_tab
    page = tab.page
    good = "cards/?game=seven-twenty-seven&game=chaos&size=full"
    open_cards(tab, good)
    expect(page.locator(".pr-cards [role=alert]")).to_be_empty()
    cards_before = page.locator(".pr-gamecard").all_inner_texts()
    open_cards(tab, f"{good}&{extra}")
    alert = page.locator(".pr-cards [role=alert]")
    expect(alert).to_contain_text(words)
    after = page.locator(".pr-gamecard").all_inner_texts()
    if "chaos" in extra and extra not in ("opt.chaos=1",):
        assert after == cards_before[:1]  # the bad game's card is left out, the other prints
    else:
        assert after == cards_before
    assert page.locator(".pr-cards-sheet").get_attribute("data-size") == "full"


def test_the_menu_builder_lists_the_catalogue_and_uses_saved_rules(tab):
    page = tab.page
    tab.visit(page_of("chaos"), variant="chaos")
    labels = set_rules(page, "chaos", {"jokers": "yes"})
    open_cards(tab, "cards/")
    boxes = page.locator(".pr-cards-menu input[type=checkbox]")
    expect(boxes).to_have_count(len(GAMES))
    assert [b.get_attribute("value") for b in boxes.all()] == GAMES
    expect(page.get_by_role("button", name="Print")).to_be_disabled()
    page.locator(".pr-cards-menu").get_by_label("Chaos", exact=True).check()
    page.locator(".pr-cards-menu").get_by_label("7/27", exact=True).check()
    page.wait_for_selector('.pr-cards[data-cards="2"]')
    titles = page.locator(".pr-gamecard h2").all_inner_texts()
    assert titles == ["7/27", "Chaos"]  # catalogue order
    chaos = page.locator('.pr-gamecard[data-variant="chaos"]').inner_text()
    assert f"Jokers: {labels['jokers']['yes']}" in chaos
    expect(page.locator(".pr-cards [role=status]")).to_contain_text("2 cards to print")
    expect(page.get_by_role("button", name="Print")).to_be_enabled()
    page.get_by_label("Half a page for each card", exact=False).check()
    assert pdf_pages(page) == 1
    page.locator(".pr-cards-menu").get_by_label("7/27", exact=True).uncheck()
    page.wait_for_selector('.pr-cards[data-cards="1"]')
    # the menu's address opens the same cards
    href = page.locator(".pr-cards-menu-link").get_attribute("href")
    assert "game=chaos" in href and "opt.chaos.jokers=yes" in href and "size=half" in href
    assert not tab.errors, tab.errors


def test_tampered_saved_rules_give_the_defaults_and_an_alert(tab):
    page = tab.page
    tab.goto("cards/", ready=False)
    bad = '{"v": 1, "variant": "chaos", "options": {"betting": "huge"}, "seats": null}'
    page.evaluate("(v) => localStorage.setItem('pokerrules:v1:chaos', v)", bad)
    open_cards(tab, "cards/")
    page.locator(".pr-cards-menu").get_by_label("Chaos", exact=True).check()
    page.wait_for_selector('.pr-cards[data-cards="1"]')
    expect(page.locator(".pr-cards [role=alert]")).to_contain_text("could not be used")
    assert "Betting: Fixed limit" in page.locator(".pr-gamecard").inner_text()
    assert page.evaluate("() => localStorage.getItem('pokerrules:v1:chaos')") == bad

"""The cards of docs/javascripts/sim-cards.js, drawn by the built site in Chromium.

Most tests render cards straight from the module (a dynamic ``import()`` of the page's own
``javascripts/sim-cards.js``) into a ``ul.pr-cards`` on the home page, where every stylesheet
of the site applies and no Pyodide is needed. One
test deals a real hand on a game page.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect
from simkit import SIM, deal, page_of

#: Cards of a view (notes/api-contract.md) and the options of cardElement, by kind.
CARDS = {
    "up": ({"code": "As", "text": "ace of spades", "short": "A♠", "suit": "s", "up": True}, {}),
    "red": ({"code": "Th", "text": "ten of hearts", "short": "10♥", "suit": "h", "up": True}, {}),
    "secret": ({"code": "Qd", "text": "queen of diamonds", "short": "Q♦", "suit": "d", "up": False},
               {"mine": True}),
    "shown": ({"code": "7c", "text": "seven of clubs", "short": "7♣", "suit": "c", "up": False},
              {"mine": True, "over": True}),
    "down": ({"code": "??", "text": "face-down card", "short": "??", "suit": None}, {}),
    "wild": ({"code": "2d", "text": "two of diamonds", "short": "2♦", "suit": "d", "up": True,
              "wild": True}, {}),
}

RENDER = """async ([cards, style]) => {
  const m = await import(new URL('javascripts/sim-cards.js', document.baseURI).href);
  document.querySelector('#pr-card-test')?.remove();
  const box = document.createElement('div');
  box.id = 'pr-card-test';
  box.className = 'pr-simulator';
  const ul = document.createElement('ul');
  ul.className = 'pr-cards';
  if (style) ul.setAttribute('style', style);
  for (const [kind, [card, options]] of Object.entries(cards)) {
    const node = m.cardElement(card, options);
    node.dataset.kind = kind;
    ul.append(node);
  }
  box.append(ul);
  document.querySelector('.md-content .md-typeset').prepend(box);
  box.scrollIntoView();
}"""

#: What tells a card's kind apart besides colour, as the page draws it.
SHAPE = """(card) => {
  const s = getComputedStyle(card);
  const short = card.querySelector('.pr-card-short');
  return {
    border: s.borderTopStyle,
    mark: card.querySelectorAll('.pr-card-mark svg').length,
    band: (card.querySelector('.pr-card-band') || {}).textContent || '',
    index: !!short && getComputedStyle(short).display !== 'none',
    pip: !!card.querySelector('.pr-card-pip'),
    pattern: s.backgroundImage !== 'none',
  };
}"""


def render(page, cards=CARDS, style: str | None = None):
    page.evaluate(RENDER, [cards, style])
    return page.locator("#pr-card-test .pr-card")


def card(page, kind: str):
    return page.locator(f'#pr-card-test .pr-card[data-kind="{kind}"]')


def rgb(css: str) -> tuple[float, float, float]:
    parts = [float(x) for x in re.findall(r"[\d.]+", css)[:3]]
    assert len(parts) == 3, css
    return parts[0], parts[1], parts[2]


def contrast(a: str, b: str) -> float:
    def lum(css):
        def ch(v):
            v /= 255
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        r, g, b_ = rgb(css)
        return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b_)
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.fixture
def home(tab):
    tab.goto("", ready=False)
    tab.page.wait_for_load_state("load")
    return tab.page


def test_contrast_helper_knows_known_pairs():
    assert contrast("rgb(0, 0, 0)", "rgb(255, 255, 255)") == pytest.approx(21)
    assert contrast("rgb(255, 110, 66)", "rgb(255, 255, 255)") == pytest.approx(2.78, abs=0.01)


def test_words_classes_and_data_for_screen_readers_and_tests(home):
    cards = render(home)
    expect(cards).to_have_count(len(CARDS))
    want = {
        "up": ("ace of spades", {"pr-card"}, "true"),
        "red": ("ten of hearts", {"pr-card", "pr-card--red"}, "true"),
        "secret": ("queen of diamonds, face down: only you see it",
                   {"pr-card", "pr-card--hole", "pr-card--secret", "pr-card--red"}, "false"),
        "shown": ("seven of clubs, dealt face down", {"pr-card", "pr-card--hole"}, "false"),
        "down": ("face-down card", {"pr-card", "pr-card--down"}, None),
        "wild": ("two of diamonds, wild", {"pr-card", "pr-card--wild", "pr-card--red"}, "true"),
    }
    for kind, (words, classes, up) in want.items():
        c = card(home, kind)
        expect(c.locator(".pr-sr-only")).to_have_text(words)
        assert set(c.get_attribute("class").split()) == classes, kind
        assert c.get_attribute("data-code") == CARDS[kind][0]["code"]
        assert c.get_attribute("data-up") == up, kind
        # Everything drawn is hidden from screen readers; the words are all they get.
        drawn = c.evaluate("(e) => [...e.children].filter((x) => !x.classList.contains('pr-sr-only'))"
                           ".map((x) => x.getAttribute('aria-hidden'))")
        assert drawn and set(drawn) == {"true"}, (kind, drawn)
        assert words.split(",")[0] in c.get_attribute("title")
    # The corner index holds the short form, in one piece ("10♥", as the tests of games read it).
    assert card(home, "red").locator(".pr-card-short").inner_text() == "10♥"
    # An accessible name a screen reader would read out for the list item.
    assert "ten of hearts" in card(home, "red").aria_snapshot()


def test_the_kinds_differ_in_more_than_colour(home):
    render(home)
    shapes = {kind: card(home, kind).evaluate(SHAPE) for kind in CARDS if kind != "red"}
    # A plain face-up card: a solid frame, corner index and pip, no mark, no band, no pattern.
    assert shapes["up"] == {"border": "solid", "mark": 0, "band": "", "index": True, "pip": True,
                            "pattern": False}, shapes["up"]
    # Nobody may see it: a patterned back, no index, no pip.
    assert shapes["down"]["pattern"] and not shapes["down"]["index"] and not shapes["down"]["pip"]
    # The reader's own face-down card: a dashed frame and the eye in a folded corner.
    assert shapes["secret"]["border"] == "dashed" and shapes["secret"]["mark"] == 1
    # A face-down card shown at the end: dashed, without the eye.
    assert shapes["shown"]["border"] == "dashed" and shapes["shown"]["mark"] == 0
    # A wild card: a double frame and the WILD band.
    assert shapes["wild"]["border"] == "double" and shapes["wild"]["band"] == "WILD"
    # Pairwise different, leaving colour out.
    seen = {tuple(sorted(s.items())) for s in shapes.values()}
    assert len(seen) == len(shapes), shapes


def test_a_face_looks_like_a_card(home):
    render(home)
    c = card(home, "red")
    box = c.bounding_box()
    assert box["height"] / box["width"] == pytest.approx(1.4, abs=0.05), box
    index = c.locator(".pr-card-short").bounding_box()
    pip = c.locator(".pr-card-pip").bounding_box()
    # The index sits in the top left corner; the pip is big, in the middle.
    assert index["x"] - box["x"] < box["width"] * 0.25 and index["y"] - box["y"] < box["height"] * 0.2
    pip_size = c.locator(".pr-card-pip").evaluate("(e) => parseFloat(getComputedStyle(e).fontSize)")
    index_size = c.locator(".pr-card-short").evaluate("(e) => parseFloat(getComputedStyle(e).fontSize)")
    assert pip_size > 1.5 * index_size, (pip_size, index_size)
    middle = pip["x"] + pip["width"] / 2
    assert abs(middle - (box["x"] + box["width"] / 2)) < box["width"] * 0.1


@pytest.mark.parametrize(("scheme", "material"), [("light", "default"), ("dark", "slate")])
def test_red_and_black_suits_are_readable_on_the_face(tab, scheme, material):
    page = tab.page
    page.emulate_media(color_scheme=scheme)
    tab.goto("", ready=False)
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", material)
    render(page)
    for kind in ("up", "red", "secret", "wild"):
        c = card(page, kind)
        face = c.evaluate("(e) => getComputedStyle(e).backgroundColor")
        for part in (".pr-card-short", ".pr-card-pip"):
            ink = c.locator(part).evaluate("(e) => getComputedStyle(e).color")
            assert contrast(ink, face) >= 4.5, (scheme, kind, part, ink, face, contrast(ink, face))
    red = card(page, "red").locator(".pr-card-short").evaluate("(e) => getComputedStyle(e).color")
    black = card(page, "up").locator(".pr-card-short").evaluate("(e) => getComputedStyle(e).color")
    assert red != black
    band = card(page, "wild").locator(".pr-card-band")
    assert contrast(band.evaluate("(e) => getComputedStyle(e).color"),
                    band.evaluate("(e) => getComputedStyle(e).backgroundColor")) >= 4.5


def test_size_follows_pr_card_w_and_is_compact_on_a_phone(home):
    cards = render(home, style="--pr-card-w: 50px")
    box = cards.first.bounding_box()
    assert box["width"] == pytest.approx(50, abs=0.5) and box["height"] == pytest.approx(70, abs=0.5)
    wide = render(home).first.bounding_box()["width"]
    home.set_viewport_size({"width": 390, "height": 844})
    narrow = render(home).first.bounding_box()["width"]
    assert narrow < wide, (narrow, wide)


def test_a_dealt_hand_shows_the_readers_face_down_card_marked(shared_tab):
    tab = shared_tab
    game = "seven-twenty-seven"
    tab.visit(page_of(game), variant=game)
    deal(tab, "5")
    page = tab.page
    mine = page.locator(f"{SIM} .pr-hand--mine")
    secret = mine.locator(".pr-card--secret").first
    expect(secret.locator(".pr-card-mark svg")).to_have_count(1)
    expect(secret.locator(".pr-card-short")).to_be_visible()
    assert "only you see it" in secret.locator(".pr-sr-only").inner_text()
    box = secret.bounding_box()
    assert box["height"] / box["width"] == pytest.approx(1.4, abs=0.05), box
    # Other seats' cards the reader may not see show their back, with no face.
    backs = page.locator(f"{SIM} .pr-hand:not(.pr-hand--mine) .pr-card--down")
    if backs.count():
        assert backs.first.evaluate("(e) => getComputedStyle(e).backgroundImage") != "none"
        expect(backs.first.locator(".pr-card-short")).to_be_hidden()
    assert not tab.errors, tab.errors

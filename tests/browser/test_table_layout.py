"""The table fits on one screen while you act (issue 7): every seat's box, the pot line and your
moves are inside the viewport (below Material's header) at 1280×800 and at 390×844, with eight
players, at every decision of a whole hand; nothing scrolls sideways at 390 px; the house rules
fold into a one-line summary while the hand is on and open again between hands.

One shared tab; the viewport changes between the tests.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from simkit import SIM, click, deal, first_of, offered, page_of

GAME = "seven-twenty-seven"
#: game -> (seed, players): the most seats each allows, so the table is as full as it gets
TABLES = {"seven-twenty-seven": ("21", "8"), "ten-card-stud": ("2", "5"), "three-card-poker": ("3", "6")}
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}
WIDTH = "e => e.getBoundingClientRect().width"


def calm(kinds: list[str], taken: int) -> str:
    """Take a card twice (longer hands), then check or call and decline."""
    if "take" in kinds and taken < 2:
        return "take"
    return first_of(kinds, ("check", "call", "decline", "pass", "keep", "flip"), ("fold", "take"))


def out_of_view(page, selector: str) -> list[str]:
    return page.evaluate("""(selector) => {
      const els = [...document.querySelectorAll(selector)].filter(e => e.getClientRects().length);
      if (!els.length) return ["nothing matches " + selector];
      const header = document.querySelector('.md-header');
      const top = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
      const bad = [];
      for (const e of els) {
        const r = e.getBoundingClientRect();
        const inside = r.top >= top - 0.5 && r.bottom <= innerHeight + 0.5
          && r.left >= -0.5 && r.right <= innerWidth + 0.5;
        const name = `${e.className} ${e.dataset.seat ?? e.dataset.kind ?? ''}`;
        if (!inside) bad.push(`${name}: ${Math.round(r.top)}..${Math.round(r.bottom)} of ${innerHeight}`);
      }
      return bad;
    }""", selector)


def sideways(page) -> int:
    return page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")


@pytest.mark.parametrize("game", list(TABLES))
@pytest.mark.parametrize("size", list(SIZES))
def test_the_table_fits_while_you_act(shared_tab, size, game):
    tab = shared_tab
    tab.reset_records()
    page = tab.page
    width, height = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    tab.visit(page_of(game), variant=game)
    page.evaluate("() => window.scrollTo(0, 0)")
    seed, players = TABLES[game]
    deal(tab, seed, players)
    rules = page.locator(f"{SIM} details.pr-rules")
    expect(rules).not_to_have_attribute("open", "")
    summary = rules.locator("summary")
    expect(summary).to_contain_text(f"House rules: {players} players")
    box = summary.bounding_box()
    assert box and box["height"] < 40, f"the folded house rules take more than one line: {box}"
    decisions = taken = 0
    for _ in range(60):
        tab.wait_ready()
        kinds = offered(page)
        if not kinds:
            break
        decisions += 1
        facts = [f"{SIM} .pr-info"] if page.locator(f"{SIM} .pr-info li").count() else []
        for selector in (f"{SIM} .pr-hand", *facts, f"{SIM} .pr-actions button"):
            assert out_of_view(page, selector) == [], (size, decisions, selector)
        assert sideways(page) <= 0, f"the page scrolls sideways by {sideways(page)} px"
        kind = calm(kinds, taken)
        taken += kind == "take"
        click(page, kind)
    assert decisions >= 1
    expect(page.locator(f"{SIM} .pr-result")).to_be_visible()
    expect(rules).to_have_attribute("open", "")
    assert sideways(page) <= 0
    assert not tab.errors, tab.errors


def test_opponents_are_compact_on_a_phone(shared_tab):
    tab = shared_tab
    page = tab.page
    tab.visit(page_of(GAME), variant=GAME)
    deal(tab, "22", "8")

    def card_width(width: int) -> float:
        page.set_viewport_size({"width": width, "height": 844})
        return page.locator(f"{SIM} .pr-hands--others .pr-card").first.evaluate(WIDTH)

    assert card_width(390) < card_width(1280)
    mine = page.locator(f"{SIM} .pr-hand--mine .pr-card").first.evaluate(WIDTH)
    assert card_width(390) < mine, "the others' cards are not smaller than yours on a phone"
    page.set_viewport_size({"width": 1280, "height": 800})


def test_no_blank_strip_before_the_first_deal(tab):
    """The room kept for the house rules while the engine loads is given back once it is ready:
    the simulator ends with its last part (issue 18)."""
    page = tab.page
    page.set_viewport_size({"width": 390, "height": 844})
    tab.goto(page_of("three-card-poker"))
    gap = page.evaluate("""() => {
      const sim = document.querySelector('.pr-simulator .pr-sim');
      const parts = [...sim.children].filter(e => e.getClientRects().length);
      const last = Math.max(...parts.map(e => e.getBoundingClientRect().bottom));
      return sim.getBoundingClientRect().bottom - last;
    }""")
    assert gap < 40, f"{gap:.0f} px of blank space at the foot of the simulator before the first deal"
    assert not tab.errors, tab.errors

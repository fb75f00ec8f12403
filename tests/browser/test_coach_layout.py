"""With the coach on, your move never covers the other players (issue 32): at each of the
reader's first decisions of a hand, in one game of each family, every other seat's face-up cards
and the line that says what they show are inside the window, below Material's header, and not
under the dock (the sticky block of your hand and your moves, with the coach's figures), which
is at most about a third of the window; "What the figures mean" is open, as a reader who wants
to know would have it.

The games come from the registry (the first of each family), each at its fullest table, dealt
from a seed chosen here. "Not under" is asked of the page itself: the element at the centre of
each card (and of each line) is that card. A deterministic sample keeps the run short: each
family is checked at one of the two window sizes, the families alternating between them in the
registry's order, and at its first DECISIONS decisions. One tab serves the whole module (one
Pyodide boot).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from simkit import SIM, click, deal, first_of, offered, open_game
from test_coach import coach_on, wait_figures

from pokerrules.lookup.registry import variants

SIZES = ((1280, 800), (390, 844))
#: One game per family (the first the registry lists) and its fullest table.
FAMILIES: dict[str, tuple[str, int]] = {}
for _v in variants():
    FAMILIES.setdefault(_v.family, (_v.id, _v.max_seats))
#: family -> the window it is checked in: the families alternate between the two sizes.
CASES = [(game, seats, SIZES[i % len(SIZES)]) for i, (game, seats) in enumerate(FAMILIES.values())]
SEED = "11"
DECISIONS = 2
#: "About a third of the window", with room for rounding.
MOST = 0.34

HIDDEN = """(sim) => {
  const header = document.querySelector('.md-header');
  const top = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  const bad = [];
  const look = (e, what) => {
    const r = e.getBoundingClientRect();
    const seat = e.closest('.pr-hand')?.dataset.seat;
    const name = `seat ${seat}: ${what} ${JSON.stringify(e.textContent.trim().slice(0, 20))}`;
    if (r.top < top - 0.5 || r.bottom > innerHeight + 0.5 || r.left < -0.5 || r.right > innerWidth + 0.5) {
      bad.push(`${name} outside the window (${Math.round(r.top)}..${Math.round(r.bottom)})`);
      return;
    }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !e.contains(hit)) bad.push(`${name} under ${hit ? hit.className || hit.tagName : 'nothing'}`);
  };
  const others = document.querySelectorAll(`${sim} .pr-hands--others .pr-hand`);
  for (const seat of others) {
    for (const card of seat.querySelectorAll('.pr-card:not(.pr-card--down)')) look(card, 'card');
    for (const label of seat.querySelectorAll('.pr-hand-label')) look(label, 'line');
  }
  return {bad, seats: others.length};
}"""

DOCK = """(sim) => {
  const dock = document.querySelector(`${sim} .pr-me`);
  return {height: dock.getBoundingClientRect().height, sticky: getComputedStyle(dock).position === 'sticky'};
}"""


def calm(kinds: list[str], clicked: list[str]) -> str:
    """Take a card twice (more face-up cards), then stay in the hand as quietly as offered."""
    if "take" in kinds and clicked.count("take") < 2:
        return "take"
    return first_of(kinds, ("check", "call", "keep", "stand", "stay", "decline", "pass", "flip"),
                    ("fold",))


@pytest.mark.parametrize(("game", "seats", "size"), CASES, ids=[f"{g}-{s[0]}" for g, _, s in CASES])
def test_your_move_never_covers_the_others_with_the_coach_on(shared_tab, game, seats, size):
    page = shared_tab.page
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page = open_game(shared_tab, game)
    coach_on(page, game)
    fixed = next(v for v in variants() if v.id == game).min_seats == seats
    deal(shared_tab, SEED, None if fixed else str(seats))  # a game of one table size has no choice
    clicked: list[str] = []
    checked = 0
    for _ in range(40):
        shared_tab.wait_ready()
        if page.locator(f"{SIM} .pr-result:not([hidden])").count():
            break
        if page.locator(f"{SIM} .pr-deal-end:not([hidden]) .pr-deal-next").count():
            page.locator(f"{SIM} .pr-deal-next").click()  # a match paused at a deal's end
            continue
        kinds = offered(page)
        assert kinds, "the hand is not over but no move is offered"
        panel = wait_figures(page)
        panel.locator(".pr-coach-about").evaluate("d => { d.open = true; }")  # without scrolling
        expect(panel.locator(".pr-coach-plain")).to_be_attached()
        seen = page.evaluate(HIDDEN, SIM)
        assert seen["seats"] >= seats - 1, seen
        assert seen["bad"] == [], (checked, seen["bad"])
        dock = page.evaluate(DOCK, SIM)
        assert dock["sticky"] and dock["height"] <= MOST * size[1], (checked, dock)
        checked += 1
        if checked == DECISIONS:
            break
        kind = calm(kinds, clicked)
        click(page, kind)
        clicked.append(kind)
    assert checked >= 1
    assert not shared_tab.errors, shared_tab.errors


"""What the pass-and-play browser tests share: seating people by the keyboard in the house
rules, moving by the keyboard, and looking at everything a hand-over screen leaves on the page.

Every press goes to the focused element (``focus`` stands for the Tab key: the element is
reached, then Enter, Space or the arrows do the work), so nothing is clicked with the mouse.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from playwright.sync_api import expect
from simkit import SIM, motion, open_rules

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from pokerrules.api.frames import frames  # noqa: E402
from pokerrules.lookup.registry import variants  # noqa: E402

HANDOVER = f"{SIM} .pr-handover:not([hidden])"
TAKE = f"{SIM} .pr-handover-take"


def poker_game() -> str:
    """The first poker game of the catalogue (from the registry): a stud game, neither a match
    nor a rummy game, for three players."""
    return next(v.id for v in variants()
                if "stud" in v.catalogue_entry()["tags"]
                and not {"match", "rummy", "no betting"} & set(v.catalogue_entry()["tags"])
                and v.min_seats <= 3 <= v.max_seats)


def key(page, selector_or_locator, *keys: str) -> None:
    """Reach an element (as Tab would) and press ``keys`` on it."""
    target = (page.locator(selector_or_locator) if isinstance(selector_or_locator, str)
              else selector_or_locator)
    target.focus()
    for name in keys:
        page.keyboard.press(name)


def seat_people(page, names: dict[int, str], seats: int) -> None:
    """In the house rules: ``seats`` players, and a person named ``names[seat]`` (counted from 0)
    in each seat given; the others bots."""
    open_rules(page)
    select = page.get_by_label("Players (you are seat 1)")
    select.focus()
    page.keyboard.type(str(seats))  # a closed <select> takes its value by type-ahead
    expect(select).to_have_value(str(seats))
    for seat in range(seats):
        row = page.locator(f'{SIM} .pr-person[data-seat="{seat}"]')
        kind = row.locator("select.pr-person-kind")
        if seat:
            want = "person" if seat in names else "bot"
            kind.focus()
            page.keyboard.press("ArrowDown" if want == "person" else "ArrowUp")
            expect(kind).to_have_value(want)
        name = row.locator("input.pr-person-name")
        if seat in names:
            name.focus()
            page.keyboard.press("Control+a")
            page.keyboard.type(names[seat])
            expect(name).to_have_value(names[seat])


def deal_by_keyboard(tab, seed: str, animate: bool = False) -> None:
    """Deal ``seed`` by the keyboard; ``animate``: the moves are played back one at a time."""
    page = tab.page
    motion(page, animate)
    seed_box = page.get_by_label("Seed (optional)")
    seed_box.focus()
    page.keyboard.press("Control+a")
    page.keyboard.type(seed)
    key(page, page.get_by_role("button", name="Deal", exact=True), "Enter")
    yes = page.locator(f"{SIM} .pr-confirm-yes")
    if yes.count():
        key(page, yes, "Enter")
    tab.wait_ready()


def move_by_keyboard(page) -> str:
    """Make the focused move (the one the table offers first), by the keyboard; its kind."""
    actions = page.locator(f"{SIM} .pr-actions")
    expect(actions).to_be_visible()
    several = actions.locator("[data-pick-min]")
    if several.count():
        group = several.first
        toggles = group.locator("button[aria-pressed]")
        for index in range(max(1, int(group.get_attribute("data-pick-min") or "1"))):
            key(page, toggles.nth(index), "Space")
        key(page, group.locator("button[data-send]"), "Enter")
        return group.get_attribute("data-kind") or ""
    focused = page.evaluate("() => document.activeElement && document.activeElement.dataset.kind")
    button = (actions.locator(f'button[data-kind="{focused}"]').first if focused
              else actions.locator("button[data-kind]").first)
    kind = button.get_attribute("data-kind") or ""
    key(page, button, "Enter")
    return kind


def sim_state(page) -> dict[str, Any]:
    """The simulator's history, view, holder and waiting hand (its store, read in the page)."""
    return page.evaluate("""() => {
      const s = document.querySelector('.pr-simulator').__pokerrules.state;
      return JSON.parse(JSON.stringify({history: s.history, view: s.view, holder: s.holder,
        passing: s.passing, people: s.people}));
    }""")


def private_cards(history: dict[str, Any], seat: int) -> set[str]:
    """Every card ``seat`` held face down (visible to it alone) at any point of ``history``, as
    each of its words: code, text and short form."""
    found: set[str] = set()
    for frame in frames(history, seat):
        for hand in frame["view"]["hands"]:
            if hand.get("seat") != seat:
                continue
            for card in hand["cards"]:
                if card.get("up") is False and card["code"] != "??":
                    found |= {card["code"], card["text"], card["short"]}
    return found


def everything_on_the_page(page) -> dict[str, Any]:
    """The whole document's text (hidden parts too), every attribute value, and the
    accessibility tree as an ARIA snapshot."""
    found = page.evaluate("""() => {
      const attrs = [];
      const where = [];
      for (const e of document.querySelectorAll('*')) {
        for (const a of e.attributes) {
          attrs.push(a.value);
          const cls = typeof e.className === 'string' ? e.className : '';
          where.push(`${e.tagName.toLowerCase()}.${cls}[${a.name}]`);
        }
      }
      const texts = [];
      const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const parent = n.parentElement;
        const name = `${parent.tagName.toLowerCase()}.${parent.className}`;
        if (n.textContent.trim()) texts.push([n.textContent, name]);
      }
      return {text: document.documentElement.textContent, attrs, where, texts,
              live: [...document.querySelectorAll('[aria-live], [role=status], [role=alert]')]
                .map((e) => e.textContent)};
    }""")
    found["aria"] = page.locator("body").aria_snapshot()
    return found


def _count(found: dict[str, Any], card: str) -> tuple[int, int, int, list[str]]:
    """How often a card word is in ``found``'s attributes, text and accessibility tree, and
    where (for the message)."""
    is_code = len(card) == 2 and card.isascii()
    hit = (lambda value: card in value.split()) if is_code else (lambda value: card in value)
    attrs = [where for value, where in zip(found["attrs"], found["where"], strict=True) if hit(value)]
    texts = [where for text, where in found["texts"] if hit(text)]
    aria = found["aria"].count(card) + sum(text.count(card) for text in found["live"])
    return len(attrs), len(texts), aria, attrs + texts


def leaks(found: dict[str, Any], cards: set[str], baseline: dict[str, Any]) -> list[str]:
    """The card words of ``cards`` that ``found`` (everything_on_the_page) holds more often than
    ``baseline``, the same page before the hand was dealt: the page's own text (a rules example
    in the article, the judge box's examples) may name any card, the simulator none. Codes
    ("As") count as whole words only."""
    out = []
    for card in cards:
        now, then = _count(found, card), _count(baseline, card)
        for kind, a, b in zip(("attributes", "text nodes", "accessibility tree"), now[:3], then[:3],
                              strict=True):
            if a > b:
                out.append(f"{card!r}: {a} {kind} hold it, {b} before the deal ({now[3][:4]})")
    return out


def handed_over(page) -> bool:
    return page.locator(HANDOVER).count() > 0


def hand_over_problems(page, before: dict[str, Any], baseline: dict[str, Any]) -> list[str]:
    """What is wrong with the hand-over screen now shown, given the simulator's state
    ``before`` the screen appeared (its history and the seat that held the device) and the page
    before the deal (``baseline``): the take button must have the focus, the table no card, and
    no word of any private card of the person before may be anywhere on the page."""
    problems = []
    expect(page.locator(TAKE)).to_be_focused()
    if page.locator(f"{SIM} .pr-card").count():
        problems.append("a card is still on the page")
    state = sim_state(page)
    history = state["passing"]["history"] if state["passing"] else state["history"]
    seat = before["holder"]
    if seat is not None:
        cards = private_cards(history, seat)
        assert cards, "the person before held no face-down card: nothing to look for"
        problems += leaks(everything_on_the_page(page), cards, baseline)
    return problems


def hand_end_listener(page) -> None:
    """Collect every "pr-hand-end" event of the page in ``window.__handEnds``."""
    page.evaluate("""() => {
      window.__handEnds = [];
      document.addEventListener('pr-hand-end', (e) => window.__handEnds.push(
        JSON.parse(JSON.stringify({detail: e.detail, bubbles: e.bubbles,
          fromHost: e.target.classList.contains('pr-simulator')}))));
    }""")


def hand_ends(page) -> list[dict[str, Any]]:
    return json.loads(page.evaluate("() => JSON.stringify(window.__handEnds || [])"))

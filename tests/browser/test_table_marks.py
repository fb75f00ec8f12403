"""What the table shows beyond the hands (issue 18, point 9), in the browser: the cards of the
best hand marked in a game of many cards, Twenty-Five's trick drawn as cards with who played
each, Jubilee's card buttons saying what each would make and score, a game word explained on
keyboard focus, a hand drawn in its groups, and axe at zero serious or critical violations in
the light and the dark scheme on each."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect
from simkit import SIM, click, deal, offered, open_game
from test_accessibility import SCHEMES, axe_violations, blocking, check_scheme, use_scheme

MINE = f"{SIM} .pr-hands--mine .pr-hand--mine"


def axe_clean(tab, where: str) -> list[str]:
    """Serious or critical axe violations in both schemes, as the page stands now."""
    problems = []
    for scheme in SCHEMES:
        use_scheme(tab, scheme)
        check_scheme(tab.page, scheme)
        problems += blocking(axe_violations(tab.page), f"{where} ({scheme})")
    use_scheme(tab, "light")
    return problems


def move_until(tab, done, prefer=("check", "call", "keep", "play", "take"), limit: int = 60):
    """Make the reader's moves (the first of ``prefer`` offered) until ``done()`` is true."""
    page = tab.page
    for _ in range(limit):
        tab.wait_ready()
        if done():
            return
        kinds = offered(page)
        assert kinds, "no move is offered and the wait is not over"
        click(page, next((k for k in prefer if k in kinds), kinds[0]))
    pytest.fail("the table never showed what the test waits for")


def test_the_best_five_of_many_cards_are_marked(shared_tab):
    tab = shared_tab
    page = open_game(tab, "ten-card-stud")
    deal(tab, "3")
    cards = page.locator(f"{MINE} .pr-card")
    move_until(tab, lambda: cards.count() >= 7 or page.locator(f"{SIM} .pr-result:not([hidden])").count())
    best = page.locator(f"{MINE} .pr-card--best")
    expect(best).to_have_count(5)
    for text in best.locator(".pr-sr-only").all_inner_texts():
        assert "part of the best hand" in text.split(", "), text
    assert best.locator(".pr-card-best").count() == 5  # the badge, not colour alone
    # Never a card the reader cannot see.
    expect(page.locator(f"{SIM} .pr-card--down.pr-card--best")).to_have_count(0)
    problems = axe_clean(tab, "/games/ten-card-stud/ best cards")
    assert not problems, "\n".join(problems)
    assert not tab.errors, tab.errors


def test_twenty_fives_trick_is_drawn_as_cards_with_who_played_each(shared_tab):
    tab = shared_tab
    page = open_game(tab, "twenty-five")
    deal(tab, "2")
    trick = page.locator(f'{SIM} .pr-piles .pr-pile[aria-label="Trick"]')
    expect(trick).to_be_visible()
    last = page.locator(f'{SIM} .pr-piles .pr-pile[aria-label="Last trick"]')
    move_until(tab, lambda: last.count() > 0)
    captions = last.locator(".pr-pile-card .pr-card-caption").all_inner_texts()
    assert "You" in captions, captions
    assert all(re.fullmatch(r"You|Seat \d", c) for c in captions), captions
    assert last.locator(".pr-card").count() == len(captions)
    expect(last.locator(".pr-pile-note")).to_contain_text(re.compile(r"Won by (you|Seat \d) with the "))
    problems = axe_clean(tab, "/games/twenty-five/ trick")
    assert not problems, "\n".join(problems)
    assert not tab.errors, tab.errors


def test_jubilees_card_buttons_say_what_each_would_make_and_score(shared_tab):
    tab = shared_tab
    page = open_game(tab, "jubilee")
    deal(tab, "4")
    buttons = page.locator(f'{SIM} .pr-actions button.pr-card-button[data-kind="play"]')
    move_until(tab, lambda: buttons.count() > 0)
    assert buttons.count() >= 1
    for i in range(buttons.count()):
        button = buttons.nth(i)
        hint = button.locator(".pr-card-button-hint").inner_text()
        assert re.fullmatch(r"makes \d+, scores ([+-]\d+ \(.+\)|0)", hint), hint
        assert hint in (button.get_attribute("aria-label") or "")
    problems = axe_clean(tab, "/games/jubilee/ hints")
    assert not problems, "\n".join(problems)
    assert not tab.errors, tab.errors


def test_a_game_word_is_explained_on_keyboard_focus(shared_tab):
    tab = shared_tab
    page = open_game(tab, "mus")
    deal(tab, "1")
    term = page.locator(f"{SIM} button.pr-term").first
    expect(term).to_be_attached()
    tip_id = term.get_attribute("aria-describedby")
    tip = page.locator(f"#{tip_id}")
    expect(tip).to_have_attribute("role", "tooltip")
    expect(tip).to_be_hidden()
    page.keyboard.press("Shift")  # a keyboard user: the focus shows
    term.focus()
    expect(tip).to_be_visible()
    word = term.inner_text()
    assert tip.inner_text().lower().startswith(word.lower() + ":"), (word, tip.inner_text())
    page.keyboard.press("Escape")
    expect(tip).to_be_hidden()
    # In the prompt too, and a move named with a game word is described by its meaning.
    expect(page.locator(f"{SIM} .pr-prompt button.pr-term").first).to_be_attached()
    move = page.locator(f"{SIM} .pr-actions button.pr-term-button").first
    described = (move.get_attribute("aria-describedby") or "").split()
    move_tip = page.locator(f"#{described[-1]}")
    expect(move_tip).to_have_attribute("role", "tooltip")
    expect(move_tip).to_be_hidden()
    move.focus()
    expect(move_tip).to_be_visible()
    assert re.search(r"\bmus\b", move.inner_text(), re.IGNORECASE), move.inner_text()
    problems = axe_clean(tab, "/games/mus/ terms")
    assert not problems, "\n".join(problems)
    assert not tab.errors, tab.errors


def test_a_hand_is_drawn_in_its_groups(shared_tab):
    tab = shared_tab
    page = open_game(tab, "rumino")
    deal(tab, "1")
    groups = page.locator(f"{MINE} .pr-groups .pr-group")
    expect(groups.first).to_be_visible()
    names = [g.get_attribute("aria-label") for g in groups.all()]
    assert all(n and n.startswith("You") for n in names), names
    held = page.locator(f"{MINE} .pr-card").count()
    assert sum(g.locator(".pr-card").count() for g in groups.all()) == held
    # The upcard lies on the table as a card.
    expect(page.locator(f'{SIM} .pr-piles .pr-pile[aria-label="Upcard"]')).to_be_visible()
    problems = axe_clean(tab, "/games/rumino/ groups")
    assert not problems, "\n".join(problems)
    assert not tab.errors, tab.errors


def test_groups_and_piles_are_drawn_from_any_view(shared_tab):
    """The drawing alone, through the page's own module, from a view made here: a hand in two
    groups (every card once, in order, each group named) and a pile with captions."""
    tab = shared_tab
    page = open_game(tab, "twenty-five")
    drawn = page.evaluate("""async () => {
      const { drawHand } = await import(new URL('../../javascripts/sim-table.js', location.href).href);
      const { drawPiles } = await import(new URL('../../javascripts/sim-piles.js', location.href).href);
      const card = (code, text, short, suit) => ({ code, text, short, suit, up: false });
      const a = card('5h', 'five of hearts', '5♥', 'h'), b = card('6h', 'six of hearts', '6♥', 'h');
      const c = card('7h', 'seven of hearts', '7♥', 'h'), d = card('Ks', 'king of spades', 'K♠', 's');
      const hand = { name: 'You (seat 1)', seat: 0, cards: [a, b, c, d], notes: [],
                     groups: [{ label: 'Run of hearts', cards: [a, b, c] },
                              { label: 'Deadwood 10', cards: [d] }] };
      const box = drawHand(hand, { your_seat: 0 }, false);
      const piles = document.createElement('div');
      drawPiles(piles, { piles: [{ label: 'Discard pile', note: '3 cards', cards: [
        { ...card('2c', 'two of clubs', '2♣', 'c'), up: true, caption: 'Seat 2' }] }] }, false);
      const shown = document.createElement('div');
      shown.className = 'pr-simulator pr-test-drawn';
      shown.append(box, piles);
      document.querySelector('.md-content__inner').append(shown);
      return {
        groups: [...box.querySelectorAll('.pr-group')].map((g) => ({
          name: g.getAttribute('aria-label'), role: g.getAttribute('role'),
          cards: [...g.querySelectorAll('.pr-card')].map((e) => e.dataset.code) })),
        rows: box.querySelectorAll(':scope > ul.pr-cards').length,
        pile: piles.querySelector('.pr-pile').getAttribute('aria-label'),
        head: piles.querySelector('.pr-pile-head').textContent,
        caption: piles.querySelector('.pr-pile-card .pr-card-caption').textContent,
        hidden: piles.hidden,
      };
    }""")
    assert drawn["groups"] == [
        {"name": "You (seat 1): Run of hearts", "role": "group", "cards": ["5h", "6h", "7h"]},
        {"name": "You (seat 1): Deadwood 10", "role": "group", "cards": ["Ks"]},
    ]
    assert drawn["rows"] == 0  # the groups replace the single row
    assert drawn["pile"] == "Discard pile" and drawn["head"] == "Discard pile \u00b7 3 cards"
    assert drawn["caption"] == "Seat 2" and drawn["hidden"] is False
    expect(page.locator(".pr-test-drawn .pr-group").first).to_be_visible()
    problems = axe_clean(tab, "groups and a pile drawn on the Twenty-Five page")
    page.evaluate("() => document.querySelector('.pr-test-drawn').remove()")
    assert not problems, "\n".join(problems)
    assert not tab.errors, tab.errors

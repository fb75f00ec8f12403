"""Mus in Spanish and Cacheta in Brazilian Portuguese, played to the end by clicks on their own
language's page; and both played to the end in the pseudo-language, where every word the table
shows must be marked (it went through the catalogues)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect
from simkit import SIM, first_of, motion, open_rules, play_hand
from test_page_words import READ_ALL, unmarked

from pokerrules.lookup.registry import get

#: (game, its page's language tree, the house rules that keep the match short, the seed).
GAMES = [("mus", "es", {"game_to": "30"}, "12"), ("pif-paf", "pt-BR", {"deals": "1"}, "5")]
#: English words that a page in Spanish or Portuguese must not show in its table.
ENGLISH = re.compile(r"\b(?:the|and|you|your|wins|seat|with|hand|deal|cards|points|chips)\b")
#: Game names and the share link's address, which the table may show in any language.
KEPT = re.compile(r"\b(?:mus|pif paf|cacheta)\b|https?://\S+")


def deal_short_match(tab, game: str, rules: dict[str, str], seed: str) -> None:
    """Set the house rules (each field's options are numbered in the order of the game's
    choices, whatever the language of their labels), the seed, and deal."""
    page = tab.page
    motion(page, False)
    open_rules(page)
    choices = {o.name: [c.value for c in o.choices] for o in get(game).options}
    for name, value in rules.items():
        select = page.locator(f'{SIM} .pr-field[data-option="{name}"] select')
        select.select_option(str(choices[name].index(value)))
    page.locator(f'{SIM} input[name="seed"]').fill(seed)
    page.locator(f"{SIM} button.pr-deal").click()
    tab.wait_ready()
    expect(page.locator(f"{SIM} .pr-table")).to_be_visible()


def choose(kinds: list[str], clicked: list[str]) -> str:
    return first_of(kinds, ("no-mus", "pass", "see", "decline", "draw", "check", "call", "discard"))


@pytest.mark.parametrize(("game", "tree", "rules", "seed"), GAMES)
def test_a_match_to_its_end_in_the_pages_language(tab, game, tree, rules, seed) -> None:
    tab.goto(f"{tree}/games/{game}/")
    page = tab.page
    expect(page.locator("html")).to_have_attribute("lang", tree)
    deal_short_match(tab, game, rules, seed)
    clicked = play_hand(tab, choose, 600)
    assert clicked
    texts = [item["text"] for item in page.evaluate(READ_ALL, SIM)]
    english = sorted({text for text in texts if ENGLISH.search(KEPT.sub("", text.lower()))})
    assert not english, "English on a page in another language:\n" + "\n".join(english[:30])
    result = page.locator(f"{SIM} .pr-result").inner_text()
    assert result.strip() and not ENGLISH.search(result.lower()), result
    assert not tab.errors, tab.errors


@pytest.mark.parametrize(("game", "tree", "rules", "seed"), GAMES)
def test_a_match_to_its_end_in_the_pseudo_language_has_every_word_marked(tab, game, tree, rules,
                                                                         seed) -> None:
    tab.page.add_init_script("localStorage.setItem('pr-lang', 'qps')")
    tab.goto(f"games/{game}/")
    deal_short_match(tab, game, rules, seed)
    play_hand(tab, choose, 600)
    found = tab.page.evaluate(READ_ALL, SIM)
    bypassed = sorted({f"{item['where']}: {item['text']!r}" for item in found if unmarked(item["text"])})
    assert not bypassed, "words that bypassed the catalogues:\n" + "\n".join(bypassed[:40])
    assert not tab.errors, tab.errors

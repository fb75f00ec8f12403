"""Three Fifty Seven in the browser: whole matches of many deals played by clicks, under the
default rules and under sets of house rules that between them give every option each of its
values. The view's match state (turn, round, pot, penalty, points) is on the table throughout.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect
from simkit import SIM, deal, history, open_game, play_hand, set_rules

from pokerrules.lookup.registry import get

GAME = "three-fifty-seven"

#: The default rules, then three tables that set every other value of every option.
RULES = (
    {},
    {"declare": "together", "loser_pays": "pot", "max_penalty": "4", "fraction": "1/2",
     "three_cards": "poker", "turn_cap": "10", "at_cap": "returned", "ante": "10"},
    {"max_penalty": "8", "fraction": "1/3", "three_cards": "pairs", "turn_cap": "25", "ante": "1"},
    {"max_penalty": "12", "turn_cap": "10", "ante": "2"},
)


def in_now_and_then(kinds: list[str], clicked: list[str]) -> str:
    """Declare in every third time asked, out otherwise."""
    if "in" in kinds and "out" in kinds:
        return "in" if len(clicked) % 3 == 0 else "out"
    return next((k for k in kinds if k != "fold"), kinds[0])


def test_every_option_value_is_covered() -> None:
    covered = {(name, value) for rules in RULES for name, value in rules.items()}
    for option in get(GAME).options:
        for choice in option.choices:
            if choice.value != option.default:
                assert (option.name, choice.value) in covered, (option.name, choice.value)


@pytest.mark.parametrize("rules", RULES, ids=lambda r: "-".join(r.values()) or "default")
def test_a_whole_match_by_clicks(shared_tab, rules):
    tab = shared_tab
    page = open_game(tab, GAME)
    # the simulator remembers the last rules: set every one
    set_rules(page, GAME, {o.name: rules.get(o.name, o.default) for o in get(GAME).options})
    deal(tab, "3", "3")
    info = page.locator(f"{SIM} .pr-info")
    cap = rules.get("turn_cap", "20")
    expect(info).to_contain_text(f"Turn 1 of {cap}")
    expect(info).to_contain_text(re.compile(r"Round 1: three cards, threes wild"))
    expect(info).to_contain_text(re.compile(r"Pot \d+"))
    expect(info).to_contain_text(re.compile(r"Penalty \d+|Matching the pot \d+"))
    expect(info).to_contain_text("Points: you 0")
    secret = page.locator(f"{SIM} .pr-actions .pr-action-secret")
    if rules.get("declare") == "together":  # chosen in secret, and the page says so
        button = page.locator(f'{SIM} .pr-actions button[data-kind="in"]')
        described = button.get_attribute("aria-describedby")
        assert described
        expect(page.locator(f"#{described}")).to_contain_text("in secret")
    else:
        expect(secret).to_have_count(0)
    clicked = play_hand(tab, in_now_and_then, limit=400)
    assert "in" in clicked and "out" in clicked
    result = page.locator(f"{SIM} .pr-result")
    expect(result).to_be_visible()
    expect(result).to_contain_text(re.compile(r"match|pot", re.IGNORECASE))
    text = history(page)
    assert re.search(r"\bpoint\b|\bpays?\b|\bput\b", text), text[-1500:]
    assert "Turn 2" in text or re.search(r"deal", text, re.IGNORECASE), text[-1500:]
    assert not tab.errors, tab.errors

"""The games beyond poker in the browser (Mus, Twenty-Five, Jubilee, Rumino, Pif Paf, and any
game tagged as one of them: played for points, by tricks, in partnerships or as rummy): a whole
match of each by clicks against the bots, with the score on the table throughout, and the judge
boxes; in the rummy games the hand is shown arranged into its melds."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect
from simkit import SIM, deal, first_of, history, open_game, play_hand

from pokerrules.lookup.registry import variants

JUDGE = ".pr-judge"
JUDGE_READY = '.pr-judge[data-state="ready"]'

#: The tags of a game beyond poker: every registered game with one of them is played here.
BEYOND_POKER = {"no betting", "tricks", "partnership", "rummy"}
GAMES = [v.id for v in variants() if BEYOND_POKER & set(v.tags)]
RUMMY = [v.id for v in variants() if "rummy" in v.tags]

#: game -> (a pattern of the score line on the table, a move of the game the log must show)
OWN_WORDS = {
    "mus": (r"Your side \(you and seat 3\): \d+ of 40", r"\b(Grande|Chica|Pares|Juego|Punto)\b"),
    "twenty-five": (r"Trumps: \w+", r"\btrick\b"),
    "jubilee": (r"Running total \d+", r"\btotal\b"),
    "rumino": (r"Scores: you \d+", r"\b(knock|gin|rumino|discard)\w*"),
    "pif-paf": (r"Pot \d+", r"\b(discard|go(es)? out)\w*"),
}


def quick(kinds: list[str], clicked: list[str]) -> str:
    """Say no mus, pass or see in the bidding, and otherwise make the first move offered."""
    return first_of(kinds, ("no-mus", "pass", "see", "decline"))


def test_the_games_beyond_poker_come_from_the_registry():
    assert {"mus", "twenty-five", "jubilee", "rumino", "pif-paf"} <= set(GAMES)
    assert set(OWN_WORDS) <= set(GAMES), "words kept for a game this module does not play"
    assert RUMMY and set(RUMMY) <= set(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_match_by_clicks(shared_tab, game):
    tab = shared_tab
    page = open_game(tab, game)
    deal(tab, "1")
    if game in OWN_WORDS:
        expect(page.locator(f"{SIM} .pr-info")).to_contain_text(re.compile(OWN_WORDS[game][0]))
    clicked = play_hand(tab, quick, limit=800)
    assert clicked
    expect(page.locator(f"{SIM} .pr-result")).to_be_visible()
    assert page.locator(f"{SIM} .pr-result li").count() >= 1
    if game in OWN_WORDS:
        assert re.search(OWN_WORDS[game][1], history(page), re.IGNORECASE), history(page)[-1500:]
    assert not tab.errors, tab.errors


def judge_with(tab, game: str, hands: list[str], fields: dict[str, str] | None = None):
    page = open_game(tab, game)
    page.wait_for_selector(JUDGE_READY)
    box = page.locator(JUDGE)
    add = box.get_by_role("button", name="Add a hand")
    while box.locator(".pr-judge-hand").count() < len(hands):
        add.click()
    for number, cards in enumerate(hands, start=1):
        box.get_by_label(f"Hand {number}", exact=True).fill(cards)
    for label, value in (fields or {}).items():
        field = box.get_by_label(label, exact=True)
        if field.evaluate("e => e.tagName") == "SELECT":
            field.select_option(label=value)
        else:
            field.fill(value)
    box.get_by_role("button", name="Judge", exact=True).click()
    page.wait_for_selector(JUDGE_READY)
    expect(box.locator(".pr-alert")).to_be_empty()
    return box.locator(".pr-judge-verdict")


def test_the_mus_judge_names_each_contest(shared_tab):
    verdict = judge_with(shared_tab, "mus", ["Kh 3s 7c 6d", "As 2h 4c 5d", "Qh Qs Jc Js", "Kd Jd Qd Ac"])
    expect(verdict).to_contain_text(re.compile(r"Grande: hand 1 wins", re.I))
    expect(verdict).to_contain_text(re.compile(r"Chica: hand 2 wins", re.I))
    expect(verdict).to_contain_text(re.compile(r"Pares: hand 3 wins", re.I))
    expect(verdict).to_contain_text(re.compile(r"Juego: hand 4 wins", re.I))
    assert not shared_tab.errors, shared_tab.errors


def test_the_jubilee_judge_plays_cards_onto_a_running_total(shared_tab):
    from pokerrules.lookup.registry import get

    total = next(o for o in get("jubilee").options if o.name == "total")
    verdict = judge_with(shared_tab, "jubilee", ["9c", "3h"], {total.label: "19"})
    expect(verdict).to_contain_text("19 to 28")
    expect(verdict).to_contain_text("past 25")
    assert not shared_tab.errors, shared_tab.errors


@pytest.mark.parametrize("game", RUMMY)
def test_the_hand_is_shown_arranged_into_its_melds(shared_tab, game):
    tab = shared_tab
    page = open_game(tab, game)
    deal(tab, "1")
    label = page.locator(f"{SIM} .pr-hand--mine .pr-hand-label")
    expect(label).to_contain_text(re.compile(r"^Melds: .+; (left over: .+\(\d+\)|nothing left over)"))
    assert not tab.errors, tab.errors

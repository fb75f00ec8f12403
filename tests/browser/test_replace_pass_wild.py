"""The moves of the replace, pass and wild-card games in the browser: choosing several cards at
once (3-Card Triple Replace), a choice made in secret and the cards it brings marked new (Give
Me Five), and wild cards that change during the deal (Chaos).

Each test plays by clicks from what the engine offers: check or call until the game's own move
comes up, then makes it the way a reader would.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect
from simkit import SIM, click, deal, history, offered, open_game, open_rules, play_hand, set_rules

from pokerrules.lookup.registry import get

BETTING = ("check", "call")


def bet_until(tab, wanted: str, limit: int = 60) -> None:
    """Check or call (never fold) until ``wanted`` is offered to the reader."""
    page = tab.page
    for _ in range(limit):
        tab.wait_ready()
        kinds = offered(page)
        assert kinds, f"the hand ended before {wanted!r} was offered: {history(page)[-800:]}"
        if wanted in kinds:
            return
        click(page, next((k for k in BETTING if k in kinds), kinds[0]))
    raise AssertionError(f"{wanted!r} was never offered")


def pot(page) -> int:
    text = page.locator(f"{SIM} .pr-info").inner_text()
    found = re.search(r"Pot (\d+)", text)
    assert found, text
    return int(found[1])


#: Two tables that between them set every house rule of 3-Card Triple Replace to each of its
#: other values (the defaults are played in test_poker_games.py).
TRIPLE_REPLACE_RULES = (
    {"deal": "two-down", "limits": "two-each", "cost": "steps", "pot": "high-low",
     "trips": "below", "wild": "deuces"},
    {"deal": "all-down", "limits": "one-each", "cost": "double", "pot": "low", "wild": "threes"},
)


def replace_or_bet(kinds: list[str], clicked: list[str]) -> str:
    """Replace whenever possible (the fewest cards), else check or call."""
    for kind in ("replace", *BETTING):
        if kind in kinds:
            return kind
    return next((k for k in kinds if k != "fold"), kinds[0])


@pytest.mark.parametrize("rules", TRIPLE_REPLACE_RULES, ids=lambda r: r["deal"])
def test_triple_replace_plays_to_the_end_under_every_house_rule(shared_tab, rules):
    game = "three-card-triple-replace"
    tab = shared_tab
    page = open_game(tab, game)
    labels = set_rules(page, game, rules)
    deal(tab, "5")
    clicked = play_hand(tab, replace_or_bet, limit=80)
    expect(page.locator(f"{SIM} .pr-result")).to_be_visible()
    text = history(page)
    assert "replace" in clicked and re.search(r"You replace .+, paying \d+\.", text), text[-1500:]
    if rules["pot"] == "low":  # the whole pot goes to a low hand
        expect(page.locator(f"{SIM} .pr-result")).to_contain_text(re.compile(r"\blow\b"))
    open_rules(page)
    for name, value in rules.items():  # the table kept the rules it was dealt with
        select = page.locator(f'{SIM} .pr-field[data-option="{name}"] select')
        assert select.evaluate("s => s.options[s.selectedIndex].text") == labels[name][value]
    assert not tab.errors, tab.errors


def test_several_cards_are_chosen_then_sent_and_paid_for(shared_tab):
    game = "three-card-triple-replace"
    tab = shared_tab
    page = open_game(tab, game)
    set_rules(page, game, {o.name: o.default for o in get(game).options})
    deal(tab, "3")
    bet_until(tab, "replace")
    group = page.locator(f'{SIM} .pr-actions [data-pick-min][data-kind="replace"]')
    expect(group).to_contain_text("(choose 1 to 2)")
    send = group.locator("button[data-send]")
    toggles = group.locator("button[aria-pressed]")
    expect(toggles).to_have_count(3)  # all three of the reader's cards

    # Nothing chosen: a message on the page, and nothing changes.
    before = history(page)
    send.click()
    expect(page.locator(f"{SIM} .pr-alert")).to_contain_text("choose 1 to 2 cards")
    assert history(page) == before

    # Two chosen (the second press on a card takes it back), then sent.
    toggles.nth(0).click()
    toggles.nth(1).click()
    toggles.nth(1).click()
    expect(toggles.nth(1)).to_have_attribute("aria-pressed", "false")
    toggles.nth(2).click()
    expect(group.locator(".pr-action-count")).to_have_text("2 chosen")
    expect(send).to_have_text(re.compile(r"\(2\)$"))
    chosen = [toggles.nth(i).get_attribute("data-card") for i in (0, 2)]
    pot_before = pot(page)
    send.click()
    tab.wait_ready()
    mine = page.locator(f"{SIM} .pr-hand--mine .pr-card").evaluate_all(
        "els => els.map(e => e.dataset.code)")
    assert not set(chosen) & set(mine), (chosen, mine)  # both replaced
    line = next(x for x in history(page).splitlines() if x.startswith("You replace"))
    assert re.search(r"paying (\d+)", line), line
    paid = int(re.search(r"paying (\d+)", line)[1])  # type: ignore[index]
    assert paid > 0 and pot(page) >= pot_before + paid
    assert not tab.errors, tab.errors


def test_a_secret_pass_says_so_and_the_card_passed_to_you_is_new(shared_tab):
    game = "give-me-five"
    tab = shared_tab
    page = open_game(tab, game)
    deal(tab, "2")
    bet_until(tab, "flip")
    click(page, "flip")
    bet_until(tab, "pass")
    group = page.locator(f'{SIM} .pr-actions .pr-action-cards[data-kind="pass"]')
    expect(group.locator(".pr-action-secret")).to_contain_text("in secret")
    described = group.get_attribute("aria-describedby")
    assert described and page.locator(f"#{described}").count() == 1
    expect(page.locator(f"{SIM} .pr-card--new")).to_have_count(0)
    click(page, "pass")
    tab.wait_ready()
    text = history(page)
    assert "Everyone has chosen" in text, text[-800:]
    got = re.findall(r"Seat \d passes (\S+) to you\.", text)
    assert len(got) == 1, text[-800:]
    new = page.locator(f"{SIM} .pr-hand--mine .pr-card--new")
    expect(new).to_have_count(1)
    expect(new.locator(".pr-card-short")).to_have_text(got[0])
    expect(new.locator(".pr-sr-only")).to_contain_text("new")
    # The mark lasts until the reader's next move.
    kinds = offered(page)
    if kinds:
        click(page, next((k for k in (*BETTING, "flip") if k in kinds), kinds[0]))
        tab.wait_ready()
        expect(page.locator(f"{SIM} .pr-hand--mine .pr-card--new")).to_have_count(0)
    assert not tab.errors, tab.errors


def test_the_wild_suit_is_shown_with_its_reason_and_marks_the_cards(shared_tab):
    """Chaos: once a queen comes up, the info says which cards are wild and why, and every card
    of that suit from 2 to 10 in sight is marked wild (and no other card)."""
    game = "chaos"
    tab = shared_tab
    page = open_game(tab, game)
    for seed in ("1", "2", "3", "4", "5", "6", "7", "8"):
        deal(tab, seed)
        for _ in range(40):
            if "are wild now" in history(page):
                break
            kinds = offered(page)
            if not kinds:
                break
            click(page, next((k for k in BETTING if k in kinds), kinds[0]))
            tab.wait_ready()
        if "are wild now" in history(page):
            break
    else:
        raise AssertionError("no deal brought a queen face up")
    info = page.locator(f"{SIM} .pr-info").inner_text()
    found = re.search(r"The 2–10 of (\w+) are wild: the Q(.) came up", info)
    assert found, info
    suit = {"hearts": "h", "diamonds": "d", "clubs": "c", "spades": "s"}[found[1]]
    cards = page.locator(f"{SIM} .pr-card[data-code]").evaluate_all(
        "els => els.map(e => [e.dataset.code, e.classList.contains('pr-card--wild')])")
    seen = [(code, wild) for code, wild in cards if code != "??"]
    assert seen
    for code, wild in seen:
        expected = code[-1] == suit and code[:-1] in ("2", "3", "4", "5", "6", "7", "8", "9", "T")
        assert wild == expected, (code, wild, info)
    assert not tab.errors, tab.errors

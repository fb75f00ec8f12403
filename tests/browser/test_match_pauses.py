"""Matches in the browser (issue 18, points 3 to 5), for every game played as a match: the
table pauses at the end of each deal and tells it (the hands as the reader saw them, each
scoring line, the points), and "Next deal" plays on; the result's headline says who won the
match, then the chips (points only in a game without chips, the statistics too); giving up a
match with Deal or Reset asks in the words of a match, with the focus on "Keep playing", and
counts as a lost match; Reset between hands asks before it wipes the statistics. axe finds no
serious or critical problem in the pause or the question, light or dark.

The moments (the reader's move that ends a deal, or the match) are found in Python by
matchkit.py and put on the page as a saved hand, which the page restores through the engine.
"""

from __future__ import annotations

import pytest
from matchkit import Moment, match_games, moment
from playwright.sync_api import expect
from simkit import SIM, click, deal, motion, page_of, stat
from test_accessibility import axe_violations, blocking, check_scheme, use_scheme

GAMES = match_games()


def put_saved(tab, game: str, hand: Moment | None, hands_played: int = 0):
    """Leave for another game's page, save ``game``'s data (a hand in progress, statistics),
    and come back by instant navigation: the simulator loads what was saved."""
    other = next(g for g in GAMES if g != game)
    tab.visit(page_of(other), variant=other)
    data = {"v": 1, "variant": game, "stacks": None, "options": hand.options if hand else {},
            "stats": {"hands": hands_played, "net": 0, "wins": 0, "losses": hands_played,
                      "pushes": 0},
            "seats": None, "hand": {"history": hand.history, "view": hand.view} if hand else None}
    if hands_played:
        data["match"] = True
    tab.page.evaluate("([key, data]) => localStorage.setItem(key, JSON.stringify(data))",
                      [f"pokerrules:v1:{game}", data])
    tab.reset_records()
    tab.visit(page_of(game), variant=game)
    motion(tab.page, False)
    return tab.page


def play_the_moment(tab, found: Moment):
    page = put_saved(tab, found.game, found)
    expect(page.locator(f"{SIM} .pr-actions")).to_be_visible()
    click(page, found.kind)
    tab.wait_ready()
    return page


@pytest.mark.parametrize("game", GAMES)
def test_a_match_pauses_at_the_end_of_a_deal_and_tells_it(shared_tab, game):
    found = moment(game, "deal")
    assert found is not None, f"{game}: no move of the reader's ends a deal of a longer match"
    page = play_the_moment(shared_tab, found)
    deal_end = found.after["match"]["last_deal"]
    box = page.locator(f"{SIM} .pr-deal-end")
    expect(box).to_be_visible()
    expect(box.locator(".pr-result-summary")).to_have_text(f"Deal {deal_end['number']} is over.")
    expect(box.locator(".pr-result-lines li")).to_have_text(deal_end["lines"])
    assert any(line.startswith(f"Points after deal {deal_end['number']}: ")
               for line in deal_end["lines"])
    # the hands as the reader saw them when the deal ended, and no move until "Next deal"
    expect(page.locator(f"{SIM} .pr-table .pr-hand")).to_have_count(len(deal_end["hands"]))
    for hand in deal_end["hands"]:
        seat = page.locator(f'{SIM} .pr-hand[data-seat="{hand["seat"]}"]')
        expect(seat.locator(".pr-card")).to_have_count(len(hand["cards"]))
        for card in hand["cards"]:
            if card["code"] != "??":
                expect(seat.locator(f'.pr-card[data-code="{card["code"]}"]').first).to_be_attached()
    expect(page.locator(f"{SIM} .pr-actions")).to_be_hidden()
    expect(page.locator(f"{SIM} .pr-result")).to_be_hidden()
    next_deal = page.locator(f"{SIM} .pr-deal-next")
    expect(next_deal).to_have_text("Next deal")
    expect(next_deal).to_be_focused()
    expect(page.locator(f"{SIM} .pr-live")).to_contain_text(f"Deal {deal_end['number']} is over.")
    # the whole match's history can be read at full length
    log = page.locator(f"{SIM} details.pr-log")
    expect(log.locator("summary")).to_have_text("Match history")
    show_all = log.locator(".pr-log-all")
    show_all.click()
    expect(show_all).to_have_attribute("aria-pressed", "true")
    expect(log.locator(".pr-log-box")).to_have_class("pr-log-box pr-log-box--all")
    # the keyboard plays on: the next deal, where the reader moves
    next_deal.focus()
    page.keyboard.press("Enter")
    shared_tab.wait_ready()
    expect(box).to_be_hidden()
    expect(page.locator(f"{SIM} .pr-actions")).to_be_visible()
    for template in found.after["legal"][:1]:
        expect(page.locator(f'{SIM} .pr-actions [data-kind="{template["kind"]}"]').first).to_be_visible()
    assert not shared_tab.errors, shared_tab.errors


@pytest.mark.parametrize("game", GAMES)
def test_the_headline_says_who_won_the_match_then_the_chips(shared_tab, game):
    found = moment(game, "match")
    assert found is not None, f"{game}: no move of the reader's ends a match"
    page = play_the_moment(shared_tab, found)
    result = found.after["result"]
    next_deal = page.locator(f"{SIM} .pr-deal-end:not([hidden]) .pr-deal-next")
    if next_deal.count():  # the last deal's end comes first
        expect(next_deal).to_have_text("See the result")
        next_deal.click()
        shared_tab.wait_ready()
    summary = page.locator(f"{SIM} .pr-result .pr-result-summary")
    expect(summary).to_have_text(result["summary"])
    winners = result["winners"]
    text = summary.inner_text()
    if 0 in winners:
        assert text.startswith("You win the match"), text
    elif winners:
        assert text.startswith(f"You lose the match: seat {winners[0] + 1} "), text
    else:
        assert text.startswith("You draw the match"), text
    chips = result["chips"]
    assert ("chip" in text) == chips, text
    expect(page.locator(f'{SIM} [data-stat="hands"] dt')).to_have_text("Matches played")
    assert stat(page, "hands") == "1"
    outcome = "1 / 0 / 0" if 0 in winners else "0 / 1 / 0" if winners else "0 / 0 / 1"
    assert stat(page, "wlp") == outcome
    if chips:
        assert stat(page, "bankroll") == str(result["stacks"][0])
    else:  # a game of points: no bankroll, no net, but the reader's points
        expect(page.locator(f'{SIM} [data-stat="bankroll"]')).to_have_count(0)
        expect(page.locator(f'{SIM} [data-stat="net"]')).to_have_count(0)
        assert stat(page, "points") == found.after["match"]["points_text"][0]
        expect(page.locator(f"{SIM} .pr-reset")).to_have_text("Reset statistics")
    assert not shared_tab.errors, shared_tab.errors


def _chips_and_points_games() -> list[str]:
    """The first match game played for chips and the first played for points only."""
    picked: dict[bool, str] = {}
    for game in GAMES:
        found = moment(game, "deal")
        if found is not None:
            picked.setdefault(found.view["match"]["chips"], game)
    return list(picked.values())


@pytest.mark.parametrize("game", _chips_and_points_games())
def test_giving_up_a_match_asks_about_the_match_and_counts_a_loss(shared_tab, game):
    page = put_saved(shared_tab, game, None)
    deal(shared_tab, "3")
    deal_button = page.get_by_role("button", name="Deal", exact=True)
    deal_button.click()
    question = page.locator(f"{SIM} .pr-confirm")
    expect(question).to_be_visible()
    words = question.locator("p").inner_text()
    assert words.startswith("Abandon this match (deal ") and "counts as a lost match" in words, words
    assert "hand" not in words and "0 chips" not in words, words
    keep = question.locator(".pr-confirm-no")
    expect(keep).to_have_text("Keep playing")
    expect(keep).to_be_focused()
    page.keyboard.press("Escape")  # the safe answer: the match goes on
    expect(question).to_be_hidden()
    expect(deal_button).to_be_focused()
    # Reset in the middle of the match asks the same way
    page.locator(f"{SIM} .pr-reset").click()
    expect(question.locator("p")).to_contain_text("Abandon this match")
    expect(question.locator(".pr-confirm-no")).to_be_focused()
    question.locator(".pr-confirm-no").click()
    # Deal, and give the match up: a lost match, whatever the score
    deal_button.click()
    question.locator(".pr-confirm-yes").click()
    shared_tab.wait_ready()
    assert stat(page, "hands") == "1" and stat(page, "wlp") == "0 / 1 / 0"
    assert not shared_tab.errors, shared_tab.errors


def test_reset_between_matches_asks_before_it_wipes_the_statistics(shared_tab):
    game = GAMES[0]
    page = put_saved(shared_tab, game, None, hands_played=2)
    assert stat(page, "hands") == "2"
    page.locator(f"{SIM} .pr-reset").click()
    question = page.locator(f"{SIM} .pr-confirm")
    expect(question.locator("p")).to_contain_text("the record of the 2 matches played is wiped")
    keep = question.locator(".pr-confirm-no")
    expect(keep).to_have_text("Keep them")
    expect(keep).to_be_focused()
    keep.click()
    assert stat(page, "hands") == "2"
    page.locator(f"{SIM} .pr-reset").click()
    question.locator(".pr-confirm-yes").click()
    assert stat(page, "hands") == "0" and stat(page, "wlp") == "0 / 0 / 0"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_serious_in_the_pause_and_the_question(shared_tab, scheme):
    use_scheme(shared_tab, scheme)
    found = moment(GAMES[0], "deal")
    assert found is not None
    page = play_the_moment(shared_tab, found)
    check_scheme(page, scheme)
    expect(page.locator(f"{SIM} .pr-deal-end")).to_be_visible()
    problems = blocking(axe_violations(page), f"{GAMES[0]} deal's end ({scheme})")
    page.locator(f"{SIM} .pr-deal-next").click()
    shared_tab.wait_ready()
    page.get_by_role("button", name="Deal", exact=True).click()
    expect(page.locator(f"{SIM} .pr-confirm")).to_be_visible()
    problems += blocking(axe_violations(page), f"{GAMES[0]} abandon question ({scheme})")
    page.locator(f"{SIM} .pr-confirm-no").click()
    assert not problems, "\n".join(problems)

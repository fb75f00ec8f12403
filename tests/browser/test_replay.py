"""Replaying a finished hand (issue 18, point 8b): Play shows the frames one after another at the
chosen speed and stops at the end; Pause stops it; "Jump to" reaches the deal, each of your own
decisions (the table as it was when you had to move) and the end of the hand; Previous and Next
still step one frame; Back to the result leaves the replay. axe finds nothing serious in the
replay bar, light and dark.

One shared tab (one Pyodide boot).
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect
from simkit import SIM, deal, offered, open_game, play_hand
from test_accessibility import SCHEMES, axe_violations, blocking, check_scheme

GAME = "seven-twenty-seven"


def calm(kinds: list[str], clicked: list[str]) -> str:
    for kind in ("decline", "check", "call"):
        if kind in kinds:
            return kind
    return next((k for k in kinds if k != "fold"), kinds[0])


def finished_hand(tab, seed: str = "4") -> int:
    """Deal and play a hand to its end; returns how many decisions the reader made."""
    deal(tab, seed, "5")
    clicked = play_hand(tab, calm, limit=80)
    return len(clicked)


def step(page) -> tuple[int, int]:
    text = page.locator(f"{SIM} .pr-replay-step").inner_text()
    found = re.search(r"step (\d+) of (\d+)", text)
    assert found, text
    return int(found.group(1)), int(found.group(2))


def frame(page) -> int:
    return int(page.locator(f"{SIM} .pr-table").get_attribute("data-frame"))


def test_play_runs_to_the_end_and_pause_stops_it(shared_tab):
    tab = shared_tab
    page = open_game(tab, GAME)
    finished_hand(tab)
    page.locator(f"{SIM} .pr-replay-start").click()
    tab.wait_ready()
    assert step(page)[0] == 1
    total = step(page)[1]
    assert total > 3
    speed = page.get_by_label("Speed of Play")
    speed.select_option(index=2)  # the fastest
    play = page.locator(f"{SIM} .pr-replay-play")
    play.click()
    expect(play).to_have_attribute("aria-pressed", "true")
    expect(play).to_have_text("Pause")
    # It moves on by itself, and stops at the end.
    expect(page.locator(f"{SIM} .pr-replay-step")).to_contain_text(f"step {total} of {total}",
                                                                    timeout=total * 2000)
    expect(play).to_have_attribute("aria-pressed", "false")
    expect(play).to_have_text("Play")
    assert frame(page) == total - 1
    expect(page.locator(f"{SIM} .pr-replay-next")).to_be_disabled()
    # Play at the end starts again; Pause stops it where it is.
    play.click()
    expect(play).to_have_text("Pause")
    play.click()
    expect(play).to_have_text("Play")
    expect(play).to_have_attribute("aria-pressed", "false")
    assert step(page)[0] < total
    expect(page.locator(f"{SIM} .pr-live")).to_contain_text("Replay")
    assert not tab.errors, tab.errors


def test_jumps_to_your_decisions_and_the_end(shared_tab):
    tab = shared_tab
    page = open_game(tab, GAME)
    decisions = finished_hand(tab, "6")
    assert decisions >= 1
    page.locator(f"{SIM} .pr-replay-start").click()
    tab.wait_ready()
    total = step(page)[1]
    jump = page.get_by_label("Jump to")
    labels = jump.locator("option").all_inner_texts()
    mine = [label for label in labels if label.startswith("Your move")]
    # One place per decision of yours, each named by what you did, then the end.
    assert len(mine) == decisions, labels
    assert all(re.match(r"Your move \d+: You ", label) for label in mine), mine
    assert labels[0] == "The deal" and labels[-1].startswith("The end")
    for label in mine:
        jump.select_option(label=label)
        # The table as it was when you had to move: your move comes next.
        said = label.split(":")[0].lower()
        expect(page.locator(f"{SIM} .pr-replay-step")).to_contain_text(f"{said} comes next")
        shown = frame(page)
        # The next frame's new lines start with what you did.
        page.locator(f"{SIM} .pr-replay-next").click()
        assert frame(page) == shown + 1
        expect(page.locator(f"{SIM} .pr-happening li").first).to_have_text(label.split(": ", 1)[1])
    jump.select_option(label=labels[-1])
    assert step(page) == (total, total)
    expect(page.locator(f"{SIM} .pr-replay-step")).to_contain_text("the end")
    jump.select_option(label="The deal")
    assert step(page)[0] == 1
    page.locator(f"{SIM} .pr-replay-back").click()
    expect(page.locator(f"{SIM} .pr-result")).to_be_visible()
    expect(page.locator(f"{SIM} .pr-replay")).to_be_hidden()
    assert not offered(page)
    assert not tab.errors, tab.errors


@pytest.mark.parametrize("scheme", list(SCHEMES))
def test_axe_on_the_replay_bar(shared_tab, scheme):
    tab = shared_tab
    page = open_game(tab, GAME)
    page.emulate_media(color_scheme=scheme)
    check_scheme(page, scheme)
    finished_hand(tab)
    page.locator(f"{SIM} .pr-replay-start").click()
    tab.wait_ready()
    page.locator(f"{SIM} .pr-replay-play").click()
    problems = blocking(axe_violations(page), f"{scheme} replay playing")
    page.locator(f"{SIM} .pr-replay-play").click()
    page.emulate_media(color_scheme="light")
    assert not problems, "\n".join(problems)

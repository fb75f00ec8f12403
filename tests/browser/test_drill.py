"""The "Who wins?" drill in the browser: every game with a showdown has one (and a game without
says it has none), the learner picks the winner of each part, a wrong pick shows why it is
wrong, the judge explains, the streak and the best streak are kept per game, a link with the
seed reproduces the showdown, a missed showdown comes back after 1, then 3 more showdowns
(seeded), and axe finds nothing serious in the drill in the light and the dark scheme."""

from __future__ import annotations

import pytest
from learnkit import DRILL, LESSON_TIMEOUT_MS, engine, quoted
from playwright.sync_api import expect
from simkit import open_game
from test_accessibility import SCHEMES, axe_violations, blocking

from pokerrules.lookup.registry import variants
from tests.sampling import sampled

WITH_SHOWDOWN = [v.id for v in variants() if v.showdown_parts is not None]
GAME = "seven-twenty-seven"
STORE = "pokerrules:learn:v1"


def ready_drill(page, game: str, *, deal: bool = True):
    """The game's drill once ready, with a showdown (dealt by its button unless one is shown)."""
    box = page.locator(f'{DRILL}[data-variant="{game}"]')
    expect(box).to_have_attribute("data-state", "ready", timeout=LESSON_TIMEOUT_MS)
    if deal and not box.locator(".pr-drill-part").count():
        box.get_by_role("button", name="Deal a showdown").click()
        expect(box).to_have_attribute("data-state", "ready")
        expect(box.locator(".pr-drill-choice").first).to_be_focused()
    if deal:
        expect(box.locator(".pr-drill-part").first).to_be_visible()
    return box


def showdown(page, box) -> dict:
    """The showdown on the page, as the page's engine deals it for the page's seed."""
    game = box.get_attribute("data-variant")
    res = engine(page, {"op": "drill", "variant": game, "seed": int(box.get_attribute("data-seed"))})
    assert res["ok"], res
    return res


def answer_all(box, res: dict, right: bool):
    for p, part in enumerate(res["parts"]):
        choice = part["answer"] if right else next(c for c in part["choices"] if c != part["answer"])
        asked = box.locator(f'.pr-drill-part[data-part="{p}"]')
        asked.locator(f".pr-drill-choice[data-choice={quoted(choice)}]").click()
        said = asked.locator(".pr-drill-said")
        expect(said).to_contain_text("Right" if right else "Not quite")
        expect(said).to_contain_text(part["said"])  # the verdict: "Hands 1 and 2 tie."
        if not right:
            expect(said).to_contain_text(part["reasons"][choice])  # why this pick is wrong


@pytest.mark.parametrize("game", sampled(WITH_SHOWDOWN))
def test_every_game_with_a_showdown_has_a_drill_that_explains(shared_tab, game):
    page = open_game(shared_tab, game)
    box = ready_drill(page, game)
    res = showdown(page, box)
    hands = box.locator(".pr-drill-hand")
    expect(hands).to_have_count(len(res["hands"]))
    expect(hands.first.locator(".pr-card")).to_have_count(len(res["hands"][0]["cards"]))
    board = box.locator(".pr-drill-board")  # one board, every hand's, where the game deals one
    if res["board"]:
        expect(board).to_be_visible()
        expect(board.locator(".pr-card")).to_have_count(len(res["board"]))
        expect(board.get_by_role("list", name="The board: every hand's cards")).to_be_visible()
    else:
        expect(board).to_be_hidden()
    expect(box.locator(".pr-drill-part")).to_have_count(len(res["parts"]))
    note = box.locator(".pr-drill-note")  # the trump or wild suit, where the cards do not say
    if res["note"]:
        expect(note).to_have_text(res["note"])
    else:
        expect(note).to_be_hidden()
    answer_all(box, res, right=True)
    verdict = box.locator(".pr-drill-verdict")
    expect(verdict).to_be_visible()
    for line in res["text"]:
        expect(verdict).to_contain_text(line)
    for part in res["parts"]:
        for wild in part["wild"]:
            for said in wild:
                expect(verdict).to_contain_text(said)  # wild cards as what they play as
    expect(box.locator(".pr-drill-next")).to_be_focused()
    assert not shared_tab.errors, shared_tab.errors


def test_the_streak_is_kept_and_a_link_reproduces_the_showdown(shared_tab):
    page = open_game(shared_tab, GAME)
    page.evaluate("(key) => localStorage.removeItem(key)", STORE)
    page.goto(page.url.split("?")[0].split("#")[0])
    box = ready_drill(page, GAME, deal=False)
    expect(box.locator(".pr-drill-part")).to_have_count(0)  # nothing dealt until asked
    streak = box.locator(".pr-drill-streak")
    expect(streak).to_have_attribute("data-streak", "0")
    box = ready_drill(page, GAME)
    answer_all(box, showdown(page, box), right=True)
    expect(streak).to_have_attribute("data-streak", "1")
    expect(streak).to_have_attribute("data-best", "1")
    expect(box.locator(".pr-live")).to_contain_text("streak goes on")
    first_seed = box.get_attribute("data-seed")
    box.locator(".pr-drill-next").click()
    expect(box).not_to_have_attribute("data-seed", first_seed)
    expect(box).to_have_attribute("data-state", "ready")
    seed = box.get_attribute("data-seed")
    assert f"?drill={seed}" in page.url, page.url  # the address follows the showdown
    res = showdown(page, box)
    answer_all(box, res, right=False)
    expect(streak).to_have_attribute("data-streak", "0")
    expect(streak).to_have_attribute("data-best", "1")
    hands = box.locator(".pr-drill-hands").inner_text()
    # A reload of the link shows the same showdown; the best streak is kept.
    page.reload()
    box = ready_drill(page, GAME)
    expect(box).to_have_attribute("data-seed", seed)
    assert box.locator(".pr-drill-hands").inner_text() == hands
    expect(box.locator(".pr-drill-streak")).to_have_attribute("data-best", "1")
    kept = page.evaluate("(key) => JSON.parse(localStorage.getItem(key))", STORE)["drill"][GAME]
    assert (kept["streak"], kept["best"], kept["done"]) == (0, 1, 2)
    assert [m["seed"] for m in kept["again"]] == [int(seed)]  # the miss, to come back
    # The box's own link names its seed.
    assert box.locator(".pr-drill-link").get_attribute("href").endswith(f"?drill={seed}#drill")
    # So does a fresh visit of the box's own link.
    link = box.locator(".pr-drill-link").get_attribute("href")
    page.goto("about:blank")
    page.goto(link)
    expect(ready_drill(page, GAME)).to_have_attribute("data-seed", seed)
    assert page.locator(f"{DRILL} .pr-drill-hands").inner_text() == hands
    assert not shared_tab.errors, shared_tab.errors


def learn_store(page, name: str, *args):
    """Call ``name`` of the page's own learn-store.js with ``args``."""
    return page.evaluate("""async ([name, args]) => {
      const src = performance.getEntriesByType('resource').map((e) => e.name)
        .find((u) => /\\/javascripts\\/simulator\\.js(\\?|$)/.test(u));
      const store = await import(src.replace(/simulator\\.js/, 'learn-store.js'));
      return store[name](...args);
    }""", [name, list(args)])


#: 7/27 showdowns the test chooses: in MISSED, hand 3's 29 wins the high half over an 18 and a
#: 22; OTHER is one more showdown judged in between.
MISSED, OTHER = 19, 27


def test_a_wrong_pick_says_why_and_a_missed_showdown_comes_back(shared_tab):
    page = open_game(shared_tab, GAME)
    page.evaluate("(key) => localStorage.removeItem(key)", STORE)
    base = page.url.split("?")[0].split("#")[0]
    page.goto(f"{base}?drill={MISSED}#drill")
    box = ready_drill(page, GAME)
    expect(box).to_have_attribute("data-seed", str(MISSED))
    again = box.locator(".pr-drill-again")
    expect(again).to_be_hidden()  # a link's showdown is not a return
    res = showdown(page, box)
    high = box.locator('.pr-drill-part[data-part="0"]')
    high.locator('.pr-drill-choice[data-choice="Hand 1"]').click()
    expect(high.locator(".pr-drill-said")).to_have_text(
        "Not quite: you chose Hand 1. Hand 3 wins with 29 (2 past 27); Hand 1 has 18 (9 short of "
        "27). The answer: Hand 3 wins.")
    expect(box.locator(".pr-live")).to_contain_text("Hand 1 has 18 (9 short of 27)")
    for p, part in enumerate(res["parts"][1:], start=1):
        asked = box.locator(f'.pr-drill-part[data-part="{p}"]')
        asked.locator(f'.pr-drill-choice[data-choice={quoted(part["answer"])}]').click()
    expect(box.locator(".pr-drill-verdict")).to_contain_text("18 (9 short of 27)")  # its notes
    assert learn_store(page, "dueAgain", GAME) is None  # not before one more showdown
    # One more showdown judged (a link's), then the next one asked for is the one missed.
    page.goto(f"{base}?drill={OTHER}#drill")
    box = ready_drill(page, GAME)
    expect(box).to_have_attribute("data-seed", str(OTHER))
    answer_all(box, showdown(page, box), right=True)
    box.locator(".pr-drill-next").click()
    expect(box).to_have_attribute("data-seed", str(MISSED))
    expect(again).to_be_visible()
    expect(again).to_have_text("You missed this showdown before: here it is again.")
    expect(box.locator(".pr-live")).to_contain_text("You missed this showdown before")
    answer_all(box, showdown(page, box), right=True)
    # Right this time: it comes back after 3 more showdowns, not 2.
    for _ in range(2):
        learn_store(page, "keepDrill", GAME, True, {"seed": OTHER, "options": {}})
    assert learn_store(page, "dueAgain", GAME) is None
    learn_store(page, "keepDrill", GAME, True, {"seed": OTHER, "options": {}})
    assert learn_store(page, "dueAgain", GAME)["seed"] == MISSED
    box.locator(".pr-drill-next").click()
    expect(box).to_have_attribute("data-seed", str(MISSED))
    expect(again).to_be_visible()
    # Missed again: it starts over, back after one more showdown.
    answer_all(box, showdown(page, box), right=False)
    kept = learn_store(page, "drillRecord", GAME)
    assert kept["done"] == 7 and kept["again"] == [
        {"seed": MISSED, "options": res["options"], "step": 0, "due": 8}]
    assert not shared_tab.errors, shared_tab.errors


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_serious_in_the_drill(shared_tab, scheme):
    page = shared_tab.page
    page.emulate_media(color_scheme=scheme)
    if "/games/chaos/" not in page.url:  # (the other scheme's test left it there, with ?drill=)
        page = open_game(shared_tab, "chaos")  # wild cards in the explanation
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", SCHEMES[scheme])
    box = ready_drill(page, "chaos")
    if box.locator(".pr-drill-verdict").is_visible():  # answered in the other scheme's test
        seed = box.get_attribute("data-seed")
        box.locator(".pr-drill-next").click()
        expect(box).not_to_have_attribute("data-seed", seed)
        expect(box).to_have_attribute("data-state", "ready")
    problems = blocking(axe_violations(page, ".pr-drill"), f"drill asking ({scheme})")
    answer_all(box, showdown(page, box), right=False)
    expect(box.locator(".pr-drill-verdict")).to_be_visible()
    problems += blocking(axe_violations(page, ".pr-drill"), f"drill explained ({scheme})")
    page.emulate_media(color_scheme="light")
    assert not problems, "\n".join(problems)

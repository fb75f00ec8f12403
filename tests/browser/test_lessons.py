"""The lessons in the browser: every lesson of every registered game completed by clicks (the
lessons are read from the page's own engine, so lessons added later are played too), a wrong
move's follow-up and the way back, a wrong answer retried, a question's answer hidden from the
table until it is answered (a wrong choice's reason said), three lessons by keyboard alone, the
stars kept after a reload and cleared by the button (which asks first), and axe on the lesson
player in the light and the dark scheme.

One tab visits every game page in turn by instant navigation (one Pyodide boot).
"""

from __future__ import annotations

import pytest
from learnkit import (
    LESSONS,
    PLAYER,
    button_of,
    lessons_of,
    play_lesson_by_clicks,
    press_move,
    quoted,
    simple_move,
    step_view,
    wait_lessons,
    wait_step,
)
from playwright.sync_api import expect
from simkit import open_game
from test_accessibility import SCHEMES, axe_violations, blocking

from pokerrules.lookup.registry import variants
from tests.sampling import sampled

GAMES = [v.id for v in variants()]


def everything(page) -> list[dict]:
    """Every game's own lessons, as the page's engine has them (not the shared basics, which
    are played on the Learn page: test_learn_page.py)."""
    return [lesson for game in GAMES for lesson in lessons_of(page, game)]


@pytest.mark.parametrize("game", sampled(GAMES))
def test_every_lesson_of_the_game_is_completed_by_clicks(shared_tab, game):
    page = open_game(shared_tab, game)
    lessons = lessons_of(page, game)
    if not lessons:
        expect(page.locator(".pr-lessons-none")).to_contain_text("no lesson")
        expect(page.locator(LESSONS)).to_have_count(0)
        return
    block = wait_lessons(page, game)
    expect(block.locator(".pr-lesson-item:not(.pr-lesson-basic)")).to_have_count(len(lessons))
    for lesson in lessons:
        player = play_lesson_by_clicks(page, lesson)
        # Played right with no hint: three stars, said in words too.
        expect(player).to_have_attribute("data-stars", "3")
        expect(player.locator(".pr-lesson-earned")).to_contain_text("3 of 3 stars")
        player.locator(".pr-lesson-close").click()
        expect(page.locator(PLAYER)).to_have_count(0)
        stars = block.locator(f'[data-stars-for="{game}/{lesson["id"]}"]')
        expect(stars).to_have_attribute("data-stars", "3")
    assert not shared_tab.errors, shared_tab.errors


def first_with_wrong(lessons: list[dict]) -> tuple[dict, int]:
    for lesson in lessons:
        for index, step in enumerate(lesson["steps"]):
            if step["kind"] == "move" and step["wrong"]:
                return lesson, index
    pytest.fail("no lesson has a step with a tempting wrong move")


def play_right(page, lesson: dict, index: int):
    player = page.locator(PLAYER)
    step = lesson["steps"][index]
    wait_step(page, index)
    if step["kind"] == "question":
        player.locator(f'.pr-lesson-choice[data-choice={quoted(step["answer"])}]').click()
    else:
        press_move(player, step_view(page, step)["legal"], step["accept"][0])
    wait_step(page, index, "success")
    player.locator(".pr-lesson-go").click()


def test_a_wrong_move_shows_what_would_happen_then_returns_and_the_stars_are_kept(shared_tab):
    page = shared_tab.page
    open_game(shared_tab, GAMES[0])
    lesson, at = first_with_wrong(everything(page))
    game = lesson["game"]
    page.evaluate("() => localStorage.removeItem('pokerrules:learn:v1')")
    page = open_game(shared_tab, game)
    block = wait_lessons(page, game)
    block.locator(f'.pr-lesson-play[data-lesson="{lesson["id"]}"]').click()
    player = page.locator(PLAYER)
    for index in range(at):
        play_right(page, lesson, index)
    step = lesson["steps"][at]
    wait_step(page, at)
    legal = step_view(page, step)["legal"]
    wrong = step["wrong"][0]
    press_move(player, legal, wrong["action"])
    wait_step(page, at, "wrong")
    expect(player.locator(".pr-lesson-feedback")).to_contain_text(wrong["why"])
    expect(player.locator(".pr-live")).to_contain_text(wrong["why"])
    happened = player.locator(".pr-lesson-happened")
    expect(happened).to_be_visible()
    expect(happened).to_contain_text("What would have happened")
    expect(player.locator(".pr-actions")).to_be_hidden()
    back = player.get_by_role("button", name="Back to the step")
    expect(back).to_be_focused()
    back.click()
    wait_step(page, at)
    expect(happened).to_be_hidden()
    expect(player.locator(".pr-lesson-goal")).to_have_text(step["goal"])
    expect(player.locator(".pr-live")).to_contain_text(step["goal"])
    for index in range(at, len(lesson["steps"])):
        play_right(page, lesson, index)
    expect(player).to_have_attribute("data-phase", "end")
    # One slip: two stars, kept after a reload.
    expect(player).to_have_attribute("data-stars", "2")
    expect(player.locator(".pr-lesson-earned")).to_contain_text("2 of 3 stars")
    key = f"{game}/{lesson['id']}"
    assert page.evaluate("() => JSON.parse(localStorage.getItem('pokerrules:learn:v1'))")["stars"][key] == 2
    page.reload()
    block = wait_lessons(page, game)
    slot = block.locator(f'[data-stars-for="{key}"]')
    expect(slot).to_have_attribute("data-stars", "2")
    expect(slot).to_contain_text("2 of 3 stars")
    # Clearing asks first; "No" keeps them.
    block.locator(".pr-stars-clear").click()
    expect(block.locator(".pr-stars-confirm")).to_be_visible()
    block.locator(".pr-stars-no").click()
    expect(slot).to_have_attribute("data-stars", "2")
    block.locator(".pr-stars-clear").click()
    block.locator(".pr-stars-yes").click()
    expect(slot).to_have_attribute("data-stars", "0")
    expect(slot).to_contain_text("not played yet")
    page.reload()
    expect(wait_lessons(page, game).locator(f'[data-stars-for="{key}"]')).to_have_attribute("data-stars", "0")
    assert not shared_tab.errors, shared_tab.errors


def test_a_wrong_answer_is_said_and_can_be_retried(shared_tab):
    page = shared_tab.page
    open_game(shared_tab, GAMES[0])
    found = [(lesson, i) for lesson in everything(page) for i, s in enumerate(lesson["steps"])
             if s["kind"] == "question"]
    assert found, "no lesson asks a question"
    lesson, at = found[0]
    page = open_game(shared_tab, lesson["game"])
    block = wait_lessons(page, lesson["game"])
    block.locator(f'.pr-lesson-play[data-lesson="{lesson["id"]}"]').click()
    for index in range(at):
        play_right(page, lesson, index)
    step = lesson["steps"][at]
    wait_step(page, at)
    player = page.locator(PLAYER)
    wrong = next(c for c in step["choices"] if c != step["answer"])
    choice = player.locator(f".pr-lesson-choice[data-choice={quoted(wrong)}]")
    choice.click()
    expect(player.locator(".pr-lesson-feedback")).to_contain_text("Not quite")
    expect(player.locator(".pr-live")).to_contain_text("Not quite")
    expect(choice).to_contain_text("not this one")  # said, not only coloured
    expect(player).to_have_attribute("data-phase", "step")
    player.locator(".pr-lesson-hint-button").click()
    expect(player.locator(".pr-lesson-hint")).to_contain_text(step["hint"])
    expect(player.locator(".pr-live")).to_contain_text(step["hint"])
    player.locator(f'.pr-lesson-choice[data-choice={quoted(step["answer"])}]').click()
    wait_step(page, at, "success")
    expect(player.locator(".pr-lesson-feedback")).to_contain_text(step["explain"])
    # Restart goes back to the first step.
    player.locator(".pr-lesson-restart").click()
    wait_step(page, 0)
    assert not shared_tab.errors, shared_tab.errors


# (game, lesson, step, what on the table shows the answer, words only it shows)
HIDDEN = [
    ("seven-twenty-seven", "first-hand", 0, ".pr-hand--mine .pr-hand-label", "high 20, low 10"),
    ("chaos", "queens-move-the-wild-suit", 0, ".pr-hand--mine .pr-card--wild", "are wild"),
    ("rumino", "melds-and-knocking", 0, ".pr-hand--mine .pr-group", "Deadwood 32"),
]


@pytest.mark.parametrize(("game", "lesson_id", "at", "part", "words"), HIDDEN,
                         ids=[case[0] for case in HIDDEN])
def test_an_open_question_hides_its_answer_explains_a_wrong_choice_then_shows_it(
        shared_tab, game, lesson_id, at, part, words):
    page = open_game(shared_tab, game)
    lesson = next(x for x in lessons_of(page, game) if x["id"] == lesson_id)
    step = lesson["steps"][at]
    assert step["kind"] == "question" and step["hides"], step
    block = wait_lessons(page, game)
    block.locator(f'.pr-lesson-play[data-lesson="{lesson_id}"]').click()
    for index in range(at):
        play_right(page, lesson, index)
    player = wait_step(page, at)
    table = player.locator(".pr-table")
    expect(player.locator(".pr-hand--mine .pr-card")).not_to_have_count(0)  # the table is drawn
    expect(player.locator(part)).to_have_count(0)
    expect(table).not_to_contain_text(words)
    wrong = next(c for c in step["choices"] if c != step["answer"])
    player.locator(f".pr-lesson-choice[data-choice={quoted(wrong)}]").click()
    reason = step["reasons"][wrong]
    expect(player.locator(".pr-lesson-feedback")).to_contain_text(f"Not quite. {reason} Try again.")
    expect(player.locator(".pr-live")).to_contain_text(reason)
    expect(player.locator(part)).to_have_count(0)
    player.locator(f'.pr-lesson-choice[data-choice={quoted(step["answer"])}]').click()
    wait_step(page, at, "success")
    expect(table).to_have_attribute("data-revealed", "true")
    expect(player.locator(part).first).to_be_visible()
    expect(table).to_contain_text(words)
    expect(player.locator(".pr-lesson-feedback")).to_contain_text(step["explain"])
    player.locator(".pr-lesson-close").click()
    assert not shared_tab.errors, shared_tab.errors


def tab_to(page, selector: str, nth: int = 0, limit: int = 30):
    """Press Tab (then Shift+Tab) until the ``nth`` element matching ``selector`` has the focus."""
    check = "([sel, n]) => document.activeElement === document.querySelectorAll(sel)[n]"
    for key in ("Tab", "Shift+Tab"):
        for _ in range(limit if key == "Tab" else 2 * limit):
            if page.evaluate(check, [selector, nth]):
                return
            page.keyboard.press(key)
    pytest.fail(f"Tab never reached {selector} #{nth}")


def by_keyboard(page, lesson: dict):
    block = page.locator(f'{LESSONS}[data-variant="{lesson["game"]}"]')
    block.locator(f'.pr-lesson-play[data-lesson="{lesson["id"]}"]').focus()
    page.keyboard.press("Enter")
    player = page.locator(PLAYER)
    for index, step in enumerate(lesson["steps"]):
        wait_step(page, index)
        if step["kind"] == "question":
            tab_to(page, f'{PLAYER} .pr-lesson-choice[data-choice={quoted(step["answer"])}]')
        else:
            selector, nth = button_of(step_view(page, step)["legal"], step["accept"][0])
            tab_to(page, f"{PLAYER} .pr-actions {selector}", nth)
        page.keyboard.press("Enter")
        wait_step(page, index, "success")
        expect(player.locator(".pr-lesson-go")).to_be_focused()
        page.keyboard.press("Enter")
    expect(player).to_have_attribute("data-phase", "end")
    expect(player.locator(".pr-lesson-replay")).to_be_focused()


def test_three_lessons_by_keyboard_alone(shared_tab):
    page = shared_tab.page
    open_game(shared_tab, GAMES[0])
    every = everything(page)
    lessons = [lesson for lesson in every
               if all(
                   s["kind"] == "question" or simple_move(step_view(page, s)["legal"], s["accept"][0])
                   for s in lesson["steps"])]
    assert len(lessons) >= min(3, len(every)), "too few lessons to play by keyboard"
    for lesson in lessons[:3]:
        page = open_game(shared_tab, lesson["game"])
        wait_lessons(page, lesson["game"])
        by_keyboard(page, lesson)
    assert not shared_tab.errors, shared_tab.errors


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_serious_in_the_lesson_player(shared_tab, scheme):
    page = shared_tab.page
    page.emulate_media(color_scheme=scheme)
    open_game(shared_tab, GAMES[0])
    lesson, at = first_with_wrong(everything(page))
    page = open_game(shared_tab, lesson["game"])
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", SCHEMES[scheme])
    block = wait_lessons(page, lesson["game"])
    problems = blocking(axe_violations(page, ".pr-lessons"), f"lesson list ({scheme})")
    block.locator(f'.pr-lesson-play[data-lesson="{lesson["id"]}"]').click()
    for index in range(at):
        wait_step(page, index)
        if index == 0:
            problems += blocking(axe_violations(page, ".pr-lessons"), f"first step ({scheme})")
        play_right(page, lesson, index)
    wait_step(page, at)
    player = page.locator(PLAYER)
    player.locator(".pr-lesson-hint-button").click()
    step = lesson["steps"][at]
    press_move(player, step_view(page, step)["legal"], step["wrong"][0]["action"])
    wait_step(page, at, "wrong")
    problems += blocking(axe_violations(page, ".pr-lessons"), f"a wrong move's follow-up ({scheme})")
    player.get_by_role("button", name="Back to the step").click()
    for index in range(at, len(lesson["steps"])):
        play_right(page, lesson, index)
    expect(player).to_have_attribute("data-phase", "end")
    problems += blocking(axe_violations(page, ".pr-lessons"), f"the lesson's end ({scheme})")
    page.emulate_media(color_scheme="light")
    assert not problems, "\n".join(problems)

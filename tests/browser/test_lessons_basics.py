"""A game's Learn section offers first the shared basics its lessons build on ("New to betting?
Play *A round of betting* first"), played in place on the game page with its stars kept; and a
lesson step that teaches standing for the rest of the hand is made with the lesson player's own
"Stand for the rest of the hand" button, while a plain "No card" there is the tempting wrong move.

The games are found from what the page's engine says (a game whose lessons point to a basic, a
step whose accepted move is marked ``"stand": true``), never named here.
"""

from __future__ import annotations

from learnkit import (
    PLAYER,
    STAND_BUTTON,
    engine,
    lessons_of,
    press_move,
    step_view,
    wait_lessons,
    wait_step,
)
from playwright.sync_api import expect
from simkit import open_game
from test_accessibility import axe_violations, blocking
from test_lessons import play_right

from pokerrules.lookup.registry import variants

GAMES = [v.id for v in variants()]


def basics_of(page) -> dict[str, dict]:
    res = engine(page, {"op": "lessons", "basics": True})
    assert res["ok"], res
    return {lesson["id"]: lesson for lesson in res["lessons"]}


def test_a_game_offers_the_basics_its_lessons_point_to_and_plays_them_in_place(shared_tab):
    page = open_game(shared_tab, GAMES[0])
    basics = basics_of(page)
    game, pointed = next((g, ids) for g in GAMES
                         if (ids := [b for lesson in lessons_of(page, g) for b in lesson["basics"]]))
    page = open_game(shared_tab, game)
    block = wait_lessons(page, game)
    first = block.locator(".pr-lesson-list--basics .pr-lesson-basic")
    expect(first).to_have_count(len(set(pointed)))
    lesson = basics[pointed[0]]
    item = first.filter(has_text=lesson["title"])
    expect(item).to_contain_text("New to")
    expect(item).to_contain_text(f"Play {lesson['title']} first")
    problems = blocking(axe_violations(page, ".pr-lessons"), "the lesson list with its basics")
    # Played right here, on its own host game's table, like any lesson of the page.
    item.locator(".pr-lesson-play").click()
    player = page.locator(PLAYER)
    expect(player.locator(".pr-lesson-heading")).to_have_text(lesson["title"])
    for index in range(len(lesson["steps"])):
        play_right(page, lesson, index)
    expect(player).to_have_attribute("data-phase", "end")
    expect(player).to_have_attribute("data-stars", "3")
    player.locator(".pr-lesson-close").click()
    expect(item.locator(".pr-lesson-play")).to_be_focused()
    expect(block.locator(f'[data-stars-for="{lesson["game"]}/{lesson["id"]}"]')).to_have_attribute(
        "data-stars", "3")
    assert not problems, problems
    assert not shared_tab.errors, shared_tab.errors


def _standing_step(page) -> tuple[dict, int]:
    for game in GAMES:
        for lesson in lessons_of(page, game):
            for index, step in enumerate(lesson["steps"]):
                if step["kind"] == "move" and any(a.get("stand") for a in step["accept"]):
                    return lesson, index
    raise AssertionError("no lesson teaches standing for the rest of the hand")


def test_standing_for_the_rest_of_the_hand_is_made_with_its_own_button(shared_tab):
    page = open_game(shared_tab, GAMES[0])
    lesson, at = _standing_step(page)
    page = open_game(shared_tab, lesson["game"])
    block = wait_lessons(page, lesson["game"])
    block.locator(f'.pr-lesson-play[data-lesson="{lesson["id"]}"]').click()
    for index in range(at):
        play_right(page, lesson, index)
    step = lesson["steps"][at]
    player = wait_step(page, at)
    expect(player.locator(f".pr-actions {STAND_BUTTON}")).to_have_text("Stand for the rest of the hand")
    # The plain move the button makes first is the tempting wrong one, with its reason.
    legal = step_view(page, step)["legal"]
    plain = {key: value for key, value in step["accept"][0].items() if key != "stand"}
    assert any(w["action"] == plain for w in step["wrong"]), step["wrong"]
    press_move(player, legal, plain)
    wait_step(page, at, "wrong")
    why = next(w["why"] for w in step["wrong"] if w["action"] == plain)
    expect(player.locator(".pr-lesson-feedback")).to_contain_text(why)
    player.get_by_role("button", name="Back to the step").click()
    wait_step(page, at)
    player.locator(f".pr-actions {STAND_BUTTON}").focus()
    page.keyboard.press("Enter")
    wait_step(page, at, "success")
    expect(player.locator(".pr-lesson-feedback")).to_contain_text(step["explain"])
    assert not shared_tab.errors, shared_tab.errors


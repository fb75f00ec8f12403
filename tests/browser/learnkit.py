"""What the browser tests of the lessons and the drill share: asking the page's own engine (the
package as built into the site) for the lessons, and making a step's move or answer by clicks
or by the keyboard, chosen from the step's JSON.

The lessons are read through the page's worker (``engine``), never from the package the tests
import, so the tests play exactly the lessons the site was built with.
"""

from __future__ import annotations

import json
import re

from playwright.sync_api import expect

LESSONS = ".pr-lessons"
PLAYER = ".pr-lesson-player"
DRILL = ".pr-drill"
LESSON_TIMEOUT_MS = 90_000


def quoted(text: str) -> str:
    """``text`` as a CSS attribute value in double quotes (JSON's escapes, non-ASCII kept as
    is: CSS does not read \\uXXXX)."""
    return json.dumps(text, ensure_ascii=False)


def engine(page, request: dict) -> dict:
    """The answer of the page's worker to ``request`` (the same module instance the page uses)."""
    return page.evaluate("""async (req) => {
      // The module as it was loaded (after instant navigation, a script's relative src would
      // resolve against the new page's address).
      const src = performance.getEntriesByType('resource').map((e) => e.name)
        .find((u) => /\\/javascripts\\/simulator\\.js(\\?|$)/.test(u));
      const { getEngine } = await import(src.replace(/simulator\\.js/, 'sim-engine.js'));
      const eng = getEngine();
      await eng.ready;
      return eng.request(req);
    }""", request)


def lessons_of(page, game: str | None) -> list[dict]:
    res = engine(page, {"op": "lessons", "variant": game} if game else {"op": "lessons"})
    assert res["ok"], res
    return res["lessons"]


def wait_lessons(page, game: str):
    """The game page's lesson block once it is ready (its engine loaded, its lessons read)."""
    block = page.locator(f'{LESSONS}[data-variant="{game}"]')
    expect(block).to_have_attribute("data-state", re.compile("ready|playing"), timeout=LESSON_TIMEOUT_MS)
    if block.get_attribute("data-state") == "playing":  # left open by an earlier test of the visit
        block.locator(".pr-lesson-close").click()
    expect(block).to_have_attribute("data-state", "ready")
    return block


def wait_step(page, index: int, phase: str = "step"):
    player = page.locator(PLAYER)
    expect(player).to_have_attribute("data-step", str(index))
    expect(player).to_have_attribute("data-phase", phase)
    expect(player).to_have_attribute("data-busy", "false")
    return player


def _template(legal: list[dict], action: dict) -> tuple[dict, int]:
    """The move template that sends ``action``, and its place among those of its kind."""
    same = [t for t in legal if t["kind"] == action["kind"]]
    assert same, f"no legal move of kind {action['kind']!r}: {legal}"
    for i, t in enumerate(same):
        amount = action.get("amount")
        if amount is not None and isinstance(t.get("min"), int) and not t["min"] <= amount <= t["max"]:
            continue
        return t, i
    return same[0], 0


def _shape(t: dict) -> str:
    """How sim-actions.js draws a template: "button", "card", "cards" or "form"."""
    has_amount = isinstance(t.get("min"), int) and isinstance(t.get("max"), int)
    fixed = has_amount and t["min"] == t["max"]
    lists = [k for k in ("cards", "targets", "ranks") if isinstance(t.get(k), list)]
    if not lists and (not has_amount or fixed):
        return "button"
    if lists == ["cards"] and not has_amount:
        return "cards" if t.get("pick") else "card"
    return "form"


#: The lesson player's "Stand for the rest of the hand" button, which makes a move marked
#: ``"stand": true`` in a step's JSON.
STAND_BUTTON = ".pr-stand-item > button.pr-stand-start"


def simple_move(legal: list[dict], action: dict) -> bool:
    """Whether ``action`` is one button press (so the keyboard test can make it with Enter)."""
    return bool(action.get("stand")) or _shape(_template(legal, action)[0]) in ("button", "card")


def button_of(legal: list[dict], action: dict) -> tuple[str, int]:
    """The selector (within the moves) and index of the one button that makes a simple move."""
    if action.get("stand"):
        return STAND_BUTTON, 0
    t, nth = _template(legal, action)
    kind = quoted(t["kind"])
    if _shape(t) == "button":
        return f".pr-action-item > button[data-kind={kind}]", nth
    card = quoted(str(action["card"]))
    return f".pr-action-cards[data-kind={kind}] button[data-card={card}]", 0


def press_move(player, legal: list[dict], action: dict):
    """Make ``action`` in the player's moves by clicks (and typing an amount in a form)."""
    box = player.locator(".pr-actions")
    if action.get("stand"):
        box.locator(STAND_BUTTON).click()
        return
    t, nth = _template(legal, action)
    kind = quoted(t["kind"])
    shape = _shape(t)
    if shape in ("button", "card"):
        selector, index = button_of(legal, action)
        box.locator(selector).nth(index).click()
    elif shape == "cards":
        group = box.locator(f".pr-action-cards[data-kind={kind}]").nth(nth)
        for card in action["cards"]:
            group.locator(f'button[data-card={quoted(str(card))}]').click()
        group.locator("button[data-send]").click()
    else:
        form = box.locator(f"form[data-kind={kind}]").nth(nth)
        if action.get("amount") is not None and form.locator('[data-param="amount"]').count():
            form.locator('[data-param="amount"]').fill(str(action["amount"]))
        for param, key in (("card", "cards"), ("target", "targets"), ("rank", "ranks")):
            if param in action and isinstance(t.get(key), list):
                index = [c["value"] for c in t[key]].index(action[param])
                form.locator(f'select[data-param="{param}"]').select_option(value=str(index))
        form.locator("button[type=submit]").click()


def step_view(page, step: dict) -> dict:
    res = engine(page, {"op": "view", "history": step["history"]})
    assert res["ok"], res
    return res["view"]


def play_lesson_by_clicks(page, lesson: dict):
    """Play every step right, by clicks; ends on the lesson's last screen (stars shown)."""
    block = page.locator(f'{LESSONS}[data-variant="{lesson["game"]}"]')
    block.locator(f'.pr-lesson-play[data-lesson="{lesson["id"]}"]').click()
    player = page.locator(PLAYER)
    expect(player.locator(".pr-lesson-heading")).to_have_text(lesson["title"])
    for index, step in enumerate(lesson["steps"]):
        wait_step(page, index)
        expect(player.locator(".pr-lesson-goal")).to_have_text(step["goal"])
        if step["kind"] == "question":
            player.locator(f'.pr-lesson-choice[data-choice={quoted(step["answer"])}]').click()
        else:
            press_move(player, step_view(page, step)["legal"], step["accept"][0])
        wait_step(page, index, "success")
        expect(player.locator(".pr-lesson-feedback")).to_contain_text(step["explain"])
        player.locator(".pr-lesson-go").click()
    expect(player).to_have_attribute("data-phase", "end")
    return player

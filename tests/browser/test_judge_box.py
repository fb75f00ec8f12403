"""The judge box speaks for its game: its help text and its most hands come from the package
(pokerrules.table.judge_help) and differ by game; a hand that pays or loses is never styled as a
winner; an error marks the input it is about (aria-invalid) and moves the focus there; after a
verdict the focus is on the verdict; a long choice (Mus's "Kings and aces") is not cut short;
and axe finds nothing serious or critical in the box, in the light and the dark scheme."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect
from simkit import open_game
from test_accessibility import AXE, blocking, check_scheme, use_scheme

from pokerrules.lookup.registry import get
from pokerrules.table.judge_box import help_text, max_hands

JUDGE = ".pr-judge"
JUDGE_READY = '.pr-judge[data-state="ready"]'
#: Games whose judges differ most: a poker game, a points game, and four with their own words.
GAMES = ["ten-card-stud", "seven-twenty-seven", "mus", "twenty-five", "jubilee", "three-fifty-seven"]


def ready_box(tab, game: str):
    page = open_game(tab, game)
    page.wait_for_selector(JUDGE_READY)
    return page, page.locator(JUDGE)


def hand(box, n: int):
    return box.get_by_label(f"Hand {n}", exact=True)


def fill_hands(box, hands: list[str]):
    add = box.get_by_role("button", name="Add a hand")
    while box.locator(".pr-judge-hand").count() < len(hands):
        add.click()
    for number, cards in enumerate(hands, start=1):
        hand(box, number).fill(cards)


def press_judge(page, box):
    box.get_by_role("button", name="Judge", exact=True).click()
    page.wait_for_selector(JUDGE_READY)


def test_the_help_text_and_the_most_hands_are_the_games_own(shared_tab):
    seen = {}
    for game in GAMES:
        page, box = ready_box(shared_tab, game)
        help_line = box.locator(".pr-judge-form > p.pr-help").first
        expect(help_line).to_have_text(help_text(get(game)))
        seen[game] = help_line.inner_text()
        # The first hand is described by the help, and its placeholder is one of the game's examples.
        assert hand(box, 1).get_attribute("aria-describedby") == help_line.get_attribute("id")
        most = max_hands(get(game))
        add = box.get_by_role("button", name="Add a hand")
        while box.locator(".pr-judge-hand").count() < most:
            expect(add).to_be_enabled()
            add.click()
        expect(add).to_be_disabled()
        expect(box.locator(".pr-judge-hand")).to_have_count(most)
        expect(box).to_contain_text(f"Compare 2 to {most} hands.")
    assert len(set(seen.values())) == len(GAMES)
    assert max_hands(get("twenty-five")) == 9 and "trick" in seen["twenty-five"]
    assert "Jk" in seen["jubilee"] and "one card" in seen["jubilee"]
    assert not shared_tab.errors, shared_tab.errors


def test_after_judging_the_focus_is_on_the_verdict(shared_tab):
    page, box = ready_box(shared_tab, "ten-card-stud")
    fill_hands(box, ["As Ad Kc Kd 2s 7h 9c", "Qs Js Ts 9s 8s 2d"])
    hand(box, 2).press("Enter")
    page.wait_for_selector(JUDGE_READY)
    verdict = box.locator(".pr-judge-verdict")
    expect(verdict).to_be_focused()
    expect(verdict).to_have_accessible_name(re.compile(r"Verdict.*hand 2 wins", re.I))
    expect(verdict.locator('li[data-hand="2"]')).to_have_class(re.compile("pr-judge-winner"))
    for n in (1, 2):
        expect(hand(box, n)).not_to_have_attribute("aria-invalid", "true")
    assert not shared_tab.errors, shared_tab.errors


@pytest.mark.parametrize(("hands", "invalid", "words"), [
    (["As Kd 5c 9h 9s", "Zz 2c 3c 4c 5c"], [2], "not a card"),
    (["As Kd 5c 9h 9s", "2c 3c"], [2], "Hand 2 has 2 cards"),
    (["As Kd 5c 9h 9s", "2c 3c 4c 5c 6c", "As 7d 8d 2h 3h"], [1, 3], "in hands 1 and 3"),
    (["As As 5c 9h 9s", "2c 3c 4c 5c 6c"], [1], "twice in hand 1"),
])
def test_an_error_marks_its_inputs_and_takes_the_focus(shared_tab, hands, invalid, words):
    page, box = ready_box(shared_tab, "ten-card-stud")
    while box.locator(".pr-judge-hand").count() > 2:
        box.get_by_role("button", name="Remove hand 1", exact=True).click()
    fill_hands(box, hands)
    press_judge(page, box)
    expect(box.get_by_role("alert")).to_contain_text(words)
    expect(box.locator(".pr-judge-verdict")).to_be_hidden()
    for n in range(1, len(hands) + 1):
        if n in invalid:
            expect(hand(box, n)).to_have_attribute("aria-invalid", "true")
        else:
            expect(hand(box, n)).not_to_have_attribute("aria-invalid", "true")
    expect(hand(box, invalid[0])).to_be_focused()
    # Typing in a marked hand clears its mark.
    page.keyboard.type(" ")
    expect(hand(box, invalid[0])).not_to_have_attribute("aria-invalid", "true")
    assert not shared_tab.errors, shared_tab.errors


def test_a_bad_running_total_marks_its_field(shared_tab):
    total = next(o for o in get("jubilee").options if o.name == "total")
    page, box = ready_box(shared_tab, "jubilee")
    fill_hands(box, ["9c", "3h"])
    field = box.get_by_label(total.label, exact=True)
    field.fill("lots")
    press_judge(page, box)
    expect(box.get_by_role("alert")).not_to_be_empty()
    expect(field).to_have_attribute("aria-invalid", "true")
    expect(field).to_be_focused()
    field.fill("0")
    assert not shared_tab.errors, shared_tab.errors


@pytest.mark.parametrize(("game", "hands", "part", "named", "mark"), [
    ("three-fifty-seven", ["Ah Kd 9c", "Qs Qh 2d"], "lowest hand", "1", "pays"),
    ("jubilee", ["Ts", "Qs", "9c"], "past a jubilee", "3", "loses 5"),
])
def test_a_hand_that_pays_or_loses_is_not_shown_as_a_winner(shared_tab, game, hands, part, named, mark):
    page, box = ready_box(shared_tab, game)
    fill_hands(box, hands)
    press_judge(page, box)
    item = box.locator(f'.pr-judge-part[data-part="{part}"] li[data-hand="{named}"]')
    expect(item).to_contain_text(mark)
    expect(item).not_to_contain_text("wins")
    expect(item).not_to_have_class(re.compile("pr-judge-winner"))
    assert not shared_tab.errors, shared_tab.errors


def test_three_fifty_seven_equal_hands_name_nobody_who_pays(shared_tab):
    page, box = ready_box(shared_tab, "three-fifty-seven")
    fill_hands(box, ["Ah Kd 9c", "As Kh 9d"])
    press_judge(page, box)
    lowest = box.locator('.pr-judge-part[data-part="lowest hand"]')
    expect(lowest.locator(".pr-judge-sentence")).to_contain_text("nobody pays")
    expect(lowest.locator("strong")).to_have_count(0)
    assert not shared_tab.errors, shared_tab.errors


def test_the_mus_kings_and_aces_choice_is_not_cut_short(shared_tab):
    page, box = ready_box(shared_tab, "mus")
    page.set_viewport_size({"width": 1280, "height": 800})
    select = box.get_by_label("Kings and aces", exact=True)
    expect(select).to_be_visible()
    # A select as wide as its chosen text needs: a copy with only that choice, at its natural width.
    room, needed = select.evaluate("""(s) => {
      const copy = s.cloneNode(false);
      copy.removeAttribute('id');
      copy.append(s.selectedOptions[0].cloneNode(true));
      copy.style.cssText = 'position: absolute; width: max-content; max-width: none; min-width: 0;';
      s.parentElement.append(copy);
      const natural = copy.getBoundingClientRect().width;
      copy.remove();
      return [s.getBoundingClientRect().width, natural];
    }""")
    assert room >= needed, (room, needed)
    whole = select.locator("xpath=..").locator(".pr-judge-choice")
    expect(whole).to_be_hidden()
    # On a phone the list cannot be that wide: the whole choice is written under it.
    page.set_viewport_size({"width": 390, "height": 844})
    chosen = select.evaluate("s => s.selectedOptions[0].textContent")
    expect(whole).to_be_visible()
    expect(whole).to_have_text(chosen)
    assert whole.bounding_box()["width"] <= 390
    # A choice that fits is not repeated.
    other = box.get_by_label("Two equal pares", exact=True).locator("xpath=..").locator(".pr-judge-choice")
    expect(other).to_be_hidden()
    page.set_viewport_size({"width": 1280, "height": 800})
    expect(whole).to_be_hidden()
    assert not shared_tab.errors, shared_tab.errors


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_serious_in_the_judge_box(shared_tab, scheme):
    use_scheme(shared_tab, scheme)
    page, box = ready_box(shared_tab, "three-fifty-seven")
    check_scheme(page, scheme)
    fill_hands(box, ["Ah Kd 9c", "Zz Qh 2d"])
    press_judge(page, box)  # an error shown, its input marked
    problems = blocking(judge_violations(page), f"judge with an error ({scheme})")
    hand(box, 2).fill("Qs Qh 2d")
    press_judge(page, box)  # a verdict with a paying hand
    expect(box.locator(".pr-judge-verdict")).to_be_visible()
    problems += blocking(judge_violations(page), f"judge with a verdict ({scheme})")
    assert not problems, "\n".join(problems)
    use_scheme(shared_tab, "light")


def judge_violations(page) -> list[dict]:
    """axe on the judge box only."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    return page.evaluate("""async () => {
      const r = await window.axe.run({include: [['.pr-judge']]}, {resultTypes: ['violations']});
      return r.violations.map((v) => ({
        id: v.id, impact: v.impact, help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.join(' '), impact: n.impact, summary: n.failureSummary}))}));
    }""")


def board_field(box):
    return box.get_by_label(re.compile(r"^Board \(5 cards, typed once"))


def test_a_game_with_a_board_takes_it_once_and_each_players_own_cards(shared_tab):
    """Hold'em deals common cards: the box has a Board field, typed once, and each hand is only
    the player's own cards; the verdict is judged with that board."""
    page, box = ready_box(shared_tab, "texas-holdem")
    expect(box.locator(".pr-judge-form > p.pr-help").first).to_have_text(help_text(get("texas-holdem")))
    expect(box.locator(".pr-judge-form > p.pr-help").first).to_contain_text("each player's own cards")
    expect(box.locator(".pr-judge-form > p.pr-help").first).to_contain_text("the board once")
    expect(box.locator(".pr-status")).to_have_text(
        "Ready: type the board once and each player's own cards, then press Judge.")
    board = board_field(box)
    expect(board).to_be_visible()
    assert board.get_attribute("aria-describedby") == hand(box, 1).get_attribute("aria-describedby")
    # Keyboard only: the board comes before the first hand.
    board.focus()
    page.keyboard.type("Ks 7h 2c 9d 3s")
    page.keyboard.press("Tab")
    expect(hand(box, 1)).to_be_focused()
    page.keyboard.type("Ah Kd")
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")  # past "Remove hand 1" (disabled buttons are skipped)
    hand(box, 2).fill("7c 7d")
    hand(box, 2).press("Enter")
    page.wait_for_selector(JUDGE_READY)
    verdict = box.locator(".pr-judge-verdict")
    expect(verdict).to_be_focused()
    expect(verdict).to_contain_text("Ks 7h 2c 9d 3s")
    expect(verdict).to_have_accessible_name(re.compile(r"hand 2 wins with three of a kind", re.I))
    assert not shared_tab.errors, shared_tab.errors


@pytest.mark.parametrize(("board", "hands", "board_bad", "invalid", "words"), [
    ("", ["Ah Kd", "7c 7d"], True, [], "The board is empty"),
    ("Ks 7h 2c 9d", ["Ah Kd", "7c 7d"], True, [], "The board has 4 cards"),
    ("Ks 7h 2c 9d Zz", ["Ah Kd", "7c 7d"], True, [], "not a card"),
    ("Ks 7h 2c 9d Ah", ["Ah Kd", "7c 7d"], True, [1], "on the board and in hand 1"),
    ("Ks 7h 2c 9d 3s", ["Ah Kd 4c", "7c 7d"], False, [1], "Hand 1 has 3 cards of its own"),
])
def test_a_bad_board_is_shown_and_marks_its_field(shared_tab, board, hands, board_bad, invalid, words):
    page, box = ready_box(shared_tab, "texas-holdem")
    board_field(box).fill(board)
    fill_hands(box, hands)
    press_judge(page, box)
    alert = box.get_by_role("alert")
    expect(alert).to_contain_text(words)
    expect(box.locator(".pr-judge-verdict")).to_be_hidden()
    if board_bad:
        expect(board_field(box)).to_have_attribute("aria-invalid", "true")
        expect(board_field(box)).to_be_focused()
    else:
        expect(board_field(box)).not_to_have_attribute("aria-invalid", "true")
    for n in (1, 2):
        if n in invalid:
            expect(hand(box, n)).to_have_attribute("aria-invalid", "true")
        else:
            expect(hand(box, n)).not_to_have_attribute("aria-invalid", "true")
    assert not shared_tab.errors, shared_tab.errors


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_serious_in_a_judge_box_with_a_board(shared_tab, scheme):
    """The Board field, marked wrong and then judged, in both schemes."""
    use_scheme(shared_tab, scheme)
    page, box = ready_box(shared_tab, "texas-holdem")
    check_scheme(page, scheme)
    board_field(box).fill("Ks 7h 2c 9d")
    fill_hands(box, ["Ah Kd", "7c 7d"])
    press_judge(page, box)  # the board refused and marked
    expect(board_field(box)).to_have_attribute("aria-invalid", "true")
    problems = blocking(judge_violations(page), f"judge with a bad board ({scheme})")
    board_field(box).fill("Ks 7h 2c 9d 3s")
    press_judge(page, box)
    expect(box.locator(".pr-judge-verdict")).to_be_visible()
    problems += blocking(judge_violations(page), f"judge with a board and a verdict ({scheme})")
    assert not problems, "\n".join(problems)
    use_scheme(shared_tab, "light")

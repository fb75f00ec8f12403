"""Pass-and-play on one device (issue 22, part 3), and the seam a game night plugs into.

* Two named people and a bot play a hand of a poker game (from the registry) to its end by the
  keyboard alone, passing the device. On every hand-over screen, the whole page (its text,
  hidden parts too, every attribute value, the live regions and the accessibility tree) holds
  no word of any card the person before held face down, the take button has the focus, and the
  screen was announced; a reload mid-hand comes back to the hand-over screen, never the table.
* The seam: a host with ``data-night``, ``data-people`` and ``data-options`` plays with those
  people and rules, keeps nothing in the page's saved state, offers no reset and no share link,
  and tells the host once when the hand ends (``pr-hand-end``, with the hand's history and
  result).
"""

from __future__ import annotations

import json

import pytest
from passkit import (
    HANDOVER,
    TAKE,
    deal_by_keyboard,
    everything_on_the_page,
    hand_end_listener,
    hand_ends,
    hand_over_problems,
    handed_over,
    key,
    move_by_keyboard,
    poker_game,
    private_cards,
    seat_people,
    sim_state,
)
from playwright.sync_api import expect
from simkit import SIM, open_game, page_of, saved

from pokerrules.lookup.history import replay
from pokerrules.lookup.registry import get

GAME = poker_game()
NAMES = {0: "Ana", 2: "Ben"}


def _play_to_the_end(tab, baseline: dict, *, reload_at: int | None = None, limit: int = 200
                     ) -> dict:
    """Play the hand on by the keyboard, checking every hand-over screen against the page before
    the deal (``baseline``); reload the page at the ``reload_at``-th hand-over. Returns what was
    seen: hand-overs, seats that held the device, problems."""
    page = tab.page
    seen = {"handovers": 0, "holders": set(), "problems": [], "reloaded": False}
    before = sim_state(page)
    for _ in range(limit):
        tab.wait_ready()
        expect(page.locator(f"{SIM} .pr-alert")).to_be_empty()
        if handed_over(page):
            seen["handovers"] += 1
            seen["problems"] += hand_over_problems(page, before, baseline)
            live = page.locator(f"{SIM} .pr-live").inner_text()
            name = NAMES[sim_state(page)["passing"]["seat"]]
            assert live == f"Pass the device to {name}, then tap.", live
            expect(page.locator(HANDOVER)).to_contain_text(f"Pass the device to {name}, then tap.")
            if reload_at == seen["handovers"] and not seen["reloaded"]:
                seen["reloaded"] = True
                page.reload()
                tab.wait_ready()
                expect(page.locator(HANDOVER)).to_be_visible()
                expect(page.locator(f"{SIM} .pr-table")).to_be_hidden()
                assert not page.locator(f"{SIM} .pr-card").count()
                stored = saved(page, GAME)
                assert stored["hand"]["view"] == {} and stored["hand"]["people"][:3] == ["Ana", None, "Ben"]
                seen["problems"] += hand_over_problems(page, before, baseline)
            key(page, TAKE, "Enter")
            tab.wait_ready()
            state = sim_state(page)
            assert state["passing"] is None and state["holder"] in NAMES
            expect(page.locator(f"{SIM} .pr-hand--mine .pr-hand-name")).to_contain_text(
                f"{NAMES[state['holder']]} (seat {state['holder'] + 1}, you)")
            continue
        if page.locator(f"{SIM} .pr-result:not([hidden])").count():
            return seen
        state = sim_state(page)
        assert state["view"]["to_act"] == state["holder"] == state["view"]["your_seat"]
        seen["holders"].add(state["holder"])
        before = state
        move_by_keyboard(page)
    pytest.fail("the hand did not end")


def test_two_people_and_a_bot_play_a_hand_passing_the_device(tab):
    page = open_game(tab, GAME)
    seat_people(page, NAMES, 3)
    baseline = everything_on_the_page(page)
    deal_by_keyboard(tab, "12")
    seen = _play_to_the_end(tab, baseline, reload_at=2)
    assert not seen["problems"], seen["problems"]
    assert seen["handovers"] >= 3 and seen["holders"] == {0, 2} and seen["reloaded"]
    state = sim_state(page)
    history = state["history"]
    assert history["people"] == [0, 2] and len(history["stacks"]) == 3
    # The end: the last person who moved keeps the device, and sees the result from their seat.
    last = next(a["seat"] for a in reversed(history["actions"]) if a["seat"] in NAMES)
    assert state["view"]["your_seat"] == last
    assert state["view"] == replay(history).view(last)
    expect(page.locator(f"{SIM} .pr-result-summary")).to_contain_text("You")
    # The names are on the table, in plain words; the bot is said to be one.
    expect(page.locator(f'{SIM} .pr-hand[data-seat="1"] .pr-hand-name')).to_contain_text("Seat 2 (a bot)")
    other = 2 - last
    expect(page.locator(f'{SIM} .pr-hand[data-seat="{other}"] .pr-hand-name')).to_contain_text(
        f"{NAMES[other]} (seat {other + 1})")
    # Between hands, the seed and the share link come back.
    expect(page.locator(f"{SIM} .pr-share")).to_be_visible()


def test_with_the_moves_played_back_the_mover_watches_the_bots_then_hands_over(tab):
    """With motion, the person who moved sees the bots' answers from their own seat (the
    answer's frames), then the hand-over screen comes, as clean as without motion."""
    page = open_game(tab, GAME)
    seat_people(page, NAMES, 3)
    baseline = everything_on_the_page(page)
    page.evaluate("""() => {
      window.__phases = [];
      const host = document.querySelector('.pr-simulator');
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.attributeName === 'data-state') window.__phases.push(host.dataset.state);
          const box = r.target;
          if (box.classList.contains('pr-handover') && !box.hidden) window.__phases.push('hand-over');
        }
      }).observe(host, {attributes: true, subtree: true, attributeFilter: ['data-state', 'hidden']});
    }""")
    deal_by_keyboard(tab, "12", animate=True)
    seen = _play_to_the_end(tab, baseline)
    assert not seen["problems"], seen["problems"]
    assert seen["handovers"] >= 3 and seen["holders"] == {0, 2}
    # At least once, the bots' answers were played back to the mover, then the screen handed over.
    phases = ",".join(page.evaluate("() => window.__phases"))
    assert "busy,playing,hand-over" in phases, phases


def test_the_check_finds_a_private_card_left_on_the_page(tab):
    """The leak check can fail: a card of the person before, planted on the hand-over screen
    (its words in a hidden element, its code in an attribute), is found."""
    page = open_game(tab, GAME)
    seat_people(page, NAMES, 3)
    baseline = everything_on_the_page(page)
    deal_by_keyboard(tab, "12")
    before = None
    for _ in range(60):  # past the first hand-over, to the one after a person's move
        tab.wait_ready()
        if handed_over(page):
            if before is not None:
                break
            key(page, TAKE, "Enter")
            continue
        before = sim_state(page)
        move_by_keyboard(page)
    assert before is not None and handed_over(page)
    cards = private_cards(sim_state(page)["passing"]["history"], before["holder"])
    code = next(c for c in cards if len(c) == 2 and c.isascii())
    text = next(c for c in cards if " of " in c)
    page.evaluate("""([code, text]) => {
      const p = document.createElement('p');
      p.hidden = true; p.textContent = text; p.dataset.code = code;
      document.querySelector('.pr-handover').append(p);
    }""", [code, text])
    problems = hand_over_problems(page, before, baseline)
    assert any(code in line for line in problems) and any(text in line for line in problems), problems
    found = everything_on_the_page(page)
    assert text in found["text"]


def test_a_night_host_plays_its_people_and_rules_and_tells_the_hand_end(tab):
    """The seam: a host with data-night, data-people and data-options, mounted on a built page
    (the night page) by the simulator's own module."""
    variant = get(GAME)
    option = next(o for o in variant.options
                  if len(o.choices) > 1 and not o.applies and not o.judge_only)
    value = next(c.value for c in option.choices if c.value != option.default)
    page = tab.page
    tab.goto("night/", ready=False)
    page.wait_for_load_state("load")
    page.evaluate("() => localStorage.clear()")
    hand_end_listener(page)
    page.evaluate("""async ([variant, options]) => {
      const host = document.createElement('div');
      host.className = 'pr-simulator';
      host.dataset.variant = variant;
      host.dataset.night = '1';
      host.dataset.people = JSON.stringify(['Ana', null, 'Ben']);
      host.dataset.options = JSON.stringify(options);
      document.querySelector('article').append(host);
      const base = new URL('sim-component.js', document.querySelector('script[src*="simulator.js"]').src);
      const { Simulator } = await import(base.href);
      host.__pokerrules = new Simulator(host, () => {});
    }""", [GAME, {option.name: value}])
    tab.wait_ready()
    # The rules are shown, fixed; no reset, no share link, no people's form (the night's people).
    control = page.locator(f'{SIM} .pr-field[data-option="{option.name}"] select')
    expect(control).to_be_disabled()
    expect(page.get_by_label("Players (you are seat 1)")).to_be_disabled()
    expect(page.get_by_label("Players (you are seat 1)")).to_have_value("3")
    expect(page.locator(f"{SIM} .pr-reset")).to_be_hidden()
    expect(page.locator(f"{SIM} .pr-people")).to_be_hidden()
    baseline = everything_on_the_page(page)
    deal_by_keyboard(tab, "5")
    seen = _play_to_the_end(tab, baseline)
    assert not seen["problems"], seen["problems"]
    expect(page.locator(f"{SIM} .pr-share")).to_be_hidden()
    ends = hand_ends(page)
    assert len(ends) == 1, ends
    event = ends[0]
    assert event["bubbles"] and event["fromHost"]
    detail = event["detail"]
    history = sim_state(page)["history"]
    assert detail["history"] == history and history["people"] == [0, 2]
    assert detail["variant"] == GAME and detail["seats"] == 3
    assert detail["people"] == ["Ana", None, "Ben"]
    assert detail["options"] == history["options"] and history["options"][option.name] == value
    state = replay(history)
    result = state.result(detail["history"]["actions"][-1]["seat"]) or {}
    assert detail["result"]["net"] == result["net"] and len(result["net"]) == 3
    assert detail["result"]["chips"] is True
    assert detail["result"]["winners"] == [s for s, n in enumerate(result["net"]) if n > 0]
    assert set(detail["result"]) >= {"net", "house", "lines", "chips", "winners"}
    # Every hand starts at the game's starting stacks, and nothing was kept for the game page.
    assert history["stacks"] == [variant.start_stack] * 3
    assert page.evaluate("() => Object.keys(localStorage).filter((k) => k.startsWith('pokerrules:'))") == []
    # Once a hand: looking again, or another answer, fires nothing more.
    page.wait_for_timeout(300)
    assert len(hand_ends(page)) == 1


def test_a_broken_night_host_says_so(tab):
    page = tab.page
    tab.goto("night/", ready=False)
    page.wait_for_load_state("load")
    page.evaluate("""async (variant) => {
      const host = document.createElement('div');
      host.className = 'pr-simulator';
      host.dataset.variant = variant;
      host.dataset.night = '1';
      host.dataset.people = '[null, null]';  // bots alone: nobody at the device
      document.querySelector('article').append(host);
      const base = new URL('sim-component.js', document.querySelector('script[src*="simulator.js"]').src);
      const { Simulator } = await import(base.href);
      host.__pokerrules = new Simulator(host, () => {});
    }""", GAME)
    alert = page.locator(f"{SIM} .pr-alert")
    expect(alert).to_contain_text("players could not be read", timeout=90_000)


def test_a_game_page_with_one_person_keeps_no_people_in_its_history(tab):
    page = open_game(tab, GAME)
    hand_end_listener(page)
    deal_by_keyboard(tab, "3")
    for _ in range(100):
        tab.wait_ready()
        assert not handed_over(page)
        if page.locator(f"{SIM} .pr-result:not([hidden])").count():
            break
        move_by_keyboard(page)
    history = sim_state(page)["history"]
    assert "people" not in history
    ends = hand_ends(page)
    seats = len(history["stacks"])
    assert len(ends) == 1 and ends[0]["detail"]["people"] == ["You"] + [None] * (seats - 1)
    assert json.dumps(ends[0]["detail"]["history"]) == json.dumps(history)
    expect(page.locator(f"{SIM} .pr-hand--mine .pr-hand-name")).to_contain_text("You (seat 1)")
    assert page_of(GAME) in page.url

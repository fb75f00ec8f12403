"""The table's hand flow in the browser (issue 7): no free redeal, reset mid-hand, the bankroll
and the hand surviving a reload, share links, replay, betting controls, default focus, the
playback of the others' moves, and a hand played with the keyboard alone.

All these tests share one tab (``shared_tab``): one visit, Pyodide booted once (a test that
reloads the page boots it again). 7/27 is the game: it has betting, a seed and options. Moves
are chosen from what the engine offers: check or call, else the first move that is not a fold.
"""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import expect
from simkit import (
    SIM,
    click,
    deal,
    first_of,
    history,
    log_length,
    motion,
    offered,
    open_rules,
    page_of,
    play_hand,
    saved,
    stat,
)

from pokerrules.api import handle_request

GAME = "seven-twenty-seven"
START = handle_request({"op": "describe", "variant": GAME})["start_stack"]


def calm(kinds: list[str], clicked: list[str] | None = None) -> str:
    """Check or call; when a card is offered, decline it (so that the hand ends)."""
    return first_of(kinds, ("check", "call", "decline", "pass", "keep", "flip"), ("fold", "take"))


def cards(page) -> list[list[str]]:
    """Every seat's cards, as codes ("??" for a card not seen), seat by seat."""
    return page.locator(f"{SIM} .pr-hand").evaluate_all(
        "els => els.map(h => [...h.querySelectorAll('.pr-card')].map(c => c.dataset.code))")


def over(page) -> bool:
    return page.locator(f"{SIM} .pr-result:not([hidden])").count() > 0


def start(tab):
    tab.reset_records()
    tab.visit(page_of(GAME), variant=GAME)
    return tab.page


def focused_kind(page):
    return page.evaluate("() => document.activeElement && document.activeElement.dataset.kind || null")


# --------------------------------------------------------------------------- fair play


def test_deal_mid_hand_asks_then_forfeits_what_you_put_in(shared_tab):
    tab = shared_tab
    page = start(tab)
    for seed in ("3", "4", "5", "6", "7"):
        bankroll = int(stat(page, "bankroll"))
        hands, net = int(stat(page, "hands")), int(stat(page, "net").replace("\u2212", "-"))
        deal(tab, seed, "4")
        kinds = offered(page)
        for kind in ("bet", "call"):  # put chips in beyond the ante
            if kind in kinds:
                click(page, kind)
                tab.wait_ready()
                break
        if not over(page) and offered(page):
            break
        play_hand(tab, calm, limit=60)
    else:
        pytest.fail("no deal left a hand on after a bet")
    now = int(stat(page, "bankroll"))
    put_in = bankroll - now
    assert put_in > 1, "the bet did not put chips in"
    seats = sorted(saved(page, GAME)["hand"]["view"]["hands"], key=lambda h: h["seat"])
    stacks_now = [h["stack"] for h in seats]
    log_before = history(page)

    # Deal asks first, in the page; "Keep playing" changes nothing.
    page.get_by_role("button", name="Deal", exact=True).click()
    confirm = page.locator(f"{SIM} .pr-confirm")
    expect(confirm).to_be_visible()
    expect(confirm).to_contain_text(f"Abandon this hand? The {put_in} chips you have put in are lost.")
    expect(confirm.get_by_role("button", name="Keep playing")).to_be_focused()  # never the destructive one
    confirm.get_by_role("button", name="Keep playing").click()
    expect(confirm).to_be_hidden()
    assert history(page) == log_before
    assert int(stat(page, "bankroll")) == now
    assert offered(page)

    # Abandoning: the chips in the pot are lost, every seat keeps the stack it has now.
    page.get_by_role("button", name="Deal", exact=True).click()
    confirm.get_by_role("button", name="Abandon and deal").click()
    tab.wait_ready()
    kept = saved(page, GAME)
    assert kept["stacks"] == stacks_now
    assert kept["stacks"][0] == bankroll - put_in
    assert kept["hand"]["history"]["stacks"] == stacks_now, "the next hand was not dealt with the stacks now"
    assert int(stat(page, "hands")) == hands + 1
    assert int(stat(page, "net").replace("\u2212", "-")) == net - put_in
    assert not tab.errors, tab.errors


def test_reset_mid_hand_asks_then_resets(shared_tab):
    tab = shared_tab
    page = start(tab)
    deal(tab, "8", "3")
    assert not over(page)
    page.get_by_role("button", name="Reset bankroll").click()
    confirm = page.locator(f"{SIM} .pr-confirm")
    asked = re.compile(r"Abandon this hand\? The \d+ chips? you have put in (are|is) lost\.")
    expect(confirm).to_contain_text(asked)
    confirm.get_by_role("button", name="Abandon and reset").click()
    expect(confirm).to_be_hidden()
    assert stat(page, "hands") == "0"
    assert int(stat(page, "bankroll")) == START
    expect(page.locator(f"{SIM} .pr-table")).to_be_hidden()
    kept = saved(page, GAME)
    assert kept["hand"] is None and kept["stacks"] is None
    assert not tab.errors, tab.errors


def test_bankroll_and_hand_survive_a_reload(shared_tab):
    tab = shared_tab
    page = start(tab)
    deal(tab, "9", "4")
    if offered(page):
        click(page, calm(offered(page)))
        tab.wait_ready()
    assert not over(page), "pick a seed whose hand lasts"
    before = cards(page), history(page), stat(page, "bankroll"), stat(page, "hands"), offered(page)

    page.reload()
    tab.wait_ready()
    motion(page, False)
    assert (cards(page), history(page), stat(page, "bankroll"), stat(page, "hands"), offered(page)) == before
    expect(page.locator(f"{SIM} .pr-note")).to_contain_text("restored")
    expect(page.locator(f"{SIM} details.pr-rules")).not_to_have_attribute("open", "")
    hands = int(stat(page, "hands"))
    play_hand(tab, calm, limit=60)
    assert int(stat(page, "hands")) == hands + 1
    bankroll = stat(page, "bankroll")

    # Corrupt or foreign data is discarded with a note; the page still works.
    for junk in ("{not json", '{"v": 1, "variant": "another-game"}', '[1, 2]'):
        page.evaluate("([key, junk]) => localStorage.setItem(key, junk)", [f"pokerrules:v1:{GAME}", junk])
        page.reload()
        tab.wait_ready()
        expect(page.locator(f"{SIM} .pr-note")).to_contain_text("could not be read")
        assert int(stat(page, "bankroll")) == START and stat(page, "hands") == "0"
        expect(page.locator(f"{SIM} .pr-alert")).to_be_empty()
    assert bankroll  # (what was kept before the junk is gone with it)
    deal(tab, "9", "4")
    assert offered(page)
    assert not tab.errors, tab.errors


def test_the_hand_survives_an_instant_page_change(shared_tab):
    tab = shared_tab
    page = start(tab)
    deal(tab, "14", "3")
    assert not over(page)
    before = cards(page), history(page), stat(page, "bankroll"), offered(page)
    page.evaluate("() => { window.__samePage = true; }")
    tab.visit(page_of("ten-card-stud"), variant="ten-card-stud")
    tab.visit(page_of(GAME), variant=GAME)
    assert page.evaluate("() => window.__samePage") is True, "the page was reloaded"
    assert (cards(page), history(page), stat(page, "bankroll"), offered(page)) == before
    assert tab.probe()["boots"] == 1 or tab.probe()["workers"] >= 1
    assert not tab.errors, tab.errors


# --------------------------------------------------------------------------- share and replay


def test_a_share_link_deals_the_same_cards(shared_tab):
    tab = shared_tab
    page = start(tab)
    open_rules(page)
    page.get_by_label("Betting", exact=True).select_option(label="Pot limit")
    deal(tab, "11", "3")
    link = page.locator(f"{SIM} .pr-share-link")
    expect(link).to_be_visible()
    href = link.get_attribute("href")
    assert link.inner_text().strip() == href
    parts = urlsplit(href)
    query = parse_qs(parts.query)
    assert query["deal"] == ["11"] and query["seats"] == ["3"] and query["opt.betting"] == ["pot"], href
    assert parts.fragment == "simulator"
    expect(page.get_by_role("button", name="Copy link")).to_be_visible()
    dealt = cards(page)
    play_hand(tab, calm, limit=60)

    # Other rules on the form; the link still deals its own deal.
    open_rules(page)
    page.get_by_label("Betting", exact=True).select_option(label="Fixed limit")
    page.get_by_label("Players (you are seat 1)").select_option("5")
    page.get_by_label("Seed (optional)").fill("")
    hands = stat(page, "hands")
    page.goto(href)
    tab.wait_ready()
    motion(page, False)
    expect(page.locator(f"{SIM} .pr-table")).to_be_visible()
    assert cards(page) == dealt
    betting = page.get_by_label("Betting", exact=True)
    assert betting.evaluate("s => s.selectedOptions[0].textContent") == "Pot limit"
    assert "deal=" not in page.url, "a reload would deal the link again"
    assert stat(page, "hands") == hands
    play_hand(tab, calm, limit=60)

    # Bad links: a plain message (the engine's own), and nothing dealt.
    for query, words in (("deal=seven", "whole number"), ("deal=5&opt.betting=bogus", "bogus"),
                         ("deal=5&seats=99", "not 99")):
        page.goto(tab.site.url(page_of(GAME)) + f"?{query}#simulator")
        tab.wait_ready()
        alert = page.locator(SIM).get_by_role("alert")
        expect(alert).to_contain_text(words)
        assert "Traceback" not in alert.inner_text()
        expect(page.locator(f"{SIM} .pr-table")).to_be_hidden()
        assert saved(page, GAME)["hand"] is None
    assert not tab.errors, tab.errors


def test_replay_walks_the_frames(shared_tab):
    tab = shared_tab
    page = start(tab)
    deal(tab, "12", "3")
    play_hand(tab, calm, limit=60)
    final = cards(page)
    lines = log_length(page)
    page.get_by_role("button", name="Replay this hand").click()
    tab.wait_ready()
    bar = page.locator(f"{SIM} .pr-replay")
    expect(bar).to_be_visible()
    step = bar.locator(".pr-replay-step")
    expect(step).to_contain_text(re.compile(r"step 1 of \d+"))
    total = int(re.search(r"of (\d+)", step.inner_text()).group(1))
    assert total >= 3
    prev, nxt = bar.get_by_role("button", name="Previous"), bar.get_by_role("button", name="Next")
    expect(prev).to_be_disabled()
    expect(page.locator(f"{SIM} .pr-result")).to_be_hidden()
    expect(page.locator(f"{SIM} .pr-actions")).to_be_hidden()
    seen = []
    for i in range(total):
        expect(page.locator(f"{SIM} .pr-table")).to_have_attribute("data-frame", str(i))
        expect(step).to_contain_text(f"step {i + 1} of {total}")
        seen.append(page.locator(f"{SIM} .pr-happening li").all_inner_texts())
        if i < total - 1:
            nxt.click()
    expect(nxt).to_be_disabled()
    expect(bar.get_by_role("button", name="Back to the result")).to_be_focused()
    assert all(seen), "a frame showed no move"
    # Every line of the hand is shown once, in order, over the frames.
    assert sum(len(s) for s in seen) == lines
    prev.click()
    expect(step).to_contain_text(f"step {total - 1} of {total}")
    bar.get_by_role("button", name="Back to the result").click()
    expect(bar).to_be_hidden()
    expect(page.locator(f"{SIM} .pr-result")).to_be_visible()
    assert cards(page) == final
    assert not tab.errors, tab.errors


# --------------------------------------------------------------------------- betting controls


def play_until(tab, kind: str, seeds=("1", "2", "3", "4", "5", "6"), seats="4") -> bool:
    page = tab.page
    for seed in seeds:
        deal(tab, seed, seats)
        for _ in range(40):
            tab.wait_ready()
            kinds = offered(page)
            if kind in kinds:
                return True
            if not kinds:
                break
            click(page, calm(kinds))
    return False


def test_fixed_limit_bets_are_one_button_with_the_amount(shared_tab):
    tab = shared_tab
    page = start(tab)
    open_rules(page)
    page.get_by_label("Betting", exact=True).select_option(label="Fixed limit")
    page.get_by_label("Ante and bet", exact=True).select_option(label="Ante 1, bet 2")
    assert play_until(tab, "bet"), "no bet was offered"
    expect(page.locator(f'{SIM} .pr-actions button[data-kind="bet"]')).to_have_text("Bet 2")
    expect(page.locator(f'{SIM} .pr-actions input[type="number"]')).to_have_count(0)
    log = log_length(page)
    page.locator(f'{SIM} .pr-actions button[data-kind="bet"]').click()
    tab.wait_ready()
    assert log_length(page) > log
    assert "You bet 2" in history(page)

    # Pot limit: an amount is chosen, so a number box is there.
    open_rules(page)
    page.get_by_label("Betting", exact=True).select_option(label="Pot limit")
    assert play_until(tab, "bet"), "no bet was offered"
    box = page.locator(f'{SIM} .pr-actions form[data-kind="bet"] input[type="number"]')
    expect(box).to_have_count(1)
    assert int(box.get_attribute("min")) < int(box.get_attribute("max"))
    assert not tab.errors, tab.errors


def test_options_that_do_not_apply_are_hidden_and_not_sent(shared_tab):
    desc = handle_request({"op": "describe", "variant": GAME})
    conditional = [o for o in desc["options"] if o.get("applies")]
    if not conditional:
        pytest.fail(f"{GAME} declares no option with `applies`; the test has nothing to check")
    tab = shared_tab
    page = start(tab)
    open_rules(page)
    opt = conditional[0]
    (other, values), = list(opt["applies"].items())[:1]
    other_opt = next(o for o in desc["options"] if o["name"] == other)
    off = next(c for c in other_opt["choices"] if c["value"] not in values)
    on = next(c for c in other_opt["choices"] if c["value"] in values)
    field = page.locator(f'{SIM} .pr-field[data-option="{opt["name"]}"]')
    summary = page.locator(f"{SIM} details.pr-rules > summary")
    page.get_by_label(other_opt["label"], exact=True).select_option(label=on["label"])
    expect(field).to_be_visible()
    page.get_by_label(other_opt["label"], exact=True).select_option(label=off["label"])
    expect(field).to_be_hidden()
    expect(summary).not_to_contain_text(opt["label"])
    # Record what the page sends to the engine.
    page.evaluate("""() => {
      window.__sent = [];
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (msg, ...rest) {
        if (msg && msg.type === 'request') window.__sent.push(JSON.parse(msg.body));
        return post.call(this, msg, ...rest);
      };
    }""")
    deal(tab, "2", "3")
    sent = [r for r in page.evaluate("() => window.__sent") if r.get("op") == "new"]
    assert sent, "no deal was sent"
    assert opt["name"] not in sent[-1]["options"], sent[-1]
    assert sent[-1]["options"][other] == off["value"]
    assert sent[-1]["seed"] == "2", "the seed goes to the engine as typed"
    assert not tab.errors, tab.errors


def test_default_focus_is_never_fold(shared_tab):
    tab = shared_tab
    page = start(tab)
    open_rules(page)
    page.get_by_label("Betting", exact=True).select_option(label="Fixed limit")
    assert play_until(tab, "fold", seeds=("1", "2", "3", "4", "5", "6", "7", "8", "9", "10"), seats="6"), \
        "no bet was ever made against you"
    kinds = offered(page)
    assert len(kinds) > 1
    kind = focused_kind(page)
    assert kind and kind != "fold", (kind, kinds)
    marked = page.locator(f"{SIM} .pr-actions button.md-button--primary")
    legal = saved(page, GAME)["hand"]["view"]["legal"]
    focus = [t["kind"] for t in legal if t.get("focus")]
    if focus:
        assert kind == focus[0], (kind, legal)
    else:
        assert kind == next(k for k in kinds if k != "fold")
    expect(marked).to_have_count(0)  # the focus is not advice: no move is filled in (issue 18)
    assert not tab.errors, tab.errors


# --------------------------------------------------------------------------- the others' moves

RECORD = """() => {
  const sim = document.querySelector('.pr-simulator');
  window.__rec = [];
  new MutationObserver(() => {
    const acting = sim.querySelector('.pr-hand--acting');
    window.__rec.push({
      state: sim.dataset.state,
      items: sim.querySelectorAll('.pr-happening li').length,
      actions: !!sim.querySelector('.pr-actions:not([hidden]) button'),
      acting: acting ? Number(acting.dataset.seat) : null,
      live: sim.querySelector('.pr-live').textContent,
    });
  }).observe(sim, {subtree: true, childList: true, attributes: true, characterData: true});
}"""


def test_the_others_moves_are_played_back_one_at_a_time(shared_tab):
    tab = shared_tab
    page = start(tab)
    page.evaluate(RECORD)
    deal(tab, "13", "8", animate=True)
    rec = page.evaluate("() => window.__rec")
    lines = page.locator(f"{SIM} .pr-happening li").all_inner_texts()
    assert len(lines) >= 3 and lines == history(page).split("\n")
    playing = [r for r in rec if r["state"] == "playing"]
    assert playing, "nothing was played back"
    counts = list(dict.fromkeys(r["items"] for r in playing if r["items"]))
    assert counts == list(range(1, len(lines))), counts  # one line at a time, in order
    assert not any(r["actions"] for r in playing), "your moves were offered during the playback"
    announced = [r["live"] for r in playing] + [rec[-1]["live"]]
    announced = [a for i, a in enumerate(announced) if a and (i == 0 or a != announced[i - 1])]
    assert announced == lines, announced
    seats = (saved(page, GAME)["hand"] or {}).get("view", {}).get("log_seats")
    if seats:
        for r in playing:
            if r["items"]:
                assert r["acting"] == seats[r["items"] - 1], (r, seats)
    # When the playback ends, your moves are there, with the focus on one.
    expect(page.locator(f"{SIM} .pr-actions button").first).to_be_visible()
    expect(page.locator(f"{SIM} .pr-hand--acting")).to_have_count(0)

    # Skip shows the rest at once.
    kinds = offered(page)
    click(page, calm(kinds))
    page.wait_for_selector(f'{SIM}[data-state="playing"], {SIM}[data-state="ready"]')
    # (Skip is pressed in the page, at once, so the playback cannot end in between; the test
    # below presses it as a reader does.)
    skipped = page.evaluate("""() => {
      const sim = document.querySelector('.pr-simulator');
      if (sim.dataset.state !== 'playing') return false;
      sim.querySelector('.pr-skip').click();
      return true;
    }""")
    tab.wait_ready()
    if skipped:
        expect(page.get_by_role("button", name=re.compile("^Skip"))).to_be_hidden()
    log = history(page).split("\n")
    shown = page.locator(f"{SIM} .pr-happening li").all_inner_texts()
    assert shown and log[-len(shown):] == shown
    focus_in_moves = page.locator(f"{SIM} .pr-actions").evaluate("e => e.contains(document.activeElement)")
    assert over(page) or focus_in_moves
    assert not tab.errors, tab.errors


def test_skip_right_after_the_deal(shared_tab):
    tab = shared_tab
    page = start(tab)
    motion(page, True)
    open_rules(page)
    page.get_by_label("Players (you are seat 1)").select_option("8")
    page.get_by_label("Seed (optional)").fill("13")
    page.get_by_role("button", name="Deal", exact=True).click()
    yes = page.locator(f"{SIM} .pr-confirm-yes")
    if yes.count():
        yes.click()
    page.wait_for_selector(f'{SIM}[data-state="playing"]')
    page.get_by_role("button", name=re.compile("^Skip")).click()
    tab.wait_ready()
    assert page.locator(f"{SIM} .pr-happening li").all_inner_texts() == history(page).split("\n")
    expect(page.locator(f"{SIM} .pr-actions button").first).to_be_visible()
    assert focused_kind(page) not in (None, "fold")
    assert not tab.errors, tab.errors


def test_reduced_motion_shows_everything_at_once(shared_tab):
    tab = shared_tab
    page = start(tab)
    page.evaluate(RECORD)
    deal(tab, "13", "8", animate=False)
    rec = page.evaluate("() => window.__rec")
    assert not [r for r in rec if r["state"] == "playing"], "something was played back"
    assert page.locator(f"{SIM} .pr-happening li").all_inner_texts() == history(page).split("\n")
    duration = page.locator(f"{SIM} .pr-actions button").first.evaluate(
        "e => getComputedStyle(e).transitionDuration")
    assert set(duration.replace(" ", "").split(",")) == {"0s"}, duration
    # One polite live region says it all.
    expect(page.locator(f'{SIM} [aria-live="polite"], {SIM} [role="status"]')).to_have_count(1)
    assert not tab.errors, tab.errors


# --------------------------------------------------------------------------- keyboard


def test_a_whole_hand_with_the_keyboard_alone(shared_tab):
    tab = shared_tab
    page = start(tab)
    motion(page, True)
    page.get_by_role("button", name="Deal", exact=True).focus()
    keyboard = page.keyboard
    keyboard.press("Enter")
    if page.locator(f"{SIM} .pr-confirm:not([hidden])").count():  # a hand kept from before
        keyboard.press("Tab")  # "Keep playing" has the focus; "Abandon and deal" comes next
        keyboard.press("Enter")
    hands = None
    moves = 0
    tabbed = False
    for _ in range(80):
        page.wait_for_selector(f'{SIM}[data-state="ready"], {SIM}[data-state="playing"]')
        if page.locator(f'{SIM}[data-state="playing"]').count():
            # The focus is on Skip while the others move; Enter shows them all.
            if page.evaluate("() => document.activeElement.classList.contains('pr-skip')"):
                keyboard.press("Enter")
            tab.wait_ready()
        if over(page):
            break
        kind = focused_kind(page)
        assert kind and kind != "fold", f"the focus is not on a move: {kind}"
        if not tabbed and len(offered(page)) > 1:
            # Tab to another move and back, as a reader looking at the choices would.
            keyboard.press("Tab")
            keyboard.press("Shift+Tab")
            assert focused_kind(page) == kind
            tabbed = True
        keyboard.press("Space" if moves % 2 else "Enter")
        moves += 1
    else:
        pytest.fail("the hand did not end")
    hands = stat(page, "hands")
    assert moves >= 1 and hands
    expect(page.get_by_role("button", name="Deal", exact=True)).to_be_focused()
    assert not tab.errors, tab.errors

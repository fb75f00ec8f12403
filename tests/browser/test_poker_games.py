"""The poker games outside the 7/27 family (test_family.py plays those): every registered game
with a choice of betting structures, such as the stud games (Ten Card Stud, Survivor, Open Hand
Kenosha, Suck, Suck Back) and the replace, pass and wild-card games (3-Card Triple Replace, Give
Me Five, Butcherboy, Chaos, Night Chaos), each played for a full hand by clicks in the browser,
and the "Judge a showdown" box.

All these tests share one tab (``shared_tab``): Pyodide boots once, on the first page, and every
other page is reached by instant navigation. Each test starts by forgetting what the tab recorded
before, then checks its own console errors.

The clicks are chosen from what the engine offers, never from knowledge of a game: check or call
when possible, throw away the first card offered, let the deal go on twice and then call it.
Each game's own move (a discard, a call, cards passed on a fold) is looked for in the hand; if a
deal happens not to need it, the next seed is tried.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect
from simkit import SIM, click, deal, history, offered, page_of, play_hand, stat
from sitekit import family_games

from pokerrules.lookup.catalogue import spec_of
from pokerrules.lookup.registry import variants
from pokerrules.steps.deal import Deal
from tests.sampling import sampled

JUDGE = ".pr-judge"
JUDGE_READY = '.pr-judge[data-state="ready"]'
ORDER = ("check", "call", "discard")

#: Every game played with poker betting (it offers a choice of betting structures), but the
#: 7/27 family's.
GAMES = [v.id for v in variants() if any(option.name == "betting" for option in v.options)
         and v.id not in {game for game, _ in family_games()}]
#: The seeds a game is dealt with when it has no entry in OWN_MOVES.
SEEDS = ("1", "2", "3")

#: game -> (seeds to try, a pattern the hand history must show at least once: the game's own move)
OWN_MOVES = {
    "ten-card-stud": (("4", "1", "2"), r"Each player gets 1 card face down\."),
    "survivor": (("2", "4", "1", "5", "6", "11", "12", "13"), r"You discard"),
    "open-hand-kenosha": (("2", "1", "3", "4"), r"You call it"),
    "suck": (("6", "1", "2", "3", "7", "8", "9", "10"), r"passes their cards to you\b"),
    "suck-back": (("3", "1", "2", "6", "7", "8", "10", "11"), r"passes their cards to you\b"),
    "three-card-triple-replace": (("1", "2", "3", "4", "5"), r"You replace .+, paying \d+\."),
    "give-me-five": (("1", "2", "3"), r"Seat \d passes \S+ to you\."),
    "butcherboy": (("1", "2", "3", "4", "5", "6"), r", a match: "),
    "chaos": (("1", "2", "3", "4", "5", "6", "7", "8"), r"are wild now"),
    "night-chaos": (("1", "2", "3"), r"You turn up "),
}


def choose(kinds: list[str], clicked: list[str]) -> str:
    """Let the deal go on twice, then call it; otherwise check, call or throw away a card."""
    dealt_on = clicked.count("deal-on")
    if "deal-on" in kinds:
        return "deal-on" if dealt_on < 2 else "call-it"
    for kind in ORDER:
        if kind in kinds:
            return kind
    others = [k for k in kinds if k != "fold"]
    return others[0] if others else kinds[0]


def test_the_poker_games_come_from_the_registry():
    assert set(OWN_MOVES) <= set(GAMES), "moves kept for a game this module does not play"
    assert {"ten-card-stud", "suck", "chaos", "night-chaos"} <= set(GAMES)
    assert "seven-twenty-seven" not in GAMES


def first_deal(game: str) -> Deal | None:
    """A step game's first step when it deals the players their first cards (``Deal``); ``None``
    for a hand-written game, which deals its players cards of their own, face down."""
    spec = spec_of(game)
    if spec is None:
        return None
    first = spec.steps[0]
    return first if isinstance(first, Deal) else Deal(down=0, up=1)


@pytest.mark.parametrize("game", sampled(GAMES))
def test_one_hand_by_clicks(shared_tab, game):
    tab = shared_tab
    tab.reset_records()
    tab.visit(page_of(game), variant=game)
    page = tab.page
    seeds, move = OWN_MOVES.get(game, (SEEDS, None))
    seen = []
    for seed in seeds:
        hands_before = int(stat(page, "hands"))
        deal(tab, seed)
        # The reader's own face-down card is shown to them, nobody else's.
        mine = page.locator(f"{SIM} .pr-hand--mine")
        expect(mine).to_have_count(1)
        first = first_deal(game)
        if first is not None and first.blind:  # not even the reader may look at them
            expect(mine.locator(".pr-card--unseen")).to_have_count(first.down)
            expect(mine.locator(".pr-card--unseen .pr-sr-only").first).to_contain_text("unseen")
            assert mine.locator(".pr-card--secret").count() == 0
        elif first is None or first.down:  # (Butcherboy and Dutch Stud deal every card face up)
            assert mine.locator(".pr-card--secret").count() >= 1, "no face-down card of the reader's"
        expect(page.locator(f"{SIM} .pr-hand:not(.pr-hand--mine) .pr-card--hole")).to_have_count(0)
        expect(page.locator(f"{SIM} .pr-info")).to_contain_text(re.compile(r"Pot \d"))

        clicked = play_hand(tab, choose, limit=120)

        expect(page.locator(f"{SIM} .pr-result")).to_be_visible()
        assert page.locator(f"{SIM} .pr-result li").count() >= 1
        expect(page.locator(f"{SIM} .pr-actions")).to_be_hidden()
        assert stat(page, "hands") == str(hands_before + 1)
        expect(page.locator(f"{SIM} .pr-seed")).to_have_text(seed)
        assert not tab.errors, tab.errors
        seen.append((seed, clicked))
        if move is None or re.search(move, history(page)):
            break
    else:
        pytest.fail(f"no deal of {game} showed {move!r}: {seen}")
    if game == "survivor":
        assert "discard" in seen[-1][1]
    if game == "open-hand-kenosha":
        assert "deal-on" in seen[-1][1] and "call-it" in seen[-1][1]
    if game in ("suck", "suck-back"):
        # The face-down cards passed to the reader were told to them alone, and are in their hand.
        given = re.findall(r"You get (.+) face down from seat \d", history(page))
        assert given, history(page)
        shorts = page.locator(f"{SIM} .pr-hand--mine .pr-card-short").all_inner_texts()
        for card in " ".join(given).split():
            assert card in shorts, (card, shorts)
    probe = tab.probe()
    assert probe["boots"] == 1 and probe["workers"] == 1, probe
    assert not tab.offsite, tab.offsite


def test_suck_back_fold_passes_to_the_right(shared_tab):
    """Folding in Suck Back: the reader's cards go right, to the nearest seat still in counting
    down from the last seat (the dealer), and the reader's hand is empty."""
    tab = shared_tab
    tab.reset_records()
    game = "suck-back"
    tab.visit(page_of(game), variant=game)
    page = tab.page
    page.get_by_label("Players (you are seat 1)").select_option("4")
    deal(tab, "4")
    for _ in range(20):  # check or call until folding is offered
        kinds = offered(page)
        assert kinds, "the hand ended before the reader could fold"
        if "fold" in kinds:
            break
        click(page, "check" if "check" in kinds else "call")
        tab.wait_ready()
    folded = {int(n) for n in re.findall(r"Seat (\d) folds\.", history(page))}
    expected = next(seat for seat in (4, 3, 2) if seat not in folded)
    click(page, "fold")
    tab.wait_ready()
    text = history(page)
    assert "You fold." in text, text
    assert re.search(rf"You pass your cards to seat {expected}\b", text), (expected, text)
    expect(page.locator(f"{SIM} .pr-hand--mine .pr-card")).to_have_count(0)
    expect(page.locator(f"{SIM} .pr-result li").first).to_be_visible()
    assert not tab.errors, tab.errors


# --------------------------------------------------------------------------- the judge


def judge_box(page):
    return page.locator(JUDGE)


def hand_input(page, n: int):
    return judge_box(page).get_by_label(f"Hand {n}", exact=True)


def press_judge(tab):
    page = tab.page
    judge_box(page).get_by_role("button", name="Judge", exact=True).click()
    page.wait_for_selector(JUDGE_READY)


def test_judge_names_the_winner(shared_tab):
    tab = shared_tab
    tab.reset_records()
    game = "ten-card-stud"
    tab.visit(page_of(game), variant=game)
    page = tab.page
    page.wait_for_selector(JUDGE_READY)
    box = judge_box(page)
    expect(box.get_by_role("button", name="Judge", exact=True)).to_be_enabled()
    expect(box.locator(".pr-judge-hand")).to_have_count(2)
    hand_input(page, 1).fill("As Ad Kc Kd 2s 7h 9c")
    hand_input(page, 2).fill("Qs Js Ts 9s 8s 2d")
    press_judge(tab)
    verdict = box.locator(".pr-judge-verdict")
    expect(verdict).to_be_visible()
    expect(verdict.locator(".pr-judge-sentence")).to_have_text(
        re.compile(r"^High: hand 2 wins with straight flush, queen high\.$", re.I))
    expect(verdict.locator('li[data-hand="2"]')).to_have_class(re.compile("pr-judge-winner"))
    expect(verdict.locator('li[data-hand="2"]')).to_contain_text("wins")
    expect(verdict.locator('li[data-hand="1"]')).to_contain_text(re.compile("two pair, aces and kings", re.I))
    expect(box.locator(".pr-alert")).to_be_empty()

    # Keyboard: Enter in a hand box judges again; a third hand that beats both.
    box.get_by_role("button", name="Add a hand").click()
    expect(hand_input(page, 3)).to_be_focused()
    page.keyboard.type("Ah Kh Qh Jh Th")
    page.keyboard.press("Enter")
    page.wait_for_selector(JUDGE_READY)
    expect(verdict.locator(".pr-judge-sentence")).to_contain_text(re.compile("hand 3 wins", re.I))
    probe = tab.probe()
    assert probe["workers"] == 1 and probe["boots"] == 1, probe
    assert not tab.errors, tab.errors


def test_judge_hands_can_be_added_and_removed(shared_tab):
    tab = shared_tab
    tab.reset_records()
    game = "seven-twenty-seven"  # eight players, so eight hands (the box offers as many as the game seats)
    tab.visit(page_of(game), variant=game)
    page = tab.page
    page.wait_for_selector(JUDGE_READY)
    box = judge_box(page)
    add = box.get_by_role("button", name="Add a hand")
    while box.locator(".pr-judge-hand").count() < 8:
        expect(add).to_be_enabled()
        add.click()
    expect(add).to_be_disabled()
    expect(box.locator(".pr-judge-hand")).to_have_count(8)
    for n in range(1, 9):
        hand_input(page, n).fill(f"marker {n}")
    # Remove hand 3: the others are renumbered, and focus goes to the new hand 3.
    box.get_by_role("button", name="Remove hand 3", exact=True).click()
    expect(box.locator(".pr-judge-hand")).to_have_count(7)
    expect(add).to_be_enabled()
    expect(hand_input(page, 3)).to_have_value("marker 4")
    expect(hand_input(page, 3)).to_be_focused()
    expect(hand_input(page, 7)).to_have_value("marker 8")
    while box.locator(".pr-judge-hand").count() > 2:
        box.get_by_role("button", name="Remove hand 1", exact=True).click()
    expect(box.get_by_role("button", name="Remove hand 1", exact=True)).to_be_disabled()
    expect(hand_input(page, 1)).to_have_value("marker 7")
    assert not tab.errors, tab.errors


def test_judge_explains_a_bad_card_without_a_stack_trace(shared_tab):
    tab = shared_tab
    tab.reset_records()
    game = "ten-card-stud"
    tab.visit(page_of(game), variant=game)
    page = tab.page
    page.wait_for_selector(JUDGE_READY)
    box = judge_box(page)
    alert = box.get_by_role("alert")

    hand_input(page, 1).fill("As Kd 5c 9h 9s")
    hand_input(page, 2).fill("Zz 2c 3c 4c 5c")
    press_judge(tab)
    expect(alert).to_contain_text("Zz")
    expect(alert).to_contain_text("not a card")
    expect(alert).to_contain_text("Hand 2")
    message = alert.inner_text()
    assert "Traceback" not in message and 'File "' not in message, message
    expect(box.locator(".pr-judge-verdict")).to_be_hidden()
    expect(hand_input(page, 2)).to_have_attribute("aria-invalid", "true")
    expect(hand_input(page, 2)).to_be_focused()

    # Markup typed into a hand is only ever text.
    hand_input(page, 2).fill('<img src=x onerror="window.__judged=1">')
    press_judge(tab)
    expect(alert).not_to_be_empty()
    assert box.locator("img").count() == 0
    assert page.evaluate("() => window.__judged === undefined")

    # An empty hand is named; the same card twice is refused with the engine's sentence.
    hand_input(page, 2).fill("")
    press_judge(tab)
    expect(alert).to_contain_text("Hand 2 is empty")
    hand_input(page, 2).fill("As 2c 3c 4c 5c")
    press_judge(tab)
    expect(alert).to_contain_text("hands 1 and 2")

    # A good pair of hands clears the message.
    hand_input(page, 2).fill("2d 3d 4d 5d 6d")
    press_judge(tab)
    expect(box.locator(".pr-alert")).to_be_empty()
    expect(box.locator(".pr-judge-verdict")).to_contain_text(re.compile("hand 2 wins", re.I))
    assert not tab.errors, tab.errors


def test_judge_of_a_split_pot_game_with_its_tie_rule(shared_tab):
    """7/27: two parts, each with its sentence, and the tie rule offered as a labelled list."""
    tab = shared_tab
    tab.reset_records()
    game = "seven-twenty-seven"
    tab.visit(page_of(game), variant=game)
    page = tab.page
    page.wait_for_selector(JUDGE_READY)
    box = judge_box(page)
    ties = box.get_by_label("Equally close totals")
    expect(ties).to_have_count(1)
    hand_input(page, 1).fill("As 6d")
    hand_input(page, 2).fill("Kd 9c 9h 8s")
    press_judge(tab)
    sentences = box.locator(".pr-judge-sentence")
    expect(sentences).to_have_count(2)
    expect(sentences.nth(0)).to_contain_text(re.compile(r"High: hand 2 wins", re.I))
    expect(sentences.nth(1)).to_contain_text(re.compile(r"Low: hand 1 wins", re.I))
    # 26 and 28 are equally close to 27: inside (the default) gives it to 26, outside to 28.
    hand_input(page, 1).fill("Td 9d 7s")
    hand_input(page, 2).fill("Th 9c 9s")
    press_judge(tab)
    expect(sentences.nth(0)).to_contain_text(re.compile(r"High: hand 1 wins", re.I))
    ties.select_option(label="Outside wins")
    press_judge(tab)
    expect(sentences.nth(0)).to_contain_text(re.compile(r"High: hand 2 wins", re.I))
    assert not tab.errors, tab.errors

"""The coach read right (sim-coach.js, sim-review.js): a decision of many moves shows the best
five first and a "Show all" button that works by keyboard, and the moves stay in view at a
desktop and a phone size however much of the coach's panel is open; after a hand with a blunder
one line names the decision that mattered most, and after a hand without one no such line;
axe finds nothing serious with the figures, what they mean, and the review, in the light and
the dark scheme, and each grade's word reads at 4.5:1 or more against its background (which
axe cannot judge inside a summary).

(That the legend and the plain sentence show on one game of every family is checked in
test_coach.py, by its test over every family, so no family is dealt twice.)

Seeds are chosen here by driving the package first: a Mus deal whose discard follows the
reader's "mus", a Three Card Poker hand whose fold is a blunder and whose play is best. What the
page shows is checked against the package (the same history reviewed in CPython). One tab serves
the whole module (one Pyodide boot); nothing is timed, the tests wait on the page's state.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect
from simkit import SIM, click, deal, open_game, saved
from test_accessibility import SCHEMES, axe_violations, blocking
from test_coach import FIGURES_TIMEOUT_MS, coach_on, wait_figures

from pokerrules.api import handle_request

#: A desktop and a phone, as scripts/screenshots.py takes them.
SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
#: The page's own numbers (sim-coach.js): more than MANY moves in a list show the best FEW.
MANY, FEW = 6, 5
TCP = "three-card-poker"


def _act(history: dict, template: dict) -> dict:
    action = {"kind": template["kind"]}
    if "min" in template:
        action["amount"] = template.get("default", template["min"])
    reply = handle_request({"op": "act", "history": history, "action": action})
    assert reply["ok"], reply
    return reply


def mus_discard_seed() -> tuple[str, int]:
    """A Mus seed whose first decision, answered "mus", is a discard of many weighed moves; and
    how many moves the coach weighs there."""
    for seed in range(1, 40):
        reply = handle_request({"op": "new", "variant": "mus", "seed": seed})
        mus = [t for t in reply["view"]["legal"] if t["kind"] == "mus"]
        if not mus:
            continue
        reply = _act(reply["history"], mus[0])
        if [t["kind"] for t in reply["view"].get("legal") or []] != ["discard"]:
            continue
        odds = handle_request({"op": "odds", "history": reply["history"], "samples": 1})
        if odds["ok"] and len(odds["moves"]) > MANY:
            return str(seed), len(odds["moves"])
    raise AssertionError("no Mus seed under 40 reaches a discard after mus")


def tcp_play(seed: int, last: str) -> dict:
    """Three Card Poker's hand of ``seed``, the ante and Pair Plus at their defaults (as the page
    sends them), then ``last`` (play or fold); the review of it."""
    reply = handle_request({"op": "new", "variant": TCP, "seed": seed})
    while not reply["view"].get("result"):
        legal = reply["view"]["legal"]
        reply = _act(reply["history"], next((t for t in legal if t["kind"] == last), legal[0]))
    review = handle_request({"op": "review", "history": reply["history"], "seat": 0, "samples": 60})
    assert review["ok"], review
    return review


def tcp_blunder_seed() -> str:
    """A seed whose fold is a blunder (so the decision that mattered is named) and whose play
    leaves nothing worth naming."""
    for seed in range(1, 60):
        if tcp_play(seed, "fold")["mattered"] is not None and tcp_play(seed, "play")["mattered"] is None:
            return str(seed)
    raise AssertionError("no Three Card Poker seed under 60 has a fold that is a blunder")


MUS_SEED, MUS_MOVES = mus_discard_seed()
TCP_SEED = tcp_blunder_seed()


def moves_in_view(page) -> list[str]:
    """Every move button of the dock that is not wholly inside the window, below the header."""
    return page.evaluate("""(sim) => {
      const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
      const out = [];
      for (const b of document.querySelectorAll(`${sim} .pr-moves button`)) {
        const r = b.getBoundingClientRect();
        if (r.top < header - 0.5 || r.bottom > innerHeight + 0.5)
          out.push(`${b.textContent.trim()} at ${Math.round(r.top)}-${Math.round(r.bottom)}`
                   + ` (window ${Math.round(header)}-${innerHeight})`);
      }
      return out;
    }""", SIM)


def open_what_figures_mean(page):
    """Open "What the figures mean" and "The exact statement" in it, by keyboard."""
    panel = page.locator(f"{SIM} .pr-actions .pr-coach")
    about = panel.locator(".pr-coach-about")
    about.locator(":scope > summary").focus()
    page.keyboard.press("Enter")
    expect(about).to_have_attribute("open", "")
    model = about.locator(".pr-coach-model")
    model.locator("summary").focus()
    page.keyboard.press("Enter")
    expect(model).to_have_attribute("open", "")
    return about


@pytest.fixture
def sized(shared_tab, request):
    """The shared tab at a size; back to the default size afterwards."""
    page = shared_tab.page
    before = page.viewport_size
    page.set_viewport_size(SIZES[request.param])
    yield shared_tab
    page.set_viewport_size(before)


@pytest.mark.parametrize("sized", list(SIZES), indirect=True)
def test_show_all_by_keyboard_and_the_moves_stay_in_view_mus(sized):
    tab = sized
    page = open_game(tab, "mus")
    coach_on(page, "mus")
    deal(tab, MUS_SEED)
    click(page, "mus")
    tab.wait_ready()
    expect(page.locator(f"{SIM} .pr-actions [data-pick-min]")).to_be_visible()  # the discard
    panel = wait_figures(page)
    items = panel.locator(".pr-coach-list > li")
    expect(items).to_have_count(MUS_MOVES)
    expect(panel.locator(".pr-coach-list > li:not([hidden])")).to_have_count(FEW)
    more = panel.locator(".pr-coach-more")
    expect(more).to_have_text(f"Show all {MUS_MOVES} moves")
    expect(more).to_have_attribute("aria-expanded", "false")
    assert not moves_in_view(page), moves_in_view(page)

    more.focus()
    page.keyboard.press("Enter")
    expect(panel.locator(".pr-coach-list > li:not([hidden])")).to_have_count(MUS_MOVES)
    expect(more).to_have_attribute("aria-expanded", "true")
    expect(page.locator(f"{SIM} .pr-live")).to_have_text(f"All {MUS_MOVES} moves are shown, best first.")
    assert page.evaluate("() => document.activeElement.classList.contains('pr-coach-more')")
    # Best first: the ranks never go down the list.
    ranks = [int(r) for r in items.evaluate_all("els => els.map(e => e.dataset.rank)")]
    assert ranks == sorted(ranks) and ranks[0] == 1, ranks
    open_what_figures_mean(page)
    assert not moves_in_view(page), moves_in_view(page)

    more.focus()  # the same button folds the list again
    page.keyboard.press("Space")
    expect(panel.locator(".pr-coach-list > li:not([hidden])")).to_have_count(FEW)
    expect(page.locator(f"{SIM} .pr-live")).to_have_text(f"The best {FEW} of {MUS_MOVES} moves are shown.")
    assert not tab.errors, tab.errors


@pytest.mark.parametrize("sized", list(SIZES), indirect=True)
def test_the_moves_stay_in_view_with_the_coach_open_chaos(sized):
    tab = sized
    page = open_game(tab, "chaos")
    coach_on(page, "chaos")
    deal(tab, "7")
    wait_figures(page)
    open_what_figures_mean(page)
    assert not moves_in_view(page), moves_in_view(page)
    assert not tab.errors, tab.errors


def play_tcp(tab, last: str):
    """Deal the chosen Three Card Poker hand with the coach on, and play it to its end with
    ``last`` (play or fold). Returns the page, the review on it, and the package's review of the
    same hand: the history the page kept before its last move, with that move."""
    page = open_game(tab, TCP)
    coach_on(page, TCP)
    deal(tab, TCP_SEED)
    for kind in ("ante", "pair_plus", last):
        expect(page.locator(f'{SIM} .pr-actions button[data-kind="{kind}"]').first).to_be_visible()
        before = saved(page, TCP)["hand"]["history"]
        click(page, kind)
        tab.wait_ready()
    review = page.locator(f"{SIM} .pr-result .pr-review")
    summary = review.locator(".pr-review-summary")
    expect(summary.or_(review.locator(".pr-coach-error"))).to_be_visible(timeout=FIGURES_TIMEOUT_MS)
    expect(review.locator(".pr-coach-error")).to_have_count(0)
    played = handle_request({"op": "act", "history": before, "action": {"kind": last}})
    assert played["ok"] and played["view"].get("result"), played
    said = handle_request({"op": "review", "history": played["history"], "seat": 0, "samples": 60})
    assert said["ok"], said
    return page, review, said


def test_the_decision_that_mattered_is_named_after_a_blunder_only(shared_tab):
    tab = shared_tab
    # A blunder: folding a hand the coach says to play.
    page, review, said = play_tcp(tab, "fold")
    mattered = review.locator(".pr-review-mattered")
    expect(mattered).to_have_count(1)
    text = mattered.inner_text()
    assert re.search(r"\bblunder\b", text), text
    summary = review.locator(".pr-review-summary").inner_text()
    expect(page.locator(f"{SIM} .pr-live")).to_have_text(f"The coach's review: {summary} {text}")
    full = review.locator("details.pr-review-full")
    expect(full).not_to_have_attribute("open", "")
    full.locator(":scope > summary").focus()
    page.keyboard.press("Enter")
    expect(full).to_have_attribute("open", "")
    expect(full.locator(".pr-review-grades")).to_have_text(re.compile(r"inaccuracy.+mistake.+blunder"))
    decisions = full.locator("li.pr-review-decision")
    grades = decisions.evaluate_all("els => els.map(e => e.dataset.grade)")
    assert "blunder" in grades, grades
    for i, grade in enumerate(grades):
        expect(decisions.nth(i).locator(f".pr-review-grade.pr-review-grade--{grade}")).to_have_text(grade)
    expect(full.locator("li.pr-review-decision--mattered")).to_have_count(1)
    expect(full.locator("li.pr-review-decision--mattered")).to_have_attribute("data-grade", "blunder")
    # What the page says is what the package says of the same hand.
    assert said["mattered"] is not None and said["mattered"]["text"] == text, (said["mattered"], text)
    assert said["summary"] == summary

    # The same hand played well: no line names a decision.
    page, review, said = play_tcp(tab, "play")
    summary = review.locator(".pr-review-summary").inner_text()
    expect(review.locator(".pr-review-mattered")).to_have_count(0)
    expect(page.locator(f"{SIM} .pr-live")).to_have_text(f"The coach's review: {summary}")
    assert said["mattered"] is None and said["summary"] == summary
    assert not tab.errors, tab.errors


GRADES = ("best", "inaccuracy", "mistake", "blunder")


def grade_contrast(page) -> dict[str, float]:
    """The contrast of each grade's word against what lies behind it, in the review's decision
    summaries (axe leaves these out: a summary's marker, a pseudo element, hides the background
    from it). A span of each grade is put in the first decision's summary, measured, taken out."""
    return page.evaluate("""([sim, grades]) => {
      const summary = document.querySelector(`${sim} .pr-review-decision > details > summary`);
      const rgba = (c) => {
        const m = c.match(/[\\d.]+/g).map(Number);
        return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1];
      };
      const over = (top, under) => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3])).concat(1);
      const behind = (node) => {
        const layers = [];
        for (let n = node; n; n = n.parentElement) {
          const c = rgba(getComputedStyle(n).backgroundColor);
          if (c[3] > 0) layers.push(c);
          if (c[3] >= 1) break;
        }
        return layers.reverse().reduce((under, top) => over(top, under), [255, 255, 255, 1]);
      };
      const lum = (c) => {
        const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
        return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
      };
      const out = {};
      for (const g of grades) {
        const span = document.createElement('span');
        span.className = `pr-review-grade pr-review-grade--${g}`;
        span.textContent = g;
        summary.append(span);
        const fg = over(rgba(getComputedStyle(span).color), behind(span));
        const [a, b] = [lum(fg), lum(behind(span))].sort((x, y) => y - x);
        out[g] = (a + 0.05) / (b + 0.05);
        span.remove();
      }
      return out;
    }""", [SIM, list(GRADES)])


@pytest.mark.parametrize("scheme", list(SCHEMES))
def test_axe_finds_nothing_serious_with_the_legend_and_the_review(shared_tab, scheme):
    tab = shared_tab
    page = open_game(tab, TCP)
    page.emulate_media(color_scheme=scheme)
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", SCHEMES[scheme])
    try:
        coach_on(page, TCP)
        deal(tab, TCP_SEED)
        click(page, "ante")
        tab.wait_ready()
        click(page, "pair_plus")
        tab.wait_ready()
        wait_figures(page)
        open_what_figures_mean(page)
        problems = blocking(axe_violations(page, SIM), f"coach's figures and legend ({scheme})")
        click(page, "fold")
        review = page.locator(f"{SIM} .pr-result .pr-review")
        expect(review.locator(".pr-review-mattered")).to_be_visible(timeout=FIGURES_TIMEOUT_MS)
        review.locator("details.pr-review-full > summary").click()
        expect(review.locator("details.pr-review-full")).to_have_attribute("open", "")
        problems += blocking(axe_violations(page, SIM), f"coach's review ({scheme})")
        contrast = grade_contrast(page)
        problems += [f"the grade {g} is at {r:.2f}:1 in {scheme}" for g, r in contrast.items() if r < 4.5]
    finally:
        page.emulate_media(color_scheme="light")
    assert not problems, "\n".join(problems)

"""The Coach on the table (sim-coach.js, sim-review.js): the switch shows the coach's figures
for the reader's moves on one game page of each family, Cancel stops them and the table plays
on, the review follows a hand, and axe finds nothing serious with the figures or the review
shown, in the light and the dark scheme.

The games come from the registry (one per family). What the page shows is checked against the
package: the moves the ``odds`` op weighs for the same hand (one sample is enough to list
them), each shown once, beside its own button or in the list under the moves, and "What the
figures mean": the plain sentence, the legend and the exact statement, as the package words
them. One tab serves the whole module (one Pyodide boot). The first answer can take a while in
some games, so it is waited for with a generous timeout; nothing here is timed.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect
from simkit import SIM, deal, first_of, open_game, play_hand, saved
from test_accessibility import SCHEMES, axe_violations, blocking

from pokerrules.api import handle_request
from pokerrules.lookup.registry import variants

#: One game per family, the first the registry lists.
FAMILIES: dict[str, str] = {}
for _v in variants():
    FAMILIES.setdefault(_v.family, _v.id)
GAMES = list(FAMILIES.values())
SEED = "7"
#: The coach's first answer (100 samples, or fewer at the work limit) may take long in the slowest games.
FIGURES_TIMEOUT_MS = 300_000


def coach_on(page, game: str):
    toggle = page.locator(f"{SIM} .pr-coach-toggle")
    expect(toggle).to_have_attribute("role", "switch")
    if not toggle.is_checked():
        toggle.focus()
        page.keyboard.press("Space")  # by keyboard, as a reader without a mouse would
    expect(toggle).to_be_checked()
    assert saved(page, game)["coach"] is True  # kept with the game's other settings


def wait_figures(page):
    """The coach's first answer, or fail with its error."""
    panel = page.locator(f"{SIM} .pr-actions .pr-coach")
    shown = panel.locator(".pr-coach-shown")
    error = panel.locator(".pr-coach-error")
    expect(shown.or_(error)).to_be_visible(timeout=FIGURES_TIMEOUT_MS)
    if error.count():
        pytest.fail(error.inner_text())
    return panel


def shown_moves(page) -> list[dict]:
    """What the page shows: {kind, card, words} beside buttons, {label, words} in the list."""
    return page.evaluate("""(sim) => {
      const out = [];
      for (const f of document.querySelectorAll(`${sim} .pr-actions .pr-coach-figures`)) {
        const b = f.previousElementSibling;
        out.push({kind: b.dataset.kind, card: b.dataset.card ?? null, words: f.textContent,
                  described: (b.getAttribute('aria-describedby') || '').split(' ').includes(f.id)});
      }
      for (const li of document.querySelectorAll(`${sim} .pr-actions .pr-coach-list li`)) {
        out.push({label: li.querySelector('.pr-coach-move').textContent,
                  words: li.querySelector('.pr-coach-words').textContent});
      }
      return out;
    }""", SIM)


@pytest.mark.parametrize("game", GAMES)
def test_the_coach_shows_figures_for_every_move(shared_tab, game):
    page = open_game(shared_tab, game)
    coach_on(page, game)
    deal(shared_tab, SEED)
    panel = wait_figures(page)
    history = saved(page, game)["hand"]["history"]
    # The moves to show, from the package the site was built from (one sample lists them all).
    weighed = handle_request({"op": "odds", "history": history, "seat": 0, "samples": 1})
    assert weighed["ok"], weighed
    moves = weighed["moves"]
    shown = shown_moves(page)
    assert len(shown) == len(moves), (shown, moves)
    for item in shown:
        assert re.search(r"\d", item["words"]), item
        if "label" in item:
            assert item["label"] in [m["label"] for m in moves], item
        else:
            assert item["described"], item  # the button's description holds its figures
            assert any(m["action"]["kind"] == item["kind"]
                       and m["action"].get("card") == item["card"] for m in moves), item
    # Exact or sampled, said; what the figures mean one click (or key) away: the plain sentence
    # and the legend, as the package words them, and the exact statement one click further.
    expect(panel.locator(".pr-coach-how")).to_have_text(re.compile(r"^(Exact|Sampled over \d+ deals)"))
    about = panel.locator(".pr-coach-about")
    about.locator(":scope > summary").focus()
    page.keyboard.press("Enter")
    expect(about).to_have_attribute("open", "")
    expect(about.locator(".pr-coach-plain")).to_be_visible()
    expect(about.locator(".pr-coach-plain")).to_have_text(weighed["model"])
    # The legend: a line "words: means" for each figure whose means says more than its name.
    # Exact figures are the package's for any number of samples; sampled ones may name parts of
    # the pot that one sample did not reach (Give Me Five's "left"), so there the figures that
    # are not chances (the chips, the game's own numbers) are looked for, and the form of each.
    legend = [f"{f['words']}: {f['means']}" for f in weighed["figures"] if explains(f)]
    lines = about.locator(".pr-coach-legend li")
    if panel.locator(".pr-coach-shown").get_attribute("data-exact") == "true":
        expect(lines).to_have_text(legend)
    elif legend:
        expect(lines.first).to_be_visible()
        shown = lines.all_inner_texts()
        assert all(re.fullmatch(r"[^:]+: \S.*", line) for line in shown), shown
        for f in weighed["figures"]:
            if explains(f) and not f["chance"]:
                assert f"{f['words']}: {f['means']}" in shown, (f, shown)
    if legend:
        expect(about.locator(".pr-coach-legend")).to_be_visible()
    model = about.locator(".pr-coach-model")
    model.locator("summary").focus()
    page.keyboard.press("Enter")
    expect(model).to_have_attribute("open", "")
    expect(model.locator("p")).to_have_text(weighed["assumptions"])
    expect(model.locator("p")).to_have_text(re.compile(r"^(Assumed|Exact)\b.+\.$"))
    assert not shared_tab.errors, shared_tab.errors


def explains(figure: dict) -> bool:
    """A figure whose legend line says more than its name (sim-coach.js leaves the others out)."""
    means = (figure.get("means") or "").strip().lower()
    return bool(means) and means != (figure.get("words") or figure["name"]).strip().lower()


def test_cancel_stops_the_coach_and_the_table_plays_on(shared_tab):
    game = FAMILIES["Give Me Five"]  # its figures take long: there is time to press Cancel
    page = open_game(shared_tab, game)
    coach_on(page, game)
    deal(shared_tab, SEED)
    panel = page.locator(f"{SIM} .pr-actions .pr-coach")
    cancel = panel.locator(".pr-work-cancel")
    expect(cancel).to_be_visible(timeout=FIGURES_TIMEOUT_MS)
    cancel.focus()
    page.keyboard.press("Enter")
    stopped = panel.locator(".pr-coach-stopped")
    expect(stopped).to_have_text(re.compile(r"^Stopped"))
    expect(page.locator(f"{SIM} .pr-live")).to_have_text(re.compile(r"^Stopped"))
    expect(panel.locator(".pr-work-working:not([hidden])")).to_have_count(0)
    expect(page.locator(f"{SIM} .pr-alert")).to_be_empty()
    # The table still plays: a move is taken and answered.
    before = len(saved(page, game)["hand"]["history"]["actions"])
    kinds = page.locator(f"{SIM} .pr-actions button[data-kind]").evaluate_all(
        "els => [...new Set(els.map(e => e.dataset.kind))]")
    page.locator(f'{SIM} .pr-actions button[data-kind="{first_of(kinds, ())}"]').first.click()
    shared_tab.wait_ready()
    expect(page.locator(f"{SIM} .pr-alert")).to_be_empty()
    after = saved(page, game)
    assert after["hand"] is None or len(after["hand"]["history"]["actions"]) > before
    assert not shared_tab.errors, shared_tab.errors


def review_game() -> str:
    """A game whose coach answers at once (exact figures): a whole hand is quick to review."""
    return FAMILIES["Jubilee"]


def test_the_review_follows_a_hand(shared_tab):
    game = review_game()
    page = open_game(shared_tab, game)
    coach_on(page, game)
    deal(shared_tab, SEED)
    play_hand(shared_tab, lambda kinds, _: first_of(kinds, ()), limit=80)
    review = page.locator(f"{SIM} .pr-result .pr-review")
    summary = review.locator(".pr-review-summary")
    expect(summary.or_(review.locator(".pr-coach-error"))).to_be_visible(timeout=FIGURES_TIMEOUT_MS)
    expect(review.locator(".pr-coach-error")).to_have_count(0)
    text = summary.inner_text()
    count = int(re.match(r"^(\d+) decisions?:", text).group(1))
    decisions = review.locator("li.pr-review-decision")
    expect(decisions).to_have_count(count)
    for i in range(count):
        d = decisions.nth(i)
        grade = d.get_attribute("data-grade")
        assert grade in ("best", "inaccuracy", "mistake", "blunder")
        expect(d.locator(f".pr-review-grade.pr-review-grade--{grade}")).to_have_text(grade)
        assert d.locator(".pr-review-moves li").count() >= 2  # a decision had a choice
        expect(d.locator(".pr-review-moves li", has_text="your move")).to_have_count(1)
    # The summary, then the decision that mattered (when one was a mistake or a blunder).
    mattered = review.locator(".pr-review-mattered")
    said = f"The coach's review: {text}" + (f" {mattered.inner_text()}" if mattered.count() else "")
    expect(page.locator(f"{SIM} .pr-live")).to_have_text(said)
    assert not shared_tab.errors, shared_tab.errors


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_serious_with_the_coach(shared_tab, scheme):
    game = review_game()
    page = open_game(shared_tab, game)
    page.emulate_media(color_scheme=scheme)
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", SCHEMES[scheme])
    coach_on(page, game)
    deal(shared_tab, SEED)
    panel = wait_figures(page)
    panel.locator(".pr-coach-about > summary").click()
    panel.locator(".pr-coach-model > summary").click()
    problems = blocking(axe_violations(page, SIM), f"coach's figures ({scheme})")
    play_hand(shared_tab, lambda kinds, _: first_of(kinds, ()), limit=80)
    expect(page.locator(f"{SIM} .pr-result .pr-review-summary")).to_be_visible(timeout=FIGURES_TIMEOUT_MS)
    problems += blocking(axe_violations(page, SIM), f"coach's review ({scheme})")
    page.emulate_media(color_scheme="light")
    assert not problems, "\n".join(problems)

"""axe-core on the built site: every game page, in the light and the dark scheme, when its
simulator is ready, at the reader's first move and when the hand is over; and the home page and
the catalogue. A violation of impact "serious" or "critical" fails the test.

axe-core comes from its pinned npm package (node_modules/axe-core, installed by
scripts/setup.sh), never from a CDN; Playwright injects its axe.min.js into the page.

The scheme is chosen the way a reader's system chooses it: the site's first palette entry
follows ``prefers-color-scheme``, which Playwright emulates. Each test checks that Material
did apply the scheme it asked for (``body[data-md-color-scheme]``), so a test of the dark
scheme cannot silently run in the light one.

One tab visits every game page in turn by instant navigation, first in the light scheme, then
in the dark one, so Pyodide boots once; the module's duration is printed (``pytest -s``).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect
from simkit import SIM, deal, offered, page_of, play_hand

REPO = Path(__file__).resolve().parents[2]
AXE = REPO / "node_modules" / "axe-core" / "axe.min.js"
sys.path.insert(0, str(REPO / "scripts"))
from screenshots import choose, game_ids  # noqa: E402

from tests.sampling import sampled  # noqa: E402

#: Playwright's name of a scheme -> Material's.
SCHEMES = {"light": "default", "dark": "slate"}
BLOCKING = ("serious", "critical")
GAMES = game_ids()
SEED = "7"


@pytest.fixture(scope="module", autouse=True)
def _duration():
    start = time.monotonic()
    yield
    print(f"\naccessibility: {len(GAMES)} game pages x {len(SCHEMES)} schemes, "
          f"home and catalogue: {time.monotonic() - start:.1f} s")


def use_scheme(tab, scheme: str):
    """Emulate the reader's system scheme; Material follows it (its first palette entry)."""
    tab.page.emulate_media(color_scheme=scheme)


def check_scheme(page, scheme: str):
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", SCHEMES[scheme])


def axe_violations(page, within: str | None = None) -> list[dict]:
    """Run axe on the whole document, or only on what matches the CSS selector ``within``; its
    violations, with each node's selector."""
    if not AXE.is_file():
        pytest.fail(f"{AXE.relative_to(REPO)} is missing: run scripts/setup.sh", pytrace=False)
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    return page.evaluate("""async (within) => {
      // A colour mid-transition (a button that just came under the pointer fades to its hover
      // fill in 125 ms) is neither state's colour, and axe would judge that blend: wait for the
      // running transitions, never for an endless animation.
      const finite = document.getAnimations().filter((a) =>
        a.playState === "running" && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
      await Promise.all(finite.map((a) => a.finished.catch(() => null)));
      const context = within ? {include: [[within]]} : document;
      const r = await window.axe.run(context, {resultTypes: ['violations'], elementRef: true});
      return r.violations.map((v) => ({
        id: v.id, impact: v.impact, help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.join(' '), impact: n.impact, summary: n.failureSummary}))}));
    }""", within)


def blocking(violations: list[dict], where: str) -> list[str]:
    """One line per serious or critical violation: where, rule id, impact, help, the nodes."""
    lines = []
    for v in violations:
        if v["impact"] not in BLOCKING:
            continue
        nodes = v["nodes"]
        if not nodes:
            continue
        targets = "; ".join(n["target"] for n in nodes[:6])
        more = f" (+{len(nodes) - 6} more)" if len(nodes) > 6 else ""
        detail = nodes[0]["summary"].splitlines()[1:2]
        lines.append(f"{where}: {v['id']} [{v['impact']}] {v['help']}: {targets}{more}"
                     + (f" -- {detail[0].strip()}" if detail else ""))
    return lines


def test_axe_is_installed_and_finds_planted_violations(tab):
    """The check can fail: an image without alt text, grey-on-grey text, a scrolling box nobody
    can reach by keyboard and a button named unlike its words are reported."""
    page = tab.page
    tall = "<p>line</p>" * 30
    page.set_content(f"""<!doctype html><html lang="en"><head><title>t</title></head><body><main>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <p style="color:#999;background:#aaa">low contrast</p>
      <div class="scroller" style="overflow:auto;height:3em">{tall}</div>
      <button aria-label="Seed 6 for the next deal">Use this seed</button>
      </main></body></html>""")
    violations = axe_violations(page)
    ids = {v["id"] for v in violations}
    assert {"image-alt", "color-contrast", "scrollable-region-focusable",
            "label-content-name-mismatch"} <= ids, ids
    lines = blocking(violations, "planted")
    for rule in ("image-alt", "color-contrast", "scrollable-region-focusable",
                 "label-content-name-mismatch"):
        assert any(rule in line for line in lines), (rule, lines)


def test_axe_judges_colours_after_their_transition_ends(tab):
    """A button fading to its final colours is judged in those colours, not in the blend axe
    would read mid-fade (a CI run once failed on a drill button caught 2.37:1 on its way to the
    hover fill). The fade here holds its start colours (grey on grey) for 2 s, then jumps, so
    axe run at once sees the low contrast and the helper, which waits, does not."""
    page = tab.page
    page.set_content("""<!doctype html><html lang="en"><head><title>t</title><style>
      button { color: #999; background: #aaa; transition: all 2s step-end; }
      button.done { color: #000; background: #fff; }
      </style></head><body><main><button>Hand 1</button></main></body></html>""")
    page.add_script_tag(path=str(AXE))
    immediate = page.evaluate("""async () => {
      document.querySelector('button').getBoundingClientRect();
      document.querySelector('button').classList.add('done');
      const r = await window.axe.run(document, {resultTypes: ['violations']});
      return r.violations.map((v) => v.id);
    }""")
    assert "color-contrast" in immediate, immediate
    assert not blocking(axe_violations(page), "faded")


@pytest.mark.parametrize("path", ["", "games/"], ids=["home", "catalogue"])
@pytest.mark.parametrize("scheme", list(SCHEMES))
def test_static_page(tab, scheme, path):
    page = tab.page
    use_scheme(tab, scheme)
    tab.goto(path, ready=False)
    page.wait_for_load_state("load")
    check_scheme(page, scheme)
    problems = blocking(axe_violations(page), f"/{path} ({scheme})")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(("scheme", "game"), [(s, g) for s in SCHEMES for g in sampled(GAMES)],
                         ids=[f"{s}-{g}" for s in SCHEMES for g in sampled(GAMES)])
def test_game_page(shared_tab, scheme, game):
    tab = shared_tab
    page = tab.page
    tab.reset_records()
    use_scheme(tab, scheme)
    tab.visit(page_of(game), variant=game)
    check_scheme(page, scheme)
    where = f"/{page_of(game)} ({scheme})"
    problems = blocking(axe_violations(page), f"{where} ready")

    deal(tab, SEED)
    if offered(page):
        problems += blocking(axe_violations(page), f"{where} first move")
    play_hand(tab, choose, limit=150)
    expect(page.locator(f"{SIM} .pr-result")).to_be_visible()
    problems += blocking(axe_violations(page), f"{where} hand over")
    assert not problems, "\n".join(problems)
    assert not tab.offsite, tab.offsite


# The "Print game cards" page (issue 22): the menu builder with two games ticked, and cards
# printed from an address (one with a bad part, so that the alert is checked too).
CARD_PAGES = {
    "menu-builder": "cards/",
    "cards": "cards/?game=chaos&opt.chaos.jokers=yes&game=seven-twenty-seven&game=nope&size=half",
}


@pytest.mark.parametrize("which", list(CARD_PAGES))
@pytest.mark.parametrize("scheme", list(SCHEMES))
def test_print_cards_page(tab, scheme, which):
    page = tab.page
    use_scheme(tab, scheme)
    tab.goto(CARD_PAGES[which], ready=False)
    page.wait_for_selector('.pr-cards[data-state="ready"]', timeout=90_000)
    if which == "menu-builder":
        menu = page.locator(".pr-cards-menu")
        menu.get_by_label("Chaos", exact=True).check()
        menu.get_by_label("Mus", exact=True).check()
        page.wait_for_selector('.pr-cards[data-cards="2"]')
    else:
        expect(page.locator(".pr-cards [role=alert]")).not_to_be_empty()
    check_scheme(page, scheme)
    problems = blocking(axe_violations(page), f"/{CARD_PAGES[which]} ({scheme})")
    assert not problems, "\n".join(problems)


# The Game night page (docs/night.md, night*.js): set up, a hand in progress at a real table
# (the pot, the judge's fields and a verdict), and the settle-up; light and dark.


def night_axe(page) -> list[dict]:
    """axe on the night page once Material's fades have ended (its "Back to top" button fades
    in when the focus scrolls the page up, and axe reads a half-faded colour otherwise)."""
    page.wait_for_timeout(700)
    return axe_violations(page)


@pytest.mark.parametrize("scheme", list(SCHEMES))
def test_game_night_page(tab, scheme):
    page = tab.page
    use_scheme(tab, scheme)
    tab.goto("night/", ready=False)
    page.wait_for_selector('.pr-night[data-state="setup"]', timeout=90_000)
    page.wait_for_selector(".pr-night input[data-game]")
    check_scheme(page, scheme)
    page.locator('.pr-night input[data-game="chaos"]').check()
    page.locator('.pr-night input[data-game="seven-twenty-seven"]').check()
    expect(page.locator(".pr-night .pr-night-house-rules").first).to_be_visible()
    problems = blocking(night_axe(page), f"/night/ set-up ({scheme})")

    for i, name in enumerate(("Ana", "Ben", "Cy")):
        page.locator(".pr-night input[data-player]").nth(i).fill(name)
    page.get_by_role("button", name="Start the night").click()
    page.wait_for_selector('.pr-night[data-state="night"]')
    problems += blocking(night_axe(page), f"/night/ calling ({scheme})")
    select = page.locator(".pr-night .pr-night-call select")
    select.select_option(select.locator("option", has_text="7/27").first.get_attribute("value"))
    page.get_by_role("button", name="Choose this game").click()
    expect(page.locator(".pr-night .pr-night-game")).to_contain_text("7/27")
    page.get_by_label("Type the hands shown and let the judge decide").check()
    for i, cards in enumerate(["7c 2d 2h", "Kd Qs", "5c 2c"]):
        page.locator(f'.pr-night input[data-shown="{i}"]').fill(cards)
    page.get_by_role("button", name="Judge the showdown").click()
    expect(page.locator(".pr-night .pr-night-verdict")).to_contain_text("Ana")
    problems += blocking(night_axe(page), f"/night/ hand in progress ({scheme})")

    for i, chips in enumerate((6, 6, 6)):
        page.locator(f'.pr-night input[data-put-in="{i}"]').fill(str(chips))
    page.get_by_role("button", name="Record the hand").click()
    expect(page.locator(".pr-night .pr-night-history tbody tr")).to_have_count(1)
    page.get_by_role("button", name="Settle up").click()
    expect(page.locator(".pr-night .pr-night-payments li")).to_have_count(2)  # Ben pays Ana and Cy
    problems += blocking(night_axe(page), f"/night/ settle-up ({scheme})")
    assert not problems, "\n".join(problems)
    assert not tab.errors, tab.errors


@pytest.mark.parametrize("scheme", list(SCHEMES))
def test_pass_and_play_form_and_hand_over_screen(tab, scheme):
    """Pass-and-play (issue 22): the house rules with people seated (who plays each seat, with
    names) and the hand-over screen, light and dark."""
    from passkit import HANDOVER, deal_by_keyboard, poker_game, seat_people

    page = tab.page
    game = poker_game()
    use_scheme(tab, scheme)
    tab.visit(page_of(game), variant=game)
    check_scheme(page, scheme)
    seat_people(page, {0: "Ana", 2: "Ben"}, 3)
    expect(page.locator(f"{SIM} .pr-person-name").nth(2)).to_be_visible()
    problems = blocking(axe_violations(page), f"/{page_of(game)} ({scheme}) people")
    deal_by_keyboard(tab, SEED)
    expect(page.locator(HANDOVER)).to_be_visible()
    problems += blocking(axe_violations(page), f"/{page_of(game)} ({scheme}) hand-over")
    assert not problems, "\n".join(problems)

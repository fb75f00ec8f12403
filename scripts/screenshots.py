#!/usr/bin/env python3
"""Screenshots of every game's simulator, ready to deal, mid-hand and at the end of a hand, on a
wide and a narrow screen; prints a JSON summary.

    .venv/bin/python scripts/screenshots.py [--out DIR] [--games ID,ID | --quick]
        [--seed SEED] [--scheme light|dark]

The site is built into a temporary directory for the address it is served from (instant
navigation needs them to match) and served on 127.0.0.1 as a static host serves it (the
build's ``.br`` twins included); Debian's Chromium (``PR_CHROMIUM``, default /usr/bin/chromium,
never ``playwright install``) opens each game page in turn by instant navigation, so Pyodide
boots once per screen size. On each page it takes a screenshot
when the simulator is ready (``ready``), deals (``--seed``), takes a screenshot (``mid``) at
the reader's first move with cards in hand, plays the hand to its end by clicking what the
engine offers (:func:`choose`) and takes another (``end``). A game played as a match of several
deals pauses at the end of each deal: the first such pause is shot too (``deal-end``), then
"Next deal" plays on. Then the coach is turned on, a hand is dealt again at the game's fullest
table, and the reader's first move with cards in hand is shot with the coach's figures and
"What the figures mean" open (``coach``), as the page puts it in the window (not scrolled to the
simulator's top); the coach is turned off again. Then the first game's printed card is shot,
full and half size, with print media emulated on an A4-sized screen
(scripts/screenshots_cards.py). Any request that would leave the local server is refused.

Files: ``DIR/<game>-<stage>-<width>x<height>.png`` with stage ``ready``, ``mid``, ``deal-end``
(matches only), ``end`` or ``coach``, at
1280x800 and 390x844; and ``DIR/<game>-card-<full|half>-794x1123.png`` (stage ``card-full``,
``card-half``). ``--out`` defaults to a new folder under the system's temporary
directory, named in the summary. ``--quick`` takes the first registered game only.

The Game night page is shot too, with a night in progress (three hands in the ledger, a fourth
called; :func:`night_in_progress`), and again with the settle-up shown: ``DIR/night-<stage>-
<width>x<height>.png``, stage ``hand`` or ``settle``, listed under ``pages``. So is a lesson's
question with its answer hidden from the table (7/27's first, after a wrong choice), then
answered: ``DIR/lesson-<stage>-<width>x<height>.png``, stage ``question-open`` or
``question-answered`` (scripts/screenshots_lesson.py).

The summary: ``{"out", "games", "seed", "scheme", "viewports", "shots": [{"game", "stage",
"width", "height", "path"}], "pages": [{"page", "stage", "width", "height", "path"}],
"failures": [{"game", "viewport", "error"}], "build_seconds", "seconds"}``.
The exit status is 1 when any game failed.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO / "scripts") not in sys.path:
    sys.path.insert(0, str(REPO / "scripts"))
from screenshots_cards import shoot_cards  # noqa: E402
from screenshots_lesson import shoot_question  # noqa: E402
from sitekit import CHROMIUM_ARGS, built_and_served  # noqa: E402

VIEWPORTS = ((1280, 800), (390, 844))
SIM = ".pr-simulator"
BOOT_TIMEOUT_MS = 90_000
COACH_TIMEOUT_MS = 300_000  # the coach's first answer, at the slowest game's fullest table
DRAWS = ("take", "ask")  # optional draws: a couple each hand, then stop
ORDER = ("play", "check", "call", "keep", "stand", "stay", "flip", "replace", "decline", "pass",
         "discard", "take", "ask")


def game_ids() -> list[str]:
    """Every registered game, in the registry's order."""
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))
    from pokerrules.lookup.registry import variants

    return [v.id for v in variants()]


def fullest(game: str) -> int:
    """The most players ``game`` seats."""
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))
    from pokerrules.lookup.registry import get

    return get(game).max_seats


def choose(kinds: list[str], clicked: list[str]) -> str:
    """A move that keeps the reader in the hand and lets it end: deal on twice then call it,
    draw a couple of times, then play, check, call, keep and the like; fold only when nothing
    else is offered."""
    if "deal-on" in kinds:
        return "deal-on" if clicked.count("deal-on") < 2 else "call-it"
    draws = sum(k in DRAWS for k in clicked)
    for kind in DRAWS:
        if kind in kinds and draws < 2:
            return kind
    for kind in ORDER:
        if kind in kinds:
            return kind
    others = [k for k in kinds if k != "fold"]
    return others[0] if others else kinds[0]


def ready(variant: str) -> str:
    return f'{SIM}[data-variant="{variant}"][data-state="ready"]'


@contextlib.contextmanager
def served_site() -> Iterator[str]:
    """Build the site for a local address and serve it there; yields the base URL."""
    try:
        with built_and_served(REPO / "mkdocs.yml", prefix="pr-shots-") as (_, base):
            yield base
    except RuntimeError as err:
        raise SystemExit(f"screenshots: {err}") from err


GO = """(url) => {
  const a = document.createElement('a');
  a.href = url;
  a.textContent = 'next page';
  (document.querySelector('.md-content') || document.body).append(a);
  a.click();
}"""


def visit(page, base: str, game: str) -> None:
    """Open a game page: by instant navigation once Pyodide runs, so it is kept."""
    url = f"{base}games/{game}/"
    booted = page.url.startswith(base) and page.evaluate(
        "() => !!(window.__pokerrules && window.__pokerrules.status === 'ready')")
    if booted:
        page.evaluate(GO, url)
        page.wait_for_url(url)
    else:
        page.goto(url)
    page.wait_for_selector(ready(game), timeout=BOOT_TIMEOUT_MS)


def wait_ready(page) -> None:
    page.wait_for_selector(f'{SIM}[data-state="ready"]', timeout=BOOT_TIMEOUT_MS)


def hand_over(page) -> bool:
    return page.locator(f"{SIM} .pr-result li, {SIM} .pr-result:not([hidden]) .pr-result-summary"
                        ).count() > 0


def deal_end(page) -> bool:
    """Whether a match is paused at the end of a deal, with its "Next deal" button."""
    return page.locator(f"{SIM} .pr-deal-end:not([hidden]) .pr-deal-next").count() > 0


def press_deal(page, seed: str, seats: int | None = None) -> None:
    """Unfold the house rules if they are folded, set the seed (and the number of players, when
    given and the game has a choice), press Deal, and abandon a hand still on if the simulator
    asks."""
    rules = page.locator(f"{SIM} details.pr-rules")
    if rules.count() and rules.first.get_attribute("open") is None:
        rules.first.locator("summary").click()
    # By name and class, not by their words: the page may be in another language.
    players = page.locator(f'{SIM} select[name="seats"]')
    if seats is not None and players.count() and players.is_enabled():
        players.select_option(str(seats))
    page.locator(f'{SIM} input[name="seed"]').fill(seed)
    page.locator(f"{SIM} button.pr-deal").click()
    yes = page.locator(f"{SIM} .pr-confirm-yes")
    if yes.count() and yes.first.is_visible():
        yes.first.click()


def offered(page) -> list[str]:
    kinds = page.locator(f"{SIM} .pr-actions button[data-kind]").evaluate_all(
        "els => els.map(e => e.dataset.kind)")
    return list(dict.fromkeys(kinds))


def click(page, kind: str) -> None:
    """Press the first button of ``kind``; a form's lists are set to their first option; for a
    choice of several cards, the fewest allowed (at least one) are chosen, the first ones, and
    sent (as tests/browser/simkit.py does)."""
    several = page.locator(f'{SIM} .pr-actions [data-pick-min][data-kind="{kind}"]')
    if several.count():
        group = several.first
        toggles = group.locator("button[aria-pressed]")
        for index in range(max(1, int(group.get_attribute("data-pick-min") or "1"))):
            toggles.nth(index).click()
        group.locator("button[data-send]").click()
        return
    form = page.locator(f'{SIM} .pr-actions form[data-kind="{kind}"]')
    if form.count():
        for select in form.first.locator("select").all():
            select.select_option(index=0)
    page.locator(f'{SIM} .pr-actions button[data-kind="{kind}"]').first.click()


def shoot(page, path: Path, *, scroll: bool = True) -> None:
    """The viewport, scrolled so that the simulator starts just below Material's header (unless
    ``scroll`` is false: as the page put it), with Material's "Back to top" button, shown after
    scrolling up, hidden so as not to cover it."""
    page.evaluate("""(scroll) => {
      if (!document.getElementById('pr-shots-style')) {
        const style = document.createElement('style');
        style.id = 'pr-shots-style';
        style.textContent = '.md-top { display: none !important; }';
        document.head.append(style);
      }
      if (!scroll) return;
      const sim = document.querySelector('.pr-simulator');
      const header = document.querySelector('.md-header');
      const top = sim.getBoundingClientRect().top + window.scrollY
        - (header ? header.getBoundingClientRect().height : 0) - 8;
      window.scrollTo(0, Math.max(0, top));
    }""", scroll)
    page.screenshot(path=str(path))


def play_game(page, base: str, game: str, seed: str, out: Path, size: tuple[int, int],
              limit: int = 150) -> list[dict]:
    width, height = size
    shots = []

    def take(stage: str, scroll: bool = True) -> None:
        path = out / f"{game}-{stage}-{width}x{height}.png"
        shoot(page, path, scroll=scroll)
        shots.append({"game": game, "stage": stage, "width": width, "height": height,
                      "path": str(path)})

    visit(page, base, game)
    wait_ready(page)
    take("ready")  # what a reader sees first: the house rules and Deal
    press_deal(page, seed)
    wait_ready(page)

    clicked: list[str] = []
    mid = paused = False
    while not hand_over(page):
        if deal_end(page):  # a match pauses at the end of each deal: shoot the first, go on
            if not paused:
                take("deal-end")
                paused = True
            page.locator(f"{SIM} .pr-deal-next").click()
            wait_ready(page)
            continue
        if not mid and page.locator(f"{SIM} .pr-hand--mine .pr-card").count():
            take("mid")  # the first move of the reader's that has cards to look at
            mid = True
        if len(clicked) >= limit:
            raise RuntimeError(f"the hand did not end after {limit} moves: {clicked[-10:]}")
        kinds = offered(page)
        if not kinds:
            raise RuntimeError("the hand is not over but no move is offered")
        kind = choose(kinds, clicked)
        click(page, kind)
        clicked.append(kind)
        wait_ready(page)
    take("end")
    coach_at_first_move(page, game, seed, limit)
    take("coach", scroll=False)
    set_coach(page, False)
    return shots


def set_coach(page, on: bool) -> None:
    toggle = page.locator(f"{SIM} .pr-coach-toggle")
    if toggle.is_checked() != on:
        toggle.click()


def coach_at_first_move(page, game: str, seed: str, limit: int) -> None:
    """Turn the coach on, deal ``seed`` at the fullest table and play on to the reader's first
    move with cards in hand; wait for the coach's figures and open "What the figures mean"."""
    set_coach(page, True)
    press_deal(page, seed, fullest(game))
    wait_ready(page)
    clicked: list[str] = []
    while not page.locator(f"{SIM} .pr-hand--mine .pr-card").count() or not offered(page):
        if hand_over(page) or len(clicked) >= limit:
            raise RuntimeError(f"no move of the reader's with cards in hand: {clicked[-10:]}")
        if deal_end(page):
            page.locator(f"{SIM} .pr-deal-next").click()
        else:
            kind = choose(offered(page), clicked)
            click(page, kind)
            clicked.append(kind)
        wait_ready(page)
    panel = page.locator(f"{SIM} .pr-actions .pr-coach")
    panel.locator(".pr-coach-shown, .pr-coach-error").first.wait_for(timeout=COACH_TIMEOUT_MS)
    about = panel.locator(".pr-coach-about")
    if about.count():
        about.evaluate("d => { d.open = true; }")  # as a click would, without scrolling


def night_in_progress() -> dict:
    """A night file with three hands in the ledger and a fourth called, made by the package's
    night op (so its checksum and every rule hold)."""
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))
    from pokerrules.api import handle

    def ask(**request: object) -> dict:
        reply = json.loads(handle(json.dumps({"op": "night", **request})))
        if not reply["ok"]:
            raise RuntimeError(reply["error"]["message"])
        return reply

    file = ask(do="start", players=[{"name": n} for n in ("Ana", "Ben", "Cy", "Dee")],
               menu=[{"variant": "chaos"}, {"variant": "seven-twenty-seven"}, {"variant": "jubilee"},
                     {"variant": "mus"}], settings={"seed": 7})["file"]
    for pick, entry in ((0, {"by": "pot", "put_in": [12, 12, 4, 12], "parts": [[1]]}),
                        (2, {"by": "winners", "winners": [3]}),
                        (1, {"by": "pot", "put_in": [8, 8, 8, 2], "parts": [[0], [2]]})):
        file = ask(do="next", night=file, pick=pick)["file"]
        file = ask(do="record", night=file, entry=entry)["file"]
    return ask(do="next", night=file, pick=0)["file"]


def shoot_night(page, base: str, out: Path, size: tuple[int, int]) -> list[dict]:
    """The Game night page with a night in progress (:func:`night_in_progress`): the hand called,
    and the ledger with the settle-up shown; whole-page shots."""
    width, height = size
    file = night_in_progress()
    page.goto(f"{base}night/")
    page.evaluate("(text) => localStorage.setItem('pokerrules:night:v1', text)", json.dumps(file))
    page.reload()
    page.wait_for_selector('.pr-night[data-state="night"]', timeout=BOOT_TIMEOUT_MS)
    shots = []
    for stage in ("hand", "settle"):
        if stage == "settle":
            page.get_by_role("button", name="Settle up").click()
        path = out / f"night-{stage}-{width}x{height}.png"
        page.add_style_tag(content=".md-header, .md-top { visibility: hidden !important; }")
        page.locator(".pr-night").screenshot(path=str(path))
        shots.append({"page": "night", "stage": stage, "width": width, "height": height,
                      "path": str(path)})
    return shots


def run(games: list[str], out: Path, seed: str, scheme: str, chromium: str) -> dict:
    from playwright.sync_api import sync_playwright

    started = time.monotonic()
    shots: list[dict] = []
    pages: list[dict] = []
    failures: list[dict] = []
    with served_site() as base, sync_playwright() as pw:
        built = time.monotonic() - started
        browser = pw.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS, headless=True)
        origin = base.rstrip("/")
        try:
            for width, height in VIEWPORTS:
                # Reduced motion: the other players' moves are shown at once, not played back.
                context = browser.new_context(viewport={"width": width, "height": height},
                                              color_scheme=scheme, reduced_motion="reduce")
                context.route("**/*", lambda route: route.continue_()
                              if route.request.url.startswith((origin + "/", "data:", "blob:"))
                              else route.abort())
                page = context.new_page()
                page.set_default_timeout(30_000)
                for game in games:
                    try:
                        shots += play_game(page, base, game, seed, out, (width, height))
                    except Exception as err:  # noqa: BLE001 - reported, then the next game
                        failures.append({"game": game, "viewport": f"{width}x{height}",
                                         "error": f"{type(err).__name__}: {err}".splitlines()[0]})
                        print(f"screenshots: {game} at {width}x{height} failed: {err}",
                              file=sys.stderr)
                        page.goto("about:blank")
                try:
                    pages += shoot_night(page, base, out, (width, height))
                except Exception as err:  # noqa: BLE001 - reported like a game's
                    failures.append({"game": "night", "viewport": f"{width}x{height}",
                                     "error": f"{type(err).__name__}: {err}".splitlines()[0]})
                try:  # a lesson's question, its answer hidden (screenshots_lesson.py)
                    pages += shoot_question(page, base, out, (width, height))
                except Exception as err:  # noqa: BLE001 - reported like a game's
                    failures.append({"game": "lesson", "viewport": f"{width}x{height}",
                                     "error": f"{type(err).__name__}: {err}".splitlines()[0]})
                context.close()
            # The printed card of the first game, full and half size (screenshots_cards.py).
            try:
                shots += shoot_cards(browser, base, games[0], out, scheme)
            except Exception as err:  # noqa: BLE001 - reported like a game's
                failures.append({"game": games[0], "viewport": "card", "error": f"{err}"[:300]})
        finally:
            browser.close()
    return {"out": str(out), "games": games, "seed": seed, "scheme": scheme,
            "viewports": [f"{w}x{h}" for w, h in VIEWPORTS], "shots": shots, "pages": pages,
            "failures": failures, "build_seconds": round(built, 1),
            "seconds": round(time.monotonic() - started, 1)}


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", help="folder for the PNGs (default: a new temporary folder)")
    pick = parser.add_mutually_exclusive_group()
    pick.add_argument("--games", help="comma-separated game ids (default: every game)")
    pick.add_argument("--quick", action="store_true", help="the first registered game only")
    parser.add_argument("--seed", default="7", help="the seed of every hand (default 7)")
    parser.add_argument("--scheme", choices=("light", "dark"), default="light")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    known = game_ids()
    if args.quick:
        games = known[:1]
    elif args.games:
        games = [g.strip() for g in args.games.split(",") if g.strip()]
        unknown = [g for g in games if g not in known]
        if unknown or not games:
            print(f"screenshots: unknown game(s) {unknown}; known: {', '.join(known)}",
                  file=sys.stderr)
            return 2
    else:
        games = known
    out = Path(args.out) if args.out else Path(tempfile.mkdtemp(prefix="pokerrules-screenshots-"))
    out.mkdir(parents=True, exist_ok=True)
    chromium = os.environ.get("PR_CHROMIUM", "/usr/bin/chromium")
    summary = run(games, out.resolve(), args.seed, args.scheme, chromium)
    print(json.dumps(summary, indent=2))
    return 1 if summary["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())

"""The browser half of scripts/measure.py: visits of the Three Card Poker page and of a plain
Pyodide reference page in Debian's Chromium (see measure.py's docstring for what each figure
means and how the network is throttled)."""

from __future__ import annotations

import contextlib
import shutil
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT / "scripts") not in sys.path:
    sys.path.insert(0, str(ROOT / "scripts"))
from measure_site import REFERENCE, Site, served_site  # noqa: E402
from screenshots import choose, click, deal_end, hand_over, offered, press_deal, wait_ready  # noqa: E402
from sitekit import CHROMIUM_ARGS, READY  # noqa: E402

VARIANT = "three-card-poker"
GAME = f"games/{VARIANT}/"
# Instant page change: between these two pages of the 7/27 family.
CHANGE_FROM, CHANGE_TO = "seven-twenty-seven", "three-thirty-three"
# The language tree GAME is in ("es/"; "" for English at the root): the page change stays in it.
TREE = ""
MBIT = 1_000_000 // 8  # bytes per second in one Mbit/s
RTT_MS = 40
THROTTLES = {"throttled_20mbit": 20, "throttled_5mbit": 5}
SETTLE_MS = 30_000
BIG_FILE = 100_000  # files at least this big (transferred or decoded) are listed one by one
HAND_LIMIT = 60
ODDS_BUTTON = "Exact odds for these rules"

# Every main-thread task over 50 ms from the document's start (instant navigation keeps it).
LONGTASKS = """window.__measureLongtasks = [];
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__measureLongtasks.push({ start: e.startTime, ms: e.duration });
    }
  }).observe({ type: "longtask", buffered: true });
} catch (_) { /* no Long Tasks API: nothing is reported */ }
"""
# Times are made relative to the page's navigation start (a worker has a time origin of its own).
ENTRIES = """(pageOrigin) => [...performance.getEntriesByType("navigation"),
  ...performance.getEntriesByType("resource")].map((e) => ({
    url: e.name, transfer: e.transferSize, encoded: e.encodedBodySize, decoded: e.decodedBodySize,
    ms: e.responseEnd - e.startTime,
    start: e.startTime + performance.timeOrigin - pageOrigin,
    end: e.responseEnd + performance.timeOrigin - pageOrigin }))"""
CLICK_NAV = """(href) => {
  const want = new URL(href, location.href).href;
  const link = [...document.querySelectorAll('a.md-nav__link')].find((a) => a.href === want);
  if (!link) throw new Error('no navigation link to ' + want);
  window.__measureT0 = performance.now();
  link.click();
}"""


@contextlib.contextmanager
def fresh_profile(pw, chromium: str):
    """A Chromium with a new, empty profile (nothing cached); yields (context, first page)."""
    profile = Path(tempfile.mkdtemp(prefix="pr-profile-"))
    ctx = pw.chromium.launch_persistent_context(
        str(profile), executable_path=chromium, args=CHROMIUM_ARGS, headless=True)
    try:
        ctx.add_init_script(LONGTASKS)
        yield ctx, (ctx.pages[0] if ctx.pages else ctx.new_page())
    finally:
        ctx.close()
        shutil.rmtree(profile, ignore_errors=True)


def throttle(ctx, page, mbit: float) -> None:
    """Chromium's own network throttling for this tab: RTT_MS latency, ``mbit`` each way.
    It covers the tab's dedicated workers too (measure.py checks that on every run)."""
    cdp = ctx.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": RTT_MS,
        "downloadThroughput": mbit * MBIT, "uploadThroughput": mbit * MBIT})


def entries(page) -> list[dict]:
    """Resource Timing of the page and of each of its workers (the worker fetches the runtime)."""
    origin = page.evaluate("() => performance.timeOrigin")
    found = list(page.evaluate(ENTRIES, origin))
    for worker in page.workers:
        with contextlib.suppress(Exception):  # a worker that ended meanwhile
            found += worker.evaluate(ENTRIES, origin)
    return [e for e in found if e["url"].startswith("http")]


def longtasks(page) -> list[dict]:
    """Long tasks so far: ``{"start": ms from navigation start, "ms": duration}``."""
    return [{"start": round(t["start"]), "ms": round(t["ms"], 1)}
            for t in page.evaluate("() => window.__measureLongtasks || []")]


def rounded(ms: float | None) -> float | None:
    return None if ms is None else round(ms, 1)


def visit(page, site: Site, kind: str, timeout_ms: int) -> dict:
    """Navigate to the simulator or the reference page; navigation start to ready, what was
    fetched by then (Resource Timing of the page and its workers; the server's own count)."""
    mark = len(site.log)
    if kind == "simulator":
        page.goto(site.base + GAME, wait_until="commit")
        page.wait_for_selector(READY, timeout=timeout_ms)
        probe = page.evaluate("() => ({...window.__pokerrules})")
        out = {"ready_ms": round(probe["readyAt"], 1), "worker_boot_ms": rounded(probe.get("bootMs")),
               "boot_mode": probe.get("bootMode")}
    else:
        page.goto(site.base + REFERENCE, wait_until="commit")
        page.wait_for_function("() => window.__reference && window.__reference.status !== 'loading'",
                               timeout=timeout_ms)
        ref = page.evaluate("() => window.__reference")
        if ref.get("status") != "ready":
            raise SystemExit(f"measure: the reference page failed: {ref}")
        out = {"ready_ms": round(ref["readyAt"], 1), "worker_boot_ms": rounded(ref["bootMs"])}
    ready_at = (page.evaluate("() => performance.timeOrigin") + out["ready_ms"]) / 1000
    out["server"] = site.served_bytes(mark, until=ready_at)
    out["log_start"] = mark
    out["entries"] = entries(page)
    return out


def settle(page) -> dict:
    """Wait (up to SETTLE_MS each) while the page saves its Pyodide snapshot, then while the
    site's service worker saves the site (``__pokerrules_offline``), if the page has them."""
    started = time.monotonic()
    with contextlib.suppress(Exception):
        page.wait_for_function(
            "() => !window.__pokerrules || window.__pokerrules.snapshot !== 'saving'",
            timeout=SETTLE_MS)
    snapshot = page.evaluate("() => window.__pokerrules && window.__pokerrules.snapshot")
    waited = round(1000 * (time.monotonic() - started))
    with contextlib.suppress(Exception):
        page.wait_for_function(
            """() => { const o = window.__pokerrules_offline;
                       return !o || !o.supported || o.cached || o.failed || !!o.error; }""",
            timeout=SETTLE_MS)
    offline = page.evaluate("() => window.__pokerrules_offline ? {...window.__pokerrules_offline} : null")
    return {"snapshot": snapshot, "waited_ms": waited, "offline": offline,
            "settled_ms": round(1000 * (time.monotonic() - started))}


def new_tab(ctx, old):
    """A later visit: a new tab in the same profile, the old one closed, a moment later."""
    page = ctx.new_page()
    old.close()
    time.sleep(1)
    return page


def play_and_analyse(page, seed: str = "1") -> dict:
    """Deal a hand and play it to its end (or, in a match, to the end of its deal) by clicks,
    then run the exact odds if offered."""
    press_deal(page, seed)
    wait_ready(page)
    clicked: list[str] = []
    while not (hand_over(page) or deal_end(page)):
        kinds = offered(page)
        if not kinds or len(clicked) >= HAND_LIMIT:
            raise SystemExit(f"measure: the hand did not end: offered {kinds} after {clicked}")
        kind = choose(kinds, clicked)
        click(page, kind)
        clicked.append(kind)
        wait_ready(page)
    out: dict = {"moves": clicked, "exact_odds_ms": None}
    button = page.get_by_role("button", name=ODDS_BUTTON)
    if button.count():
        button.first.evaluate("(b) => { window.__measureOddsT0 = performance.now(); b.click(); }")
        done = page.wait_for_function(
            """() => { const o = document.querySelector('.pr-simulator .pr-odds');
                       return o && /house edge/i.test(o.textContent)
                         && performance.now() - window.__measureOddsT0; }""",
            polling="raf", timeout=120_000)
        out["exact_odds_ms"] = round(float(done.json_value()), 1)
    return out


def page_change(page, base: str, timeout_ms: int) -> dict:
    """Instant navigation by the nav links: to CHANGE_FROM (not timed), then to CHANGE_TO."""
    page.evaluate("() => { window.__measureMarker = 1; }")
    boots = page.evaluate("() => window.__pokerrules.boots")
    for variant in (CHANGE_FROM, CHANGE_TO):
        page.evaluate(CLICK_NAV, f"{base}games/{variant}/")
        page.wait_for_url(f"{base}games/{variant}/**")
        page.wait_for_function(
            "(sel) => window.__pokerrules.readyAt > window.__measureT0 && document.querySelector(sel)",
            arg=f'.pr-simulator[data-variant="{variant}"][data-state="ready"]', timeout=timeout_ms)
    ms = page.evaluate("() => window.__pokerrules.readyAt - window.__measureT0")
    kept = page.evaluate(f"() => window.__measureMarker === 1 && window.__pokerrules.boots === {boots}")
    return {"ms": ms, "instant": bool(kept)}


def simulator_run(pw, site: Site, chromium: str, timeout_ms: int) -> dict:
    """Cold visit; snapshot and site saved; later visit in a new tab; a hand, the odds, a page
    change."""
    with fresh_profile(pw, chromium) as (ctx, page):
        cold = visit(page, site, "simulator", timeout_ms)
        cold["user_agent"] = page.evaluate("() => navigator.userAgent")
        cold.update(settle(page))
        cold["server_whole_visit"] = site.served_bytes(cold["log_start"])
        cold["longtasks"] = longtasks(page)
        page = new_tab(ctx, page)
        later = visit(page, site, "simulator", timeout_ms)
        later["play"] = play_and_analyse(page)
        later["change"] = page_change(page, site.base + TREE, timeout_ms)
        later["longtasks"] = longtasks(page)
    return {"cold": cold, "later": later}


def reference_run(pw, site: Site, chromium: str, timeout_ms: int) -> dict:
    with fresh_profile(pw, chromium) as (ctx, page):
        cold = visit(page, site, "reference", timeout_ms)
        cold["longtasks"] = longtasks(page)
        page = new_tab(ctx, page)
        later = visit(page, site, "reference", timeout_ms)
    return {"cold": cold, "later": later}


def throttled_run(pw, site: Site, chromium: str, timeout_ms: int, kind: str, mbit: float) -> dict:
    with fresh_profile(pw, chromium) as (ctx, page):
        throttle(ctx, page, mbit)
        return visit(page, site, kind, timeout_ms)


def without_simulator(pw, site: Site, chromium: str, settle_ms: int) -> list[dict]:
    """The game page with simulator.js refused (and judge.js, which imports it): its long tasks
    from navigation to ``settle_ms`` after load, the share of the theme and the page itself."""
    with fresh_profile(pw, chromium) as (ctx, page):
        ctx.route("**/javascripts/simulator.js*", lambda route: route.abort())
        page.goto(site.base + GAME, wait_until="load")
        page.wait_for_timeout(settle_ms)
        return longtasks(page)


def run_all(config: Path, chromium: str, runs: int, timeout_ms: int, throttles: dict[str, float],
            log=print, *, page: str | None = None, languages: bool = False) -> tuple[dict, list[dict]]:
    """Every browser run; returns (site facts, one dict of raw visits per run). ``page``: the
    simulator's page to visit instead of :data:`GAME` (such as ``es/games/three-card-poker/``,
    which needs ``languages``: every language's tree built)."""
    from playwright.sync_api import sync_playwright

    global GAME, TREE
    GAME = page or GAME
    TREE = GAME.split("games/", 1)[0]
    raw = []
    with served_site(config, languages=languages) as site, sync_playwright() as pw:
        for i in range(runs):
            run: dict = {}
            kinds = ("simulator", "reference") if i % 2 == 0 else ("reference", "simulator")
            for kind in kinds:  # alternated, so that drift on a shared machine evens out
                run[kind] = (simulator_run if kind == "simulator" else reference_run)(
                    pw, site, chromium, timeout_ms)
            for name, mbit in throttles.items():
                for kind in kinds:
                    run[kind][name] = throttled_run(pw, site, chromium, timeout_ms, kind, mbit)
            run["without_simulator_longtasks"] = without_simulator(pw, site, chromium, 3000)
            raw.append(run)
            s, r = run["simulator"], run["reference"]
            log(f"measure: browser run {i + 1}/{runs}: cold {s['cold']['ready_ms']:.0f} ms "
                f"(reference {r['cold']['ready_ms']:.0f}), later {s['later']['ready_ms']:.0f} ms "
                f"(reference {r['later']['ready_ms']:.0f}), page change "
                f"{s['later']['change']['ms']:.0f} ms, "
                + ", ".join(f"{n} {s[n]['ready_ms']:.0f} ms (reference {r[n]['ready_ms']:.0f})"
                            for n in throttles))
        facts = {"pyodide_twins": site.twins, "served_encoding": site.encodings("/pyodide/")}
    return facts, raw


def bytes_summary(found: list[dict]) -> dict:
    """Bytes on the wire for one visit (Resource Timing transferSize: headers and encoded body;
    0 for a file taken from the cache), totals and the big files one by one, with when their
    first request started and ended (ms from navigation start)."""
    files: dict[str, dict] = {}
    for e in found:
        path = urlsplit(e["url"]).path
        f = files.setdefault(path, {"transferred": 0, "encoded": 0, "decoded": 0, "requests": 0,
                                    "start_ms": round(e["start"]), "end_ms": round(e["end"])})
        f["transferred"] += e["transfer"]
        f["encoded"] += e["encoded"]
        f["decoded"] += e["decoded"]
        f["requests"] += 1
    big = {p: f for p, f in sorted(files.items(), key=lambda kv: -kv[1]["decoded"])
           if max(f["transferred"], f["decoded"]) >= BIG_FILE}
    small = [f for p, f in files.items() if p not in big]
    return {
        "transferred": sum(e["transfer"] for e in found),
        "decoded": sum(e["decoded"] for e in found),
        "requests": len(found),
        "from_cache": sum(1 for e in found if e["transfer"] == 0),
        "revalidated": sum(1 for e in found if 0 < e["transfer"] < e["encoded"]),
        "by_file": big,
        "other_files": {"count": len(small), "transferred": sum(f["transferred"] for f in small)},
    }


def wasm_fetch_ms(found: list[dict]) -> float | None:
    times = [e["ms"] for e in found if e["url"].split("?")[0].endswith("/pyodide.asm.wasm")]
    return round(max(times), 1) if times else None

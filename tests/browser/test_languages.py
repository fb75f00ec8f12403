"""The site in three languages, in the browser: the selector goes to the same page in the other
language, each language's search finds its own words (Spanish finds "órdago" on the Mus page),
a language tree loads the root's one runtime, and the Spanish and Brazilian home pages are axe
clean in the light and the dark scheme. Mus in Spanish and Cacheta in Brazilian Portuguese are
played to the end by clicks on their language's page, with their lessons and the coach in that
language; and both to the end in the pseudo-language, where every word the table shows must be
marked (it went through the catalogues).

The site is built once for this module by scripts/build_site.py (every language; no twins),
into a temporary folder served under /pokerrules/ as conftest.py serves the English one; it is
this module's ``site``, so the ``tab`` of conftest.py opens its pages.
"""

from __future__ import annotations

import contextlib
import re
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import expect
from simkit import SIM, first_of, motion, open_rules, play_hand
from test_accessibility import SCHEMES, axe_violations, blocking, check_scheme
from test_page_words import READ_ALL, unmarked

from conftest import Served, serving

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "scripts"))
import build_site  # noqa: E402

from pokerrules.lookup.registry import get  # noqa: E402

SELECTOR = ".md-header .md-select"


@pytest.fixture(scope="module")
def language_site() -> Iterator[Served]:
    tmp = Path(tempfile.mkdtemp(prefix="pr-languages-"))
    try:
        with serving(tmp / "site") as served:
            build_site.build(REPO / "mkdocs.yml", served.root, site_url=served.base, twins=False)
            yield served
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


@contextlib.contextmanager
def opened(browser, served: Served, path: str, scheme: str = "light") -> Iterator:
    """A page of the built site in a context of its own (no service worker), every request and
    page error recorded, nothing let off the local server."""
    context = browser.new_context(service_workers="block", color_scheme=scheme)
    page = context.new_page()
    page.requests, page.errors = [], []
    context.on("request", lambda request: page.requests.append(request.url))
    context.route("**/*", lambda route: route.continue_()
                  if route.request.url.startswith(served.origin + "/") else route.abort())
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    try:
        page.goto(served.url(path))
        page.wait_for_load_state("load")
        yield page
    finally:
        context.close()


def choose_language(page, name: str) -> None:
    page.locator(f"{SELECTOR} .md-header__button").hover()
    page.locator(f"{SELECTOR} .md-select__link", has_text=name).click()


def test_the_selector_goes_to_the_same_page_in_each_language(browser, language_site) -> None:
    with opened(browser, language_site, "es/games/mus/") as page:
        expect(page.locator("html")).to_have_attribute("lang", "es")
        choose_language(page, "Português (Brasil)")
        page.wait_for_url(language_site.url("pt-BR/games/mus/"))
        expect(page.locator("html")).to_have_attribute("lang", "pt-BR")
        # Mus has no Portuguese page yet: the English page, said so in Portuguese.
        expect(page.locator(".pr-untranslated")).to_contain_text("ainda não foi traduzida")
        expect(page.locator("article div[lang='en'] h1").first).to_contain_text("Mus")
        choose_language(page, "English")
        page.wait_for_url(language_site.url("games/mus/"))
        expect(page.locator("html")).to_have_attribute("lang", "en")
        choose_language(page, "Español")
        page.wait_for_url(language_site.url("es/games/mus/"))
        expect(page.locator(".pr-untranslated")).to_have_count(0)
        assert not page.errors, page.errors


def test_the_brazilian_tree_names_pif_paf_cacheta_in_its_navigation(browser, language_site) -> None:
    with opened(browser, language_site, "pt-BR/games/pif-paf/") as page:
        expect(page.locator("h1").first).to_contain_text("Cacheta")
        link = page.locator(".md-nav--primary a[href$='pif-paf/']").first
        expect(link).to_contain_text("Cacheta")


def test_spanish_search_finds_ordago_on_the_mus_page(browser, language_site) -> None:
    with opened(browser, language_site, "es/") as page:
        expect(page.locator("input.md-search__input")).to_have_attribute("placeholder", "Búsqueda")
        search = page.locator("input.md-search__input")
        search.click()
        # Typed before the index is ready, a query is dropped: Material says "Inicializando
        # búsqueda" until it is, then "Teclee para comenzar búsqueda". It searches on keys
        # pressed, not on a value set (fill() alone found nothing).
        expect(page.locator(".md-search-result__meta")).to_have_text("Teclee para comenzar búsqueda",
                                                                     timeout=60_000)
        search.press_sequentially("órdago")
        hit = page.locator(".md-search-result__item a[href*='games/mus/']").first
        expect(hit).to_be_visible(timeout=30_000)
        assert "/es/games/mus/" in hit.evaluate("a => a.href")


def test_a_language_tree_loads_the_roots_one_runtime(browser, language_site) -> None:
    """One runtime for every tree; after a snapshot restore, a Spanish page writes its game's
    bundle and the translation layer's, both fetched while Python boots with the language's book,
    which no English page does (tests/browser/test_lazy_games.py)."""
    with opened(browser, language_site, "es/games/mus/?pr-boot=site-snapshot") as page:
        page.wait_for_selector('.pr-simulator[data-state="ready"]', timeout=90_000)
        traces = [w.evaluate("() => self.__pokerrulesWorker || null") for w in page.workers]
        trace = next(t for t in traces if t)
        assert "bundle pokerrules.words" in trace["written"], trace
        assert "pokerrules.words" in trace["fetched_early"], trace
        assert "book es" in trace["fetched_early"], trace
        root = language_site.base
        runtime = [u for u in page.requests if u.startswith((f"{root}pyodide/", f"{root}javascripts/"))]
        assert f"{root}pyodide/pyodide.asm.wasm" in runtime and f"{root}javascripts/simulator.js" in runtime
        own = [u for u in page.requests if u.startswith((f"{root}es/pyodide/", f"{root}es/javascripts/"))]
        assert not own, "the Spanish tree loaded a runtime of its own"
        assert not page.errors, page.errors


@pytest.mark.parametrize("scheme", list(SCHEMES))
@pytest.mark.parametrize("path", ["es/", "pt-BR/"])
def test_the_spanish_and_brazilian_home_pages_are_axe_clean(browser, language_site, path: str,
                                                             scheme: str) -> None:
    with opened(browser, language_site, path, scheme) as page:
        check_scheme(page, scheme)
        problems = blocking(axe_violations(page), f"/{path} ({scheme})")
        assert not problems, "\n".join(problems)


STATUS = "window.__pokerrules_offline"
SAVED_PATHS = """async () => {
  const names = (await caches.keys()).filter((k) => k.startsWith('pokerrules-site-'));
  const out = [];
  for (const name of names) {
    for (const request of await (await caches.open(name)).keys()) out.push(new URL(request.url).pathname);
  }
  return out;
}"""


def test_the_worker_saves_the_readers_language_and_the_shared_runtime_only(browser, language_site) -> None:
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(language_site.url("es/games/mus/"))
        page.wait_for_function(f"() => {STATUS} && ({STATUS}.cached || {STATUS}.failed)", timeout=120_000)
        status = page.evaluate(f"() => ({{...{STATUS}}})")
        assert status["cached"] and not status["failed"], status
        registration = page.evaluate("() => navigator.serviceWorker.getRegistration()"
                                     ".then(r => (r.active || r.installing || r.waiting).scriptURL)")
        assert registration.endswith("sw.js?lang=es")
        saved = [path.removeprefix("/pokerrules/") for path in page.evaluate(SAVED_PATHS)]
        assert "es/games/mus/index.html" in saved and "pyodide/pyodide.asm.wasm" in saved
        assert "javascripts/simulator.js" in saved
        assert not [p for p in saved if p.startswith("pt-BR/")], "another language's tree was saved"
        assert "games/mus/index.html" not in saved and "index.html" not in saved, "English pages were saved"
    finally:
        context.close()


@pytest.fixture(scope="module")
def site(language_site: Served) -> Served:
    """The site ``tab`` opens in this module: the one in every language."""
    return language_site


#: (game, its page's language tree, the house rules that keep the match short, the seed).
GAMES = [("mus", "es", {"game_to": "30"}, "12"), ("pif-paf", "pt-BR", {"deals": "1"}, "5")]
#: English words that a page in Spanish or Portuguese must not show in its table.
ENGLISH = re.compile(r"\b(?:the|and|you|your|wins|seat|with|hand|deal|cards|points|chips)\b")
#: Game names and the share link's address, which the table may show in any language.
KEPT = re.compile(r"\b(?:mus|pif paf|cacheta)\b|https?://\S+")


def deal_short_match(tab, game: str, rules: dict[str, str], seed: str) -> None:
    """Set the house rules (each field's options are numbered in the order of the game's
    choices, whatever the language of their labels), the seed, and deal."""
    page = tab.page
    motion(page, False)
    open_rules(page)
    choices = {o.name: [c.value for c in o.choices] for o in get(game).options}
    for name, value in rules.items():
        select = page.locator(f'{SIM} .pr-field[data-option="{name}"] select')
        select.select_option(str(choices[name].index(value)))
    page.locator(f'{SIM} input[name="seed"]').fill(seed)
    page.locator(f"{SIM} button.pr-deal").click()
    tab.wait_ready()
    expect(page.locator(f"{SIM} .pr-table")).to_be_visible()


def choose(kinds: list[str], clicked: list[str]) -> str:
    return first_of(kinds, ("no-mus", "pass", "see", "decline", "draw", "check", "call", "discard"))


@pytest.mark.parametrize(("game", "tree", "rules", "seed"), GAMES)
def test_a_match_to_its_end_in_the_pages_language(tab, game, tree, rules, seed) -> None:
    tab.goto(f"{tree}/games/{game}/")
    page = tab.page
    expect(page.locator("html")).to_have_attribute("lang", tree)
    deal_short_match(tab, game, rules, seed)
    clicked = play_hand(tab, choose, 600)
    assert clicked
    texts = [item["text"] for item in page.evaluate(READ_ALL, SIM)]
    english = sorted({text for text in texts if ENGLISH.search(KEPT.sub("", text.lower()))})
    assert not english, "English on a page in another language:\n" + "\n".join(english[:30])
    result = page.locator(f"{SIM} .pr-result").inner_text()
    assert result.strip() and not ENGLISH.search(result.lower()), result
    assert not tab.errors, tab.errors


@pytest.mark.parametrize(("game", "tree", "rules", "seed"), GAMES)
def test_a_match_to_its_end_in_the_pseudo_language_has_every_word_marked(tab, game, tree, rules,
                                                                         seed) -> None:
    tab.page.add_init_script("localStorage.setItem('pr-lang', 'qps')")
    tab.goto(f"games/{game}/")
    deal_short_match(tab, game, rules, seed)
    play_hand(tab, choose, 600)
    found = tab.page.evaluate(READ_ALL, SIM)
    bypassed = sorted({f"{item['where']}: {item['text']!r}" for item in found if unmarked(item["text"])})
    assert not bypassed, "words that bypassed the catalogues:\n" + "\n".join(bypassed[:40])
    assert not tab.errors, tab.errors


@pytest.mark.parametrize(("game", "tree", "rules", "seed"), GAMES)
def test_the_lessons_and_the_coach_speak_the_pages_language(tab, game, tree, rules, seed) -> None:
    from learnkit import wait_lessons
    from test_coach import coach_on, wait_figures

    tab.goto(f"{tree}/games/{game}/")
    page = tab.page
    lessons = wait_lessons(page, game).inner_text()
    assert lessons.strip() and not ENGLISH.search(KEPT.sub("", lessons.lower())), lessons
    deal_short_match(tab, game, rules, seed)
    coach_on(page, game)
    figures = wait_figures(page).inner_text()
    assert figures.strip() and not ENGLISH.search(KEPT.sub("", figures.lower())), figures
    assert not tab.errors, tab.errors

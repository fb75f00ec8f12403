"""The page's own words in the page's language (docs/javascripts/words.js, issue 35).

In the tests' pseudo-language (localStorage "pr-lang" = "qps") every word that went through a
catalogue, the page's or the package's, is marked ⟦…⟧. On the Mus page, once a hand is dealt
and one move made, every text and every label or title inside the simulator must be marked, or
have no letters (numbers, signs, card codes): anything else bypassed the catalogues.

An English page costs nothing: it fetches no words file.
"""

from __future__ import annotations

import re

from playwright.sync_api import expect
from simkit import SIM, click, first_of, motion, offered, open_rules

GAME = "mus"
SEED = "12"
#: A card's code on its face ("K♠", "10♥"): not words.
CARD_CODE = re.compile(r"(?<![^\W\d_])(?:10|[2-9AKQJT])[\u2660-\u2667]")
MARKED = re.compile(r"\u27e6[^\u27e6\u27e7]*\u27e7")
LETTER = re.compile(r"[^\W\d_]")
#: An address (the share link shows one): not words.
ADDRESS = re.compile(r"https?://\S+")

#: Every text node, and every label, title and placeholder, inside the simulator.
READ_ALL = """(selector) => {
  const host = document.querySelector(selector);
  const out = [];
  const walker = document.createTreeWalker(host, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    out.push({ text: node.textContent, where: `${parent.tagName.toLowerCase()}.${parent.className}` });
  }
  for (const element of host.querySelectorAll("[aria-label], [title], [placeholder]")) {
    for (const name of ["aria-label", "title", "placeholder"]) {
      const value = element.getAttribute(name);
      if (value) out.push({ text: value, where: `${element.tagName.toLowerCase()}[${name}]` });
    }
  }
  return out;
}"""


def unmarked(text: str) -> bool:
    """True when ``text`` has letters outside every ⟦…⟧ (marks may nest), card codes and
    addresses."""
    text = ADDRESS.sub("", text)
    before = None
    while before != text:
        before, text = text, MARKED.sub("", text)
        text = CARD_CODE.sub("", text)
    return bool(LETTER.search(text))


def test_unmarked_text_is_found():
    assert not unmarked("\u27e6Seat 2~~\u27e7 \u00b7 \u27e6stack \u27e6five\u27e7\u27e7 K\u2660 (+3)")
    assert unmarked("\u27e6Seat 2\u27e7 folds")
    assert unmarked("Deal")
    assert not unmarked("http://127.0.0.1:8000/pokerrules/games/mus/?deal=12#simulator")


def pseudo(tab):
    tab.page.context.add_init_script("try { localStorage.setItem('pr-lang', 'qps'); } catch (_) {}")


def test_a_mus_hand_in_the_pseudo_language_has_no_unmarked_words(tab):
    pseudo(tab)
    page = tab.page
    motion(page, False)
    tab.goto(f"games/{GAME}/")
    assert tab.count("/words/qps.json") == 1
    open_rules(page)
    page.locator(f'{SIM} input[name="seed"]').fill(SEED)
    page.locator(f"{SIM} button.pr-deal").click()
    tab.wait_ready()
    expect(page.locator(f"{SIM} .pr-table")).to_be_visible()
    click(page, first_of(offered(page), ("no-mus", "pass", "see", "decline")))
    tab.wait_ready()
    expect(page.locator(f"{SIM} .pr-log-list li").first).to_be_visible()
    found = page.evaluate(READ_ALL, SIM)
    assert len(found) > 50, found  # the table, the moves, the log, the house rules
    bypassed = sorted({f"{item['where']}: {item['text']!r}" for item in found if unmarked(item["text"])})
    assert not bypassed, "words that bypassed the catalogues:\n" + "\n".join(bypassed)
    assert not tab.errors, tab.errors


def test_an_english_page_fetches_no_words(tab):
    tab.goto(f"games/{GAME}/")
    page = tab.page
    expect(page.locator(f"{SIM} button.pr-deal")).to_have_text("Deal")
    assert tab.count("/words/es.json") + tab.count("/words/pt-BR.json") + tab.count("/words/qps.json") == 0
    assert tab.count("/javascripts/words.js") == 1


#: Records the `lang` of every request the page sends its worker.
SPY_ON_REQUESTS = """
  const send = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && message.type === "request") {
      (window.__prLangs = window.__prLangs || []).push(JSON.parse(message.body).lang ?? null);
    }
    return send.call(this, message, ...rest);
  };
"""


def test_a_spanish_page_speaks_spanish_and_asks_the_engine_in_spanish(tab):
    page = tab.page
    page.context.add_init_script(SPY_ON_REQUESTS)

    def in_spanish(route):
        response = route.fetch()
        html = response.text().replace('<html lang="en"', '<html lang="es"', 1)
        route.fulfill(response=response, body=html)

    page.route(f"**/games/{GAME}/", in_spanish)
    motion(page, False)
    tab.goto(f"games/{GAME}/")
    assert tab.count("/words/es.json") == 1
    expect(page.locator(f"{SIM} button.pr-deal")).to_have_text("Repartir")
    expect(page.locator(f"{SIM} details.pr-rules summary")).to_contain_text("Reglas de la casa")
    page.locator(f"{SIM} button.pr-deal").click()
    tab.wait_ready()
    expect(page.locator(f"{SIM} .pr-actions")).to_have_attribute("aria-labelledby", re.compile("."))
    langs = page.evaluate("() => window.__prLangs || []")
    assert langs and set(langs) == {"es"}, langs
    assert not tab.errors, tab.errors

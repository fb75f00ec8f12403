"""A game page's engine holds the core and that page's game, not every game (issue 21, point 6).

The site's snapshot holds no game (pokerrules.api.preload); a game page names its game's module
(``data-module`` beside ``data-variant``), and the worker imports it, from the wheel's files,
before the page's first request for that game. Here, in the browser:

* a first visit boots from the site's snapshot and loads the page's family alone
  (``window.__pokerrules.modules``, and ``families``: how many families the engine's Python
  holds);
* the next game page, of another family, reached by instant navigation, loads its family on
  top in the same engine and plays;
* a module that is not a family of pokerrules.games is refused with a clear error, the engine
  goes on answering, and nothing else is loaded.

What the worker wrote (``self.__pokerrulesWorker.written`` in the worker) is checked too: each
family's bundle alone, never the whole wheel, except for a request that names no module (any
game may then be needed); a refused module gets nothing written.

The two games come from the registry: its first game and the first of another family.
"""

from __future__ import annotations

from playwright.sync_api import expect
from simkit import SIM, deal, page_of

from pokerrules.lookup.catalogue import module_of
from pokerrules.lookup.registry import variants

REQUEST = """async ([engineURL, host, request]) => {
  const { getEngine } = await import(engineURL);
  const div = document.createElement('div');
  div.hidden = true;
  Object.assign(div.dataset, host);
  document.body.append(div);
  try {
    return await getEngine().request(request);
  } finally {
    div.remove();
  }
}"""


def worker_trace(page) -> dict:  # type: ignore[no-untyped-def]
    for worker in page.workers:
        trace = worker.evaluate("() => self.__pokerrulesWorker || null")
        if trace:
            return trace
    raise AssertionError("no worker of the engine's found")


def written(page) -> list[str]:  # type: ignore[no-untyped-def]
    """What the engine's worker wrote: ``bundle <module>`` per family, ``wheel`` for every game."""
    return list(worker_trace(page)["written"])


def fetched_early(page) -> list[str]:  # type: ignore[no-untyped-def]
    """The bundles the worker fetched when the page said it would need them, not at a request."""
    return list(worker_trace(page)["fetched_early"])


def two_games() -> tuple[str, str]:
    games = [v.id for v in variants()]
    first = games[0]
    return first, next(g for g in games if module_of(g) != module_of(first))


def test_a_page_loads_its_game_alone_and_the_next_page_loads_its_own_on_top(tab):
    first, second = two_games()
    tab.goto(page_of(first))
    page = tab.page
    expect(page.locator(SIM)).to_have_attribute("data-module", module_of(first))
    probe = tab.probe()
    assert probe["bootMode"] == "site-snapshot", probe
    assert probe["modules"] == [module_of(first)], probe
    assert probe["families"] == 1, probe
    assert written(page) == [f"bundle {module_of(first)}"]
    # The page named its game before the engine was ready: its bundle came in during the boot.
    assert fetched_early(page) == [module_of(first)]

    tab.visit(page_of(second), second)
    probe = tab.probe()
    assert probe["boots"] == 1 and probe["workers"] == 1, probe
    assert probe["modules"] == [module_of(first), module_of(second)], probe
    assert probe["families"] == 2, probe
    assert written(page) == [f"bundle {module_of(first)}", f"bundle {module_of(second)}"]
    assert fetched_early(page) == [module_of(first), module_of(second)]
    deal(tab, "5")
    expect(page.locator(f"{SIM} .pr-table")).to_be_visible()
    assert not tab.errors, tab.errors


def test_a_module_that_is_no_game_family_is_refused_and_the_engine_goes_on(tab):
    first, second = two_games()
    tab.goto(page_of(first))
    engine = tab.site.url("javascripts/sim-engine.js")
    for module in ("os", "pokerrules.api", "pokerrules.games", f"{module_of(first)}.nothing"):
        reply = tab.page.evaluate(REQUEST, [engine, {"variant": "no-such-game", "module": module},
                                            {"op": "describe", "variant": "no-such-game"}])
        assert reply["ok"] is False, reply
        assert reply["error"]["code"] == "bad-request", reply
        assert "There is no game module" in reply["error"]["message"], reply
    assert written(tab.page) == [f"bundle {module_of(first)}"]
    assert fetched_early(tab.page) == [module_of(first)]  # and nothing for the refused names
    reply = tab.page.evaluate(REQUEST, [engine, {}, {"op": "describe", "variant": first}])
    assert reply["ok"] is True and reply["id"] == first, reply
    assert written(tab.page) == [f"bundle {module_of(first)}"]  # the page names first's module
    # A game the page does not name: no module, so any game may be needed, and every game's
    # files are written (the catalogue then finds it by loading every family).
    reply = tab.page.evaluate(REQUEST, [engine, {}, {"op": "describe", "variant": second}])
    assert reply["ok"] is True and reply["id"] == second, reply
    assert written(tab.page) == [f"bundle {module_of(first)}", "wheel"]
    probe = tab.probe()
    assert probe["modules"] == [module_of(first)] and probe["families"] == 1, probe
    assert not tab.errors, tab.errors

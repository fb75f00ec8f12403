"""The site built with Zensical (``scripts/build_site.py --builder zensical``): every game page
has its rules card, its simulator and no unexpanded ``<!-- md:`` comment, and on one game page
the engine boots and deals. Skipped when Zensical (the optional extra ``zensical``) is not
installed.

The module's own ``site`` fixture (it overrides conftest's for this module alone) builds and
serves the Zensical site, so ``tab`` opens pages of that build.
"""

from __future__ import annotations

import re
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import expect
from simkit import SIM, deal, page_of

from conftest import Served, serving
from pokerrules.lookup.registry import variants

pytest.importorskip("zensical", reason="Zensical is not installed: `.venv/bin/pip install -e '.[zensical]'` "
                                        "(an optional extra; the site is built with MkDocs otherwise)")

import build_site  # noqa: E402  (scripts/, on the path through conftest)

REPO = Path(__file__).resolve().parents[2]
GAME = "three-card-poker"


@pytest.fixture(scope="module")
def site() -> Iterator[Served]:
    tmp = Path(tempfile.mkdtemp(prefix="pr-zensical-"))
    try:
        with serving(tmp / "site") as served:
            try:
                # No .br/.gz twins: the step is the builder's-independent one that
                # test_build_site.py checks, and compressing every page again takes minutes.
                build_site.build(REPO / "mkdocs.yml", served.root, builder="zensical", site_url=served.base,
                                 twins=False)
            except build_site.SiteBuildError as err:
                pytest.fail(str(err), pytrace=False)
            yield served
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


@pytest.mark.parametrize("variant", variants(), ids=lambda v: v.id)
def test_every_game_page_has_its_card_and_simulator(site: Served, variant) -> None:  # type: ignore[no-untyped-def]
    page = (site.root / page_of(variant.id) / "index.html").read_text(encoding="utf-8")
    assert "<!-- md:" not in page, "a directive was left unexpanded"
    assert re.search(r"<th[^>]*>Rules card</th>", page), "no rules card"
    assert re.search(rf'class="pr-simulator"[^>]* data-variant="{re.escape(variant.id)}"', page), \
        "no simulator mount"
    # The nav is the generated one: every game is linked from every game page.
    assert 'href="../three-card-poker/"' in page or variant.id == "three-card-poker"


def test_the_runtime_and_the_service_worker_are_in_the_site(site: Served) -> None:
    pyodide = site.root / "pyodide"
    assert (pyodide / "pyodide.asm.wasm").is_file() and (pyodide / "pyodide-lock.json").is_file()
    assert list(pyodide.glob("pokerrules-*.whl"))
    worker = (site.root / "sw.js").read_text(encoding="utf-8")
    assert f'"games/{GAME}/index.html"' in worker and '"version":"dev"' not in worker


def test_a_bad_directive_stops_zensical_with_the_page_and_the_directive(tmp_path: Path) -> None:
    (tmp_path / "docs" / "games").mkdir(parents=True)
    (tmp_path / "docs" / "index.md").write_text("# Home\n", encoding="utf-8")
    (tmp_path / "docs" / "games" / "index.md").write_text("# Games\n\nText\n\n<!-- md:bogus arg -->\n",
                                                         encoding="utf-8")
    config = tmp_path / "mkdocs.yml"
    config.write_text("site_name: t\nmarkdown_extensions:\n  - sitebuild.directives\n"
                      "nav:\n  - Games:\n      - games/index.md\n", encoding="utf-8")
    with pytest.raises(build_site.SiteBuildError) as err:
        build_site.build(config, tmp_path / "site", builder="zensical", twins=False)
    assert "games/index.md:5: <!-- md:bogus arg --> failed" in str(err.value)
    assert not (tmp_path / "site" / "pyodide").exists()


def test_the_engine_boots_and_deals_on_a_zensical_page(tab) -> None:  # type: ignore[no-untyped-def]
    tab.goto(page_of(GAME))
    deal(tab, "7")
    page = tab.page
    expect(page.locator(f"{SIM} .pr-alert")).to_be_empty()
    assert page.locator(f"{SIM} .pr-actions button[data-kind]").count() > 0, "no move offered after the deal"
    probe = tab.probe()
    assert probe["status"] == "ready" and probe["boots"] == 1, probe
    assert not tab.errors, tab.errors
    assert not tab.offsite, tab.offsite

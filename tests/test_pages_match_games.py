"""One page per game and one game per page, and the Games navigation written from the catalogue.

Each registered game has its page, ``docs/games/<id>.md``; each page there but the catalogue's
(``index.md``) is a registered game's. The docs hook adds every game's page to the nav, family by
family, so ``mkdocs.yml`` names none of them.
"""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import pytest
import yaml
from mkdocs.exceptions import PluginError

from pokerrules.lookup.catalogue import families
from pokerrules.lookup.registry import variants
from tests.hookfiles import load_hook

ROOT = Path(__file__).resolve().parents[1]
GAME_PAGES = ROOT / "docs" / "games"
#: The pages under docs/games that are not a game's.
NOT_A_GAME = {"index.md"}
HOOK = load_hook("pokerrules_docs")


def mkdocs_nav() -> list:  # type: ignore[type-arg]
    text = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    return yaml.safe_load(re.sub(r"!ENV \[[^\]]*\]", "''", text))["nav"]  # type: ignore[no-any-return]


def games_section(nav: list) -> list:  # type: ignore[type-arg]
    [section] = [item["Games"] for item in nav if isinstance(item, dict) and "Games" in item]
    return section  # type: ignore[no-any-return]


def test_every_registered_game_has_its_page() -> None:
    missing = [v.id for v in variants() if not (GAME_PAGES / f"{v.id}.md").is_file()]
    assert not missing, f"games without a page under docs/games: {missing}"


def test_every_game_page_is_a_registered_game() -> None:
    ids = {v.id for v in variants()}
    pages = {page.name for page in GAME_PAGES.glob("*.md")} - NOT_A_GAME
    assert pages, "no game page found"
    strays = sorted(name for name in pages if name.removesuffix(".md") not in ids)
    assert not strays, f"pages under docs/games that no registered game has: {strays}"
    assert len(pages) == len(ids)


def test_mkdocs_yml_lists_no_game_page() -> None:
    text = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    for variant in variants():
        assert f"games/{variant.id}.md" not in text, f"{variant.id} is listed by hand"


def test_the_games_section_is_written_family_by_family_in_catalogue_order() -> None:
    nav = mkdocs_nav()
    by_hand = list(games_section(nav))
    HOOK.add_games_nav(nav, families())
    section = games_section(nav)
    assert section[:len(by_hand)] == by_hand, "the pages listed by hand come first, unchanged"
    added = section[len(by_hand):]
    assert len(added) == len(families())
    for entry, family in zip(added, families(), strict=True):
        pages = [{v.name: f"games/{v.id}.md"} for v in family.variants]
        assert entry == (pages[0] if len(pages) == 1 else {family.name: pages}), family.name
    paths = re.findall(r"'(games/[^']+\.md)'", str(nav))
    assert paths.count("games/index.md") == 1
    assert [p for p in paths if p != "games/index.md"] == [f"games/{v.id}.md" for v in variants()]
    # The rest of the nav is mkdocs.yml's.
    assert [next(iter(i)) if isinstance(i, dict) else i for i in nav] == \
        [next(iter(i)) if isinstance(i, dict) else i for i in mkdocs_nav()]


def test_a_new_family_is_in_the_nav_without_editing_mkdocs_yml() -> None:
    def game(game_id: str, name: str) -> SimpleNamespace:
        return SimpleNamespace(id=game_id, name=name)

    new = (SimpleNamespace(name="Solo", variants=(game("solo", "Solo Game"),)),
           SimpleNamespace(name="Pair", variants=(game("pair-a", "A"), game("pair-b", "B"))))
    nav = mkdocs_nav()
    HOOK.add_games_nav(nav, (*families(), *new))
    assert games_section(nav)[-2:] == [{"Solo Game": "games/solo.md"},
                                       {"Pair": [{"A": "games/pair-a.md"}, {"B": "games/pair-b.md"}]}]


def test_a_game_page_listed_by_hand_stops_the_build() -> None:
    nav = mkdocs_nav()
    variant = variants()[-1]
    games_section(nav).append({variant.name: f"games/{variant.id}.md"})
    with pytest.raises(PluginError, match=re.escape(f"games/{variant.id}.md")):
        HOOK.add_games_nav(nav, families())


def test_a_nav_without_the_catalogue_page_stops_the_build() -> None:
    nav = [item for item in mkdocs_nav() if not (isinstance(item, dict) and "Games" in item)]
    with pytest.raises(PluginError, match="games/index.md"):
        HOOK.add_games_nav(nav, families())

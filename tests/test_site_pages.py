"""Every registered game has its page, in the nav, with its simulator; every game with a showdown
between players has a "Judge a showdown" box. Pages speak to players: rules cards in words,
the examples as code under a heading for developers, developer pages in their own nav section."""

import re
from html import unescape
from pathlib import Path

import pytest
import yaml
from sitebuild.pageparts import built_markdown

from pokerrules.lookup.catalogue import spec_of, tag_anchor
from pokerrules.lookup.registry import variants
from pokerrules.pages.docs_tables import render

ROOT = Path(__file__).resolve().parents[1]
NAV = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")


def site_nav() -> list:  # type: ignore[type-arg]
    """The site's nav as the build makes it: mkdocs.yml's, with the games the docs hook adds."""
    from pokerrules.lookup.catalogue import families
    from tests.hookfiles import load_hook

    nav = yaml.safe_load(re.sub(r"!ENV \[[^\]]*\]", "''", NAV))["nav"]
    load_hook("pokerrules_docs").add_games_nav(nav, families())
    return nav  # type: ignore[no-any-return]


SITE_NAV = site_nav()


def page_of(variant) -> str:  # type: ignore[no-untyped-def]
    """The game's page as the build converts it: the prose with the standard parts added."""
    return built_markdown(ROOT / "docs" / "games" / f"{variant.id}.md")


@pytest.mark.parametrize("variant", variants(), ids=lambda v: v.id)
def test_each_game_has_a_page_in_the_nav_with_its_simulator(variant) -> None:  # type: ignore[no-untyped-def]
    page = ROOT / "docs" / "games" / f"{variant.id}.md"
    assert page.is_file(), f"no page for {variant.id}"
    assert f"'games/{variant.id}.md'" in str(SITE_NAV), f"{variant.id} is not in the nav"
    assert f"<!-- md:simulator {variant.id} -->" in page_of(variant)


@pytest.mark.parametrize("variant", [v for v in variants() if v.showdown_parts is not None],
                         ids=lambda v: v.id)
def test_each_game_with_a_showdown_has_a_judge(variant) -> None:  # type: ignore[no-untyped-def]
    text = page_of(variant)
    assert f"<!-- md:judge {variant.id} -->" in text, f"{variant.id}'s page has no judge box"
    assert "\n## Judge a showdown\n" in text
    html = render("judge", variant.id)
    assert f'class="pr-judge" data-variant="{variant.id}"' in html


def test_the_judge_offers_only_the_options_that_change_the_showdown() -> None:
    assert 'data-options="ties clubs"' in render("judge", "eight-twenty-eight")
    assert 'data-options="ties"' in render("judge", "seven-twenty-seven")
    assert 'data-options=""' in render("judge", "ten-card-stud")


def test_no_judge_without_a_showdown_between_players() -> None:
    for variant in variants():
        if variant.showdown_parts is None:
            assert "<!-- md:judge" not in page_of(variant), variant.id
            with pytest.raises(ValueError):
                render("judge", variant.id)


DEV_HEADING = "\n## For developers: the examples as code\n"


def prose(markdown: str) -> str:
    """A page without its fenced code."""
    return re.sub(r"^```.*?^```", "", markdown, flags=re.M | re.S)


@pytest.mark.parametrize("variant", variants(), ids=lambda v: v.id)
def test_examples_as_code_sit_under_a_developers_heading(variant) -> None:  # type: ignore[no-untyped-def]
    text = page_of(variant)
    assert DEV_HEADING in text, f"{variant.id}'s page has no '{DEV_HEADING.strip()}' section"
    before, after = text.split(DEV_HEADING, 1)
    assert "```python" not in before, "a Python example sits among the rules for players"
    assert "```python" in after, "the developers' section has no example"
    assert "run as a test" in after.split("```", 1)[0], "the section does not say the code is tested"
    assert "## Worked examples" not in text


@pytest.mark.parametrize("page", sorted((ROOT / "docs").rglob("*.md")), ids=lambda p: p.name)
def test_prose_speaks_of_seats_as_players_do(page: Path) -> None:
    words = prose(page.read_text(encoding="utf-8"))
    for wrong in (r"numbered from 0", r"\(index \d\)", r"index \d\)", r"in the package\)"):
        assert not re.search(wrong, words), f"{page.name}: {wrong!r}"


def test_developer_pages_are_out_of_the_players_nav() -> None:
    sections = {next(iter(item)): item[next(iter(item))] for item in SITE_NAV if isinstance(item, dict)}
    assert {"Adding a game": "adding-a-game.md"} in sections["For developers"]
    assert "adding-a-game.md" not in str(sections["Games"])


CODES = re.compile(r"\b(?:98|202|203|204)\b")


@pytest.mark.parametrize("variant", [v for v in variants() if spec_of(v.id) is not None],
                         ids=lambda v: v.id)
def test_rules_card_is_in_words_with_the_source_record_folded(variant) -> None:  # type: ignore[no-untyped-def]
    card, record = render("card", variant.id).split('\n??? info "Source record"\n')
    spec = spec_of(variant.id)
    assert not CODES.search(card), card
    assert "Game number" not in card
    if spec.serial >= 100:  # a small one, such as 7/27's 8, can be a count of players or cards
        assert not re.search(rf"\b{spec.serial}\b", card), "the database number is on the card"
    assert f"Game number: {spec.serial}" in record
    assert f"Players: {spec.stats.players}" in record and f"Cards: {spec.stats.cards}" in record
    if spec.stats.players == 98:
        assert "any number of players" in card
    # Each tag on the card links to its meaning on the catalogue page.
    [row] = [line for line in card.splitlines() if line.startswith("| **Tags** |")]
    links = re.findall(r"\[([^\]]+)\]\(index\.md#([a-z0-9-]+)\)", row)
    assert links == [(tag, tag_anchor(tag)) for tag in spec.tags], row


def test_catalogue_lists_every_game_with_its_filter_data() -> None:
    html = render("catalogue", "")
    items = re.findall(r'<li class="pr-game" data-id="([^"]+)" data-family="([^"]+)" '
                       r'data-tags="([^"]*)" data-min="(\d+)" data-max="(\d+)"', html)
    assert [(i, unescape(f), t.split(","), int(lo), int(hi)) for i, f, t, lo, hi in items] == [
        (v.id, v.family, list(v.tags), v.min_seats, v.max_seats) for v in variants()]
    assert "<table" not in html and "|---" not in html


def test_every_tag_is_explained_in_words(monkeypatch: pytest.MonkeyPatch) -> None:
    from pokerrules.pages import docs_tables

    text = render("tags", "")
    catalogue = render("catalogue", "")
    for tag in {t for v in variants() for t in v.tags}:
        anchor = tag_anchor(tag)
        assert f"\n{tag} {{: #{anchor} }}\n:   " in f"\n{text}", tag
        # Each game's tags in the catalogue link to their meanings.
        assert f'<a class="pr-tag" href="#{anchor}">{tag}</a>' in catalogue, tag
    assert len({tag_anchor(t) for v in variants() for t in v.tags}) == \
        len({t for v in variants() for t in v.tags})
    assert "<!-- md:tags -->" in (ROOT / "docs" / "games" / "index.md").read_text(encoding="utf-8")
    monkeypatch.delitem(docs_tables.TAG_MEANINGS, "stud")
    with pytest.raises(ValueError, match="stud"):
        render("tags", "")


@pytest.fixture(scope="module")
def docs_hook():  # type: ignore[no-untyped-def]
    """The site's docs hook, rendering with this tree's package as the build does."""
    from pokerrules.pages import docs_tables
    from tests.hookfiles import load_hook

    hook = load_hook("pokerrules_docs")
    hook._docs_tables = docs_tables
    return hook


@pytest.mark.parametrize("page", sorted((ROOT / "docs").rglob("*.md")), ids=lambda p: p.name)
def test_every_page_directive_renders(page: Path, docs_hook) -> None:  # type: ignore[no-untyped-def]
    """Each ``<!-- md:NAME ARG -->`` comment of a page renders, as the site build needs (a
    family tree of a hand-written game, say, would stop the build)."""
    text = built_markdown(page)
    found = re.findall(r"<!-- md:([a-z][a-z_-]*)(?: ([^ ]+))? -->", prose(text))  # not in code
    for name, arg in found:
        assert isinstance(docs_hook._render(name, arg or "", page.name), str), (page.name, name, arg)
    assert "<!-- md:" not in prose(docs_hook.expand(text, page.name))


def test_the_home_page_lists_every_game_family_by_family(docs_hook) -> None:  # type: ignore[no-untyped-def]
    """From the registry: a family heading per family, then its games' links, in order."""
    text = (ROOT / "docs" / "index.md").read_text(encoding="utf-8")
    assert "<!-- md:home-games -->" in text and "<!-- md:home-play -->" in text
    html = docs_hook.expand(text, "index.md")
    listed = re.findall(r"^### (.+?) \{ #family-|^- \[.+?\]\(games/([a-z0-9-]+)\.md\)", html, re.M)
    families = list(dict.fromkeys(v.family for v in variants()))
    expected = []
    for family in families:
        expected += [(family, "")] + [("", v.id) for v in variants() if v.family == family]
    assert listed == expected
    assert len(expected) == len(variants()) + len(families)
    assert f"{len(variants())} games in {len(families)} families" in html
    # Every game page has the section the "play now" link leads to.
    for v in variants():
        assert "\n## Try it\n" in page_of(v), v.id


def test_the_home_page_title_is_not_the_site_name_twice() -> None:
    head = (ROOT / "docs" / "index.md").read_text(encoding="utf-8").split("---")[1]
    title = yaml.safe_load(head)["title"]
    assert title.strip().lower() != "pokerrules"

"""A game's page is its prose; the build adds the standard parts its game has
(``site-build/sitebuild/pageparts.py``).

Every registered game has its page naming it in the front matter (``game:``), with every
standard part the game has (rules card, lessons and drill, simulator, steps, what changes,
house rules, judge, family tree), and its lessons; and the check says which game lacks what.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from sitebuild import directives, pageparts
from sitebuild.errors import SiteBuildError
from sitebuild.pageparts import (
    PARTS,
    assemble,
    built_markdown,
    page_problems,
    parts_of,
    site_problems,
    split_front_matter,
)

from pokerrules.lookup.catalogue import spec_of
from pokerrules.lookup.registry import get, variants

ROOT = Path(__file__).resolve().parents[1]
GAME_PAGES = ROOT / "docs" / "games"


def test_every_game_page_has_every_part_its_game_has() -> None:
    assert site_problems(GAME_PAGES) == []


@pytest.mark.parametrize("variant", variants(), ids=lambda v: v.id)
def test_a_game_page_names_its_game_once(variant) -> None:  # type: ignore[no-untyped-def]
    text = (GAME_PAGES / f"{variant.id}.md").read_text(encoding="utf-8")
    body, meta = split_front_matter(text)
    assert meta["game"] == variant.id
    directive_args = re.findall(r"<!--\s*md:[a-z-]+[ \t]+([^ ]+?)\s*-->", body)
    assert variant.id not in directive_args, "the page names its game in a directive too"


@pytest.mark.parametrize("variant", variants(), ids=lambda v: v.id)
def test_the_parts_come_from_the_registry(variant) -> None:  # type: ignore[no-untyped-def]
    spec = spec_of(variant.id)
    has = set(parts_of(variant.id))
    assert {"lessons", "drill", "simulator", "options"} <= has
    assert ("judge" in has) == (variant.showdown_parts is not None)
    assert ({"card", "steps", "family-tree"} <= has) == (spec is not None)
    assert ("differs" in has) == (spec is not None and spec.parent is not None)


def test_non_game_pages_are_left_as_they_are() -> None:
    for name in ("index.md", "learn.md", "cards.md", "night.md", "poker-hands.md"):
        path = ROOT / "docs" / name
        assert built_markdown(path) == split_front_matter(path.read_text(encoding="utf-8"))[0]


# A made-up game for the checks below: it has every part but steps, differs and family tree.
FAKE_PARTS = ("card", "lessons", "drill", "simulator", "options", "judge")


def fake_parts(game: str) -> tuple[str, ...]:
    if game != "fake-game":
        raise KeyError(game)
    return FAKE_PARTS


def with_lessons(game: str) -> bool:
    return True


PROSE = """
# Fake Game

What makes it itself.

## Try it

Deal a hand.

## House rules

!!! note "Where the source is unclear"
    Nothing.

## Judge a showdown

Type the cards.

## For developers: the examples as code

Run as a test.
"""


def test_the_parts_go_in_their_usual_places() -> None:
    text = assemble(PROSE, {"game": "fake-game"}, "fake.md", fake_parts)
    order = [line for line in text.splitlines() if line.startswith(("## ", "<!-- md:", "What", "Deal",
                                                                      "!!!", "Type", "Run"))]
    assert order == [
        "What makes it itself.", "<!-- md:card fake-game -->",
        "## Learn", "<!-- md:lessons fake-game -->", "<!-- md:drill fake-game -->",
        "## Try it", "Deal a hand.", "<!-- md:simulator fake-game -->",
        "## House rules", "<!-- md:options fake-game -->", '!!! note "Where the source is unclear"',
        "## Judge a showdown", "Type the cards.", "<!-- md:judge fake-game -->",
        "## For developers: the examples as code", "Run as a test.",
    ]
    assert page_problems("fake-game", PROSE, {"game": "fake-game"}, fake_parts, with_lessons) == []


def test_a_page_places_a_part_or_leaves_it_out() -> None:
    placed = PROSE.replace("Type the cards.", "<!-- md:judge -->\n\nType the cards.")
    text = assemble(placed, {"game": "fake-game"}, "fake.md", fake_parts)
    assert text.count("<!-- md:judge fake-game -->") == 1
    assert text.index("<!-- md:judge fake-game -->") < text.index("Type the cards.")
    text = assemble(PROSE, {"game": "fake-game", "leave_out": ["judge", "card"]}, "fake.md", fake_parts)
    assert "md:judge" not in text and "md:card" not in text and "## Judge a showdown" in text
    with pytest.raises(SiteBuildError, match="leave_out.*'steps'.*fake-game does not have"):
        assemble(PROSE, {"game": "fake-game", "leave_out": ["steps"]}, "fake.md", fake_parts)
    with pytest.raises(SiteBuildError, match="not standard parts"):
        assemble(PROSE, {"game": "fake-game", "leave_out": ["judges"]}, "fake.md", fake_parts)
    with pytest.raises(SiteBuildError, match="fake.md:.*second time"):
        assemble(placed + "\n<!-- md:judge -->\n", {"game": "fake-game"}, "fake.md", fake_parts)
    with pytest.raises(SiteBuildError, match="not a registered game"):
        assemble(PROSE, {"game": "no-such-game"}, "fake.md", fake_parts)


def test_the_check_names_the_game_and_what_is_missing(tmp_path: Path) -> None:
    # A page without the game in its front matter: every part is missing.
    problems = page_problems("fake-game", PROSE, {}, fake_parts, with_lessons)
    assert problems[0] == "fake-game: its page's front matter has game: None, not 'fake-game'"
    assert "fake-game: its page is missing (or repeats) the standard parts: card, lessons, drill, " \
        "simulator, options, judge" in problems
    # A page that leaves a part out is no longer missing it; one with the part twice is wrong.
    assert page_problems("fake-game", PROSE, {"game": "fake-game", "leave_out": ["judge"]},
                         fake_parts, with_lessons) == []
    twice = PROSE + "\n<!-- md:simulator fake-game -->\n"
    assert page_problems("fake-game", twice, {"game": "fake-game"}, fake_parts, with_lessons) == [
        "fake-game: its page is missing (or repeats) the standard parts: simulator",
        "fake-game: its page names its game in a directive; the front matter names it once"]
    # A game without lessons.
    assert page_problems("fake-game", PROSE, {"game": "fake-game"}, fake_parts, lambda g: False) == [
        "fake-game: the game has no lessons (Variant.lessons)"]
    # A registered game without a page, and a page naming no registered game.
    (tmp_path / "other.md").write_text("---\ntitle: Other\ngame: other-game\n---\n\n# Other\n")
    assert site_problems(tmp_path, ["fake-game"], fake_parts, with_lessons) == [
        f"fake-game: the game has no page (fake-game.md under {tmp_path})",
        "other.md: its front matter names game: 'other-game', which is not a registered game"]
    # With its page, the made-up game passes.
    (tmp_path / "fake-game.md").write_text("---\ntitle: Fake\ngame: fake-game\n---\n" + PROSE)
    (tmp_path / "other.md").unlink()
    assert site_problems(tmp_path, ["fake-game"], fake_parts, with_lessons) == []


def test_a_real_game_page_missing_a_part_is_reported() -> None:
    """The real registry, a real page with its judge left out by hand and its game renamed."""
    body, meta = split_front_matter((GAME_PAGES / "seven-twenty-seven.md").read_text(encoding="utf-8"))
    assert page_problems("seven-twenty-seven", body, {**meta, "leave_out": ["judge"]}) == []
    problems = page_problems("seven-twenty-seven", body, {**meta, "game": "suck"})
    assert problems[0].startswith("seven-twenty-seven: its page's front matter has game: 'suck'")
    assert "seven-twenty-seven: its page is missing (or repeats) the standard parts: card, lessons, " \
        "drill, simulator, steps, options, judge, family-tree" in problems


def test_the_extension_reads_the_game_from_the_front_matter() -> None:
    """Both builders hand the page's front matter on a processor: MkDocs on ``relpath``'s
    ``.file.page.meta``, Zensical on ``rendering_context``'s ``.page.meta``."""
    from types import SimpleNamespace

    import markdown
    from markdown.treeprocessors import Treeprocessor

    md = markdown.Markdown(extensions=[directives.makeExtension()])
    relpath = Treeprocessor(md)
    relpath.file = SimpleNamespace(src_uri="games/ten-card-stud.md",
                                   page=SimpleNamespace(meta={"game": "ten-card-stud"}))
    md.treeprocessors.register(relpath, "relpath", 0)
    html = md.convert("# Ten Card Stud\n\nProse.\n\n## Try it\n\nDeal.\n")
    assert 'class="pr-simulator" data-variant="ten-card-stud"' in html
    assert 'class="pr-judge" data-variant="ten-card-stud"' in html
    assert directives.meta_of(md) == {"game": "ten-card-stud"}
    plain = markdown.Markdown(extensions=[directives.makeExtension()])
    assert "pr-simulator" not in plain.convert("# Ten Card Stud\n\n## Try it\n")


def test_every_part_is_rendered_by_the_package() -> None:
    from pokerrules.pages import docs_tables

    assert set(PARTS) <= set(docs_tables.RENDERERS)
    assert pageparts.GAME_DIRECTIVES and set(pageparts.GAME_DIRECTIVES) <= set(docs_tables.RENDERERS)
    assert get("three-card-poker").id in pageparts.games()


NUMBER = (r"(?<![/\w])(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
          r"thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|"
          r"fifty)(?:-\w+)?")


@pytest.mark.parametrize("page", [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))],
                         ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_page_counts_games_by_hand(page: Path) -> None:
    """A number of games or families is written by a directive (``<!-- md:count FAMILY -->``,
    ``<!-- md:home-count -->``), from the registry, never typed in the prose."""
    prose = re.sub(r"^```.*?^```", "", page.read_text(encoding="utf-8"), flags=re.M | re.S)
    found = re.findall(rf"{NUMBER} (?:games|families)\b", prose, flags=re.I)
    assert not found, f"{page.name} counts games by hand: {found}"


def test_count_says_how_many_games_from_the_registry() -> None:
    from sitebuild.home import count, in_words

    seven_27 = [v for v in variants() if v.family == "7/27"]
    assert count("7/27") == f"{in_words(len(seven_27))} games"
    assert count("") == f"{in_words(len(variants()))} games"
    assert count("Jubilee") == "one game"
    assert [in_words(n) for n in (0, 16, 20, 33, 99, 100)] == \
        ["zero", "sixteen", "twenty", "thirty-three", "ninety-nine", "100"]
    with pytest.raises(ValueError, match="no family named"):
        count("7/28")
    text = directives.expand("The <!-- md:count 7/27 --> of this family.", "p.md")
    assert text == f"The {in_words(len(seven_27))} games of this family."

"""Every page under docs/ starts with front matter that MkDocs can read.

MkDocs reads a page's front matter with ``mkdocs.utils.meta.get_data``. When the YAML between the
``---`` lines does not parse (an unquoted ``: `` inside a value, say), it does not fail the build:
it keeps the block as part of the page, which then shows it as raw text, and the page loses its
title and description. So each page is checked here with that same function.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from mkdocs.utils.meta import YAML_RE, SafeLoader, get_data

DOCS = Path(__file__).resolve().parents[1] / "docs"
PAGES = sorted(DOCS.rglob("*.md"))


def front_matter_problems(text: str) -> list[str]:
    """What is wrong with a page's front matter, as MkDocs would read it; empty if nothing."""
    if not text.startswith("---\n"):
        return ["the page does not start with a '---' line"]
    block = YAML_RE.match(text)
    if block is None:
        return ["the front matter has no closing '---' line"]
    try:
        yaml.load(block.group(1), SafeLoader)
    except yaml.YAMLError as err:
        return [f"the front matter is not valid YAML: {err}"]
    body, meta = get_data(text)
    if not isinstance(meta, dict) or not meta:
        return ["MkDocs reads no mapping from the front matter"]
    problems = []
    if body.startswith("---"):
        problems.append("MkDocs leaves the front matter in the page body")
    for key in ("title", "description"):
        value = meta.get(key)
        if not isinstance(value, str) or not value.strip():
            problems.append(f"{key!r} is missing or not a non-empty string")
    return problems


def test_there_are_pages() -> None:
    names = {p.relative_to(DOCS).as_posix() for p in PAGES}
    assert {"index.md", "games/index.md", "poker-hands.md", "adding-a-game.md",
            "games/thirty-one.md"} <= names


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.relative_to(DOCS).as_posix())
def test_front_matter_parses_with_title_and_description(page: Path) -> None:
    assert front_matter_problems(page.read_text(encoding="utf-8")) == []


GOOD = "---\ntitle: Thirty One\ndescription: \"One winner: closest to 31.\"\n---\n\n# Thirty One\n"


def test_the_checker_passes_a_good_page() -> None:
    assert front_matter_problems(GOOD) == []
    body, meta = get_data(GOOD)
    assert meta["description"] == "One winner: closest to 31." and body.startswith("# Thirty One")


@pytest.mark.parametrize(("text", "expected"), [
    # The Thirty One bug: an unquoted ": " inside the description.
    ("---\ntitle: Thirty One\ndescription: A game with one winner: closest to 31.\n---\n\n# 31\n",
     "not valid YAML"),
    ("# No front matter\n", "does not start"),
    ("---\ntitle: Open\n\n# Never closed\n", "no closing"),
    ("---\n- a\n- list\n---\n\n# A list\n", "no mapping"),
    ("---\ntitle: No description\n---\n\n# Page\n", "'description'"),
    ("---\ntitle: ''\ndescription: Blank title.\n---\n\n# Page\n", "'title'"),
    ("---\ntitle: 7\ndescription: A number for a title.\n---\n\n# Page\n", "'title'"),
])
def test_the_checker_catches_broken_front_matter(text: str, expected: str) -> None:
    problems = front_matter_problems(text)
    assert problems and expected in " ".join(problems), problems

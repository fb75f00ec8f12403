"""The ``<!-- md:coach-grades -->`` directive (``sitebuild.directives.coach_grades``): the Learn
page states the coach's grade thresholds from ``pokerrules.table.coaching.grades``, never typed."""

from __future__ import annotations

from pathlib import Path

import pytest
from sitebuild import directives
from sitebuild.errors import SiteBuildError

from pokerrules.table.coaching.grades import thresholds_text

LEARN = Path(__file__).resolve().parents[1] / "docs" / "learn.md"


def test_the_directive_lists_every_threshold_sentence() -> None:
    expanded = directives.expand("# Learn\n\n<!-- md:coach-grades -->\n", "learn.md")
    bullets = [line[2:] for line in expanded.splitlines() if line.startswith("- ")]
    assert bullets == [" ".join(t.split()) for t in thresholds_text()]
    assert any(char.isdigit() for char in "".join(bullets))  # the numbers themselves


def test_the_learn_page_states_the_thresholds_from_the_package() -> None:
    text = LEARN.read_text(encoding="utf-8")
    assert text.count("<!-- md:coach-grades -->") == 1
    # The grades and the two chip figures are named in words on the page.
    for words in ("inaccuracy", "mistake", "blunder", "pot share if everyone stays",
                  "chips against this table"):
        assert words in text, words


def test_the_directive_takes_no_argument() -> None:
    with pytest.raises(SiteBuildError) as err:
        directives.expand("<!-- md:coach-grades high -->\n", "learn.md")
    assert str(err.value).startswith("learn.md:1: ") and "coach-grades" in str(err.value)

"""Every registered game has its page, in the nav, with its simulator; every game with a showdown
between players has a "Judge a showdown" box."""

from pathlib import Path

import pytest

from pokerrules.docs_tables import render
from pokerrules.registry import variants

ROOT = Path(__file__).resolve().parents[1]
NAV = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")


def page_of(variant) -> str:  # type: ignore[no-untyped-def]
    return (ROOT / "docs" / "games" / f"{variant.id}.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("variant", variants(), ids=lambda v: v.id)
def test_each_game_has_a_page_in_the_nav_with_its_simulator(variant) -> None:  # type: ignore[no-untyped-def]
    page = ROOT / "docs" / "games" / f"{variant.id}.md"
    assert page.is_file(), f"no page for {variant.id}"
    assert f"games/{variant.id}.md" in NAV, f"{variant.id} is not in the nav"
    assert f"<!-- md:simulator {variant.id} -->" in page.read_text(encoding="utf-8")


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

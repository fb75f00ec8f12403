"""Every registered game has its page, in the nav, with its simulator."""

from pathlib import Path

import pytest

from pokerrules.registry import variants

ROOT = Path(__file__).resolve().parents[1]
NAV = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")


@pytest.mark.parametrize("variant", variants(), ids=lambda v: v.id)
def test_each_game_has_a_page_in_the_nav_with_its_simulator(variant) -> None:  # type: ignore[no-untyped-def]
    page = ROOT / "docs" / "games" / f"{variant.id}.md"
    assert page.is_file(), f"no page for {variant.id}"
    assert f"games/{variant.id}.md" in NAV, f"{variant.id} is not in the nav"
    assert f"<!-- md:simulator {variant.id} -->" in page.read_text(encoding="utf-8")

"""The Games section of the navigation, from the catalogue's families.

``mkdocs.yml`` lists only the pages that are not a game's; every family is added after them
(:func:`add_games_nav`), so a new game needs its page and nothing else. The MkDocs hook adds it
to the loaded config; ``scripts/build_site.py`` writes it into the config it generates.
"""

from __future__ import annotations

from typing import Any

from sitebuild.errors import SiteBuildError

#: The catalogue page: the nav section that lists it is the one the games are added to.
GAMES_INDEX = "games/index.md"


def games_nav(families: Any) -> list[Any]:
    """The nav entries of every game, family by family in catalogue order: a family of one game
    is its game's page; a family of several is a section named after the family, holding its
    games' pages in the family's order. Each page is ``games/<game id>.md``, titled with the
    game's name."""
    entries: list[Any] = []
    for family in families:
        pages = [{variant.name: f"games/{variant.id}.md"} for variant in family.variants]
        entries.append(pages[0] if len(pages) == 1 else {family.name: pages})
    return entries


def nav_paths(entries: Any) -> list[str]:
    """Every page a part of the nav points to."""
    if isinstance(entries, str):
        return [entries]
    if isinstance(entries, dict):
        return [path for value in entries.values() for path in nav_paths(value)]
    if isinstance(entries, list):
        return [path for entry in entries for path in nav_paths(entry)]
    return []


def add_games_nav(nav: Any, families: Any) -> None:
    """Append :func:`games_nav` to the nav section that lists :data:`GAMES_INDEX`, after the
    pages it lists by hand. Fails if there is no such section, or if the nav lists a game's
    page itself (it would then be listed twice, or kept by hand)."""
    sections = [value for item in nav or [] if isinstance(item, dict)
                for value in item.values() if isinstance(value, list) and GAMES_INDEX in value]
    if len(sections) != 1:
        raise SiteBuildError(f"games nav: the nav in mkdocs.yml needs one section listing "
                             f"{GAMES_INDEX}, for the games to be added to; found {len(sections)}")
    generated = games_nav(families)
    by_hand = sorted(set(nav_paths(nav)) & set(nav_paths(generated)))
    if by_hand:
        raise SiteBuildError("games nav: mkdocs.yml lists game pages by hand "
                             f"({', '.join(by_hand)}); every game's page is added from the catalogue")
    sections[0].extend(generated)

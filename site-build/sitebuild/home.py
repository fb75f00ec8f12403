"""The home page's directives (``docs/index.md``): what the site holds, from the registry.

``home-count`` (inline: "33 games in 15 families"), ``home-play`` (the three ways in) and
``home-games`` (every game, family by family); ``count`` (inline, on any page: "sixteen games",
the games of one family, or of every family). Lists and counts of games are never typed in.
"""

from __future__ import annotations

import importlib
import re
from html import escape
from typing import Any
from urllib.parse import quote


def _by_family() -> dict[str, list[Any]]:
    """Every registered game under its family (the catalogue's family filter), in registry order."""
    registry = importlib.import_module("pokerrules.lookup.registry")
    families: dict[str, list[Any]] = {}
    for variant in registry.variants():
        families.setdefault(variant.family, []).append(variant)
    return families


def _players(variant: Any) -> str:
    low, high = variant.min_seats, variant.max_seats
    if low == high:
        return "1 player" if low == 1 else f"{low} players"
    return f"{low} to {high} players"


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def home_count(_: str) -> str:
    """Inline: how many games in how many families ("33 games in 15 families")."""
    families = _by_family()
    games = sum(map(len, families.values()))
    return f"{_count(games, 'game', 'games')} in {_count(len(families), 'family', 'families')}"


_ONES = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
    "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
    "sixteen", "seventeen", "eighteen", "nineteen",
]
_TENS = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def in_words(n: int) -> str:
    """A count in words, as prose writes one ("sixteen", "thirty-three"); 100 and more in digits."""
    if not 0 <= n < 100:
        return str(n)
    if n < 20:
        return _ONES[n]
    tens, ones = divmod(n, 10)
    return _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")


def count(arg: str) -> str:
    """Inline: how many games, in words: ``<!-- md:count 7/27 -->`` the games of the family named
    7/27 ("sixteen games"), ``<!-- md:count -->`` every registered game."""
    families = _by_family()
    if arg and arg not in families:
        raise ValueError(f"no family named {arg!r}; the families are {', '.join(families)}")
    n = len(families[arg]) if arg else sum(map(len, families.values()))
    return f"{in_words(n)} {'game' if n == 1 else 'games'}"


def home_play(_: str) -> str:
    """The three ways in: a random game's simulator, the catalogue, and the Learn page. Without
    JavaScript (when no simulator runs anyway) the first link goes to the first game's;
    catalogue.js points it at a random game of the list that ``home-games`` writes."""
    first = next(iter(_by_family().values()))[0]
    return ('<p class="pr-home-play" markdown="span">'
            f'[Play a random game](games/{first.id}.md#try-it){{ .md-button .md-button--primary '
            '.pr-play-random } [Choose from the catalogue](games/index.md){ .md-button } '
            '[Learn a game](learn.md){ .md-button .pr-home-learn }</p>')


def home_games(_: str) -> str:
    """Every game family by family, each a link to its page, with its number of players; a
    family of several games links to the catalogue filtered to it (catalogue.js reads the
    filter from the address)."""
    families = _by_family()
    out = ['<div class="pr-home-families" markdown="1">']
    for family, games in families.items():
        slug = "-".join(re.findall(r"[a-z0-9]+", family.lower())) or "games"
        out += [
            f'<section class="pr-home-family" data-family="{escape(family)}" markdown="1">',
            "",
            f"### {escape(family, quote=False)} {{ #family-{slug} }}",
            "",
        ]
        out += [f"- [{escape(v.name, quote=False)}](games/{v.id}.md){{ data-game='{v.id}' }}"
                f' <span class="pr-home-players">{_players(v)}</span>' for v in games]
        if len(games) > 1:
            out += ["", f"[The {_count(len(games), 'game', 'games')} of this family in the catalogue]"
                        f"(games/index.md?family={quote(family, safe='')}){{ .pr-home-more }}"]
        out += ["", "</section>", ""]
    out.append("</div>")
    return "\n".join(out)

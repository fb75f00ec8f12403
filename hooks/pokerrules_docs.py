"""MkDocs hook: expand ``<!-- md:NAME ARG -->`` comments with ``pokerrules.docs_tables``.

A page writes, on a line of its own (indented as deep as the block it belongs to)::

    <!-- md:ranking three-card-poker -->

and the build replaces the comment with ``pokerrules.docs_tables.render("ranking",
"three-card-poker")``, so every table and number on the site comes from the package and
cannot drift from it. ``ARG`` is optional (``<!-- md:catalogue -->`` passes ``""``).

Rules:

* Comments inside fenced code blocks are left alone, so a page can show the syntax.
* A multi-line expansion is indented like the comment, so it works inside admonitions,
  tabs and list items.
* Anything that goes wrong fails the build with the page, line, name and the reason:
  an unknown name, a render error, a non-string result, or a malformed ``<!-- md:`` comment.
  Nothing is silently left out.

Two names belong to the home page (``docs/index.md``) and are rendered here, from the registry,
rather than by the package: ``home-count`` (inline: "33 games in 15 families"), ``home-play`` (the
"play now" links) and ``home-games`` (every game, family by family). Lists of games are never
typed in.

The Games section of the navigation is written here too, from the catalogue's families
(:func:`add_games_nav`): ``mkdocs.yml`` lists only the pages that are not a game's, and the hook
adds every family after them, so a new game needs its page and nothing else.

The package is imported from the directory holding ``mkdocs.yml`` (the working tree), not
from whatever copy happens to be installed, and is re-imported on every (re)build so
``mkdocs serve`` shows edits to ``pokerrules/`` as soon as they are saved.
"""

from __future__ import annotations

import importlib
import re
import sys
from html import escape
from pathlib import Path
from urllib.parse import quote

from mkdocs.exceptions import PluginError

# <!-- md:NAME --> or <!-- md:NAME ARG -->; NAME is lower-case words with - or _.
_DIRECTIVE = re.compile(r"<!--\s*md:(?P<name>[A-Za-z0-9_-]+)(?:[ \t]+(?P<arg>[^\n]*?))?\s*-->")
# Anything that looks like a directive, to catch typos such as <!-- md: ranking -->.
_LOOSE = re.compile(r"<!--\s*md:")
_FENCE = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})")

_docs_tables = None
_registry = None


def on_config(config, **kwargs):
    """Import ``pokerrules.docs_tables`` fresh from the tree next to mkdocs.yml."""
    global _docs_tables
    root = Path(config.config_file_path).resolve().parent
    if (root / "pokerrules").is_dir() and str(root) not in sys.path:
        sys.path.insert(0, str(root))
    for mod in [m for m in sys.modules if m == "pokerrules" or m.startswith("pokerrules.")]:
        del sys.modules[mod]
    try:
        _docs_tables = importlib.import_module("pokerrules.docs_tables")
        _import_registry()
        catalogue = importlib.import_module("pokerrules.catalogue")
    except Exception as exc:  # pragma: no cover - depends on the tree
        raise PluginError(f"pokerrules_docs hook: cannot import pokerrules.docs_tables: {exc!r}") from exc
    add_games_nav(config.nav, catalogue.families())
    if (root / "pokerrules").is_dir():
        config.watch.append(str(root / "pokerrules"))
    return config


def _import_registry():
    global _registry
    _registry = importlib.import_module("pokerrules.registry")
    return _registry


# ---- The Games navigation: every family's pages, from the catalogue ----

#: The catalogue page: the nav section that lists it is the one the games are added to.
GAMES_INDEX = "games/index.md"


def games_nav(families) -> list:
    """The nav entries of every game, family by family in catalogue order: a family of one game
    is its game's page; a family of several is a section named after the family, holding its
    games' pages in the family's order. Each page is ``games/<game id>.md``, titled with the
    game's name."""
    entries: list = []
    for family in families:
        pages = [{variant.name: f"games/{variant.id}.md"} for variant in family.variants]
        entries.append(pages[0] if len(pages) == 1 else {family.name: pages})
    return entries


def _nav_paths(entries) -> list[str]:
    """Every page a part of the nav points to."""
    if isinstance(entries, str):
        return [entries]
    if isinstance(entries, dict):
        return [path for value in entries.values() for path in _nav_paths(value)]
    if isinstance(entries, list):
        return [path for entry in entries for path in _nav_paths(entry)]
    return []


def add_games_nav(nav, families) -> None:
    """Append :func:`games_nav` to the nav section that lists :data:`GAMES_INDEX`, after the
    pages it lists by hand. The build stops if there is no such section, or if ``mkdocs.yml``
    lists a game's page itself (it would then be listed twice, or kept by hand)."""
    sections = [value for item in nav or [] if isinstance(item, dict)
                for value in item.values() if isinstance(value, list) and GAMES_INDEX in value]
    if len(sections) != 1:
        raise PluginError(f"pokerrules_docs hook: the nav in mkdocs.yml needs one section listing "
                          f"{GAMES_INDEX}, for the games to be added to; found {len(sections)}")
    generated = games_nav(families)
    by_hand = sorted(set(_nav_paths(nav)) & set(_nav_paths(generated)))
    if by_hand:
        raise PluginError("pokerrules_docs hook: mkdocs.yml lists game pages by hand "
                          f"({', '.join(by_hand)}); the hook adds every game's page from the catalogue")
    sections[0].extend(generated)


# ---- The home page (docs/index.md): what the site holds, from the registry ----

def _by_family() -> dict[str, list]:
    """Every registered game under its family (the catalogue's family filter), in registry order."""
    registry = _registry or _import_registry()
    families: dict[str, list] = {}
    for variant in registry.variants():
        families.setdefault(variant.family, []).append(variant)
    return families


def _players(variant) -> str:
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


def home_play(_: str) -> str:
    """The "play now" links: a random game's simulator, and the catalogue. Without JavaScript
    (when no simulator runs anyway) the first link goes to the first game's; catalogue.js points
    it at a random game of the list that ``home-games`` writes."""
    first = next(iter(_by_family().values()))[0]
    return ('<p class="pr-home-play" markdown="span">'
            f'[Play a random game](games/{first.id}.md#try-it){{ .md-button .md-button--primary '
            '.pr-play-random } [Choose from the catalogue](games/index.md){ .md-button }</p>')


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


_HOME = {"home-count": home_count, "home-play": home_play, "home-games": home_games}


def _render(name: str, arg: str, where: str) -> str:
    try:
        out = _HOME[name](arg) if name in _HOME else _docs_tables.render(name, arg)
    except Exception as exc:
        raise PluginError(
            f"{where}: <!-- md:{name} {arg} --> failed: unknown name or render error: "
            f"{type(exc).__name__}: {exc}"
        ) from exc
    if not isinstance(out, str):
        raise PluginError(f"{where}: <!-- md:{name} {arg} --> returned {type(out).__name__}, not str")
    return out


def expand(markdown: str, src: str = "<string>") -> str:
    """Expand every directive outside fenced code in ``markdown``; ``src`` names the page."""
    lines = markdown.split("\n")
    out: list[str] = []
    fence: str | None = None
    for number, line in enumerate(lines, start=1):
        m = _FENCE.match(line)
        if fence is None and m:
            fence = m.group("fence")
            out.append(line)
            continue
        if fence is not None:
            if m and m.group("fence")[0] == fence[0] and len(m.group("fence")) >= len(fence) \
                    and line.strip() == m.group("fence"):
                fence = None
            out.append(line)
            continue
        if not _LOOSE.search(line):
            out.append(line)
            continue
        where = f"{src}:{number}"
        found = list(_DIRECTIVE.finditer(line))
        if len(found) != len(_LOOSE.findall(line)):
            raise PluginError(f"{where}: malformed md directive: {line.strip()!r} "
                              "(expected <!-- md:NAME ARG -->)")
        whole = found[0] if len(found) == 1 and line.strip() == found[0].group(0) else None
        if whole is not None:
            indent = line[: len(line) - len(line.lstrip())]
            text = _render(whole.group("name"), (whole.group("arg") or "").strip(), where)
            block = [indent + t if t.strip() else "" for t in text.strip("\n").split("\n")]
            # Blank lines around the block keep Markdown from gluing it to a paragraph.
            out.extend(["", *block, ""])
        else:
            def inline(d: re.Match[str], where: str = where) -> str:
                return _render(d.group("name"), (d.group("arg") or "").strip(), where).strip()

            out.append(_DIRECTIVE.sub(inline, line))
    return "\n".join(out)


def on_page_markdown(markdown, page, config, files, **kwargs):
    return expand(markdown, page.file.src_uri)

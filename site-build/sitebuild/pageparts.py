"""A game's page is its prose: the build adds the standard parts (``game:`` in the front matter).

A game page names its game once, in its front matter::

    ---
    title: 7/27
    description: ...
    game: seven-twenty-seven
    ---

and holds only what a person writes. :func:`assemble` adds the standard parts the game has, each
as the ``<!-- md:NAME GAME -->`` comment that :mod:`sitebuild.directives` then expands, in its
usual place (:data:`SECTIONS`, in page order):

========================  ===========================  =============================================
section (``## heading``)  parts                        where in the section
========================  ===========================  =============================================
the intro (no heading)    ``card``                     at its end, before the first ``##`` heading
Learn                     ``lessons``, ``drill``        at its end
Try it                    ``simulator``                at its end
How to play               ``steps``                    at its end
How it differs from ...   ``differs``                  at its end
House rules               ``options``                  at its start, right under the heading
Judge a showdown          ``judge``                    at its end
Family tree               ``family-tree``              at its end
========================  ===========================  =============================================

A section the page writes (its ``## heading`` is there, with prose) gets its parts at that spot;
a section the page does not write is added whole, heading and parts, before the next standard
section the page has (or before ``## For developers: the examples as code``, or at the end).

Which parts a game has comes from the package (:func:`parts_of`): every game has its lessons,
drill, simulator and house rules; a game with a showdown between players its judge box; a
step-built game (a declaration, ``spec_of``) its rules card, its steps and its family tree; a
declared child (a ``parent``) what changes from its parent. A new game gets its parts with no edit.

A page may still place a part itself, where it reads better: a comment with no argument, such as
``<!-- md:judge -->``, puts that part there and the build does not add it again (a page may also
place this way a part its game does not get by default, if the part renders for it: 7/27's page
shows that it is the root of its family with ``<!-- md:differs -->``); and
``leave_out: [family-tree]`` in the front matter leaves a part out.

Every call into ``pokerrules`` is in :data:`PACKAGE` and :func:`parts_of`, so the module names
are in one place.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sitebuild.errors import SiteBuildError

#: The package's modules this file reads (the registry and the catalogue), by role.
PACKAGE = {"registry": "pokerrules.lookup.registry", "catalogue": "pokerrules.lookup.catalogue"}

#: The front-matter keys: the page's game, and the standard parts it leaves out.
GAME_KEY = "game"
LEAVE_OUT_KEY = "leave_out"


@dataclass(frozen=True)
class Section:
    """A standard section: its ``##`` heading (``None``: the intro), its parts in order, and
    whether they go at the ``"start"`` (under the heading) or the ``"end"`` of the section."""

    heading: str | None
    parts: tuple[str, ...]
    at: str = "end"


SECTIONS: tuple[Section, ...] = (
    Section(None, ("card",)),
    Section("Learn", ("lessons", "drill")),
    Section("Try it", ("simulator",)),
    Section("How to play", ("steps",)),
    Section("How it differs from its parent", ("differs",)),
    Section("House rules", ("options",), at="start"),
    Section("Judge a showdown", ("judge",)),
    Section("Family tree", ("family-tree",)),
)
#: Every standard part, in page order.
PARTS: tuple[str, ...] = tuple(part for section in SECTIONS for part in section.parts)
#: Other directives about one game that a game page may write with no argument, meaning its own
#: game (Three Card Poker's pay tables, say); the build never adds these.
GAME_DIRECTIVES: tuple[str, ...] = ("rules", "ranking", "paytables", "strategy", "odds", "hand-counts")
#: The heading of the last section of a game page, after every standard one.
DEVELOPERS = "For developers: the examples as code"

_FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,})")
_BARE = re.compile(r"^(?P<indent>[ \t]*)<!--\s*md:(?P<name>[A-Za-z0-9_-]+)\s*-->\s*$")


def _module(role: str) -> Any:
    return importlib.import_module(PACKAGE[role])


def parts_of(game: str) -> tuple[str, ...]:
    """The standard parts ``game`` has, in page order, read from the registry and catalogue."""
    variant = _module("registry").get(game)
    spec = _module("catalogue").spec_of(game)
    has = {
        "card": spec is not None,
        "lessons": True,
        "drill": True,
        "simulator": True,
        "steps": spec is not None,
        "differs": spec is not None and spec.parent is not None,
        "options": True,
        "judge": variant.showdown_parts is not None,
        "family-tree": spec is not None,
    }
    return tuple(part for part in PARTS if has[part])


def game_name(game: str) -> str | None:
    """``game``'s registered name, or ``None`` when no game has that id."""
    try:
        return str(_module("registry").get(game).name)
    except Exception:
        return None


def games() -> list[str]:
    """Every registered game's id, in registry order."""
    return [variant.id for variant in _module("registry").variants()]


def has_lessons(game: str) -> bool:
    """Whether ``game`` declares its lessons (``Variant.lessons``)."""
    return _module("registry").get(game).lessons is not None


def _outside_fences(lines: list[str]) -> Iterator[tuple[int, str]]:
    """Each line outside fenced code, with its index."""
    fence = None
    for i, line in enumerate(lines):
        m = _FENCE.match(line)
        if m:
            if fence is None:
                fence = m.group(1)
            elif m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and line.strip() == m.group(1):
                fence = None
            continue
        if fence is None:
            yield i, line


_FIXED_ANCHOR = re.compile(r"^(?P<title>.*?)\s*\{\s*#(?P<anchor>[\w-]+)\s*\}\s*$")


def anchor_of(title: str) -> str:
    """The anchor MkDocs gives an English heading ("Try it" -> ``try-it``)."""
    return "-".join(re.findall(r"[\w]+", title.lower().replace("_", " ")))


#: The English title of each standard section (and the developers' one), by its anchor: a
#: translated page writes ``## Aprender { #learn }``, and that heading is the Learn section.
_BY_ANCHOR = {anchor_of(title): title for title in
              [*(s.heading for s in SECTIONS if s.heading), DEVELOPERS]}


def _headings(lines: list[str]) -> list[tuple[int, str]]:
    """The ``## `` headings outside fenced code: (line index, title); a translated heading with
    the fixed anchor of a standard section (``## Aprender { #learn }``) gives its English title."""
    out = []
    for i, line in _outside_fences(lines):
        if line.startswith("## "):
            title = line[3:].strip()
            fixed = _FIXED_ANCHOR.match(title)
            out.append((i, _BY_ANCHOR.get(fixed.group("anchor"), title) if fixed else title))
    return out


def heading_line(title: str, lang: str) -> str:
    """A standard section's heading as the build adds it: in English as it is, in another
    language translated with the English anchor fixed (``## Aprender { #learn }``)."""
    if lang == "en":
        return f"## {title}"
    words = importlib.import_module("sitebuild.words")
    return f"## {words.translate(title, lang)} {{ #{anchor_of(title)} }}"


def _bare_directives(lines: list[str]) -> list[tuple[int, str]]:
    """The ``<!-- md:NAME -->`` comments with no argument outside fenced code: (index, name)."""
    return [(i, d.group("name")) for i, line in _outside_fences(lines) if (d := _BARE.match(line))]


def leave_out_of(meta: Mapping[str, Any], src: str = "<page>") -> tuple[str, ...]:
    """The front matter's ``leave_out`` as a tuple of part names (a list, or one name)."""
    value = meta.get(LEAVE_OUT_KEY, ())
    names = (value,) if isinstance(value, str) else value
    if not isinstance(names, (list, tuple)) or not all(isinstance(n, str) for n in names):
        raise SiteBuildError(f"{src}: front matter {LEAVE_OUT_KEY!r} must be a list of part names, "
                             f"got {value!r}")
    unknown = [n for n in names if n not in PARTS]
    if unknown:
        raise SiteBuildError(f"{src}: front matter {LEAVE_OUT_KEY!r} names {unknown}, which are not "
                             f"standard parts ({', '.join(PARTS)})")
    return tuple(names)


def assemble(markdown: str, meta: Mapping[str, Any], src: str = "<page>",
             parts: Callable[[str], Iterable[str]] | None = None, lang: str = "en") -> str:
    """The page's Markdown (front matter removed) with its game's standard parts added as
    ``<!-- md:NAME GAME -->`` comments; a page with no ``game`` in ``meta`` is returned as it is.
    ``parts`` (tests give a stand-in) says which parts a game has; by default :func:`parts_of`.
    A section added whole has its heading in ``lang`` (:func:`heading_line`)."""
    game = meta.get(GAME_KEY)
    if game is None:
        return markdown
    if not isinstance(game, str) or not game.strip():
        raise SiteBuildError(f"{src}: front matter {GAME_KEY!r} must be a game id, got {game!r}")
    try:
        has = tuple((parts or parts_of)(game))
    except Exception as exc:
        raise SiteBuildError(f"{src}: front matter {GAME_KEY}: {game!r} is not a registered game: "
                             f"{type(exc).__name__}: {exc}") from exc
    left_out = leave_out_of(meta, src)
    for name in left_out:
        if name not in has:
            raise SiteBuildError(f"{src}: {LEAVE_OUT_KEY} names {name!r}, which {game} does not have")
    lines = markdown.split("\n")
    placed = set()
    for i, name in _bare_directives(lines):
        indent = lines[i][: len(lines[i]) - len(lines[i].lstrip())]
        if name in GAME_DIRECTIVES:
            lines[i] = f"{indent}<!-- md:{name} {game} -->"
        if name not in PARTS:
            continue  # not a standard part: <!-- md:tags -->, say, or one of GAME_DIRECTIVES
        where = f"{src}:{i + 1}"
        if name in left_out:
            raise SiteBuildError(f"{where}: <!-- md:{name} --> places a part {LEAVE_OUT_KEY} leaves out")
        if name in placed:
            raise SiteBuildError(f"{where}: <!-- md:{name} --> places {name} a second time")
        placed.add(name)
        lines[i] = f"{indent}<!-- md:{name} {game} -->"
    wanted = {p for p in has if p not in placed and p not in left_out}

    headings = _headings(lines)
    index_of = {title: i for i, title in reversed(headings)}  # the first of each title
    order = {s.heading: n for n, s in enumerate(SECTIONS)}
    inserts: dict[int, list[tuple[int, list[str]]]] = {}  # line index -> [(section order, lines)]

    def block(section: Section) -> list[str]:
        out: list[str] = []
        for part in section.parts:
            if part in wanted:
                out += ["", f"<!-- md:{part} {game} -->", ""]
        return out

    def after(line: int) -> int:
        """The index of the first ``##`` heading after ``line`` (the section's end)."""
        return next((i for i, _ in headings if i > line), len(lines))

    for n, section in enumerate(SECTIONS):
        parts_here = block(section)
        if not parts_here:
            continue
        if section.heading is None:
            at = after(-1)
        elif section.heading in index_of:
            start = index_of[section.heading]
            at = start + 1 if section.at == "start" else after(start)
        else:
            later = [i for i, title in headings
                     if title == DEVELOPERS or order.get(title, -1) > n]
            at = later[0] if later else len(lines)
            parts_here = ["", heading_line(section.heading, lang), *parts_here]
        inserts.setdefault(at, []).append((n, parts_here))

    out: list[str] = []
    for i in range(len(lines) + 1):
        for _, added in sorted(inserts.get(i, []), key=lambda item: item[0]):
            out += added
        if i < len(lines):
            out.append(lines[i])
    return "\n".join(out)


_FRONT_MATTER = re.compile(r"^-{3}[ \t]*\n(.*?\n)(?:\.{3}|-{3})[ \t]*\n", re.S)


def split_front_matter(text: str) -> tuple[str, dict[str, Any]]:
    """A page's Markdown and its front matter, as MkDocs splits them (``mkdocs.utils.meta``);
    for tests and scripts: the builders hand the extension the front matter themselves."""
    import yaml  # type: ignore[import-untyped, unused-ignore]  # PyYAML comes with either builder

    m = _FRONT_MATTER.match(text)
    if m is None:
        return text, {}
    meta = yaml.safe_load(m.group(1))
    return text[m.end():], meta if isinstance(meta, dict) else {}


def built_markdown(path: Path) -> str:
    """The Markdown the build converts for the page at ``path``: its front matter removed, its
    game's standard parts added as comments (not yet expanded)."""
    body, meta = split_front_matter(path.read_text(encoding="utf-8"))
    return assemble(body, meta, path.name)


def page_problems(game: str, markdown: str, meta: Mapping[str, Any],
                  parts: Callable[[str], Iterable[str]] | None = None,
                  lessons: Callable[[str], bool] | None = None) -> list[str]:
    """What is wrong with ``game``'s page (its Markdown without front matter, and its front
    matter), each problem a sentence naming the game and what is missing; empty if nothing.
    ``parts`` and ``lessons`` (tests give stand-ins) default to :func:`parts_of` and
    :func:`has_lessons`."""
    problems = []
    named = meta.get(GAME_KEY)
    if named != game:
        problems.append(f"{game}: its page's front matter has {GAME_KEY}: {named!r}, not {game!r}")
    if not (lessons or has_lessons)(game):
        problems.append(f"{game}: the game has no lessons (Variant.lessons)")
    has = tuple((parts or parts_of)(game))
    try:
        text = assemble(markdown, meta, f"{game}'s page", parts)
        left_out = set(leave_out_of(meta))
    except SiteBuildError as exc:
        return [*problems, f"{game}: {exc}"]
    missing = [part for part in has
               if part not in left_out and text.count(f"<!-- md:{part} {game} -->") != 1]
    if missing:
        problems.append(f"{game}: its page is missing (or repeats) the standard parts: {', '.join(missing)}")
    for section in SECTIONS:
        if section.heading and any(p in has and p not in left_out for p in section.parts) \
                and f"\n## {section.heading}\n" not in f"\n{text}\n":
            problems.append(f"{game}: its page has no '## {section.heading}' section")
    if re.search(rf"<!--\s*md:[A-Za-z0-9_-]+[ \t]+{re.escape(game)}\s*-->", markdown):
        problems.append(f"{game}: its page names its game in a directive; the front matter names it once")
    return problems


def site_problems(pages: Path, ids: Iterable[str] | None = None,
                  parts: Callable[[str], Iterable[str]] | None = None,
                  lessons: Callable[[str], bool] | None = None) -> list[str]:
    """Every registered game (``ids``, by default :func:`games`) has its page ``pages/<id>.md``
    with all its standard parts and its lessons, and every page there that names a game in its
    front matter names a registered one. Each problem names the game and what is missing."""
    ids = list(games() if ids is None else ids)
    problems = []
    for game in ids:
        page = pages / f"{game}.md"
        if not page.is_file():
            problems.append(f"{game}: the game has no page ({page.name} under {pages})")
            continue
        body, meta = split_front_matter(page.read_text(encoding="utf-8"))
        problems += page_problems(game, body, meta, parts, lessons)
    for page in sorted(pages.glob("*.md")):
        named = split_front_matter(page.read_text(encoding="utf-8"))[1].get(GAME_KEY)
        if named is not None and named not in ids:
            problems.append(f"{page.name}: its front matter names {GAME_KEY}: {named!r}, "
                            "which is not a registered game")
    return problems

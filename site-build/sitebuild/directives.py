"""``<!-- md:NAME ARG -->`` comments, expanded with ``pokerrules.pages.docs_tables``: a Python-Markdown
extension that MkDocs and Zensical both run (``markdown_extensions: [sitebuild.directives]``).

A page writes, on a line of its own (indented as deep as the block it belongs to)::

    <!-- md:ranking three-card-poker -->

and the build replaces the comment with ``pokerrules.pages.docs_tables.render("ranking",
"three-card-poker")``, so every table and number on the site comes from the package and
cannot drift from it. ``ARG`` is optional (``<!-- md:catalogue -->`` passes ``""``).

Rules:

* Comments inside fenced code blocks are left alone, so a page can show the syntax.
* A multi-line expansion is indented like the comment, so it works inside admonitions,
  tabs and list items.
* Anything that goes wrong fails the build with the page, line, name and the reason:
  an unknown name, a render error, a non-string result, or a malformed ``<!-- md:`` comment.
  Nothing is silently left out.

The home page's names (``home-count``, ``home-play``, ``home-games``) and ``count`` (how many
games, in words, on any page) are rendered by
:mod:`sitebuild.home`, from the registry; ``coach-grades`` (the Learn page) by
:func:`coach_grades`, from ``pokerrules.table.coaching.grades``. ``pokerrules`` is imported
when a page is converted, not before, so a builder that re-imports it (the MkDocs hook does,
for ``mkdocs serve``) is seen at once; the builder must have the working tree's ``pokerrules`` importable.

The extension runs first among the preprocessors, on the page's Markdown as the builder read
it (front matter removed), as the MkDocs hook's ``on_page_markdown`` did. On a game's page (front
matter ``game: ID``) it first adds the game's standard parts as comments
(:func:`sitebuild.pageparts.assemble`), then expands every comment.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from typing import Any, Protocol

from markdown import Extension, Markdown
from markdown.preprocessors import Preprocessor

from sitebuild import home, pageparts, words
from sitebuild.errors import SiteBuildError

# <!-- md:NAME --> or <!-- md:NAME ARG -->; NAME is lower-case words with - or _.
_DIRECTIVE = re.compile(r"<!--\s*md:(?P<name>[A-Za-z0-9_-]+)(?:[ \t]+(?P<arg>[^\n]*?))?\s*-->")
# Anything that looks like a directive, to catch typos such as <!-- md: ranking -->.
_LOOSE = re.compile(r"<!--\s*md:")
_FENCE = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})")

#: Above Python-Markdown's first preprocessor (normalize_whitespace, 30), so the extension sees
#: the page as written, before raw HTML or fenced code are set aside.
PRIORITY = 40

def coach_grades(arg: str) -> str:
    """The coach's grade thresholds, one sentence a bullet, from
    ``pokerrules.table.coaching.grades.thresholds_text()`` (the numbers the review grades by, never
    typed on the page). Takes no argument."""
    if arg:
        raise ValueError(f"coach-grades takes no argument, got {arg!r}")
    sentences = importlib.import_module("pokerrules.table.coaching.grades").thresholds_text()
    if not sentences or not all(isinstance(t, str) and t.strip() for t in sentences):
        raise ValueError(f"thresholds_text() gave no sentences: {sentences!r}")
    return "\n".join(f"- {' '.join(t.split())}" for t in sentences)


HOME: dict[str, Callable[[str], str]] = {
    "home-count": home.home_count,
    "home-play": home.home_play,
    "home-games": home.home_games,
    "coach-grades": coach_grades,
    "count": home.count,
}


class Tables(Protocol):
    """What renders a directive: ``pokerrules.pages.docs_tables`` (tests give a stand-in)."""

    def render(self, name: str, arg: str) -> Any: ...


def docs_tables() -> Tables:
    """``pokerrules.pages.docs_tables`` as now imported (the MkDocs hook re-imports it on every build)."""
    try:
        return importlib.import_module("pokerrules.pages.docs_tables")
    except Exception as exc:
        raise SiteBuildError(f"md directives: cannot import pokerrules.pages.docs_tables: {exc!r}") from exc


def render(name: str, arg: str, where: str, tables: Tables | None = None) -> str:
    """One directive's text; ``where`` (page:line) is in the message of any failure."""
    try:
        out = HOME[name](arg) if name in HOME else (tables or docs_tables()).render(name, arg)
    except SiteBuildError:
        raise
    except Exception as exc:
        raise SiteBuildError(
            f"{where}: <!-- md:{name} {arg} --> failed: unknown name or render error: "
            f"{type(exc).__name__}: {exc}"
        ) from exc
    if not isinstance(out, str):
        raise SiteBuildError(f"{where}: <!-- md:{name} {arg} --> returned {type(out).__name__}, not str")
    return out


def expand(markdown: str, src: str = "<string>", tables: Tables | None = None,
           lang: str = "en", renames: dict[str, str] | None = None) -> str:
    """Expand every directive outside fenced code in ``markdown``; ``src`` names the page. In a
    language other than English, each expansion's words go through the translation layer piece
    by piece (:func:`sitebuild.words.localize_markdown`), and then each name in ``renames`` is
    given its other name (a game the page's language knows by another name)."""

    def localized(text: str) -> str:
        text = words.localize_markdown(text, lang)
        for old, new in (renames or {}).items():
            text = text.replace(old, new)
        return text

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
            raise SiteBuildError(f"{where}: malformed md directive: {line.strip()!r} "
                                 "(expected <!-- md:NAME ARG -->)")
        whole = found[0] if len(found) == 1 and line.strip() == found[0].group(0) else None
        if whole is not None:
            indent = line[: len(line) - len(line.lstrip())]
            text = localized(render(whole.group("name"), (whole.group("arg") or "").strip(), where, tables))
            block = [indent + t if t.strip() else "" for t in text.strip("\n").split("\n")]
            # Blank lines around the block keep Markdown from gluing it to a paragraph.
            out.extend(["", *block, ""])
        else:
            def inline(d: re.Match[str], where: str = where) -> str:
                text = render(d.group("name"), (d.group("arg") or "").strip(), where, tables)
                return localized(text).strip()

            out.append(_DIRECTIVE.sub(inline, line))
    return "\n".join(out)


def page_of(md: Markdown) -> str:
    """The page ``md`` is converting, as its builder names it, for error messages. Neither
    builder hands an extension the page; both leave it on a processor they register: MkDocs on
    its ``relpath`` treeprocessor (``.file.src_uri``), Zensical on its ``rendering_context``
    preprocessor (``.page.path``)."""
    if "relpath" in md.treeprocessors:
        src = getattr(getattr(md.treeprocessors["relpath"], "file", None), "src_uri", None)
        if isinstance(src, str):
            return src
    if "rendering_context" in md.preprocessors:
        path = getattr(getattr(md.preprocessors["rendering_context"], "page", None), "path", None)
        if isinstance(path, str):
            return path
    return "<page>"


def meta_of(md: Markdown) -> dict[str, Any]:
    """The front matter of the page ``md`` is converting, found as :func:`page_of` finds its
    name: MkDocs's ``relpath`` treeprocessor's ``.file.page.meta``, Zensical's
    ``rendering_context`` preprocessor's ``.page.meta``; empty when neither is there."""
    page = None
    if "relpath" in md.treeprocessors:
        page = getattr(getattr(md.treeprocessors["relpath"], "file", None), "page", None)
    if page is None and "rendering_context" in md.preprocessors:
        page = getattr(md.preprocessors["rendering_context"], "page", None)
    meta = getattr(page, "meta", None)
    return meta if isinstance(meta, dict) else {}


#: The front-matter key of a page built from the English Markdown in another language's tree
#: (sitebuild.languages): its generated parts stay English, like its prose.
UNTRANSLATED_KEY = "pr_untranslated"


def own_name(meta: dict[str, Any], lang: str) -> dict[str, str]:
    """On a translated game page whose title is not the game's registered name (Pif Paf's page
    in Brazilian Portuguese is titled Cacheta): {registered name: the page's title}, so that
    the page's generated parts call the game as the page does; otherwise empty."""
    game, title = meta.get(pageparts.GAME_KEY), meta.get("title")
    if lang == "en" or not isinstance(game, str) or not isinstance(title, str) or not title.strip():
        return {}
    name = pageparts.game_name(game)
    return {name: title.strip()} if name and name != title.strip() else {}


class DirectivesPreprocessor(Preprocessor):
    def __init__(self, md: Markdown, lang: str = "en") -> None:
        super().__init__(md)
        self.lang = lang

    def run(self, lines: list[str]) -> list[str]:
        text = "\n".join(lines)
        src = page_of(self.md)
        meta = meta_of(self.md)
        lang = "en" if meta.get(UNTRANSLATED_KEY) else self.lang
        text = pageparts.assemble(text, meta, src, lang=lang)
        if not _LOOSE.search(text):
            return lines
        return expand(text, src, lang=lang, renames=own_name(meta, lang)).split("\n")


class DirectivesExtension(Extension):
    """Registers :class:`DirectivesPreprocessor` as ``pokerrules_directives``. Its option
    ``lang`` is the build's language (``en`` unless scripts/build_site.py sets another)."""

    def __init__(self, **kwargs: Any) -> None:
        self.config = {"lang": ["en", "the language of the build's pages (en, es, pt-BR)"]}
        super().__init__(**kwargs)

    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 - Python-Markdown's name
        md.preprocessors.register(DirectivesPreprocessor(md, str(self.getConfig("lang"))),
                                  "pokerrules_directives", PRIORITY)


def makeExtension(**kwargs: Any) -> DirectivesExtension:  # noqa: N802 - Python-Markdown's name
    return DirectivesExtension(**kwargs)

"""The site build's words in the reader's language: ``pokerrules.words.translate`` piece by piece.

:func:`translate` is the package's translation layer, whose books include the site's own
catalogues (``pokerrules/words/catalogue/*_site.py``: the navigation, the headings the build
adds, the text of the generated parts).
:func:`localize_markdown` runs the English text a directive generates through it one piece at a
time (a heading's title, a table cell, a list item, the text between two HTML tags, a link's
words, some attributes a reader hears), never the whole Markdown, and never code, link targets,
attribute lists or the rest of the markup.
"""

from __future__ import annotations

import html
import importlib
import re
from collections.abc import Callable


def translate(text: str, lang: str) -> str:
    """``text`` in ``lang`` (English, or the text itself when there is no entry)."""
    if lang == "en" or not text.strip():
        return text
    # Imported when a page is converted, as sitebuild.directives imports the package.
    layer: Callable[[str, str], str] = importlib.import_module("pokerrules.words.translate").translate
    lead = text[: len(text) - len(text.lstrip())]
    tail = text[len(text.rstrip()):]
    return lead + layer(text.strip(), lang) + tail


_CODE = re.compile(r"(`+)(?:(?!\1).)+?\1")
_ATTR_LIST = re.compile(r"\{[:]?[ \t]*[#.][^}]*\}|\{[ \t]*[\w-]+=[^}]*\}")
_LINK = re.compile(r"(!?\[)([^\]]*)(\]\([^)]*\))")
_TAG = re.compile(r"<[^>]+>")
_HEARD_ATTRS = re.compile(r'\b(aria-label|title|alt|placeholder|data-help)="([^"]*)"')
_LINE_START = re.compile(r"^(?P<lead>[ \t]*(?:#{1,6}[ \t]+|[-*+][ \t]+|\d+\.[ \t]+|>[ \t]*|"
                         r":[ \t]+|!!!|\?\?\?\+?|===)?[ \t]*)")
_FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,})")
_STRONG = re.compile(r"(\*\*|__)(.+?)\1")


_EDGES = re.compile(r"^(?P<lead>[\s)(·,;:]*)(?P<core>.*?)(?P<tail>[\s)(·,;:]*)$", re.S)


def _text(piece: str, lang: str) -> str:
    """One run of text with no markup but emphasis: translated without the brackets and
    separators around it, its bold parts on their own; HTML character references read as the
    characters they stand for."""
    edges = _EDGES.match(piece)
    if edges and (edges.group("lead") or edges.group("tail")) and edges.group("core"):
        return edges.group("lead") + _text(edges.group("core"), lang) + edges.group("tail")
    if not piece.strip() or not re.search(r"[A-Za-z]", piece):
        return piece
    if "&" in piece:
        plain = html.unescape(piece)
        said = translate(plain, lang)
        return piece if said == plain else html.escape(said, quote=False)
    whole = translate(piece, lang)
    if whole != piece or not _STRONG.search(piece):
        return whole
    return _STRONG.sub(lambda m: m.group(1) + translate(m.group(2), lang) + m.group(1), piece)


def _protected(line: str, lang: str) -> str:
    """A piece of a line: inline code, attribute lists and tags kept, the text between translated."""
    keep = re.compile(f"<code[^>]*>.*?</code>|{_CODE.pattern}|{_ATTR_LIST.pattern}|{_TAG.pattern}")
    out: list[str] = []
    at = 0
    for found in keep.finditer(line):
        out.append(_links(line[at:found.start()], lang))
        token = found.group(0)
        if token.startswith("<") and not token.startswith("<code"):
            token = _HEARD_ATTRS.sub(lambda m: f'{m.group(1)}="{_attr(m.group(2), lang)}"', token)
        out.append(token)
        at = found.end()
    out.append(_links(line[at:], lang))
    return "".join(out)


def _attr(value: str, lang: str) -> str:
    return html.escape(translate(html.unescape(value), lang), quote=True)


def _links(piece: str, lang: str) -> str:
    """Text with Markdown links: the words of each link and the text around, never the target."""
    out: list[str] = []
    at = 0
    for found in _LINK.finditer(piece):
        out.append(_text(piece[at:found.start()], lang))
        out.append(found.group(1) + _text(found.group(2), lang) + found.group(3))
        at = found.end()
    out.append(_text(piece[at:], lang))
    return "".join(out)


def localize_line(line: str, lang: str) -> str:
    """One line of generated Markdown in ``lang``: a table row cell by cell, otherwise the text
    after its block marker (heading, list item, quote, admonition), piece by piece."""
    if lang == "en" or not line.strip():
        return line
    stripped = line.strip()
    if stripped.startswith("|"):
        indent = line[: len(line) - len(line.lstrip())]
        cells = stripped.strip("|").split("|")
        if all(re.fullmatch(r"\s*:?-{3,}:?\s*", c) for c in cells):
            return line
        return indent + "|" + "|".join(_protected(c, lang) for c in cells) + "|"
    lead = _LINE_START.match(line)
    start = lead.end() if lead else 0
    return line[:start] + _protected(line[start:], lang)


def localize_markdown(text: str, lang: str) -> str:
    """Generated Markdown (a directive's expansion) in ``lang``, line by line, piece by piece;
    fenced code untouched."""
    if lang == "en":
        return text
    out: list[str] = []
    fence: str | None = None
    for line in text.split("\n"):
        found = _FENCE.match(line)
        if fence is None and found:
            fence = found.group(1)
        elif fence is not None:
            if found and found.group(1)[0] == fence[0] and line.strip() == found.group(1):
                fence = None
        else:
            line = localize_line(line, lang)
        out.append(line)
    return "\n".join(out)

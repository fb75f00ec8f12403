"""FastAPI's check of a translated page: the same code, links and anchors as its English page.

A translation changes words only. Its fenced code blocks are the English page's, character for
character; it links to the same targets; its headings keep the English anchors, written as fixed
anchors (``## Título { #the-english-anchor }``), so an address with ``#anchor`` works in every
language and the selector lands on the same section; and it has the same ``<!-- md:... -->``
directives, so the same generated parts. :func:`differences` says what differs, in words.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from markdown.extensions.toc import slugify

_FENCE = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})")
_HEADING = re.compile(r"^(?P<level>#{1,6})[ \t]+(?P<title>.*?)[ \t]*#*[ \t]*$")
_FIXED = re.compile(r"\{[^}]*#(?P<anchor>[\w-]+)[^}]*\}\s*$")
_MD_LINK = re.compile(r"\]\((?P<target><[^>]*>|[^)\s]+)(?:\s+\"[^\"]*\")?\)")
_REF_LINK = re.compile(r"^\s*\[[^\]]+\]:\s*(?P<target>\S+)", re.M)
_HREF = re.compile(r"\b(?:href|src)=\"(?P<target>[^\"]+)\"")
_DIRECTIVE = re.compile(r"<!--\s*md:[^>]*?-->")
_FRONT_MATTER = re.compile(r"^-{3}[ \t]*\n.*?\n(?:\.{3}|-{3})[ \t]*\n", re.S)


@dataclass(frozen=True)
class Structure:
    """What a translation keeps from its page: the code blocks (text, in order), the link targets
    (as a multiset, in order of first use), the heading anchors (in order: level and anchor), the
    anchors written as fixed ones, and the directives (in order)."""

    code_blocks: tuple[str, ...]
    links: tuple[str, ...]
    anchors: tuple[tuple[int, str], ...]
    fixed: tuple[bool, ...]
    directives: tuple[str, ...]


def structure(markdown: str) -> Structure:
    """The :class:`Structure` of a page's Markdown (front matter included or not)."""
    text = _FRONT_MATTER.sub("", markdown, count=1)
    blocks: list[str] = []
    prose: list[str] = []
    anchors: list[tuple[int, str]] = []
    fixed: list[bool] = []
    fence: str | None = None
    current: list[str] = []
    for line in text.split("\n"):
        found = _FENCE.match(line)
        if fence is None and found:
            fence, current = found.group("fence"), [line.strip()]
            continue
        if fence is not None:
            current.append(line.strip())
            if found and found.group("fence")[0] == fence[0] and line.strip() == found.group("fence") \
                    and len(found.group("fence")) >= len(fence):
                blocks.append("\n".join(current))
                fence = None
            continue
        prose.append(line)
        heading = _HEADING.match(line)
        if heading:
            title = heading.group("title")
            own = _FIXED.search(title)
            anchors.append((len(heading.group("level")),
                            own.group("anchor") if own else slugify(title, "-")))
            fixed.append(own is not None)
    body = "\n".join(prose)
    targets = [m.group("target").strip("<>") for m in _MD_LINK.finditer(body)]
    targets += [m.group("target") for m in _REF_LINK.finditer(body)]
    targets += [m.group("target") for m in _HREF.finditer(body)]
    return Structure(tuple(blocks), tuple(targets), tuple(anchors), tuple(fixed),
                     tuple(" ".join(d.split()) for d in _DIRECTIVE.findall(body)))


def differences(english: str, translated: str) -> list[str]:
    """What the translated page does not keep of its English page, one sentence each; empty when
    it keeps everything."""
    ours, theirs = structure(english), structure(translated)
    out: list[str] = []
    if ours.code_blocks != theirs.code_blocks:
        missing = [b for b in ours.code_blocks if b not in theirs.code_blocks]
        extra = [b for b in theirs.code_blocks if b not in ours.code_blocks]
        out.append(f"its code blocks differ from the English page's ({len(theirs.code_blocks)} "
                   f"against {len(ours.code_blocks)}; changed or missing: {missing[:1]}, "
                   f"not in English: {extra[:1]})")
    if Counter(ours.links) != Counter(theirs.links):
        lost = sorted((Counter(ours.links) - Counter(theirs.links)).elements())
        added = sorted((Counter(theirs.links) - Counter(ours.links)).elements())
        out.append(f"its links differ: missing {lost}, not in English {added}")
    if ours.anchors != theirs.anchors:
        lost = [a for a in ours.anchors if a not in theirs.anchors]
        added = [a for a in theirs.anchors if a not in ours.anchors]
        out.append(f"its heading anchors differ: missing {lost}, not in English {added}")
    unfixed = [anchor for (_, anchor), own in zip(theirs.anchors, theirs.fixed, strict=True) if not own]
    if unfixed:
        out.append(f"headings without a fixed anchor ({{ #anchor }}): {unfixed}")
    if ours.directives != theirs.directives:
        out.append(f"its directives differ: {list(ours.directives)} against {list(theirs.directives)}")
    return out

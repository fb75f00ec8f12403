"""Templates: an English sentence with slots, and the book of a language's templates.

A template is the English text with ``{name}`` slots: ``{n}``, ``{n1}``, ``{n2}``… match a number
(written as it is); any other name matches some text, which is itself translated. ``{{`` and
``}}`` are literal braces. A book finds the template a whole string matches: the exact text
first, then, among the templates with slots, the one with the most fixed letters.

>>> book = Book({"{who} folds.": "{who} no va.", "Seat {n}": "Asiento {n}", "You": "Tú"})
>>> match = book.find("Seat 3 folds.")
>>> match.template.target, match.values
('{who} no va.', {'who': 'Seat 3'})
>>> book.find("Seat 3 calls.") is None
True
>>> slots("{who} bets {n}.")
('who', 'n')
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

#: A slot, or a doubled brace (a literal one).
_PIECE = re.compile(r"\{\{|\}\}|\{([A-Za-z_][A-Za-z0-9_]*)\}")
#: A number slot's name: ``n``, ``n1``, ``n2``…
_NUMBER_SLOT = re.compile(r"n[0-9]?")
#: What a number slot matches: 12, -3, 1.5, 1,000.
NUMBER = r"[-+]?[0-9]+(?:[.,][0-9]+)*"


class BadTemplate(ValueError):
    """A template or translation that cannot be used: a slot repeated, only slots, or a
    translation whose slots are not the template's."""


def slots(text: str) -> tuple[str, ...]:
    """The slot names of ``text``, in order."""
    return tuple(m.group(1) for m in _PIECE.finditer(text) if m.group(1))


def literal(text: str) -> str:
    """``text`` without its slots, braces undoubled: the fixed part of a template."""
    return _PIECE.sub(lambda m: "" if m.group(1) else m.group(0)[0], text)


def is_number_slot(name: str) -> bool:
    return _NUMBER_SLOT.fullmatch(name) is not None


def _pattern(source: str) -> re.Pattern[str]:
    parts: list[str] = []
    at = 0
    for m in _PIECE.finditer(source):
        parts.append(re.escape(source[at:m.start()]))
        name = m.group(1)
        if name is None:
            parts.append(re.escape(m.group(0)[0]))
        else:
            parts.append(f"(?P<{name}>{NUMBER if is_number_slot(name) else '.+?'})")
        at = m.end()
    parts.append(re.escape(source[at:]))
    return re.compile("".join(parts), re.DOTALL)


def fill(target: str, values: Mapping[str, str]) -> str:
    """``target`` with its slots replaced by ``values`` and its braces undoubled."""
    return _PIECE.sub(lambda m: values[m.group(1)] if m.group(1) else m.group(0)[0], target)


@dataclass(frozen=True)
class Template:
    """One catalogue entry: the English ``source`` and its translation ``target``."""

    source: str
    target: str
    names: tuple[str, ...]
    pattern: re.Pattern[str] | None
    #: How many fixed characters the source has: the more, the more specific.
    weight: int

    @classmethod
    def of(cls, source: str, target: str) -> Template:
        names = slots(source)
        if len(set(names)) != len(names):
            raise BadTemplate(f"A slot is repeated in {source!r}.")
        if sorted(slots(target)) != sorted(names):
            raise BadTemplate(f"The translation {target!r} does not have the slots of {source!r}.")
        fixed = literal(source)
        if names and not re.search(r"[A-Za-z]", fixed):
            raise BadTemplate(f"The template {source!r} has no words of its own.")
        return cls(source, target, names, _pattern(source) if names else None, len(fixed))


@dataclass(frozen=True)
class Match:
    template: Template
    values: dict[str, str]


def _ends(source: str) -> tuple[str, str]:
    """The template's first and last characters when they are fixed, else ``""``."""
    first = "" if source.startswith("{") and not source.startswith("{{") else source[:1]
    last = "" if source.endswith("}") and not source.endswith("}}") else source[-1:]
    return first, last


@dataclass
class Book:
    """A language's templates, indexed: exact texts in a dict, templates with slots by their
    fixed first and last characters, most specific first."""

    exact: dict[str, str] = field(default_factory=dict)
    by_ends: dict[tuple[str, str], list[Template]] = field(default_factory=dict)

    def __init__(self, words: Mapping[str, str]) -> None:
        self.exact = {}
        self.by_ends = {}
        for source, target in words.items():
            template = Template.of(source, target)
            if template.pattern is None:
                self.exact[literal(source)] = literal(target)
            else:
                self.by_ends.setdefault(_ends(source), []).append(template)
        for templates in self.by_ends.values():
            templates.sort(key=lambda t: -t.weight)

    def __len__(self) -> int:
        return len(self.exact) + sum(len(t) for t in self.by_ends.values())

    def find(self, text: str) -> Match | None:
        """The most specific template ``text`` matches whole, or None."""
        if not text:
            return None
        first, last = text[0], text[-1]
        best: Match | None = None
        for key in ((first, last), (first, ""), ("", last), ("", "")):
            for template in self.by_ends.get(key, ()):
                if best is not None and template.weight <= best.template.weight:
                    break
                assert template.pattern is not None
                found = template.pattern.fullmatch(text)
                if found:
                    best = Match(template, found.groupdict())
                    break
        return best

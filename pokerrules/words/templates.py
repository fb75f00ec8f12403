"""Templates: an English sentence with slots, and the book of a language's templates.

A template is the English text with ``{name}`` slots: ``{n}``, ``{n1}``, ``{n2}``… match a number
(written as it is); ``{typed}`` (``{typed1}``…) matches what a player types, kept as it is (a
move's code, ``"n, no, skip"``); any other name matches some text, which is itself translated. ``{{`` and
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
#: A typed slot's name: ``typed``, ``typed1``…
_TYPED_SLOT = re.compile(r"typed[0-9]?")
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


def is_typed_slot(name: str) -> bool:
    """A slot for what a player types (``{typed}``, ``{typed1}``…): never translated."""
    return _TYPED_SLOT.fullmatch(name) is not None


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
    #: The text slots that may hold a list with ``"; "``: all but a slot that ends the template
    #: after words of its own (``"Seat {n} wins with {what}"``): inside brackets, right after a
    #: colon (``"Hint: {hint}"``), or with words after it.
    lists: frozenset[str] = frozenset()

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
        return cls(source, target, names, _pattern(source) if names else None, len(fixed),
                   _list_slots(source))


@dataclass(frozen=True)
class Match:
    template: Template
    values: dict[str, str]


def _ends(source: str) -> tuple[str, str]:
    """The template's first and last characters when they are fixed, else ``""``."""
    first = "" if source.startswith("{") and not source.startswith("{{") else source[:1]
    last = "" if source.endswith("}") and not source.endswith("}}") else source[-1:]
    return first, last


def _list_slots(source: str) -> frozenset[str]:
    """The slots of ``source`` that may hold a list (see :attr:`Template.lists`)."""
    inside, depth, at = set(), 0, 0
    for m in _PIECE.finditer(source):
        depth += sum((c in "([") - (c in ")]") for c in source[at:m.start()])
        if m.group(1) and (depth > 0 or source[:m.start()].endswith(": ") or m.end() < len(source)):
            inside.add(m.group(1))
        at = m.end()
    return frozenset(inside)


def _fits(template: Template, values: Mapping[str, str]) -> bool:
    """Whether each text slot took a piece that stands on its own: its brackets balanced, and
    no whole clause of a list (``"; "`` outside brackets) unless the slot holds lists
    (:attr:`Template.lists`): ``"Seat 2 wins with king, six; you have ace, ace"`` is two
    sentences, each translated on its own, not one template's slot."""
    for name, value in values.items():
        if is_number_slot(name) or is_typed_slot(name):
            continue
        depth = 0
        for at, char in enumerate(value):
            depth += (char in "([") - (char in ")]")
            if depth < 0 or (depth == 0 and name not in template.lists
                             and value.startswith("; ", at)):
                return False
        if depth:
            return False
    return True


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
                if found and _fits(template, found.groupdict()):
                    best = Match(template, found.groupdict())
                    break
        return best

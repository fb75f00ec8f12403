"""Templates: an English sentence with slots, and the book of a language's templates.

A template is the English text with ``{name}`` slots: ``{n}``, ``{n1}``… match a number and
``{sym}``, ``{sym1}``… a card such as ``K♥``, ``{typed}``… what a player types (a move's code,
``"n, no, skip"``), all three kept as they are; ``{rk}``, ``{rk1}``… match a rank's word (``king``,
``Sevens``) and ``{cardname}``… a card's name (``king of hearts``), each then translated; any
other name matches some text, which is itself translated. ``{{`` and
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
from dataclasses import dataclass
from functools import cached_property

#: A slot, or a doubled brace (a literal one).
_PIECE = re.compile(r"\{\{|\}\}|\{([A-Za-z_][A-Za-z0-9_]*)\}")
#: The fewest letters a template with slots has of its own ("No. {why}" has two).
MIN_LETTERS = 2
#: What a number slot matches: 12, -3, 1.5, 1,000.
NUMBER = r"[-+]?[0-9]+(?:[.,][0-9]+)*"
#: A rank's word, singular or plural, in any case.
RANK = ("(?i:aces?|kings?|queens?|jacks?|tens?|nines?|eights?|sevens?|six(?:es)?|fives?|fours?|"
         "threes?|twos?|deuces?)")
#: What each kind of slot matches, by the letters its name starts with (then a digit or none).
SLOT_KINDS: dict[str, str] = {
    "n": NUMBER,
    "sym": r"(?:10|[2-9TJQKA])[♣♦♥♠]",
    "rk": RANK,
    "cardname": rf"{RANK} of (?:clubs|diamonds|hearts|spades)",
    "typed": ".+?",
}
#: The kinds whose text is kept as it is (numbers, cards and what a player types are not words).
KEPT_KINDS = frozenset({"n", "sym", "typed"})
_SLOT_NAME = re.compile(r"([a-z_]+?)([0-9]*)")


class BadTemplate(ValueError):
    """A template or translation that cannot be used: a slot repeated, only slots, or a
    translation whose slots are not the template's."""


def slots(text: str) -> tuple[str, ...]:
    """The slot names of ``text``, in order."""
    return tuple(m.group(1) for m in _PIECE.finditer(text) if m.group(1))


def literal(text: str) -> str:
    """``text`` without its slots, braces undoubled: the fixed part of a template."""
    return _PIECE.sub(lambda m: "" if m.group(1) else m.group(0)[0], text)


def slot_kind(name: str) -> str | None:
    """The kind of slot ``name`` is (a key of :data:`SLOT_KINDS`), None for any text."""
    found = _SLOT_NAME.fullmatch(name)
    return found.group(1) if found and found.group(1) in SLOT_KINDS else None


def is_kept_slot(name: str) -> bool:
    """Whether a slot's text is kept as it is (a number or a card), not translated."""
    return slot_kind(name) in KEPT_KINDS


def _pattern(source: str) -> re.Pattern[str]:
    parts: list[str] = []
    at = 0
    for m in _PIECE.finditer(source):
        parts.append(re.escape(source[at:m.start()]))
        name = m.group(1)
        if name is None:
            parts.append(re.escape(m.group(0)[0]))
        else:
            kind = slot_kind(name)
            parts.append(f"(?P<{name}>{SLOT_KINDS[kind] if kind else '.+?'})")
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
    #: How many fixed characters the source has: the more, the more specific.
    weight: int
    #: The fixed text between the slots, in order: a string the template matches holds each.
    parts: tuple[str, ...]
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
        parts = _fixed_parts(source)
        fixed = "".join(parts)  # the same as literal(source)
        if names and len(re.findall(r"[A-Za-z]", fixed)) < MIN_LETTERS:
            raise BadTemplate(f"The template {source!r} has too few words of its own: it would "
                              "match far more than it means.")
        return cls(source, target, names, len(fixed), parts, _list_slots(source))

    def could_match(self, text: str) -> bool:
        """Whether ``text`` holds the template's fixed parts in order: a quick test that spares
        compiling the pattern of a template that cannot match."""
        at = 0
        for part in self.parts:
            at = text.find(part, at)
            if at < 0:
                return False
            at += len(part)
        return True

    @cached_property
    def pattern(self) -> re.Pattern[str] | None:
        """What a string this template matches looks like (None without slots). Compiled the
        first time a string is tried against it: a book has hundreds, and compiling them all
        when it is installed kept a page in another language waiting (half a second in the
        browser), while a hand tries only a few."""
        return _pattern(self.source) if self.names else None


@dataclass(frozen=True)
class Match:
    template: Template
    values: dict[str, str]


#: How many fixed characters at each end of a template index it.
KEY_CHARS = 6


def _ends(source: str) -> tuple[str, str]:
    """The template's fixed text before its first slot and after its last, at most
    :data:`KEY_CHARS` characters of each: a string it matches starts and ends with them."""
    pieces = _PIECE.split(source)
    head = pieces[0] if not source.startswith("{{") else ""
    tail = pieces[-1] if not source.endswith("}}") else ""
    return head[:KEY_CHARS], tail[-KEY_CHARS:] if tail else ""


def _fixed_parts(source: str) -> tuple[str, ...]:
    """The fixed text between ``source``'s slots, braces undoubled (``"{who} bets {n}."`` has
    ``" bets "`` and ``"."``)."""
    parts: list[str] = []
    current, at = "", 0
    for m in _PIECE.finditer(source):
        current += source[at:m.start()]
        if m.group(1) is None:
            current += m.group(0)[0]
        elif current:
            parts.append(current)
            current = ""
        at = m.end()
    current += source[at:]
    return (*parts, current) if current else tuple(parts)


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
        if is_kept_slot(name):
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


class Book:
    """A language's templates, indexed: exact texts in a dict, templates with slots by the fixed
    text they start and end with (:func:`_ends`), so that a string is tried against the few that
    could match it, most specific first."""

    def __init__(self, words: Mapping[str, str]) -> None:
        self.exact: dict[str, str] = {}
        self.by_ends: dict[tuple[str, str], list[Template]] = {}
        #: Strings translated already, with what they left untranslated (see ``translate``).
        self.memo: dict[str, tuple[str, tuple[str, ...]]] = {}
        for source, target in words.items():
            template = Template.of(source, target)
            if not template.names:
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
        heads = [text[:size] for size in range(min(KEY_CHARS, len(text)) + 1)]
        tails = [text[len(text) - size:] if size else "" for size in range(min(KEY_CHARS, len(text)) + 1)]
        candidates = [template for head in heads for tail in tails
                      for template in self.by_ends.get((head, tail), ())]
        candidates.sort(key=lambda t: -t.weight)
        for template in candidates:
            if not template.could_match(text):
                continue
            assert template.pattern is not None
            found = template.pattern.fullmatch(text)
            if found and _fits(template, found.groupdict()):
                return Match(template, found.groupdict())
        return None

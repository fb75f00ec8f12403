"""The translation layer: a string, or a whole reply of the facade, in the reader's language.

English is the package's own language, so in English nothing is looked up. In another language
a string is found in the language's book (:mod:`pokerrules.words.books`): whole; else with its
first letter in lower case (the result capitalised); else without the brackets around it; else
split into parts (lines, sentences, then at ``; ``, `` · ``, ``: ``, ``, `` and a hyphen between
words, outside brackets), each part translated; else, for a terminal's line, what a player types
before a gap of two spaces stays as it is and the words after it are translated, as are the
notes in brackets after text with no words (``[K♥] [2♣]  (Pares: no)``). Text with no words
(cards, numbers, cards typed as codes such as ``Ac 10h``) is left as it is. Text a template's
slot matched is
translated the same way, a few levels deep at most. What no template matches stays English
(the site is then English in places, never blank), and is noted by :func:`missed` when a test
asks.

A reply is translated key by key: only the values of the keys in :data:`WORD_KEYS` are words;
codes, ids, card codes and histories are never touched, so the page's code reads them as in
English.

>>> from pokerrules.words.books import install
>>> _ = install("es", {"{who} folds.": "{who} no va.", "seat {n}": "asiento {n}"})
>>> translate("Seat 3 folds. Seat 2 folds.", "es")
'Asiento 3 no va. Asiento 2 no va.'
>>> translate_reply({"log": ["Seat 3 folds."], "kind": "Seat 3 folds."}, "es")
{'log': ['Asiento 3 no va.'], 'kind': 'Seat 3 folds.'}
>>> from pokerrules.words.books import forget
>>> forget()
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from pokerrules.words.books import book
from pokerrules.words.languages import ENGLISH
from pokerrules.words.templates import RANK, Book, fill, is_kept_slot

#: The keys of a reply whose values are words a player reads (a string, or a list of them).
WORD_KEYS = frozenset({
    "answer", "assumptions", "basics", "betting", "caption", "choice", "choice_label", "choices",
    "explain", "family", "game_name", "goal", "hands", "help", "hint", "how_words", "info", "label", "lines",
    "log", "loss_words", "mark", "meaning", "means", "message", "model", "name", "note", "notes",
    "part", "pot", "prompt", "question", "round_name", "said", "summary", "tags", "term", "text",
    "ties", "title", "unit", "why", "wild", "words",
})
#: (parent key, key) pairs where a word key holds a code the page compares: an option's name,
#: a coach figure's name.
CODE_PAIRS = frozenset({("options", "name"), ("figures", "name"), ("history", "variant")})
#: Keys whose value maps words (a choice a player reads) to words (why it is wrong): both sides
#: are translated, the same way as the choices themselves, so the page still finds one by the
#: other.
WORDS_BY_WORDS = frozenset({"reasons"})
#: Keys whose whole value is data (never walked).
DATA_KEYS = frozenset({"history", "deck", "actions", "seed"})
#: How many translated strings a book remembers (then it forgets them all and starts again).
MAX_MEMO = 20_000
#: How deep a slot's text is translated in turn.
MAX_DEPTH = 4
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=\S)")
_SPLITS = ("; ", " · ", ": ", ", ", "-")
#: Ranks joined by hyphens ("King-jack-nine", "queen-six-four"): the only text split at ``-``
#: (not an id such as "no-such-game", nor a name such as "Twenty-Five").
_HYPHENED = re.compile(rf"{RANK}(?:-{RANK})+")
#: Two letters in a row: text that may need words (a card's "K♥" does not).
_LETTER = re.compile(r"[A-Za-z]{2}")
#: A card typed as a code (``Ac``, ``10h``, ``Qd``): what a player types, never words.
_CARD_CODE = re.compile(r"(?<![\w])(?:10|[2-9TJQKA])[cdhs](?![\w])")
#: What a player types, a gap of two spaces or more, then its words: a terminal's help line
#: ``bid 2            Open with 2``; what is typed stays as it is.
_TYPED_THEN_WORDS = re.compile(r"(?P<typed>[^\s(](?:\S| (?! ))*)(?P<gap> {2,})(?P<words>\S.*)",
                               re.DOTALL)
#: Text with no words, then notes in brackets: a terminal's ``[K♥] [2♣]  (Pares: no)``.
_BRACKETED_TAIL = re.compile(r"(?P<head>.*?\S)(?P<gap>\s+)(?P<tail>\(.*\))", re.DOTALL)

_missed: list[set[str]] = []


@contextmanager
def missed() -> Iterator[set[str]]:
    """Inside the block, the set of strings (with letters) that no template matched."""
    found: set[str] = set()
    _missed.append(found)
    try:
        yield found
    finally:
        _missed.pop()  # the blocks nest, so the last one noted is this one


def _note_miss(text: str) -> None:
    for found in _missed:
        found.add(text)


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def _whole(text: str, words: Book, depth: int) -> str | None:
    """``text`` translated whole by one entry, or None."""
    found = words.exact.get(text)
    if found is not None:
        return found
    match = words.find(text)
    if match is None:
        return None
    values = {name: value if is_kept_slot(name) or depth >= MAX_DEPTH
              else _text(value, words, depth + 1)
              for name, value in match.values.items()}
    return fill(match.template.target, values)


def _text(text: str, words: Book, depth: int) -> str:
    """``text`` translated, remembered by the book (with what it missed, noted again when it is
    asked for again): a hand's log is sent again with every move."""
    if not _LETTER.search(_CARD_CODE.sub(" ", text)):
        return text
    known = words.memo.get(text)
    if known is None:
        with missed() as found:
            result = _translated(text, words, depth)
        if len(words.memo) >= MAX_MEMO:
            words.memo.clear()
        known = words.memo[text] = (result, tuple(sorted(found)))
    for miss in known[1]:
        _note_miss(miss)
    return known[0]


def _translated(text: str, words: Book, depth: int) -> str:
    whole = _whole(text, words, depth)
    if whole is not None:
        return whole
    if text[:1].isupper():
        lower = _whole(text[:1].lower() + text[1:], words, depth)
        if lower is not None:
            return _capitalised(lower)
    stripped = text.strip()
    if stripped != text and stripped:
        lead = text[:len(text) - len(text.lstrip())]
        return lead + _text(stripped, words, depth) + text[len(text.rstrip()):]
    if text[:1] == "(" and text[-1:] == ")" and _balanced(text[1:-1]):
        return "(" + _text(text[1:-1], words, depth) + ")"
    if "\n" in text:
        return "\n".join(_text(line, words, depth) for line in text.split("\n"))
    sentences = _SENTENCE.split(text)
    if len(sentences) > 1:
        return " ".join(_text(part, words, depth) for part in sentences)
    for mark in _SPLITS:
        if mark == "-" and not _HYPHENED.fullmatch(text):
            continue
        parts = _outside_brackets(text, mark)
        if len(parts) > 1:
            return mark.join(_text(part, words, depth) for part in parts)
    typed = _TYPED_THEN_WORDS.fullmatch(text)
    if typed:
        return typed["typed"] + typed["gap"] + _text(typed["words"], words, depth)
    tail = _BRACKETED_TAIL.fullmatch(text)
    if tail and _balanced(tail["tail"][1:-1]) and not _LETTER.search(tail["head"]):
        return tail["head"] + tail["gap"] + _text(tail["tail"], words, depth)
    _note_miss(text)
    return text


def _outside_brackets(text: str, mark: str) -> list[str]:
    """``text`` split at each ``mark`` that is not inside brackets."""
    parts, depth, start, at = [], 0, 0, 0
    while at < len(text):
        char = text[at]
        depth += (char in "([") - (char in ")]")
        if depth == 0 and text.startswith(mark, at):
            parts.append(text[start:at])
            start = at = at + len(mark)
            continue
        at += 1
    return [*parts, text[start:]]


def _balanced(text: str) -> bool:
    depth = 0
    for char in text:
        depth += (char in "([") - (char in ")]")
        if depth < 0:
            return False
    return depth == 0


def translate(text: str, lang: str) -> str:
    """``text`` in ``lang`` (English text is returned as it is)."""
    if lang == ENGLISH:
        return text
    return _text(text, book(lang), 0)


def _words(value: Any, words: Book) -> Any:
    if isinstance(value, str):
        return _text(value, words, 0)
    if isinstance(value, list):
        return [_words(item, words) for item in value]
    if isinstance(value, dict):
        return _walk(value, words, None)
    return value


def _walk(value: Any, words: Book, parent: str | None) -> Any:
    if isinstance(value, list):
        return [_walk(item, words, parent) for item in value]
    if not isinstance(value, dict):
        return value
    out: dict[str, Any] = {}
    for key, item in value.items():
        if key in DATA_KEYS or (parent, key) in CODE_PAIRS:
            out[key] = item
        elif key in WORD_KEYS:
            out[key] = _words(item, words)
        elif key in WORDS_BY_WORDS and isinstance(item, dict):
            out[key] = {_text(name, words, 0): _words(text, words) for name, text in item.items()}
        else:
            out[key] = _walk(item, words, key)
    return out


def translate_reply(reply: Any, lang: str) -> Any:
    """A copy of ``reply`` (JSON data) with the words of :data:`WORD_KEYS` in ``lang``; the
    reply itself in English."""
    if lang == ENGLISH:
        return reply
    return _walk(reply, book(lang), None)

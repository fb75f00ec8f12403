"""The pseudo-language the tests use (code ``qps``): every template's fixed words come back
accented, lengthened and marked ``⟦…⟧``, so that any word a player can read that is not marked
went around the translation layer.

>>> mark_template("{who} bets {n}.")
'{who} ⟦ƀéţš~⟧ {n}.'
>>> unmarked("⟦Ŝéáţ~⟧ 3 ⟦ƒöļðš.~⟧"), unmarked("Seat 3 ⟦ƒöļðš.~⟧"), unmarked("K♥ 10♠ Jh ⟦x⟧")
([], ['Seat'], [])
"""

from __future__ import annotations

import re

from pokerrules.words.languages import PSEUDO as PSEUDO
from pokerrules.words.templates import _PIECE

OPEN, CLOSE = "⟦", "⟧"
_ACCENTS = str.maketrans("abcdefghijklmnorstuwyzABCDEGHIJKLNORSTUWYZ",
                         "áƀçðéƒĝĥíĵķļɱñöŕšţüŵýžÁƁÇÐÉĜĤÎĴĶĻÑÖŔŜŢÜŴÝŽ")
_MARKED = re.compile(f"{OPEN}[^{CLOSE}]*{CLOSE}")
#: Two letters of the English alphabet in a row: a word nobody translated.
_WORD = re.compile(r"[A-Za-z]{2,}")
#: An address on the site (``games/mus/?deal=1&opt.kings=four``): not words.
_ADDRESS = re.compile(r"\S*[/?=&#]\S*")
#: A card's code (``Jc``, ``As``, ``10h``): not words, whatever the language.
_CARD_CODE = re.compile(r"(?<![A-Za-z])(?:10|[2-9TJQKA])[cdhs](?![A-Za-z])")


def mark(text: str) -> str:
    """Fixed text in the pseudo-language: accented, about a third longer, marked (spaces at its
    ends stay outside the mark). Text with no letters is left as it is: it needs no words."""
    if not re.search(r"[^\W\d_]", text):
        return text
    core = text.strip()
    lead, trail = text[:len(text) - len(text.lstrip())], text[len(text.rstrip()):]
    return f"{lead}{OPEN}{core.translate(_ACCENTS)}{'~' * (len(core) // 3)}{CLOSE}{trail}"


def mark_template(template: str) -> str:
    """``template`` in the pseudo-language: each fixed piece marked, the slots kept."""
    out: list[str] = []
    at = 0
    for m in _PIECE.finditer(template):
        if m.group(1):
            out.append(mark(template[at:m.start()]))
            out.append(m.group(0))
            at = m.end()
    out.append(mark(template[at:]))
    return "".join(out)


def unmarked(text: str) -> list[str]:
    """The English-looking words of ``text`` outside every mark (none when everything a player
    reads in it went through the layer)."""
    return _WORD.findall(_ADDRESS.sub(" ", _CARD_CODE.sub(" ", _MARKED.sub(" ", text))))

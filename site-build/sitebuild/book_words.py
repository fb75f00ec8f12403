"""The package's words for the browser's engine: ``<site>/words/<lang>.book.json``.

The browser's Python never imports the catalogues (they are not in its snapshot, and the games'
bundles leave them out): when a page asks the engine in another language for the first time, the
worker fetches that language's book, every entry of the language's catalogues merged
(:func:`pokerrules.words.books.words_of`), and gives it to
:func:`pokerrules.words.books.install`. English needs no book, so an English page fetches
nothing more. ``qps.book.json`` is the tests' pseudo-language.
"""

from __future__ import annotations

import json
from pathlib import Path

from pokerrules.words.books import words_of
from pokerrules.words.languages import ENGLISH, LANGUAGES
from pokerrules.words.pseudo import PSEUDO

#: The folder of the books, at the site's root (beside the page's own ``<lang>.json``).
FOLDER = "words"
SUFFIX = ".book.json"


def book_name(lang: str) -> str:
    return f"{lang}{SUFFIX}"


def write_books(site_dir: Path) -> list[Path]:
    """Write every language's book but English's into ``site_dir``; returns the files."""
    folder = site_dir / FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for lang in [code for code in LANGUAGES if code != ENGLISH] + [PSEUDO]:
        path = folder / book_name(lang)
        path.write_text(json.dumps(words_of(lang), ensure_ascii=False, separators=(",", ":"),
                                   sort_keys=True), encoding="utf-8")
        written.append(path)
    return written

"""The catalogues of a language, found and merged into one :class:`~pokerrules.words.templates.Book`.

A catalogue is a module that exports ``WORDS: dict[str, str]`` (English template -> its
translation). The shared ones are in :mod:`pokerrules.words.catalogue`; a game's own are in its
folder's ``words`` package, so a game's words travel with the game. A language's modules are
named after it (``es``, ``pt_br``, ``en``), and any module named ``es_<something>`` is merged in
too. English modules list English templates (each its own translation): the pseudo-language
(:mod:`pokerrules.words.pseudo`) marks every template of every catalogue.

The browser's Python does not import the catalogues: the page gives it the language's merged
book, built at site build time from the same modules (:func:`install`).
"""

from __future__ import annotations

import importlib
import json
import pkgutil
from collections.abc import Mapping
from pathlib import Path

import pokerrules.games
from pokerrules.words.languages import ENGLISH, GAME_WORDS, LANGUAGES, PSEUDO, module_name
from pokerrules.words.pseudo import mark_template
from pokerrules.words.templates import Book

_installed: dict[str, Book] = {}
_loaded: dict[str, Book] = {}


#: The package of the shared catalogues.
CATALOGUE = "pokerrules.words.catalogue"

#: The modules of the page's own words (``es_page.py``): the page's script reads them, never the
#: package (a template written for a button could catch one of the package's sentences).
PAGE_SUFFIX = "_page"


def _modules_in(package: str, folder: Path, lang: str) -> list[str]:
    stem = module_name(lang)
    return sorted(f"{package}.{info.name}" for info in pkgutil.iter_modules([str(folder)])
                  if (info.name == stem or info.name.startswith(stem + "_"))
                  and not info.name.endswith(PAGE_SUFFIX))


def shared_modules(lang: str) -> list[str]:
    """The names of the shared catalogue modules of ``lang`` (not the page's own), in name
    order: ``es`` first, then ``es_games``, ``es_site``…"""
    try:
        shared = importlib.import_module(CATALOGUE)
    except ModuleNotFoundError:  # the site's wheel has none: the page installs a merged book
        return []
    return _modules_in(shared.__name__, Path(shared.__path__[0]), lang)


def catalogue_modules(lang: str) -> list[str]:
    """The names of every catalogue module of ``lang``: the shared ones, then each game
    folder's, in name order."""
    names = shared_modules(lang)
    games = Path(pokerrules.games.__path__[0])
    for info in sorted(pkgutil.iter_modules([str(games)]), key=lambda i: i.name):
        folder = games / info.name / GAME_WORDS
        if info.ispkg and folder.joinpath("__init__.py").is_file():
            names += _modules_in(f"{pokerrules.games.__name__}.{info.name}.{GAME_WORDS}", folder, lang)
    return names


def words_of(lang: str) -> dict[str, str]:
    """Every entry of ``lang``'s catalogues, merged; for the pseudo-language, every template of
    every language, marked."""
    if lang == PSEUDO:
        templates = {source for code in LANGUAGES for source in words_of(code)}
        return {source: mark_template(source) for source in sorted(templates)}
    merged: dict[str, str] = {}
    for name in catalogue_modules(lang):
        words = importlib.import_module(name).WORDS
        merged.update(words if lang != ENGLISH else {source: source for source in words})
    return merged


def install(lang: str, words: Mapping[str, str] | str) -> int:
    """Use ``words`` (a mapping, or its JSON text) as ``lang``'s book from now on; returns how
    many entries it has. The browser's engine calls it with the book the site built."""
    data = json.loads(words) if isinstance(words, str) else words
    _installed[lang] = Book(data)
    return len(_installed[lang])


def book(lang: str) -> Book:
    """``lang``'s book: the one installed, else built from its catalogues (once)."""
    if lang in _installed:
        return _installed[lang]
    if lang not in _loaded:
        _loaded[lang] = Book(words_of(lang))
    return _loaded[lang]


def forget() -> None:
    """Drop every book, installed or built (the next request builds them again)."""
    _installed.clear()
    _loaded.clear()

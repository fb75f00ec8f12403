"""Every word a player reads, in the reader's language: one translation layer for the package and
the page (:mod:`~pokerrules.words.translate`), its catalogues per language
(:mod:`~pokerrules.words.books`), the glossary of game terms, and the pseudo-language the tests
use to find words that bypass it (:mod:`~pokerrules.words.pseudo`).

Only :mod:`~pokerrules.words.languages` (which codes there are) is imported by a request in
English: the rest is imported by the first request in another language, so the browser's
snapshot holds none of it and a page in another language loads it on top (``pokerrules.api.preload``).
"""

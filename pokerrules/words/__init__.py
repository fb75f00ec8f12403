"""Every word a player reads, in the reader's language: one translation layer for the package and
the page (:mod:`~pokerrules.words.translate`), its catalogues per language
(:mod:`~pokerrules.words.books`), the glossary of game terms, and the pseudo-language the tests
use to find words that bypass it (:mod:`~pokerrules.words.pseudo`)."""

from pokerrules.words.books import install as install
from pokerrules.words.languages import LANGUAGES as LANGUAGES
from pokerrules.words.languages import check_lang as check_lang
from pokerrules.words.translate import translate as translate
from pokerrules.words.translate import translate_reply as translate_reply

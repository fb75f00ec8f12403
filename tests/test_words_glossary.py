"""The catalogues use their glossary's words: for every entry whose English holds a glossary term
(a whole word, any case), the translation holds the glossary's word for it (or an inflection of
it). A term qualified with a game, ``"hand (Mus)"``, rules that game's own catalogues.

One check, parametrised over the glossary modules (one per language); each language lists the
few other senses its English terms have (a game as a kind of game, "set" as a verb…).
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import unicodedata
from collections.abc import Iterator, Mapping

import pytest

import pokerrules.words.glossary
from pokerrules.lookup.registry import variants
from pokerrules.words.books import catalogue_modules
from pokerrules.words.languages import LANGUAGES, module_name
from pokerrules.words.templates import literal

GLOSSARIES = sorted(info.name for info in pkgutil.iter_modules(pokerrules.words.glossary.__path__))
#: Each language's code by its modules' name (``pt_br`` -> ``pt-BR``).
LANG_OF = {module_name(code): code for code in LANGUAGES}
#: Game names stay as they are, so the terms inside them ("Five Card Draw") are not terms.
GAME_NAMES = sorted({v.name for v in variants()}, key=len, reverse=True)
_QUALIFIED = re.compile(r"^(?P<term>.+) \((?P<game>[^)]+)\)$")

#: Per language: forms of a glossary word that its stem does not reach (a stem that changes),
#: and other senses of an English term, each with the stems that say it.
OTHER_FORMS: dict[str, dict[str, tuple[str, ...]]] = {
    "es": {
        "apostar": ("apuest",),
        "quiero": ("quis", "quer"),
        "no quiero": ("no quis", "no quer"),
        "envido": ("envit",),
    },
    "pt-BR": {
        "batida": ("bat",),  # bater, bate: the verb of the same going out
    },
}
SENSES: dict[str, dict[str, tuple[str, ...]]] = {
    "es": {
        "game": ("juego",),  # a kind of game, not one played
        "match": ("coincid", "empareja"),  # cards that match a rank
        "dealer": ("banca",),  # a casino's dealer
        "set": ("pon", "fij"),  # the verb
        "stack": ("apil",),  # the verb
        "draw": ("descart", "cambi"),  # a draw in draw poker
        "call": ("basta", "elig"),  # "until a player calls it"; calling a game at a night
        "judge": ("juzg",),  # the verb
        "points (Mus)": ("tantos",),
        "call (Mus)": ("órdago",),  # calls órdago
        "hand (Mus)": ("cartas", "mano {n}"),  # the hands shown; a judge's numbered hand
        "see (Mus)": ("ves", "ver"),  # the cards you cannot see
        "match (Pif Paf)": ("partida",),  # a match by lives is one partida
        "showdown": ("mano", "manos"),  # "judge a showdown": judge the hands shown
        "run": ("ejecut",),  # the verb: run a command
    },
    "pt-BR": {
        # a move's code, kept as it is where a line says what to type
        "bet": ("bet",),
        "check": ("check",),
        "discard": ("discard",),
        "fold": ("fold",),
        "raise": ("raise",),
        "hint": ("hint",),
        "draw": ("draw", "empat", "troc", "troq"),  # also a drawn match; a draw in draw poker
        "call": ("call", "escolh", "peç"),  # also a game called at a night; calling órdago
        "deal": ("dar as cartas", "dê as cartas", "dá as cartas", "dando as cartas", "distribu",
                 "jogado de novo"),  # the verb
        "turn": ("abr", "vir", "recus"),  # turn a card up, over or down
        "run": ("acab", "rod"),  # the stock runs out; the verb: run a command
        "showdown": ("mão", "mãos"),  # "judge a showdown": judge the hands shown
        "all in": ("todas em", "todos em"),  # cards all in melds
        "set": ("pon",),  # the verb
        "stack": ("empilh",),  # the verb
        "judge": ("julg",),  # the verb
        "match": ("coincid", "igual"),  # cards that match a rank; a hand that matches the pot
        "card": ("vira",),  # the card turned up is the vira
        "rank": ("iguais",),  # cards of one rank
        "match (Pif Paf)": ("partida",),
    },
}


def plain(text: str) -> str:
    """``text`` in lower case without accents."""
    decomposed = unicodedata.normalize("NFD", text.lower())
    return "".join(c for c in decomposed if unicodedata.category(c) != "Mn")


_ENDINGS = ("arse", "erse", "irse", "ar", "er", "ir", "os", "as", "es", "o", "a", "e", "s")


def stem(word: str) -> str:
    """A word without the ending its inflections change: ``retirarse`` -> ``retir``."""
    word = plain(word)
    for ending in _ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[:-len(ending)]
    return word


def says(target: str, word: str) -> bool:
    """Whether ``target`` holds ``word``'s content words (articles and the like aside), each
    perhaps inflected."""
    text = plain(target)
    words = [w for w in word.split() if len(w) > 2 or w == "no"]
    return all(stem(w) in text for w in words)


def glossary_of(module: str) -> dict[str, str]:
    found: dict[str, str] = importlib.import_module(f"{pokerrules.words.glossary.__name__}.{module}").GLOSSARY
    return found


def terms_for(glossary: Mapping[str, str], game: str | None) -> dict[str, str]:
    """The glossary as one game's catalogue reads it: its qualified terms over the plain ones."""
    terms = {key: word for key, word in glossary.items() if not _QUALIFIED.match(key)}
    for key, word in glossary.items():
        found = _QUALIFIED.match(key)
        if found and game is not None and plain(found["game"]) == plain(game):
            terms[found["term"]] = word
    return terms


def game_of(module: str) -> str | None:
    """The game folder a catalogue module belongs to (``pokerrules.games.mus.words.es`` -> mus)."""
    parts = module.split(".")
    return parts[2].replace("_", " ") if parts[:2] == ["pokerrules", "games"] else None


def terms_in(english: str, terms: Mapping[str, str]) -> Iterator[str]:
    """The glossary terms ``english`` holds as whole words, longest first, each span once."""
    text = literal(english).lower()
    for name in GAME_NAMES:
        text = re.sub(rf"(?<!\w){re.escape(name.lower())}(?!\w)", " ", text)
    for term in sorted(terms, key=len, reverse=True):
        pattern = re.compile(rf"(?<!\w){re.escape(term.lower())}(?!\w)")
        if pattern.search(text):
            yield term
            text = pattern.sub(" ", text)


def off_glossary(lang: str, glossary: Mapping[str, str], module: str,
                 words: Mapping[str, str]) -> list[str]:
    """Each entry of ``words`` (a catalogue module's) whose translation misses a glossary word."""
    game = game_of(module)
    terms = terms_for(glossary, game)
    other = OTHER_FORMS.get(lang, {})
    senses = SENSES.get(lang, {})
    wrong = []
    for english, target in words.items():
        if target == english:  # kept as it is: a name, or what a player types
            continue
        for term in terms_in(english, terms):
            word = terms[term]
            stems = [*other.get(word, ()), *senses.get(term, ()),
                     *(form for key, forms in senses.items()
                       if game and plain(key) == plain(f"{term} ({game})") for form in forms)]
            if not (says(target, word) or any(plain(s) in plain(target) for s in stems)):
                wrong.append(f"{module}: {english!r} -> {target!r} lacks {word!r} ({term})")
    return wrong


@pytest.mark.parametrize("glossary", GLOSSARIES)
def test_every_catalogue_uses_its_glossary_words(glossary: str) -> None:
    lang = LANG_OF[glossary]
    terms = glossary_of(glossary)
    wrong = [line for module in catalogue_modules(lang)
             for line in off_glossary(lang, terms, module, importlib.import_module(module).WORDS)]
    assert not wrong, f"{len(wrong)} entries:\n" + "\n".join(wrong[:60])


@pytest.mark.parametrize("glossary", GLOSSARIES)
def test_every_glossary_is_a_language_with_catalogues(glossary: str) -> None:
    assert glossary in LANG_OF and catalogue_modules(LANG_OF[glossary])


def test_the_check_finds_a_word_off_the_glossary() -> None:
    """The check can fail: a fold that is not the glossary's word, a Mus hand called "mano"."""
    glossary = {"fold": "retirarse", "hand": "mano", "hand (Mus)": "jugada", "seat": "asiento"}
    shared = "pokerrules.words.catalogue.es"
    assert off_glossary("es", glossary, shared, {"You fold.": "Te retiras."}) == []
    assert off_glossary("es", glossary, shared, {"You fold.": "Abandonas."})
    mus = "pokerrules.games.mus.words.es"
    assert off_glossary("es", glossary, mus, {"Your hand": "Tu jugada"}) == []
    assert off_glossary("es", glossary, mus, {"Your hand": "Tu mano"})
    # A term inside a game's name, or a word only in a slot, is not a term.
    named = {"Seat {n} plays Five Card Draw": "Asiento {n} juega a Five Card Draw"}
    assert off_glossary("es", glossary, shared, named) == []

"""The languages the package speaks: English (the default and the source of every template),
Spanish and Brazilian Portuguese, and the pseudo-language of the tests.

>>> check_lang("es"), check_lang(None), lang_from_environment({"LANG": "pt_BR.UTF-8"})
('es', 'en', 'pt-BR')
>>> module_name("pt-BR"), lang_from_environment({"LC_ALL": "C", "LANG": "es_ES.UTF-8"})
('pt_br', 'en')
"""

from __future__ import annotations

from collections.abc import Mapping

from pokerrules.core.errors import BadRequest, quote

ENGLISH = "en"
#: The pseudo-language's code (a private-use tag, never offered to players; the tests'
#: language, :mod:`pokerrules.words.pseudo`).
PSEUDO = "qps"
#: The name of a game folder's package of catalogues.
GAME_WORDS = "words"
#: The languages a player may choose, with their names in their own words.
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español", "pt-BR": "Português (Brasil)"}
#: Every code the layer takes: the players' languages and the tests' pseudo-language.
CODES = (*LANGUAGES, PSEUDO)
#: How a locale's language part (``es_ES.UTF-8`` -> ``es``) maps to a code.
_LOCALES = {"es": "es", "pt": "pt-BR", "en": "en", PSEUDO: PSEUDO}


def check_lang(lang: object) -> str:
    """The language asked for (English when none is given), or a clear error."""
    if lang is None:
        return ENGLISH
    if isinstance(lang, str) and lang in CODES:
        return lang
    raise BadRequest(f"There is no language {quote(lang)}; the package speaks "
                     f"{', '.join(LANGUAGES)} ({', '.join(LANGUAGES.values())}).")


def module_name(lang: str) -> str:
    """The name of a language's catalogue modules: ``es``, ``pt_br``."""
    return lang.lower().replace("-", "_")


def lang_from_locale(locale: str) -> str | None:
    """The code for a locale string (``es_ES.UTF-8``, ``pt_BR``, ``pt-BR``), None when the package
    does not speak it."""
    part = locale.replace("-", "_").split(".")[0].split("@")[0]
    return _LOCALES.get(part.split("_")[0].lower()) if part else None


def lang_from_environment(env: Mapping[str, str]) -> str:
    """The language of the usual locale variables, in POSIX's order (``LANGUAGE``, ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG``): the first one set decides; English when it is none we speak."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            for locale in value.split(":"):
                found = lang_from_locale(locale)
                if found:
                    return found
            return ENGLISH
    return ENGLISH

"""The page's own words in each language, for docs/javascripts/words.js: ``<site>/words/<lang>.json``.

The page's English templates are ``pokerrules/words/catalogue/en_page.py`` (made from the
JavaScript by ``python -m sitebuild.page_words --write-english``: every template passed to
``t()``/``tNodes()``). Each other language's file maps those templates to that language's, from
the same catalogues as the package: every module of the language in
``pokerrules/words/catalogue/`` (``es.py``, ``es_page.py``…; ``pt_br*.py`` for pt-BR), so a
template the package's catalogue already translates needs no second entry. A template with no
translation is left out, and the page shows it in English.

``qps.json`` is the tests' pseudo-language: every template marked by
``pokerrules.words.pseudo.mark_template``, so that a browser test can see any words a player
reads that did not go through the catalogue. English needs no file: the page costs nothing more.
"""

from __future__ import annotations

import argparse
import importlib
import json
from pathlib import Path
from types import ModuleType

from sitebuild.js_strings import page_templates

#: The page's language -> the module prefix of its catalogues.
LANGUAGES = {"es": "es", "pt-BR": "pt_br"}
#: The tests' pseudo-language (pokerrules.words.pseudo.PSEUDO).
PSEUDO = "qps"
CATALOGUE_PACKAGE = "pokerrules.words.catalogue"
ENGLISH_MODULE = f"{CATALOGUE_PACKAGE}.en_page"
FOLDER = "words"



def _words_of(module: ModuleType) -> dict[str, str]:
    words = getattr(module, "WORDS", None)
    if not isinstance(words, dict):
        raise TypeError(f"{module.__name__} has no WORDS dict")
    return {str(k): str(v) for k, v in words.items()}


def english_templates() -> dict[str, str]:
    """The page's English templates (en_page.WORDS)."""
    return _words_of(importlib.import_module(ENGLISH_MODULE))


def catalogue_of(lang: str) -> dict[str, str]:
    """The shared catalogue modules of one language merged (``pokerrules.words.books``:
    ``es.py`` first, then ``es_*.py`` in name order; a later entry wins)."""
    from pokerrules.words.books import shared_modules

    merged: dict[str, str] = {}
    for name in shared_modules(lang):
        merged.update(_words_of(importlib.import_module(name)))
    return merged


def page_catalogues() -> dict[str, dict[str, str]]:
    """Each language's file: {lang: {English template: its words}}."""
    english = english_templates()
    out: dict[str, dict[str, str]] = {}
    for lang, prefix in LANGUAGES.items():
        # The page's own module last: where another module of the language says a template
        # otherwise, the page keeps its words.
        words = catalogue_of(lang)
        words.update(_words_of(importlib.import_module(f"{CATALOGUE_PACKAGE}.{prefix}_page")))
        out[lang] = {template: words[template] for template in english if template in words}
    # Imported here, as the catalogues are: from the tree being built, once it is on the path.
    from pokerrules.words.pseudo import mark_template

    out[PSEUDO] = {template: mark_template(template) for template in english}
    return out


def write_page_words(site_dir: Path) -> None:
    """Write ``<site_dir>/words/<lang>.json`` for every language but English."""
    folder = site_dir / FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    for lang, words in page_catalogues().items():
        text = json.dumps(words, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
        path = folder / f"{lang}.json"
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")


def english_source(js_dir: Path) -> str:
    """The text of en_page.py for the templates of ``js_dir``."""
    found = page_templates(js_dir)
    lines = [
        '"""The page\'s own words in English: every template docs/javascripts/*.js passes to t() or',
        "tNodes() (docs/javascripts/words.js), each mapped to itself. Made by",
        "``python -m sitebuild.page_words --write-english``; change the JavaScript, then run it.",
        "The Spanish and Brazilian Portuguese are in es_page.py and pt_br_page.py; a test checks",
        'that both only translate templates listed here, with the same {slots}."""',
        "",
        "# ruff: noqa: E501  (a template is one line, however long: a sentence is never cut)",
        "",
        "from __future__ import annotations",
        "",
        "_TEMPLATES = (",
    ]
    for template in sorted(found, key=lambda k: (found[k][0].split(":")[0], k)):
        lines.append(f"    {json.dumps(template, ensure_ascii=False)},")
    lines += [")", "", "WORDS: dict[str, str] = {template: template for template in _TEMPLATES}", ""]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--write-english", action="store_true",
                        help="rewrite pokerrules/words/catalogue/en_page.py from docs/javascripts")
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[2])
    args = parser.parse_args()
    if args.write_english:
        target = args.root / "pokerrules" / "words" / "catalogue" / "en_page.py"
        target.write_text(english_source(args.root / "docs" / "javascripts"), encoding="utf-8")
        print(f"wrote {target}")


if __name__ == "__main__":
    main()

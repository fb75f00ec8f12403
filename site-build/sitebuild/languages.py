"""The site's languages: English at the root, and one tree per other language (FastAPI's model).

Each language is one MkDocs build. English reads ``docs/`` without the translation folders
(``docs/es/``, ``docs/pt-BR/``: ``mkdocs.yml``'s ``exclude_docs``); another language reads a
docs folder made for it (:func:`language_docs`): every English page, replaced by its translation
where ``docs/<code>/`` has one at the same relative path, and otherwise the English page marked
``pr_untranslated`` in its front matter (the theme then says so in the reader's language and marks
the content ``lang="en"``; its generated parts stay English). So every page exists in every tree,
and the language selector goes to the same path under the other tree's root.

The runtime is shared: a language tree has no ``javascripts/``, ``stylesheets/``, ``assets/icons``
or ``pyodide/`` of its own; its pages load the root's (:func:`language_config`).
"""

from __future__ import annotations

import copy
import re
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sitebuild import words
from sitebuild.errors import SiteBuildError

#: The extension whose option carries the build's language (``sitebuild.directives``).
DIRECTIVES = "sitebuild.directives"
#: The front-matter key that marks a page built from the English Markdown in another tree.
UNTRANSLATED_KEY = "pr_untranslated"
#: The docs folders shared by every tree, served once from the root.
SHARED_FOLDERS = ("javascripts", "stylesheets", "assets")
#: Files at the docs root that only the root serves (the worker template, the app manifest).
SHARED_FILES = ("sw.js", "manifest.webmanifest")


@dataclass(frozen=True)
class Language:
    """One tree of the site: ``code`` (its ``<html lang>``, hreflang and folder under the root,
    ``""`` for English at the root), its name in itself (the selector), Material's language,
    the search stemmer, and the note an untranslated page opens with."""

    code: str
    name: str
    folder: str
    theme_language: str
    search_lang: str
    untranslated_note: str


ENGLISH = Language("en", "English", "", "en", "en", "")
LANGUAGES: tuple[Language, ...] = (
    ENGLISH,
    Language("es", "Español", "es", "es", "es",
             "Esta página aún no está traducida: la mostramos en inglés."),
    Language("pt-BR", "Português (Brasil)", "pt-BR", "pt-BR", "pt",
             "Esta página ainda não foi traduzida: ela aparece em inglês."),
)
#: What every tree loads from the root (the service worker saves these whatever the language).
SHARED_PREFIXES = ("pyodide/", "javascripts/", "stylesheets/", "assets/icons/", "manifest.webmanifest")
#: The translation folders under docs/, which the English build leaves out.
TRANSLATION_FOLDERS = tuple(language.folder for language in LANGUAGES if language.folder)


def by_code(code: str) -> Language:
    for language in LANGUAGES:
        if language.code == code:
            return language
    raise SiteBuildError(f"languages: no language {code!r} (one of "
                         f"{', '.join(lang.code for lang in LANGUAGES)})")


def alternate(language: Language) -> list[dict[str, str]]:
    """Material's ``extra.alternate`` for a page of ``language``'s tree: every language's root,
    relative to this tree's root (``link``) and to the site's root (``folder``); the templates
    add the page's own path (``mkdocs.yml`` holds English's, for a plain ``mkdocs build``)."""
    up = "../" if language.folder else ""
    out = []
    for other in LANGUAGES:
        folder = f"{other.folder}/" if other.folder else ""
        out.append({"name": other.name, "link": up + folder, "lang": other.code, "folder": folder})
    return out


_FRONT_MATTER = re.compile(r"^-{3}[ \t]*\n(.*?\n)(?:\.{3}|-{3})[ \t]*\n", re.S)


def mark_untranslated(text: str) -> str:
    """An English page's Markdown with ``pr_untranslated: true`` in its front matter."""
    found = _FRONT_MATTER.match(text)
    if found is None:
        return f"---\n{UNTRANSLATED_KEY}: true\n---\n\n{text}"
    return f"---\n{found.group(1)}{UNTRANSLATED_KEY}: true\n---\n{text[found.end():]}"


def english_pages(docs: Path) -> list[Path]:
    """Every English Markdown page under ``docs`` (relative paths), translations left out."""
    return sorted(p.relative_to(docs) for p in docs.rglob("*.md")
                  if p.relative_to(docs).parts[0] not in TRANSLATION_FOLDERS)


def translated_pages(docs: Path, language: Language) -> list[Path]:
    """The pages ``docs/<folder>/`` translates (relative paths, as their English pages')."""
    folder = docs / language.folder
    return sorted(p.relative_to(folder) for p in folder.rglob("*.md")) if folder.is_dir() else []


def language_docs(docs: Path, language: Language, out: Path) -> list[Path]:
    """Write ``language``'s docs folder into ``out``: every English page, translated or marked
    untranslated, and the page assets other than :data:`SHARED_FOLDERS`; returns the pages that
    are translated. A translation with no English page fails: the selector would lead nowhere."""
    english = english_pages(docs)
    translated = translated_pages(docs, language)
    orphans = sorted(set(translated) - set(english))
    if orphans:
        raise SiteBuildError(f"languages: docs/{language.folder}/ translates pages with no English "
                             f"page: {', '.join(p.as_posix() for p in orphans)}")
    shutil.rmtree(out, ignore_errors=True)
    for item in docs.rglob("*"):
        rel = item.relative_to(docs)
        if rel.parts[0] in (*TRANSLATION_FOLDERS, *SHARED_FOLDERS) or rel.as_posix() in SHARED_FILES:
            continue
        if item.is_file() and item.suffix != ".md":
            (out / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(item, out / rel)
    for rel in english:
        target = out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        if rel in translated:
            shutil.copy2(docs / language.folder / rel, target)
        else:
            target.write_text(mark_untranslated((docs / rel).read_text(encoding="utf-8")),
                              encoding="utf-8")
    return translated


def _title_of(page: Path) -> str | None:
    """The ``title`` in a page's front matter, if it has one."""
    import yaml

    found = _FRONT_MATTER.match(page.read_text(encoding="utf-8")) if page.is_file() else None
    meta = yaml.safe_load(found.group(1)) if found else None
    title = meta.get("title") if isinstance(meta, dict) else None
    return title if isinstance(title, str) and title.strip() else None


def translated_nav(nav: Any, language: Language, pages: Path) -> Any:
    """``nav`` for ``language``: section and page titles through the site's words; a page title
    they leave as it is (a game's name) is the translated page's own title when it has one (in
    ``pages``, the language's docs folder), such as a game known by another name there."""
    if language.folder == "":
        return nav
    if isinstance(nav, list):
        return [translated_nav(item, language, pages) for item in nav]
    if isinstance(nav, dict):
        out = {}
        for title, value in nav.items():
            if isinstance(value, str):
                said = words.translate(title, language.code)
                own = None if said != title or UNTRANSLATED_KEY in _meta_text(pages / value) \
                    else _title_of(pages / value)
                out[own or said] = value
            else:
                out[words.translate(title, language.code)] = translated_nav(value, language, pages)
        return out
    return nav


def _meta_text(page: Path) -> str:
    found = _FRONT_MATTER.match(page.read_text(encoding="utf-8")) if page.is_file() else None
    return found.group(1) if found else ""


def _with_language(extensions: list[Any], code: str) -> list[Any]:
    """``markdown_extensions`` with the build's language given to :data:`DIRECTIVES`."""
    out: list[Any] = []
    for item in extensions:
        name = next(iter(item)) if isinstance(item, dict) else item
        if name == DIRECTIVES:
            options = dict(item[name] or {}) if isinstance(item, dict) else {}
            out.append({DIRECTIVES: {**options, "lang": code}})
        else:
            out.append(item)
    return out


def _from_root(entry: Any) -> Any:
    """An ``extra_javascript``/``extra_css`` entry pointed at the root's copy."""
    if isinstance(entry, str):
        return "../" + entry
    if isinstance(entry, dict) and "path" in entry:
        return {**entry, "path": "../" + entry["path"]}
    return entry


def language_config(config: dict[str, Any], language: Language, *, docs_dir: Path | None,
                    site_dir: Path, site_url: str | None) -> dict[str, Any]:
    """The generated config (Games nav already added) for ``language``'s tree: its theme
    language, search stemmer, selector, site address and folders, its nav in its words, the
    directives in its language, and the shared scripts and styles loaded from the root."""
    out = copy.deepcopy(config)
    theme = out.get("theme")
    if isinstance(theme, str):
        out["theme"] = theme = {"name": theme}
    if isinstance(theme, dict) and (language.folder or "language" in theme):
        theme["language"] = language.theme_language
    out["plugins"] = [{"search": {"lang": language.search_lang}} if _plugin(p) == "search" else p
                      for p in out.get("plugins", [])]
    extra = out.setdefault("extra", {})
    extra["alternate"] = alternate(language)
    extra["pr_lang"] = language.code
    extra["pr_root"] = "../" if language.folder else ""
    if language.untranslated_note:
        extra["pr_untranslated_note"] = language.untranslated_note
    out["markdown_extensions"] = _with_language(out.get("markdown_extensions", []), language.code)
    out["site_dir"] = str(site_dir)
    if not language.folder:
        out["exclude_docs"] = "".join(f"/{folder}/\n" for folder in TRANSLATION_FOLDERS)
        return out
    assert docs_dir is not None
    out["docs_dir"] = str(docs_dir)
    out.pop("exclude_docs", None)
    if site_url:
        out["site_url"] = site_url.rstrip("/") + f"/{language.folder}/"
    elif out.get("site_url"):
        out["site_url"] = str(out["site_url"]).rstrip("/") + f"/{language.folder}/"
    out["extra_javascript"] = [_from_root(e) for e in out.get("extra_javascript", [])]
    out["extra_css"] = [_from_root(e) for e in out.get("extra_css", [])]
    out["nav"] = translated_nav(out.get("nav"), language, docs_dir)
    return out


def _plugin(entry: Any) -> str:
    return next(iter(entry)) if isinstance(entry, dict) else str(entry)

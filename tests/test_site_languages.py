"""The site in three languages (site-build/sitebuild/languages.py, words.py, structure.py): each
translated page keeps its English page's code, links and anchors (FastAPI's check); a language's
docs folder has every page, translated or marked untranslated; the navigation, the headings the
build adds and the generated parts speak the page's language; Sybil runs the translated examples."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from sitebuild import directives, languages, pageparts, words
from sitebuild.errors import SiteBuildError
from sitebuild.structure import differences, structure

from pokerrules.words.catalogue import en_site, es_site, pt_br_site

REPO = Path(__file__).resolve().parents[1]
DOCS = REPO / "docs"
OTHERS = [language for language in languages.LANGUAGES if language.folder]
TRANSLATED = [(language.folder, page) for language in OTHERS
              for page in languages.translated_pages(DOCS, language)]
ES = languages.by_code("es")
PT = languages.by_code("pt-BR")


# ---- FastAPI's structure check ----

@pytest.mark.parametrize(("folder", "page"), TRANSLATED, ids=lambda x: str(x))
def test_a_translated_page_keeps_the_code_links_and_anchors_of_its_english_page(folder: str,
                                                                               page: Path) -> None:
    english = (DOCS / page).read_text(encoding="utf-8")
    translated = (DOCS / folder / page).read_text(encoding="utf-8")
    assert differences(english, translated) == []


ENGLISH = """---
title: A game
---

# A game

Read [the rules](rules.md) and [the catalogue](index.md#family-7-27).

## Try it

```python
>>> 1 + 1
2
```

<!-- md:simulator a-game -->
"""
SPANISH = """---
title: Un juego
---

# Un juego { #a-game }

Lee [las reglas](rules.md) y [el catálogo](index.md#family-7-27).

## Pruébalo { #try-it }

```python
>>> 1 + 1
2
```

<!-- md:simulator a-game -->
"""


def test_the_structure_check_passes_a_faithful_translation() -> None:
    assert differences(ENGLISH, SPANISH) == []
    assert structure(SPANISH).anchors == ((1, "a-game"), (2, "try-it"))


@pytest.mark.parametrize(("change", "said"), [
    (("[las reglas](rules.md) y ", ""), "its links differ: missing ['rules.md']"),
    (("{ #try-it }", "{ #pruebalo }"), "its heading anchors differ"),
    (("## Pruébalo { #try-it }", "## Pruébalo"), "its heading anchors differ"),
    ((">>> 1 + 1", ">>> 1 + 2"), "its code blocks differ"),
    (("<!-- md:simulator a-game -->", ""), "its directives differ"),
])
def test_the_structure_check_fails_a_page_that_drops_a_link_or_renames_an_anchor(
        change: tuple[str, str], said: str) -> None:
    broken = SPANISH.replace(*change)
    assert broken != SPANISH
    assert any(said in problem for problem in differences(ENGLISH, broken))


def test_a_translated_heading_must_carry_its_anchor_even_when_the_slug_matches() -> None:
    # "Try it" translated as "Try it" (an untranslated title) still needs its fixed anchor.
    loose = SPANISH.replace("## Pruébalo { #try-it }", "## Try it")
    assert differences(ENGLISH, loose) == ["headings without a fixed anchor ({ #anchor }): ['try-it']"]


# ---- Sybil runs the translated pages' examples ----

def test_sybil_collects_the_python_examples_of_the_translated_pages() -> None:
    with_code = [DOCS / folder / page for folder, page in TRANSLATED
                 if "```python\n" in (DOCS / folder / page).read_text(encoding="utf-8")]
    if not with_code:
        pytest.skip("no translated page has a python example yet")
    result = subprocess.run([sys.executable, "-m", "pytest", "-n", "0", "-q", "--collect-only",
                             "-p", "no:cacheprovider", *map(str, with_code)],
                            cwd=REPO, capture_output=True, text=True, check=False)
    for page in with_code:
        assert f"{page.relative_to(REPO).as_posix()}::line:" in result.stdout, result.stdout[-2000:]


# ---- a language's docs folder ----

def _docs(tmp_path: Path) -> Path:
    docs = tmp_path / "docs"
    (docs / "games").mkdir(parents=True)
    (docs / "javascripts").mkdir()
    (docs / "es" / "games").mkdir(parents=True)
    (docs / "index.md").write_text("# Home\n", encoding="utf-8")
    (docs / "games" / "pif-paf.md").write_text("---\ntitle: Pif Paf\ngame: pif-paf\n---\n\n# Pif Paf\n",
                                               encoding="utf-8")
    (docs / "games" / "razz.md").write_text("# Razz\n", encoding="utf-8")
    (docs / "javascripts" / "simulator.js").write_text("//\n", encoding="utf-8")
    (docs / "sw.js").write_text("//\n", encoding="utf-8")
    (docs / "games" / "board.svg").write_text("<svg/>", encoding="utf-8")
    (docs / "es" / "games" / "pif-paf.md").write_text(
        "---\ntitle: Cacheta\ngame: pif-paf\n---\n\n# Cacheta { #pif-paf }\n", encoding="utf-8")
    return docs


def test_a_language_tree_has_every_page_translated_or_marked(tmp_path: Path) -> None:
    docs = _docs(tmp_path)
    out = tmp_path / "es-docs"
    assert languages.language_docs(docs, ES, out) == [Path("games/pif-paf.md")]
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()) == [
        "games/board.svg", "games/pif-paf.md", "games/razz.md", "index.md"]
    assert "# Cacheta" in (out / "games" / "pif-paf.md").read_text(encoding="utf-8")
    razz = (out / "games" / "razz.md").read_text(encoding="utf-8")
    assert razz.startswith("---\npr_untranslated: true\n---\n") and "# Razz" in razz
    marked = languages.mark_untranslated((docs / "games" / "pif-paf.md").read_text(encoding="utf-8"))
    assert marked.startswith("---\ntitle: Pif Paf\ngame: pif-paf\npr_untranslated: true\n---\n")


def test_a_translation_with_no_english_page_fails_the_build(tmp_path: Path) -> None:
    docs = _docs(tmp_path)
    (docs / "es" / "extra.md").write_text("# Extra\n", encoding="utf-8")
    with pytest.raises(SiteBuildError, match="extra.md"):
        languages.language_docs(docs, ES, tmp_path / "out")


def test_the_nav_speaks_the_language_and_a_game_keeps_its_translated_title(tmp_path: Path) -> None:
    docs = _docs(tmp_path)
    out = tmp_path / "pt-docs"
    (docs / "pt-BR" / "games").mkdir(parents=True)
    (docs / "pt-BR" / "games" / "pif-paf.md").write_text(
        "---\ntitle: Cacheta\ngame: pif-paf\n---\n\n# Cacheta { #pif-paf }\n", encoding="utf-8")
    (docs / "pt-BR" / "index.md").write_text("---\ntitle: Jogos de cartas\n---\n\n# Início\n",
                                             encoding="utf-8")
    languages.language_docs(docs, PT, out)
    nav = [{"Home": "index.md"}, {"Games": ["games/index.md", {"Pif Paf": "games/pif-paf.md"},
                                            {"Razz": "games/razz.md"}]}]
    assert languages.translated_nav(nav, PT, out) == [
        {"Início": "index.md"},
        {"Jogos": ["games/index.md", {"Cacheta": "games/pif-paf.md"}, {"Razz": "games/razz.md"}]}]
    assert languages.translated_nav(nav, languages.ENGLISH, out) is nav


def test_each_tree_has_its_theme_language_search_stemmer_selector_and_root_scripts() -> None:
    config = {"site_url": "http://x/", "theme": {"language": "en"}, "plugins": ["search"],
              "markdown_extensions": ["toc", "sitebuild.directives"], "nav": [{"Home": "index.md"}],
              "extra_javascript": [{"path": "javascripts/simulator.js", "type": "module"}],
              "extra_css": ["stylesheets/theme.css"], "exclude_docs": "/es/\n"}
    es = languages.language_config(config, ES, docs_dir=Path("/tmp/es-docs"),
                                   site_dir=Path("/tmp/site/es"), site_url="http://x/")
    assert es["theme"]["language"] == "es"
    assert es["plugins"] == [{"search": {"lang": "es"}}]
    assert es["markdown_extensions"] == ["toc", {"sitebuild.directives": {"lang": "es"}}]
    assert es["site_url"] == "http://x/es/"
    assert es["extra_javascript"] == [{"path": "../javascripts/simulator.js", "type": "module"}]
    assert es["extra_css"] == ["../stylesheets/theme.css"]
    assert es["nav"] == [{"Inicio": "index.md"}]
    assert "exclude_docs" not in es
    assert [(a["lang"], a["link"]) for a in es["extra"]["alternate"]] == [
        ("en", "../"), ("es", "../es/"), ("pt-BR", "../pt-BR/")]
    assert es["extra"]["pr_root"] == "../" and es["extra"]["pr_lang"] == "es"
    pt = languages.language_config(config, PT, docs_dir=Path("/tmp/pt"), site_dir=Path("/tmp/s"),
                                   site_url=None)
    assert pt["plugins"] == [{"search": {"lang": "pt"}}] and pt["theme"]["language"] == "pt-BR"
    en = languages.language_config(config, languages.ENGLISH, docs_dir=None,
                                   site_dir=Path("/tmp/site"), site_url="http://x/")
    assert en["exclude_docs"] == "/es/\n/pt-BR/\n" and en["extra_css"] == ["stylesheets/theme.css"]
    assert config["theme"]["language"] == "en", "the shared config was changed"


def test_mkdocs_yml_leaves_the_translations_out_and_lists_every_language() -> None:
    sys.path.insert(0, str(REPO / "scripts"))
    import build_site

    config = build_site.load_config(REPO / "mkdocs.yml", {})
    assert config["exclude_docs"].split() == [f"/{f}/" for f in languages.TRANSLATION_FOLDERS]
    assert config["extra"]["alternate"] == languages.alternate(languages.ENGLISH)


# ---- the words of the generated parts ----

def test_the_site_catalogues_translate_every_english_template() -> None:
    assert set(es_site.WORDS) == set(en_site.WORDS) == set(pt_br_site.WORDS)
    assert all(key == value for key, value in en_site.WORDS.items())
    assert not [k for k, v in es_site.WORDS.items() if v == k and k != "Mus"]


def test_generated_markdown_is_translated_piece_by_piece() -> None:
    text = "\n".join([
        "| Option | Default | Choices |",
        "|---|---|---|",
        '<ol class="pr-lesson-list" aria-label="Lessons">',
        "<h3>Who wins?</h3>",
        "- [Learn a game](learn.md#try-it){ .md-button } `Learn`",
        "```text",
        "Learn",
        "```",
        "<code>Learn</code> Lessons",
        '<span class="pr-lesson-steps">(4 steps)</span>',
    ])
    assert words.localize_markdown(text, "es").split("\n") == [
        "| Opción | Por defecto | Posibilidades |",
        "|---|---|---|",
        '<ol class="pr-lesson-list" aria-label="Lecciones">',
        "<h3>¿Quién gana?</h3>",
        "- [Aprender un juego](learn.md#try-it){ .md-button } `Learn`",
        "```text",
        "Learn",
        "```",
        "<code>Learn</code> Lecciones",
        '<span class="pr-lesson-steps">(4 pasos)</span>',
    ]
    assert words.localize_markdown(text, "en") == text


def test_a_translated_game_page_keeps_its_sections_and_gets_the_missing_ones_in_its_language() -> None:
    page = ("# Mus { #mus }\n\nIntro.\n\n## Pruébalo { #try-it }\n\nJuega.\n\n"
            "## Reglas de la casa { #house-rules }\n")
    parts = ("lessons", "simulator", "options")
    built = pageparts.assemble(page, {"game": "mus"}, "es/games/mus.md", parts=lambda _: parts, lang="es")
    lines = built.split("\n")
    assert "## Aprender { #learn }" in lines
    assert lines.count("<!-- md:simulator mus -->") == 1
    assert lines.index("<!-- md:simulator mus -->") > lines.index("## Pruébalo { #try-it }")
    assert lines.index("<!-- md:options mus -->") == lines.index("## Reglas de la casa { #house-rules }") + 2
    assert "## Learn" in pageparts.assemble(page.replace("Pruébalo", "Try it"), {"game": "mus"},
                                            parts=lambda _: parts)


def test_the_directives_take_the_build_language_and_an_untranslated_page_stays_english() -> None:
    import markdown

    class Tables:
        @staticmethod
        def render(name: str, arg: str) -> str:
            return "| Option | Default |\n|---|---|"

    es = directives.expand("<!-- md:options mus -->", "x.md", Tables(), lang="es")
    assert "| Opción | Por defecto |" in es
    md = markdown.Markdown(extensions=[directives.makeExtension(lang="es")])
    assert md.preprocessors["pokerrules_directives"].lang == "es"  # type: ignore[attr-defined]
    assert directives.makeExtension().getConfig("lang") == "en"


# ---- the service worker's language ----

def test_the_worker_is_told_the_trees_and_the_shared_files_only_when_there_are_trees() -> None:
    from sitebuild import offline

    files = [("index.html", "00" * 32), ("es/index.html", "11" * 32)]
    _, build = offline.stamp("const BUILD = 0; // @build\n", files, trees=["es"],
                             shared=list(languages.SHARED_PREFIXES))
    assert build["trees"] == ["es"] and "pyodide/" in build["shared"]
    _, plain = offline.stamp("const BUILD = 0; // @build\n", files)
    assert "trees" not in plain
    worker = (DOCS / "sw.js").read_text(encoding="utf-8")
    assert 'searchParams.get("lang")' in worker and "if (!saved(path)) continue;" in worker
    register = (DOCS / "javascripts" / "sw-register.js").read_text(encoding="utf-8")
    assert 'WORKER_URL.searchParams.set("lang", PAGE_LANG)' in register


def test_a_game_known_by_another_name_is_called_so_in_its_pages_generated_parts() -> None:
    class Tables:
        @staticmethod
        def render(name: str, arg: str) -> str:
            return '<div class="pr-drill" data-name="Pif Paf">\n<h3>Who wins?</h3>\n</div>'

    renames = directives.own_name({"game": "pif-paf", "title": "Cacheta"}, "pt-BR")
    assert renames == {"Pif Paf": "Cacheta"}
    out = directives.expand("<!-- md:drill pif-paf -->", "x.md", Tables(), lang="pt-BR", renames=renames)
    assert 'data-name="Cacheta"' in out and "<h3>Quem ganha?</h3>" in out
    assert directives.own_name({"game": "pif-paf", "title": "Cacheta"}, "en") == {}
    assert directives.own_name({"game": "mus", "title": "Mus"}, "es") == {}


def test_zensical_builds_english_only_without_the_translation_folders(tmp_path: Path) -> None:
    sys.path.insert(0, str(REPO / "scripts"))
    import build_site

    docs = _docs(tmp_path / "repo")
    config = {"docs_dir": "docs", "theme": {"name": "material"}}
    build_site.zensical_project(config, docs.parent, tmp_path / "project")
    assert (tmp_path / "project" / "docs" / "games" / "razz.md").is_file()
    assert not (tmp_path / "project" / "docs" / "es").exists()

"""scripts/build_site.py and the ``sitebuild.directives`` Markdown extension: the extension
expands every page as the hook's function did, errors name the page and the directive, and
``build_site.py --builder mkdocs`` gives the site ``mkdocs build`` gives."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import markdown
import pytest
from mkdocs.utils.meta import get_data
from sitebuild import directives, languages, pageparts
from sitebuild.errors import SiteBuildError
from sitebuild.nav import games_nav, nav_paths

from pokerrules.lookup.catalogue import families

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))
import build_site  # noqa: E402
from sitekit import build_site as mkdocs_build  # noqa: E402

CONFIG = build_site.load_config(REPO / "mkdocs.yml", {})
EXTENSION = "sitebuild.directives"
PAGES = sorted((REPO / "docs").rglob("*.md"))


def _extensions() -> tuple[list[str], dict[str, Any]]:
    """mkdocs.yml's Markdown extensions without ours, and their settings."""
    names: list[str] = []
    configs: dict[str, Any] = {}
    for item in CONFIG["markdown_extensions"]:
        name, options = next(iter(item.items())) if isinstance(item, dict) else (item, {})
        if name != EXTENSION:
            names.append(name)
            configs[name] = options or {}
    return names, configs


def html(text: str, *, with_extension: bool) -> str:
    names, configs = _extensions()
    extensions: list[Any] = [*names, directives.makeExtension()] if with_extension else names
    return markdown.Markdown(extensions=extensions, extension_configs=configs).convert(text)


def test_mkdocs_yml_lists_the_extension() -> None:
    assert EXTENSION in CONFIG["markdown_extensions"]


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.relative_to(REPO / "docs").as_posix())
def test_the_extension_expands_every_page_as_the_hook_function_did(page: Path) -> None:
    """The page's HTML with the extension is the HTML of the page the hook's ``expand`` wrote
    (a game's page with its standard parts added, as the extension adds them from its front
    matter, which a builder hands it)."""
    body, meta = get_data(page.read_text(encoding="utf-8"))
    src = page.relative_to(REPO / "docs").as_posix()
    text = pageparts.assemble(body, meta, src)
    expanded = directives.expand(text, src)
    built = html(text, with_extension=True)
    assert built == html(expanded, with_extension=False)
    if re.search(r"^[ \t]*<!-- md:", re.sub(r"^```.*?^```", "", text, flags=re.M | re.S), re.MULTILINE):
        assert expanded != text
        unexpanded = html(text, with_extension=False)
        assert built != unexpanded, "the extension changed nothing"


def test_directives_in_fenced_code_are_shown_not_run() -> None:
    text = "Write this:\n\n```markdown\n<!-- md:bogus -->\n```\n"
    assert "&lt;!-- md:bogus --&gt;" in html(text, with_extension=True)


@pytest.mark.parametrize(("line", "reason"), [
    ("<!-- md:bogus arg -->", "unknown md directive 'bogus'"),
    ("<!-- md: card suck -->", "malformed md directive"),
    ("<!-- md:card no-such-game -->", "failed: unknown name or render error"),
])
def test_a_bad_directive_names_the_page_line_and_directive(line: str, reason: str) -> None:
    with pytest.raises(SiteBuildError) as err:
        directives.expand(f"# Page\n\n{line}\n", "games/p.md")
    text = str(err.value)
    assert text.startswith("games/p.md:3: ") and reason in text
    assert line.strip("<!-> ").split()[-1] in text


def _tiny_project(root: Path, page: str) -> Path:
    """A site with the games index page, ``page`` as games/bad.md, and the extension."""
    (root / "docs" / "games").mkdir(parents=True)
    (root / "docs" / "index.md").write_text("# Home\n", encoding="utf-8")
    (root / "docs" / "games" / "index.md").write_text("# Games\n", encoding="utf-8")
    (root / "docs" / "games" / "bad.md").write_text(page, encoding="utf-8")
    config = root / "mkdocs.yml"
    config.write_text("site_name: t\nmarkdown_extensions:\n  - sitebuild.directives\n"
                      "nav:\n  - Games:\n      - games/index.md\n      - games/bad.md\n", encoding="utf-8")
    return config


@pytest.mark.parametrize(("directive", "reason"), [
    ("<!-- md:bogus arg -->", "unknown md directive"),
    ("<!-- md:ranking nothing", "malformed md directive"),
])
def test_mkdocs_stops_with_the_page_and_the_directive(tmp_path: Path, directive: str, reason: str) -> None:
    """Through build_site.py: MkDocs fails, and its message names the page, line and directive."""
    config = _tiny_project(tmp_path, f"# Bad\n\nText\n\n{directive}\n")
    with pytest.raises(SiteBuildError) as err:
        build_site.build(config, tmp_path / "site", builder="mkdocs")
    text = str(err.value)
    assert "games/bad.md:5" in text and reason in text and directive.split()[1] in text
    assert not (tmp_path / "site" / "pyodide").exists(), "the steps after the HTML ran anyway"


def test_the_generated_config_has_the_games_nav_and_no_hooks() -> None:
    config = build_site.generated_config(CONFIG, REPO, REPO / "site")
    assert "hooks" not in config and "hooks" in CONFIG
    assert config["site_dir"] == str(REPO / "site")
    listed = nav_paths(config["nav"])
    generated = nav_paths(games_nav(families()))
    assert set(generated) <= set(listed)
    games = next(item["Games"] for item in config["nav"] if isinstance(item, dict) and "Games" in item)
    assert nav_paths(games)[-len(generated):] == generated, "the games are not the Games section's end"
    assert "games/three-card-poker.md" not in nav_paths(CONFIG["nav"]), "mkdocs.yml itself was changed"


def test_env_tags_are_read_from_the_environment() -> None:
    assert build_site.load_config(REPO / "mkdocs.yml", {"SITE_URL": "http://x.test/a/"})["site_url"] \
        == "http://x.test/a/"
    assert build_site.load_config(REPO / "mkdocs.yml", {})["site_url"] == "http://127.0.0.1:8000/"


def test_an_unknown_builder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SiteBuildError, match="unknown builder 'hugo'"):
        build_site.build(REPO / "mkdocs.yml", tmp_path / "site", builder="hugo")
    assert not (tmp_path / "site").exists()


# ---- build_site.py --builder mkdocs against mkdocs build ----

URL = "http://127.0.0.1:8123/pokerrules/"
COMPARED_PAGES = ("index.html", "games/index.html", "games/three-card-poker/index.html",
                  "games/mus/index.html", "learn/index.html", "search/search_index.json")


#: The other languages' trees, which only build_site.py builds (sitebuild.languages).
TREES = tuple(f"{language.folder}/" for language in languages.LANGUAGES if language.folder)


def _files(site: Path) -> set[str]:
    return {p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file()}


def _english(files: set[str]) -> set[str]:
    return {name for name in files if not name.startswith(TREES)}


def _worker_build(site: Path) -> dict[str, Any]:
    [line] = [line for line in (site / "sw.js").read_text(encoding="utf-8").splitlines()
              if line.startswith("const BUILD = ")]
    return json.loads(line.removeprefix("const BUILD = ").removesuffix(";"))  # type: ignore[no-any-return]


@pytest.fixture(scope="module")
def two_builds(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, Path]]:
    """The site built by ``mkdocs build`` (hooks) and by ``build_site.py --builder mkdocs``, both
    without the .br/.gz twins (slow to make; the same function writes them after either build,
    tested in test_precompress.py and, on a served site, test_compression.py)."""
    tmp = tmp_path_factory.mktemp("two-builds")
    by_hooks, by_script = tmp / "hooks", tmp / "script"
    mkdocs_build(REPO / "mkdocs.yml", by_hooks, URL, twins=False)
    result = subprocess.run([sys.executable, str(REPO / "scripts" / "build_site.py"), "--builder", "mkdocs",
                             "--site-dir", str(by_script), "--site-url", URL, "--no-twins"],
                            cwd=REPO, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"mkdocs built {by_script}" in result.stdout
    yield by_hooks, by_script
    shutil.rmtree(tmp, ignore_errors=True)


def test_build_site_gives_the_same_files_as_mkdocs_build(two_builds: tuple[Path, Path]) -> None:
    by_hooks, by_script = two_builds
    files = _files(by_hooks)
    assert _english(_files(by_script)) == files
    assert {"sw.js", "pyodide/pyodide.asm.wasm", "games/three-card-poker/index.html"} <= files
    # (MkDocs writes sitemap.xml.gz itself.)
    assert not [name for name in files if name.endswith((".br", ".gz")) and name != "sitemap.xml.gz"]
    assert not [name for name in files if name.startswith(".build-site-")]


def test_the_generated_config_is_removed_after_the_build_even_when_it_fails(tmp_path: Path) -> None:
    """(Checked on the function that writes it, in a folder of its own: the repository's root may
    hold another build's config at the same moment, when tests run in parallel.)"""
    with build_site.written_config({"site_name": "x"}, tmp_path) as written:
        assert written.parent == tmp_path and written.name.startswith(".build-site-")
        assert "site_name: x" in written.read_text(encoding="utf-8")
    assert not list(tmp_path.iterdir()), "the generated config was left behind"
    with pytest.raises(RuntimeError), build_site.written_config({"site_name": "x"}, tmp_path):
        raise RuntimeError("the builder failed")
    assert not list(tmp_path.iterdir()), "the generated config was left behind by a failed build"


def test_build_site_gives_the_same_pages_as_mkdocs_build(two_builds: tuple[Path, Path]) -> None:
    by_hooks, by_script = two_builds
    for name in COMPARED_PAGES:
        ours = (by_script / name).read_text(encoding="utf-8")
        assert ours == (by_hooks / name).read_text(encoding="utf-8"), name
        assert "<!-- md:" not in ours or name == "search/search_index.json", name
    # The nav (written by the build step, not the hook) lists every game on every page.
    home = (by_script / "index.html").read_text(encoding="utf-8")
    for family in families():
        for variant in family.variants:
            assert f'href="games/{variant.id}/"' in home, variant.id


def test_build_site_gives_the_same_service_worker_list(two_builds: tuple[Path, Path]) -> None:
    by_hooks, by_script = two_builds
    ours, theirs = _worker_build(by_script), _worker_build(by_hooks)
    assert [path for path, _ in ours["files"] if not path.startswith(TREES)] == \
        [path for path, _ in theirs["files"]]
    assert len(ours["files"]) > 100
    same = dict(ours["files"])
    for name in COMPARED_PAGES:
        assert same[name] == dict(theirs["files"])[name], name


# ---- the language trees (sitebuild.languages), in the same build ----

def _page(site: Path, name: str) -> str:
    return (site / name).read_text(encoding="utf-8")


def _pages(site: Path, tree: str) -> list[str]:
    """Every page of a tree, relative to that tree's root."""
    names = {p.relative_to(site / tree).as_posix() for p in (site / tree).rglob("index.html")}
    return sorted(names if tree else _english(names))


@pytest.mark.parametrize("language", languages.LANGUAGES, ids=lambda lang: lang.code)
def test_each_tree_has_its_lang_hreflang_set_and_selector_to_pages_that_exist(
        two_builds: tuple[Path, Path], language: languages.Language) -> None:
    _, site = two_builds
    tree = language.folder
    pages = _pages(site, tree)
    assert pages == _pages(site, ""), "every page is in every tree"
    for name in pages:
        path = f"{tree}/{name}" if tree else name
        text = _page(site, path)
        assert f'<html lang="{language.code}"' in text, path
        here = name.removesuffix("index.html")
        hreflang = dict(re.findall(r'<link rel="alternate ?" hreflang="([^"]+)" href="([^"]+)">', text))
        assert hreflang == {
            **{other.code: f"{URL}{other.folder + '/' if other.folder else ''}{here}"
               for other in languages.LANGUAGES},
            "x-default": f"{URL}{here}"}, path
        links = re.findall(r'<a href="([^"]+)" hreflang="([^"]+)"[^>]*class="md-select__link"', text)
        assert [code for _, code in links] == [other.code for other in languages.LANGUAGES], path
        for href, code in links:
            target = (site / path).parent / href / "index.html"
            assert target.resolve().is_file(), f"{path}: the {code} link {href} leads nowhere"
            assert target.resolve() == (site / (f"{languages.by_code(code).folder}/"
                                                if languages.by_code(code).folder else "")
                                        / name).resolve(), path


@pytest.mark.parametrize("language", languages.LANGUAGES, ids=lambda lang: lang.code)
def test_each_tree_has_its_own_search_index_with_its_stemmer(two_builds: tuple[Path, Path],
                                                            language: languages.Language) -> None:
    _, site = two_builds
    folder = f"{language.folder}/" if language.folder else ""
    index = json.loads(_page(site, f"{folder}search/search_index.json"))
    assert index["config"]["lang"] == [language.search_lang]
    locations = {doc["location"].split("#")[0] for doc in index["docs"]}
    assert "games/mus/" in locations and not [loc for loc in locations if loc.startswith(TREES)]


def test_the_trees_speak_their_language_and_say_when_a_page_is_not_translated(
        two_builds: tuple[Path, Path]) -> None:
    _, site = two_builds
    assert 'placeholder="Búsqueda"' in _page(site, "es/index.html")  # Material's Spanish strings
    assert 'placeholder="Buscar"' in _page(site, "pt-BR/index.html")
    assert 'placeholder="Search"' in _page(site, "index.html")
    untranslated = _page(site, "es/games/razz/index.html")
    assert "Esta página aún no está traducida" in untranslated
    assert '<div lang="en">' in untranslated
    assert "Esta página ainda não foi traduzida" in _page(site, "pt-BR/games/razz/index.html")
    assert "pr-untranslated" not in _page(site, "games/razz/index.html")
    if (REPO / "docs" / "es" / "games" / "mus.md").is_file():
        mus = _page(site, "es/games/mus/index.html")
        assert "pr-untranslated" not in mus
        assert '<h2 id="learn">Aprender' in mus and "<th>Opción</th>" in mus
    if (REPO / "docs" / "pt-BR" / "games" / "pif-paf.md").is_file():
        assert re.search(r'<span class="md-ellipsis">\s*Cacheta\s*</span>',
                         _page(site, "pt-BR/index.html")), "Pif Paf is Cacheta in the pt-BR nav"


def test_the_trees_load_the_roots_runtime_and_the_worker_keeps_one_language(
        two_builds: tuple[Path, Path]) -> None:
    _, site = two_builds
    for tree in TREES:
        assert not (site / tree / "javascripts").exists() and not (site / tree / "pyodide").exists()
        mus = _page(site, f"{tree}games/mus/index.html")
        assert '<script src="../../../javascripts/simulator.js" type="module">' in mus
        assert 'new URL("../../../pyodide/", here)' in mus
        assert 'href="../../../stylesheets/theme.css"' in mus
    build = _worker_build(site)
    assert build["trees"] == [tree.rstrip("/") for tree in TREES]
    assert "pyodide/" in build["shared"] and "javascripts/" in build["shared"]
    listed = [path for path, _ in build["files"]]
    assert "es/games/mus/index.html" in listed and "pt-BR/index.html" in listed

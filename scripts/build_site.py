"""Build the site with MkDocs or Zensical: one build step that needs no MkDocs hook.

    .venv/bin/python scripts/build_site.py [--builder mkdocs|zensical] [--site-dir DIR]
                                           [--site-url URL] [--config mkdocs.yml]

1. Before the HTML: the Games navigation, from the catalogue (:mod:`sitebuild.nav`), goes into
   a config generated from ``mkdocs.yml`` (``.build-site-*.yml`` beside it, removed afterwards):
   the same settings, with the full nav, without ``hooks:`` (this script does their work), with
   ``!ENV`` tags resolved. Both builders read it; the ``<!-- md:NAME ARG -->`` comments are
   expanded by the Markdown extension ``sitebuild.directives`` that ``mkdocs.yml`` lists.
2. The HTML, by ``mkdocs build`` (one build per language, at once: English at the root, the
   others under ``es/`` and ``pt-BR/``, :func:`build_languages`, :mod:`sitebuild.languages`) or
   ``zensical build`` (the optional extra ``zensical``; English only), in a subprocess that
   imports ``pokerrules`` from this tree.
3. After the HTML, what the MkDocs hooks do after ``mkdocs build``, with the same functions:
   the Pyodide runtime, the wheel, the snapshot and the game bundles into ``pyodide/``
   (:mod:`sitebuild.runtime`), ``sw.js`` (:mod:`sitebuild.offline`), then the ``.br``/``.gz``
   twins (:mod:`sitebuild.precompress`).

Zensical builds a copy of ``docs/`` in a temporary folder of its own (see
:func:`zensical_project`), and its site is moved to ``--site-dir``. Exits 1 with the builder's
message when a step fails (a bad directive names the page, line and directive).
"""

from __future__ import annotations

import argparse
import copy
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import yaml
from sitebuild import languages, offline, precompress, runtime
from sitebuild.errors import SiteBuildError
from sitebuild.nav import add_games_nav

REPO = Path(__file__).resolve().parents[1]
BUILDERS = ("mkdocs", "zensical")
#: Partials in overrides/ that copy Material's with a fix; Zensical's own already have the fix.
MATERIAL_PARTIALS = ("partials/search.html",)


def _loader(env: Mapping[str, str]) -> type[yaml.SafeLoader]:
    """YAML with MkDocs's ``!ENV`` tag (``!ENV NAME`` or ``!ENV [NAME, ..., default]``), read
    from ``env``."""

    class Loader(yaml.SafeLoader):
        pass

    def env_tag(loader: yaml.SafeLoader, node: yaml.Node) -> Any:
        if isinstance(node, yaml.ScalarNode):
            names, default = [loader.construct_scalar(node)], None
        elif isinstance(node, yaml.SequenceNode):
            *names, default = loader.construct_sequence(node)
        else:
            raise SiteBuildError(f"build_site: !ENV takes a name or a list, not {node.id}")
        for name in names:
            if name in env:
                return yaml.safe_load(env[name] or "''")
        return default

    Loader.add_constructor("!ENV", env_tag)
    return Loader


def load_config(path: Path, env: Mapping[str, str] = os.environ) -> dict[str, Any]:
    """``mkdocs.yml`` as data, ``!ENV`` tags resolved from ``env``."""
    try:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=_loader(env))  # noqa: S506
    except yaml.YAMLError as exc:
        raise SiteBuildError(f"build_site: {path} cannot be read: {exc}") from exc
    if not isinstance(data, dict):
        raise SiteBuildError(f"build_site: {path} is not a mapping")
    return data


def families(root: Path) -> Any:
    """The catalogue's families, from the ``pokerrules`` of the tree at ``root``."""
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    from pokerrules.lookup.catalogue import families as catalogue_families

    return catalogue_families()


def generated_config(config: dict[str, Any], root: Path, site_dir: Path,
                     builder: str = "mkdocs") -> dict[str, Any]:
    """``config`` with the Games nav, ``site_dir``, and no hooks (this script does their work).
    For Zensical, its ``classic`` theme variant (Material's look and templates, which the
    partials in ``overrides/`` are copies of) unless ``config`` chooses one."""
    out = {key: copy.deepcopy(value) for key, value in config.items() if key != "hooks"}
    add_games_nav(out.get("nav"), families(root))
    out["site_dir"] = str(site_dir)
    if builder == "zensical" and isinstance(out.get("theme"), dict):
        out["theme"].setdefault("variant", "classic")
    if builder == "zensical" and isinstance(out.get("extra"), dict):
        # Zensical builds English alone: no language selector, and no hreflang links (its
        # templates cannot split the head Material writes, overrides/main.html).
        out["extra"].pop("alternate", None)
        out["extra"].pop("pr_lang_links", None)
    return out


@contextmanager
def written_config(config: dict[str, Any], folder: Path) -> Iterator[Path]:
    """``config`` written into ``folder`` (builders resolve docs_dir and custom_dir from the
    config's folder) under a name of its own; removed afterwards."""
    fd, name = tempfile.mkstemp(prefix=".build-site-", suffix=".yml", dir=folder)
    path = Path(name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write("# Generated by scripts/build_site.py from mkdocs.yml; removed after the build.\n")
            yaml.safe_dump(config, f, sort_keys=False, allow_unicode=True)
        yield path
    finally:
        path.unlink(missing_ok=True)


def zensical_project(config: dict[str, Any], root: Path, project: Path) -> None:
    """Copy the docs and the theme overrides into ``project`` and point ``config`` at them.

    Zensical takes the config's folder for the project: it refuses a docs or site folder
    outside it, and keeps a cache of its work in the project's ``.cache/``, which ``--clean``
    empties (in this repository that folder holds the twins' cache and the wheel's build tools).
    A project of its own in a temporary folder, built from scratch each time, leaves the
    repository alone and never trusts a render cached before the package changed.

    The overrides are copied without :data:`MATERIAL_PARTIALS`: copies of Material's own
    partials with a fix that Zensical's already have (its search box is another component)."""
    # English only: the translations are trees that only the MkDocs builder builds.
    docs = root / config.get("docs_dir", "docs")

    def translations(folder: str, names: list[str]) -> list[str]:
        return [n for n in names if Path(folder) == docs and n in languages.TRANSLATION_FOLDERS]

    shutil.copytree(docs, project / "docs", ignore=translations)
    config["docs_dir"] = "docs"
    config["site_dir"] = "site"
    theme = config.get("theme")
    if isinstance(theme, dict) and theme.get("custom_dir"):
        overrides = project / "overrides"
        shutil.copytree(root / theme["custom_dir"], overrides)
        for name in MATERIAL_PARTIALS:
            (overrides / name).unlink(missing_ok=True)
        theme["custom_dir"] = "overrides"


def builder_command(builder: str, config: Path, *, strict: bool = False) -> list[str]:
    if builder == "mkdocs":
        # No -q: with it, strict mode does not fail the build on warnings such as dead links.
        # MkDocs reads `strict` from the config.
        return [sys.executable, "-m", "mkdocs", "build", "--clean", "-f", str(config)]
    # mkdocs.yml's `strict: true`, given on Zensical's command line as well.
    return [sys.executable, "-m", "zensical", "build", "--clean", "-f", str(config),
            *(["--strict"] if strict else [])]


def run_builder(builder: str, config: Path, root: Path, site_url: str | None, *,
                strict: bool = False) -> None:
    """The HTML, by ``builder`` in a subprocess importing ``pokerrules`` and ``sitebuild``."""
    if builder == "zensical":
        try:
            import zensical  # noqa: F401
        except ImportError as exc:
            raise SiteBuildError("build_site: Zensical is not installed: "
                                 "`.venv/bin/pip install -e '.[zensical]'`") from exc
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    env["PYTHONPATH"] = os.pathsep.join([str(root), *filter(None, [env.get("PYTHONPATH")])])
    if site_url:
        env["SITE_URL"] = site_url
    proc = subprocess.run(builder_command(builder, config, strict=strict), cwd=root, env=env,
                          capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise SiteBuildError(f"build_site: {builder} build failed ({proc.returncode}):\n"
                             f"{proc.stdout}\n{proc.stderr}")


def finish(root: Path, docs: Path, site: Path, *, twins: bool = True) -> list[str]:
    """After the HTML: runtime, ``sw.js``, twins, as the hooks do; returns what was done."""
    runtime.copy_runtime(root, site)
    trees = [lang.folder for lang in languages.LANGUAGES if lang.folder and (site / lang.folder).is_dir()]
    build = offline.write_worker_from(docs, site, trees=trees, shared=list(languages.SHARED_PREFIXES))
    done = [f"runtime copied, sw.js lists {len(build['files'])} files (version {build['version']}), "
            f"language trees: {', '.join(trees) or 'none'}"]
    if twins:
        done.append("twins: " + precompress.precompress_site(site, root / precompress.CACHE_UNDER_ROOT))
    return done


def build_languages(settings: dict[str, Any], root: Path, docs: Path, site_dir: Path,
                    site_url: str | None) -> None:
    """One MkDocs build per language (:mod:`sitebuild.languages`), at once: English into
    ``site_dir``, every other language into a folder of its own, then moved under ``site_dir``."""
    with tempfile.TemporaryDirectory(prefix="pr-languages-") as tmp:
        work = Path(tmp)
        jobs: list[tuple[languages.Language, dict[str, Any]]] = []
        for language in languages.LANGUAGES:
            if not language.folder:
                jobs.append((language, languages.language_config(
                    settings, language, docs_dir=None, site_dir=site_dir, site_url=site_url)))
                continue
            language_docs = work / "docs" / language.folder
            languages.language_docs(docs, language, language_docs)
            jobs.append((language, languages.language_config(
                settings, language, docs_dir=language_docs,
                site_dir=work / "site" / language.folder, site_url=site_url)))

        def one(job: tuple[languages.Language, dict[str, Any]]) -> None:
            with written_config(job[1], root) as generated:
                run_builder("mkdocs", generated, root, None if job[0].folder else site_url)

        with ThreadPoolExecutor(max_workers=len(jobs)) as pool:
            list(pool.map(one, jobs))
        for language, _ in jobs:
            if language.folder:
                shutil.rmtree(site_dir / language.folder, ignore_errors=True)
                shutil.move(str(work / "site" / language.folder), str(site_dir / language.folder))


def build(config_file: Path, site_dir: Path, *, builder: str = "mkdocs", site_url: str | None = None,
          twins: bool = True) -> list[str]:
    """The whole site into ``site_dir``; returns lines saying what was done."""
    if builder not in BUILDERS:
        raise SiteBuildError(f"build_site: unknown builder {builder!r} (one of {', '.join(BUILDERS)})")
    config_file = config_file.resolve()
    root = config_file.parent
    site_dir = site_dir.resolve()
    env = dict(os.environ, **({"SITE_URL": site_url} if site_url else {}))
    config = load_config(config_file, env)
    docs = (root / config.get("docs_dir", "docs")).resolve()
    started = time.monotonic()
    settings = generated_config(config, root, site_dir, builder)
    if builder == "mkdocs":
        build_languages(settings, root, docs, site_dir, site_url)
    else:
        with tempfile.TemporaryDirectory(prefix="pr-zensical-") as tmp:
            project = Path(tmp)
            zensical_project(settings, root, project)
            with written_config(settings, project) as generated:
                run_builder(builder, generated, root, site_url, strict=bool(config.get("strict")))
            shutil.rmtree(site_dir, ignore_errors=True)
            site_dir.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(project / "site"), str(site_dir))
    done = [f"{builder}: HTML in {time.monotonic() - started:.1f} s"]
    return done + finish(root, docs, site_dir, twins=twins)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--builder", choices=BUILDERS, default="mkdocs")
    parser.add_argument("--config", type=Path, default=REPO / "mkdocs.yml", help="default: mkdocs.yml")
    parser.add_argument("--site-dir", type=Path, default=None, help="default: the config's site_dir")
    parser.add_argument("--site-url", default=None,
                        help="the address the site is served from (SITE_URL; instant navigation needs it)")
    parser.add_argument("--no-twins", action="store_true", help="skip the .br/.gz twins (quicker)")
    args = parser.parse_args(argv)
    config = args.config.resolve()
    site_dir = args.site_dir
    if site_dir is None:
        site_dir = config.parent / load_config(config).get("site_dir", "site")
    try:
        done = build(config, site_dir, builder=args.builder, site_url=args.site_url,
                     twins=not args.no_twins)
    except SiteBuildError as err:
        print(err, file=sys.stderr)
        return 1
    for line in done:
        print(f"build_site: {line}")
    print(f"build_site: {args.builder} built {site_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

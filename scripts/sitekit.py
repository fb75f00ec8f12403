"""What the browser tests and scripts/measure.py share: Chromium's flags, the MIME types a
Pyodide site needs, the simulator's ready selector, and building the site for an address."""

from __future__ import annotations

import http.server
import os
import shutil
import subprocess
import sys
from pathlib import Path

#: Quiet, offline-friendly flags for Debian's Chromium (never `playwright install`).
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
#: A simulator that has booted Pyodide and can deal.
READY = '.pr-simulator[data-state="ready"]'


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """A static file server with the types Pyodide needs (.wasm must be application/wasm)."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".whl": "application/zip",
        ".zip": "application/zip",
    }

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


def build_site(config: Path, site_dir: Path, site_url: str) -> None:
    """``mkdocs build`` for ``site_url`` (instant navigation needs it to match); raises on failure."""
    env = dict(os.environ, SITE_URL=site_url, NO_MKDOCS_2_WARNING="1")
    proc = subprocess.run(
        # No -q: with it, strict mode does not fail the build on warnings such as dead links.
        [sys.executable, "-m", "mkdocs", "build", "--clean", "-f", str(config), "-d", str(site_dir)],
        cwd=config.parent, env=env, capture_output=True, text=True,
    )
    if proc.returncode != 0:
        raise RuntimeError(f"mkdocs build failed ({proc.returncode}):\n{proc.stdout}\n{proc.stderr}")


# --------------------------------------------------------------------------- game pages

REPO = Path(__file__).resolve().parents[1]
FAMILY = "7/27"


def family_games(family: str = FAMILY) -> list[tuple[str, str]]:
    """``(id, name)`` of every game in ``family``, in the registry's order."""
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))
    from pokerrules.registry import variants

    return [(v.id, v.name) for v in variants() if v.family == family]


def _load_config(config: Path) -> dict:
    """mkdocs.yml as plain data; tags such as ``!ENV`` are read as their bare value."""
    import yaml

    class Loader(yaml.SafeLoader):
        pass

    def any_tag(loader, suffix, node):
        if isinstance(node, yaml.ScalarNode):
            return loader.construct_scalar(node)
        if isinstance(node, yaml.SequenceNode):
            return loader.construct_sequence(node)
        return loader.construct_mapping(node)

    Loader.add_multi_constructor("!", any_tag)
    Loader.add_multi_constructor("tag:", any_tag)
    return yaml.load(config.read_text(encoding="utf-8"), Loader=Loader) or {}


def _nav_paths(nav: object) -> set[str]:
    out: set[str] = set()
    if isinstance(nav, str):
        out.add(nav)
    elif isinstance(nav, list):
        for item in nav:
            out |= _nav_paths(item)
    elif isinstance(nav, dict):
        for value in nav.values():
            out |= _nav_paths(value)
    return out


def missing_game_pages(config: Path, games: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The games that have no page ``games/<id>.md`` in ``config``'s docs and nav."""
    data = _load_config(config)
    docs = config.parent / str(data.get("docs_dir", "docs"))
    listed = _nav_paths(data.get("nav", []))
    return [(gid, name) for gid, name in games
            if not (docs / "games" / f"{gid}.md").is_file() or f"games/{gid}.md" not in listed]


def config_with_game_pages(config: Path, games: list[tuple[str, str]], workdir: Path) -> Path:
    """``config`` itself when every game in ``games`` has its page in the docs and the nav;
    otherwise a temporary project in ``workdir`` that adds the missing ones.

    The temporary project holds a copy of the docs with a bare page for each missing game
    (``<!-- md:simulator ID -->``: the same simulator the real page embeds), a ``mkdocs.yml``
    that INHERITs ``config`` with those pages added to the Games section of the nav, and
    symlinks to everything else next to ``config`` (hooks, the package, dist/, node_modules/),
    so the build hooks work as they do in the repository. Real pages are always used when
    they exist; nothing in the repository is written.
    """
    missing = missing_game_pages(config, games)
    if not missing:
        return config
    import json

    data = _load_config(config)
    src_root = config.parent
    docs_name = str(data.get("docs_dir", "docs"))
    project = workdir / "project"
    project.mkdir(parents=True)
    for entry in src_root.iterdir():
        if entry.name in {config.name, docs_name, "site", ".git"}:
            continue
        (project / entry.name).symlink_to(entry)
    docs = project / docs_name
    shutil.copytree(src_root / docs_name, docs, symlinks=True)
    (docs / "games").mkdir(exist_ok=True)
    for gid, name in missing:
        page = docs / "games" / f"{gid}.md"
        if not page.exists():
            page.write_text(f"# {name}\n\nA page generated for the browser tests.\n\n"
                            f"<!-- md:simulator {gid} -->\n", encoding="utf-8")
    nav = data.get("nav") or []
    listed = _nav_paths(nav)
    additions = [{name: f"games/{gid}.md"} for gid, name in missing if f"games/{gid}.md" not in listed]
    section = next((item for item in nav if isinstance(item, dict) and "Games" in item
                    and isinstance(item["Games"], list)), None)
    if section is None:
        nav.append({"Games": additions})
    else:
        section["Games"].extend(additions)
    child = project / config.name
    child.write_text(f"INHERIT: {json.dumps(str(config.resolve()))}\nnav: {json.dumps(nav)}\n",
                     encoding="utf-8")
    return child

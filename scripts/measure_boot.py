#!/usr/bin/env python3
"""Measure a game page's boot: what the site's Pyodide snapshot holds and weighs, and how long
a page takes to be ready, for this tree and for trees with more games; print JSON.

    .venv/bin/python scripts/measure_boot.py [--runs 5] [--copies 33] [--tree NAME=DIR]...
        [--page three-card-poker] [--copy-family FAMILY] [--no-plain] [--quick]

Trees (each is built into a site of its own, served on its own port as a static host does):

* ``current``: this working tree (or ``--base DIR``, e.g. a commit unpacked with ``git archive``).
* ``copies``, with ``--copies N``: a scratch copy of that tree (in a temporary folder) in which
  one family package (``--copy-family``, by default the family of one game with the fewest
  files) is copied N times under other names, every id and name of its games changed, with a
  page for each new game (the original page with the id changed). So the catalogue holds N
  more games; the page measured is the same.
* each ``--tree NAME=DIR``: another tree, e.g. an older commit unpacked with ``git archive``
  (DIR needs ``node_modules`` and ``.venv-pyodide``; link them to this tree's).

Per tree (``trees.NAME``):

* ``games``: how many games the tree's registry holds (CPython);
* ``snapshot``: the site's snapshot, raw and as its Brotli and gzip twins (the bytes a browser
  downloads), the wheel's bytes, how many family bundles there are and the page's one's bytes;
* ``node``: the snapshot restored under Node (scripts/snapshot_probe.mjs), a new process per
  run (so the runtime's code is as cold as in a new page): the pokerrules modules it holds and
  which of them are games, and per run the restore, the game files written (the page's
  family's bundle, or the whole wheel: ``written``) and the page's first answers (a ``load`` of
  the page's game when the page names its module, ``data-module``, then ``describe`` and
  ``new``); medians;
* ``browser``: in Debian's Chromium, a new profile per visit, navigation start to the
  simulator of ``--page`` ready to deal (``window.__pokerrules.readyAt``; it includes the
  page's ``describe``, hence the loading of its game), the boot mode, and the bytes the server
  sent until then: ``cold`` (the site's snapshot, as a first visit on a fast link) and
  ``plain`` (``?pr-boot=plain``: Python started from nothing, no snapshot);
  ``bytes_by_kind``: those bytes by what the files are (wheel, snapshot, game bundles, the
  runtime's other files, search index, HTML, scripts and styles, other); ``phases_ms``: the
  worker's boot stages (ms since it began), ``first_request_ms``: the worker's first request,
  split into writing the game files, loading the family and answering, and ``written``: what
  it wrote (pyodide-worker.js's ``self.__pokerrulesWorker``); all medians;
  ``ratio_to_reference`` is the median of the per-run ratios to the ``reference`` measured in
  the same run: a plain Pyodide boot that loads the first tree's wheel (``current``'s, unless
  ``--no-current``) and imports ``pokerrules.api`` (scripts/measure_site.py's reference page).
  Trees and the reference are visited in a new order each run, so that drift on a shared
  machine evens out.

Nothing is asserted here; tests/test_measure_boot_quick.py runs ``--quick`` (one run, only the
tree with two copies, no plain boot) and checks the JSON's shape.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT / "scripts") not in sys.path:
    sys.path.insert(0, str(ROOT / "scripts"))
from boot_facts import bytes_by_kind, snapshot_facts, worker_trace  # noqa: E402
from measure_site import REFERENCE, REFERENCE_HTML, REFERENCE_WORKER, RecordingHandler, Site  # noqa: E402
from sitekit import READY, built_and_served  # noqa: E402

PROBE = ROOT / "scripts" / "snapshot_probe.mjs"
CHROMIUM = "/usr/bin/chromium"
TIMEOUT_MS = 180_000
#: Not copied into a scratch tree (made again there, or linked).
SKIP = {".git", "site", "dist", "build", ".venv", ".venv-pyodide", "node_modules", ".cache",
        "__pycache__", ".mypy_cache", ".ruff_cache", ".pytest_cache"}
#: Shared with the scratch tree by a link: installed tools and the content-keyed Brotli cache.
LINKED = ("node_modules", ".venv-pyodide", ".cache/precompress")
#: Copied into it when there: the cross-build environment scripts/build_wheel.sh would make again.
COPIED = (".cache/pyodide-xbuildenv", ".cache/xbuildenv-src")


def log(message: str) -> None:
    print(f"measure_boot: {message}", file=sys.stderr, flush=True)


def median(values: list[float]) -> float | None:
    return round(statistics.median(values), 3) if values else None


# ------------------------------------------------------------------ the scratch tree

def python_in(tree: Path, code: str) -> str:
    """Run ``code`` in this Python with ``tree`` first on the path; its stdout."""
    proc = subprocess.run([sys.executable, "-c", code], cwd=tree, capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(tree)), timeout=600)
    if proc.returncode != 0:
        raise SystemExit(f"measure_boot: in {tree}: {proc.stderr[-3000:]}")
    return proc.stdout


GAMES = """
import json
from pokerrules.lookup.catalogue import family_modules, load
from pokerrules.lookup.registry import variants
families = {name: load(name) for name in family_modules()}
print(json.dumps({"games": len(variants()), "families": {
    name: [[family.name, family.name]] + [[v.id, v.name] for v in family.variants]
    for name, family in families.items() if family is not None}}))
"""


def games_of(tree: Path) -> dict:
    """``{"games": count, "families": {module: [[family name, same], [id, name]...]}}`` for a
    tree (packages that declare no family left out)."""
    return json.loads(python_in(tree, GAMES).strip().splitlines()[-1])


def copy_tree(src: Path, dest: Path) -> None:
    """``src`` without what a build makes, with installed tools linked rather than copied."""
    shutil.copytree(src, dest, ignore=lambda _, names: [n for n in names if n in SKIP])
    for rel in LINKED:
        if (src / rel).exists():
            (dest / rel).parent.mkdir(parents=True, exist_ok=True)
            (dest / rel).symlink_to((src / rel).resolve())
    for rel in COPIED:
        if (src / rel).is_dir():
            shutil.copytree(src / rel, dest / rel, symlinks=True)


def smallest_family(tree: Path, families: dict[str, list]) -> str:
    """The family module of one game whose package has the fewest Python files."""
    def size(module: str) -> tuple[int, str]:
        folder = tree.joinpath(*module.split("."))
        return (len(list(folder.rglob("*.py"))) if folder.is_dir() else 1, module)
    single = [m for m, games in families.items() if len(games) == 2] or list(families)
    return min(single, key=size)


def add_copies(tree: Path, module: str, games: list[list[str]], copies: int) -> list[str]:
    """Copy family ``module`` (a package or a module under pokerrules/games) ``copies`` times,
    each with its games' ids and names changed (``games``: its family's name, then
    ``[id, name]`` of each game), and a page per new game; the new ids."""
    family_name, games = games[0][0], games[1:]
    source = tree.joinpath(*module.split("."))
    name = module.rsplit(".", 1)[1]
    added = []
    for k in range(1, copies + 1):
        new = f"{name}_copy{k}"

        def rewrite(text: str, k: int = k, new: str = new) -> str:
            text = text.replace(f"{module}.", f"pokerrules.games.{new}.").replace(
                f"{module} ", f"pokerrules.games.{new} ")
            text = re.sub(rf"\b{re.escape(module)}\b", f"pokerrules.games.{new}", text)
            for game_id, game_name in games:
                text = re.sub(rf"(?<![\w-]){re.escape(game_id)}(?![\w-])", f"{game_id}-copy-{k}", text)
                text = text.replace(f'"{game_name}"', f'"{game_name} (copy {k})"')
            if family_name not in {name for _, name in games}:
                text = text.replace(f'"{family_name}"', f'"{family_name} (copy {k})"')
            return text

        if source.is_dir():
            target = source.parent / new
            shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))
            files = [p for p in target.rglob("*") if p.is_file() and p.suffix in {".py", ".md"}]
        else:
            target = source.with_name(f"{new}.py")
            shutil.copy2(source, target)
            files = [target]
        for path in files:
            path.write_text(rewrite(path.read_text(encoding="utf-8")), encoding="utf-8")
        for game_id, _ in games:
            page = tree / "docs" / "games" / f"{game_id}.md"
            if page.is_file():
                (page.parent / f"{game_id}-copy-{k}.md").write_text(
                    rewrite(page.read_text(encoding="utf-8")), encoding="utf-8")
            added.append(f"{game_id}-copy-{k}")
    return added


@contextlib.contextmanager
def scratch_tree(base: Path, copies: int, family: str | None) -> Iterator[tuple[Path, dict]]:
    """A temporary copy of ``base`` with ``copies`` more copies of one family; yields
    (tree, facts about what was added)."""
    tmp = Path(tempfile.mkdtemp(prefix="pr-boot-copies-"))
    try:
        tree = tmp / "tree"
        copy_tree(base, tree)
        found = games_of(tree)
        module = family or smallest_family(tree, found["families"])
        if module not in found["families"]:
            raise SystemExit(f"measure_boot: no family module {module!r}; the tree has "
                             f"{', '.join(sorted(found['families']))}")
        added = add_copies(tree, module, found["families"][module], copies)
        after = games_of(tree)["games"]
        if after != found["games"] + len(added):
            raise SystemExit(f"measure_boot: the copies of {module} did not all register: "
                             f"{found['games']} games, {len(added)} added, {after} registered")
        yield tree, {"family": module, "copies": copies, "added": len(added)}
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


# ------------------------------------------------------------------ facts of a built site

@contextlib.contextmanager
def served(tree: Path) -> Iterator[tuple[Path, Site]]:
    """The tree's site built for a local address, with measure_site's reference page, served as
    a static host serves it, every answer logged; yields (site folder, Site)."""
    handler = type("Handler", (RecordingHandler,), {})
    try:
        with built_and_served(tree / "mkdocs.yml", handler, prefix="pr-boot-") as (root, base):
            site = handler.site = Site(base)
            (root / REFERENCE).write_text(REFERENCE_HTML, encoding="utf-8")
            (root / "__reference_worker__.js").write_text(REFERENCE_WORKER, encoding="utf-8")
            yield root, site
    except RuntimeError as err:
        raise SystemExit(f"measure_boot: {err}") from err


def game_count(tree: Path) -> int:
    code = "from pokerrules.lookup.registry import variants; print(len(variants()))"
    return int(python_in(tree, code).strip().splitlines()[-1])


def page_module(site_root: Path, page: str) -> str | None:
    """The module a built game page names for its game (``data-module``), if it names one."""
    html = (site_root / "games" / page / "index.html").read_text(encoding="utf-8")
    found = re.search(r'class="pr-simulator"[^>]*data-module="([^"]+)"', html)
    return found.group(1) if found else None


def node_probe(site_root: Path, page: str, module: str | None, runs: int) -> dict:
    requests = ([{"op": "load", "module": module}] if module else []) + [
        {"op": "describe", "variant": page}, {"op": "new", "variant": page, "seed": 1}]
    command = ["node", str(PROBE), "--dir", str(site_root / "pyodide"), "--runs", "1"]
    for request in requests:
        command += ["--request", json.dumps(request)]
    # A process per run: as in a new page, the runtime's code is cold in each (in one process,
    # runs after the first ran on code the engine had compiled already).
    outs = []
    for _ in range(runs):
        proc = subprocess.run(command, capture_output=True, text=True, timeout=600)
        if proc.returncode != 0:
            raise SystemExit(f"measure_boot: snapshot_probe failed: {proc.stderr[-3000:]}")
        outs.append(json.loads(proc.stdout))
    out = outs[-1]
    every = [run for o in outs for run in o["runs"]]
    keys = ("restore_ms", "files_ms", "answer_ms")
    return {"requests": [r["op"] for r in requests], "answers": out["answers"],
            "pokerrules_modules": out["modules"]["pokerrules"],
            "game_modules": len(out["modules"]["games"]), "game_module_names": out["modules"]["games"],
            "written": out.get("written"),
            **{k: median([r[k] for r in every]) for k in keys},
            "runs": every}


# ------------------------------------------------------------------ browser visits

def visit(pw, site: Site, path: str, reference: bool) -> dict:
    """One visit of ``path`` in a new profile: navigation start to ready, and the bytes sent."""
    from measure_browser import fresh_profile

    with fresh_profile(pw, CHROMIUM) as (_ctx, page):
        mark = len(site.log)
        page.goto(site.base + path, wait_until="commit")
        if reference:
            page.wait_for_function(
                "() => window.__reference && window.__reference.status !== 'loading'", timeout=TIMEOUT_MS)
            ref = page.evaluate("() => window.__reference")
            if ref.get("status") != "ready":
                raise SystemExit(f"measure_boot: the reference page failed: {ref}")
            out = {"ready_ms": round(ref["readyAt"], 1), "boot_mode": "reference"}
        else:
            page.wait_for_selector(READY, timeout=TIMEOUT_MS)
            probe = page.evaluate("() => ({...window.__pokerrules})")
            out = {"ready_ms": round(probe["readyAt"], 1), "boot_mode": probe.get("bootMode"),
                   "worker_boot_ms": probe.get("bootMs")}
            out["phases"] = probe.get("bootPhases")
            out["worker"] = worker_trace(page)
        ready_at = (page.evaluate("() => performance.timeOrigin") + out["ready_ms"]) / 1000
        out["served_bytes"] = site.served_bytes(mark, until=ready_at)["bytes"]
        out["bytes_by_kind"] = bytes_by_kind(site.log[mark:], ready_at)
    return out


def summarise(visits: list[dict], reference: list[dict]) -> dict:
    ratios = [v["ready_ms"] / r["ready_ms"] for v, r in zip(visits, reference, strict=True)]
    kinds = sorted({k for v in visits for k in v.get("bytes_by_kind", {})})
    first = [((v.get("worker") or {}).get("requests") or [{}])[0] for v in visits]
    phases = [v.get("phases") or {} for v in visits]
    return {"ready_s": median([v["ready_ms"] / 1000 for v in visits]),
            "ratio_to_reference": median(ratios),
            "served_bytes": median([v["served_bytes"] for v in visits]),
            "bytes_by_kind": {k: median([v.get("bytes_by_kind", {}).get(k, 0) for v in visits])
                              for k in kinds},
            "boot_mode": [v["boot_mode"] for v in visits],
            "runs_s": [round(v["ready_ms"] / 1000, 3) for v in visits],
            "ratio_runs": [round(x, 3) for x in ratios],
            "worker_boot_ms": median([v["worker_boot_ms"] for v in visits if v.get("worker_boot_ms")]),
            "phases_ms": {k: median([p[k] for p in phases if k in p])
                          for k in sorted({k for p in phases for k in p})},
            "first_request_ms": {k: median([r[k] for r in first if k in r])
                                 for k in ("files_ms", "load_ms", "answer_ms")},
            "written": [(v.get("worker") or {}).get("written") for v in visits]}


def browser_runs(sites: dict[str, Site], page: str, runs: int, plain: bool) -> dict:
    from playwright.sync_api import sync_playwright

    kinds = ["cold", "plain"] if plain else ["cold"]
    paths = {"cold": f"games/{page}/", "plain": f"games/{page}/?pr-boot=plain"}
    raw: dict[str, dict[str, list]] = {name: {k: [] for k in kinds} for name in sites}
    first = next(iter(sites.values()))
    reference: list[dict] = []
    with sync_playwright() as pw:
        for i in range(runs):
            jobs = [(name, kind) for name in sites for kind in kinds] + [("reference", "")]
            shift = i % len(jobs)
            for name, kind in jobs[shift:] + jobs[:shift]:
                if name == "reference":
                    reference.append(visit(pw, first, REFERENCE, True))
                else:
                    raw[name][kind].append(visit(pw, sites[name], paths[kind], False))
            log(f"run {i + 1}/{runs}: reference {reference[-1]['ready_ms']:.0f} ms, "
                + ", ".join(f"{n} {k} {raw[n][k][-1]['ready_ms']:.0f} ms" for n in sites for k in kinds))
    out: dict = {"reference": {"ready_s": median([r["ready_ms"] / 1000 for r in reference]),
                               "served_bytes": median([r["served_bytes"] for r in reference]),
                               "runs_s": [round(r["ready_ms"] / 1000, 3) for r in reference]}}
    for name in sites:
        out[name] = {kind: summarise(raw[name][kind], reference) for kind in kinds}
    return out


# ------------------------------------------------------------------ main

def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--copies", type=int, default=0, help="a scratch tree with N copies of a family")
    parser.add_argument("--copy-family", default=None, help="the family module to copy")
    parser.add_argument("--tree", action="append", default=[], metavar="NAME=DIR")
    parser.add_argument("--page", default="three-card-poker", help="the game page measured")
    parser.add_argument("--no-plain", action="store_true", help="no ?pr-boot=plain visits")
    parser.add_argument("--no-current", action="store_true", help="leave this working tree out")
    parser.add_argument("--base", type=Path, default=ROOT,
                        help="the tree measured as current and copied for --copies (default: this one)")
    parser.add_argument("--quick", action="store_true",
                        help="one run, only the tree with two copies, no plain boot")
    args = parser.parse_args(argv)
    if args.quick:
        args.runs, args.copies, args.no_plain, args.no_current = 1, args.copies or 2, True, True
    if args.runs < 1 or args.copies < 0:
        parser.error("--runs must be at least 1 and --copies at least 0")
    for tree in args.tree:
        name, _, folder = tree.partition("=")
        usable = name and folder and (Path(folder) / "mkdocs.yml").is_file()
        if not usable or name in ("current", "copies"):
            parser.error(f"--tree {tree!r}: give NAME=DIR, DIR holding a mkdocs.yml, "
                         "NAME neither current nor copies")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    base = args.base.resolve()
    trees: dict[str, Path] = {} if args.no_current else {"current": base}
    report: dict = {"page": args.page, "runs": args.runs, "trees": {}}
    with contextlib.ExitStack() as stack:
        for tree in args.tree:
            name, _, folder = tree.partition("=")
            trees[name] = Path(folder).resolve()
        if args.copies:
            tree, facts = stack.enter_context(scratch_tree(base, args.copies, args.copy_family))
            trees["copies"] = tree
            report["copies"] = facts
        sites: dict[str, Site] = {}
        for name, tree in trees.items():
            log(f"building {name} ({tree})")
            root, sites[name] = stack.enter_context(served(tree))
            module = page_module(root, args.page)
            report["trees"][name] = {
                "dir": str(tree) if name != "copies" else "(scratch)", "games": game_count(tree),
                "page_module": module, "snapshot": snapshot_facts(root, module),
                "node": node_probe(root, args.page, module, args.runs)}
            log(f"{name}: {report['trees'][name]['snapshot']}")
        browser = browser_runs(sites, args.page, args.runs, not args.no_plain)
    report["reference"] = browser.pop("reference")
    for name, figures in browser.items():
        report["trees"][name]["browser"] = figures
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

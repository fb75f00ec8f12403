#!/usr/bin/env python3
"""Write the site's Python standard library: the runtime's ``python_stdlib.zip`` cut down to the
files the package uses.

    python3 scripts/trim_stdlib.py --wheel dist/pyodide/pokerrules-*.whl --out DIR/python_stdlib.zip

Pyodide's zip holds the whole standard library as sources (614 files, 2.5 MB, each deflated). A
page downloads all of it before Python starts, yet the package imports a small part. This script
boots the pinned runtime under Node with the full zip, installs the wheel, runs
``scripts/stdlib_workload.py`` (every module imported, every op of the JSON facade on every
game) and keeps the files that were imported, with each kept package's ``__init__.py``, plus
``KEEP``: modules a failure path needs although a healthy run never imports them. Entries are
written in the original order with their names, dates and attributes, so the output is
reproducible, but *stored* (uncompressed): the build's Brotli twin of the whole file is then
0.67 MB where the same files deflated one by one made 0.92 MB, which Brotli could not shrink
(hooks/precompress.py).

The Node tests run the package against this zip (``scripts/pyodide_run.mjs --lock``), so a
module the workload missed shows up there as an ImportError, not in a reader's browser.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RUNNER = ROOT / "scripts" / "pyodide_run.mjs"
WORKLOAD = ROOT / "scripts" / "stdlib_workload.py"

#: Kept although the workload may not import them: what printing an unexpected error needs.
KEEP = ("traceback.py", "linecache.py", "tokenize.py", "token.py", "textwrap.py",
        "_colorize.py", "warnings.py", "_py_warnings.py")


def imported_files(wheel: Path, runtime: Path) -> list[str]:
    """The zip's files that the workload imported, run in Pyodide under Node."""
    proc = subprocess.run(
        ["node", str(RUNNER), "--wheel", str(wheel), "--stdlib", str(runtime / "python_stdlib.zip"),
         "--file", str(WORKLOAD)],
        cwd=ROOT, capture_output=True, text=True, timeout=900, check=False,
    )
    if proc.returncode != 0:
        sys.exit(f"trim_stdlib: the workload failed in Pyodide:\n{proc.stderr[-4000:]}")
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    files: list[str] = report["files"]
    return files


def with_packages(files: list[str], names: set[str]) -> set[str]:
    """``files`` with ``KEEP`` and the ``__init__.py`` of every package on their paths."""
    wanted = set(files) | {name for name in KEEP if name in names}
    for name in list(wanted):
        parts = name.split("/")[:-1]
        for depth in range(1, len(parts) + 1):
            init = "/".join(parts[:depth]) + "/__init__.py"
            if init in names:
                wanted.add(init)
    return wanted


def trim(source: Path, out: Path, files: list[str]) -> tuple[int, int]:
    """Write ``out`` with the entries of ``source`` that ``files`` needs; (kept, of) entries."""
    with zipfile.ZipFile(source) as full:
        infos = full.infolist()
        wanted = with_packages(files, {info.filename for info in infos})
        missing = sorted(set(files) - {info.filename for info in infos})
        if missing:
            sys.exit(f"trim_stdlib: imported files not in {source}: {missing[:5]}")
        out.parent.mkdir(parents=True, exist_ok=True)
        tmp = out.with_suffix(".tmp")
        with zipfile.ZipFile(tmp, "w") as small:
            for info in infos:
                if info.filename in wanted:
                    with full.open(info) as entry:
                        data = entry.read()
                    stored = zipfile.ZipInfo(info.filename, info.date_time)
                    stored.external_attr = info.external_attr
                    stored.create_system = info.create_system
                    small.writestr(stored, data, compress_type=zipfile.ZIP_STORED)
        tmp.replace(out)
    return len(wanted), len(infos)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--wheel", required=True, type=Path)
    ap.add_argument("--runtime", type=Path, default=ROOT / "node_modules" / "pyodide")
    ap.add_argument("--out", required=True, type=Path)
    args = ap.parse_args()
    source = args.runtime / "python_stdlib.zip"
    files = imported_files(args.wheel, args.runtime)
    kept, total = trim(source, args.out, files)
    print(f"trim_stdlib: kept {kept} of {total} files, {source.stat().st_size:,} -> "
          f"{args.out.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()

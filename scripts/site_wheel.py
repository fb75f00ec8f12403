"""Slim the pokerrules wheel that the site serves to the browser (run by scripts/build_wheel.sh).

    python scripts/site_wheel.py dist/pyodide/pokerrules-<version>-py3-none-any.whl

Every page downloads this wheel, so it holds only what the browser's engine can use:

- **no catalogue of words** (``pokerrules/words/catalogue/``, ``glossary/`` and each game's
  ``words/``, their packages too): the page gives the engine a language's merged book
  (``site/words/<lang>.book.json``, :func:`pokerrules.words.books.install`);
- **no command line** (``pokerrules/cli/``, ``pokerrules/__main__.py`` and the entry point that
  names it): the site never runs it, so the site's standard library leaves its imports out too
  (``scripts/trim_stdlib.py`` reads this wheel);
- **no long description** in ``METADATA`` (the README, which nobody reads in a browser);
- **no docstring or comment** in its modules (:func:`bare_source`: the docstrings ``python -OO``
  would drop, and the comments; asserts stay): every line stays where it was, so a traceback's
  line numbers are the source's, and the code is checked to be the same code (its syntax tree,
  docstrings aside, and the line of every statement). The snapshot and the game bundles are made
  from this wheel, so they hold none either. Nothing in the browser reads a docstring (only the
  command line does, and it is out).

The wheel's ``RECORD`` loses the lines of what left. The wheel PyPI would get is not this one:
``pip install .`` installs every file.
"""

from __future__ import annotations

import ast
import base64
import hashlib
import io
import re
import sys
import tokenize
import zipfile
from pathlib import Path

#: The files the site's wheel leaves out (paths inside the wheel).
LEFT_OUT = re.compile(
    r"pokerrules/(?:words/(?:catalogue|glossary)/|games/[^/]+/words/|cli/|__main__\.py$)"
    r"|[^/]+\.dist-info/entry_points\.txt$"
)
#: The METADATA header lines that only describe the long description.
DESCRIPTION_HEADERS = ("Description-Content-Type:",)


def short_metadata(text: str) -> str:
    """METADATA's header lines only: the body after the first blank line is the long
    description, and goes."""
    headers = text.split("\n\n", 1)[0]
    kept = [line for line in headers.splitlines() if not line.startswith(DESCRIPTION_HEADERS)]
    return "\n".join(kept) + "\n\n"


def _docstrings(tree: ast.Module) -> list[ast.Constant]:
    """The docstrings of a module, its classes and functions (the constants the compiler takes
    for ``__doc__``)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                found.append(first.value)
    return found


def _shape(source: str) -> tuple[str, list[tuple[str, int]]]:
    """What must not change: the syntax tree with every docstring emptied, and each statement's
    kind and line."""
    tree = ast.parse(source)
    for doc in _docstrings(tree):
        doc.value = ""
    lines = [(type(node).__name__, node.lineno) for node in ast.walk(tree) if isinstance(node, ast.stmt)]
    return ast.dump(tree), lines


def bare_source(source: str) -> str:
    r"""``source`` without its docstrings (each becomes ``""`` and blank lines) and comments,
    every statement on the line it was on. Raises ValueError if the result is not the same code.

    >>> bare_source("def f():\n    '''Doc.\n\n    More.'''  # why\n    return 1  # one\n")
    'def f():\n    ""\n\n\n    return 1\n'
    """
    lines = source.encode().splitlines(keepends=True)
    for doc in sorted(_docstrings(ast.parse(source)), key=lambda d: d.lineno, reverse=True):
        assert doc.end_lineno is not None and doc.end_col_offset is not None
        first, last = doc.lineno - 1, doc.end_lineno - 1  # offsets are of the UTF-8 bytes
        blank = b'""' + b"\n" * (last - first)
        lines[first:last + 1] = [lines[first][:doc.col_offset] + blank + lines[last][doc.end_col_offset:]]
    text = b"".join(lines).decode()
    rows = text.splitlines(keepends=True)
    for token in reversed(list(tokenize.generate_tokens(io.StringIO(text).readline))):
        if token.type == tokenize.COMMENT:
            row, col = token.start
            line = rows[row - 1]
            rows[row - 1] = line[:col].rstrip() + line[len(line.rstrip("\r\n")):]
    bare = "".join(rows)
    if _shape(bare) != _shape(source):
        raise ValueError("stripping the docstrings and comments changed the code")
    return bare


def record_line(path: str, data: bytes) -> str:
    """A RECORD line: the path, its sha256 (urlsafe base64, unpadded) and its size."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}\n"


def slim(wheel: Path) -> tuple[int, int]:
    """Rewrite ``wheel`` without what :data:`LEFT_OUT` names, with :func:`short_metadata` and
    each module's :func:`bare_source` (their RECORD lines made anew); returns its size before
    and after."""
    before = wheel.stat().st_size
    with zipfile.ZipFile(wheel) as old:
        kept = [(info, old.read(info)) for info in old.infolist() if not LEFT_OUT.match(info.filename)]
    changed = {info.filename: short_metadata(data.decode()).encode()
               for info, data in kept if info.filename.endswith(".dist-info/METADATA")}
    for info, data in kept:
        if info.filename.endswith(".py"):
            try:
                changed[info.filename] = bare_source(data.decode()).encode()
            except ValueError as err:
                raise SystemExit(f"site_wheel: {info.filename}: {err}") from err
    slimmed = wheel.with_suffix(".slim")
    with zipfile.ZipFile(slimmed, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as new:
        for info, data in kept:
            if info.filename.endswith(".dist-info/RECORD"):
                lines = []
                for line in data.decode().splitlines(keepends=True):
                    path = line.split(",")[0]
                    if not LEFT_OUT.match(path):
                        lines.append(record_line(path, changed[path]) if path in changed else line)
                data = "".join(lines).encode()
            data = changed.get(info.filename, data)
            info.compress_type = zipfile.ZIP_DEFLATED
            new.writestr(info, data, compresslevel=9)
    slimmed.replace(wheel)
    return before, wheel.stat().st_size


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not argv[0].endswith(".whl"):
        print("usage: python scripts/site_wheel.py WHEEL", file=sys.stderr)
        return 2
    before, after = slim(Path(argv[0]))
    print(f"site_wheel: {Path(argv[0]).name}, {before:,} -> {after:,} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

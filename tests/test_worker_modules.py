"""The page's scripts stay small, and the rules engine's worker loads its modules without a wait.

Read as text (no Node, no browser). The worker (docs/javascripts/pyodide-worker.js) imports
nothing statically: a static import would add a round trip before the boot starts fetching
(notes/page-speed.md). When the boot message comes it imports its other modules all at once
(``BOOT_MODULES``), which must be every module worker-boot.js needs, directly or not, so that
none is asked for only after another has come in. Every one of them is a file of
docs/javascripts, so the built site, and the offline copy made of every file of it, has it.
"""

from __future__ import annotations

import re
from pathlib import Path

JS = Path(__file__).resolve().parents[1] / "docs" / "javascripts"
STATIC = re.compile(r'^import\s[^;]*?from\s+"(\./[^"]+)";', re.M | re.S)


def static_imports(name: str) -> set[str]:
    """The modules `name` imports statically, directly or not (as ./file.js)."""
    found: set[str] = set()
    todo = [name]
    while todo:
        for module in STATIC.findall((JS / todo.pop().removeprefix("./")).read_text(encoding="utf-8")):
            if module not in found:
                found.add(module)
                todo.append(module)
    return found


def test_every_script_is_under_400_lines() -> None:
    lines = {p.name: len(p.read_text(encoding="utf-8").splitlines()) for p in JS.glob("*.js")}
    assert {name: n for name, n in lines.items() if n >= 400} == {}


def test_the_worker_imports_its_modules_together_when_the_boot_starts() -> None:
    entry = (JS / "pyodide-worker.js").read_text(encoding="utf-8")
    assert not re.search(r"^import\s", entry, re.M), "the worker's entry imports something statically"
    listed = re.search(r"const BOOT_MODULES = \[([^\]]*)\]", entry)
    assert listed
    modules = re.findall(r'"(\./[^"]+)"', listed.group(1))
    assert modules[0] == "./worker-boot.js"
    assert set(modules[1:]) == static_imports("./worker-boot.js")
    assert all((JS / m.removeprefix("./")).is_file() for m in modules)

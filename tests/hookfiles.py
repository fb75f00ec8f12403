"""Load one of the site's MkDocs hooks (``hooks/NAME.py``, not a package) as a module, for tests."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

HOOKS = Path(__file__).resolve().parents[1] / "hooks"


def load_hook(name: str) -> ModuleType:
    """A fresh module made from ``hooks/<name>.py`` (each call runs the file again)."""
    spec = importlib.util.spec_from_file_location(f"{name}_hook_under_test", HOOKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module

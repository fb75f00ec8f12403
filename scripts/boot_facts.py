"""Facts about a built site and a visit of it, for scripts/measure_boot.py: what the site's
snapshot and the page's family bundle weigh, the bytes a visit was sent by kind of file, and what
the engine's worker wrote and timed (``self.__pokerrulesWorker`` in pyodide-worker.js)."""

from __future__ import annotations

import json
import re
from pathlib import Path


def snapshot_facts(site_root: Path, module: str | None) -> dict:
    folder = site_root / "pyodide"
    info = json.loads((folder / "snapshot.json").read_text(encoding="utf-8"))
    snap = folder / info["file"]
    wheels = list(folder.glob("*.whl"))
    size = lambda p: p.stat().st_size if p.is_file() else None  # noqa: E731
    bundle = (info.get("families") or {}).get(module) if module else None
    bundle_path = folder / bundle["file"] if bundle else None
    return {"file": info["file"], "raw_bytes": size(snap),
            "brotli_bytes": size(snap.with_name(snap.name + ".br")),
            "gzip_bytes": size(snap.with_name(snap.name + ".gz")),
            "wheel_bytes": size(wheels[0]) if len(wheels) == 1 else None,
            "bundles": len(info.get("families") or {}),
            "page_bundle_bytes": size(bundle_path) if bundle_path else None,
            "page_bundle_brotli_bytes":
                size(bundle_path.with_name(bundle_path.name + ".br")) if bundle_path else None}


#: What a file served is, for ``bytes_by_kind``: the first pattern its path matches.
KINDS = (("wheel", r"\.whl$"), ("snapshot", r"/pyodide/snapshot-[^/]*\.bin$"),
         ("game_bundles", r"/pyodide/games/"), ("runtime", r"/pyodide/"),
         ("search_index", r"search_index\.json$"), ("html", r"(/|\.html)$"),
         ("scripts_styles", r"\.(js|mjs|css)$"))


def bytes_by_kind(log: list[tuple], until: float) -> dict[str, int]:
    """The bytes sent before ``until``, by what the file is (``KINDS``; ``other`` for the rest)."""
    out: dict[str, int] = {}
    for began, path, _status, sent, _encoding in log:
        if began <= until:
            kind = next((name for name, pattern in KINDS if re.search(pattern, path)), "other")
            out[kind] = out.get(kind, 0) + sent
    return dict(sorted(out.items()))


def worker_trace(page) -> dict | None:  # type: ignore[no-untyped-def]
    """What the engine's worker wrote and how long its first requests took
    (``self.__pokerrulesWorker`` in pyodide-worker.js), or None when the worker has none."""
    for worker in page.workers:
        try:
            trace = worker.evaluate("() => self.__pokerrulesWorker || null")
        except Exception:  # noqa: BLE001 - a worker of the theme's, or one that went away
            continue
        if trace:
            return trace
    return None

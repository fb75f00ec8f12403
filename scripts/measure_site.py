"""The served site for scripts/measure.py: built for a local address, with a plain Pyodide
reference page added, served as a static host serves it, every answer logged."""

from __future__ import annotations

import contextlib
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT / "scripts") not in sys.path:
    sys.path.insert(0, str(ROOT / "scripts"))
from sitekit import ENCODINGS, StaticHostHandler, built_and_served  # noqa: E402

REFERENCE = "__reference__.html"

# The reference: the same work as the simulator's worker (pyodide-worker.js) and nothing else,
# in a module worker of a page of its own: import pyodide.mjs, loadPyodide with the site's lock,
# loadPackage("pokerrules"), import pokerrules.api. readyAt is performance.now() on the page when
# the worker says so, as the simulator's probe does.
REFERENCE_HTML = """<!doctype html>
<html lang="en"><meta charset="utf-8"><title>Plain Pyodide boot (measure.py reference)</title>
<script type="module">
window.__reference = { status: "loading" };
const worker = new Worker(new URL("__reference_worker__.js", location.href), { type: "module" });
worker.onmessage = (e) => { window.__reference = { ...e.data, readyAt: performance.now() }; };
worker.onerror = (e) => { window.__reference = { status: "failed", error: String(e.message) }; };
worker.postMessage({ indexURL: new URL("pyodide/", location.href).href });
</script>
<p>Booting Pyodide and loading pokerrules&hellip;</p>
</html>
"""
REFERENCE_WORKER = """self.onmessage = async (event) => {
  const { indexURL } = event.data;
  const started = performance.now();
  try {
    const { loadPyodide } = await import(new URL("pyodide.mjs", indexURL).href);
    const pyodide = await loadPyodide({
      indexURL, lockFileURL: new URL("pyodide-lock.json", indexURL).href });
    let failed = null;
    await pyodide.loadPackage("pokerrules", {
      messageCallback: () => {}, errorCallback: (m) => { failed = m; } });
    if (failed) throw new Error(failed);
    pyodide.pyimport("pokerrules.api");
    self.postMessage({ status: "ready", bootMs: performance.now() - started });
  } catch (err) {
    self.postMessage({ status: "failed", error: String(err) });
  }
};
"""

@dataclass
class Site:
    """The served site: its address, the twins in pyodide/, and every answer the server sent:
    ``(time.time() when it began, path, status, body bytes, Content-Encoding)``, in order (one
    visit at a time, so a visit's answers are a slice of it)."""

    base: str
    twins: list[str] = field(default_factory=list)
    log: list[tuple[float, str, int, int, str]] = field(default_factory=list)

    def served_bytes(self, start: int, until: float | None = None) -> dict:
        """What was answered since entry ``start`` of the log (and before ``until``, a time)."""
        answers = [a for a in self.log[start:] if until is None or a[0] <= until]
        return {"bytes": sum(a[3] for a in answers), "requests": len(answers),
                "not_modified": sum(1 for a in answers if a[2] == 304)}

    def encodings(self, prefix: str) -> dict[str, str]:
        """The encoding each file under ``prefix`` was last sent with (a 200 answer)."""
        return dict(sorted({a[1]: a[4] for a in self.log if a[1].startswith(prefix) and a[2] == 200}.items()))


class RecordingHandler(StaticHostHandler):
    """StaticHostHandler that appends each answer to ``site.log`` (the server's own count of the
    body bytes it sent: Content-Length, 0 for a 304)."""

    site: Site

    def send_head(self):  # type: ignore[no-untyped-def]
        began = time.time()
        self._answer = [0, 0, "identity"]
        f = super().send_head()
        status, size, encoding = self._answer
        sent = size if f is not None else 0
        self.site.log.append((began, urlsplit(self.path).path, status, sent, encoding))
        return f

    def send_response(self, code: int, message: str | None = None) -> None:
        if hasattr(self, "_answer"):
            self._answer[0] = int(code)
        super().send_response(code, message)

    def send_header(self, keyword: str, value: str) -> None:
        if hasattr(self, "_answer"):
            if keyword.lower() == "content-encoding":
                self._answer[2] = value
            elif keyword.lower() == "content-length":
                self._answer[1] = int(value)
        super().send_header(keyword, value)


@contextlib.contextmanager
def served_site(config: Path, *, languages: bool = False) -> Iterator[Site]:
    """Build the site for a local address, add the reference page, serve it as a static host
    does (sitekit.StaticHostHandler); yields the Site. ``languages``: build every language's
    tree with scripts/build_site.py (``mkdocs build`` builds English only)."""
    handler = type("Handler", (RecordingHandler,), {})
    build = None
    if languages:
        import build_site

        def build(config: Path, root: Path, base: str) -> None:
            try:
                build_site.build(config, root, site_url=base)
            except build_site.SiteBuildError as err:
                raise RuntimeError(str(err)) from err
    try:
        with built_and_served(config, handler, prefix="pr-measure-", build=build) as (root, base):
            site = handler.site = Site(base)
            (root / REFERENCE).write_text(REFERENCE_HTML, encoding="utf-8")
            (root / "__reference_worker__.js").write_text(REFERENCE_WORKER, encoding="utf-8")
            site.twins = sorted(p.name for p in (root / "pyodide").iterdir()
                                if p.suffix in {s for _, s in ENCODINGS})
            yield site
    except RuntimeError as err:
        raise SystemExit(f"measure: {err}") from err

"""The site served as a static host serves it (sitekit.StaticHostHandler): Chromium gets the
Brotli twins hooks/precompress.py wrote, Pyodide included, and the simulator still boots."""

from __future__ import annotations


def test_a_cold_visit_gets_brotli_and_the_simulator_boots(tab, site):
    responses = []
    tab.page.context.on("response", lambda response: responses.append(response))
    tab.goto("games/three-card-poker/")  # waits for the simulator to be ready
    assert not tab.errors, tab.errors
    assert not tab.offsite, tab.offsite

    def received(suffix: str) -> dict[str, str]:
        found = [r for r in responses if r.url.split("?")[0].endswith(suffix) and r.status == 200]
        assert found, f"no response for {suffix}: {[r.url for r in responses]}"
        return found[0].all_headers()

    wasm = received("pyodide/pyodide.asm.wasm")
    assert wasm.get("content-encoding") == "br", wasm
    assert wasm["content-type"] == "application/wasm"
    # The bytes on the wire were the twin's, not the 9.6 MB file's.
    assert int(wasm["content-length"]) == (site.root / "pyodide" / "pyodide.asm.wasm.br").stat().st_size
    assert received("pyodide/pyodide.asm.mjs").get("content-encoding") == "br"
    assert received("games/three-card-poker/").get("content-encoding") == "br"
    # The standard library is a zip of stored files (scripts/trim_stdlib.py): its twin is sent,
    # and Python read it (the simulator booted).
    stdlib = received("pyodide/python_stdlib.zip")
    assert stdlib.get("content-encoding") == "br", stdlib
    assert int(stdlib["content-length"]) == (site.root / "pyodide" / "python_stdlib.zip.br").stat().st_size
    assert int(stdlib["content-length"]) < (site.root / "pyodide" / "python_stdlib.zip").stat().st_size / 3

"""scripts/sitekit.py's StaticHostHandler: a built site's .br/.gz twins served as a static host
or CDN serves them, and only to requests that accept them."""

from __future__ import annotations

import email.utils
import functools
import gzip
import http.client
import http.server
import sys
import threading
from pathlib import Path

import brotli
import pytest

REPO = Path(__file__).resolve().parents[1]
if str(REPO / "scripts") not in sys.path:
    sys.path.insert(0, str(REPO / "scripts"))
from sitekit import StaticHostHandler, encoding_preferences  # noqa: E402

PAGE = b"<!doctype html><title>Three Card Poker</title>" + b"<p>ante, play, pair plus</p>" * 300
WASM = b"\x00asm\x01\x00\x00\x00" + bytes(range(256)) * 64
PLAIN = b"body { color: teal; }\n" * 50  # no twins: served as it is, whatever is accepted


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    root = tmp_path_factory.mktemp("static")
    (root / "games").mkdir()
    (root / "games" / "index.html").write_bytes(PAGE)
    (root / "pyodide").mkdir()
    (root / "pyodide" / "pyodide.asm.wasm").write_bytes(WASM)
    (root / "plain.css").write_bytes(PLAIN)
    (root / "sw.js").write_bytes(b"self.addEventListener('fetch', () => {});\n" * 40)
    for name in ("games/index.html", "pyodide/pyodide.asm.wasm", "sw.js"):
        data = (root / name).read_bytes()
        (root / (name + ".br")).write_bytes(brotli.compress(data, quality=11))
        (root / (name + ".gz")).write_bytes(gzip.compress(data, mtime=0))
    httpd = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(StaticHostHandler, directory=str(root)))
    httpd.daemon_threads = True
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield httpd.server_address[1]
    finally:
        httpd.shutdown()
        httpd.server_close()


def fetch(port: int, path: str, accept: str | None = None, method: str = "GET",
          **headers: str) -> tuple[int, dict[str, str], bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    if accept is not None:
        headers["Accept-Encoding"] = accept
    conn.putrequest(method, path, skip_accept_encoding=True)
    for key, value in headers.items():
        conn.putheader(key.replace("_", "-"), value)
    conn.endheaders()
    response = conn.getresponse()
    body = response.read()
    conn.close()
    return response.status, {k.lower(): v for k, v in response.getheaders()}, body


def test_brotli_is_sent_to_a_browser_that_accepts_it(server):
    status, headers, body = fetch(server, "/pyodide/pyodide.asm.wasm", "gzip, deflate, br, zstd")
    assert status == 200
    assert headers["content-encoding"] == "br"
    assert headers["content-type"] == "application/wasm"
    assert headers["vary"] == "Accept-Encoding"
    assert int(headers["content-length"]) == len(body) < len(WASM)
    assert brotli.decompress(body) == WASM


@pytest.mark.parametrize("accept", ["gzip", "gzip, deflate", "br;q=0, gzip", "gzip;q=1, br;q=0.0",
                                    "br;q=0.5, gzip", "GZIP"])
def test_gzip_when_brotli_is_not_accepted_or_wanted_less(server, accept):
    status, headers, body = fetch(server, "/pyodide/pyodide.asm.wasm", accept)
    assert status == 200
    assert headers["content-encoding"] == "gzip", accept
    assert headers["content-type"] == "application/wasm"
    assert gzip.decompress(body) == WASM


@pytest.mark.parametrize("accept", [None, "", "identity", "deflate", "br;q=0, gzip;q=0", "*;q=0", "zstd"])
def test_the_file_itself_when_no_twin_is_accepted(server, accept):
    status, headers, body = fetch(server, "/pyodide/pyodide.asm.wasm", accept)
    assert status == 200
    assert "content-encoding" not in headers, accept
    assert headers["content-type"] == "application/wasm"
    assert headers["vary"] == "Accept-Encoding", "the plain answer must not be cached for everyone"
    assert body == WASM


def test_a_wildcard_accepts_the_best_twin(server):
    assert fetch(server, "/pyodide/pyodide.asm.wasm", "*")[1]["content-encoding"] == "br"
    assert fetch(server, "/pyodide/pyodide.asm.wasm", "br;q=0, *")[1]["content-encoding"] == "gzip"


def test_pages_queries_head_and_cache_headers(server):
    status, headers, body = fetch(server, "/games/?seed=7", "br")
    assert (status, headers["content-encoding"], headers["content-type"]) == (200, "br", "text/html")
    assert brotli.decompress(body) == PAGE
    assert headers["cache-control"] == "no-cache"

    status, head, body = fetch(server, "/games/index.html", "br", method="HEAD")
    assert (status, body) == (200, b"")
    assert head["content-encoding"] == "br" and head["content-length"] == headers["content-length"]

    assert fetch(server, "/sw.js", "br")[1]["cache-control"] == "no-cache"
    assert fetch(server, "/pyodide/pyodide.asm.wasm", "br")[1]["cache-control"].startswith("max-age=")
    assert fetch(server, "/games", "br")[0] == 301
    assert fetch(server, "/missing.js", "br")[0] == 404


def test_a_file_without_twins_is_served_as_it_is(server):
    status, headers, body = fetch(server, "/plain.css", "br, gzip")
    assert (status, body) == (200, PLAIN)
    assert "content-encoding" not in headers and "vary" not in headers
    assert headers["content-type"] == "text/css"


def test_a_twin_asked_for_by_name_is_opaque_bytes(server):
    status, headers, body = fetch(server, "/pyodide/pyodide.asm.wasm.br", "br")
    assert status == 200
    assert "content-encoding" not in headers
    assert headers["content-type"] == "application/octet-stream"
    assert brotli.decompress(body) == WASM


def test_if_modified_since_gets_304_with_the_same_vary(server):
    _, headers, _ = fetch(server, "/pyodide/pyodide.asm.wasm", "br")
    status, again, body = fetch(server, "/pyodide/pyodide.asm.wasm", "br",
                                If_Modified_Since=headers["last-modified"])
    assert (status, body) == (304, b"")
    assert again["vary"] == "Accept-Encoding"
    old = email.utils.formatdate(0, usegmt=True)
    assert fetch(server, "/pyodide/pyodide.asm.wasm", "br", If_Modified_Since=old)[0] == 200


def test_encoding_preferences():
    assert encoding_preferences("gzip, deflate, br, zstd") == \
        {"gzip": 1.0, "deflate": 1.0, "br": 1.0, "zstd": 1.0}
    assert encoding_preferences("br;q=0, GZIP ; q=0.5") == {"br": 0.0, "gzip": 0.5}
    assert encoding_preferences("") == {}
    assert encoding_preferences("br;q=nonsense") == {"br": 0.0}

"""docs/javascripts/words.js, run in Node with a stand-in page: the page's language from
``<html lang>`` (or the tests' pseudo-language from localStorage), its catalogue fetched once
from ``<site root>/words/<lang>.json`` and nothing fetched for English, ``t()`` filling slots
with an English fallback, ``tNodes()`` keeping elements whole, and ``lang`` added to requests."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

MODULE = Path(__file__).resolve().parents[1] / "docs" / "javascripts" / "words.js"

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")

CATALOGUE = {"Deal": "Repartir", "Seat {n}": "Asiento {n}", "{n} chips": "{n} fichas",
             "You earned {stars}.": "Has ganado {stars}."}


def run(lang: str, stored: str | None = None) -> dict[str, Any]:
    """What words.js does on a page whose ``<html lang>`` is ``lang`` (``stored``: the
    localStorage "pr-lang"), serving CATALOGUE for any language's file."""
    script = f"""
      const fetched = [];
      globalThis.document = {{ documentElement: {{ lang: {json.dumps(lang)} }} }};
      globalThis.localStorage = {{ getItem: (key) => (key === "pr-lang" ? {json.dumps(stored)} : null) }};
      globalThis.Node = class Node {{}};
      globalThis.fetch = async (url) => {{
        fetched.push(String(url));
        return {{ ok: true, json: async () => ({json.dumps(CATALOGUE)}) }};
      }};
      const w = await import({json.dumps(MODULE.as_uri())});
      const star = new Node();
      console.log(JSON.stringify({{
        lang: w.pageLang(),
        fetched: fetched.map((u) => u.split("/").slice(-2).join("/")),
        deal: w.t("Deal"),
        seat: w.t("Seat {{n}}", {{ n: 3 }}),
        missing: w.t("{{who}} folds.", {{ who: "Ana" }}),
        braces: w.t("{{{{not a slot}}}} {{n}}", {{ n: 1 }}),
        nodes: w.tNodes("You earned {{stars}}.", {{ stars: star }}).map((p) => (p === star ? "<stars>" : p)),
        request: w.withLang({{ op: "describe", variant: "mus" }}),
        list: w.listed(["Ana", "Ben", "1 bot"]),
      }}));
    """
    done = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True,
                          text=True, check=True, timeout=60)
    out: dict[str, Any] = json.loads(done.stdout)
    return out


def test_an_english_page_fetches_nothing_and_sends_no_lang():
    got = run("en")
    assert got["lang"] == "en" and got["fetched"] == []
    assert (got["deal"], got["seat"], got["missing"]) == ("Deal", "Seat 3", "Ana folds.")
    assert got["braces"] == "{not a slot} 1"
    assert got["nodes"] == ["You earned ", "<stars>", "."]
    assert got["request"] == {"op": "describe", "variant": "mus"}
    assert got["list"] == "Ana, Ben and 1 bot"


def test_a_spanish_page_fetches_its_catalogue_once_and_asks_in_spanish():
    got = run("es")
    assert got["lang"] == "es" and got["fetched"] == ["words/es.json"]
    assert (got["deal"], got["seat"]) == ("Repartir", "Asiento 3")
    assert got["missing"] == "Ana folds.", "a template with no translation falls back to English"
    assert got["nodes"] == ["Has ganado ", "<stars>", "."]
    assert got["request"] == {"op": "describe", "variant": "mus", "lang": "es"}
    assert got["list"] == "Ana, Ben y 1 bot"


def test_brazilian_portuguese_and_the_pseudo_language():
    assert run("pt-BR")["fetched"] == ["words/pt-BR.json"]
    got = run("en", stored="qps")
    assert got["lang"] == "qps" and got["fetched"] == ["words/qps.json"]
    assert got["request"]["lang"] == "qps"

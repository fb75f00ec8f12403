"""The page's own words go through one catalogue (docs/javascripts/words.js, issue 35).

* Every template the JavaScript passes to ``t()``/``tNodes()`` is a key of the page's English
  catalogue (pokerrules/words/catalogue/en_page.py), and every call passes a literal; the
  Spanish and Brazilian Portuguese page catalogues translate only those templates, keeping
  their {slots}.
* No words a player reads are left outside t(): a heuristic scan of the string literals put in
  text, labels, titles, alerts and announcements, with an explicit allowlist.
* The build writes each language's file from those catalogues (sitebuild/page_words.py).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from sitebuild import page_words
from sitebuild.js_strings import Scanned, scan, scan_file

from pokerrules.words.catalogue import en_page, es_page, pt_br_page
from pokerrules.words.pseudo import PSEUDO, unmarked
from pokerrules.words.templates import BadTemplate, Template

ROOT = Path(__file__).resolve().parents[1]
JS = ROOT / "docs" / "javascripts"
SLOT = re.compile(r"\{\{|\}\}|\{[A-Za-z_][A-Za-z0-9_]*\}")


def slots(template: str) -> list[str]:
    return sorted(s for s in SLOT.findall(template) if s not in ("{{", "}}"))


def js_files() -> list[Path]:
    return sorted(JS.glob("*.js"))


def missing_templates(scanned: Scanned, catalogue: dict[str, str]) -> list[str]:
    return [f"line {c.line}: {c.template!r}" if c.template is not None
            else f"line {c.line}: {c.function}() without a literal template"
            for c in scanned.calls if c.template not in catalogue]


# ----- (a) every template is in the catalogue; the translations keep the slots


@pytest.mark.parametrize("path", js_files(), ids=lambda p: p.name)
def test_every_template_of_the_page_is_in_its_english_catalogue(path):
    missing = missing_templates(scan_file(path), en_page.WORDS)
    assert not missing, (f"{path.name}: not in en_page.py (run `python -m sitebuild.page_words "
                         f"--write-english`):\n" + "\n".join(missing))


def test_a_template_missing_from_the_catalogue_is_found():
    source = 'el("p", { text: t("Ready. Press Deal.") }); t(`Seat ${n}`); t("{who} folds.", { who });'
    missing = missing_templates(scan(source), {"{who} folds.": "{who} folds."})
    assert missing == ["line 1: 'Ready. Press Deal.'", "line 1: t() without a literal template"]


def test_the_scanner_reads_concatenations_escapes_comments_and_regexes():
    source = ('// t("in a comment")\nconst r = /["`]/g;\n'
              't("one \\u201cquoted\\u201d " +\n  "sentence", { a: `x ${t("inner")}` });')
    assert [c.template for c in scan(source).calls] == ["one \u201cquoted\u201d sentence", "inner"]


@pytest.mark.parametrize("module", [en_page, es_page, pt_br_page], ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_each_entry_is_a_template_the_package_s_layer_takes(module):
    # The page's catalogues are the package's too (pokerrules.words.books merges every module
    # of a language): each entry must be a template the layer accepts.
    refused = []
    for source, target in module.WORDS.items():
        try:
            Template.of(source, target)
        except BadTemplate as err:
            refused.append(str(err))
    assert not refused, refused


def test_the_english_catalogue_maps_each_template_to_itself():
    assert en_page.WORDS and all(k == v for k, v in en_page.WORDS.items())


def test_the_english_catalogue_is_what_the_javascript_uses():
    written = (ROOT / "pokerrules" / "words" / "catalogue" / "en_page.py").read_text(encoding="utf-8")
    assert written == page_words.english_source(JS), \
        "en_page.py is stale: run `python -m sitebuild.page_words --write-english`"


@pytest.mark.parametrize("module", [es_page, pt_br_page], ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_each_translation_is_of_a_page_template_with_the_same_slots(module):
    assert module.WORDS, f"{module.__name__} translates nothing"
    strays = [k for k in module.WORDS if k not in en_page.WORDS]
    assert not strays, f"{module.__name__} translates templates the page does not use: {strays}"
    wrong = {k: v for k, v in module.WORDS.items() if slots(k) != slots(v)}
    assert not wrong, f"{module.__name__}: the slots differ: {wrong}"
    untranslated = [k for k, v in module.WORDS.items() if k == v and re.search(r"[a-z]{3}", SLOT.sub("", k))]
    assert not untranslated, f"{module.__name__} leaves these in English: {untranslated}"


# ----- (b) no words a player reads outside t()

#: Where a literal lands in front of a player: element text, labels, titles, placeholders,
#: alerts, announcements, the status line, notes, confirmations.
PLAYER_FACING = re.compile(
    r"textContent|innerText|\btext:|aria-label|\btitle\b|placeholder|\blabel\b|[aA]lert|announce|"
    r"setStatus|showNote|confirm\(|\bsay\(|\bmark\(|\bsucceed\(|\bfail|slowWork\(|nextButton\(|"
    r"error:|message:|\bnote:|caption|el\(\"(?:p|li|dt|dd|span|strong|summary|legend|option|button|label|h\d)\"")
#: Two English words (letters) with a space between them.
WORDS = re.compile(r"[A-Za-z]{2,}[,.:;!?]? +[A-Za-z]{2,}")

#: Literals a player never reads, though they sit where the scan looks. Each says why.
ALLOWLIST: dict[str, set[str]] = {
    # The worker has no page, so no words.js: the page says these in its own words instead
    # (sim-component.js's bootStage for the stages of the boot, sim-engine.js's fromWorker for
    # the worker's own errors); the others are messages for the console.
    "pyodide-worker.js": {
        "downloading and starting Python",
        "[pokerrules] boot failed",
        "The rules engine is not loaded.",
        "The rules engine failed: ${}",
    },
    "worker-boot.js": {
        "loading the rules package",
        "wasm instantiation failed",  # a console message of Pyodide's, looked for
    },
    # Developers' errors from the state store: thrown at a programming mistake, never shown.
    "sim-state.js": {
        "${}: the initial state must be an object with every key it will hold.",
        "${}: setState takes an object of the keys to change.",
        "declare every key in the initial state.",
        "${}: subscribe takes a function.",
    },
}


def unwrapped(path: Path) -> list[str]:
    scanned = scan_file(path)
    lines = scanned.source.split("\n")
    allowed = ALLOWLIST.get(path.name, set())
    found = []
    for literal in scanned.literals:
        if scanned.in_calls(literal) or literal.text in allowed:
            continue
        text = literal.text.replace("${}", " ").strip()
        if not WORDS.search(text) or re.search(r"^[\w.-]+(?: [\w.-]+)*$", text) and "-" in text:
            continue  # CSS classes ("md-button pr-action"), ids
        statement = lines[literal.line - 1]
        if PLAYER_FACING.search(statement) and not statement.lstrip().startswith(("//", "*")):
            found.append(f"{path.name}:{literal.line}: {literal.text!r}")
    return found


@pytest.mark.parametrize("path", js_files(), ids=lambda p: p.name)
def test_no_words_a_player_reads_bypass_the_catalogue(path):
    found = unwrapped(path)
    assert not found, "wrap these in t() (or allowlist them, saying why):\n" + "\n".join(found)


def test_the_scan_finds_words_outside_t(tmp_path):
    bad = tmp_path / "bad.js"
    bad.write_text('this.setStatus("Your move.");\nel("button", { text: t("Deal") });\n'
                   'node.setAttribute("aria-label", `Seat ${n} folds`);\n', encoding="utf-8")
    assert unwrapped(bad) == ["bad.js:1: 'Your move.'", "bad.js:3: 'Seat ${} folds'"]


# ----- the build's files


def test_the_build_writes_each_language_from_the_catalogues(tmp_path):
    page_words.write_page_words(tmp_path)
    written = {p.name: json.loads(p.read_text(encoding="utf-8")) for p in (tmp_path / "words").iterdir()}
    assert sorted(written) == ["es.json", "pt-BR.json", f"{PSEUDO}.json"]
    assert set(written["qps.json"]) == set(en_page.WORDS)
    for template, marked in written["qps.json"].items():
        assert slots(marked) == slots(template) and not unmarked(SLOT.sub(" ", marked)), (template, marked)
        assert "\u27e6" in marked or not re.search(r"[^\W\d_]", SLOT.sub("", template)), (template, marked)
    assert written["es.json"] == {k: v for k, v in es_page.WORDS.items() if k in en_page.WORDS} | {
        k: v for k, v in written["es.json"].items() if k not in es_page.WORDS}
    assert written["es.json"]["Deal"] == es_page.WORDS["Deal"]
    assert written["pt-BR.json"]["Deal"] == pt_br_page.WORDS["Deal"]
    assert not (tmp_path / "words" / "en.json").exists(), "English must cost nothing"

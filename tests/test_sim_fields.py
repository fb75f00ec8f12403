"""Every field of the browser's objects is declared in one place (issue 21, point 8).

Read as text (no Node, no browser): the simulator's scripts (docs/javascripts/sim-*.js and
simulator.js) are cut into classes and method bags (``export const xMethods = {...}``, mixed
into a class with ``Object.assign(X.prototype, ...)``), and every write to ``this.<name>`` is
found. The rules:

* a method bag writes no field of ``this`` at all: a simulator's state goes through its store
  (sim-state.js), whose shape is declared once;
* a class with bags mixed in writes its fields in its constructor only;
* any other class writes, outside its constructor, only fields its constructor (or a build()
  the constructor calls) declared;
* nothing writes into a store's state directly (``this.state.x = ...``, ``sim.state.x = ...``,
  or through the simulator's getters of it, ``sim.lastChoices[kind] = ...``): only setState does;
* the other parts of a page with a store of their own (the house-rules form, the playback, the
  lessons, the lesson player, the drill: ``this.store = createStore(...)`` in the constructor)
  write no field of ``this`` outside their constructor (and the build() it calls): their state
  goes through their store.

The cutting is by braces, skipping comments, strings and template literals; a file whose
braces do not balance fails the test rather than being read wrongly.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

JS = Path(__file__).resolve().parents[1] / "docs" / "javascripts"
FILES = sorted(JS.glob("sim-*.js")) + [JS / "simulator.js"]

# `this.x = ...`, `this.x += ...`, `this.x ||= ...`, `this.x++`, `++this.x` (not `==`, `=>`).
WRITE = re.compile(
    r"(?:\+\+|--)\s*this\.([A-Za-z_$][\w$]*)\b"
    r"|\bthis\.([A-Za-z_$][\w$]*)\s*(?:(?:[-+*/%]|\*\*|\|\||&&|\?\?|<<|>>>?|[&|^])?=(?![=>])|\+\+|--)")
# A write into a store's state, or into what the simulator's getters return of it (sim-actions.js
# reads `lastAmounts`, `lastChoices` and `view` of the simulator or lesson player it draws for).
STATE_WRITE = re.compile(r"(?:\.state|\bgetState\(\)|\.lastAmounts|\.lastChoices|\.view)"
                         r"(?:\.[A-Za-z_$][\w$]*|\[[^\]]*\])+\s*"
                         r"(?:(?:[-+*/%]|\|\||&&|\?\?)?=(?![=>])|\+\+|--)")
CLASS = re.compile(r"^(?:export\s+)?class\s+(\w+)[^{]*\{", re.M)
BAG = re.compile(r"^export\s+const\s+(\w+Methods)\s*=\s*\{", re.M)
MIXIN = re.compile(r"Object\.assign\(\s*(\w+)\.prototype\s*,([^)]*)\)")
METHOD = re.compile(r"^  (?:async\s+|static\s+|get\s+|set\s+)*(\w+)\s*\([^)]*\)\s*\{", re.M)


def code_only(text: str) -> str:
    """`text` with comments, strings and the text of template literals blanked out (the same
    length, newlines kept), so that the braces left are the code's."""
    out = list(text)
    i, n = 0, len(text)
    depth: list[int] = []  # brace depth inside each open `${` of a template literal

    def blank(a: int, b: int) -> None:
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    in_template = False
    while i < n:
        c = text[i]
        if in_template:
            if c == "\\":
                blank(i, i + 2)
                i += 2
            elif c == "`":
                in_template = False
                i += 1
            elif text.startswith("${", i):
                depth.append(0)
                in_template = False
                i += 2
            else:
                blank(i, i + 1)
                i += 1
            continue
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            blank(i, end)
            i = end
        elif text.startswith("/*", i):
            end = text.index("*/", i) + 2
            blank(i, end)
            i = end
        elif c in "'\"":
            j = i + 1
            while text[j] != c:
                j += 2 if text[j] == "\\" else 1
            blank(i + 1, j)
            i = j + 1
        elif c == "`":
            in_template = True
            i += 1
        elif c == "{" and depth:
            depth[-1] += 1
            i += 1
        elif c == "}" and depth:
            if depth[-1] == 0:
                depth.pop()
                in_template = True
            else:
                depth[-1] -= 1
            i += 1
        else:
            i += 1
    return "".join(out)


def block_end(code: str, start: int) -> int:
    """The index just past the brace that closes the one at `start`."""
    level = 0
    for k in range(start, len(code)):
        if code[k] == "{":
            level += 1
        elif code[k] == "}":
            level -= 1
            if level == 0:
                return k + 1
    raise AssertionError("unbalanced braces")


@dataclass(frozen=True)
class Block:
    file: str
    name: str
    kind: str  # "class" | "bag"
    body: str  # the code between the braces (comments and strings blanked)


def blocks(path: Path) -> list[Block]:
    code = code_only(path.read_text(encoding="utf-8"))
    assert code.count("{") == code.count("}"), f"{path.name}: braces do not balance"
    out = []
    for pattern, kind in ((CLASS, "class"), (BAG, "bag")):
        for m in pattern.finditer(code):
            start = m.end() - 1
            out.append(Block(path.name, m.group(1), kind, code[start + 1:block_end(code, start) - 1]))
    return out


def methods(body: str) -> dict[str, str]:
    """The methods of a class body (two-space indented, as the project writes them)."""
    return {m.group(1): body[m.end() - 1:block_end(body, m.end() - 1)] for m in METHOD.finditer(body)}


def writes(code: str) -> list[str]:
    return [a or b for a, b in WRITE.findall(code)]


ALL = [b for path in FILES for b in blocks(path)]
# The classes that keep their state in a store of their own (sim-state.js).
STORED = [b.name for b in ALL if b.kind == "class"
          and re.search(r"\bthis\.store\s*=\s*createStore\(", methods(b.body).get("constructor", ""))]
MIXED = {m.group(1): [name.strip() for name in m.group(2).split(",") if name.strip()]
         for path in FILES for m in MIXIN.finditer(code_only(path.read_text(encoding="utf-8")))}


def test_the_scripts_are_read() -> None:
    names = {b.name for b in ALL}
    assert {"Simulator", "handMethods", "replayMethods", "turnMethods", "Setup", "Playback"} <= names
    assert set(STORED) == {"Simulator", "Setup", "Playback", "Lessons", "LessonPlayer", "Drill"}
    assert MIXED["Simulator"] and set(MIXED["Simulator"]) <= names
    simulator = next(b for b in ALL if b.name == "Simulator")
    assert "constructor" in methods(simulator.body)
    # The scanner finds writes (a check that cannot fail would prove nothing).
    assert writes("this.a = 1; this.b += 2; ++this.c; this.d ||= 3; x = this.e === 1; f = () => this.g") \
        == ["a", "b", "c", "d"]
    hidden = "// this.a = 1\nconst s = 'this.b = 2'; t = `${this.c = 3} this.d = 4`;"
    assert writes(code_only(hidden)) == ["c"]
    # ...and writes into a store's state, directly or through the simulator's getters.
    assert len(STATE_WRITE.findall("this.state.a = 1; sim.state.b.c += 2; s.getState().d = 3; "
                                   "sim.lastChoices[t.kind] = x; sim.view.log++;")) == 5
    assert not STATE_WRITE.findall("x = this.state.a; y = sim.lastChoices[k] === 1; f = (v) => v.state")


@pytest.mark.parametrize("bag", [b for b in ALL if b.kind == "bag"], ids=lambda b: b.name)
def test_a_method_bag_writes_no_field(bag: Block) -> None:
    assert writes(bag.body) == [], f"{bag.file}: {bag.name} writes fields of `this`; keep them in the store"


@pytest.mark.parametrize("cls", [b for b in ALL if b.kind == "class"], ids=lambda b: b.name)
def test_a_class_declares_its_fields_in_its_constructor(cls: Block) -> None:
    own = methods(cls.body)
    constructor = own.get("constructor", "")
    # A class with bags mixed in declares in its constructor only; another may build() there.
    declaring = {"constructor"}
    if cls.name not in MIXED and "build" in own and re.search(r"\bthis\.build\(\)", constructor):
        declaring.add("build")
    declared = {name for method in declaring for name in writes(own.get(method, ""))}
    later = {name for method, code in own.items() if method not in declaring for name in writes(code)}
    if cls.name in MIXED:
        assert later == set(), f"{cls.file}: {cls.name} writes {sorted(later)} outside its constructor"
    else:
        assert later <= declared, f"{cls.file}: {cls.name} writes undeclared {sorted(later - declared)}"


@pytest.mark.parametrize("cls", [b for b in ALL if b.name in STORED], ids=lambda b: b.name)
def test_a_class_with_a_store_writes_fields_in_its_constructor_only(cls: Block) -> None:
    own = methods(cls.body)
    declaring = {"constructor"}
    if "build" in own and re.search(r"\bthis\.build\(\)", own.get("constructor", "")):
        declaring.add("build")
    later = {f"{method}: {name}" for method, code in own.items() if method not in declaring
             for name in writes(code)}
    assert later == set(), f"{cls.file}: {cls.name} writes {sorted(later)}; keep its state in its store"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_nothing_writes_into_the_stores_state(path: Path) -> None:
    code = code_only(path.read_text(encoding="utf-8"))
    assert not STATE_WRITE.findall(code), f"{path.name}: writes into the store's state; use setState"
    assert not re.search(r"Object\.assign\(\s*this\s*,", code), f"{path.name}: assigns fields in bulk"

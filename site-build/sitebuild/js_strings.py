"""The string literals of the site's JavaScript, read well enough to check its words.

A small scanner, not a JavaScript parser: it knows strings ("…", '…'), template literals
(`…${…}…`, nested), comments and regular-expression literals, which is all it takes to find
every string literal of docs/javascripts/*.js with its line, and every call of the page's words
function (``t("…", {…})`` and ``tNodes("…", {…})``, docs/javascripts/words.js) with the English
template it passes. The tests use it to check that every template is in the page's catalogue
(pokerrules/words/catalogue/en_page.py) and that no words a player reads bypass it; the build
uses the catalogue itself (sitebuild/page_words.py).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

#: The names of the words functions of docs/javascripts/words.js.
WORDS_FUNCTIONS = ("t", "tNodes")

#: After one of these (the last thing that is not a space), a "/" starts a regular expression.
_REGEX_AFTER = set("(,=:[!&|?{};+-*%<>~^") | {""}
_KEYWORDS_BEFORE_REGEX = {"return", "typeof", "case", "of", "in", "delete", "void", "throw", "new"}

_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "v": "\v", "0": "\0"}


@dataclass(frozen=True)
class Literal:
    """A string literal: its text (escapes decoded; a template literal's ``${…}`` parts kept as
    ``${}``), where it starts, and whether it is a template literal with expressions in it."""

    text: str
    line: int
    start: int
    end: int
    quote: str
    has_expressions: bool


@dataclass(frozen=True)
class WordsCall:
    """A call of t() or tNodes(): the template (None when its first argument is not a string
    literal, or a concatenation of them), and the line it starts on."""

    function: str
    template: str | None
    line: int
    start: int
    end: int


def _decode(raw: str) -> str:
    out: list[str] = []
    i = 0
    while i < len(raw):
        ch = raw[i]
        if ch != "\\" or i + 1 >= len(raw):
            out.append(ch)
            i += 1
            continue
        nxt = raw[i + 1]
        if nxt == "u" and raw[i + 2:i + 3] == "{":
            close = raw.index("}", i + 3)
            out.append(chr(int(raw[i + 3:close], 16)))
            i = close + 1
        elif nxt == "u":
            out.append(chr(int(raw[i + 2:i + 6], 16)))
            i += 6
        elif nxt == "x":
            out.append(chr(int(raw[i + 2:i + 4], 16)))
            i += 4
        elif nxt == "\n":
            i += 2
        else:
            out.append(_ESCAPES.get(nxt, nxt))
            i += 2
    return "".join(out)


class _Scanner:
    def __init__(self, source: str) -> None:
        self.src = source
        self.literals: list[Literal] = []
        #: (kind, text, start, end): kind "word", "punct" or "string" (an index into literals)
        self.tokens: list[tuple[str, str, int, int]] = []

    def line_of(self, pos: int) -> int:
        return self.src.count("\n", 0, pos) + 1

    def _last_significant(self) -> str:
        if not self.tokens:
            return ""
        kind, text, _, _ = self.tokens[-1]
        if kind == "word":
            return "(" if text in _KEYWORDS_BEFORE_REGEX else "a"
        if kind == "string":
            return "a"
        return text

    def scan(self, i: int = 0, stop_at_brace: bool = False) -> int:
        src, depth = self.src, 0
        while i < len(src):
            ch = src[i]
            if ch in " \t\r\n":
                i += 1
            elif src.startswith("//", i):
                i = src.find("\n", i) if "\n" in src[i:] else len(src)
            elif src.startswith("/*", i):
                i = src.index("*/", i + 2) + 2
            elif ch in "\"'":
                i = self._string(i, ch)
            elif ch == "`":
                i = self._template(i)
            elif ch == "/" and self._last_significant() in _REGEX_AFTER:
                i = self._regex(i)
            elif ch.isalnum() or ch in "_$":
                m = re.compile(r"[\w$]+").match(src, i)
                assert m is not None
                self.tokens.append(("word", m.group(), i, m.end()))
                i = m.end()
            else:
                if stop_at_brace:
                    if ch == "{":
                        depth += 1
                    elif ch == "}":
                        if depth == 0:
                            return i + 1
                        depth -= 1
                self.tokens.append(("punct", ch, i, i + 1))
                i += 1
        return i

    def _string(self, i: int, quote: str) -> int:
        j = i + 1
        while self.src[j] != quote:
            j += 2 if self.src[j] == "\\" else 1
        self._add_literal(_decode(self.src[i + 1:j]), i, j + 1, quote, False)
        return j + 1

    def _template(self, i: int) -> int:
        src, j, expressions = self.src, i + 1, False
        parts: list[str] = []
        start = len(self.literals)
        self.literals.append(Literal("", 0, i, i, "`", False))  # its place, filled below
        self.tokens.append(("string", str(start), i, i))
        chunk = j
        while src[j] != "`":
            if src[j] == "\\":
                j += 2
            elif src.startswith("${", j):
                parts.append(_decode(src[chunk:j]) + "${}")
                expressions = True
                j = self.scan(j + 2, stop_at_brace=True)
                chunk = j
            else:
                j += 1
        parts.append(_decode(src[chunk:j]))
        self.literals[start] = Literal("".join(parts), self.line_of(i), i, j + 1, "`", expressions)
        index = self.tokens.index(("string", str(start), i, i))
        self.tokens[index] = ("string", str(start), i, j + 1)
        return j + 1

    def _regex(self, i: int) -> int:
        j, in_class = i + 1, False
        while True:
            ch = self.src[j]
            if ch == "\\":
                j += 2
                continue
            if ch == "[":
                in_class = True
            elif ch == "]":
                in_class = False
            elif ch == "/" and not in_class:
                break
            j += 1
        m = re.compile(r"[a-z]*").match(self.src, j + 1)
        assert m is not None
        self.tokens.append(("word", "/regex/", i, m.end()))
        return m.end()

    def _add_literal(self, text: str, start: int, end: int, quote: str, expressions: bool) -> None:
        self.tokens.append(("string", str(len(self.literals)), start, end))
        self.literals.append(Literal(text, self.line_of(start), start, end, quote, expressions))


@dataclass(frozen=True)
class Scanned:
    """One JavaScript file, scanned."""

    source: str
    literals: tuple[Literal, ...]
    calls: tuple[WordsCall, ...]

    def in_calls(self, literal: Literal) -> bool:
        """Whether `literal` is the template of a words call (not merely one of its values)."""
        return any(call.start <= literal.start < call.end for call in self.calls)


def _calls(scanner: _Scanner) -> Iterator[WordsCall]:
    tokens = scanner.tokens
    for k, (kind, text, start, _) in enumerate(tokens):
        if kind != "word" or text not in WORDS_FUNCTIONS:
            continue
        if k and tokens[k - 1][:2] == ("word", "function"):
            continue
        spread = k >= 3 and all(tokens[k - d][:2] == ("punct", ".") for d in (1, 2, 3))
        if k and tokens[k - 1][:2] == ("punct", ".") and not spread:
            continue  # a method of something else (x.t(…))
        if k + 1 >= len(tokens) or tokens[k + 1][:2] != ("punct", "("):
            continue
        j, end = k + 2, tokens[k + 1][3]
        pieces: list[str] = []
        while j < len(tokens) and tokens[j][0] == "string":
            literal = scanner.literals[int(tokens[j][1])]
            if literal.has_expressions:
                pieces = []
                break
            pieces.append(literal.text)
            end = tokens[j][3]
            if j + 1 < len(tokens) and tokens[j + 1][:2] == ("punct", "+") \
                    and j + 2 < len(tokens) and tokens[j + 2][0] == "string":
                j += 2
                continue
            j += 1
            break
        closes = j < len(tokens) and tokens[j][:2] in {("punct", ","), ("punct", ")")}
        template = "".join(pieces) if pieces and closes else None
        yield WordsCall(text, template, scanner.line_of(start), start, end)


def scan(source: str) -> Scanned:
    scanner = _Scanner(source)
    scanner.scan()
    return Scanned(source, tuple(scanner.literals), tuple(_calls(scanner)))


def scan_file(path: Path) -> Scanned:
    return scan(path.read_text(encoding="utf-8"))


def page_templates(js_dir: Path) -> dict[str, list[str]]:
    """Every template passed to t()/tNodes() in ``js_dir/*.js`` -> where ("file.js:12")."""
    found: dict[str, list[str]] = {}
    for path in sorted(js_dir.glob("*.js")):
        for call in scan_file(path).calls:
            if call.template is not None:
                found.setdefault(call.template, []).append(f"{path.name}:{call.line}")
    return found

"""api_decode's scan before parsing (cut out the strings, then look for long numbers and deep
nesting in what is left, as bytes) gives the verdict of the plain regular-expression scan it
replaced, on any text: with and without backslashes, unterminated strings, brackets and digits
inside and outside strings, characters beyond ASCII and lone surrogates."""

from __future__ import annotations

import random
import re
from itertools import accumulate

import pytest

from pokerrules.core.decode import MAX_DEPTH, MAX_NUMBER_DIGITS, check_scan, outside_strings
from pokerrules.core.errors import BadRequest

STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
NOT_BRACKET = re.compile(r"[^\[\]{}]+")
LONG_NUMBER = re.compile(rf"[0-9]{{{MAX_NUMBER_DIGITS + 1},}}")
STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def reference(text: str) -> str | None:
    """The verdict of the plain scan: which check refuses ``text``, or None."""
    outside = STRING.sub('""', text)
    if LONG_NUMBER.search(outside):
        return "digits"
    if max(accumulate(map(STEP.__getitem__, NOT_BRACKET.sub("", outside))), default=0) > MAX_DEPTH:
        return "deep"
    return None


def verdict(text: str) -> str | None:
    try:
        check_scan(text)
    except BadRequest as err:
        return "digits" if "digits" in err.message else "deep"
    return None


PIECES = ['"', "\\", "\\\\", '\\"', "[", "]", "{", "}", "[" * 9, "]" * 9, "{" * 9, "1", "7" * 11,
          "0" * 21, " ", ":", ",", "a", "é", "🂡", "\ud800", "\n", '"x"', '"[["', "true"]


def test_the_scan_gives_the_plain_scans_verdict_on_random_texts() -> None:
    rng = random.Random(21)
    verdicts = set()
    for _ in range(4000):
        text = "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 40)))
        assert outside_strings(text) == STRING.sub('""', text), text
        verdicts.add(verdict(text))
        assert verdict(text) == reference(text), text
    assert verdicts == {None, "digits", "deep"}


@pytest.mark.parametrize("text", [
    '{"a": "' + "[" * 40 + '"}',            # brackets inside a string do not count
    '{"a": "\\"' + "[" * 40 + '"}',         # nor after an escaped quote
    '{"a": "\\\\"' + "[" * 40 + "]" * 40,   # but after an escaped backslash the string has ended
    '"' + "9" * 30 + '"',                   # digits inside a string do not count
    "[" + "9" * 21 + "]",
    "[" + "9" * 20 + "]",
    "[" * MAX_DEPTH + "]" * MAX_DEPTH,
    "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1),
    "}" * 5 + "[" * (MAX_DEPTH + 1),
    '"' + "[" * 40,                          # an unterminated string runs to the end
])
def test_the_scan_gives_the_plain_scans_verdict_on_edge_cases(text: str) -> None:
    assert verdict(text) == reference(text)

"""The facade's reading of a request: JSON text, checked for size, nesting and long numbers
before it is parsed, so that a huge or deeply nested request costs a scan of its characters and
nothing more.

>>> decode('{"op": "catalogue"}')
{'op': 'catalogue'}
>>> decode("[" * 17 + "]" * 17)
Traceback (most recent call last):
...
pokerrules.core.errors.BadRequest: The request nests arrays and objects more than 16 deep.
"""

from __future__ import annotations

import json
import math
import re
from itertools import accumulate

from pokerrules.core.errors import BadRequest, PokerRulesError

#: The longest request, in characters (a history of the longest hand takes about a quarter; a
#: game night's largest file and the longest history it keeps fill it:
#: :mod:`pokerrules.night.limits`).
MAX_REQUEST_CHARS = 250_000
#: The deepest nesting of arrays and objects in a request (a request with a history needs 4).
MAX_DEPTH = 16
#: The most digits a number in a request may have (a seed has at most 19).
MAX_NUMBER_DIGITS = 20
#: A JSON string, or an unterminated one up to the end (so that a failed match never makes the
#: search start again inside it: the scan stays linear however the quotes and backslashes fall).
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
#: Each byte of UTF-8 text as ``0`` for a digit and a space for anything else.
_DIGIT_MASK = bytes(b"0"[0] if byte in b"0123456789" else b" "[0] for byte in range(256))
_LONG_DIGITS = b"0" * (MAX_NUMBER_DIGITS + 1)
#: Every byte but the brackets (a byte of a character beyond ASCII is never one of them).
_NOT_BRACKETS = bytes(byte for byte in range(256) if byte not in b"[]{}")
_DEPTH_STEP = {byte: 1 if byte in b"[{" else -1 for byte in b"[]{}"}


def outside_strings(text: str) -> str:
    """``text`` with each JSON string in it (or an unterminated one up to the end) written
    ``""``: what is left is what numbers and brackets there are outside strings. Without a
    backslash in the text, a string is what lies between two quotes, and the text is cut at
    its quotes (much faster than the regular expression, which reads escapes too).

    >>> outside_strings('{"a": [1, "]\\\\"", 2], "b": "x')
    '{"": [1, "", 2], "": ""'
    >>> outside_strings('{"a": [1, "]", 2], "b": "x')
    '{"": [1, "", 2], "": ""'
    """
    if "\\" in text:
        return _STRING.sub('""', text)
    parts = text.split('"')
    unterminated = '""' if len(parts) % 2 == 0 else ""  # an odd number of quotes
    return '""'.join(parts[0::2]) + unterminated


def check_scan(text: str) -> None:
    """:class:`BadRequest` if a number outside the strings of ``text`` has more than
    :data:`MAX_NUMBER_DIGITS` digits, or its arrays and objects nest more than
    :data:`MAX_DEPTH` deep (counting every bracket outside strings, matched or not). A scan of
    the characters, made at C speed: strings cut out, then the text as UTF-8 bytes masked (the
    digits) and filtered (the brackets)."""
    outside = outside_strings(text).encode("utf-8", "surrogatepass")
    if _LONG_DIGITS in outside.translate(_DIGIT_MASK):
        raise BadRequest(f"A number in the request has more than {MAX_NUMBER_DIGITS} digits.")
    brackets = outside.translate(None, _NOT_BRACKETS)
    if max(accumulate(map(_DEPTH_STEP.__getitem__, brackets)), default=0) > MAX_DEPTH:
        raise BadRequest(f"The request nests arrays and objects more than {MAX_DEPTH} deep.")


def decode(request_json: object) -> object:
    """The request as JSON values, or :class:`BadRequest` if it is not JSON or is larger or deeper
    than the facade accepts. Size and depth are checked before parsing, so a huge or deeply
    nested request costs a scan of its characters and nothing more."""
    if isinstance(request_json, bytes | bytearray):
        if len(request_json) > 4 * MAX_REQUEST_CHARS:
            raise BadRequest(_too_big(len(request_json)))
        try:
            request_json = bytes(request_json).decode("utf-8")
        except UnicodeDecodeError:
            raise BadRequest("The request is not valid JSON: it is not UTF-8 text.") from None
    if not isinstance(request_json, str):
        raise BadRequest("The request must be JSON text.")
    if len(request_json) > MAX_REQUEST_CHARS:
        raise BadRequest(_too_big(len(request_json)))
    check_scan(request_json)
    try:
        return json.loads(request_json, parse_float=_parse_float, parse_constant=_parse_constant)
    except PokerRulesError:
        raise
    except (ValueError, RecursionError):
        raise BadRequest("The request is not valid JSON.") from None


def _too_big(size: int) -> str:
    return f"A request may be at most {MAX_REQUEST_CHARS:,} characters long, not {size:,}."


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise BadRequest("A number in the request is too large.")
    return value


def _parse_constant(text: str) -> float:
    raise BadRequest(f"The request is not valid JSON: {text} is not a number in JSON.")

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

#: The longest request, in characters (a history of the longest hand takes about a third).
MAX_REQUEST_CHARS = 200_000
#: The deepest nesting of arrays and objects in a request (a request with a history needs 4).
MAX_DEPTH = 16
#: The most digits a number in a request may have (a seed has at most 19).
MAX_NUMBER_DIGITS = 20
#: A JSON string, or an unterminated one up to the end (so that a failed match never makes the
#: search start again inside it: the scan stays linear however the quotes and backslashes fall).
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_LONG_NUMBER = re.compile(rf"[0-9]{{{MAX_NUMBER_DIGITS + 1},}}")
_DEPTH_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


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
    outside_strings = _STRING.sub('""', request_json)
    if _LONG_NUMBER.search(outside_strings):
        raise BadRequest(f"A number in the request has more than {MAX_NUMBER_DIGITS} digits.")
    brackets = _NOT_BRACKET.sub("", outside_strings)
    if max(accumulate(map(_DEPTH_STEP.__getitem__, brackets)), default=0) > MAX_DEPTH:
        raise BadRequest(f"The request nests arrays and objects more than {MAX_DEPTH} deep.")
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

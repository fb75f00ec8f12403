"""A night as a file: JSON with a format name, a version and a checksum (the SHA-256 of the
night's canonical JSON: keys sorted, no spaces, ASCII), read back with every field and rule
checked. A file that is not JSON, too large, of another format or a newer version, whose
checksum does not match, or whose night breaks a rule is refused with a sentence that says what
is wrong (:class:`~pokerrules.night.errors.BadNight`).

>>> read_file("{}")
Traceback (most recent call last):
...
pokerrules.core.errors.BadNight: This is not a night file: it has no 'format'.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from pokerrules.core.errors import quote
from pokerrules.night.checks import checked_night
from pokerrules.night.errors import BadNight
from pokerrules.night.model import Night

FORMAT = "pokerrules-night"
VERSION = 1
#: The largest night file, in characters: it must fit in one request to the facade
#: (:data:`pokerrules.api_decode.MAX_REQUEST_CHARS`) with room to spare.
MAX_FILE_CHARS = 180_000


def canonical(data: object) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True,
                      allow_nan=False)


def checksum(night: dict[str, Any]) -> str:
    return "sha256:" + hashlib.sha256(canonical(night).encode("ascii")).hexdigest()


def to_file(night: Night) -> dict[str, Any]:
    """The file's JSON object for ``night``."""
    data = night.to_json()
    found = {"format": FORMAT, "version": VERSION, "night": data, "checksum": checksum(data)}
    size = len(canonical(found))
    if size > MAX_FILE_CHARS:
        raise BadNight(f"The night has grown too large to keep ({size:,} characters; a night "
                       f"holds at most {MAX_FILE_CHARS:,}): settle up and start a new night.")
    return found


def file_text(night: Night) -> str:
    """The file as text, as it is downloaded."""
    return json.dumps(to_file(night), indent=1, ensure_ascii=False) + "\n"


def _parsed(text: str) -> object:
    if len(text) > MAX_FILE_CHARS * 2:
        raise BadNight(f"This file is too large to be a night ({len(text):,} characters; a night "
                       f"file has at most {MAX_FILE_CHARS:,}).")
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise BadNight(f"This is not a night file: it is not JSON ({err.msg} at line {err.lineno}, "
                       f"column {err.colno}).") from err
    except RecursionError as err:
        raise BadNight("This is not a night file: it nests too deep.") from err


def read_file(data: object) -> Night:
    """The night in a file (its text, or its parsed JSON), every field and rule checked."""
    if isinstance(data, str | bytes):
        data = _parsed(data.decode("utf-8", "replace") if isinstance(data, bytes) else data)
    if not isinstance(data, dict):
        raise BadNight(f"This is not a night file: it must be a JSON object, not {quote(data)}.")
    missing = next((k for k in ("format", "version", "night", "checksum") if k not in data), None)
    if missing is not None:
        raise BadNight(f"This is not a night file: it has no {missing!r}.")
    extra = next((k for k in data if k not in ("format", "version", "night", "checksum")), None)
    if extra is not None:
        raise BadNight(f"The night file has an unknown field {quote(extra)}.")
    if data["format"] != FORMAT:
        raise BadNight(f"This is not a night file: its format is {quote(data['format'])}.")
    version = data["version"]
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise BadNight(f"The night file's version must be a whole number, not {quote(version)}.")
    if version > VERSION:
        raise BadNight(f"This night file was written by a newer version of the site (version "
                       f"{version}; this one reads {VERSION}): reload the page to read it.")
    try:
        size = len(canonical(data))
    except (TypeError, ValueError, RecursionError) as err:
        raise BadNight("This is not a night file: it holds something JSON cannot.") from err
    if size > MAX_FILE_CHARS:
        raise BadNight(f"This file is too large to be a night ({size:,} characters; a night "
                       f"file has at most {MAX_FILE_CHARS:,}).")
    if not isinstance(data["checksum"], str) or data["checksum"] != checksum(data["night"]):
        raise BadNight("The night file's checksum does not match what it holds: it was changed "
                       "or damaged after it was saved, so it is not read.")
    return checked_night(data["night"])

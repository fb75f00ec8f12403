"""A night as a file: JSON with a format name, a version and a checksum (the SHA-256 of the
night's canonical JSON: keys sorted, no spaces, ASCII), read back with every field and rule
checked. A file that is not JSON (damaged, cut short), too large, of another format or a newer
version, whose checksum does not match, or whose night breaks a rule is refused with a sentence
that says what is wrong (:class:`~pokerrules.night.errors.BadNight`).

A file changed by hand (numbers corrected in a text editor) has a checksum that no longer
matches. :func:`read_file` refuses it; :func:`import_file` reads it with its numbers worked out
again, and says in words what was changed, when it is still a night that keeps its rules.

The file is written with one line for each of the night's fields and one for each hand
(:func:`file_text`), so that it can be read and corrected in a text editor; its size limits are
:mod:`pokerrules.night.limits`'s.

>>> read_file("{}")
Traceback (most recent call last):
...
pokerrules.core.errors.BadNight: This is not a night file: it has no 'format'.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from pokerrules.core.decode import outside_strings
from pokerrules.core.errors import quote
from pokerrules.night.checks import checked_night, recomputed_night
from pokerrules.night.errors import BadNight
from pokerrules.night.limits import MAX_FILE_CHARS, MAX_TEXT_CHARS, canonical
from pokerrules.night.model import Night

__all__ = ["FORMAT", "MAX_FILE_CHARS", "VERSION", "canonical", "checksum", "file_text",
           "import_file", "read_file", "to_file"]

FORMAT = "pokerrules-night"
VERSION = 1
_KEYS = ("format", "version", "night", "checksum")
CHECKSUM_WORDS = ("The night file's checksum does not match what it holds: it was changed or "
                  "damaged after it was saved, so it is not read.")
EDITED_WORDS = ("This file was changed after it was saved (its checksum does not match what it "
                "holds).")


def checksum(night: object) -> str:
    return _checksum_of(canonical(night))


def _checksum_of(text: str) -> str:
    return "sha256:" + hashlib.sha256(text.encode("ascii")).hexdigest()


def _size(file: dict[str, Any], night_text: str) -> int:
    """The length of ``file``'s canonical JSON, its night's canonical JSON being ``night_text``
    (the night is written once, not twice)."""
    return len(canonical({**file, "night": 0})) - 1 + len(night_text)


def to_file(night: Night) -> dict[str, Any]:
    """The file's JSON object for ``night``; :class:`BadNight` when it is past its limit."""
    data = night.to_json()
    text = canonical(data)
    found = {"format": FORMAT, "version": VERSION, "night": data, "checksum": _checksum_of(text)}
    size = _size(found, text)
    if size > MAX_FILE_CHARS:
        raise BadNight(f"This does not fit in the night: it would grow to {size:,} characters, and "
                       f"a night keeps at most {MAX_FILE_CHARS:,}. Nothing was changed: settle up "
                       f"and start a new night.")
    return found


def file_text(night: Night) -> str:
    """The file as text, as the page downloads it: one line for each of the night's fields and
    one for each hand, each compact JSON."""
    return text_of(to_file(night))


def text_of(file: dict[str, Any]) -> str:
    """A night file's JSON object as text (:func:`file_text`)."""
    def one(value: object) -> str:
        return json.dumps(value, separators=(",", ":"), ensure_ascii=False)

    lines = []
    for key, value in file["night"].items():
        if key == "hands" and value:
            rows = ",\n".join(f"   {one(hand)}" for hand in value)
            lines.append(f'  "hands": [\n{rows}\n  ]')
        else:
            lines.append(f"  {one(key)}: {one(value)}")
    night = ",\n".join(lines)
    head = ",\n".join(f" {one(k)}: {one(file[k])}" for k in ("format", "version"))
    return (f'{{\n{head},\n "night": {{\n{night}\n }},\n "checksum": {one(file["checksum"])}\n}}\n')


def _unclosed(text: str) -> bool:
    """Whether ``text`` opens more arrays and objects (outside its strings) than it closes."""
    outside = outside_strings(text)
    return sum(outside.count(c) for c in "[{") > sum(outside.count(c) for c in "]}")


def _parsed(text: str) -> object:
    if len(text) > MAX_TEXT_CHARS:
        raise BadNight(f"This file is too large to be a night ({len(text):,} characters; a night "
                       f"file has at most {MAX_TEXT_CHARS:,}).")
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        if not text.strip():
            raise BadNight("This file is empty: it holds no night.") from err
        if err.pos >= len(text.rstrip()) or _unclosed(text):
            raise BadNight("This file is damaged, so it cannot be read: it ends too soon, as if it "
                           "was cut short when it was saved or copied.") from err
        raise BadNight(f"This file is damaged, so it cannot be read: it is not written as a night "
                       f"file is, near line {err.lineno:,} (character {err.colno:,} of the line). "
                       f"Was it changed by hand?") from err
    except RecursionError as err:
        raise BadNight("This is not a night file: it nests too deep.") from err


def _file_object(data: object) -> tuple[dict[str, Any], bool]:
    """The file's JSON object, its format, version and size checked, and whether its checksum
    matches its night; not yet its night."""
    if isinstance(data, str | bytes):
        data = _parsed(data.decode("utf-8", "replace") if isinstance(data, bytes) else data)
    if not isinstance(data, dict):
        raise BadNight(f"This is not a night file: it must be a JSON object, not {quote(data)}.")
    missing = next((k for k in _KEYS if k not in data), None)
    if missing is not None:
        raise BadNight(f"This is not a night file: it has no {missing!r}.")
    extra = next((k for k in data if k not in _KEYS), None)
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
        text = canonical(data["night"])
        size = _size(data, text)
    except (TypeError, ValueError, RecursionError) as err:
        raise BadNight("This is not a night file: it holds something JSON cannot.") from err
    if size > MAX_FILE_CHARS:
        raise BadNight(f"This file is too large to be a night ({size:,} characters; a night "
                       f"keeps at most {MAX_FILE_CHARS:,}).")
    return data, isinstance(data["checksum"], str) and data["checksum"] == _checksum_of(text)


def read_file(data: object) -> Night:
    """The night in a file (its text, or its parsed JSON), every field and rule checked."""
    data, signed = _file_object(data)
    if not signed:
        raise BadNight(CHECKSUM_WORDS)
    return checked_night(data["night"])


def import_file(data: object) -> tuple[Night, list[str]]:
    """The night in a file, as :func:`read_file` reads it; but a file whose checksum does not
    match (changed by hand) is read with each hand's chips and the totals worked out again,
    when it is still a night that keeps its rules. The words list what was changed: empty for a
    file read as it was saved, else why, then each number worked out again."""
    data, signed = _file_object(data)
    if signed:
        return checked_night(data["night"]), []
    try:
        night, changes = recomputed_night(data["night"])
    except BadNight as err:
        raise BadNight(f"{CHECKSUM_WORDS} As it stands it is not a night that can be read: "
                       f"{err.message}") from err
    return night, [EDITED_WORDS, *(changes or ["Its hands and totals add up as they stand, so no "
                                               "number was worked out again."])]

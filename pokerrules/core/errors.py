"""Errors a player or a page can meet, each with a stable code and a plain sentence.

Error messages quote bad input through :func:`quote`, which shows at most a short part of it:
a request with a ten-megabyte option value gets a sentence, not ten megabytes back.

>>> quote("x" * 100)
"'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'…"
>>> quote([1, [2, [3, [4]]]])
'[1, [2, [...]]]'
"""

from __future__ import annotations

from collections.abc import Mapping

#: The most characters of a piece of bad input that an error message repeats.
QUOTE_LIMIT = 40


class PokerRulesError(ValueError):
    """Base class: ``code`` is stable for programs, ``str(err)`` is for people."""

    code = "error"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def to_json(self) -> dict[str, str]:
        return {"code": self.code, "message": self.message}


class BadCard(PokerRulesError):
    """A card string that does not name a card, such as ``"1x"``."""

    code = "bad-card"


class IllegalAction(PokerRulesError):
    """An action the rules do not allow now. The state is left exactly as it was."""

    code = "illegal-action"


class UnknownVariant(PokerRulesError):
    """A game id that the registry does not know."""

    code = "unknown-variant"


class BadOption(PokerRulesError):
    """A house-rule option with an unknown name or a value it cannot take."""

    code = "bad-option"


class CorruptHistory(PokerRulesError):
    """A hand history that cannot be replayed."""

    code = "corrupt-history"


class UnknownHistory(PokerRulesError):
    """A request that names a history by the ``history_key`` of a reply, which the facade does not
    remember (any more): the page sends the whole history instead."""

    code = "unknown-history"


class BadRequest(PokerRulesError):
    """A request to the JSON facade that is not of the expected shape, or larger than it accepts."""

    code = "bad-request"


class BadNight(PokerRulesError):
    """A game night (:mod:`pokerrules.night`), a night file or a hand entered into one that does
    not fit: a field of the wrong type or range, a broken rule, a changed checksum."""

    code = "bad-night"


class InternalError(PokerRulesError):
    """Something went wrong inside pokerrules itself (a bug): the facade answers with this code
    rather than raising. Tests treat it as a failure."""

    code = "internal-error"


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``value`` as an error message may show it: its repr, but never more than about ``limit``
    characters of it (then "…"), nested values only two levels deep, and a huge whole number by
    its size. Safe on anything JSON can hold, however large or deep."""
    text = _short(value, limit, 2)
    return text if len(text) <= limit + 3 else text[:limit + 2] + "…"


def _short(value: object, limit: int, depth: int) -> str:
    if isinstance(value, str):
        return repr(value[:limit]) + ("…" if len(value) > limit else "")
    if isinstance(value, bool) or value is None or isinstance(value, float):
        return repr(value)
    if isinstance(value, int):
        if value.bit_length() <= 128:
            return repr(value)
        sign = "negative " if value < 0 else ""
        return f"a {sign}number of about {int(value.bit_length() * 0.30103) + 1} digits"
    if isinstance(value, list | tuple | Mapping):
        opening, closing = ("{", "}") if isinstance(value, Mapping) else ("[", "]")
        if depth == 0:
            return opening + "..." + closing
        parts: list[str] = []
        size = 0
        items = value.items() if isinstance(value, Mapping) else value
        for count, item in enumerate(items):
            if count == 4 or size > limit:
                parts.append("...")
                break
            if isinstance(value, Mapping):
                key, inner = item
                part = f"{_short(key, limit, 0)}: {_short(inner, limit, depth - 1)}"
            else:
                part = _short(item, limit, depth - 1)
            parts.append(part)
            size += len(part) + 2
        return opening + ", ".join(parts) + closing
    return f"a {type(value).__name__}"

"""Plain words about players, shared by every game: the reader is "You", everyone else "Seat 3"
(seats counted from 1), and verbs agree.

>>> who([2], 0), agree([2], 0, "win"), who([0, 2], 0), agree([0], 0, "win")
('Seat 3', 'wins', 'You and seat 3', 'win')
>>> summary(12, 6), summary(-6, 6), summary(0, 4)
('You win 12.', 'You lose 6.', 'You get your 4 back.')
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any


def who(seats: Sequence[int], viewer: int | None) -> str:
    """``"You"``, ``"Seat 3"``, ``"Seat 2 and you"``: seats as the subject of a sentence."""
    words = ["you" if s == viewer else f"seat {s + 1}" for s in seats]
    text = ", ".join(words[:-1]) + (" and " if len(words) > 1 else "") + words[-1]
    return text[0].upper() + text[1:]


def agree(seats: Sequence[int], viewer: int | None, verb: str) -> str:
    """The verb after :func:`who`: ``"win"`` for you or several, ``"wins"`` for one other."""
    if len(seats) == 1 and seats[0] != viewer:
        return verb + ("es" if verb.endswith("s") else "s")
    return verb


def summary(net: int, staked: int) -> str:
    """One short line about the reader's chips: ``"You win 12."``, ``"You lose 6."``, ``"You get
    your 4 back."`` (``net`` is what the hand changed, ``staked`` what the reader put in)."""
    if net > 0:
        return f"You win {net}."
    if net < 0:
        return f"You lose {-net}."
    return f"You get your {staked} back." if staked else "You neither win nor lose."


def end_log(log: list[str], log_seats: list[int | None], result: dict[str, Any] | None) -> None:
    """A finished hand's log ends with its result lines, told by nobody in particular."""
    if result is not None:
        log.extend(result["lines"])
        log_seats.extend([None] * len(result["lines"]))


def third_person(verb: str) -> str:
    """``"take"`` -> ``"takes"``: the verb after ``Seat 2``."""
    if verb in ("do", "go"):
        return verb + "es"
    if verb == "have":
        return "has"
    return verb + ("es" if verb.endswith(("s", "sh", "ch", "x")) else "s")


_SEAT = re.compile(r"<(\d+)>")
_VERB = re.compile(r"\[(\w+)\]")


def seat_words(text: str, viewer: int) -> str:
    """``<2>`` in a log text is seat index 2: ``"you"`` to its own player, ``"seat 3"`` to others."""
    return _SEAT.sub(lambda m: "you" if int(m[1]) == viewer else f"seat {int(m[1]) + 1}", text)


def phrase(owner: int | None, text: str, viewer: int) -> str:
    """A log text for ``viewer``. Texts are written in the first person of ``owner`` ("take a
    card"); the first word and any ``[verb]`` agree with the player ("You take", "Seat 2 takes"),
    and ``<N>`` names seat index N ("you" to that seat's player)."""
    text = seat_words(text, viewer)
    if owner is None:
        return _VERB.sub(r"\1", text)
    if owner == viewer:
        return "You " + _VERB.sub(r"\1", text).replace("their cards", "your cards") + "."
    verb, _, rest = text.partition(" ")
    rest = _VERB.sub(lambda m: third_person(m[1]), rest)
    return f"Seat {owner + 1} {third_person(verb)}{' ' + rest if rest else ''}."

"""The limits of a night, of its file and of a request, made to agree by construction.

Every change to a night is one request to the facade carrying the whole night file, and the
largest is the one that records a hand played on the screen: the file, the hand's history and a
few other fields. So a night's own limit (:data:`MAX_FILE_CHARS`, its file's canonical JSON) is
the facade's request limit (:data:`pokerrules.core.decode.MAX_REQUEST_CHARS`) less the longest
history a night takes (:data:`MAX_HISTORY_CHARS`) and room for the request's other fields: any
request the page makes about a night it holds fits in one request. A file's text may hold line
breaks and spaces (a file changed in a text editor, say): the text is read up to
:data:`MAX_TEXT_CHARS`, and the page sends it on compact.

A night about to reach its limit says so (:func:`room`) before it refuses a hand: when it has
room for at most :data:`NEAR_HANDS` more hands like its largest so far, or that many before it
holds :data:`~pokerrules.night.model.MAX_HANDS`.

>>> MAX_FILE_CHARS + MAX_HISTORY_CHARS + REQUEST_FIELDS_CHARS == MAX_REQUEST_CHARS
True
"""

from __future__ import annotations

import json
from typing import Any

from pokerrules.core.decode import MAX_REQUEST_CHARS
from pokerrules.night.model import MAX_HANDS, Night

#: The longest history of one hand played on the screen that a night keeps (the longest a bot
#: plays is about 12,000 characters; a hand has at most 1,000 actions).
MAX_HISTORY_CHARS = 60_000
#: Room in a request for everything but the night file and a history (op, do, entry, chips).
REQUEST_FIELDS_CHARS = 2_000
#: The largest night, in characters of its file's canonical JSON.
MAX_FILE_CHARS = MAX_REQUEST_CHARS - MAX_HISTORY_CHARS - REQUEST_FIELDS_CHARS
#: The longest text of a night file read (line breaks and spaces are allowed; the night is not).
MAX_TEXT_CHARS = 4 * MAX_FILE_CHARS
#: A night with room for at most this many more hands says so.
NEAR_HANDS = 5


def canonical(data: object) -> str:
    """JSON with keys sorted, no spaces, ASCII: what the checksum and the limits measure."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True,
                      allow_nan=False)


def too_long_history(size: int, what: str) -> str:
    return (f"{what}: its history is too long to keep in a night ({size:,} characters; a night "
            f"keeps hands of at most {MAX_HISTORY_CHARS:,}).")


def room(night: Night, size: int) -> dict[str, Any]:
    """How full ``night`` is (its file has ``size`` characters), and a warning in words when it
    has room for at most :data:`NEAR_HANDS` more hands."""
    count = len(night.hands)
    largest = max((len(canonical(hand.to_json())) + 1 for hand in night.hands), default=0)
    free = max(0, MAX_FILE_CHARS - size)
    left = MAX_HANDS - count
    if largest:
        left = min(left, free // largest)
    warning = None
    if left <= NEAR_HANDS:
        full = (f"a night keeps at most {MAX_HANDS} hands and {MAX_FILE_CHARS:,} characters; "
                f"this one has {count} and {size:,}")
        if left == 0:
            warning = (f"This night is full ({full}): the next hand may not fit, and a hand that "
                       f"does not fit is refused. Export the night, settle up and start a new one.")
        else:
            more = "1 more hand" if left == 1 else f"{left} more hands"
            warning = (f"This night is nearly full: it has room for about {more} like its "
                       f"largest so far ({full}). Export it and settle up soon: a hand that does "
                       f"not fit is refused.")
    return {"chars": size, "max_chars": MAX_FILE_CHARS, "hands": count, "max_hands": MAX_HANDS,
            "hands_left": left, "warning": warning}

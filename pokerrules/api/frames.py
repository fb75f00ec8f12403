"""A hand played back: the reader's view after the deal and after each action of a history.

``frames(history, reader)`` replays the history once and keeps the reader's view at each point
(what the reader could see then, never a hidden card), with the length of its log. A long hand
would make an answer of many megabytes (each view holds the whole log so far), so a hand of
:data:`MAX_FRAMES` actions or more (sensible bots never play one) comes back as the frame after
the deal, the frames after the last :data:`LONG_HAND_FRAMES` moves of the reader, and the last
frame: about a megabyte at the longest, 1,000 actions. In a match, a frame whose last finished
deal (``view["match"]["last_deal"]``) is the one of the frame before it carries only that deal's
``number`` (but for the last frame, which is the view as it stands): the page needs the whole
deal's end only where a deal has just ended.

The same frames come, without replaying anything, from a :class:`Recorder` watching the bots
move the hand on (``act`` and ``new`` with ``"frames": true``), and :func:`compact` writes them
as what changed from one frame to the next (:func:`expand` reads them back): a frame's view
without the fields that did not change, and of its log only the lines added since the frame
before, so that a reply does not grow with the log of a long match.

Even so cut, the frames after ``since`` actions of a long match are many megabytes when written
whole (each view holds the whole log), so ``replay`` answers them in pages (:func:`page`): each
reply at most :data:`MAX_REPLY_CHARS` characters of JSON, and the pages joined in order are the
frames :func:`frames` gives (compact, each page written against the last frame of the page before).
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Mapping, Sequence
from typing import Any

from pokerrules.core.errors import BadRequest, quote
from pokerrules.lookup.history import check_shape, replay
from pokerrules.table.state import State

#: A hand of fewer actions than this comes back with a frame after every action.
MAX_FRAMES = 121
#: In a longer hand, how many of the reader's last moves come back with a frame.
LONG_HAND_FRAMES = 30
#: The fields of a view that only grow (a line at a time) within a deal: a compact frame gives
#: how many of the frame before's it keeps, and what it adds.
GROWING = ("log", "log_seats")
#: The longest reply of the facade, in characters of JSON (notes/api-contract.md, "Limits").
MAX_REPLY_CHARS = 1_000_000
#: What a page of frames may hold: the limit less room for the rest of the reply
#: (``{"ok": true, "frames": [...], "next": 123}``).
PAGE_CHARS = MAX_REPLY_CHARS - 100
#: A frame's JSON, as the facade writes its reply.
_JSON = json.JSONEncoder(allow_nan=False, check_circular=False).encode

Frame = dict[str, Any]


def chosen(seats: Sequence[object], reader: int, since: int = 0) -> list[int]:
    """Which frames to keep, by the number of actions applied before each, for a hand whose
    actions were taken by ``seats`` in turn: from ``since`` actions on (a page playing back the
    moves after the reader's last one asks only for those)."""
    count = len(seats)
    if count - since < MAX_FRAMES:
        return list(range(since, count + 1))
    if since:
        return list(range(count + 2 - MAX_FRAMES, count + 1))
    picks = [n + 1 for n, seat in enumerate(seats) if seat == reader and n + 1 < count]
    return [0, *picks[-LONG_HAND_FRAMES:], count]


class Recorder:
    """The reader's views as a hand goes on, from ``since`` actions on: ``watch(state, n)`` after
    each action (``n`` actions applied), then :meth:`frames`. With ``keep`` (the frames wanted,
    known when the whole history is), only those views are made; without it, a view is made
    after every action and the frames :func:`chosen` would keep are picked at the end, from the
    few kept on the way (the first, the last :data:`MAX_FRAMES`, and those after the reader's
    last :data:`LONG_HAND_FRAMES` moves)."""

    def __init__(self, reader: int, since: int, keep: set[int] | None = None,
                 relative: bool = False) -> None:
        self.reader = reader
        self.since = since
        self.keep = keep
        #: With ``relative``, the reader's view after ``since`` actions (the first watched): what
        #: :func:`compact` writes the frames against.
        self.relative = relative
        self.base: dict[str, Any] | None = None
        self.seen: dict[int, Frame] = {}
        self.last: deque[tuple[int, Frame]] = deque(maxlen=MAX_FRAMES)
        self.mine: deque[tuple[int, Frame]] = deque(maxlen=LONG_HAND_FRAMES + 1)
        self.seats: list[int | None] = []

    def watch(self, state: State, applied: int) -> None:
        if applied < self.since or (self.keep is not None and applied not in self.keep):
            return
        view = state.view(self.reader)
        frame = {"log": len(view["log"]), "view": view}
        if self.relative and applied == self.since:
            self.base = dict(view)  # a copy: frames() may cut the frame's last deal short
        if self.keep is not None or applied == self.since:
            self.seen[applied] = frame
            return
        self.last.append((applied, frame))
        if state.actions and state.actions[-1][0] == self.reader:
            self.mine.append((applied, frame))

    def frames(self, seats: Sequence[object] | None = None) -> list[Frame]:
        """The frames kept, in order, each match view telling its last finished deal in full
        only once. ``seats`` (who took each action of the whole hand) is needed without
        ``keep``."""
        if self.keep is None:
            assert seats is not None
            found = {**self.seen, **dict(self.mine), **dict(self.last)}
            out = [found[n] for n in chosen(seats, self.reader, self.since)]
        else:
            out = [self.seen[n] for n in sorted(self.seen)]
        told: list[Any] = [None]  # the last finished deal the frames so far have told in full
        for frame in out:
            _tell_deal_once(frame["view"], told)
        if out and told[0] is not None:  # the last frame is the hand as it stands: whole
            out[-1]["view"]["match"]["last_deal"] = told[0]
        return out


def check_since(since: object, count: int) -> int:
    if (not isinstance(since, int) or isinstance(since, bool)
            or not 0 <= since <= count):
        raise BadRequest(f"'since' must be a number of actions from 0 to {count}, "
                         f"not {quote(since)}.")
    return since


def frames(history: object, reader: int, since: object = 0) -> list[Frame]:
    """The reader's views through the hand: ``[{"log": n, "view": V}, ...]``, from the one after
    ``since`` actions on."""
    checked = check_shape(history)
    seats = [a.get("seat") if isinstance(a, dict) else None for a in checked["actions"]]
    start = check_since(since, len(seats))
    recorder = Recorder(reader, start, set(chosen(seats, reader, start)))
    replay(checked, recorder.watch, reader)
    return recorder.frames()


def check_start(start: object, count: int) -> int:
    if (not isinstance(start, int) or isinstance(start, bool)
            or not 0 <= start < count):
        raise BadRequest(f"'start' must be the index of a frame, from 0 to {count - 1} (a "
                         f"reply's 'next'), not {quote(start)}.")
    return start


def page(history: object, reader: int, since: object = 0, start: object = 0,
         compacted: bool = False, budget: int = PAGE_CHARS) -> tuple[list[Frame], int | None]:
    """One page of :func:`frames` (``since`` actions on), from its frame ``start`` (an index
    into them, checked before anything is replayed), as many frames as fit in ``budget``
    characters of JSON (at least one), compact against the frame before ``start`` when
    ``compacted``; and the ``start`` of the next page, or None when this one ends the frames.

    The frames are made as :func:`frames` makes them, from two frames before ``start`` on (a
    frame's last deal is cut short against the frame before, and a compact frame is written
    against it), so the pages joined are exactly the frames :func:`frames` gives, compact or
    not."""
    checked = check_shape(history)
    seats = [a.get("seat") if isinstance(a, dict) else None for a in checked["actions"]]
    picks = chosen(seats, reader, check_since(since, len(seats)))
    first = check_start(start, len(picks))
    lead = min(first, 2)  # the frames before ``start`` that make its frames as frames() does
    wanted = picks[first - lead:]
    recorder = Recorder(reader, wanted[0], set(wanted))
    replay(checked, recorder.watch, reader)
    made = recorder.frames()
    if compacted:
        base = made[lead - 1]["view"] if lead else None
        made = compact(made[lead:], base)
    else:
        made = made[lead:]
    out: list[Frame] = []
    used = 0
    for frame in made:
        size = len(_JSON(frame)) + 2  # and the ", " before the next
        if out and used + size > budget:
            break
        out.append(frame)
        used += size
    after = first + len(out)
    return out, after if after < len(picks) else None


def compact(frames: list[Frame], base: Mapping[str, Any] | None = None) -> list[Frame]:
    """``frames`` as what changed: ``{"log": n, "view": {the fields that differ from the view
    before}, "grow": {field: [kept, [added...]]}, "gone": [fields]}``, the view before the first
    frame being ``base`` (none: the first frame has every field). Read back by :func:`expand`."""
    out: list[Frame] = []
    before: Mapping[str, Any] = base or {}
    for frame in frames:
        view = frame["view"]
        changed = {key: value for key, value in view.items()
                   if key not in GROWING and (key not in before or before[key] != value)}
        entry: Frame = {"log": frame["log"], "view": changed}
        grow = {key: _grown(before.get(key), view[key]) for key in GROWING
                if isinstance(view.get(key), list)}
        if grow:
            entry["grow"] = grow
        gone = [key for key in before if key not in view]
        if gone:
            entry["gone"] = gone
        out.append(entry)
        before = view
    return out


def _grown(before: object, now: list[Any]) -> list[Any]:
    """``[kept, added]``: how many items ``now`` keeps of ``before`` (a list, or nothing), and
    the items after those."""
    kept = 0
    if isinstance(before, list):
        limit = min(len(before), len(now))
        if limit and before[limit - 1] == now[limit - 1] and before[:limit] == now[:limit]:
            kept = limit
        else:
            while kept < limit and before[kept] == now[kept]:
                kept += 1
    return [kept, now[kept:]]


def expand(frames: list[Frame], base: dict[str, Any] | None = None) -> list[Frame]:
    """The whole frames ``[{"log": n, "view": V}, ...]`` that :func:`compact` wrote (the page's
    docs/javascripts/sim-frames.js does the same)."""
    out: list[Frame] = []
    before: dict[str, Any] = base or {}
    for entry in frames:
        view = {**before, **entry["view"]}
        for key in entry.get("gone", ()):
            view.pop(key, None)
        for key, (kept, added) in entry.get("grow", {}).items():
            view[key] = [*before.get(key, [])[:kept], *added]
        out.append({"log": entry["log"], "view": view})
        before = view
    return out


def _tell_deal_once(view: dict[str, Any], told: list[Any]) -> None:
    """Cut a match view's ``last_deal`` to its number when the frame before told it in full."""
    match = view.get("match")
    if not isinstance(match, dict):
        return
    deal = match.get("last_deal")
    if not isinstance(deal, dict):
        return
    if deal == told[0]:
        match["last_deal"] = {"number": deal.get("number")}
    else:
        told[0] = deal

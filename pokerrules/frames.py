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
"""

from __future__ import annotations

from typing import Any

from pokerrules.core.errors import BadRequest, quote
from pokerrules.history import check_shape, replay
from pokerrules.table.state import State

#: A hand of fewer actions than this comes back with a frame after every action.
MAX_FRAMES = 121
#: In a longer hand, how many of the reader's last moves come back with a frame.
LONG_HAND_FRAMES = 30


def chosen(seats: list[object], reader: int, since: int = 0) -> list[int]:
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


def frames(history: object, reader: int, since: object = 0) -> list[dict[str, Any]]:
    """The reader's views through the hand: ``[{"log": n, "view": V}, ...]``, from the one after
    ``since`` actions on."""
    checked = check_shape(history)
    seats = [a.get("seat") if isinstance(a, dict) else None for a in checked["actions"]]
    if (not isinstance(since, int) or isinstance(since, bool)
            or not 0 <= since <= len(seats)):
        raise BadRequest(f"'since' must be a number of actions from 0 to {len(seats)}, "
                         f"not {quote(since)}.")
    keep = set(chosen(seats, reader, since))
    out: list[dict[str, Any]] = []
    told: list[Any] = [None]  # the last finished deal the frames so far have told in full

    def watch(state: State, applied: int) -> None:
        if applied in keep:
            view = state.view(reader)
            _tell_deal_once(view, told)
            out.append({"log": len(view["log"]), "view": view})

    replay(checked, watch, reader)
    if out and told[0] is not None:  # the last frame is the hand as it stands: whole
        out[-1]["view"]["match"]["last_deal"] = told[0]
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

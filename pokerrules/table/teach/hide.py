"""The parts of the table a question hides while it is open (``Ask.hides``): one function, used by
the facade's ``view`` op (the page sends a question step's ``hides`` with its request, and draws
the view it gets back) and by the terminal's lesson player, so both draw exactly what the shared
lesson suite checks.

A part is named by what it shows, never by a game; every game's view carries it in the same
fields (notes/api-contract.md):

- ``"label"``: the learner's own hand label (its value or totals) and the marks on the learner's
  cards that make its best hand;
- ``"notes"``: the notes under the learner's own hand (Mus says there what the hand holds in each
  contest);
- ``"groups"``: the learner's own hand drawn in groups (melds, then the deadwood and its count):
  the cards stay, in one row;
- ``"wild"``: every wild mark on a card, and the table's line saying which cards are wild now
  (the view's ``wild_cards``);
- ``"result"``: the hand's result, the lines of the log that tell it, and each hand's note of
  what it won or lost.

>>> view = {"your_seat": 0, "info": ["Pot 2"], "log": ["You check."], "log_seats": [0],
...         "hands": [{"seat": 0, "label": "high 20, low 10", "notes": ["In the pot 1"],
...                    "cards": [{"code": "As", "wild": True, "best": True}]}]}
>>> hidden = hide(view, ("label", "wild"), 0)
>>> hidden["hands"][0]["label"], hidden["hands"][0]["cards"]
(None, [{'code': 'As'}])
>>> view["hands"][0]["label"]
'high 20, low 10'
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from pokerrules.core.errors import BadRequest, quote

#: Every part a question may hide, with what it is, in words.
PARTS: dict[str, str] = {
    "label": "the learner's hand label and the marks on the cards of its best hand",
    "notes": "the notes under the learner's hand",
    "groups": "the learner's hand drawn in groups (melds, deadwood)",
    "wild": "the wild marks on cards and the line saying which cards are wild",
    "result": "the hand's result, the log lines that tell it and each hand's net",
}

#: The most parts one request may name.
MAX_PARTS = len(PARTS)


def check_parts(parts: object) -> tuple[str, ...]:
    """``parts`` as a request gives them, checked: a list of names from :data:`PARTS`."""
    if not isinstance(parts, list) or len(parts) > MAX_PARTS or not all(
            isinstance(p, str) and p in PARTS for p in parts):
        raise BadRequest(f"hide is a list of parts of the table ({', '.join(PARTS)}), "
                         f"not {quote(parts)}.")
    return tuple(parts)


def _own(view: Mapping[str, Any], seat: int) -> Iterator[dict[str, Any]]:
    for hand in view.get("hands") or ():
        if hand.get("seat") == seat:
            yield hand


def _cards(view: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    """Every card the view draws or offers: in hands, in piles, in moves to choose."""
    for hand in view.get("hands") or ():
        yield from hand.get("cards") or ()
        for group in hand.get("groups") or ():
            yield from group.get("cards") or ()
    for pile in view.get("piles") or ():
        yield from pile.get("cards") or ()
    for template in view.get("legal") or ():
        yield from (c for c in template.get("cards") or () if isinstance(c, dict))


def _hide_result(view: dict[str, Any]) -> None:
    result = view.pop("result", None)
    if not isinstance(result, Mapping):
        return
    told = {str(line) for line in result.get("lines") or ()}
    told.add(str(result.get("summary") or ""))
    log, seats = view.get("log") or [], view.get("log_seats")
    keep = [i for i, line in enumerate(log) if str(line) not in told]
    view["log"] = [log[i] for i in keep]
    if isinstance(seats, list) and len(seats) == len(log):
        view["log_seats"] = [seats[i] for i in keep]
    net = result.get("net") or []
    for hand in view.get("hands") or ():
        seat = hand.get("seat")
        if isinstance(seat, int) and 0 <= seat < len(net) and isinstance(net[seat], int):
            hand["notes"] = [n for n in hand.get("notes") or () if n != f"{net[seat]:+d}"]


def hide(view: Mapping[str, Any], parts: Iterable[str], seat: int) -> dict[str, Any]:
    """A copy of ``view`` (``seat``'s) without ``parts`` (:data:`PARTS`); ``view`` is untouched."""
    out: dict[str, Any] = copy.deepcopy(dict(view))
    wanted = set(parts)
    for hand in _own(out, seat):
        if "label" in wanted:
            hand["label"] = None
            for card in hand.get("cards") or ():
                card.pop("best", None)
        if "notes" in wanted:
            hand["notes"] = []
        if "groups" in wanted:
            hand.pop("groups", None)
    if "wild" in wanted:
        for card in _cards(out):
            card.pop("wild", None)
        fact = out.pop("wild_cards", None)
        line = fact.get("why") if isinstance(fact, Mapping) else None
        if line and isinstance(out.get("info"), list):
            out["info"] = [text for text in out["info"] if text != line]
    if "result" in wanted:
        _hide_result(out)
    return out

"""The facade's contract as types: the protocol version, and the shape of every request and reply.

:data:`PROTOCOL` is the version of the contract (``notes/api-contract.md``). ``describe`` says it,
and every history the package writes carries it as ``"protocol"``. A history without it was
saved before versions existed (version 1 reads it unchanged); a history with a version this code
does not know is refused (:func:`check_protocol`). Raise the number only when an old history
would no longer mean the same thing, and teach :mod:`pokerrules.lookup.history` to read the old one.

Each op has one request type and one reply type (``new`` and ``view`` build on
:class:`HandReply`; ``act``'s :class:`ActReply` may leave out what the page already has);
:class:`ErrorReply` is the answer of any op that refuses. A request comes from outside as JSON,
so its type says what the op reads, and the op still checks every field
before using it. A view is :class:`pokerrules.table.view.View` (re-exported here); frames,
options, lessons and figures stay ``dict[str, Any]`` here: their fields are told in the
contract's prose, and the games' own tests check them.
This module does not postpone its annotations (no ``from __future__ import annotations``): a
TypedDict must see ``NotRequired`` itself to know a key may be left out.
``tests/test_contract_doc.py`` checks that the contract lists exactly these fields.

>>> check_protocol(UNVERSIONED), check_protocol(PROTOCOL)
(1, 1)
>>> check_protocol(2)
Traceback (most recent call last):
...
pokerrules.core.errors.CorruptHistory: This hand history was written by a newer version of \
pokerrules (protocol 2; this one reads 1 at most): reload the page to play it.
"""

from typing import Any, Literal, NotRequired, TypedDict

from pokerrules.core.errors import CorruptHistory, quote
from pokerrules.table.view import View as View

#: The version of the contract. Histories without one are of version 1.
PROTOCOL = 1
#: The versions whose histories this code replays.
KNOWN_PROTOCOLS = frozenset({1})
#: The version of a history that gives none (saved before histories carried one).
UNVERSIONED = 1


#: A view with the parts a lesson's question hides left out (``view``'s ``hide``; its result may
#: be gone too): JSON for the page, no longer a :class:`View`.
HiddenView = dict[str, Any]


def check_protocol(version: object) -> int:
    """``version`` if it is a protocol version this code knows, else :class:`CorruptHistory`
    (a history that gives none is read as :data:`UNVERSIONED`; null is not a version)."""
    if isinstance(version, int) and not isinstance(version, bool) and version in KNOWN_PROTOCOLS:
        return version
    if isinstance(version, int) and not isinstance(version, bool) and version > PROTOCOL:
        raise CorruptHistory(f"This hand history was written by a newer version of pokerrules "
                             f"(protocol {version}; this one reads {PROTOCOL} at most): reload the "
                             "page to play it.")
    raise CorruptHistory(f"The hand history's protocol must be a version of pokerrules' contract "
                         f"({', '.join(map(str, sorted(KNOWN_PROTOCOLS)))}), not {quote(version)}.")


class History(TypedDict):
    """A hand (or a whole match) as JSON: replaying it gives the same state."""

    protocol: NotRequired[int]
    variant: str
    options: dict[str, Any]
    seed: int
    stacks: list[int]
    deck: str
    people: NotRequired[list[int]]
    actions: list[dict[str, Any]]


# Requests -------------------------------------------------------------------------------------


class CatalogueRequest(TypedDict):
    op: Literal["catalogue"]


class DescribeRequest(TypedDict):
    op: Literal["describe"]
    variant: str


class NewRequest(TypedDict):
    op: Literal["new"]
    variant: str
    options: NotRequired[dict[str, Any] | None]
    seed: NotRequired[int | str | None]
    seats: NotRequired[int | None]
    stacks: NotRequired[list[int] | None]
    frames: NotRequired[bool]
    people: NotRequired[list[int] | None]


class ActRequest(TypedDict):
    op: Literal["act"]
    history: NotRequired[History]
    history_key: NotRequired[str]
    action: dict[str, Any]
    frames: NotRequired[bool]
    delta: NotRequired[bool]


class ViewRequest(TypedDict):
    op: Literal["view"]
    history: History
    hide: NotRequired[list[str]]


class ReplayRequest(TypedDict):
    op: Literal["replay"]
    history: History
    since: NotRequired[int]
    start: NotRequired[int]
    compact: NotRequired[bool]
    seat: NotRequired[int]


class AnalyseRequest(TypedDict):
    op: Literal["analyse"]
    variant: str
    options: NotRequired[dict[str, Any] | None]


class JudgeRequest(TypedDict):
    op: Literal["judge"]
    variant: str
    hands: list[str]
    options: NotRequired[dict[str, Any] | None]
    board: NotRequired[str | None]


class LessonsRequest(TypedDict):
    op: Literal["lessons"]
    variant: NotRequired[str | None]
    basics: NotRequired[bool]


class DrillRequest(TypedDict):
    op: Literal["drill"]
    variant: str
    seed: NotRequired[int | str | None]
    options: NotRequired[dict[str, Any] | None]


class OddsRequest(TypedDict):
    op: Literal["odds"]
    history: History
    seat: NotRequired[int]
    samples: NotRequired[int | None]
    seed: NotRequired[int | str | None]


class ReviewRequest(TypedDict):
    op: Literal["review"]
    history: History
    seat: NotRequired[int]
    samples: NotRequired[int | None]
    seed: NotRequired[int | str | None]


class CardRequest(TypedDict):
    op: Literal["card"]
    variant: str
    options: NotRequired[dict[str, Any] | None]
    seed: NotRequired[int | None]
    seats: NotRequired[int | None]
    site: NotRequired[str | None]


class LoadRequest(TypedDict):
    op: Literal["load"]
    module: str


# Replies --------------------------------------------------------------------------------------


class ErrorDetail(TypedDict):
    code: str
    message: str


class ErrorReply(TypedDict):
    ok: Literal[False]
    error: ErrorDetail


class CatalogueReply(TypedDict):
    ok: Literal[True]
    games: list[dict[str, Any]]


class DescribeReply(TypedDict):
    ok: Literal[True]
    protocol: int
    id: str
    name: str
    seats: dict[str, int]
    start_stack: int
    options: list[dict[str, Any]]
    bots: list[str]
    seed: dict[str, Any]
    judge: NotRequired[dict[str, Any]]
    analysis: bool


class HandReply(TypedDict):
    """The reply of ``new``, ``act`` and ``view``: ``view`` is the view of ``seat``, the seat
    that holds the device (:func:`pokerrules.table.people.holder`)."""

    ok: Literal[True]
    history: History
    view: View | HiddenView
    seat: int


class MoveReply(HandReply):
    """The reply of ``new``: with ``"frames": true``, the reader's frames since the deal, compact
    (:func:`pokerrules.api.frames.compact`); ``history_key`` names the history to the facade."""

    frames: NotRequired[list[dict[str, Any]]]
    history_key: str


class ActReply(TypedDict):
    """The reply of ``act``: as :class:`MoveReply`, or with ``"delta": true`` what changed from
    the history sent and its view: ``frames`` (at least the last one, the view now, written
    against the view of the history sent) in place of ``view``, and ``actions`` (the actions
    added to the history sent) in place of ``history``, unless the history sent was not written
    as the facade writes it (then ``history`` comes whole). ``history_key`` names the new history
    to the facade: the next ``act`` may send it instead of the history. ``seat`` is the seat whose
    view the reply carries; when it is not the seat that moved (pass-and-play), ``view`` comes
    whole and the frames are the mover's."""

    ok: Literal[True]
    seat: int
    history: NotRequired[History]
    view: NotRequired[View]
    frames: NotRequired[list[dict[str, Any]]]
    actions: NotRequired[list[dict[str, Any]]]
    history_key: str


class ReplayReply(TypedDict):
    """One page of the frames (the facade's ``replay`` answers in pages of at most
    ``MAX_REPLY_CHARS``): ``next`` is the ``start`` of the next page, None when ``frames`` ends
    with the last one."""

    ok: Literal[True]
    frames: list[dict[str, Any]]
    next: int | None


class AnalyseReply(TypedDict):
    ok: Literal[True]
    figures: dict[str, Any]


class JudgeReply(TypedDict):
    ok: Literal[True]
    variant: str
    options: dict[str, Any]
    parts: list[dict[str, Any]]
    text: list[str]


class LessonsReply(TypedDict):
    ok: Literal[True]
    lessons: list[dict[str, Any]]
    stars: dict[str, int]


class DrillReply(TypedDict):
    ok: Literal[True]
    variant: str
    seed: int
    options: dict[str, Any]
    hands: list[dict[str, Any]]
    board: list[dict[str, Any]]
    parts: list[dict[str, Any]]
    text: list[str]
    note: str


class OddsReply(TypedDict):
    ok: Literal[True]
    seat: int
    seed: int
    exact: bool
    worlds: NotRequired[int]
    samples: NotRequired[int]
    cut: NotRequired[dict[str, Any]]
    model: str
    assumptions: str
    key: str
    figures: list[dict[str, Any]]
    moves: list[dict[str, Any]]


class ReviewReply(TypedDict):
    ok: Literal[True]
    seat: int
    key: str
    grades: dict[str, Any]
    decisions: list[dict[str, Any]]
    total: dict[str, Any]
    mattered: dict[str, Any] | None
    summary: str


class CardReply(TypedDict):
    ok: Literal[True]
    variant: str
    title: str
    summary: list[str]
    house_rules: list[dict[str, Any]]
    wild: str
    betting: str
    pot: str
    ties: str
    options: dict[str, Any]
    link: str
    text: str
    address: NotRequired[str]
    qr: NotRequired[list[str]]


class NightRequest(TypedDict):
    op: Literal["night"]
    do: str
    night: NotRequired[dict[str, Any] | str]
    players: NotRequired[list[dict[str, Any]]]
    menu: NotRequired[list[dict[str, Any]]]
    settings: NotRequired[dict[str, Any]]
    pick: NotRequired[int | str | None]
    entry: NotRequired[dict[str, Any]]
    chips: NotRequired[list[int]]


class NightReply(TypedDict):
    ok: Literal[True]
    file: dict[str, Any]
    status: dict[str, Any]
    changes: NotRequired[list[str]]


class LoadReply(TypedDict):
    ok: Literal[True]
    module: str
    games: list[str]
    families: int


#: Any reply of a successful op.
Reply = (CatalogueReply | DescribeReply | HandReply | MoveReply | ActReply | ReplayReply | AnalyseReply
         | JudgeReply | LessonsReply | DrillReply | OddsReply | ReviewReply | LoadReply | CardReply
         | NightReply)

#: Each op's request and reply types, by op name (the facade's ``OPS`` has the same names).
CONTRACT: dict[str, tuple[type, type]] = {
    "catalogue": (CatalogueRequest, CatalogueReply),
    "describe": (DescribeRequest, DescribeReply),
    "new": (NewRequest, MoveReply),
    "act": (ActRequest, ActReply),
    "view": (ViewRequest, HandReply),
    "replay": (ReplayRequest, ReplayReply),
    "analyse": (AnalyseRequest, AnalyseReply),
    "judge": (JudgeRequest, JudgeReply),
    "lessons": (LessonsRequest, LessonsReply),
    "drill": (DrillRequest, DrillReply),
    "odds": (OddsRequest, OddsReply),
    "review": (ReviewRequest, ReviewReply),
    "load": (LoadRequest, LoadReply),
    "card": (CardRequest, CardReply),
    "night": (NightRequest, NightReply),
}

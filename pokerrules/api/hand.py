"""The facade's hands, move by move: the bots moving a hand on to a person's turn, the frames
the person holding the device sees on the way (:mod:`pokerrules.api.frames`), the typed replies of
``new``, ``act`` and ``replay``, and the :class:`Cache` of the states the facade answered with
(:mod:`pokerrules.api` keeps the ops' checks, and the one cache).

An ``act`` with ``"delta": true`` answers only what changed (notes/api-contract.md): the actions
added to the history sent, and the frames written against the view of that history, the last
of them the view now. So a reply does not grow with the match: the page, which has the history
and the view it sent, rebuilds the whole ones (docs/javascripts/sim-frames.js, ``readMove``).
Nor need a request: it may name the history by the ``history_key`` of the reply that gave it,
a token of the state the cache remembers for it.

>>> from pokerrules.lookup.registry import get
>>> state = get("three-card-poker").new(1, {}, 2, None)
>>> before = state.view(READER)
>>> from pokerrules.core.actions import Action
>>> state.apply(Action("ante", 5))
>>> reply = delta_reply(state, [], before, 0, None, "1-0", READER)
>>> reply["actions"] == [{"seat": 0, "kind": "ante", "amount": 5}]
True
>>> from pokerrules.api.frames import expand
>>> expand(reply["frames"], before)[-1]["view"] == state.view(READER)
True
"""

from __future__ import annotations

import hashlib
import json
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any, cast

from pokerrules.api.frames import Frame, Recorder, compact, page
from pokerrules.core.errors import BadRequest, IllegalAction, quote
from pokerrules.table.agents import bot_step, make_bot
from pokerrules.table.game import Variant, game_of
from pokerrules.table.people import check_person, holder
from pokerrules.table.protocol import ActReply, History, MoveReply, ReplayReply, ReplayRequest
from pokerrules.table.state import MAX_HAND_ACTIONS, Bot, State

#: The seat of the one who reads the page, when one person plays (pass-and-play hands name their
#: people: :mod:`pokerrules.table.people`); the bots play every other seat.
READER = 0
_BOTS: dict[str, Bot] = {}
#: A history's key: its JSON as :func:`json.dumps` writes it (a history parsed from JSON holds no
#: cycle, and one that did would fail as too deep: no need to look for cycles on the way).
_KEY = json.JSONEncoder(allow_nan=False, check_circular=False).encode
#: How many hex digits of the SHA-256 of a history's JSON its ``history_key`` keeps (128 bits).
KEY_HEX = 32


class Cache:
    """The last states the facade answered with, each under the exact JSON of its history.

    A state is taken out while an action is applied to it, and goes back (under its new history)
    only when the request succeeded, or unchanged when the action was refused before anything
    was touched. A history that differs in any way, even in the order of its keys, is a miss.
    A key is *canonical* when it is the JSON of the history exactly as the facade writes it
    (:func:`~pokerrules.lookup.history.to_json`): the key of the history after a move is then that key
    with the actions added (:meth:`extended`), with no need to write the whole history again,
    and the state has a short *token* (``canonical[key]``), the ``history_key`` of the reply, by
    which the next request may name the history instead of sending it (``by_token``).
    """

    def __init__(self, size: int) -> None:
        self.size = size
        self.states: OrderedDict[str, State] = OrderedDict()
        self.canonical: dict[str, str] = {}
        self.by_token: dict[str, str] = {}
        self.hits = 0
        self.misses = 0

    @staticmethod
    def key(history: object) -> str | None:
        try:
            return _KEY(history)
        except (TypeError, ValueError, RecursionError):
            return None

    @staticmethod
    def extended(key: str, actions: list[dict[str, Any]]) -> str:
        """The canonical ``key`` of a history with ``actions`` added to its own (a canonical key
        ends with the actions, ``...]}``): the key :meth:`key` gives the longer history.

        >>> history = {"deck": "As", "actions": []}
        >>> one, two = [{"seat": 0, "kind": "fold"}], [{"seat": 1, "kind": "bet", "amount": 5}]
        >>> Cache.extended(Cache.key(history), one) == Cache.key({**history, "actions": one})
        True
        >>> longer = Cache.key({**history, "actions": one + two})
        >>> Cache.extended(Cache.key({**history, "actions": one}), two) == longer
        True
        """
        if not actions:
            return key
        head = key[:-2] if key.endswith("[]}") else key[:-2] + ", "
        return head + ", ".join(json.dumps(action) for action in actions) + "]}"

    @staticmethod
    def token(key: str, actions: int) -> str:
        """The ``history_key`` of the history whose key is ``key`` (its canonical JSON), with
        ``actions`` actions: the number of actions, a dash, and the first :data:`KEY_HEX` hex
        digits of the SHA-256 of the key's UTF-8 bytes. The same in any process (CPython or
        Pyodide); two histories cannot be made to share one on purpose (checksums such as
        CRC-32, which names had before, can), so a name never answers for another history.

        >>> Cache.token('{"actions": []}', 0)
        '0-d9d15243a8a6b5738649a79f792db941'
        """
        data = key.encode("utf-8", "surrogatepass")
        return f"{actions}-{hashlib.sha256(data).hexdigest()[:KEY_HEX]}"

    def take(self, key: str | None) -> tuple[State | None, bool]:
        """The state remembered under ``key`` (taken out), and whether the key is canonical."""
        state = self.states.pop(key, None) if key is not None else None
        if state is None:
            self.misses += 1
            return None, False
        self.hits += 1
        assert key is not None
        return state, self._forget(key)

    def put(self, key: str | None, state: State, canonical: bool = False) -> None:
        if key is None:
            return
        self.states[key] = state
        self.states.move_to_end(key)
        self._forget(key)
        if canonical:
            self.canonical[key] = token = self.token(key, len(state.actions))
            self.by_token[token] = key
        while len(self.states) > self.size:
            self._forget(self.states.popitem(last=False)[0])

    def _forget(self, key: str) -> bool:
        """Drop ``key``'s token; whether it had one (was canonical)."""
        token = self.canonical.pop(key, None)
        if token is not None:
            self.by_token.pop(token, None)
        return token is not None

    def clear(self) -> None:
        self.states.clear()
        self.canonical.clear()
        self.by_token.clear()
        self.hits = self.misses = 0


def flag(request: Mapping[str, Any], name: str) -> bool:
    """The request's field ``name``, true or false (false when left out)."""
    wanted = request.get(name, False)
    if not isinstance(wanted, bool):
        raise BadRequest(f"'{name}' must be true or false, not {quote(wanted)}.")
    return wanted


def bot(variant: Variant) -> Bot:
    """The variant's default bot; bots keep nothing from one hand to the next but caches."""
    if variant.id not in _BOTS:
        _BOTS[variant.id] = make_bot(variant)
    return _BOTS[variant.id]


def most_actions(variant: Variant) -> int:
    """The most actions a hand (or match) of ``variant`` may have: the game's own bound, never
    above :data:`~pokerrules.table.state.MAX_HAND_ACTIONS`."""
    return min(MAX_HAND_ACTIONS, variant.max_actions)


def too_long(limit: int) -> IllegalAction:
    return IllegalAction(f"This hand has reached {limit} moves, the most one hand may "
                         "have; deal a new hand to play on.")


def advance(state: State, *recorders: Recorder | None) -> State:
    """Bots play every seat but the people's until a person must act or the hand is over;
    each of ``recorders`` (None: none) sees its seat's view after each of their moves."""
    variant = game_of(state.table)
    player, limit = bot(variant), most_actions(variant)
    people = state.table.people
    while not state.is_over and state.to_act not in people:
        if len(state.actions) >= limit:
            raise too_long(limit)
        bot_step(state, player)
        for recorder in recorders:
            if recorder is not None:
                recorder.watch(state, len(state.actions))
    return state


def recorder_for(request: Mapping[str, Any], state: State, relative: bool, seat: int = READER
                 ) -> Recorder | None:
    """A recorder of ``seat``'s frames from the state as it stands, when the request asks for
    them; ``relative``: the reply's frames are written against that seat's view of that state
    (the view the page already has), else in full (see :func:`~pokerrules.api.frames.compact`)."""
    if not flag(request, "frames"):
        return None
    recorder = Recorder(seat, len(state.actions), relative=relative)
    recorder.watch(state, len(state.actions))
    return recorder


def recorded(state: State, recorder: Recorder) -> list[Frame]:
    """The frames ``recorder`` kept, compact."""
    return compact(recorder.frames([seat for seat, _ in state.actions]), recorder.base)


def whole_reply(state: State, history: History, recorder: Recorder | None, token: str
                ) -> MoveReply:
    """The reply of ``new``: the whole history and the view of the seat holding the device
    (:func:`~pokerrules.table.people.holder`), and the history's ``token``."""
    seat = holder(state)
    reply: MoveReply = {"ok": True, "history": history, "view": state.view(seat), "seat": seat,
                        "history_key": token}
    if recorder is not None:
        reply["frames"] = recorded(state, recorder)
    return reply


def whole_act_reply(state: State, history: History, recorder: Recorder | None, token: str
                    ) -> ActReply:
    """The reply of ``act`` without ``delta``: as :func:`whole_reply` (an ``ActReply`` whose
    optional ``history`` and ``view`` are both there)."""
    return cast(ActReply, whole_reply(state, history, recorder, token))


def delta_reply(state: State, found: list[Frame], before: Mapping[str, Any], sent: int,
                history: History | None, token: str, mover: int) -> ActReply:
    """The reply of ``act`` with ``delta``: ``found``, the compact frames recorded for
    ``mover``, the seat that moved (none: only the view now is written, against ``before``, the
    view of the history sent), and the actions after the ``sent`` first, or the whole
    ``history`` when it is given; the history's ``token``. When the device goes to another
    person (pass-and-play), that person's view comes whole, and the frames only if recorded."""
    seat = holder(state)
    reply: ActReply = {"ok": True, "seat": seat, "history_key": token}
    if seat != mover:
        reply["view"] = state.view(seat)
        if found:
            reply["frames"] = found
    else:
        if not found:
            view = state.view(seat)
            found = compact([{"log": len(view["log"]), "view": view}], before)
        reply["frames"] = found
    if history is None:
        reply["actions"] = added(state, sent)
    else:
        reply["history"] = history
    return reply


def added(state: State, sent: int) -> list[dict[str, Any]]:
    """The actions after the ``sent`` first, each with its seat, as a history writes them."""
    return [{"seat": seat, **action.to_json()} for seat, action in state.actions[sent:]]


def op_replay(request: ReplayRequest, state: State | None) -> ReplayReply:
    """The view of a person's seat (``seat``; the seat holding the device when left out) after
    the deal and after each action (see :mod:`pokerrules.api.frames`) of the hand whose state is
    ``state`` (None: a hand of the reader alone, who holds the device); with ``"compact":
    true``, as what changed from frame to frame. One page of them
    (:func:`~pokerrules.api.frames.page`), from the frame ``start`` (0 when left out) on: the
    reply's ``next`` is the ``start`` of the next page, null after the last frame."""
    wanted = flag(request, "compact")
    seat = READER if state is None else holder(state)
    if "seat" in request and state is not None:
        seat = check_person(request["seat"], state, "a replay shows")
    found, after = page(request.get("history"), seat, request.get("since", 0),
                        request.get("start", 0), wanted)
    return {"ok": True, "frames": found, "next": after}

"""The one JSON-in, JSON-out facade that the browser (and anything else) calls.

``handle(request_json) -> response_json`` never raises. Bad input comes back as
``{"ok": false, "error": {"code": ..., "message": ...}}`` and changes nothing.
The contract is described in ``notes/api-contract.md`` at the repository root.

No request costs more than it is worth: its size and nesting are checked before it is parsed
(:data:`MAX_REQUEST_CHARS`, :data:`MAX_DEPTH`, numbers of at most :data:`MAX_NUMBER_DIGITS`
digits), every field before it is used, and a hand has at most
:data:`~pokerrules.table.state.MAX_HAND_ACTIONS` actions. The last few states the facade answered
with are kept, keyed by their exact history: an ``act`` on the history just returned applies
one action instead of replaying the hand, and any other history is replayed from scratch.

>>> import json
>>> reply = json.loads(handle('{"op": "new", "variant": "three-card-poker", "seed": 1}'))
>>> reply["view"]["legal"][0]["kind"]
'ante'
>>> json.loads(handle('{"op": "new", "variant": "five-card-pishpash"}'))["error"]["code"]
'unknown-variant'
"""

from __future__ import annotations

import json
import math
import re
from collections import OrderedDict
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from itertools import accumulate
from typing import Any

from pokerrules.agents import bot_step, make_bot, refill_bots
from pokerrules.api_card import op_card
from pokerrules.api_coach import op_odds, op_review
from pokerrules.api_learn import op_drill, op_lessons
from pokerrules.api_load import op_load
from pokerrules.core.actions import MAX_CARD_CHARS, Action, check_legal
from pokerrules.core.errors import (
    BadCard,
    BadRequest,
    IllegalAction,
    InternalError,
    PokerRulesError,
    UnknownVariant,
    quote,
)
from pokerrules.core.rng import MAX_SEED, SeededRandom, is_seed, seed_message
from pokerrules.frames import Recorder, compact, frames
from pokerrules.history import MAX_ID_CHARS, check_shape, replay, to_json
from pokerrules.judge_box import judge_box
from pokerrules.protocol import (
    PROTOCOL,
    ActRequest,
    AnalyseReply,
    AnalyseRequest,
    CatalogueReply,
    CatalogueRequest,
    DescribeReply,
    DescribeRequest,
    DrillReply,
    DrillRequest,
    ErrorReply,
    HandReply,
    History,
    JudgeReply,
    JudgeRequest,
    MoveReply,
    NewRequest,
    OddsReply,
    OddsRequest,
    ReplayReply,
    ReplayRequest,
    Reply,
    ReviewReply,
    ReviewRequest,
    ViewRequest,
)
from pokerrules.registry import get, variants
from pokerrules.table.game import Variant, check_options
from pokerrules.table.state import MAX_HAND_ACTIONS, Bot, State

READER = 0
#: The longest request, in characters (a history of the longest hand takes about a third).
MAX_REQUEST_CHARS = 200_000
#: The deepest nesting of arrays and objects in a request (a request with a history needs 4).
MAX_DEPTH = 16
#: The most digits a number in a request may have (a seed has at most 19).
MAX_NUMBER_DIGITS = 20
#: The longest error message (messages quote at most a short part of the input anyway).
MAX_MESSAGE_CHARS = 1000
#: How many of the states it answered with the facade keeps.
CACHE_SIZE = 8

#: A JSON string, or an unterminated one up to the end (so that a failed match never makes the
#: search start again inside it: the scan stays linear however the quotes and backslashes fall).
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_LONG_NUMBER = re.compile(rf"[0-9]{{{MAX_NUMBER_DIGITS + 1},}}")
_DEPTH_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
_DIGITS = re.compile(r"[0-9]{1,19}")


class _Cache:
    """The last states the facade answered with, each under the exact JSON of its history.

    A state is taken out while an action is applied to it, and goes back (under its new history)
    only when the request succeeded, or unchanged when the action was refused before anything
    was touched. A history that differs in any way, even in the order of its keys, is a miss.
    """

    def __init__(self, size: int) -> None:
        self.size = size
        self.states: OrderedDict[str, State] = OrderedDict()
        self.hits = 0
        self.misses = 0

    @staticmethod
    def key(history: object) -> str | None:
        try:
            return json.dumps(history, allow_nan=False)
        except (TypeError, ValueError, RecursionError):
            return None

    def take(self, key: str | None) -> State | None:
        state = self.states.pop(key, None) if key is not None else None
        if state is None:
            self.misses += 1
        else:
            self.hits += 1
        return state

    def put(self, key: str | None, state: State) -> None:
        if key is None:
            return
        self.states[key] = state
        self.states.move_to_end(key)
        while len(self.states) > self.size:
            self.states.popitem(last=False)

    def clear(self) -> None:
        self.states.clear()
        self.hits = self.misses = 0


CACHE = _Cache(CACHE_SIZE)
_BOTS: dict[str, Bot] = {}


def clear_cache() -> None:
    """Forget every remembered state (each ``act`` then replays its history)."""
    CACHE.clear()


@contextmanager
def fresh_cache() -> Iterator[_Cache]:
    """Answer with an empty cache of states inside the block, and the one before after it: for
    checking that an answer from a remembered state is the answer from a replayed history."""
    global CACHE
    saved, CACHE = CACHE, _Cache(CACHE_SIZE)
    try:
        yield CACHE
    finally:
        CACHE = saved


def _variant(request: Mapping[str, Any]) -> Variant:
    variant_id = request.get("variant")
    if not isinstance(variant_id, str) or len(variant_id) > MAX_ID_CHARS:
        raise UnknownVariant(f"There is no game {quote(variant_id)}; the catalogue lists them.")
    return get(variant_id)


def _options(request: Mapping[str, Any]) -> dict[str, Any]:
    options = request.get("options")
    if options is None:
        return {}
    check_options(options)
    return dict(options)


def _seed(request: Mapping[str, Any]) -> int:
    """The seed asked for: a whole number, or the digits the player typed (spaces around them
    are ignored); null for a fresh one."""
    seed = request.get("seed")
    if seed is None:
        from time import time_ns

        return SeededRandom(time_ns() & MAX_SEED).next_u64() % 1_000_000_000
    if isinstance(seed, str) and _DIGITS.fullmatch(seed.strip()):
        seed = int(seed.strip())
    if not is_seed(seed):
        raise BadRequest(seed_message(seed))
    assert isinstance(seed, int)
    return seed


def _coach_seed(request: Mapping[str, Any]) -> int:
    """The coach's seed: as :func:`_seed` reads it, but 0 when none is given (the same request
    must always give the same figures, so the coach never picks one)."""
    return 0 if request.get("seed") is None else _seed(request)


def _bot(variant: Variant) -> Bot:
    """The variant's default bot; bots keep nothing from one hand to the next but caches."""
    if variant.id not in _BOTS:
        _BOTS[variant.id] = make_bot(variant)
    return _BOTS[variant.id]


def _too_long() -> IllegalAction:
    return IllegalAction(f"This hand has reached {MAX_HAND_ACTIONS} moves, the most one hand may "
                         "have; deal a new hand to play on.")


def _advance(state: State, recorder: Recorder | None = None) -> State:
    """Bots play every seat but the reader's until the reader must act or the hand is over;
    ``recorder``, if given, sees the reader's view after each of their moves."""
    bot = _bot(get(state.table.variant))
    while not state.is_over and state.to_act != READER:
        if len(state.actions) >= MAX_HAND_ACTIONS:
            raise _too_long()
        bot_step(state, bot)
        if recorder is not None:
            recorder.watch(state, len(state.actions))
    return state


def _recorder(request: Mapping[str, Any], state: State, relative: bool) -> Recorder | None:
    """A recorder of the frames from the state as it stands, when the request asks for them;
    ``relative``: the reply's frames are written against the reader's view of that state (the
    view the page already has), else in full (see :func:`~pokerrules.frames.compact`)."""
    wanted = request.get("frames", False)
    if not isinstance(wanted, bool):
        raise BadRequest(f"'frames' must be true or false, not {quote(wanted)}.")
    if not wanted:
        return None
    recorder = Recorder(READER, len(state.actions), relative=relative)
    recorder.watch(state, len(state.actions))
    return recorder


def _reply(state: State, recorder: Recorder | None = None) -> MoveReply:
    history = to_json(state)
    CACHE.put(CACHE.key(history), state)
    reply: MoveReply = {"ok": True, "history": history, "view": state.view(READER)}
    if recorder is not None:
        seats = [seat for seat, _ in state.actions]
        reply["frames"] = compact(recorder.frames(seats), recorder.base)
    return reply


def op_catalogue(request: CatalogueRequest) -> CatalogueReply:
    return {"ok": True, "games": [v.catalogue_entry() for v in variants()]}


def op_describe(request: DescribeRequest) -> DescribeReply:
    variant = _variant(request)
    found = variant.describe()
    reply: DescribeReply = {
        "ok": True, "protocol": PROTOCOL, "id": found["id"], "name": found["name"],
        "seats": found["seats"], "start_stack": found["start_stack"], "options": found["options"],
        "bots": found["bots"], "seed": found["seed"], "analysis": variant.analysis is not None,
    }
    if variant.showdown_parts is not None:
        reply["judge"] = judge_box(variant)
    return reply


def op_new(request: NewRequest) -> MoveReply:
    variant = _variant(request)
    options = _options(request)
    seats = request.get("seats")
    stacks = refill_bots(variant, request.get("stacks"), options)
    state = variant.new(_seed(request), options, seats, stacks)  # type: ignore[arg-type]
    recorder = _recorder(request, state, relative=False)
    return _reply(_advance(state, recorder), recorder)


def op_act(request: ActRequest) -> MoveReply:
    history = check_shape(request.get("history"))
    key = CACHE.key(history)
    state = CACHE.take(key)
    if state is None:
        state = replay(history)
    if state.is_over:
        CACHE.put(key, state)
        raise IllegalAction("This hand is over; deal a new hand to play on.")
    if state.to_act != READER:
        CACHE.put(key, state)
        raise BadRequest("It is not your turn; deal a new hand to play on.")
    try:
        action = Action.from_json(request.get("action"))
        check_legal(action, state.legal_actions(), "you")
        if len(state.actions) >= MAX_HAND_ACTIONS:
            raise _too_long()
        recorder = _recorder(request, state, relative=True)
    except PokerRulesError:
        CACHE.put(key, state)  # refused before anything was touched: still the same state
        raise
    state.apply(action)
    if recorder is not None:
        recorder.watch(state, len(state.actions))
    return _reply(_advance(state, recorder), recorder)


def _history_state(request: Mapping[str, Any]) -> tuple[History, State]:
    """The request's history, checked, and its state (remembered, or replayed)."""
    history = check_shape(request.get("history"))
    key = CACHE.key(history)
    state = CACHE.take(key)
    if state is None:
        state = replay(history)
    CACHE.put(key, state)
    return history, state


def op_view(request: ViewRequest) -> HandReply:
    """The reader's view of a history, as it stands (the bots are not moved on)."""
    history, state = _history_state(request)
    return {"ok": True, "history": history, "view": state.view(READER)}


def op_replay(request: ReplayRequest) -> ReplayReply:
    """The reader's view after the deal and after each action (see :mod:`pokerrules.frames`);
    with ``"compact": true``, as what changed from frame to frame."""
    wanted = request.get("compact", False)
    if not isinstance(wanted, bool):
        raise BadRequest(f"'compact' must be true or false, not {quote(wanted)}.")
    found = frames(request.get("history"), READER, request.get("since", 0))
    return {"ok": True, "frames": compact(found) if wanted else found}


def op_analyse(request: AnalyseRequest) -> AnalyseReply:
    from pokerrules.analysis import analyse

    variant = _variant(request)
    return {"ok": True, "figures": analyse(variant.id, _options(request))}


def op_judge(request: JudgeRequest) -> JudgeReply:
    from pokerrules.judging import MAX_HANDS, judge

    variant = _variant(request)
    options = request.get("options")
    if isinstance(options, dict):
        check_options(options)
    hands = request.get("hands")
    if isinstance(hands, list):
        for text in hands[:MAX_HANDS + 1]:
            words = text.replace(",", " ").split() if isinstance(text, str) else []
            long_word = next((word for word in words if len(word) > MAX_CARD_CHARS), None)
            if long_word is not None:
                raise BadCard(f"{quote(long_word)} is not a card: write a rank (2-9, T, J, Q, K, A) "
                              "then a suit (c, d, h, s), such as 'As' or 'Td'.")
    found = judge(variant.id, hands, options)
    return {"ok": True, "variant": found["variant"], "options": found["options"],
            "parts": found["parts"], "text": found["text"]}


def op_drill_seeded(request: DrillRequest) -> DrillReply:
    return op_drill(request, _seed(request))


def op_odds_of_history(request: OddsRequest) -> OddsReply:
    return op_odds(request, _history_state(request)[1], _coach_seed(request))


def op_review_of_history(request: ReviewRequest) -> ReviewReply:
    return op_review(request, *_history_state(request), _coach_seed(request))


#: Every op by name. A request is untrusted JSON, so the table takes any value; each op's own
#: request and reply types are in :data:`pokerrules.protocol.CONTRACT`.
OPS: dict[str, Callable[[Any], Reply]] = {
    "catalogue": op_catalogue,
    "describe": op_describe,
    "new": op_new,
    "act": op_act,
    "view": op_view,
    "replay": op_replay,
    "analyse": op_analyse,
    "judge": op_judge,
    "lessons": op_lessons,
    "drill": op_drill_seeded,
    "odds": op_odds_of_history,
    "review": op_review_of_history,
    "load": op_load,
    "card": op_card,
}


def _error(err: PokerRulesError) -> ErrorReply:
    message = err.message
    if len(message) > MAX_MESSAGE_CHARS:
        message = message[:MAX_MESSAGE_CHARS] + "…"
    return {"ok": False, "error": {"code": err.code, "message": message}}


def _internal(err: BaseException) -> ErrorReply:
    return _error(InternalError(f"Something went wrong inside pokerrules ({type(err).__name__}); "
                                "this is a bug, and nothing was played."))


def handle_request(request: object) -> Reply | ErrorReply:
    """Like :func:`handle`, on already-decoded JSON. Never raises either."""
    try:
        op = request.get("op") if isinstance(request, dict) else None
        if not isinstance(op, str) or op not in OPS:
            raise BadRequest(f"A request needs an op, one of: {', '.join(OPS)}.")
        assert isinstance(request, dict)
        return OPS[op](request)
    except PokerRulesError as err:
        return _error(err)
    except Exception as err:  # a bug: the contract is still an answer, never an exception
        return _internal(err)


def decode(request_json: object) -> object:
    """The request as JSON values, or :class:`BadRequest` if it is not JSON or is larger or deeper
    than the facade accepts. Size and depth are checked before parsing, so a huge or deeply
    nested request costs a scan of its characters and nothing more."""
    if isinstance(request_json, bytes | bytearray):
        if len(request_json) > 4 * MAX_REQUEST_CHARS:
            raise BadRequest(_too_big(len(request_json)))
        try:
            request_json = bytes(request_json).decode("utf-8")
        except UnicodeDecodeError:
            raise BadRequest("The request is not valid JSON: it is not UTF-8 text.") from None
    if not isinstance(request_json, str):
        raise BadRequest("The request must be JSON text.")
    if len(request_json) > MAX_REQUEST_CHARS:
        raise BadRequest(_too_big(len(request_json)))
    outside_strings = _STRING.sub('""', request_json)
    if _LONG_NUMBER.search(outside_strings):
        raise BadRequest(f"A number in the request has more than {MAX_NUMBER_DIGITS} digits.")
    brackets = _NOT_BRACKET.sub("", outside_strings)
    if max(accumulate(map(_DEPTH_STEP.__getitem__, brackets)), default=0) > MAX_DEPTH:
        raise BadRequest(f"The request nests arrays and objects more than {MAX_DEPTH} deep.")
    try:
        return json.loads(request_json, parse_float=_parse_float, parse_constant=_parse_constant)
    except PokerRulesError:
        raise
    except (ValueError, RecursionError):
        raise BadRequest("The request is not valid JSON.") from None


def _too_big(size: int) -> str:
    return f"A request may be at most {MAX_REQUEST_CHARS:,} characters long, not {size:,}."


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise BadRequest("A number in the request is too large.")
    return value


def _parse_constant(text: str) -> float:
    raise BadRequest(f"The request is not valid JSON: {text} is not a number in JSON.")


def handle(request_json: str | bytes) -> str:
    """Answer one JSON request with one JSON response (UTF-8 bytes are read too). Never raises."""
    try:
        reply = handle_request(decode(request_json))
    except PokerRulesError as err:
        reply = _error(err)
    except Exception as err:  # a bug, as in handle_request
        reply = _internal(err)
    try:
        return json.dumps(reply, allow_nan=False)
    except Exception as err:  # a reply that cannot be written is a bug too
        return json.dumps(_internal(err))

"""The one JSON-in, JSON-out facade that the browser (and anything else) calls.

``handle(request_json) -> response_json`` never raises. Bad input comes back as
``{"ok": false, "error": {"code": ..., "message": ...}}`` and changes nothing.
The contract is described in ``notes/api-contract.md`` at the repository root.

No request costs more than it is worth: its size and nesting are checked before it is parsed
(:mod:`pokerrules.core.decode`: :data:`MAX_REQUEST_CHARS`, :data:`MAX_DEPTH`, numbers of at most
:data:`MAX_NUMBER_DIGITS` digits), every field before it is used, and a hand has at most its
game's bound of actions (``Variant.max_actions``, never above
:data:`~pokerrules.table.state.MAX_HAND_ACTIONS`); no reply is longer than
:data:`MAX_REPLY_CHARS` (``replay`` answers in pages). The last few states the facade answered
with are kept, keyed by their exact history: an ``act`` on the history just returned applies
one action instead of replaying the hand, and any other history is replayed from scratch. The
bots' moves, the frames and the replies of a hand are :mod:`pokerrules.api.hand`'s; an ``act``
with ``"delta": true`` answers only what changed, so that its reply does not grow with a match.

>>> import json
>>> reply = json.loads(handle('{"op": "new", "variant": "three-card-poker", "seed": 1}'))
>>> reply["view"]["legal"][0]["kind"]
'ante'
>>> json.loads(handle('{"op": "new", "variant": "five-card-pishpash"}'))["error"]["code"]
'unknown-variant'
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

from pokerrules.api.card import op_card
from pokerrules.api.coach import op_odds, op_review
from pokerrules.api.frames import MAX_REPLY_CHARS as MAX_REPLY_CHARS
from pokerrules.api.hand import (
    Cache,
    added,
    advance,
    delta_reply,
    flag,
    op_replay,
    recorded,
    recorder_for,
    too_long,
    whole_act_reply,
    whole_reply,
)
from pokerrules.api.learn import op_drill, op_lessons
from pokerrules.api.load import op_load
from pokerrules.api.night import op_night
from pokerrules.core.actions import MAX_CARD_CHARS, Action, check_legal
from pokerrules.core.decode import MAX_DEPTH as MAX_DEPTH
from pokerrules.core.decode import MAX_NUMBER_DIGITS as MAX_NUMBER_DIGITS
from pokerrules.core.decode import MAX_REQUEST_CHARS as MAX_REQUEST_CHARS
from pokerrules.core.decode import decode as decode
from pokerrules.core.errors import (
    BadCard,
    BadRequest,
    IllegalAction,
    InternalError,
    PokerRulesError,
    UnknownHistory,
    UnknownVariant,
    quote,
)
from pokerrules.core.rng import MAX_SEED, SeededRandom, is_seed, seed_message
from pokerrules.lookup.history import MAX_ID_CHARS, check_shape, replay, to_json
from pokerrules.lookup.registry import get, variants
from pokerrules.table.agents import refill_bots
from pokerrules.table.game import Variant, check_options, game_of
from pokerrules.table.judge_box import judge_box
from pokerrules.table.people import ALONE, check_people, holder, not_a_persons_turn, requested_people
from pokerrules.table.protocol import (
    PROTOCOL,
    ActReply,
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
    HiddenView,
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
    View,
    ViewRequest,
)
from pokerrules.table.state import MAX_HAND_ACTIONS, State
from pokerrules.words.languages import ENGLISH, check_lang

#: The longest error message (messages quote at most a short part of the input anyway).
MAX_MESSAGE_CHARS = 1000
#: How many of the states it answered with the facade keeps.
CACHE_SIZE = 8

_DIGITS = re.compile(r"[0-9]{1,19}")


CACHE = Cache(CACHE_SIZE)


def clear_cache() -> None:
    """Forget every remembered state (each ``act`` then replays its history)."""
    CACHE.clear()


@contextmanager
def fresh_cache() -> Iterator[Cache]:
    """Answer with an empty cache of states inside the block, and the one before after it: for
    checking that an answer from a remembered state is the answer from a replayed history."""
    global CACHE
    saved, CACHE = CACHE, Cache(CACHE_SIZE)
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


def _remembered(history: History) -> tuple[str | None, State, bool]:
    """The key of ``history`` (checked), its state (remembered, taken out of the cache, or
    replayed), and whether the key is canonical (see :class:`~pokerrules.api.hand.Cache`)."""
    key = CACHE.key(history)
    state, canonical = CACHE.take(key)
    if state is None:
        state = replay(history)
        canonical = key is not None and key == CACHE.key(to_json(state))
    return key, state, canonical


def _remember(state: State, key: str | None, canonical: bool, sent: int) -> str:
    """Remember ``state`` under its history's canonical key: the key of the history sent
    (``sent`` actions, ``canonical`` or not) with the actions added, or written again; its
    token, the reply's ``history_key``."""
    if canonical and key is not None:
        new_key = CACHE.extended(key, added(state, sent))
    else:
        new_key = CACHE.key(to_json(state)) or ""
    CACHE.put(new_key, state, canonical=True)
    return CACHE.canonical[new_key]


def _act_state(request: Mapping[str, Any]) -> tuple[str | None, State, bool]:
    """The key, state and canonical flag (as :func:`_remembered`) of the history an ``act``
    sends, or names by the ``history_key`` of a reply when it sends none."""
    if "history" in request or "history_key" not in request:
        return _remembered(check_shape(request.get("history")))
    token = request["history_key"]
    if not isinstance(token, str) or len(token) > MAX_ID_CHARS:
        raise BadRequest(f"'history_key' must be the history_key of a reply, not {quote(token)}.")
    key = CACHE.by_token.get(token)
    state = CACHE.take(key)[0] if key is not None else None
    if key is None or state is None:
        raise UnknownHistory("The rules engine no longer remembers this hand by its history_key: "
                             "send its whole history.")
    return key, state, True


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
    people = requested_people(request.get("people"))
    stacks = refill_bots(variant, request.get("stacks"), options, people)
    state = variant.new(_seed(request), options, seats, stacks)  # type: ignore[arg-type]
    if people != ALONE:
        state.table = replace(state.table, people=check_people(list(people), state.table.seats))
    # The frames are drawn for whoever gets the device first: one recorder per person.
    recorders = {seat: recorder_for(request, state, False, seat) for seat in people}
    advance(state, *recorders.values())
    history = to_json(state)
    return whole_reply(state, history, recorders[holder(state)], _remember(state, None, False, 0))


def op_act(request: ActRequest) -> ActReply:
    key, state, canonical = _act_state(request)
    try:
        if state.is_over:
            raise IllegalAction("This hand is over; deal a new hand to play on.")
        mover = state.to_act
        if mover is None or mover not in state.table.people:
            raise BadRequest(not_a_persons_turn(state))
        action = Action.from_json(request.get("action"))
        check_legal(action, state.legal_actions(), "you")
        limit = min(MAX_HAND_ACTIONS, game_of(state.table).max_actions)
        if len(state.actions) >= limit:
            raise too_long(limit)
        delta = flag(request, "delta")
        # The mover holds the device while the bots answer: the frames are drawn for them.
        recorder = recorder_for(request, state, True, mover)
        before: Mapping[str, Any] = state.view(mover) if delta and recorder is None else {}
    except PokerRulesError:
        CACHE.put(key, state, canonical)  # refused before anything was touched: the same state
        raise
    sent = len(state.actions)
    state.apply(action)
    if recorder is not None:
        recorder.watch(state, len(state.actions))
    advance(state, recorder)
    whole = None if delta and canonical else to_json(state)
    token = _remember(state, key, canonical, sent)
    if not delta:
        assert whole is not None
        return whole_act_reply(state, whole, recorder, token)
    found = recorded(state, recorder) if recorder is not None else []
    base = recorder.base if recorder is not None and recorder.base is not None else before
    return delta_reply(state, found, base, sent, whole, token, mover)


def _history_state(request: Mapping[str, Any]) -> tuple[History, State]:
    """The request's history, checked, and its state (remembered, or replayed)."""
    history = check_shape(request.get("history"))
    key, state, canonical = _remembered(history)
    CACHE.put(key, state, canonical)
    return history, state


def op_view(request: ViewRequest) -> HandReply:
    """The view of a history, as it stands, of the seat holding the device (the bots are not
    moved on); ``hide``: the parts of the table a lesson's question hides while it is open
    (:mod:`pokerrules.table.teach.hide`)."""
    history, state = _history_state(request)
    seat = holder(state)
    view: View | HiddenView = state.view(seat)
    if "hide" in request:
        from pokerrules.table.teach.hide import check_parts, hide

        view = hide(view, check_parts(request["hide"]), seat)
    return {"ok": True, "history": history, "view": view, "seat": seat}


def op_analyse(request: AnalyseRequest) -> AnalyseReply:
    from pokerrules.analysis import analyse

    variant = _variant(request)
    return {"ok": True, "figures": analyse(variant.id, _options(request))}


def op_judge(request: JudgeRequest) -> JudgeReply:
    from pokerrules.lookup.judging import MAX_HANDS, judge

    variant = _variant(request)
    options = request.get("options")
    if isinstance(options, dict):
        check_options(options)
    hands = request.get("hands")
    board = request.get("board")
    if board is not None and not isinstance(board, str):
        raise BadCard("The board must be cards written as text, such as 'As Kd 5c'.")
    if isinstance(hands, list):
        typed = [("", text) for text in hands[:MAX_HANDS + 1]] + [("The board: ", board)]
        for where, text in typed:
            words = text.replace(",", " ").split() if isinstance(text, str) else []
            long_word = next((word for word in words if len(word) > MAX_CARD_CHARS), None)
            if long_word is not None:
                raise BadCard(f"{where}{quote(long_word)} is not a card: write a rank (2-9, T, J, "
                              "Q, K, A) then a suit (c, d, h, s), such as 'As' or 'Td'.")
    found = judge(variant.id, hands, options, board or "")
    return {"ok": True, "variant": found["variant"], "options": found["options"],
            "parts": found["parts"], "text": found["text"]}


def op_drill_seeded(request: DrillRequest) -> DrillReply:
    return op_drill(request, _seed(request))


def op_odds_of_history(request: OddsRequest) -> OddsReply:
    return op_odds(request, _history_state(request)[1], _coach_seed(request))


def op_review_of_history(request: ReviewRequest) -> ReviewReply:
    return op_review(request, *_history_state(request), _coach_seed(request))


def op_replay_of_history(request: ReplayRequest) -> ReplayReply:
    """The ``replay`` op; the state (whose seat holds the device) is needed only when a seat is
    asked for or people share the device: the reader's hands replay once, as they always did."""
    history = request.get("history")
    shared = "seat" in request or (isinstance(history, dict) and "people" in history)
    return op_replay(request, _history_state(request)[1] if shared else None)


#: Every op by name. A request is untrusted JSON, so the table takes any value; each op's own
#: request and reply types are in :data:`pokerrules.table.protocol.CONTRACT`.
OPS: dict[str, Callable[[Any], Reply]] = {
    "catalogue": op_catalogue,
    "describe": op_describe,
    "new": op_new,
    "act": op_act,
    "view": op_view,
    "replay": op_replay_of_history,
    "analyse": op_analyse,
    "judge": op_judge,
    "lessons": op_lessons,
    "drill": op_drill_seeded,
    "odds": op_odds_of_history,
    "review": op_review_of_history,
    "load": op_load,
    "card": op_card,
    "night": op_night,
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
    """Like :func:`handle`, on already-decoded JSON. Never raises either. A request's ``lang``
    (``"es"``, ``"pt-BR"``; English when absent) is the language of the reply's words
    (:mod:`pokerrules.words`); an unknown one is refused, in English."""
    lang = ENGLISH
    try:
        op = request.get("op") if isinstance(request, dict) else None
        if isinstance(request, dict):
            lang = check_lang(request.get("lang"))
        if not isinstance(op, str) or op not in OPS:
            raise BadRequest(f"A request needs an op, one of: {', '.join(OPS)}.")
        assert isinstance(request, dict)
        reply: Reply | ErrorReply = OPS[op](request)
    except PokerRulesError as err:
        reply = _error(err)
    except Exception as err:  # a bug: the contract is still an answer, never an exception
        reply = _internal(err)
    if lang == ENGLISH:
        return reply
    # The card's text is in the reader's language already (wrapped after its pieces were).
    kept = {"text"} if op == "card" and reply.get("ok") else set()
    try:
        # Imported by the first request in another language: English never loads the layer.
        from pokerrules.words.translate import translate_reply

        words = translate_reply({k: v for k, v in reply.items() if k not in kept}, lang)
    except Exception as err:  # a bug in a catalogue: still an answer
        return _internal(err)
    translated: Reply | ErrorReply = {  # type: ignore[assignment]
        key: value if key in kept else words[key] for key, value in reply.items()}
    return translated


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

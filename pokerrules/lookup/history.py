"""Hand histories as JSON. Replaying one gives the same state, without needing the seed.

A history holds the protocol version it was written in (:data:`pokerrules.table.protocol.PROTOCOL`),
the variant, its options, the seed, the seats' bankrolls, the deck in dealing order, and every
action with the seat that took it. A history saved before versions existed has no ``protocol``
and replays as version 1; one of a version this code does not know is refused.

A pass-and-play hand also holds ``people``, the seats people play at the device
(:mod:`pokerrules.table.people`), just before its actions; a hand of the reader alone (seat 0) leaves
it out, so its history is written as it always was.

A history comes from outside (the browser passes it back), so :func:`check_shape` looks at its
size and types before anything is parsed or replayed: a history of more than
:data:`MAX_HAND_ACTIONS` actions, a deck text of more than :data:`MAX_DECK_CHARS` characters or
more than :data:`MAX_SEATS` bankrolls is refused at once, however it came to be.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import cast

from pokerrules.core.actions import Action
from pokerrules.core.cards import format_cards, parse
from pokerrules.core.errors import CorruptHistory, PokerRulesError, quote
from pokerrules.core.rng import is_seed, seed_message
from pokerrules.lookup.registry import get
from pokerrules.table.game import check_options, check_stacks
from pokerrules.table.people import ALONE, check_people
from pokerrules.table.protocol import PROTOCOL, UNVERSIONED, History, check_protocol
from pokerrules.table.state import MAX_HAND_ACTIONS, State, Table

FIELDS = ("variant", "options", "seed", "stacks", "deck", "actions")
#: The fields a history may also have (a history saved before versions existed has none).
OPTIONAL_FIELDS = ("protocol", "people")
#: The longest deck text (four characters a card: "10h " spelt out, for decks of up to 250 cards).
MAX_DECK_CHARS = 1000
#: The most bankrolls (seats) a history may hold, before the game's own seat limits are checked.
MAX_SEATS = 32
#: The longest game id.
MAX_ID_CHARS = 64


def to_json(state: State) -> History:
    table = state.table
    # The people go before the actions (a history's key ends with them), and only when several
    # people, or one in another seat than 0, play: the reader's histories are as they were.
    people = {"people": list(table.people)} if table.people != ALONE else {}
    return cast(History, {
        "protocol": PROTOCOL,
        "variant": table.variant,
        "options": dict(table.options),
        "seed": table.seed,
        "stacks": list(table.stacks),
        "deck": format_cards(table.deck),
        **people,
        "actions": [{"seat": seat, **action.to_json()} for seat, action in state.actions],
    })


def check_shape(data: object) -> History:
    """``data`` if it has the fields and types of a history within the sizes above, else
    :class:`CorruptHistory`. Cheap: nothing is parsed or replayed, and no field is repeated."""
    if not isinstance(data, dict):
        raise CorruptHistory("A hand history must be a JSON object.")
    missing = [name for name in FIELDS if name not in data]
    if missing:
        raise CorruptHistory(f"The hand history has no {missing[0]!r}.")
    extra = next((name for name in data if name not in FIELDS + OPTIONAL_FIELDS), None)
    if extra is not None:
        raise CorruptHistory(f"The hand history has an unknown field {quote(extra)}.")
    check_protocol(data.get("protocol", UNVERSIONED))
    variant = data["variant"]
    if not isinstance(variant, str) or len(variant) > MAX_ID_CHARS:
        raise CorruptHistory(f"The hand history names no game: {quote(variant)}.")
    seed = data["seed"]
    if not is_seed(seed):
        raise CorruptHistory(seed_message(seed))
    stacks = data["stacks"]
    if not isinstance(stacks, list) or not 1 <= len(stacks) <= MAX_SEATS:
        raise CorruptHistory(f"The bankrolls in the hand history must be a list of 1 to {MAX_SEATS} "
                             f"whole numbers, not {quote(stacks)}.")
    deck = data["deck"]
    if not isinstance(deck, str) or len(deck) > MAX_DECK_CHARS:
        what = f"{len(deck):,} characters" if isinstance(deck, str) else quote(deck)
        raise CorruptHistory(f"The deck in the hand history must be cards written as text of at most "
                             f"{MAX_DECK_CHARS} characters, not {what}.")
    if "people" in data:
        check_people(data["people"], error=CorruptHistory)
    actions = data["actions"]
    if not isinstance(actions, list):
        raise CorruptHistory("The actions in the hand history must be a list.")
    if len(actions) > MAX_HAND_ACTIONS:
        raise CorruptHistory(f"A hand has at most {MAX_HAND_ACTIONS} actions; this history has "
                             f"{len(actions):,}.")
    return cast(History, data)


def replay(data: object, watch: Callable[[State, int], None] | None = None,
           reader: int | None = None) -> State:
    """Rebuild a state from its history; anything that does not fit raises CorruptHistory.

    ``watch(state, n)``, if given, is called after the deal (``n`` = 0) and after each action
    (``n`` actions applied).

    The error names only what ``reader`` may see: a move of the reader's that does not fit gets
    the rules' own reason (the one the reader would have been told at the table), but another
    seat's gets none, since the reason may name that seat's cards or choices. Without ``reader``,
    the one person of the hand is the reader, and in a hand of several people nobody is (the
    device may be in any of their hands)."""
    history = check_shape(data)
    try:
        variant = get(history["variant"])
        check_options(history["options"])
        options = variant.resolve_options(history["options"])
        stacks = check_stacks(history["stacks"], variant.check_seats(len(history["stacks"])),
                              variant.start_stack)
        full = variant.deck_for(options)
        words = history["deck"].replace(",", " ").split()
        if len(history["deck"]) > 4 * len(full) + 8 or any(len(word) > 3 for word in words):
            raise CorruptHistory(f"The deck in the hand history is not a full {variant.name} deck.")
        deck = parse(history["deck"])
        if Counter(deck) != Counter(full):
            raise CorruptHistory(f"The deck in the hand history is not a full {variant.name} deck.")
        people = check_people(history.get("people", list(ALONE)), len(stacks), CorruptHistory)
        if reader is None:
            reader = people[0] if len(people) == 1 else -1
        state = variant.start(Table(variant.id, options, history["seed"], stacks, deck, people))
        if watch is not None:
            watch(state, 0)
        for number, entry in enumerate(history["actions"], start=1):
            seat = entry.get("seat") if isinstance(entry, dict) else None
            if state.is_over:
                raise CorruptHistory(f"Action {number} comes after the hand is over.")
            if not isinstance(seat, int) or isinstance(seat, bool) or seat != state.to_act:
                turn = state.to_act
                whose = "your" if turn == reader else f"Seat {(turn or 0) + 1}'s"
                raise CorruptHistory(f"Action {number} is out of turn: it was {whose} turn, and "
                                     f"the history gives it to seat {quote(seat)} (counted from 0).")
            action = Action.from_json({k: v for k, v in entry.items() if k != "seat"})
            _apply(state, action, number, seat, reader)
            if watch is not None:
                watch(state, number)
    except CorruptHistory:
        raise
    except PokerRulesError as err:
        raise CorruptHistory(f"The hand history cannot be replayed: {err.message}") from err
    return state


def _apply(state: State, action: Action, number: int, seat: int, reader: int) -> None:
    """Apply the history's move ``number``, or raise CorruptHistory saying only what ``reader``
    may see of why it does not fit."""
    try:
        state.apply(action)
    except PokerRulesError as err:
        if seat == reader:
            raise CorruptHistory(f"Action {number}, your move, cannot be replayed: "
                                 f"{err.message}") from err
        raise CorruptHistory(f"Action {number}, by Seat {seat + 1}, is not one of the moves that "
                             f"seat could make then.") from err

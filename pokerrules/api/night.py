"""The facade's night op, registered in :data:`pokerrules.api.OPS`: a game night
(:mod:`pokerrules.night`) kept by the page as a night file and changed only through here.

``{"op": "night", "do": ..., ...}`` -> ``{"ok": true, "file": {...}, "status": {...}}``:

- ``"start"`` with ``players``, ``menu`` and ``settings``: a new night;
- ``"check"`` with ``night`` (a night file, as JSON or as its text): the same night, checked;
- ``"import"`` with ``night``: the same, but a file changed by hand (its checksum does not match)
  is read with each hand's chips and the totals worked out again, if it still keeps the night's
  rules; the reply's ``changes`` says in words what was changed (empty: the file as saved);
- ``"next"`` with ``night`` and ``pick`` (a menu index, ``"random"``, or null while a game goes
  round the table): the game called for the hand in progress;
- ``"record"`` with ``night`` and ``entry`` (and ``chips`` for an entry ``{"by": "direct"}``):
  the hand in progress recorded; the deal passes left (an entry ``{"by": "judge"}`` gives the
  hands shown, and the board typed once in a game that deals one, for the package to judge);
- ``"undo"`` with ``night``: the last hand taken back (its game is called again);
- ``"settle"`` with ``night``: the same as ``check``; the status's ``settle`` says who pays whom.

Every file is read back in full (:func:`pokerrules.night.file.read_file`) before anything is
done, so a tampered file is refused and nothing changes. A night started without a seed gets a
fresh one, below a billion as the facade's fresh seeds are (a page keeps it exactly).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pokerrules.core.errors import BadNight, quote
from pokerrules.core.rng import MAX_SEED, SeededRandom
from pokerrules.night.checks import check_hands, checked_menu
from pokerrules.night.file import import_file, read_file, to_file
from pokerrules.night.ledger import hand_chips, totals_of
from pokerrules.night.limits import canonical
from pokerrules.night.model import (
    MAX_HAND_CHIPS,
    MAX_HANDS,
    Call,
    Hand,
    Night,
    entry_from,
    players_from,
    seats_list,
    settings_from,
)
from pokerrules.night.rotation import dealer_of, next_call
from pokerrules.night.status import DEAL_SEEDS, night_status
from pokerrules.table.protocol import NightReply, NightRequest

DOS = ("start", "check", "import", "next", "record", "undo", "settle")


def _start(request: NightRequest) -> Night:
    players = players_from(request.get("players"))
    settings = request.get("settings") or {}
    if not isinstance(settings, dict):
        raise BadNight(f"The night's settings must be an object, not {quote(settings)}.")
    if "seed" not in settings:
        from time import time_ns

        settings = {**settings, "seed": SeededRandom(time_ns() & MAX_SEED).next_u64() % DEAL_SEEDS}
    night = Night(players=players, menu=checked_menu(request.get("menu")),
                  settings=settings_from(settings), call=None, hands=(),
                  totals=(0,) * len(players))
    check_hands(night)
    return night


def _record(night: Night, request: NightRequest) -> Night:
    if night.call is None:
        raise BadNight("Call a game first: the hand in progress has no game yet.")
    if len(night.hands) >= MAX_HANDS:
        raise BadNight(f"A night holds at most {MAX_HANDS} hands: settle up and start a new night.")
    players = len(night.players)
    what = f"Hand {len(night.hands) + 1}"
    entry = entry_from(request.get("entry"), f"{what}'s entry", players)
    given = request.get("chips")
    if entry.by == "direct":
        chips = seats_list(given, f"{what}'s chips", players, -MAX_HAND_CHIPS, MAX_HAND_CHIPS)
    elif given is not None:
        raise BadNight(f"{what}: chips are typed in only for an entry made directly.")
    else:
        chips = (0,) * players
    hand = Hand(dealer=dealer_of(len(night.hands), players), game=night.call.game,
                how=night.call.how, chips=chips, entry=entry)
    hand = replace(hand, chips=hand_chips(hand, night.menu[hand.game], players,
                                          night.settings.stake, what))
    hands = (*night.hands, hand)
    return replace(night, hands=hands, call=None, totals=totals_of(hands, players))


def _undo(night: Night) -> Night:
    if not night.hands:
        raise BadNight("There is no hand to take back.")
    last = night.hands[-1]
    hands = night.hands[:-1]
    return replace(night, hands=hands, call=Call(last.game, last.how),
                   totals=totals_of(hands, len(night.players)))


def _changed(night: Night, request: NightRequest, do: str) -> Night:
    if do == "next":
        pick: Any = request.get("pick")
        return replace(night, call=next_call(night, pick))
    if do == "record":
        return _record(night, request)
    if do == "undo":
        return _undo(night)
    return night


def op_night(request: NightRequest) -> NightReply:
    do = request.get("do")
    if not isinstance(do, str) or do not in DOS:
        raise BadNight(f"A night request does one of: {', '.join(DOS)}; not {quote(do)}.")
    changes: list[str] | None = None
    if do == "start":
        night = _start(request)
    elif "night" not in request:
        raise BadNight("Send the night (its file) to work on.")
    elif do == "import":
        night, changes = import_file(request["night"])
    else:
        night = _changed(read_file(request["night"]), request, do)
    file = to_file(night)
    reply: NightReply = {"ok": True, "file": file,
                         "status": night_status(night, len(canonical(file)))}
    if changes is not None:
        reply["changes"] = changes
    return reply

"""Every registered game at a game night on the screen, played pass-and-play (issue 22: "all
three parts work on every game"): two people share the device and bots take the other seats;
each person's move is chosen by the game's bot from that person's view only; the hand goes into
the night's ledger by its history, and the ledger squares.

Games come from the registry; nothing here names one.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from pokerrules.api import facade as api
from pokerrules.core.rng import SeededRandom
from pokerrules.lookup.history import replay
from pokerrules.lookup.registry import variants
from pokerrules.night.ledger import seat_players
from pokerrules.table.agents import make_bot
from pokerrules.table.game import Variant

NAMES = ["Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal"]
MOVES = 3000  # no hand of any game comes near this many moves by the people


def ok(**request: Any) -> dict[str, Any]:
    reply = json.loads(api.handle(json.dumps(request)))
    assert reply["ok"], reply
    return reply  # type: ignore[no-any-return]


def play(variant: Variant, options: dict[str, str], seats: int, people: list[int],
         seed: int) -> dict[str, Any]:
    """A pass-and-play hand of ``variant`` to its end; returns its history. Every reply's view is
    the view of the person it names, and only a person is ever asked to move."""
    reply = ok(op="new", variant=variant.id, options=options, seed=seed, seats=seats,
               people=people)
    bot = make_bot(variant)
    for count in range(MOVES):
        state = replay(reply["history"])
        seat = reply["seat"]
        assert seat in people
        assert reply["view"] == state.view(seat)
        if state.is_over:
            return reply["history"]  # type: ignore[no-any-return]
        assert state.to_act == seat
        action = bot.choose(reply["view"], state.legal_actions(), SeededRandom(count))
        reply = ok(op="act", history_key=reply["history_key"], action=action.to_json(),
                   history=reply["history"])
    raise AssertionError(f"{variant.id}: no end after {MOVES} moves by the people")


@pytest.mark.parametrize("variant", variants(), ids=lambda v: v.id)
def test_a_pass_and_play_hand_of_every_game_goes_into_the_nights_ledger(variant: Variant) -> None:
    players = min(max(variant.min_seats, 3), variant.max_seats)
    night = ok(op="night", do="start", players=[{"name": n} for n in NAMES[:players]],
               menu=[{"variant": variant.id}], settings={"seed": 3, "orbit": "off"})["file"]
    night = ok(op="night", do="next", night=night, pick=0)["file"]
    call = ok(op="night", do="check", night=night)["status"]["call"]
    # Two people at the device, in the seats of the night's first two players; bots elsewhere.
    seats = seat_players(0, players)
    people = sorted(seats.index(player) for player in (0, 1))
    history = play(variant, call["play_options"], players, people, seed=7)
    assert history.get("people") == people

    recorded = ok(op="night", do="record", night=night,
                  entry={"by": "screen", "history": history})
    chips = recorded["status"]["hands"][-1]["chips"]
    assert len(chips) == players and sum(chips) == 0
    result = replay(history).result(None)
    assert result is not None
    if result.get("chips") is not False:  # a game played for chips: the ledger is the table's
        expected = [0] * players
        for seat, net in enumerate(result["net"]):
            expected[seats[seat]] += net
        expected[seats[-1]] += result.get("house", 0)  # the dealer banks
        assert chips == expected
    # The settle-up pays every balance exactly.
    payments = ok(op="night", do="settle", night=recorded["file"])["status"]["settle"]["payments"]
    paid = [0] * players
    for payment in payments:
        paid[payment["payer"]] -= payment["chips"]
        paid[payment["payee"]] += payment["chips"]
    assert paid == chips

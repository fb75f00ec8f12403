"""The turn-order presets of the match layer (``pokerrules.table.turn_order``), and that every
game played as a match names one instead of writing its own ``to_act``."""

from __future__ import annotations

from types import SimpleNamespace

from pokerrules.lookup.registry import variants
from pokerrules.table.match import Match
from pokerrules.table.turn_order import Asked, ByPhase, First, Passing, Trick
from pokerrules.table.turns import following, opponents


def test_asked_is_the_first_waiting_seat_and_nobody_when_none_waits() -> None:
    assert Asked().seat(SimpleNamespace(queue=[2, 0])) == 2
    assert Asked().seat(SimpleNamespace(queue=[])) is None
    betting = SimpleNamespace(betting=SimpleNamespace(queue=[3, 1]))
    assert Asked("betting.queue").seat(betting) == 3


def test_the_trick_is_played_round_from_its_leader() -> None:
    table = SimpleNamespace(seats=4)
    seats = [Trick().seat(SimpleNamespace(leader=2, trick=[None] * n, table=table)) for n in range(4)]
    assert seats == [2, 3, 0, 1]


def test_a_seat_that_must_answer_first_comes_before_the_order() -> None:
    deal = SimpleNamespace(robber=3, leader=1, trick=[], table=SimpleNamespace(seats=4))
    assert First("robber", Trick()).seat(deal) == 3
    deal.robber = None
    assert First("robber", Trick()).seat(deal) == 1


def test_each_phase_may_have_its_own_order() -> None:
    order = ByPhase({"rebuy": Asked()}, Passing())
    assert order.seat(SimpleNamespace(phase="rebuy", queue=[4], current=1)) == 4
    assert order.seat(SimpleNamespace(phase="turn", queue=[4], current=1)) == 1


def test_sides_and_a_single_pass() -> None:
    assert opponents(0, 4) == [1, 3] and opponents(3, 4) == [0, 2]
    assert [following(s, 3) for s in range(3)] == [1, 2, None]


def test_no_match_game_writes_its_own_to_act() -> None:
    matches = {type(variant.new(3)) for variant in variants()}
    matches = {cls for cls in matches if issubclass(cls, Match)}
    assert len(matches) >= 6  # the scan finds the match games (seven when this was written)
    for cls in matches:
        own = [c for c in cls.__mro__ if c is not Match and issubclass(c, Match)]
        assert not any("to_act" in vars(c) for c in own), cls.__name__
        # each game names its preset, or takes it from the game it extends (Three Five Seven)
        assert "turn_order" in vars(own[-1]), cls.__name__

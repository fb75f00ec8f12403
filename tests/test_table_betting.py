"""The capped round of :mod:`pokerrules.table.betting`: spread limit up to a top, a limit on bets
and raises, the shortest stack still in bounding the level, and the call-and-raise wording."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pokerrules.core.actions import Action, Template
from pokerrules.table.betting import Round, Stakes, templates

#: Ante 2, every bet or raise from 2 to 8, an opening bet and three raises at most.
CAPPED = Stakes(ante=2, bet=2, structure="spread", top=8, raise_cap=3, shortest_stack=True,
                wording="call-and-raise")


class Table:
    """A round among seats with these stacks, all still in, from seat 0."""

    def __init__(self, stacks: list[int], stakes: Stakes = CAPPED) -> None:
        self.stacks, self.stakes = list(stacks), stakes
        self.live = list(range(len(stacks)))
        self.rnd = Round(queue=list(self.live))
        self.said: list[str] = []

    def legal(self) -> list[Template]:
        seat, rnd = self.rnd.queue[0], self.rnd
        return templates(self.stakes, rnd, seat, rnd.in_round.get(seat, 0), self.stacks[seat],
                         pot=0, bound=rnd.shortest(self.stacks, self.live))

    def kind(self, kind: str) -> Template | None:
        return next((t for t in self.legal() if t.kind == kind), None)

    def play(self, kind: str, amount: int | None = None) -> None:
        seat = self.rnd.queue[0]
        chips, words = self.rnd.act(seat, Action(kind, amount), self.stakes, self.live,
                                    self.stacks[seat])
        self.stacks[seat] -= chips
        if kind == "fold":
            self.live.remove(seat)
        self.said.append(words)


def test_a_bet_is_any_amount_from_the_smallest_to_the_top_spelt_out() -> None:
    table = Table([100, 100, 100])
    assert table.legal() == [Template("check", "Check", focus=True),
                             Template("bet", "Bet 2 to 8", 2, 8, 2)]
    table.play("bet", 8)
    # The smallest raise stays the smallest bet, however big the bet before it; fold comes last
    # and the call is in the raise's words.
    assert table.legal() == [Template("call", "Call 8", focus=True),
                             Template("raise", "Call 8 and raise by 2 to 8", 2, 8, 2),
                             Template("fold", "Fold")]


def test_at_most_the_raise_cap_after_the_opening_bet() -> None:
    table = Table([100, 100, 100])
    table.play("bet", 2)
    for _ in range(3):
        assert table.kind("raise") is not None
        table.play("raise", 2)
    assert table.rnd.raises == 4
    assert [t.kind for t in table.legal()] == ["call", "fold"]


def test_the_shortest_stack_still_in_bounds_the_level() -> None:
    table = Table([100, 100, 5])
    bet = table.kind("bet")
    assert bet is not None and (bet.low, bet.high, bet.label) == (2, 5, "Bet 2 to 5")
    table.play("bet", 3)
    raise_ = table.kind("raise")
    assert raise_ is not None and (raise_.high, raise_.label) == (2, "Call 3 and raise by 2")
    table.play("raise", 2)
    # The short stack may call all it has (not marked all in) but not raise: nothing is left.
    assert table.legal() == [Template("call", "Call 5", focus=True), Template("fold", "Fold")]
    table.play("fold")
    # With the short stack gone the next shortest sets the bound, and the betting goes on.
    raise_ = table.kind("raise")
    assert raise_ is not None and (raise_.low, raise_.high) == (2, 8)


def test_a_bet_cut_short_by_the_bound_is_a_full_bet() -> None:
    table = Table([100, 100, 1])
    table.play("check")
    bet = table.kind("bet")
    assert bet is not None and (bet.low, bet.high, bet.label) == (1, 1, "Bet 1")
    table.play("bet", 1)
    table.play("fold")  # the short stack
    assert table.rnd.raises == 1 and not table.rnd.closed
    assert table.kind("raise") is not None  # seat 0, who checked, may raise


def test_the_bound_is_required_with_the_shortest_stack_rule() -> None:
    with pytest.raises(ValueError, match="bound"):
        templates(CAPPED, Round(queue=[0]), 0, 0, 100, 0)


def test_the_log_words_of_each_move() -> None:
    table = Table([100, 100, 100, 100])
    table.play("check")
    table.play("bet", 3)
    table.play("call")
    table.play("raise", 4)
    table.play("fold")  # seat 0
    assert table.said == ["check", "bet 3", "call 3", "call 3 and [raise] by 4", "fold"]
    # After the raise everyone else still in is due again, from the raiser's left.
    assert table.rnd.queue == [1, 2]
    assert table.rnd.in_round == {0: 0, 1: 3, 2: 3, 3: 7}


def test_the_poker_wording_is_unchanged_by_the_options() -> None:
    poker = Table([4, 100], Stakes(ante=1, bet=2))
    assert [t.label for t in poker.legal()] == ["Check", "Bet 2"]
    poker.play("bet", 2)
    assert [t.label for t in poker.legal()] == ["Fold", "Call 2", "Raise by 2 to 4"]
    poker.play("raise", 2)
    poker.play("call")
    assert poker.said == ["bet 2", "raise by 2 to 4", "call 2, all in"]
    # In spread limit without the capped round's other options, the poker wording stays.
    spread = Table([100, 100], replace(Stakes(ante=1, bet=1), structure="spread", top=5))
    assert [t.label for t in spread.legal()] == ["Check", "Bet"]

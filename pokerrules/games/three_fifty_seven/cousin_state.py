"""Three Five Seven (the database's #342) on Three Fifty Seven's match: the same turns of three,
five and seven cards with the number of cards wild, but everyone declares at once, and among
several in the best hand wins: it scores a point and every other hand in pays it as much as the
pot holds. A player alone in scores a point too; tied best hands pay and score nothing.

The flow, the views and the ledger are Three Fifty Seven's
(:class:`~pokerrules.games.three_fifty_seven.state.ThreeFiftySevenState`); only the house rules
read and the settling of a round with several in differ.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from pokerrules.games.three_fifty_seven.rules import Settings
from pokerrules.games.three_fifty_seven.state import ThreeFiftySevenState
from pokerrules.table.match import Match, check_ante, points_text
from pokerrules.table.state import Table


def settings(options: Mapping[str, str]) -> Settings:
    """The house rules of one match: the declaration is always at once, and the best hand is
    paid as much as the pot holds (never more than the maximum, when one is chosen)."""
    ante = int(options["ante"])
    cap = options["max_penalty"]
    return Settings(ante=ante, together=True, match_pot=True,
                    max_penalty=None if cap == "off" else int(cap) * ante, fraction=Fraction(0),
                    three_cards=options["three_cards"], turn_cap=int(options["turn_cap"]),
                    returned_at_cap=options["at_cap"] == "returned")


class ThreeFiveSevenState(ThreeFiftySevenState):
    """A whole match of Three Five Seven. Use :meth:`apply` with ``Action("in")`` or
    ``Action("out")``."""

    def __init__(self, table: Table) -> None:  # Three Fifty Seven's, with this game's rules
        self.rules = settings(table.options)
        check_ante(table, self.rules.ante)
        Match.__init__(self, table, self.rules.turn_cap)
        seats = table.seats
        self.hands = [[] for _ in range(seats)]
        self.seen = [set() for _ in range(seats)]
        self.round = 0
        self.in_turn = []
        self.queue = []
        self.declared = {}
        self._start_turn()
        self._go_on()

    def _showdown(self, ins: list[int]) -> None:
        values = self._show(ins)
        high = max(v.key for v in values.values())
        best = [s for s in ins if values[s].key == high]
        if len(best) > 1:
            self.say(None, "The best hands tie: nobody pays and nobody scores.")
            return
        (winner,) = best
        self.points[winner] += 1
        owed = self.rules.penalty(self.turn, self.pot)
        for loser in ins:
            if loser == winner:
                continue
            chips = min(owed, self.stacks[loser])
            self.pay(loser, winner, chips)
            short = f" (all the chips left; {owed} was owed)" if chips < owed else ""
            self.say(loser, f"lose and [pay] {chips} to <{winner}>{short}")
        self.say(winner, f"have the best hand and [score] a point ({points_text(self.points[winner])} "
                         "in all)")

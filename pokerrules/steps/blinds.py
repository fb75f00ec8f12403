"""Blinds: the forced bets of the board games, in place of everyone's ante, and the first betting
round that follows them.

The two players on the dealer's left put in a small blind (the first number of the stakes) and a
big blind (the bet). The big blind counts as the round's opening bet: the player on the big
blind's left acts first, each player calls, raises or folds, and the big blind, last, may still
raise when everyone has only called ("the option"). Later rounds are ordinary betting rounds
(:class:`pokerrules.steps.bet.Bet` opened left of the dealer).

Two players (heads-up), by the usual casino rule: the dealer posts the small blind and acts first
in this round; the other player posts the big blind (and so acts first in every later round,
being on the dealer's left). A player short of a blind puts in what they have, all in.

>>> Blinds().describe().split(";")[0]
'The two players left of the dealer put in the blinds, a small blind and a big blind (the bet)'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from pokerrules.steps.bet import Bet
from pokerrules.table.betting import Round

if TYPE_CHECKING:
    from pokerrules.steps.game import StepGame

_MEMORY = "bet"  # the betting round in progress, where Bet keeps it


def blind_seats(seats: int) -> tuple[int, int]:
    """The small blind's and the big blind's seats at a table of ``seats`` (the dealer is the last
    seat): the two on the dealer's left, or, heads-up, the dealer and the other player."""
    return (seats - 1, 0) if seats == 2 else (0, 1)


@dataclass(frozen=True)
class Blinds(Bet):
    """The blinds and the first betting round: small blind ``stakes.ante``, big blind
    ``stakes.bet``; the round is opened by the player left of the big blind."""

    forced_bets: ClassVar[bool] = True
    heading = "Blinds"

    def describe(self) -> str:
        return ("The two players left of the dealer put in the blinds, a small blind and a big "
                "blind (the bet); a betting round follows, opened by the player left of the big "
                "blind, and the big blind may still raise when the betting comes back round. "
                "With two players the dealer puts in the small blind and acts first.")

    def begin(self, game: StepGame) -> bool:
        count = len(game.players)
        small, big = blind_seats(count)
        rnd = Round(queue=[], in_round=dict.fromkeys(range(count), 0))
        for seat, amount, name in ((small, game.stakes.ante, "small"), (big, game.stakes.bet, "big")):
            player = game.players[seat]
            chips = min(amount, player.stack)
            player.stack -= chips
            player.put_in += chips
            rnd.in_round[seat] = chips
            game.say(seat, f"put in the {name} blind of {chips}" + (", all in" if not player.stack else ""))
        rnd.level = max(rnd.in_round.values())
        rnd.raises, rnd.last_increment = 1, game.stakes.bet  # the big blind is the opening bet
        after = (big + 1) % count
        order = [(after + k) % count for k in range(count)]
        rnd.queue = [s for s in order if game.players[s].stack > 0]
        owing = [s for s in rnd.queue if rnd.in_round[s] < rnd.level]
        if len(rnd.queue) < 2 and not owing:
            return False
        game.memory[_MEMORY] = rnd
        game.queue = rnd.queue
        return True

"""Stud's forced opening bet, the bring-in: the first betting round of a stud game.

When the first face-up cards are out, the player showing the worst card must open the betting
with a small forced bet, the bring-in (half the bet, at least 1), or may complete it at once to a
full bet. The others then call the bring-in, complete the bet, or fold, in turn to the left; a
completion counts as the round's opening bet, so the raises after it are full raises and the
raise limit counts it. When everybody just calls the bring-in, the round is over.

Which card is the worst: in a game won by the high hand, the lowest card (aces high); in a game
won by the low hand (Razz), the highest card (aces low). Of two cards of one rank, the suit
decides in the standard order, clubs lowest, then diamonds, hearts and spades: the lower suit
brings it in where the lowest card does, the higher suit where the highest card does.

:class:`BringIn` is a betting round (:class:`~pokerrules.steps.bet.Bet`) with ``opener`` set to
``"bring-in"``; with any other opener (the "who opens" house rule) it is a plain round opened
that way.

>>> from pokerrules.core.cards import parse
>>> bring_in_card(parse("7h 2s 2c Ad"), "lowest").code
'2c'
>>> bring_in_card(parse("Kc 2s Ks Ad"), "highest").code
'Ks'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import ACE, SUITS, Card
from pokerrules.steps.bet import Bet, Opener, current_round
from pokerrules.table.betting import Round, templates

if TYPE_CHECKING:
    from pokerrules.steps.game import StepGame

Worst = Literal["lowest", "highest"]
#: The seat that must still bring it in (``None`` once it has), in ``game.memory``.
_MEMORY = "bring_in"
_ROUND = "bet"  # the betting round's own memory (pokerrules.steps.bet)


def _order(card: Card, worst: Worst) -> tuple[int, int]:
    """How far down ``card`` is, the worst card first: the lowest rank (aces high) and then the
    lowest suit; or, for ``"highest"``, the highest rank (aces low) and then the highest suit."""
    if worst == "lowest":
        return card.rank, SUITS.index(card.suit)
    rank = 1 if card.rank == ACE else card.rank
    return -rank, -SUITS.index(card.suit)


def bring_in_card(cards: Sequence[Card], worst: Worst = "lowest") -> Card:
    """The worst of ``cards``: the one that brings it in."""
    return min(cards, key=lambda card: _order(card, worst))


def bring_in_amount(bet: int) -> int:
    """The bring-in for a bet of ``bet``: half of it, at least 1."""
    return max(1, bet // 2)


@dataclass(frozen=True)
class BringIn(Bet):
    """The first betting round of a stud game, opened by the bring-in. ``worst``: which card
    showing brings it in, the lowest (a high game) or the highest (a low game)."""

    opener: Opener = "bring-in"
    worst: Worst = "lowest"
    heading = "Betting"

    def describe(self) -> str:
        if self.opener != "bring-in":
            return super().describe()
        if self.worst == "lowest":
            which, ties = "lowest card showing (aces high)", "the lower suit brings it in"
        else:
            which, ties = "highest card showing (aces low)", "the higher suit brings it in"
        return (f"A betting round opened by a forced bet, the bring-in: the player with the {which} "
                "must bet half the bet, or may complete it to a full bet. Of two cards of one "
                f"rank, {ties} (clubs lowest, then diamonds, hearts, spades). The others then "
                "call, complete the bet or fold, in turn to the left.")

    def begin(self, game: StepGame) -> bool:
        able = [s for s, p in enumerate(game.players) if not p.folded and p.stack > 0]
        showing = [s for s in able if game.players[s].up]
        if self.opener != "bring-in" or len(able) < 2 or not showing:
            return super().begin(game)
        worst = {s: bring_in_card(game.players[s].up, self.worst) for s in showing}
        seat = min(showing, key=lambda s: _order(worst[s], self.worst))
        order = able[able.index(seat):] + able[:able.index(seat)]
        rnd = Round(queue=order, in_round=dict.fromkeys(range(len(game.players)), 0),
                    level=bring_in_amount(game.stakes.bet))
        game.memory[_ROUND] = rnd
        game.memory[_MEMORY] = seat
        game.queue = rnd.queue
        game.say(seat, f"have the {self.worst} card showing ({worst[seat].short}) and must "
                 "bring it in")
        return True

    def _under(self, game: StepGame, rnd: Round) -> bool:
        """Whether the bring-in is still the only bet of the round (nobody has completed it)."""
        return self.opener == "bring-in" and rnd.raises == 0 and rnd.level < self.stakes(game).bet

    def legal(self, game: StepGame, seat: int) -> list[Template]:
        rnd = current_round(game)
        assert rnd is not None
        moves = super().legal(game, seat)
        if self.opener != "bring-in":
            return moves
        stack = game.players[seat].stack
        if game.memory.get(_MEMORY) == seat:
            owe = min(rnd.level, stack)
            all_in = " (all in)" if owe == stack else ""
            moves = [Template("call", f"Bring in {owe}{all_in}", focus=True)]
            complete = self._completion(game, rnd, seat, owe)
            return moves + ([complete] if complete else [])
        if not self._under(game, rnd):
            return moves
        owe = min(rnd.level - rnd.in_round[seat], stack)
        complete = self._completion(game, rnd, seat, owe)
        kept = [t for t in moves if t.kind not in ("bet", "raise")]
        if complete is not None:  # in the raise's place, just after the call
            kept.insert(next(i for i, t in enumerate(kept) if t.kind == "call") + 1, complete)
        return kept

    def _completion(self, game: StepGame, rnd: Round, seat: int, owe: int) -> Template | None:
        """``seat``'s completion of the bet: the opening bet the round would allow, less the
        bring-in already to call (its amount is what goes in on top of the call)."""
        stack = game.players[seat].stack
        if stack <= owe or seat in rnd.closed:
            return None
        opening = templates(self.stakes(game), Round(queue=[seat]), seat, 0,
                            stack - owe + rnd.level, game.pot)
        bet = next((t for t in opening if t.kind == "bet"), None)
        if bet is None or bet.low is None or bet.high is None or bet.default is None:
            return None
        low, high = bet.low - rnd.level, bet.high - rnd.level
        if high <= 0:
            return None
        low = max(1, low)
        kind = "bet" if game.memory.get(_MEMORY) == seat else "raise"
        label = (f"Complete by {low} to {rnd.level + low}" if low == high
                 else f"Complete the bet (by {low} to {rnd.level + low} or more)")
        return Template(kind, label, low, high, max(low, bet.default - rnd.level))

    def act(self, game: StepGame, seat: int, action: Action) -> None:
        rnd = current_round(game)
        assert rnd is not None
        bringing = self.opener == "bring-in" and game.memory.get(_MEMORY) == seat
        completing = self._under(game, rnd) and action.kind in ("bet", "raise")
        if bringing:
            game.memory[_MEMORY] = None
        owe = min(rnd.level - rnd.in_round[seat], game.players[seat].stack)
        said = len(game.events)
        super().act(game, seat, action)
        if completing:
            # the completion is the round's opening bet: later raises are full bets over it
            rnd.raises, rnd.last_increment = 1, max(rnd.level, self.stakes(game).bet)
            rnd.acted, rnd.closed = {seat}, set()
            all_in = ", all in" if game.players[seat].stack == 0 else ""
            game.events[said] = (seat, f"complete the bet to {rnd.level}{all_in}")
        elif bringing and action.kind == "call":
            all_in = ", all in" if game.players[seat].stack == 0 else ""
            game.events[said] = (seat, f"bring it in for {owe}{all_in}")

"""A face-up card that asks something of its player: after a round of face-up cards, each player
still in who was just dealt a face-up card of ``rank`` must deal with it, in turn from the
dealer's left.

- ``extra``: the card brings another card, dealt face up; ``price`` says what it costs:
  ``"free"`` (it is simply dealt), ``"bet"`` (the player may buy it for one bet, or pass: the
  fixed bet of the betting round that follows, doubled where that round bets the big bet, the
  largest single bet the round allows, as a source's "max bet").
  An extra card of the same rank brings another in turn.
- Without ``extra``, the card brings a toll: ``price="pot"``, the player matches the pot (puts in
  as much as it holds) or folds.

Each card counts once: the step remembers, per seat, how many such face-up cards it has already
dealt with (``game.memory["on_face_up_<rank>"]``), so a card dealt in an earlier round is never
counted again. Place the step right after each face-up deal it should follow.

>>> print(OnFaceUp(rank=4, extra=True, price="bet").describe())  # doctest: +NORMALIZE_WHITESPACE
A player dealt a four face up may buy another card, dealt face up, for one bet, the most a bet
may be in the round that follows (the big bet where that round has it); if it is a four too, they
may buy again.
>>> OnFaceUp(rank=3, extra=False, price="pot").describe()
'A player dealt a three face up must match the pot (put in as many chips as it holds) or fold.'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from pokerrules.core.actions import Action, Template, count_of
from pokerrules.core.cards import rank_name
from pokerrules.steps.base import StepWord
from pokerrules.steps.bet import Bet

if TYPE_CHECKING:
    from pokerrules.core.rng import SeededRandom
    from pokerrules.rankings.base import Ranking
    from pokerrules.steps.game import StepGame

Price = Literal["free", "bet", "pot"]


@dataclass(frozen=True)
class OnFaceUp(StepWord):
    """Players dealt a face-up card of ``rank`` get another card (``extra``) for ``price``, or
    pay the toll ``price`` (without ``extra``) or fold."""

    rank: int = 4
    extra: bool = True
    price: Price = "bet"
    heading = "Cards that act"

    def __post_init__(self) -> None:
        if self.extra == (self.price == "pot"):
            raise ValueError("an extra card is free or costs a bet; a toll costs the pot")

    @property
    def _memory(self) -> str:
        return f"on_face_up_{self.rank}"

    def describe(self) -> str:
        card = f"A player dealt a {rank_name(self.rank)} face up"
        if not self.extra:
            return f"{card} must match the pot (put in as many chips as it holds) or fold."
        if self.price == "free":
            return (f"{card} gets another card at once, dealt face up, free; if it is a "
                    f"{rank_name(self.rank)} too, another follows.")
        return (f"{card} may buy another card, dealt face up, for one bet, the most a bet may be "
                f"in the round that follows (the big bet where that round has it); if it is a "
                f"{rank_name(self.rank)} too, they may buy again.")

    # -- whose turn ------------------------------------------------------------------------------
    def _done(self, game: StepGame) -> dict[int, int]:
        done: dict[int, int] = game.remember(self._memory, dict)
        return done

    def _owed(self, game: StepGame, seat: int) -> int:
        """Face-up cards of the rank ``seat`` has not yet dealt with."""
        count = sum(card.rank == self.rank for card in game.players[seat].up)
        return count - self._done(game).get(seat, 0)

    def _deal_extra(self, game: StepGame, seat: int) -> bool:
        """Deal ``seat`` a face-up card; False if the deck is empty."""
        game.before_up(seat)
        card = game.draw()
        if card is None:
            game.say(None, "The deck is empty: no card is left to deal.")
            return False
        game.players[seat].cards.append((card, True))
        game.say(seat, f"get another card: {card.short}")
        game.show(seat, card)
        return True

    def begin(self, game: StepGame) -> bool:
        if len(game.live()) < 2:
            return False
        if self.price == "free":
            for seat in game.live():
                while self._owed(game, seat) > 0:
                    self._done(game)[seat] = self._done(game).get(seat, 0) + 1
                    if not self._deal_extra(game, seat):
                        break
            return False
        done = self._done(game)
        for seat in game.live():
            if self._owed(game, seat) > 0 and game.players[seat].stack == 0:
                done[seat] = done.get(seat, 0) + self._owed(game, seat)  # all in: nothing to ask
        return game.start_turns(not p.folded and self._owed(game, s) > 0
                                for s, p in enumerate(game.players))

    def _cost(self, game: StepGame, seat: int) -> int:
        due = _round_bet(game) if self.price == "bet" else game.pot
        return min(due, game.players[seat].stack)

    def legal(self, game: StepGame, seat: int) -> list[Template]:
        cost = self._cost(game, seat)
        if not self.extra:
            return [Template("match", f"Match the pot ({count_of(cost, 'chips')})", focus=True),
                    Template("fold", "Fold")]
        moves = [Template("pass", "Keep your cards", focus=True)]
        if game.cards_left():
            moves.insert(0, Template("buy", f"Buy another face-up card ({count_of(cost, 'chips')})"))
        return moves

    def prompt(self, game: StepGame, seat: int) -> str:
        name = rank_name(self.rank)
        if not self.extra:
            return f"You were dealt a {name} face up: match the pot or fold."
        return f"You were dealt a {name} face up: buy another face-up card for one bet, or pass."

    def act(self, game: StepGame, seat: int, action: Action) -> None:
        done, player = self._done(game), game.players[seat]
        done[seat] = done.get(seat, 0) + 1
        if action.kind in ("buy", "match"):
            chips = self._cost(game, seat)
            player.stack -= chips
            player.put_in += chips
            all_in = ", all in" if player.stack == 0 else ""
            if action.kind == "match":
                game.say(seat, f"match the pot: {count_of(chips, 'chips')}{all_in}")
            else:
                game.say(seat, f"buy another card for {count_of(chips, 'chips')}{all_in}")
                self._deal_extra(game, seat)
        elif action.kind == "fold":
            player.folded = True
            game.say(seat, f"fold rather than match the pot for the {rank_name(self.rank)}")
        else:
            game.say(seat, "pass")
        if self._owed(game, seat) > 0 and not player.folded and player.stack > 0 \
                and len(game.live()) > 1:
            return  # another card of the rank came up: the same player decides again
        if self._owed(game, seat) > 0:
            done[seat] = done.get(seat, 0) + self._owed(game, seat)
        game.finish_turn()
        if len(game.live()) < 2:
            game.queue = []

    def bot_move(self, ranking: Ranking, view: Mapping[str, Any], legal: list[Template],
                 rng: SeededRandom) -> Action | None:
        """Buy whenever a card is for sale (one more card can only help a best-five hand); match
        the pot while it is at most half of what the bot has left, else fold."""
        kinds = {t.kind for t in legal}
        if "buy" in kinds or "pass" in kinds:
            return Action("buy" if "buy" in kinds else "pass")
        if "match" in kinds:
            me = view["your_seat"]
            stack = int(view["hands"][me].get("stack") or 0)
            pot = next((int(line.split()[1]) for line in view.get("info") or ()
                        if line.startswith("Pot ")), 0)
            return Action("match" if pot * 2 <= stack else "fold")
        return None


def _round_bet(game: StepGame) -> int:
    """The fixed bet of the next betting round in the program: twice the bet in a big-bet round."""
    following = next((step for step in game.program[game.pc + 1:] if isinstance(step, Bet)), None)
    return following.stakes(game).bet if following is not None else game.stakes.bet

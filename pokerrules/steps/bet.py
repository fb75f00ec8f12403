"""A betting round: who opens, the moves the betting structure allows, and folding.

Who opens: the best hand showing (ranked by the game's own ranking of face-up cards alone; of
equal hands, the first from the dealer's left opens; with nothing showing, the player left of
the dealer), the best low hand showing (ace-to-five, face-up cards alone), or simply the player
left of the dealer. ``"bring-in"`` is the stud opener: the round that is a
:class:`~pokerrules.steps.bring_in.BringIn` starts with a forced bet by the worst card showing,
and every plain round of such a game opens with the best hand showing. A round marked ``big``
bets twice the bet (stud's big bet on the later streets). A folded hand is thrown in, or passes to
the nearest player still in on the folder's left or right (Suck and Suck Back).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pokerrules.core.actions import Action, Template
from pokerrules.steps.base import StepWord
from pokerrules.table.betting import Round, Stakes, templates

if TYPE_CHECKING:
    from pokerrules.rankings.base import Ranking
    from pokerrules.steps.game import StepGame
    from pokerrules.table.view import StepFacts

Opener = Literal["best-showing", "left-of-dealer", "low-showing", "bring-in"]
FoldedCards = Literal["thrown-in", "left", "right"]
_MEMORY = "bet"


def current_round(game: StepGame) -> Round | None:
    """The betting round in progress, if any."""
    rnd: Round | None = game.memory.get(_MEMORY)
    return rnd


def best_showing(game: StepGame, seats: list[int], ranking: Ranking | None = None) -> int | None:
    """The seat among ``seats`` with the best hand in face-up cards alone (by ``ranking``, the
    game's opening ranking unless given); the first of equals from the dealer's left; ``None``
    if nobody shows anything that ranks."""
    ranking = ranking or game.spec.opening_ranking()
    best: tuple[Any, int] | None = None
    for seat in seats:
        up = game.players[seat].up
        key = ranking.showing_key(up) if up else None
        if key is not None and (best is None or key > best[0]):
            best = (key, seat)
    return None if best is None else best[1]


def showing_rule(ranking: object) -> str:
    """How "the best hand showing" is judged, in words, for a poker ranking."""
    partial = ("straights and flushes count too"
               if getattr(ranking, "partial_straights_flushes", False)
               else "only pairs, three and four of a kind count, not straights or flushes")
    return ("The face-up cards alone are ranked as a hand; with fewer cards than a full hand, "
            f"{partial}. Of equal hands, the one nearer the dealer's left comes first, and with "
            "nothing face up the player on the dealer's left opens.")


@dataclass(frozen=True)
class Bet(StepWord):
    """A betting round. ``opener``: the best hand showing, the best low hand showing, or the
    player left of the dealer (``"bring-in"`` in a plain round: the best hand showing).
    ``folded_cards``: what happens to a folded hand. ``big``: bets and raises are twice the
    bet (the big bet)."""

    view_parts: ClassVar[frozenset[str]] = frozenset({"betting"})

    opener: Opener = "best-showing"
    folded_cards: FoldedCards = "thrown-in"
    big: bool = False
    heading = "Betting"

    def describe(self) -> str:
        who = {"left-of-dealer": "the player left of the dealer",
               "low-showing": "the best low hand showing"}.get(self.opener, "the best hand showing")
        text = f"A betting round, opened by {who}."
        if self.big:
            text += " Bets and raises are the big bet, twice the usual bet."
        if self.folded_cards != "thrown-in":
            text += (f" A player who folds passes all their cards to the nearest player still in "
                     f"on their {self.folded_cards}, face up or down as they lay.")
        return text

    def begin(self, game: StepGame) -> bool:
        able = [s for s, p in enumerate(game.players) if not p.folded and p.stack > 0]
        if len(able) < 2:
            return False
        first = able[0]
        if self.opener == "low-showing":
            from pokerrules.rankings.low import AceToFiveLow  # only the games that open low

            first = best_showing(game, able, AceToFiveLow()) or able[0]
        elif self.opener != "left-of-dealer":
            first = best_showing(game, able) or able[0]
        order = able[able.index(first):] + able[:able.index(first)]
        rnd = Round(queue=order, in_round=dict.fromkeys(range(len(game.players)), 0))
        game.memory[_MEMORY] = rnd
        game.queue = rnd.queue
        return True

    def stakes(self, game: StepGame) -> Stakes:
        """The stakes of this round: the game's, with the bet doubled in a big-bet round."""
        return replace(game.stakes, bet=game.stakes.bet * 2) if self.big else game.stakes

    def legal(self, game: StepGame, seat: int) -> list[Template]:
        rnd = current_round(game)
        assert rnd is not None
        moves = templates(self.stakes(game), rnd, seat, rnd.in_round[seat], game.players[seat].stack,
                          game.pot)
        # A check puts nothing in: a player who stands for the rest of the hand makes it too.
        return [replace(t, stand="keep") if t.kind == "check" else t for t in moves]

    def prompt(self, game: StepGame, seat: int) -> str:
        return "Your turn to bet."

    def facts(self, game: StepGame, seat: int) -> StepFacts:
        """The pot, the bets and raises so far this round, and what ``seat`` must put in to call."""
        rnd = current_round(game)
        if rnd is None:
            return {}
        owe = min(rnd.level - rnd.in_round[seat], game.players[seat].stack)
        return {"betting": {"pot": game.pot, "raises": rnd.raises, "owe": owe}}

    def notes(self, game: StepGame, seat: int) -> list[str]:
        rnd = current_round(game)
        return [f"This round {rnd.in_round[seat]}"] if rnd and rnd.in_round[seat] else []

    def act(self, game: StepGame, seat: int, action: Action) -> None:
        player, rnd = game.players[seat], current_round(game)
        assert rnd is not None
        rnd.queue.pop(0)
        owe = min(rnd.level - rnd.in_round[seat], player.stack)
        all_in = ""
        if action.kind == "fold":
            player.folded = True
            game.say(seat, "fold")
            self._pass_folded_cards(game, seat)
        elif action.kind == "check":
            game.say(seat, "check")
            rnd.record(seat, None, self.stakes(game))
        elif action.kind == "call":
            self._put(game, rnd, seat, owe)
            all_in = ", all in" if player.stack == 0 else ""
            game.say(seat, f"call {owe}{all_in}")
            rnd.record(seat, None, self.stakes(game))
        else:
            assert action.amount is not None
            self._put(game, rnd, seat, owe + action.amount)
            rnd.level = rnd.in_round[seat]
            rnd.record(seat, action.amount, self.stakes(game))
            verb = "bet" if action.kind == "bet" else f"raise by {action.amount} to"
            all_in = ", all in" if player.stack == 0 else ""
            game.say(seat, f"{verb} {rnd.in_round[seat]}{all_in}")
            count = len(game.players)
            rnd.queue[:] = [s for s in ((seat + k) % count for k in range(1, count))
                            if not game.players[s].folded and game.players[s].stack > 0]
        if len(game.live()) == 1 or not rnd.queue:
            game.memory[_MEMORY] = None
            game.queue = []
            game.pc += 1

    @staticmethod
    def _put(game: StepGame, rnd: Round, seat: int, chips: int) -> None:
        player = game.players[seat]
        player.stack -= chips
        player.put_in += chips
        rnd.in_round[seat] += chips

    def _pass_folded_cards(self, game: StepGame, seat: int) -> None:
        live = game.live()
        if self.folded_cards == "thrown-in" or not live:
            return
        count = len(game.players)
        step = 1 if self.folded_cards == "left" else -1
        to = next((seat + step * k) % count for k in range(1, count)
                  if (seat + step * k) % count in live)
        cards = game.pass_cards(seat, to)
        shown = " ".join(c.short for c, up in cards if up)
        hidden = [c.short for c, up in cards if not up]
        public = f"pass their cards to <{to}>" + (f" ({shown} face up)" if shown else "")
        game.say(seat, public)
        if hidden:
            game.say(None, f"{len(hidden)} face-down card{'s' if len(hidden) > 1 else ''} "
                     f"{'go' if len(hidden) > 1 else 'goes'} to <{to}>.",
                     private=f"You get {' '.join(hidden)} face down from <{seat}>.", told=to)

"""Guts: everyone declares in or out; the players in show down, the best hand takes the pot and
every other hand that went in matches it; then the cards are dealt again, until a deal is won
with nobody left to match (Three Card Guts, Five Card Guts).

Two steps make the rule. :class:`InOut` asks each player in or out, either one at a time round
the table from the dealer's left (each choice public at once), or all at once in secret: then a
choice is kept in ``game.memory`` under this module's name, told only to its maker, and every
choice is shown together when the last player has chosen (as :mod:`pokerrules.steps.pass_cards`
keeps a secret pass). A player who says out folds when the choices are shown, so a player alone
in takes the pot at once (the machine's uncontested pot).

:class:`GutsShowdown` ends the program. With several players in, the best hand takes the pot and
each hand in that lost pays as much as the pot held into the next pot (``cap``: never more than
that many antes, a house rule); with nobody in, the pot stays. Either way the deal is played
again: every card goes back, the deck is shuffled by a seed derived from the table's seed and the
deal's number (as a match does, :meth:`pokerrules.table.match.Match.deal_deck`), and the program
starts over. The game ends when one player is in alone, when every hand in ties (they share the
pot), or after ``deals`` deals (the last deal's best hand takes the pot and nobody matches; with
nobody in on the last deal the pot is shared by everyone).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import parse_card, standard_deck
from pokerrules.core.rng import derive_seed, shuffled
from pokerrules.steps.base import Choose, StepWord
from pokerrules.steps.showdown import Showdown
from pokerrules.steps.showdown_words import Award, award_line
from pokerrules.table.betting import share
from pokerrules.table.showdown import PartResult, in_words

if TYPE_CHECKING:
    from pokerrules.core.rng import SeededRandom
    from pokerrules.rankings.base import Ranking
    from pokerrules.steps.game import StepGame

_MEMORY = "guts"
#: What the bot's in-or-out guess samples: this many random rival hands.
_RIVALS = 80


@dataclass
class GutsRecord:
    """What the guts steps keep for the whole game: the choices of this deal (seat -> in), the
    deal's number, and the result of every deal (an award, or a line naming no seat)."""

    said: dict[int, bool] = field(default_factory=dict)
    deal: int = 1
    lines: list[Award | str] = field(default_factory=list)


def record(game: StepGame) -> GutsRecord:
    return game.remember(_MEMORY, GutsRecord)


@dataclass(frozen=True)
class InOut(StepWord):
    """Each player says in or out: one at a time from the dealer's left, or (``together``) all
    at once in secret, shown together when everyone has chosen."""

    together: bool = False
    heading = "In or out"

    def describe(self) -> str:
        how = ("all at once: everyone chooses in secret and the choices are shown together"
               if self.together else
               "one at a time, starting on the dealer's left, each choice heard by all")
        return (f"Each player declares in or out, {how}. A player with no chips left can only "
                "say out. Players who say out drop their cards.")

    def begin(self, game: StepGame) -> bool:
        record(game).said = {}
        return game.start_turns(not p.folded for p in game.players)

    def legal(self, game: StepGame, seat: int) -> list[Template]:
        out = Template("out", "Out", focus=True, secret=self.together)
        if game.players[seat].stack <= 0:
            return [out]
        return [Template("in", "In", secret=self.together), out]

    def prompt(self, game: StepGame, seat: int) -> str:
        if self.together:
            return ("In or out? Nobody sees your choice until everyone has chosen; then all the "
                    "choices are shown together.")
        return "In or out? Everyone hears your choice at once."

    def act(self, game: StepGame, seat: int, action: Action) -> None:
        going_in = action.kind == "in"
        record(game).said[seat] = going_in
        words = "go in" if going_in else "stay out"
        if self.together:
            game.say(seat, "choose in or out", private=f"choose to {words}")
        else:
            game.say(seat, words)
        game.finish_turn()

    def end(self, game: StepGame) -> None:
        said = record(game).said
        if self.together:
            game.say(None, "Everyone has chosen: the choices are shown together.")
            for seat, going_in in sorted(said.items()):
                game.say(seat, "go in" if going_in else "stay out")
        for seat, going_in in said.items():
            if not going_in:
                game.players[seat].folded = True
        ins = [seat for seat, going_in in said.items() if going_in]
        showdown = game.spec.showdown
        if len(ins) == 1 and isinstance(showdown, GutsShowdown):
            showdown.alone(game, ins[0])

    def notes(self, game: StepGame, seat: int) -> list[str]:
        data: GutsRecord | None = game.memory.get(_MEMORY)  # a view never creates memory
        if data is None or seat not in data.said or game.step is not self:
            return []
        if self.together:
            return ["Has chosen"]
        return ["In" if data.said[seat] else "Out"]

    def remake_secrets(self, game: StepGame, seat: int, choose: Choose) -> None:
        """In the coach's world of ``seat``'s: every other seat that has chosen in secret chooses
        again there, since ``seat`` cannot see the choice."""
        data: GutsRecord | None = game.memory.get(_MEMORY)
        if not self.together or data is None:
            return
        for other in sorted(data.said):
            if other != seat:
                data.said[other] = choose(other, self.legal(game, other)).kind == "in"

    def bot_move(self, ranking: Ranking, view: Mapping[str, Any], legal: list[Template],
                 rng: SeededRandom) -> Action | None:
        """In when the hand beats a random hand of the same size often enough for the number
        of rivals (a rough, cautious guess); out otherwise."""
        if not any(t.kind == "in" for t in legal):
            return Action("out")
        seat = view["your_seat"]
        mine = [parse_card(c["code"]) for c in view["hands"][seat]["cards"] if c["code"] != "??"]
        rivals = sum(1 for i, h in enumerate(view["hands"]) if i != seat and not h.get("folded"))
        if not mine or not rivals:
            return Action("in")
        rest = [c for c in standard_deck() if c not in mine]
        pick = random.Random(rng.below(2**31))
        mine_key = ranking.key(mine)
        wins = sum(1 for _ in range(_RIVALS) if mine_key >= ranking.key(pick.sample(rest, len(mine))))
        need = 1 - 0.45 / rivals
        return Action("in" if wins / _RIVALS >= need else "out")


@dataclass(frozen=True)
class GutsShowdown(Showdown):
    """The showdown of a guts game (see the module's docstring). ``cap``: the most, in antes, a
    losing hand pays to match the pot (``None``: the whole pot). ``deals``: the most deals."""

    cap: int | None = None
    deals: int = 20

    def describe(self) -> str:
        match = ("as much as the pot held" if self.cap is None else
                 f"as much as the pot held, but never more than {self.cap} antes")
        return ("Showdown among the players in: the best hand takes the pot, and every other "
                f"hand that went in pays {match} into a new pot. If anyone had to pay, or nobody "
                "went in, the cards are dealt again. The game ends when one player goes in alone "
                "(taking the pot) or every hand in ties (they share it). After "
                f"{self.deals} deals the last deal's best hand takes the pot and nobody pays.")

    def begin(self, game: StepGame) -> bool:
        data = record(game)
        live = game.live()
        last = data.deal >= self.deals
        if not live:
            if last:
                everyone = list(range(len(game.players)))
                data.lines.append(f"Nobody went in on the last deal: the pot of {game.pot} is "
                                  "shared by everyone.")
                game.settle(share(game.pot, everyone, everyone))
                return True
            data.lines.append(f"Deal {data.deal}: nobody went in, so the pot of {game.pot} stayed.")
            return self._again(game, "Nobody went in: the cards are dealt again and the pot "
                                     "stays.")
        game.showed = True
        hands = [game.players[s].held for s in live]
        result = self.verdict(game.spec, hands)[0]
        winners = [live[i] for i in result.winners]
        for seat, value in zip(live, result.values, strict=True):
            if value is not None:
                game.say(seat, f"show {in_words(value)}")
        pot, order = game.pot, list(range(len(game.players)))
        losers = [s for s in live if s not in winners]
        award = self._award(game, result, live, f"Deal {data.deal}", pot)
        if not losers or last:
            data.lines.append(award)
            game.settle(share(pot, winners, order))
            return True
        most = pot if self.cap is None else min(pot, self.cap * game.stakes.ante)
        for seat, chips in share(pot, winners, order).items():
            game.players[seat].stack += chips
        for player in game.players:
            player.put_in = 0
        for seat in losers:
            chips = min(most, game.players[seat].stack)
            game.players[seat].stack -= chips
            game.players[seat].put_in += chips
        hands_in = "hands" if len(losers) > 1 else "hand"
        data.lines.append(replace(award, note=f"The other {hands_in} in paid {game.pot} into "
                                              "the next pot, and the cards were dealt again."))
        names = " and ".join(f"<{s}>" for s in winners)
        return self._again(game, f"{names} {'take' if len(winners) > 1 else 'takes'} the pot of "
                                 f"{pot}; the other hands in pay into a new pot of {game.pot}, "
                                 "and the cards are dealt again.")

    @staticmethod
    def _award(game: StepGame, result: PartResult, live: list[int], name: str,
               pot: int) -> Award:
        ranking = dict(game.spec.parts())[result.part]
        values = result.values
        best = values[result.winners[0]]
        assert best is not None
        rivals = [v for i, v in enumerate(values) if v is not None and i not in result.winners]
        return Award(name, pot, None, tuple(live[i] for i in result.winners), in_words(best),
                     ranking.rule(best, rivals),
                     tuple((seat, in_words(v) if v is not None else None, None)
                           for seat, v in zip(live, values, strict=True)))

    def alone(self, game: StepGame, seat: int) -> None:
        """``seat`` went in alone: it takes the pot, and the game is over (the result then tells
        every deal, this one too)."""
        data = record(game)
        data.lines.append(Award(f"Deal {data.deal}", game.pot, None, (seat,), "", ""))
        game.settle({seat: game.pot})

    def _again(self, game: StepGame, why: str) -> bool:
        """Every card goes back, the deck is shuffled again, and the program starts over. The
        log starts afresh too, with ``why`` (naming no card): its lines told the cards of a deal
        whose cards are now back in the deck (each deal's result stays in the result lines)."""
        data = record(game)
        data.deal += 1
        data.said = {}
        game.deck = tuple(shuffled(sorted(game.table.deck),
                                   derive_seed(game.table.seed, "deal", data.deal)))
        game.next_card = 0
        for player in game.players:
            player.cards = []
            player.folded = False
        game.discards.clear()
        game.common.clear()  # a board, where a game deals one
        game.secret_discards.clear()
        game.known.clear()
        game.fresh.clear()
        game.blind.clear()
        game.events.clear()
        game.private.clear()
        game.showed = False
        for name in [k for k in game.memory if k != _MEMORY]:
            del game.memory[name]
        game.say(None, why)
        game.say(None, f"Deal {data.deal}.")
        game.pc = -1  # the machine then steps on to the first step
        return False

    def lines(self, game: StepGame, viewer: int | None) -> list[str]:
        data: GutsRecord | None = game.memory.get(_MEMORY)
        lines = data.lines if data is not None else []
        return [line if isinstance(line, str) else award_line(line, viewer) for line in lines]

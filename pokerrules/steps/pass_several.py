"""Passing several cards on in secret, face down: everyone still in chooses ``count`` of their
cards for the nearest player still in on their left (or right); when the last player has chosen,
all the cards move at once and arrive face down, seen only by their new owner (Anaconda's
"pass the trash").

As in :mod:`pokerrules.steps.pass_cards`, a choice is kept in ``game.memory`` under this step's
name and told only to its maker; the others read only that the player has chosen. The giver
still knows the cards it gave; the taker is told privately which cards arrived.

Seats sit 0, 1, ... with the dealer last, so seat ``i``'s left-hand neighbour is ``i + 1`` (the
dealer's is seat 0).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import Card, parse_card
from pokerrules.steps.base import Choose, StepWord

if TYPE_CHECKING:
    from pokerrules.core.rng import SeededRandom
    from pokerrules.rankings.base import Ranking
    from pokerrules.steps.game import StepGame

_MEMORY = "pass_several"
_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four"}


def neighbour(seat: int, folded: Sequence[bool], way: Literal["left", "right"]) -> int:
    """The nearest seat on ``seat``'s ``way`` that has not folded (``seat`` itself if none)."""
    count, step = len(folded), 1 if way == "left" else -1
    return next(((seat + step * k) % count for k in range(1, count)
                 if not folded[(seat + step * k) % count]), seat)


@dataclass(frozen=True)
class PassSeveral(StepWord):
    """Each player still in secretly chooses ``count`` cards to pass face down to the nearest
    player still in on their ``to`` side; all move together when everyone has chosen."""

    takes_cards: ClassVar[bool] = True

    count: int = 3
    to: Literal["left", "right"] = "left"
    heading = "Passing cards"

    def describe(self) -> str:
        many = _NUMBERS.get(self.count, str(self.count))
        cards = "card" if self.count == 1 else "cards"
        return (f"Each player still in secretly chooses {many} {cards} to pass face down to the "
                f"nearest player still in on their {self.to}. When everyone has chosen, all the "
                "cards are passed together; only their new owner sees them.")

    def begin(self, game: StepGame) -> bool:
        game.memory[_MEMORY] = {}
        return game.start_turns(not p.folded and len(p.cards) >= self.count for p in game.players)

    def legal(self, game: StepGame, seat: int) -> list[Template]:
        codes = tuple(c.code for c in game.players[seat].held)
        label = "Pass this card" if self.count == 1 else "Pass these cards"
        return [Template("pass", label, cards=codes, pick=(self.count, self.count), secret=True,
                         focus=True)]

    def prompt(self, game: StepGame, seat: int) -> str:
        to = neighbour(seat, [p.folded for p in game.players], self.to)
        many = _NUMBERS.get(self.count, str(self.count))
        return (f"Choose {many} card{'s' if self.count > 1 else ''} to pass to seat {to + 1}, on "
                f"your {self.to}. Nobody sees your choice; all the cards pass together, face down.")

    def act(self, game: StepGame, seat: int, action: Action) -> None:
        assert action.cards is not None
        pending: dict[int, tuple[str, ...]] = game.remember(_MEMORY, dict)
        pending[seat] = tuple(action.cards)
        shown = " ".join(parse_card(code).short for code in action.cards)
        game.say(seat, "choose cards to pass", private=f"choose {shown} to pass")
        game.finish_turn()

    def end(self, game: StepGame) -> None:
        pending: dict[int, tuple[str, ...]] = game.remember(_MEMORY, dict)
        folded = [p.folded for p in game.players]
        moves: list[tuple[int, int, list[Card]]] = []
        for seat, codes in sorted(pending.items()):
            player = game.players[seat]
            cards = [c for c in player.held if c.code in codes]
            player.cards = [(c, up) for c, up in player.cards if c.code not in codes]
            moves.append((seat, neighbour(seat, folded, self.to), cards))
        game.say(None, f"Everyone has chosen: the cards pass to the {self.to} together, face down.")
        for seat, to, cards in moves:
            game.players[to].cards.extend((c, False) for c in cards)
            game.known.setdefault(seat, set()).update(cards)
            game.known.get(to, set()).difference_update(cards)
            game.mark_new(to, cards)
            game.say(seat, f"pass {len(cards)} card{'s' if len(cards) > 1 else ''} to <{to}>",
                     private=f"You get {' '.join(c.short for c in cards)} from <{seat}>.",
                     told=to)
        game.memory[_MEMORY] = {}

    def remake_secrets(self, game: StepGame, seat: int, choose: Choose) -> None:
        """In the coach's world of ``seat``'s: the others who have chosen choose again there."""
        pending: dict[int, tuple[str, ...]] = game.memory.get(_MEMORY) or {}
        for other in sorted(pending):
            if other != seat:
                again = choose(other, self.legal(game, other))
                assert again.cards is not None
                pending[other] = tuple(again.cards)

    def notes(self, game: StepGame, seat: int) -> list[str]:
        pending: dict[int, tuple[str, ...]] | None = game.memory.get(_MEMORY)
        return ["Has chosen cards to pass"] if pending and seat in pending else []

    def bot_move(self, ranking: Ranking, view: Mapping[str, Any], legal: list[Template],
                 rng: SeededRandom) -> Action | None:
        """Keep the cards whose best part ranks highest; pass the rest (the lowest first)."""
        template = next((t for t in legal if t.kind == "pass" and t.cards), None)
        if template is None or template.cards is None:
            return None
        cards = [parse_card(code) for code in template.cards]
        keep = len(cards) - self.count
        if keep <= 0:
            return Action("pass", cards=tuple(template.cards[:self.count]))
        size = min(keep, 5)
        best = max(combinations(cards, size), key=lambda hand: ranking.key(list(hand)) or 0)
        rest = sorted((c for c in cards if c not in best), key=lambda c: (c.rank, c.code))
        return Action("pass", cards=tuple(c.code for c in rest[:self.count]))

"""Stacks: each player keeps some of their face-down cards and sets them as a face-down stack in
an order of their choosing (the rest are thrown away face down); then, again and again, every
player still in turns up the top card of their stack at the same moment (Anaconda).

:class:`Stack` asks each player still in, one at a time, for the cards to keep in the order
they will be turned up (the first named comes up first). The choice is kept in ``game.memory``
under this module's name, told only to its maker, and takes effect for everyone together when
the last player has chosen: the order may not change after that. :class:`RollUp` then turns the
next card of every stack face up, with nobody to ask.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Any, ClassVar

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import Card, parse_card
from pokerrules.steps.base import Choose, StepWord

if TYPE_CHECKING:
    from pokerrules.core.rng import SeededRandom
    from pokerrules.rankings.base import Ranking
    from pokerrules.steps.game import StepGame

_MEMORY = "stacks"
_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}


@dataclass
class Stacks:
    """Each seat's chosen order (seat -> card codes, top first) and how many are turned up."""

    chosen: dict[int, tuple[str, ...]]
    set: bool = False
    rolled: int = 0


def stacks(game: StepGame) -> Stacks:
    return game.remember(_MEMORY, lambda: Stacks({}))


@dataclass(frozen=True)
class Stack(StepWord):
    """Each player still in keeps ``keep`` of their cards as a face-down stack, in the order
    they choose, and throws the rest away face down; all stacks are set together."""

    takes_cards: ClassVar[bool] = True

    keep: int = 5
    heading = "Stacking"

    def describe(self) -> str:
        many = _NUMBERS.get(self.keep, str(self.keep))
        return (f"Each player still in secretly keeps {many} of their cards and lays them face "
                "down in a stack, in the order they choose; the other cards are thrown away face "
                "down. The stacks are set together when everyone has chosen, and their order can "
                "no longer change.")

    def begin(self, game: StepGame) -> bool:
        game.memory[_MEMORY] = Stacks({})
        return game.start_turns(not p.folded and len(p.cards) >= self.keep for p in game.players)

    def legal(self, game: StepGame, seat: int) -> list[Template]:
        codes = tuple(c.code for c in game.players[seat].held)
        return [Template("stack", "Stack these cards, in this order (the first comes up first)",
                         cards=codes, pick=(self.keep, self.keep), secret=True, focus=True)]

    def prompt(self, game: StepGame, seat: int) -> str:
        many = _NUMBERS.get(self.keep, str(self.keep))
        return (f"Choose the {many} cards you keep, in the order they will be turned up: the "
                "first you name comes up first, the last stays hidden longest. Nobody sees your "
                "choice.")

    def act(self, game: StepGame, seat: int, action: Action) -> None:
        assert action.cards is not None
        stacks(game).chosen[seat] = tuple(action.cards)
        shown = " ".join(parse_card(code).short for code in action.cards)
        game.say(seat, "set a stack", private=f"stack {shown}, top first")
        game.finish_turn()

    def end(self, game: StepGame) -> None:
        """Everyone has chosen: each hand becomes its stack, top first; the rest go face down."""
        data = stacks(game)
        for seat, codes in sorted(data.chosen.items()):
            player = game.players[seat]
            by_code = {c.code: (c, up) for c, up in player.cards}
            for card, up in player.cards:
                if card.code not in codes:
                    game.throw_away(seat, card, up)
            player.cards = [by_code[code] for code in codes]
        data.set = True
        game.say(None, "Every stack is set; the other cards are thrown away face down.")

    def remake_secrets(self, game: StepGame, seat: int, choose: Choose) -> None:
        """In the coach's world of ``seat``'s: the others who have chosen choose again there."""
        data: Stacks | None = game.memory.get(_MEMORY)
        if data is None or data.set:
            return
        for other in sorted(data.chosen):
            if other != seat:
                again = choose(other, self.legal(game, other))
                assert again.cards is not None
                data.chosen[other] = tuple(again.cards)

    def notes(self, game: StepGame, seat: int) -> list[str]:
        data: Stacks | None = game.memory.get(_MEMORY)
        return ["Has set a stack"] if data and not data.set and seat in data.chosen else []

    def bot_move(self, ranking: Ranking, view: Mapping[str, Any], legal: list[Template],
                 rng: SeededRandom) -> Action | None:
        """Keep the best cards; turn up the weakest first, so the strength shows last."""
        template = next((t for t in legal if t.kind == "stack" and t.cards), None)
        if template is None or template.cards is None or template.pick is None:
            return None
        cards = [parse_card(code) for code in template.cards]
        size = template.pick[0]
        best = max(combinations(cards, size), key=lambda hand: ranking.key(list(hand)) or 0)
        return Action("stack", cards=tuple(c.code for c in roll_order(ranking, list(best))))


def roll_order(ranking: Ranking, cards: list[Card]) -> list[Card]:
    """The bot's order: the card whose showing says least first (the lowest rank first)."""
    return sorted(cards, key=lambda c: (c.rank, c.code))


@dataclass(frozen=True)
class RollUp(StepWord):
    """Every player still in turns up the next card of their stack, all at the same moment."""

    heading = "Rolling up"

    def describe(self) -> str:
        return "Every player still in turns up the top card of their stack, all at once."

    def begin(self, game: StepGame) -> bool:
        data = stacks(game)
        index = data.rolled
        data.rolled += 1
        game.say(None, "Everyone turns up the next card of their stack.")
        for seat in game.live():
            player = game.players[seat]
            if index >= len(player.cards):
                continue
            card, up = player.cards[index]
            if up:
                continue
            game.before_up(seat)
            player.cards[index] = (card, True)
            game.say(seat, f"turn up {card.short}")
            game.show(seat, card)
        return False

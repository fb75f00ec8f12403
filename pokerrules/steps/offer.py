"""Card offers: each player in turn may take one card face up (the 7/27 family)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from pokerrules.core.actions import Action, Template
from pokerrules.steps.base import StepWord
from pokerrules.steps.repeat import took_a_card

if TYPE_CHECKING:
    from pokerrules.steps.game import StepGame

_MEMORY = "offer"


@dataclass
class Record:
    """Per seat, what the offer limits need: whether it took a card in the last offer, how many
    offers in a row it has declined, and whether it is locked."""

    took_last: list[bool]
    declined_run: list[int]
    locked: set[int] = field(default_factory=set)


@dataclass(frozen=True)
class Offer(StepWord):
    """Each player in turn may take one card face up.

    ``limit``: ``None`` (anyone may), ``"no-chaser"`` (only those who took a card in the previous
    offer), or ``"lock"`` (a player who has declined ``lock_after`` times in a row is out of cards
    for the rest of the hand).
    """

    limit: Literal["no-chaser", "lock"] | None = None
    lock_after: int = 3
    heading = "Card offers"

    def describe(self) -> str:
        text = "Each player in turn may take one more card, face up."
        if self.limit == "no-chaser":
            text += " Only a player who took a card in the previous offer may take one."
        elif self.limit == "lock":
            text += (f" A player who has turned down a card {self.lock_after} times in a row is "
                     "locked and may take no more.")
        return text

    def _record(self, game: StepGame) -> Record:
        seats = len(game.players)
        return game.remember(_MEMORY, lambda: Record([True] * seats, [0] * seats))

    def _may_take(self, game: StepGame, seat: int) -> bool:
        record = self._record(game)
        if game.players[seat].folded or not game.cards_left():
            return False
        if self.limit == "no-chaser":
            return record.took_last[seat]
        if self.limit == "lock":
            return seat not in record.locked
        return True

    def begin(self, game: StepGame) -> bool:
        if game.start_turns(self._may_take(game, s) for s in range(len(game.players))):
            return True
        self.end(game)
        return False

    def legal(self, game: StepGame, seat: int) -> list[Template]:
        # No card is the move that can never hurt: a card can take a total past its target.
        # Declining is standing: a player may choose to stand for the rest of the hand (stand).
        return [Template("take", "Take a card"),
                Template("decline", "No card", focus=True, stand="start")]

    def prompt(self, game: StepGame, seat: int) -> str:
        return "Do you want another card, face up?"

    def act(self, game: StepGame, seat: int, action: Action) -> None:
        record = self._record(game)
        card = game.draw() if action.kind == "take" else None
        if card is not None:
            game.players[seat].cards.append((card, True))
            game.show(seat, card)
            record.declined_run[seat] = 0
            record.took_last[seat] = True
            took_a_card(game)
            game.say(seat, f"take a card: {card.short}")
        else:
            record.declined_run[seat] += 1
            record.took_last[seat] = False
            game.say(seat, "decline a card")
        game.queue.pop(0)
        while game.queue and not self._may_take(game, game.queue[0]):
            record.took_last[game.queue.pop(0)] = False
        if not game.queue:
            self.end(game)
            game.pc += 1

    def end(self, game: StepGame) -> None:
        record = self._record(game)
        if self.limit == "lock":
            record.locked |= {s for s, run in enumerate(record.declined_run) if run >= self.lock_after}

    def notes(self, game: StepGame, seat: int) -> list[str]:
        record: Record | None = game.memory.get(_MEMORY)  # a view never creates memory
        return ["Locked"] if record is not None and seat in record.locked else []

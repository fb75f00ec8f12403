"""Dealing: every player still in gets cards face down, then face up."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from pokerrules.steps.base import StepWord

if TYPE_CHECKING:
    from pokerrules.steps.game import StepGame


@dataclass(frozen=True)
class Deal(StepWord):
    """Deal each player still in ``down`` cards face down, then ``up`` cards face up. If the deck
    runs out, the players after that get no card. ``blind``: the face-down cards are unseen even
    by their owner, who may not look at them (Night Chaos)."""

    down: int = 0
    up: int = 0
    blind: bool = False
    heading = "The deal"

    def __repr__(self) -> str:
        return f"Deal(down={self.down}, up={self.up}{', blind=True' if self.blind else ''})"

    def describe(self) -> str:
        parts = [f"{n} card{'s' if n > 1 else ''} face {way}"
                 for n, way in ((self.down, "down"), (self.up, "up")) if n]
        blind = ", which not even their owner may look at" if self.blind and self.down else ""
        return "Deal each player " + " and ".join(parts) + blind + "."

    def begin(self, game: StepGame) -> bool:
        game.say(None, self.describe().replace("Deal each player", "Each player gets"))
        for face_up, count in ((False, self.down), (True, self.up)):
            for _ in range(count):
                for seat in game.live():
                    if face_up:
                        game.before_up(seat)
                    card = game.draw()
                    if card is not None:
                        game.players[seat].cards.append((card, face_up))
                        if self.blind and not face_up:
                            game.blind.setdefault(seat, []).append(card)
                        if face_up:
                            game.show(seat, card)
        return False

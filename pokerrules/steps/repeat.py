"""A repeated block of steps, and how it ends.

``Repeat(steps)`` runs its steps again and again until a pass in which nobody took a card
(``until="nobody-takes"``, the 7/27 family), or until a player calls an end
(``until="called"``, Open Hand Kenosha), or until the deck runs out (``until="deck-out"``,
Butcherboy, whose dealing step may also end the hand itself). It also stops when the deck
cannot serve another pass.
Steps inside tell the loop what happened through :func:`took_a_card` and :func:`call_it`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from pokerrules.steps.base import StepWord

if TYPE_CHECKING:
    from pokerrules.steps.game import StepGame

Until = Literal["nobody-takes", "called", "deck-out"]
_MEMORY = "repeat"


@dataclass
class Pass:
    took: bool = False
    called: bool = False


def took_a_card(game: StepGame) -> None:
    game.remember(_MEMORY, Pass).took = True


def call_it(game: StepGame) -> None:
    game.remember(_MEMORY, Pass).called = True


def was_called(game: StepGame) -> bool:
    return game.remember(_MEMORY, Pass).called


@dataclass(frozen=True)
class Repeat(StepWord):
    """Run ``steps`` again and again until ``until`` says stop."""

    steps: tuple[StepWord, ...]
    until: Until = "nobody-takes"
    heading = "The loop"

    def describe(self) -> str:
        if self.until == "called":
            return ("Repeat these steps until a player calls it (believes they hold the best hand) "
                    "or the deck cannot give everyone another card.")
        if self.until == "deck-out":
            return "Repeat these steps until the deck runs out."
        if any(type(step).__name__ == "Ask" for step in self.steps):
            return "Repeat these steps until a round in which nobody asks."
        return "Repeat these steps until a round in which nobody takes a card."

    def inner(self) -> tuple[StepWord, ...]:
        return self.steps


@dataclass(frozen=True)
class LoopStart(StepWord):
    repeat: Repeat

    def begin(self, game: StepGame) -> bool:
        game.memory[_MEMORY] = Pass()
        return False


@dataclass(frozen=True)
class LoopEnd(StepWord):
    repeat: Repeat
    start: int

    def begin(self, game: StepGame) -> bool:
        state = game.remember(_MEMORY, Pass)
        if self.repeat.until == "called":
            again = not state.called and game.cards_left() >= len(game.live())
        elif self.repeat.until == "deck-out":
            again = game.cards_left() > 0
        else:
            again = state.took and game.cards_left() > 0
        if again:
            game.memory[_MEMORY] = Pass()
            game.pc = self.start  # the engine then steps on to the block's first step
        return False


def compile_steps(steps: tuple[StepWord, ...]) -> list[StepWord]:
    """The flat program: each repeat becomes a start marker, its steps, and an end marker."""
    program: list[StepWord] = []
    for step in steps:
        if isinstance(step, Repeat):
            start = len(program)
            program.append(LoopStart(step))
            program.extend(compile_steps(step.steps))
            program.append(LoopEnd(step, start))
        else:
            program.append(step)
    return program

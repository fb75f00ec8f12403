"""Turning a card up all together ("roll your own", choosing at once): everyone still in chooses,
in secret, one of their own face-down cards; when the last player has chosen, all the chosen
cards are turned face up at the same moment.

The engine asks the players one at a time, so a choice is kept here, in ``game.memory`` under
this step's name, and told only to the player who made it; the others read only that the player
has chosen. No card turns until everyone has chosen, so nobody's choice can depend on another's.
Turning up in turn, each player seeing the cards turned before, is :mod:`pokerrules.steps.flip`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import parse_card
from pokerrules.steps.base import Choose, StepWord, remake_cards
from pokerrules.steps.flip import Flip

if TYPE_CHECKING:
    from pokerrules.core.rng import SeededRandom
    from pokerrules.rankings.base import Ranking
    from pokerrules.steps.game import StepGame

_MEMORY = "flip_together"


@dataclass(frozen=True)
class FlipTogether(StepWord):
    """Each player still in secretly chooses one of their face-down cards; when everyone has
    chosen, all the chosen cards are turned face up together."""

    heading = "Turning a card up"

    def describe(self) -> str:
        return ("Each player still in secretly chooses one of their face-down cards. When everyone "
                "has chosen, all the chosen cards are turned face up together.")

    def _pending(self, game: StepGame) -> dict[int, str]:
        pending: dict[int, str] = game.remember(_MEMORY, dict)
        return pending

    def begin(self, game: StepGame) -> bool:
        game.memory[_MEMORY] = {}
        return game.start_turns(not p.folded and bool(p.down) for p in game.players)

    def legal(self, game: StepGame, seat: int) -> list[Template]:
        return [Template("flip", "Turn face up", cards=tuple(c.code for c in game.players[seat].down),
                         secret=True, focus=True)]

    def prompt(self, game: StepGame, seat: int) -> str:
        return ("Choose one of your face-down cards to turn face up. Nobody sees your choice until "
                "everyone has chosen; then all the chosen cards turn up together.")

    def act(self, game: StepGame, seat: int, action: Action) -> None:
        assert action.card is not None
        self._pending(game)[seat] = action.card
        game.say(seat, "choose a card to turn up",
                 private=f"choose {parse_card(action.card).short} to turn up")
        game.finish_turn()

    def end(self, game: StepGame) -> None:
        """Everyone has chosen: every chosen card turns face up."""
        pending = self._pending(game)
        game.say(None, "Everyone has chosen: the cards turn face up together.")
        for seat, code in sorted(pending.items()):
            player = game.players[seat]
            index = next(i for i, (c, up) in enumerate(player.cards) if c.code == code and not up)
            card = player.cards[index][0]
            player.cards[index] = (card, True)
            game.say(seat, f"turn up {card.short}")
            game.show(seat, card)
        game.memory[_MEMORY] = {}

    def remake_secrets(self, game: StepGame, seat: int, choose: Choose) -> None:
        """In the coach's world of ``seat``'s (:mod:`pokerrules.coach.secrets`): every other
        seat that has chosen chooses again from its cards in the world, since ``seat`` cannot
        see the choice and it was made with the real cards."""
        remake_cards(game.memory.get(_MEMORY) or {}, seat, choose,
                     lambda other: self.legal(game, other))

    def notes(self, game: StepGame, seat: int) -> list[str]:
        pending: dict[int, str] | None = game.memory.get(_MEMORY)  # a view never creates memory
        return ["Has chosen a card to turn up"] if pending and seat in pending else []

    def bot_move(self, ranking: Ranking, view: Mapping[str, Any], legal: list[Template],
                 rng: SeededRandom) -> Action | None:
        """As when turning up in turn: the card that shows least (:meth:`Flip.bot_move`)."""
        return Flip().bot_move(ranking, view, legal, rng)

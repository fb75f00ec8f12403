"""Turning a card up: each player in turn shows one of their own face-down cards."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import parse_card
from pokerrules.steps.base import StepWord

if TYPE_CHECKING:
    from pokerrules.core.rng import SeededRandom
    from pokerrules.rankings.base import Ranking
    from pokerrules.steps.game import StepGame


@dataclass(frozen=True)
class Flip(StepWord):
    """Each player in turn turns one of their own down cards face up (their choice)."""

    heading = "Turning a card up"

    def describe(self) -> str:
        return "Each player in turn turns one of their face-down cards face up."

    def begin(self, game: StepGame) -> bool:
        return game.start_turns(not p.folded and bool(p.down) for p in game.players)

    def legal(self, game: StepGame, seat: int) -> list[Template]:
        return [Template("flip", "Turn face up", cards=tuple(c.code for c in game.players[seat].down),
                         focus=True)]

    def prompt(self, game: StepGame, seat: int) -> str:
        return "Choose one of your face-down cards to turn face up."

    def act(self, game: StepGame, seat: int, action: Action) -> None:
        player = game.players[seat]
        index = next(i for i, (c, up) in enumerate(player.cards) if c.code == action.card and not up)
        card = player.cards[index][0]
        player.cards[index] = (card, True)
        game.say(seat, f"turn up {card.short}")
        game.show(seat, card)
        game.finish_turn()

    def bot_move(self, ranking: Ranking, view: Mapping[str, Any], legal: list[Template],
                 rng: SeededRandom) -> Action | None:
        """Turn up the card that shows least: the weakest hand showing with it, then the lowest."""
        template = next((t for t in legal if t.kind == "flip" and t.cards), None)
        if template is None or template.cards is None:
            return None
        up = [parse_card(c["code"]) for c in view["hands"][view["your_seat"]]["cards"] if c["up"]]

        def shown(code: str) -> tuple[bool, Any, int, str]:
            key = ranking.showing_key([*up, parse_card(code)])
            return key is not None, key if key is not None else 0, parse_card(code).rank, code

        return Action("flip", card=min(template.cards, key=shown))

"""Go Fish's step: ask another player for a face-down card of a rank."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import RANK_CHARS, rank_name
from pokerrules.steps.base import StepWord
from pokerrules.steps.repeat import took_a_card

if TYPE_CHECKING:
    from pokerrules.steps.game import StepGame


@dataclass(frozen=True)
class Ask(StepWord):
    """A player may name another player and a rank. If that player has a face-down card of the
    rank, it passes to the asker face up; if not, the asker takes the top card of the deck face
    up. Declining to ask counts as not taking a card."""

    takes_cards: ClassVar[bool] = True

    heading = "Card offers"

    def describe(self) -> str:
        return ("Each player in turn may ask another player for a face-down card of a rank they "
                "name. If the other player has one, it goes to the asker face up; otherwise the "
                "asker takes the top card of the deck, face up.")

    def begin(self, game: StepGame) -> bool:
        return game.start_turns(not p.folded for p in game.players)

    def legal(self, game: StepGame, seat: int) -> list[Template]:
        others = tuple(s for s in game.live() if s != seat)
        return [Template("ask", "Ask", targets=others, ranks=tuple(RANK_CHARS)),
                Template("pass", "Don't ask", focus=True)]

    def prompt(self, game: StepGame, seat: int) -> str:
        return "Ask another player for a face-down card of a rank, or don't ask."

    def act(self, game: StepGame, seat: int, action: Action) -> None:
        if action.kind == "pass":
            game.say(seat, "do not ask")
            game.finish_turn()
            return
        assert action.target is not None and action.rank is not None
        took_a_card(game)
        rank = RANK_CHARS.index(action.rank) + 2
        player, other = game.players[seat], game.players[action.target]
        asked = f"ask <{action.target}> for {rank_name(rank, plural=True)}"
        hit = next((i for i, (c, up) in enumerate(other.cards) if c.rank == rank and not up), None)
        if hit is not None:
            card = other.cards.pop(hit)[0]
            player.cards.append((card, True))
            game.say(seat, f"{asked} and [get] {card.short}")
            game.show(seat, card)
        else:
            drawn = game.draw()
            if drawn is not None:
                player.cards.append((drawn, True))
                game.show(seat, drawn)
            got = f"[take] {drawn.short} from the deck" if drawn else "the deck is empty"
            game.say(seat, f"{asked}; none, so {got}")
        game.finish_turn()

"""Passing a card on in secret: everyone still in chooses one card for the player on their right;
when the last player has chosen, all the cards move at once and land face up (Give Me Five).

The engine asks the players one at a time, so a choice is kept here, in ``game.memory`` under
this step's name, and told only to the player who made it; the others read only that the
player has chosen. Nothing moves, and no choice is shown, until everyone has chosen.

Seats sit 0, 1, ... with the dealer last, so seat ``i``'s right-hand neighbour is ``i - 1``
(seat 0's is the dealer). A player who has folded neither passes nor receives: a card goes to
the nearest player on the passer's right who is still in.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import Card, parse_card
from pokerrules.steps.base import Choose, StepWord, remake_cards

if TYPE_CHECKING:
    from pokerrules.core.rng import SeededRandom
    from pokerrules.rankings.base import Ranking
    from pokerrules.steps.game import Player, StepGame

_MEMORY = "pass"
Passable = Literal["any", "down"]


def right_of(seat: int, folded: Sequence[bool]) -> int:
    """The nearest seat on ``seat``'s right that has not folded (``seat`` itself if none)."""
    count = len(folded)
    return next(((seat - k) % count for k in range(1, count) if not folded[(seat - k) % count]),
                seat)


@dataclass(frozen=True)
class PassOn(StepWord):
    """Each player still in chooses, in secret, one card to pass to the nearest player still in
    on their right; when everyone has chosen, every card moves at once and arrives face up.
    ``cards``: which cards may be passed, ``"any"`` (face up or face down) or ``"down"`` (only a
    face-down one)."""

    takes_cards: ClassVar[bool] = True

    cards: Passable = "any"
    heading = "Passing a card"

    def describe(self) -> str:
        which = "any one of their cards" if self.cards == "any" else "one of their face-down cards"
        return (f"Each player still in secretly chooses {which} to pass to the nearest player "
                "still in on their right. When everyone has chosen, all the cards are passed "
                "together and each one arrives face up.")

    def _choices(self, player: Player) -> list[Card]:
        return player.held if self.cards == "any" else player.down

    def _pending(self, game: StepGame) -> dict[int, str]:
        pending: dict[int, str] = game.remember(_MEMORY, dict)
        return pending

    def begin(self, game: StepGame) -> bool:
        game.memory[_MEMORY] = {}
        return game.start_turns(not p.folded and bool(self._choices(p)) for p in game.players)

    def legal(self, game: StepGame, seat: int) -> list[Template]:
        cards = tuple(c.code for c in self._choices(game.players[seat]))
        return [Template("pass", "Pass this card", cards=cards, secret=True, focus=True)]

    def prompt(self, game: StepGame, seat: int) -> str:
        to = right_of(seat, [p.folded for p in game.players])
        which = "a card" if self.cards == "any" else "a face-down card"
        return (f"Choose {which} to pass to seat {to + 1}, on your right. Nobody sees your "
                "choice until everyone has chosen; then all the cards pass together, face up.")

    def act(self, game: StepGame, seat: int, action: Action) -> None:
        assert action.card is not None
        self._pending(game)[seat] = action.card
        to = right_of(seat, [p.folded for p in game.players])
        game.say(seat, "choose a card to pass",
                 private=f"choose {parse_card(action.card).short} to pass to <{to}>")
        game.finish_turn()

    def end(self, game: StepGame) -> None:
        """Everyone has chosen: take every chosen card out first, then hand each one on."""
        pending = self._pending(game)
        folded = [p.folded for p in game.players]
        moves: list[tuple[int, int, Card, bool]] = []
        for seat, code in sorted(pending.items()):
            player = game.players[seat]
            index = next(i for i, (c, _) in enumerate(player.cards) if c.code == code)
            card, was_up = player.cards.pop(index)
            moves.append((seat, right_of(seat, folded), card, was_up))
        game.say(None, "Everyone has chosen: the cards pass to the right together, face up.")
        for seat, to, card, was_up in moves:
            game.players[to].cards.append((card, True))
            game.mark_new(to, [card])
            game.say(seat, f"pass {card.short} to <{to}>")
            if not was_up:
                game.show(to, card)
        game.memory[_MEMORY] = {}

    def remake_secrets(self, game: StepGame, seat: int, choose: Choose) -> None:
        """In the coach's world of ``seat``'s (:mod:`pokerrules.coach.secrets`): every other
        seat that has chosen a card chooses again from its cards in the world, since ``seat``
        cannot see the choice and it was made with the real cards."""
        remake_cards(game.memory.get(_MEMORY) or {}, seat, choose,
                     lambda other: self.legal(game, other))

    def notes(self, game: StepGame, seat: int) -> list[str]:
        pending: dict[int, str] | None = game.memory.get(_MEMORY)  # a view never creates memory
        return ["Has chosen a card to pass"] if pending and seat in pending else []

    def bot_move(self, ranking: Ranking, view: Mapping[str, Any], legal: list[Template],
                 rng: SeededRandom) -> Action | None:
        """Pass the card whose loss hurts the bot's own hand least; of those, the one that adds
        least to what the receiver shows, then the lowest."""
        template = next((t for t in legal if t.kind == "pass" and t.cards), None)
        if template is None or template.cards is None:
            return None
        seat = view["your_seat"]
        hands = view["hands"]
        mine = [parse_card(c["code"]) for c in hands[seat]["cards"] if c["code"] != "??"]
        to = right_of(seat, [bool(h.get("folded")) for h in hands])
        theirs = [parse_card(c["code"]) for c in hands[to]["cards"]
                  if c["up"] and c["code"] != "??"] if to != seat else []

        def kept(code: str) -> Any:
            rest = [c for c in mine if c.code != code]
            return ranking.key(rest) if rest else None

        def gift(code: str) -> Any:
            return ranking.showing_key([*theirs, parse_card(code)])

        codes = _best(list(template.cards), kept, high=True)
        codes = _best(codes, gift, high=False)
        return Action("pass", card=min(codes, key=lambda code: (parse_card(code).rank, code)))


def _best(codes: list[str], score: Any, high: bool) -> list[str]:
    """The codes with the highest (or lowest) score; a ``None`` score counts as the lowest."""
    scored = [(score(code), code) for code in codes]
    known = [s for s, _ in scored if s is not None]
    if not known:
        return codes
    target = max(known) if high else min(known)
    if not high and len(known) < len(scored):
        return [code for s, code in scored if s is None]
    return [code for s, code in scored if s == target]

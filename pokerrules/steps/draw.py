"""The draw: each player still in, in turn, throws away some cards face down and is dealt as many.

``most`` is how many cards one draw may change (``None``: any number, up to the whole hand).
``ace_four``: a player who keeps an ace and shows it to everyone may change the other four
(Five Card Draw's "up to three, four if you show an ace"). Standing pat (changing none) is
always allowed. A game with several draws simply has several draw steps.

What the others learn: how many cards a player changed (and the ace, if they showed one), never
which cards went or came. The thrown cards go face down to the discards.

When the deck runs out in the middle of a draw, the discards thrown so far are shuffled and the
draw goes on from them; the cards the drawing player is throwing away now are not among them
(they join the discards after that player has been dealt). A player may change only as many cards
as the deck and those discards still hold.

>>> Draw().describe().split(";")[0][:60]
'Each player still in, in turn, may throw away up to three ca'
>>> Draw(ace_four=True).describe().split(";")[1]
' a player who keeps an ace and shows it to everyone may change four'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import Card
from pokerrules.core.rng import derive_seed, shuffled
from pokerrules.steps.base import StepWord
from pokerrules.steps.replace import best_replacement

if TYPE_CHECKING:
    from pokerrules.core.rng import SeededRandom
    from pokerrules.rankings.base import Ranking
    from pokerrules.steps.game import StepGame
    from pokerrules.table.view import StepFacts

_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
_MEMORY = "draw"


def _number(n: int) -> str:
    return _NUMBERS.get(n, str(n))


def _cards(n: int) -> str:
    return f"{_number(n)} card{'s' if n != 1 else ''}"


@dataclass
class DrawPile:
    """What the draw keeps for the hand: the reshuffled discards still to be dealt (next first)
    and how many times the discards have been shuffled."""

    pile: list[Card]
    shuffles: int = 0


@dataclass(frozen=True)
class Draw(StepWord):
    """One draw: each player still in may change up to ``most`` cards (``None``: any number),
    or four while keeping and showing an ace if ``ace_four``."""

    takes_cards: ClassVar[bool] = True
    view_parts: ClassVar[frozenset[str]] = frozenset({"replace"})

    most: int | None = 3
    ace_four: bool = False
    heading = "The draw"

    def describe(self) -> str:
        many = "any number of their cards" if self.most is None else f"up to {_cards(self.most)}"
        text = (f"Each player still in, in turn, may throw away {many} face down and be dealt as "
                "many new ones (or stand pat, keeping them all)")
        if self.ace_four:
            text += "; a player who keeps an ace and shows it to everyone may change four"
        return (text + "; the others see only how many cards each player changes. If the deck "
                "runs out, the cards thrown away so far (not those of the player drawing) are "
                "shuffled and dealt from.")

    # -- the cards available ------------------------------------------------------------------
    def available(self, game: StepGame) -> int:
        """How many new cards can still be dealt now: the deck and the discards so far."""
        return game.cards_left() + len(game.discards)

    def limit(self, game: StepGame, seat: int) -> int:
        """How many cards ``seat`` may change now without showing an ace."""
        size = len(game.players[seat].cards)
        most = size if self.most is None else min(self.most, size)
        return min(most, self.available(game))

    def aces(self, game: StepGame, seat: int) -> tuple[str, ...]:
        """The aces ``seat`` may show to change the other four (none if the rule is off, the
        plain limit already allows four, or the cards to deal run short)."""
        cards = game.players[seat].held
        if (not self.ace_four or len(cards) != 5 or self.limit(game, seat) >= 4
                or self.available(game) < 4):
            return ()
        return tuple(c.code for c in cards if c.rank == 14)

    def deal_one(self, game: StepGame) -> Card:
        """The next card: from the deck, then from the shuffled discards."""
        card = game.draw()
        if card is not None:
            return card
        state = game.remember(_MEMORY, lambda: DrawPile([]))
        if not state.pile:
            state.shuffles += 1
            state.pile = shuffled(sorted(game.discards, key=lambda c: c.code),
                                  derive_seed(game.table.seed, _MEMORY, state.shuffles))
            game.say(None, f"The deck is out: the {_cards(len(state.pile))} thrown away so far are "
                           "shuffled to deal from.")
        card = state.pile.pop(0)
        game.discards.remove(card)
        game.secret_discards.pop(card, None)
        return card

    # -- the step -------------------------------------------------------------------------------
    def begin(self, game: StepGame) -> bool:
        return game.start_turns(not p.folded for p in game.players)

    def legal(self, game: StepGame, seat: int) -> list[Template]:
        moves = [Template("keep", "Stand pat", focus=True)]
        codes = tuple(c.code for c in game.players[seat].held)
        limit = self.limit(game, seat)
        if limit:
            moves.insert(0, Template("draw", "Draw", cards=codes, pick=(1, limit)))
        aces = self.aces(game, seat)
        if aces:
            moves.append(Template("show-ace", "Show an ace and change the other four", cards=aces))
        return moves

    def prompt(self, game: StepGame, seat: int) -> str:
        limit = self.limit(game, seat)
        if not limit:
            return "You must stand pat: there are no cards left to deal."
        text = f"Throw away up to {_cards(limit)} to be dealt as many new ones"
        if self.aces(game, seat):
            text += " (four if you show an ace you keep)"
        return text + ", or stand pat?"

    def facts(self, game: StepGame, seat: int) -> StepFacts:
        """How many cards ``seat`` may change now, the pot and the bet size (the bot reads them)."""
        return {"replace": {"price": 0, "most": self.limit(game, seat), "pot": game.pot,
                            "bet": game.stakes.bet}}

    def act(self, game: StepGame, seat: int, action: Action) -> None:
        player = game.players[seat]
        if action.kind == "keep":
            game.say(seat, "stand pat")
            game.finish_turn()
            return
        shown = ""
        if action.kind == "show-ace":
            assert action.card is not None
            out = tuple(c.code for c in player.held if c.code != action.card)
            ace = next(c for c in player.held if c.code == action.card)
            shown = ace.short
            for other in range(len(game.players)):  # shown to everyone, then kept face down
                if other != seat:
                    game.known.setdefault(other, set()).add(ace)
        else:
            assert action.cards is not None
            out = action.cards
        thrown: list[Card] = []
        new: list[Card] = []
        for index, (card, _) in enumerate(list(player.cards)):
            if card.code in out:
                fresh = self.deal_one(game)
                player.cards[index] = (fresh, False)
                thrown.append(card)
                new.append(fresh)
        for card in thrown:
            game.throw_away(seat, card, face_up=False)
        count = _cards(len(thrown))
        public = f"show {shown} and [draw] {count}" if shown else f"draw {count}"
        private = (f"{'show ' + shown + ' and ' if shown else ''}throw away "
                   f"{' '.join(c.short for c in thrown)} and draw {' '.join(c.short for c in new)}")
        game.say(seat, public, private=private)
        game.finish_turn()

    def bot_move(self, ranking: Ranking, view: Mapping[str, Any], legal: list[Template],
                 rng: SeededRandom) -> Action | None:
        """Change the cards whose change raises the chance of winning most, judged from the
        seat's view alone (as a free replace); stand pat when nothing does."""
        offer = next((t for t in legal if t.kind == "draw"), None)
        if offer is None or not offer.cards or offer.pick is None:
            return Action("keep")
        facts = view.get("replace", {})
        pot = int(facts.get("pot", 0))
        live = sum(1 for h in view["hands"] if not h.get("folded"))
        pot += 2 * int(facts.get("bet", 0)) * live
        choice = best_replacement(ranking, view, offer.cards, min(offer.pick[1], 3), 0, pot, rng)
        return Action("draw", cards=choice) if choice else Action("keep")

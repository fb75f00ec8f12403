"""Dealing until a match (Butcherboy): face-up cards go round the players still in, one at a
time, until a card matches the rank of a card a player still in holds. That card goes to the
holder of the rank instead of the player whose turn it was, and the step ends (a betting round
usually follows). So every rank is held by one player still in at most, and a player completes
``stop_at`` cards of a rank exactly when the last of them is dealt: that ends the dealing at
once, and play goes straight to the showdown (the game's last step).

Where the dealing goes on after a match (``resume``): with the player whose turn it was, who got
nothing (``"receiver"``), or with the player after them (``"next"``). What happens to the ranks
of a player who folds (``folded_ranks``): their cards are out of play, and a later card of such a
rank is dealt as usual to the player whose turn it is (``"open"``), or it is dead, burned face up,
and the same player gets the next card (``"dead"``).

The rule for one card is :func:`place`; :meth:`DealToMatch.play_out` runs the same rule to the end
of a deck without anyone folding (the bots' look ahead).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from pokerrules.core.cards import Card, rank_name
from pokerrules.steps.base import StepWord
from pokerrules.table.turns import after, at_or_after

if TYPE_CHECKING:
    from pokerrules.steps.game import StepGame

Resume = Literal["receiver", "next"]
FoldedRanks = Literal["open", "dead"]
_MEMORY = "deal_to_match"
_COUNTS = {2: "two", 3: "three", 4: "four"}


@dataclass
class Turn:
    """Whose turn it is to be dealt the next card (a seat index)."""

    seat: int = 0


def place(card: Card, turn: int, holders: Mapping[int, int], gone: Mapping[int, int],
          dead: bool) -> int | None:
    """Who gets ``card`` on ``turn``'s turn: the player still in who holds its rank (a match),
    else ``turn``; ``None`` if the card is dead (``dead``, and a folded player holds the rank).
    ``holders`` and ``gone`` map a rank to the seat holding it, still in or folded."""
    if card.rank in holders:
        return holders[card.rank]
    if dead and card.rank in gone:
        return None
    return turn


@dataclass(frozen=True)
class DealToMatch(StepWord):
    """Deal face-up cards round the players still in until a card matches a rank a player
    still in holds; it goes to that player. ``stop_at`` cards of one rank end the dealing and
    send play to the showdown."""

    stop_at: int = 4
    resume: Resume = "receiver"
    folded_ranks: FoldedRanks = "open"
    heading = "Dealing to a match"

    def describe(self) -> str:
        goes_on = ("with the player whose turn it was, who got nothing" if self.resume == "receiver"
                   else "with the player after the one whose turn it was")
        folded = ("A folded player's cards are out of play: a later card of one of their ranks "
                  "is dealt as usual to the player whose turn it is." if self.folded_ranks == "open"
                  else "A later card of a rank that a folded player holds is dead: it is burned "
                  "face up, and the same player gets the next card.")
        return ("Deal cards face up, one at a time, to each player still in, in turn, until a card "
                "matches the rank of a card that a player still in holds. That card goes to the "
                "player who holds the rank, even if it was someone else's turn, and the dealing "
                f"pauses. It goes on later {goes_on}. {folded} The first player to hold "
                f"{self._kind()} ends the hand at once: play goes straight to the showdown. If "
                "the deck runs out first, the dealing stops.")

    def _kind(self) -> str:
        return f"{_COUNTS.get(self.stop_at, str(self.stop_at))} of a kind"

    def begin(self, game: StepGame) -> bool:
        turn = game.remember(_MEMORY, Turn)
        live = game.live()
        seat = at_or_after(live, turn.seat)
        holders = {c.rank: s for s in live for c in game.players[s].held}
        gone = {c.rank: s for s, p in enumerate(game.players) if p.folded for c in p.held}
        dealt: list[str] = []

        def flush() -> None:
            if dealt:
                game.say(None, "Face up: " + ", ".join(dealt) + ".")
                dealt.clear()

        while (card := game.draw()) is not None:
            to = place(card, seat, holders, gone, self.folded_ranks == "dead")
            if to is None:
                flush()
                game.discards.append(card)
                game.show(None, card)
                game.say(None, f"{card.short} is dead (<{gone[card.rank]}> folded with the "
                         f"{rank_name(card.rank, plural=True)}): it is burned.")
                continue
            game.players[to].cards.append((card, True))
            game.show(to, card)
            if card.rank not in holders:
                holders[card.rank] = to
                dealt.append(f"{card.short} to <{to}>")
                seat = after(live, seat)
                continue
            flush()
            count = sum(c.rank == card.rank for c in game.players[to].held)
            instead = f" instead of <{seat}>" if to != seat else ""
            kind = f"{_COUNTS.get(count, str(count))} {rank_name(card.rank, plural=True)}"
            turn.seat = seat if self.resume == "receiver" else after(live, seat)
            if count >= self.stop_at:
                game.say(to, f"get {card.short}{instead}, completing {kind}")
                game.pc = len(game.program) - 1  # straight to the showdown, the last step
                began: bool = game.program[game.pc].begin(game)
                return began
            game.say(to, f"get {card.short}{instead}, a match: {kind}")
            return False
        flush()
        turn.seat = seat
        game.say(None, f"The deck has run out with nobody holding {self._kind()}.")
        return False

    def notes(self, game: StepGame, seat: int) -> list[str]:
        turn: Turn | None = game.memory.get(_MEMORY)
        live = game.live()
        if turn is None or game.over or not live or not game.cards_left():
            return []
        return ["Next card"] if at_or_after(live, turn.seat) == seat else []

    def play_out(self, hands: Mapping[int, Sequence[Card]], folded: Mapping[int, Sequence[Card]],
                 turn: int, deck: Sequence[Card]) -> tuple[int | None, dict[int, list[Card]]]:
        """Deal ``deck`` by these rules to the end, nobody folding, from ``turn``'s turn, with the
        players still in holding ``hands`` and the folded ones ``folded`` (seat -> cards). The
        seat that completes ``stop_at`` of a rank (``None`` if the deck runs out first), and the
        hands at the end."""
        held = {seat: list(cards) for seat, cards in hands.items()}
        live = sorted(held)
        holders = {c.rank: s for s, cards in held.items() for c in cards}
        gone = {c.rank: s for s, cards in folded.items() for c in cards}
        counts = {rank: sum(c.rank == rank for c in held[s]) for rank, s in holders.items()}
        seat = at_or_after(live, turn)
        for card in deck:
            to = place(card, seat, holders, gone, self.folded_ranks == "dead")
            if to is None:
                continue
            held[to].append(card)
            if card.rank not in holders:
                holders[card.rank], counts[card.rank] = to, 1
                seat = after(live, seat)
                continue
            counts[card.rank] += 1
            if counts[card.rank] >= self.stop_at:
                return to, held
            if self.resume == "next":
                seat = after(live, seat)
        return None, held

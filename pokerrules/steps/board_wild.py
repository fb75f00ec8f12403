"""A wild rank set by the board, as a table rule (:class:`pokerrules.steps.spec.TableRule`): the
rank of the last card dealt face up to the middle of the table is wild for everyone, that card and
every other card of its rank, in every hand (Spit in the Ocean). Cards dealt face up to a player
do not count. Before any card is in the middle, no card is wild.

The rank in force lives in ``game.memory["board_wild"]``; the ranking in force is ``game.spec``'s,
replaced when the rank changes, and every seat's view says which cards are wild and why.

>>> BoardWild().describe().split(":")[0]
'The rank of the last card dealt face up to the middle of the table is wild'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pokerrules.core.cards import SUITS, Card, parse_card, rank_name
from pokerrules.core.words import seat_words
from pokerrules.rankings.wild import Wild
from pokerrules.steps.spec import TableRule

if TYPE_CHECKING:
    from pokerrules.rankings.base import Ranking
    from pokerrules.steps.game import StepGame
    from pokerrules.steps.spec import Spec
    from pokerrules.table.view import LeanView, View

MEMORY = "board_wild"


def rank_wild(rank: int | None) -> Wild | None:
    """Every card of ``rank`` wild (``None``: no card is wild)."""
    return None if rank is None else Wild(ranks=frozenset({rank}), jokers=False)


@dataclass(frozen=True)
class BoardWild(TableRule):
    """The last board card's rank is wild. ``end_rank``: the wild rank the judge assumes at the
    showdown (its hands are dealt with no board)."""

    end_rank: int | None = None
    heading = "Wild cards"
    view_parts: ClassVar[frozenset[str]] = frozenset({"wild_cards"})

    def describe(self) -> str:
        return ("The rank of the last card dealt face up to the middle of the table is wild: that "
                "card and every other card of its rank, in every hand.")

    def hands(self, ranking: Ranking) -> str:
        return ("The best five cards win (five of a kind, straight flush, four of a kind, full "
                "house, flush, straight, three of a kind, two pair, one pair, high card). A wild "
                "card plays as any card, even one already in the hand; which rank is wild is set "
                "by the card in the middle (below).")

    def card_rows(self) -> dict[str, str]:
        return {"Wild cards": "the card dealt face up to the middle of the table, and every card "
                              "of its rank"}

    def settle(self, spec: Spec) -> Spec:
        """``spec`` with this rule, its ranking wild as the judge assumes."""
        from dataclasses import replace

        return replace(spec, table=self).with_high(wild=rank_wild(self.end_rank))

    def start(self, game: StepGame) -> None:
        game.memory[MEMORY] = None
        game.spec = game.spec.with_high(wild=None)

    def shown(self, game: StepGame, seat: int | None, card: Card) -> None:
        if seat is not None or card.rank == game.memory.get(MEMORY):
            return
        game.memory[MEMORY] = card.rank
        game.say(None, f"The {card.short} is in the middle: "
                 f"{rank_name(card.rank, plural=True)} are wild for everyone.")
        game.spec = game.spec.with_high(wild=rank_wild(card.rank))

    @staticmethod
    def why(rank: int | None) -> str:
        if rank is None:
            return "No cards are wild yet: no card is face up in the middle of the table."
        return (f"{rank_name(rank, plural=True).capitalize()} are wild: the card in the middle "
                f"of the table is a {rank_name(rank)}.")

    def view(self, game: StepGame, seat: int, data: View | LeanView) -> None:
        rank: int | None = game.memory.get(MEMORY)
        why = seat_words(self.why(rank), seat)
        data["info"].append(why)
        data["wild_cards"] = {"suit": None, "jokers": None, "why": why,
                              "cards": [] if rank is None else sorted(Card(rank, s).code for s in SUITS)}

    def for_view(self, spec: Spec, view: Mapping[str, Any]) -> Spec:
        fact = view.get("wild_cards")
        if not isinstance(fact, Mapping):
            return spec
        codes = fact.get("cards") or []
        ranks = {parse_card(c).rank for c in codes} if codes else set()
        return spec.with_high(wild=rank_wild(ranks.pop() if len(ranks) == 1 else None))

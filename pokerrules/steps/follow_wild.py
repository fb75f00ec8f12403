"""Wild cards that follow a leader (a table rule, :class:`~pokerrules.steps.spec.TableRule`): the
card dealt face up right after a face-up *leader* (a queen, say) makes its whole rank wild, and a
later face-up leader moves that rank to whatever card comes up after it.

- ``leader_wild``: the leader's own rank is wild all hand long (the usual home rule), or not.
- Only face-up cards count, in the order they are dealt round the table; a card dealt face down,
  even straight after a leader, neither sets nor ends the wild rank.
- ``last``: what happens when a leader comes up and no face-up card follows it (the last face-up
  card of the deal was a leader). ``"none"``: the leader ended the earlier wild rank the moment
  it came up, so no rank follows (only the leaders stay wild, where they are wild). ``"keep"``: a
  leader ends nothing by itself; the earlier rank stays wild until a card following a leader
  replaces it.

The rule keeps its state in ``game.memory["follow_wild"]`` and replaces ``game.spec``'s ranking
each time the wild cards change, as every table rule does.

>>> rule = FollowWild()
>>> rule.wild(None).describe()
'Queens are wild, and a wild card may stand for a card already in the hand.'
>>> sorted(rule.wild(7).ranks)
[7, 12]
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pokerrules.core.cards import QUEEN, SUITS, Card, parse_card, rank_name
from pokerrules.core.words import seat_words
from pokerrules.rankings.wild import Wild
from pokerrules.steps.spec import TableRule

if TYPE_CHECKING:
    from pokerrules.rankings.base import Ranking
    from pokerrules.steps.game import StepGame
    from pokerrules.steps.spec import Spec
    from pokerrules.table.view import LeanView, View

MEMORY = "follow_wild"
Last = Literal["none", "keep"]


@dataclass
class FollowState:
    """The rank that is wild now (``None``: none follows a leader yet), the card that made it,
    its seat, and whether the next face-up card sets the rank (a leader just came up)."""

    rank: int | None = None
    card: str | None = None
    by: int | None = None
    waiting: bool = False


def _plural(rank: int) -> str:
    return rank_name(rank, plural=True)


@dataclass(frozen=True)
class FollowWild(TableRule):
    """``leader``: the rank whose face-up card makes the next face-up card's rank wild.
    ``leader_wild``: the leader's rank is wild too. ``last``: see the module. ``end_rank``: the
    followed rank the judge assumes at the showdown (``None``: none)."""

    leader: int = QUEEN
    leader_wild: bool = True
    last: Last = "none"
    end_rank: int | None = None

    heading = "Wild cards"
    view_parts: ClassVar[frozenset[str]] = frozenset({"wild_cards"})

    # -- the wild cards --------------------------------------------------------------------------
    def wild(self, rank: int | None) -> Wild:
        """The wild cards when ``rank`` follows the leader (``None``: no rank follows)."""
        ranks = ({self.leader} if self.leader_wild else set()) | ({rank} if rank else set())
        return Wild(ranks=frozenset(ranks), jokers=False)

    def settle(self, spec: Spec) -> Spec:
        """``spec`` with this rule, and the wild cards the judge assumes at the showdown."""
        return replace(spec, table=self).with_high(wild=self.wild(self.end_rank))

    def hands(self, ranking: Ranking) -> str:
        order = ("five of a kind, straight flush, four of a kind, full house, flush, straight, "
                 "three of a kind, two pair, one pair, high card")
        return (f"The best five cards win ({order}). A wild card plays as any card, even one "
                "already in the hand; which rank is wild changes during the deal (below).")

    def _leaders(self) -> str:
        return _plural(self.leader)

    def card_rows(self) -> dict[str, str]:
        return {"Wild cards": self.card_wild()}

    def card_wild(self) -> str:
        text = (f"{self._leaders().capitalize()} are wild, and so is " if self.leader_wild
                else "Wild: ")
        text += (f"every card of the rank dealt face up right after the last face-up "
                 f"{rank_name(self.leader)}")
        if self.last == "none":
            text += (f"; if no face-up card follows the last {rank_name(self.leader)}, no rank "
                     "follows it")
        else:
            text += (f"; if no face-up card follows the last {rank_name(self.leader)}, the "
                     "earlier rank stays wild")
        return text + "."

    def describe(self) -> str:
        lead = rank_name(self.leader)
        text = (f"{self._leaders().capitalize()} are wild all hand long. " if self.leader_wild
                else "")
        text += (f"Whenever a {lead} is dealt face up, the next card dealt face up (to the next "
                 f"player, or in the next round) makes its whole rank wild. A later face-up {lead} "
                 "moves the wild rank to the card that follows it. Cards dealt face down never "
                 "count.")
        if self.last == "none":
            text += (f" A face-up {lead} ends the earlier wild rank at once, so if the last card "
                     f"dealt face up is a {lead}, no rank follows it"
                     + (f" and only the {self._leaders()} are wild." if self.leader_wild else "."))
        else:
            text += (f" If the last card dealt face up is a {lead}, the rank that followed the "
                     f"{lead} before it stays wild.")
        return text

    # -- during the hand -------------------------------------------------------------------------
    def _state(self, game: StepGame) -> FollowState:
        state: FollowState = game.memory[MEMORY]
        return state

    def start(self, game: StepGame) -> None:
        game.memory[MEMORY] = FollowState()
        game.spec = game.spec.with_high(wild=self.wild(None))

    def shown(self, game: StepGame, seat: int | None, card: Card) -> None:
        state = self._state(game)
        where = "on the table" if seat is None else f"to <{seat}>"
        lead = rank_name(self.leader)
        if card.rank == self.leader:
            state.waiting = True
            if self.last == "none" and state.rank is not None:
                game.say(None, f"The {card.short} comes up {where}: {_plural(state.rank)} are "
                               f"no longer wild; the next face-up card sets the wild rank.")
                state.rank = state.card = state.by = None
            else:
                game.say(None, f"The {card.short} comes up {where}: the next face-up card sets "
                               "the wild rank.")
        elif state.waiting:
            state.waiting = False
            old = state.rank
            state.rank, state.card, state.by = card.rank, card.code, seat
            moved = (f" ({_plural(old)} are plain again)" if old is not None and old != card.rank
                     else "")
            game.say(None, f"The {card.short} follows the {lead} {where}: {_plural(card.rank)} "
                           f"are wild now{moved}.")
        else:
            return
        game.spec = game.spec.with_high(wild=self.wild(state.rank))

    # -- what each seat sees ---------------------------------------------------------------------
    def why(self, state: FollowState) -> str:
        """Which cards are wild and why, in words (``<N>`` marks a seat)."""
        lead = rank_name(self.leader)
        base = f"{self._leaders().capitalize()} are wild" if self.leader_wild else ""
        if state.rank is None or state.card is None:
            follow = (f"no rank follows a {lead} yet" if not state.waiting
                      else "the next face-up card sets the wild rank")
        else:
            whom = "on the table" if state.by is None else f"for <{state.by}>"
            follow = (f"{_plural(state.rank)} are wild: the {parse_card(state.card).short} "
                      f"came up {whom} after the last face-up {lead}")
            if state.waiting:
                follow += f"; another {lead} has come up since, and the next face-up card " \
                          "will set the rank"
        text = f"{base}; {follow}." if base else f"{follow}."
        return text[0].upper() + text[1:]

    def view(self, game: StepGame, seat: int, data: View | LeanView) -> None:
        state = self._state(game)
        why = seat_words(self.why(state), seat)
        data["info"].append(why)
        wild = self.wild(state.rank)
        data["wild_cards"] = {"suit": None, "jokers": None,
                              "cards": sorted(f"{Card(rank, suit).code}" for rank in wild.ranks
                                              for suit in SUITS),
                              "why": why}

    def for_view(self, spec: Spec, view: Mapping[str, Any]) -> Spec:
        fact = view.get("wild_cards")
        if not isinstance(fact, Mapping):
            return spec
        ranks = {parse_card(code).rank for code in fact.get("cards") or ()}
        ranks.discard(self.leader if self.leader_wild else -1)
        return spec.with_high(wild=self.wild(ranks.pop() if ranks else None))


def set_follow(spec: Spec, **changes: Any) -> Spec:
    """``spec`` with its follow rule changed (a house rule)."""
    assert isinstance(spec.table, FollowWild)
    return replace(spec.table, **changes).settle(spec)

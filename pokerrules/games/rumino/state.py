"""Rumino's flow: deals of seven cards, draw and discard, knock or gin, claims of a discard for a
rumino, scores that put players out at 100, rebuys, and the pool to the last player left.

The phases of a deal: ``turn`` (draw from the stock or take the upcard, or knock before
drawing), ``discard`` and, after a deal, ``rebuy`` (each player who reached 100 is asked to rebuy
or leave, while three or more players are left under 100).

A discard that completes a rumino for another player is claimed at once, for the first such
player from the discarder's left: nobody passes up a card that wins the game, and asking would
tell the table who was one card short (see :meth:`RuminoState._discard`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pokerrules.core.actions import Action, Template
from pokerrules.core.card_view import CardView, card_view
from pokerrules.core.cards import Card
from pokerrules.core.errors import BadOption, IllegalAction
from pokerrules.games.rumino.match_fields import MATCH_FIELDS
from pokerrules.games.rumino.rules import (
    GIN_SCORE,
    HAND_SIZE,
    KNOCK_LIMIT,
    OUT_AT,
    Settings,
    best,
    rumino,
)
from pokerrules.kits.rummy.table import add_hints, discard_piles, groups, sorted_hand
from pokerrules.table.match import Match
from pokerrules.table.state import MAX_HAND_ACTIONS, Table
from pokerrules.table.turn_order import Asked, ByPhase, Passing
from pokerrules.table.turns import next_in
from pokerrules.table.view import HandView, MatchFacts, View

#: The most moves a Rumino match may have (its ``max_actions``): it ends itself before it.
MAX_ACTIONS = MAX_HAND_ACTIONS
#: Moves of games saved before claims were made at once: their histories no longer replay.
RETIRED_MOVES = ("claim", "pass")
CLAIMS_NOW_AT_ONCE = ("Nobody is asked to claim a discard any more: a discard that completes a "
                      "rumino is claimed at once for the first player it completes one for, from "
                      "the discarder's left. A game saved before this change cannot be replayed; "
                      "deal a new one.")


def _seen(card: Card) -> CardView:
    return card_view(card, False)


def _without(cards: Sequence[Card], code: str) -> list[Card]:
    """``cards`` less one card of ``code``."""
    rest = list(cards)
    rest.remove(next(c for c in rest if c.code == code))
    return rest


def names(seats: Sequence[int]) -> str:
    """``"<0>, <2> and <3>"`` for a log line."""
    marks = [f"<{s}>" for s in seats]
    return ", ".join(marks[:-1]) + (" and " if len(marks) > 1 else "") + marks[-1] if marks else "nobody"


class RuminoState(Match):
    """A whole game of Rumino, over as many deals as it takes."""

    view_parts = Match.view_parts | {"piles"}

    stage_name = "play"

    match_fields = MATCH_FIELDS
    turn_order = ByPhase({"rebuy": Asked()}, Passing())

    def __init__(self, table: Table) -> None:
        self.rules = Settings.from_options(table.options)
        for seat, chips in enumerate(table.stacks):
            if chips < self.rules.stake:
                who = "You have" if seat == 0 else f"Seat {seat + 1} has"
                raise BadOption(f"{who} {chips} chips, fewer than the stake of {self.rules.stake}.")
        super().__init__(table, self.rules.deal_cap)
        seats = table.seats
        self.hands: list[list[Card]] = [[] for _ in range(seats)]
        self.pile: list[Card] = []  # the discard pile; its last card is the upcard
        self.phase = "turn"
        self.current = 0
        self.queue: list[int] = []  # who is asked next whether to rebuy
        self.rebuys = [0] * seats
        self.shown: set[int] = set()  # seats whose hands are face up
        self.left_under: list[int] = []  # after a deal: the players under 100
        for seat in range(seats):
            self.pay_pot(seat, self.rules.stake)
        self.say(None, f"Each player stakes {self.rules.stake}: the pool is {self.pot}.")
        self._start_deal()

    # -- the match layer's hooks --------------------------------------------------------------
    def legal_for(self, seat: int) -> list[Template]:
        if self.phase == "turn":
            moves = [Template("stock", "Draw from the stock", focus=True),
                     Template("upcard", f"Take the upcard {self.pile[-1].short}")]
            points = best(self.hands[seat], self.rules.identical).points
            if points == 0:
                moves.append(Template("gin", "Go gin (no deadwood)"))
            elif points <= KNOCK_LIMIT:
                moves.append(Template("knock", f"Knock with {points} deadwood"))
            return moves
        if self.phase == "discard":
            codes = tuple(dict.fromkeys(c.code for c in sorted_hand(self.hands[seat])))
            return [Template("discard", "Discard", cards=codes, focus=True)]
        cost = self.rules.rebuy_cost(self.rebuys[seat])
        moves = [Template("leave", "Leave the game", focus=self.stacks[seat] < cost)]
        if self.stacks[seat] >= cost:
            moves.insert(0, Template("rebuy", f"Rebuy for {cost}", focus=True))
        return moves

    def apply(self, action: Action) -> None:
        action = Action.from_json(action)
        if action.kind in RETIRED_MOVES and not self.over:
            raise IllegalAction(CLAIMS_NOW_AT_ONCE)
        super().apply(action)

    def _act(self, seat: int, action: Action) -> None:
        kind = action.kind
        if kind in ("stock", "upcard"):
            self._draw(seat, kind == "upcard")
        elif kind == "discard":
            self._discard(seat, action)
        elif kind in ("knock", "gin"):
            self._knock(seat, kind == "gin")
        else:
            self._rebuy(seat, kind == "rebuy")

    def all_cards(self) -> list[Card]:
        return [c for hand in self.hands for c in hand] + self.pile + list(self.deck[self.dealt:])

    def hidden_from(self, viewer: int) -> set[Card]:
        seen = set(self.hands[viewer]) | set(self.pile)
        for seat in self.shown:
            seen |= set(self.hands[seat])
        return set(self.all_cards()) - seen

    # -- a deal -------------------------------------------------------------------------------
    def stock(self) -> int:
        return len(self.deck) - self.dealt

    def _start_deal(self) -> None:
        self.next_deal()
        self.hands = [[] for _ in self.hands]
        self.shown = set()
        order = self.from_left()
        for _ in range(HAND_SIZE):
            for seat in order:
                self.hands[seat].append(self.draw())
        self.pile = [self.draw()]
        self.say(None, f"Deal {self.turn}, dealt by <{self.dealer}>: seven cards each; the upcard "
                       f"is {self.pile[-1].short}.")
        self.phase, self.queue, self.current = "turn", [], order[0]
        for seat in order:
            if self._won_by_rumino(seat, "hold"):
                return

    def _won_by_rumino(self, seat: int, how: str) -> bool:
        meld = rumino(self.hands[seat], self.rules.identical)
        if meld is None:
            return False
        self.shown.add(seat)
        self.say(seat, f"{how} a rumino, {meld.text()}, and [win] the game")
        self._win([seat], "with a rumino")
        return True

    def _draw(self, seat: int, upcard: bool) -> None:
        card = self.pile.pop() if upcard else self.draw()
        self.hands[seat].append(card)
        if upcard:
            self.say(seat, f"take the upcard {card.short}")
        else:
            self.say(seat, "draw from the stock", audience=[s for s in range(len(self.hands))
                                                            if s != seat],
                     others=None)
            self.say(seat, f"draw {card.short} from the stock", audience=[seat])
        if not self._won_by_rumino(seat, "make"):
            self.phase = "discard"

    def _discard(self, seat: int, action: Action) -> None:
        card = next(c for c in self.hands[seat] if c.code == action.card)
        self.hands[seat].remove(card)
        self.pile.append(card)
        self.say(seat, f"discard {card.short}")
        order = self.from_left()
        start = order.index(seat)
        after = order[start + 1:] + order[:start]
        claimant = next((s for s in after
                         if rumino([*self.hands[s], card], self.rules.identical) is not None), None)
        if claimant is None:
            self._next_turn(seat)
            return
        # Claimed at once: a window asked only of the players who could claim would tell everyone
        # who was one card short, and nobody passes up a card that wins the game.
        self.pile.pop()
        self.hands[claimant].append(card)
        self.say(claimant, f"claim {card.short} out of turn")
        self._won_by_rumino(claimant, "complete")

    def _next_turn(self, seat: int) -> None:
        self.current = next_in(self.from_left(), seat)
        self.phase = "turn"
        if not self.stock():
            if self.rules.void_when_stock_out:
                self.say(None, "The stock has run out: the deal is void and nobody scores.")
                self._after_deal()
            else:
                self.say(None, "The stock has run out: everyone adds their deadwood.")
                self._score(None, gin=False)
        elif self._out_of_moves():
            self._lowest_wins(f"with the lowest score when the game reached the {MAX_ACTIONS:,} "
                              "moves a saved game can hold")

    def _knock(self, seat: int, gin: bool) -> None:
        points = best(self.hands[seat], self.rules.identical).points
        self.say(seat, "go gin" if gin else f"knock with {points} deadwood")
        self._score(seat, gin)

    def _score(self, knocker: int | None, gin: bool) -> None:
        self.shown = set(self.from_left())
        for seat in self.from_left():
            arrangement = best(self.hands[seat], self.rules.identical)
            scored = GIN_SCORE if gin and seat == knocker else arrangement.points
            self.points[seat] += scored
            text = arrangement.text()
            self.say(seat, f"show {text[:1].lower() + text[1:]}, and [score] {scored} "
                           f"({self.points[seat]} in all)")
        self._after_deal()

    # -- after a deal: who is out, rebuys, the end --------------------------------------------
    def _after_deal(self) -> None:
        playing = self.from_left()
        under = [s for s in playing if self.points[s] < OUT_AT]
        busted = [s for s in playing if self.points[s] >= OUT_AT]
        self.left_under = under
        if busted and len(under) >= 3:
            self.phase, self.queue = "rebuy", busted
            self.deal_over()  # the deal's result is shown before anyone is asked to rebuy
            return
        for seat in busted:
            self.playing[seat] = False
            self.say(seat, f"reach {self.points[seat]} points and [drop] out of the game")
        self._deal_on()

    def _rebuy(self, seat: int, rebuying: bool) -> None:
        self.queue.pop(0)
        if rebuying:
            cost = self.rules.rebuy_cost(self.rebuys[seat])
            self.pay_pot(seat, cost)
            self.rebuys[seat] += 1
            self.points[seat] = max(self.points[s] for s in self.left_under)
            self.say(seat, f"rebuy for {cost}, [start] again on {self.points[seat]}, and the pool "
                           f"is now {self.pot}")
        else:
            self.playing[seat] = False
            self.say(seat, f"leave the game on {self.points[seat]}")
        if not self.queue:
            self._deal_on()

    def _deal_on(self) -> None:
        playing = self.from_left()
        if not playing:  # every player left reached 100 in the same deal
            everyone = [s for s in range(len(self.hands)) if s in self.shown]
            if self.rules.lowest_when_all_out:
                low = min(self.points[s] for s in everyone)
                self._win([s for s in everyone if self.points[s] == low],
                          "with the lowest score when every player left reached 100")
            else:
                self._win(everyone, "as every player left reached 100 in the same deal")
        elif len(playing) == 1:
            self._win(playing, "as the last player under 100")
        elif self.turn >= self.rules.deal_cap:
            self._lowest_wins(f"with the lowest score when the limit of {self.rules.deal_cap} deals "
                              "is reached")
        elif self._out_of_moves():
            self._lowest_wins(f"with the lowest score when the game reached the {MAX_ACTIONS:,} "
                              "moves a saved game can hold")
        else:
            self._start_deal()

    def _out_of_moves(self) -> bool:
        """Whether one more turn might not fit in a saved game: the move being made, a draw and a
        discard, a knock, and a rebuy asked of everyone."""
        return len(self.actions) + 4 + len(self.hands) > MAX_ACTIONS

    def _lowest_wins(self, how: str) -> None:
        playing = self.from_left()
        low = min(self.points[s] for s in playing)
        self._win([s for s in playing if self.points[s] == low], how)

    def _win(self, winners: list[int], how: str) -> None:
        pool = self.pot
        shares = self.share_pot(winners)
        won = (f"the pool of {pool} goes to {names(winners)}" if len(winners) == 1 else
               f"the pool of {pool} is shared: " + ", ".join(
                   f"{c} to <{s}>" for s, c in zip(winners, shares, strict=True)))
        self.end(f"The game is won by {names(winners)} {how}, after {self.turn} "
                 f"{'deal' if self.turn == 1 else 'deals'}: {won}.", winners=winners)

    # -- what each seat sees ------------------------------------------------------------------
    def hands_view(self, viewer: int) -> list[HandView]:
        hands: list[HandView] = []
        for seat, cards in enumerate(self.hands):
            see = seat == viewer or seat in self.shown
            notes = [f"Score {self.points[seat]}"]
            if not self.playing[seat]:
                notes.append("Out of the game")
            if self.rebuys[seat]:
                notes.append(f"Rebuys {self.rebuys[seat]}")
            if self.over:
                notes.append(f"{self.stacks[seat] - self.table.stacks[seat]:+d}")
            name = "You" + f" (seat {seat + 1})" if seat == viewer else f"Seat {seat + 1}"
            hand: HandView = {
                "name": name + (" · dealer" if seat == self.dealer else ""),
                "seat": seat, "stack": self.stacks[seat], "label": None, "notes": notes,
                "folded": not self.playing[seat],
                "cards": [card_view(None, False) for _ in cards],
            }
            if see and cards:  # sorted, and in its melds with the deadwood apart
                arrangement = best(cards, self.rules.identical)
                hand["label"] = arrangement.text()
                hand["cards"] = [_seen(c) for c in sorted_hand(cards)]
                hand["groups"] = groups(arrangement, f"Deadwood {arrangement.points}", _seen)
            hands.append(hand)
        return hands

    def view(self, seat: int) -> View:
        """The match layer's view, with the upcard and the discard pile on the table, and each
        discard's deadwood after it."""
        data = super().view(seat)
        data["piles"] = discard_piles(self.pile, "Upcard", "No upcard")
        hand = self.hands[seat]
        add_hints(data["legal"], ("discard",), lambda code: "deadwood after: "
                  f"{best(_without(hand, code), self.rules.identical).points}")
        return data

    def prompt(self, viewer: int) -> str:
        seat = self.to_act
        if seat != viewer:
            return f"Waiting for seat {(seat or 0) + 1}."
        if self.phase == "turn":
            return (f"Your turn: draw from the stock or take the upcard {self.pile[-1].short}"
                    + (", or knock first." if len(self.legal_for(seat)) > 2 else "."))
        if self.phase == "discard":
            return "Discard a card."
        cost = self.rules.rebuy_cost(self.rebuys[seat])
        return (f"You have {self.points[seat]} points and are out, unless you rebuy for {cost}: "
                "your score would start again at the highest score under 100.")

    def facts(self, viewer: int) -> MatchFacts:
        return {
            "phase": self.phase, "upcard": self.pile[-1].code if self.pile else None,
            "pile": [c.code for c in self.pile], "stock": self.stock(),
            "stake": self.rules.stake, "rebuys": list(self.rebuys),
            "rebuy_costs": [self.rules.rebuy_cost(r) for r in self.rebuys],
            "hand_sizes": [len(h) for h in self.hands],
            "asked": list(self.queue),
            "identical": self.rules.identical,
        }

    def info(self, viewer: int) -> list[str]:
        who = ["you" if s == viewer else f"seat {s + 1}" for s in range(self.table.seats)]
        scores = ", ".join(f"{w} {p}" + ("" if self.playing[s] else " (out)")
                           for s, (w, p) in enumerate(zip(who, self.points, strict=True)))
        upcard = self.pile[-1].short if self.pile else "none"
        return [f"Deal {self.turn} of {self.rules.deal_cap}", f"Pool {self.pot}",
                f"Upcard {upcard} · stock {self.stock()} cards", f"Scores: {scores}"]

    def game_snapshot(self) -> dict[str, Any]:
        return {
            "hands": [[c.code for c in h] for h in self.hands], "pile": [c.code for c in self.pile],
            "phase": self.phase, "current": self.current, "queue": list(self.queue),
            "rebuys": list(self.rebuys), "shown": sorted(self.shown),
            "left_under": list(self.left_under),
        }


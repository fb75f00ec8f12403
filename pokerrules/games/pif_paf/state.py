"""A match of Pif Paf on the match layer (:mod:`pokerrules.table.match`).

Each deal: everyone still playing antes and gets nine cards; one round of betting; then, from
the dealer's left, each player draws (the stock, or the top of the discard pile) and discards.
A player whose nine cards all form melds goes out with a discard and takes the pot; a discard
that lets another player go out is claimed out of turn at once, by the first such player from
the discarder's left (nobody passes up the pot, and asking only the players who could claim
would tell the table who was one card short). The winner deals the next deal; the match is a
fixed number of deals.

House rules (:mod:`~pokerrules.games.pif_paf.rules`): a card turned up after the deal may set a
curinga, wild in sequences; a match may be played for lives instead (each player stakes the
ante once and there is no betting; each going out costs every other player a life, or two for
going out with all ten cards where that is allowed, and the last player left takes the stakes).
"""

from __future__ import annotations

from typing import Any

import pokerrules.games.pif_paf.lives as lives
import pokerrules.games.pif_paf.seat_view as seat_view
from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import Card, parse_card
from pokerrules.core.errors import IllegalAction
from pokerrules.games.pif_paf.match_fields import MATCH_FIELDS
from pokerrules.games.pif_paf.rules import (
    HAND,
    OUT_TEN,
    TURN_LIMIT,
    Settings,
    claim_outs,
    curinga_of,
    outs,
    without,
)
from pokerrules.kits.melds import Arrangement, melded_completely
from pokerrules.kits.rummy.table import sorted_hand
from pokerrules.table.betting import Round, templates
from pokerrules.table.match import Match, check_ante
from pokerrules.table.state import Table
from pokerrules.table.turn_order import Asked, ByPhase, Passing
from pokerrules.table.turns import next_in
from pokerrules.table.view import HandView, MatchFacts, View

#: Moves of games saved before claims were made at once: their histories no longer replay.
RETIRED_MOVES = ("claim", "pass")
CLAIMS_NOW_AT_ONCE = ("Nobody is asked to claim a discard any more: a discard that lets a player "
                      "go out is claimed at once for the first such player from the discarder's "
                      "left. A game saved before this change cannot be replayed; deal a new one.")


class PifPafState(Match):
    """A whole match: betting moves, then ``draw``/``take`` and ``discard``/``out``; after a
    claim out of turn, the claimer's ``out``."""

    view_parts = Match.view_parts | {"piles"}
    match_fields = MATCH_FIELDS
    turn_order = ByPhase({"bet": Asked("betting.queue")}, Passing())

    def __init__(self, table: Table) -> None:
        self.rules = Settings.from_options(table.options)
        check_ante(table, self.rules.ante)
        super().__init__(table, None if self.rules.lives else self.rules.deals)
        seats = table.seats
        self.melds = self.rules.melds  # this deal's (with its curinga, if any)
        self.turned_up: Card | None = None  # the card turned up for the curinga
        self.lives = [self.rules.lives] * seats if self.rules.lives else []
        self.hands: list[list[Card]] = [[] for _ in range(seats)]
        self.stock: list[Card] = []  # the next card drawn is the first
        self.discards: list[Card] = []  # the top card is the last
        self.phase = "bet"  # bet, draw, discard, claim-out (the discard after a claim)
        self.betting = Round(queue=[])  # the round of betting: who acts, the chips put in
        self.stakes = self.rules.stakes(0)  # its limits (for this deal's ante and players)
        self.active: list[int] = []  # dealt in and not folded, from the dealer's left
        self.current = 0  # whose turn it is in the play
        self.taken: Card | None = None  # the card just taken from the discard pile
        self.drawn: Card | None = None  # the card just drawn (marked new for its owner)
        self.turns = 0
        self.turned = 0  # times the discard pile was turned over in this deal
        self.shown: set[int] = set()  # seats whose hands everyone has seen
        self.put_in = [0] * seats  # chips each seat put into this deal's pot
        self.winners: list[int] = []  # of each deal, in order (None-free)
        if self.lives:  # the stakes of a match by lives, paid once: the last player left wins
            for seat in range(seats):
                self.pay_pot(seat, self.rules.ante)
        self._start_deal(None)

    # -- the match layer's hooks --------------------------------------------------------------
    def legal_for(self, seat: int) -> list[Template]:
        hand = self.hands[seat]
        if self.phase == "bet":
            rnd = self.betting
            return templates(self.stakes, rnd, seat, rnd.in_round.get(seat, 0), self.stacks[seat],
                             self.pot, rnd.shortest(self.stacks, self.active))
        if self.phase == "draw":
            if not self.stock:  # the discard pile must be turned over: nothing to take
                return [Template("draw", "Turn the discard pile over and draw", focus=True)]
            moves = [Template("draw", "Draw from the stock", focus=True)]
            if self.discards:
                moves.append(Template("take", f"Take {self.discards[-1].short} from the discard pile"))
            return moves
        if self.phase == "claim-out":
            return [Template("out", "Go out, discarding", cards=self._codes(self._outs(seat)),
                             focus=True)]
        going = self._codes(self._outs(seat))
        all_ten = self.rules.ten_cards and melded_completely(hand, self.melds) is not None
        allowed = [c for c in hand if c != self.taken or hand.count(c) > 1]
        moves = [Template("discard", "Discard", cards=self._codes(allowed),
                          focus=not going and not all_ten)]
        if going:
            moves.insert(0, Template("out", "Go out, discarding", cards=going,
                                     focus=not all_ten))
        if all_ten:
            moves.insert(0, Template(OUT_TEN, "Go out with all ten cards", focus=True))
        return moves

    def _outs(self, seat: int) -> dict[Card, Arrangement]:
        found = outs(self.hands[seat], self.melds)
        if self.taken is not None and self.hands[seat].count(self.taken) < 2:
            found.pop(self.taken, None)
        return found

    @staticmethod
    def _codes(cards: Any) -> tuple[str, ...]:
        return tuple(c.code for c in sorted_hand(set(cards)))

    def apply(self, action: Action) -> None:
        action = Action.from_json(action)
        if action.kind in RETIRED_MOVES and not self.over:
            raise IllegalAction(CLAIMS_NOW_AT_ONCE)
        super().apply(action)

    def _act(self, seat: int, action: Action) -> None:
        if self.phase == "bet":
            chips, words = self.betting.act(seat, action, self.stakes, self.active,
                                            self.stacks[seat])
            if action.kind == "fold":
                self.active.remove(seat)
            if chips:
                self._pay(seat, chips)
            self.say(seat, words + (f"; the pot is now {self.pot}" if chips else ""))
            self._after_bet()
        elif action.kind == "draw":
            if not self.stock:
                self._turn_over()
            self.drawn = self.stock.pop(0)
            self.hands[seat].append(self.drawn)
            self.say(seat, "draw from the stock")
            self.phase = "discard"
        elif action.kind == "take":
            self.taken = self.discards.pop()
            self.hands[seat].append(self.taken)
            self.say(seat, f"take {self.taken.short} from the discard pile")
            self.phase = "discard"
        elif action.kind == "discard":
            self._discard(seat, parse_card(action.card or ""))
            self._offer(seat)
        elif action.kind == OUT_TEN:
            self._go_out(seat, ten=True)
        else:  # out
            self._discard(seat, parse_card(action.card or ""))
            self._go_out(seat)

    def all_cards(self) -> list[Card]:
        turned = [self.turned_up] if self.turned_up is not None else []
        return [c for hand in self.hands for c in hand] + self.stock + self.discards + turned

    def undealt(self) -> list[Card]:
        return list(self.stock)

    def hidden_from(self, viewer: int) -> set[Card]:
        seen = set(self.hands[viewer]) | set(self.discards)
        if self.turned_up is not None:
            seen.add(self.turned_up)
        seen.update(c for s in self.shown for c in self.hands[s])
        return set(self.all_cards()) - seen

    # -- the flow of a deal -------------------------------------------------------------------
    def _pay(self, seat: int, chips: int) -> None:
        self.pay_pot(seat, chips)
        self.put_in[seat] += chips

    def _start_deal(self, dealer: int | None) -> None:
        ante = 0 if self.lives else self.rules.ante  # in a match by lives, no ante after the stakes
        for seat in self.from_left():
            if self.stacks[seat] < ante:
                self.playing[seat] = False
                self.say(seat, f"leave the match, without the {ante} chips for the ante")
        if sum(self.playing) < 2:
            self._finish(f"Fewer than two players can pay the ante, so the match ends after "
                         f"{self.turn} {'deal' if self.turn == 1 else 'deals'}.")
            return
        self.next_deal()
        if dealer is not None and self.playing[dealer]:
            self.dealer = dealer
        self.active = self.from_left()
        self.put_in = [0] * self.table.seats
        for seat in self.active:
            self._pay(seat, ante)
        self.hands = [[] for _ in self.hands]
        for _ in range(HAND):
            for seat in self.active:
                self.hands[seat].append(self.draw())
        self.turned_up = self.draw() if self.rules.curinga else None
        self.melds = self.rules.deal_melds(self.turned_up and curinga_of(self.turned_up))
        self.stock = list(self.deck[self.dealt:])
        self.discards, self.shown = [], set()
        self.turns = self.turned = 0
        self.taken = self.drawn = None
        self.stakes = self.rules.stakes(len(self.active))
        self.betting = Round(queue=[] if self.lives else list(self.active))
        self.phase = "bet"
        if self.lives:
            self.say(None, f"Deal {self.turn}, dealt by <{self.dealer}>: nine cards each. A match "
                           "by lives has no betting.")
        else:
            self.say(None, f"Deal {self.turn} of {self.rules.deals}, dealt by <{self.dealer}>: "
                           f"each player antes {ante} (the pot is {self.pot}) and gets nine "
                           f"cards. One round of betting: no bet or raise over {self.stakes.top}.")
        if self.turned_up is not None:
            self.say(None, f"{self.turned_up.short} is turned up: the curinga is the card above "
                           "it in its suit, wild in sequences only.")
        if self.lives:
            self._after_bet()

    def _after_bet(self) -> None:
        if len(self.active) == 1:
            self._win(self.active[0], "as the only player left in")
        elif not self.betting.queue:
            self.phase = "play"
            self.current = self.active[-1]  # so the next turn is the first from the dealer's left
            if not self.lives:
                self.say(None, "The betting is over; the play begins.")
            self._next_turn()

    def _next_turn(self) -> None:
        self.current = next_in(self.active, self.current)
        self.turns += 1
        self.taken = self.drawn = None
        if lives.out_of_moves(self):
            lives.stakes_won(self)
            return
        if self.turns > TURN_LIMIT:
            self._dead(f"After {TURN_LIMIT} turns nobody has gone out")
            return
        if not self.stock and self.turned >= self.rules.turnovers:
            self._dead(f"The stock has run out {self.turned + 1} times")
            return
        self.phase = "draw"  # from an empty stock, the draw turns the discard pile over first

    def _turn_over(self) -> None:
        """The discard pile, turned over as it lies, becomes the stock. Done by the draw, not when
        the stock runs out, so the last discard is seen on the pile before it goes."""
        self.stock, self.discards = self.discards, []
        self.turned += 1
        self.say(None, f"The stock has run out: the discard pile is turned over, without "
                       f"shuffling, as the new stock of {len(self.stock)} cards.")

    def _discard(self, seat: int, card: Card) -> None:
        self.hands[seat] = without(self.hands[seat], card)
        self.discards.append(card)
        self.taken = self.drawn = None

    def _offer(self, seat: int) -> None:
        """The discard goes at once to the first player from the discarder's left who can go out
        with it; if nobody can, the next turn. Nobody is asked: asking only the players who could
        claim would tell the table who was one card short, and nobody passes up the pot."""
        card = self.discards[-1]
        self.say(seat, f"discard {card.short}")
        at = self.active.index(seat)
        order = self.active[at + 1:] + self.active[:at]
        claimant = next((s for s in order if claim_outs(self.hands[s], card, self.melds)),
                        None)
        if claimant is None:
            self._next_turn()
            return
        self.discards.pop()
        self.hands[claimant].append(card)
        self.say(claimant, f"claim {card.short} out of turn")
        self.current, self.phase, self.taken, self.drawn = claimant, "claim-out", card, None

    def _go_out(self, seat: int, ten: bool = False) -> None:
        done = melded_completely(self.hands[seat], self.melds)
        assert done is not None  # the move was offered only for such a discard
        self.shown.add(seat)
        if ten:
            self.say(seat, f"go out with all ten cards: {done.text()}")
        else:
            self.say(seat, f"discard {self.discards[-1].short} and [go] out: {done.text()}")
        if self.lives:
            self.points[seat] += 1
            self.winners.append(seat)
            lives.lose_lives(self, seat, 2 if ten else 1)
            self._end_deal(seat)
        else:
            self._win(seat, "for going out")

    def _win(self, seat: int, how: str) -> None:
        pot = self.pot
        self.share_pot([seat])
        self.points[seat] += 1
        self.winners.append(seat)
        self.say(seat, f"take the pot of {pot} {how}")
        self._end_deal(seat)

    def _dead(self, why: str) -> None:
        if self.lives:  # the stakes stay for the last player left
            self.say(None, f"{why}: the deal ends with no winner, and nobody loses a life.")
            self._end_deal(None)
            return
        for seat, chips in enumerate(self.put_in):
            self.stacks[seat] += chips
        self.pot = 0
        self.say(None, f"{why}: the deal ends with no winner, and everyone takes back what they "
                       f"put into its pot.")
        self._end_deal(None)

    def _end_deal(self, winner: int | None) -> None:
        self.phase = "over"
        if self.lives:  # the next deal, or the last player left takes the stakes
            if sum(self.playing) > 1:
                self._start_deal(winner)
            else:
                lives.stakes_won(self)
        elif self.turn >= self.rules.deals:
            self._finish(f"The match of {self.rules.deals} "
                         f"{'deal' if self.rules.deals == 1 else 'deals'} is over.")
        else:
            self._start_deal(winner)

    def _finish(self, why: str) -> None:
        won = [f"<{s}>" for s in self.winners]
        self.end(why + (f" Deals won by: {', '.join(won)}." if won else " Nobody won a deal."))

    # -- what each seat sees (:mod:`~pokerrules.games.pif_paf.seat_view`) -------------------
    def hands_view(self, viewer: int) -> list[HandView]:
        return seat_view.hands_view(self, viewer)

    def view(self, seat: int) -> View:
        """The match layer's view, with the discard pile (and the card turned up for the
        curinga) on the table and, on each discard, how many cards it leaves out of melds."""
        data = super().view(seat)
        seat_view.add_table(self, data, seat)
        return data

    def prompt(self, viewer: int) -> str:
        return seat_view.prompt(self, viewer)

    def facts(self, viewer: int) -> MatchFacts:
        return seat_view.facts(self, viewer)

    def info(self, viewer: int) -> list[str]:
        return seat_view.info(self, viewer)

    def game_snapshot(self) -> dict[str, Any]:
        b, stakes = self.betting, self.stakes
        return {
            "hands": [[c.code for c in h] for h in self.hands],
            "stock": [c.code for c in self.stock], "discards": [c.code for c in self.discards],
            "phase": self.phase, "active": list(self.active), "current": self.current,
            "taken": self.taken and self.taken.code, "drawn": self.drawn and self.drawn.code,
            "turns": self.turns, "turned": self.turned,
            "shown": sorted(self.shown), "put_in": list(self.put_in), "winners": self.winners,
            "betting": [b.queue, self.active, stakes.top, stakes.bet, b.level, b.raises,
                        sorted(b.in_round.items())],
            "turned_up": self.turned_up and self.turned_up.code, "lives": list(self.lives),
        }

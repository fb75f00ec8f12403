"""A match of Pif Paf on the match layer (:mod:`pokerrules.table.match`).

Each deal: everyone still playing antes and gets nine cards; one round of betting; then, from
the dealer's left, each player draws (the stock, or the top of the discard pile) and discards.
A player whose nine cards all form melds goes out with a discard and takes the pot; a discard
that lets another player go out is claimed out of turn at once, by the first such player from
the discarder's left (nobody passes up the pot, and asking only the players who could claim
would tell the table who was one card short). The winner deals the next deal; the match is a
fixed number of deals.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from pokerrules.core.actions import Action, Template
from pokerrules.core.card_view import CardView, card_view
from pokerrules.core.cards import Card, parse_card
from pokerrules.core.errors import IllegalAction
from pokerrules.games.pif_paf.match_fields import MATCH_FIELDS
from pokerrules.games.pif_paf.rules import HAND, TURN_LIMIT, Settings, best, claim_outs, outs, without
from pokerrules.kits.melds import Arrangement, melded_completely
from pokerrules.kits.rummy.table import add_hints, discard_piles, groups, sorted_hand
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


def _left_over(count: int) -> str:
    return f"Left over: {count} {'card' if count == 1 else 'cards'}"


class PifPafState(Match):
    """A whole match: betting moves, then ``draw``/``take`` and ``discard``/``out``; after a
    claim out of turn, the claimer's ``out``."""

    view_parts = Match.view_parts | {"piles"}
    match_fields = MATCH_FIELDS
    turn_order = ByPhase({"bet": Asked("betting.queue")}, Passing())

    def __init__(self, table: Table) -> None:
        self.rules = Settings.from_options(table.options)
        check_ante(table, self.rules.ante)
        super().__init__(table, self.rules.deals)
        seats = table.seats
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
        allowed = [c for c in hand if c != self.taken or hand.count(c) > 1]
        moves = [Template("discard", "Discard", cards=self._codes(allowed), focus=not going)]
        if going:
            moves.insert(0, Template("out", "Go out, discarding", cards=going, focus=True))
        return moves

    def _outs(self, seat: int) -> dict[Card, Arrangement]:
        found = outs(self.hands[seat], self.rules.melds)
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
        else:  # out
            self._discard(seat, parse_card(action.card or ""))
            self._go_out(seat)

    def all_cards(self) -> list[Card]:
        return [c for hand in self.hands for c in hand] + self.stock + self.discards

    def undealt(self) -> list[Card]:
        return list(self.stock)

    def hidden_from(self, viewer: int) -> set[Card]:
        seen = set(self.hands[viewer]) | set(self.discards)
        seen.update(c for s in self.shown for c in self.hands[s])
        return set(self.all_cards()) - seen

    # -- the flow of a deal -------------------------------------------------------------------
    def _pay(self, seat: int, chips: int) -> None:
        self.pay_pot(seat, chips)
        self.put_in[seat] += chips

    def _start_deal(self, dealer: int | None) -> None:
        ante = self.rules.ante
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
        self.stock = list(self.deck[self.dealt:])
        self.discards, self.shown = [], set()
        self.turns = self.turned = 0
        self.taken = self.drawn = None
        self.stakes = self.rules.stakes(len(self.active))
        self.betting = Round(queue=list(self.active))
        self.phase = "bet"
        self.say(None, f"Deal {self.turn} of {self.rules.deals}, dealt by <{self.dealer}>: each "
                       f"player antes {ante} (the pot is {self.pot}) and gets nine cards. One "
                       f"round of betting: no bet or raise over {self.stakes.top}.")

    def _after_bet(self) -> None:
        if len(self.active) == 1:
            self._win(self.active[0], "as the only player left in")
        elif not self.betting.queue:
            self.phase = "play"
            self.current = self.active[-1]  # so the next turn is the first from the dealer's left
            self.say(None, "The betting is over; the play begins.")
            self._next_turn()

    def _next_turn(self) -> None:
        self.current = next_in(self.active, self.current)
        self.turns += 1
        self.taken = self.drawn = None
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
        claimant = next((s for s in order if claim_outs(self.hands[s], card, self.rules.melds)),
                        None)
        if claimant is None:
            self._next_turn()
            return
        self.discards.pop()
        self.hands[claimant].append(card)
        self.say(claimant, f"claim {card.short} out of turn")
        self.current, self.phase, self.taken, self.drawn = claimant, "claim-out", card, None

    def _go_out(self, seat: int) -> None:
        done = melded_completely(self.hands[seat], self.rules.melds)
        assert done is not None  # the move was offered only for such a discard
        self.shown.add(seat)
        self.say(seat, f"discard {self.discards[-1].short} and [go] out: {done.text()}")
        self._win(seat, "for going out")

    def _win(self, seat: int, how: str) -> None:
        pot = self.pot
        self.share_pot([seat])
        self.points[seat] += 1
        self.winners.append(seat)
        self.say(seat, f"take the pot of {pot} {how}")
        self._end_deal(seat)

    def _dead(self, why: str) -> None:
        for seat, chips in enumerate(self.put_in):
            self.stacks[seat] += chips
        self.pot = 0
        self.say(None, f"{why}: the deal ends with no winner, and everyone takes back what they "
                       f"put into its pot.")
        self._end_deal(None)

    def _end_deal(self, winner: int | None) -> None:
        self.phase = "over"
        if self.turn >= self.rules.deals:
            self._finish(f"The match of {self.rules.deals} "
                         f"{'deal' if self.rules.deals == 1 else 'deals'} is over.")
        else:
            self._start_deal(winner)

    def _finish(self, why: str) -> None:
        won = [f"<{s}>" for s in self.winners]
        self.end(why + (f" Deals won by: {', '.join(won)}." if won else " Nobody won a deal."))

    # -- what each seat sees ------------------------------------------------------------------
    def hands_view(self, viewer: int) -> list[HandView]:
        hands: list[HandView] = []
        for seat, cards in enumerate(self.hands):
            see = seat == viewer or seat in self.shown
            notes = [f"Deals won {self.points[seat]}"]
            if not self.playing[seat]:
                notes.append("Out of the match")
            elif seat not in self.active and cards:
                notes.append("Folded")
            if self.over:
                notes.append(f"{self.stacks[seat] - self.table.stacks[seat]:+d}")
            name = "You" + f" (seat {seat + 1})" if seat == viewer else f"Seat {seat + 1}"
            hand: HandView = {
                "name": name + (" · dealer" if seat == self.dealer else ""),
                "seat": seat, "stack": self.stacks[seat], "label": None, "notes": notes,
                "folded": seat not in self.active,
                "cards": self._cards_view(seat, viewer, see),
            }
            if see and len(cards) >= HAND:  # in its melds, the cards left over apart
                done = melded_completely(cards, self.rules.melds) if len(cards) == HAND else None
                arrangement = done or best(cards, self.rules.melds)
                hand["label"] = arrangement.text()
                hand["groups"] = groups(arrangement, _left_over(len(arrangement.deadwood)),
                                        partial(self._card_view, seat=seat, viewer=viewer,
                                                see=True))
            hands.append(hand)
        return hands

    def _card_view(self, card: Card, seat: int, viewer: int, see: bool,
                   public: bool = False) -> CardView:
        data = card_view(card if see or public else None, seat in self.shown or public)
        if see and seat == viewer and card == self.drawn and seat == self.current:
            data["new"] = True
        return data

    def _cards_view(self, seat: int, viewer: int, see: bool) -> list[CardView]:
        """A hand's cards as ``viewer`` sees them: sorted when seen. A card just claimed out of
        turn lies face up until its claimer goes out (everyone saw it thrown and taken); in a
        hand the viewer cannot see, it comes last, so its place tells nothing of the others."""
        hand = self.hands[seat]
        if see:
            return [self._card_view(c, seat, viewer, True) for c in sorted_hand(hand)]
        claimed = self.taken if self.phase == "claim-out" and seat == self.current else None
        cards = [self._card_view(c, seat, viewer, False) for c in hand]
        if claimed is not None:
            cards[-1] = self._card_view(claimed, seat, viewer, False, public=True)
        return cards

    def view(self, seat: int) -> View:
        """The match layer's view, with the discard pile on the table and, on each discard,
        how many cards it leaves out of melds."""
        data = super().view(seat)
        data["piles"] = discard_piles(self.discards, "Top of the discard pile", "Empty")
        hand = self.hands[seat]
        add_hints(data["legal"], ("discard",), lambda code: "left over after: "
                  f"{len(best(without(hand, parse_card(code)), self.rules.melds).deadwood)}")
        add_hints(data["legal"], ("out",), lambda code: "goes out")
        return data

    def prompt(self, viewer: int) -> str:
        seat = self.to_act
        if seat != viewer:
            return f"Waiting for seat {(seat or 0) + 1}."
        if self.phase == "bet":
            owed = self.betting.to_call(viewer)
            return f"Betting: {owed} to call." if owed else "Betting: check or bet."
        if self.phase == "draw":
            return ("Your turn: draw from the stock or take the top of the discard pile."
                    if self.stock else "Your turn: the stock is empty, so the discard pile is "
                    "turned over as the new stock, and you draw from it.")
        if self.phase == "claim-out":
            return (f"You have claimed {self.taken.short if self.taken else 'the discard'} out of "
                    "turn: choose the card to discard and go out; the other nine are your melds.")
        return "Discard a card (or go out, if your other nine cards all form melds)."

    def facts(self, viewer: int) -> MatchFacts:
        return {
            "phase": self.phase, "current": self.current, "ante": self.rules.ante,
            "bet_cap": self.stakes.top, "to_call": self.betting.to_call(viewer),
            "active": list(self.active), "stock": len(self.stock),
            "discard_pile": len(self.discards),
            "discard_top": self.discards[-1].code if self.discards else None,
            "turned_over": self.turned,
            "deals": self.rules.deals, "turns": self.turns,
        }

    def info(self, viewer: int) -> list[str]:
        top = self.discards[-1].short if self.discards else "empty"
        won = ", ".join(f"{'you' if s == viewer else f'seat {s + 1}'} {int(p)}"
                        for s, p in enumerate(self.points))
        return [f"Deal {self.turn} of {self.rules.deals}", f"Pot {self.pot}",
                f"Ante {self.rules.ante}; no bet or raise over {self.stakes.top}",
                f"Stock {len(self.stock)} cards; turned over {self.turned} of "
                f"{self.rules.turnovers} times",
                f"Discard pile: {top} ({len(self.discards)} cards)",
                f"Deals won: {won}"]

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
        }

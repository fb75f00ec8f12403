"""A match of Mus on the match layer (:mod:`pokerrules.table.match`).

Four players, partners facing: seats 1 and 3 against seats 2 and 4. Seat numbers go round to
the right, the way play goes: the first to speak (mano) sits to the dealer's right, the seat
after the dealer, and the deal passes to the right (the next seat) after each deal.

Each deal: mus or no mus in turn; when all four say mus, each discards one to four cards and
draws as many (the discards are shuffled into a new stock when the stock runs out), and they
speak again. Then the four contests are bid in order (:mod:`~pokerrules.games.mus.bidding`),
and scored in order at the end; the first side to 40 (or the house rule's 35 or 30) wins the
game at once, and a match of several games goes on (:mod:`~pokerrules.games.mus.games`).
"""

from __future__ import annotations

from typing import Any

from pokerrules.core.actions import Action, Template
from pokerrules.core.card_view import card_view
from pokerrules.core.cards import Card, parse_card
from pokerrules.core.rng import derive_seed, shuffled
from pokerrules.games.mus.bidding import Bidding
from pokerrules.games.mus.games import Games
from pokerrules.games.mus.hands import NAMES, grande, last_contest, total
from pokerrules.games.mus.match_fields import MATCH_FIELDS
from pokerrules.games.mus.rules import Settings, signal, team_words
from pokerrules.games.mus.table import (
    contest_lines,
    reader_notes,
    score_line,
    special_lines,
    terms,
)
from pokerrules.table.match import Match
from pokerrules.table.state import Table
from pokerrules.table.turn_order import Asked
from pokerrules.table.turns import left_of_dealer
from pokerrules.table.turns import partner as partner_of
from pokerrules.table.view import HandView, MatchFacts, View


class MusState(Match, Games, Bidding):
    """A whole match of Mus (always four seats): one game, or the best of three or five."""

    view_parts = Match.view_parts | {"terms"}

    stage_name = "play"

    match_fields = MATCH_FIELDS
    turn_order = Asked()  # everyone from mano, then each side's answer (Bidding)

    def __init__(self, table: Table) -> None:
        self.rules = Settings.from_options(table.options)
        super().__init__(table, None)
        self.score = [0, 0]  # by side: seats 1 and 3 (index 0), seats 2 and 4 (index 1)
        self.hands: list[list[Card]] = [[] for _ in range(4)]
        self.stock: list[Card] = []
        self.pile: list[Card] = []
        #: Each seat's own discards still in the pile: the seat knows them, the others do not.
        self.thrown: list[list[Card]] = [[] for _ in range(4)]
        self.reshuffles = 0
        self.phase = "mus"
        self.queue: list[int] = []
        self.shown = False
        self.mus_rounds = 0
        #: This deal's signals: each person at the device whose partner is a bot, and what
        #: that bot signalled to them (people partnered with each other signal at the table).
        self.signalled: dict[int, str] = {}
        self.scored: list[str] = []  # the contests scored at the end of this deal so far
        self.init_bidding()
        self.init_games()
        self.start_deal()

    # -- the match layer's hooks --------------------------------------------------------------
    def order(self) -> list[int]:
        """The seats in turn order, mano first."""
        return left_of_dealer(self.dealer, 4)

    def legal_for(self, seat: int) -> list[Template]:
        if self.phase == "mus":
            return [Template("mus", "Mus"), Template("no-mus", "No mus", focus=True)]
        if self.phase == "discard":
            return [Template("discard", "Discard 1 to 4 cards",
                             cards=tuple(c.code for c in self.hands[seat]), pick=(1, 4),
                             focus=True)]
        return self.bid_templates()

    def _act(self, seat: int, action: Action) -> None:
        if self.phase == "mus":
            self.queue.pop(0)
            if action.kind == "no-mus":
                self.say(seat, "say no mus")
                self._start_betting()
                return
            self.say(seat, "say mus")
            if not self.queue:
                self.phase = "discard"
                self.queue = self.order()
                self.say(None, "Everyone says mus: each player discards one to four cards.")
        elif self.phase == "discard":
            self._discard(seat, action)
        else:
            self.bid_act(seat, action)
        self.next_game()

    def all_cards(self) -> list[Card]:
        return [c for hand in self.hands for c in hand] + self.stock + self.pile

    def undealt(self) -> list[Card]:
        return list(self.stock)

    def hidden_from(self, viewer: int) -> set[Card]:
        """Every card but the viewer's hand and its own discards still in the pile (once the
        discards are shuffled into a new stock, the viewer cannot tell where its own went), and
        none once the hands are shown."""
        if self.shown:
            return set()
        return set(self.all_cards()) - set(self.hands[viewer]) - set(self.thrown[viewer])

    # -- the flow -----------------------------------------------------------------------------
    def start_deal(self) -> None:
        self.next_deal()
        deck = list(self.deck)
        self.hands = [[] for _ in range(4)]
        for _ in range(4):
            for seat in self.order():
                self.hands[seat].append(deck.pop(0))
        self.stock, self.pile = deck, []
        self.thrown = [[] for _ in range(4)]
        self.reshuffles = 0
        self.mus_rounds = 0
        self.signalled = {}
        self.scored = []
        self.shown = False
        self.phase = "mus"
        self.queue = self.order()
        self.say(None, f"Deal {self.turn}, dealt by <{self.dealer}>: four cards each; "
                       f"mano, who speaks first: <{self.order()[0]}>.")

    def _discard(self, seat: int, action: Action) -> None:
        codes = action.cards or ()
        for code in codes:
            card = parse_card(code)
            self.hands[seat].remove(card)
            self.pile.append(card)
            self.thrown[seat].append(card)
        self.queue.pop(0)
        self.say(seat, f"discard {len(codes)} {'card' if len(codes) == 1 else 'cards'}")
        if self.queue:
            return
        for player in self.order():
            while len(self.hands[player]) < 4:
                self.hands[player].append(self._from_stock())
        self.mus_rounds += 1
        self.say(None, "Everyone draws replacements from the stock. Mus or no mus again.")
        self.phase = "mus"
        self.queue = self.order()

    def _from_stock(self) -> Card:
        if not self.stock:
            self.reshuffles += 1
            seed = derive_seed(self.table.seed, "mus", self.turn, self.reshuffles)
            self.stock = shuffled(sorted(self.pile), seed)
            self.pile = []
            self.thrown = [[] for _ in range(4)]
            self.say(None, "The stock is used up: the discards are shuffled into a new stock.")
        return self.stock.pop(0)

    def _start_betting(self) -> None:
        self.phase = "bid"
        if self.rules.signals:
            people = self.table.people
            for reader in people:
                partner = partner_of(reader, 4)
                if partner in people:
                    continue
                self.signalled[reader] = signal(self.hands[partner], self.rules.eight)
                self.say(None, f"Your partner (<{partner}>) signals: {self.signalled[reader]}.",
                         audience=[reader])
        self.start_contests([*("grande", "chica", "pares"),
                             last_contest(self.hands, self.rules.eight)])

    def turn_hands(self) -> list[list[Card]]:
        return [self.hands[s] for s in self.order()]

    def winner_of(self, contest: str) -> int | None:
        index = self.rules.best(contest, self.turn_hands())
        return None if index is None else self.order()[index]

    def add(self, side: int, points: int, why: str) -> None:
        """Score ``points`` for ``side``; the first side to 40 wins at once."""
        self.score[side] += points
        for seat in (side, side + 2):
            self.points[seat] = type(self.points[seat])(self.score[side])
        self.say(None, f"{why}: {team_words(side)} score {points} "
                       f"({self.score[side]} in all).")
        if self.score[side] >= self.rules.target:
            self.win(side, f"reach {self.score[side]} points")

    def show_hands(self) -> None:
        self.shown = True
        for seat in self.order():
            cards = self.hands[seat]
            words = grande(cards, self.rules.eight).label.lower()
            labels = "; ".join(self.rules.value(c, cards).label.lower()
                               for c in ("pares", "juego"))
            self.say(seat, f"show {words} ({labels}, a count of {total(cards, self.rules.eight)})")

    def finish_deal(self, outcomes: dict[str, int | None]) -> None:
        """All four contests bid: show the hands and score in order (``None``: taken by a fold
        or nobody could win it; a number: the stake, seen or passed)."""
        self.show_hands()
        for contest, stake in outcomes.items():
            if stake is None or self.game_won:
                continue
            seat = self.winner_of(contest)
            if seat is None:
                continue
            extra = self.rules.bonus(contest, self.hands[seat])
            partner = partner_of(seat, 4)
            if self.rules.partner_bonus and contest in ("pares", "juego"):
                extra += self.rules.bonus(contest, self.hands[partner])
            label = self.rules.value(contest, self.hands[seat]).label.lower()
            why = f"{NAMES[contest]} (<{seat}> with {label}, stake {stake}" + (
                f" and bonus {extra})" if extra else ")")
            self.scored.append(contest)
            self.add(seat % 2, stake + extra, why)
        if not self.game_won:
            self.start_deal()

    # -- what each seat sees ------------------------------------------------------------------
    def hands_view(self, viewer: int) -> list[HandView]:
        hands: list[HandView] = []
        for seat, cards in enumerate(self.hands):
            see = seat == viewer or self.shown
            name = "You" + f" (seat {seat + 1})" if seat == viewer else f"Seat {seat + 1}"
            partner = " · your partner" if seat == partner_of(viewer, 4) else ""
            notes = self._notes(seat, viewer)
            labels = [self.rules.value(c, cards).label for c in ("pares", "juego")
                      if len(cards) == 4]
            hands.append({
                "name": name + partner + (" · dealer" if seat == self.dealer else "")
                + (" · mano" if seat == self.order()[0] else ""),
                "seat": seat, "stack": self.stacks[seat],
                "label": "; ".join(labels) if see and len(cards) == 4 else None,
                "notes": notes, "folded": False,
                "cards": [card_view(c if see else None, False) for c in cards],
            })
        return hands

    def _notes(self, seat: int, viewer: int) -> list[str]:
        """Under a seat: the viewer's own holding in each contest, the partner's signal (told
        only to the viewer it was made to), what the seat said in this contest, and at the end
        its chips."""
        notes = reader_notes(self, viewer) if seat == viewer else []
        if seat == partner_of(viewer, 4) and viewer in self.signalled:
            notes.append(f"Signals to you: {self.signalled[viewer]}")
        notes += [n for n in self.bid_notes(seat) if seat != viewer or ":" not in n]
        if self.over:
            chips = self.stacks[seat] - self.table.stacks[seat]
            unit = "chip" if abs(chips) == 1 else "chips"
            notes.append(f"Won {chips} {unit}" if chips > 0 else f"Lost {-chips} {unit}"
                         if chips < 0 else "No chips won or lost")
        return notes

    def prompt(self, viewer: int) -> str:
        seat = self.to_act
        if seat != viewer:
            return f"Waiting for seat {(seat or 0) + 1}."
        if self.phase == "mus":
            return "Mus (change cards) or no mus (play these cards)?"
        if self.phase == "discard":
            return "Choose one to four cards to discard; you draw as many."
        return self.bid_prompt()

    def facts(self, viewer: int) -> MatchFacts:
        return {"phase": self.phase, "score": list(self.score), "target": self.rules.target,
                "games": list(self.games), "best_of": self.rules.best_of,
                "eight": self.rules.eight, "mus_rounds": self.mus_rounds,
                "order": self.order(), **self.bid_facts()}

    def info(self, viewer: int) -> list[str]:
        mine = viewer % 2
        lines = [f"Deal {self.turn}, dealt by {_who(self.dealer, viewer)}; "
                 f"mano: {_who(self.order()[0], viewer)}"]
        lines += [score_line(self, side, viewer) for side in (mine, 1 - mine)]
        games = self.games_line(viewer)
        lines += [games] if games else []
        lines.append("Eight kings and eight aces" if self.rules.eight
                     else "Four kings and four aces")
        lines += special_lines(self.rules)
        return lines + contest_lines(self, viewer)

    def headline(self, viewer: int) -> str:
        return self.games_headline(viewer) or super().headline(viewer)

    def view(self, seat: int) -> View:
        out = super().view(seat)
        out["terms"] = terms(out)
        return out

    def game_snapshot(self) -> dict[str, Any]:
        return {"hands": [[c.code for c in h] for h in self.hands], "score": list(self.score),
                "stock": [c.code for c in self.stock], "pile": [c.code for c in self.pile],
                "thrown": [[c.code for c in t] for t in self.thrown],
                "phase": self.phase, "queue": list(self.queue), "shown": self.shown,
                "signalled": sorted(self.signalled.items()), "scored": list(self.scored),
                "games": list(self.games), "game_start": self.game_start,
                **self.bid_snapshot()}


def _who(seat: int, viewer: int) -> str:
    return "you" if seat == viewer else f"seat {seat + 1}"

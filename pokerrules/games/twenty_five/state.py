"""A match of Twenty-Five on the match layer (:mod:`pokerrules.table.match`).

Each deal: five cards each, the next card turned up for trumps, the rest set aside. The holder of
the ace of trumps may rob the turned-up card (take it, discard one face down) before the first
lead; then five tricks, each worth five points to its winner's side. The match stops the moment a
side reaches 25 points, in the middle of a deal if need be; otherwise the deal passes left.
"""

from __future__ import annotations

from typing import Any

from pokerrules.core.actions import Action, Template
from pokerrules.core.card_view import CardView, PileView, card_view
from pokerrules.core.cards import Card, parse_card
from pokerrules.games.twenty_five.match_fields import MATCH_FIELDS
from pokerrules.games.twenty_five.rules import (
    SUIT_WORDS,
    TARGET,
    TRICK_POINTS,
    Settings,
    Trumps,
    legal_plays,
)
from pokerrules.table.match import Event, Match
from pokerrules.table.state import Table
from pokerrules.table.turn_order import First, Trick
from pokerrules.table.view import HandView, MatchFacts, View

HAND = 5


def names(seats: list[int]) -> str:
    marks = [f"<{s}>" for s in seats]
    return ", ".join(marks[:-1]) + " and " + marks[-1] if len(marks) > 1 else marks[0]


class TwentyFiveState(Match):
    """A whole match. Moves: ``Action("rob", card=...)`` (the card to discard), ``Action("keep")``
    and ``Action("play", card=...)``."""

    view_parts = Match.view_parts | {"piles"}

    stage_name = "play"

    match_fields = MATCH_FIELDS
    turn_order = First("robber", Trick())  # the robber answers first, then the trick

    def __init__(self, table: Table) -> None:
        super().__init__(table, None)
        self.rules = Settings.from_options(table.options)
        seats = table.seats
        self.teams = self.rules.team_count(seats)
        self.hands: list[list[Card]] = [[] for _ in range(seats)]
        self.upcard: Card | None = None
        self.trumps = Trumps("s")
        self.robber: int | None = None  # who may still rob
        self.discard: Card | None = None
        self.robbed_by: int | None = None
        self.trick: list[tuple[int, Card]] = []
        self.played: list[Card] = []  # earlier tricks of this deal
        self.last_trick: list[tuple[int, Card]] = []  # the trick just won, shown on the table
        self.last_winner: int | None = None
        self.leader = 0
        self.tricks_won = [0] * seats
        self.earlier: list[Event] = []  # the log of earlier deals, kept out of the views
        self.sides_line = ""
        if self.teams < seats:
            size = seats // self.teams
            self.sides_line = "The teams are " + "; ".join(
                names([t + k * self.teams for k in range(size)]) for t in range(self.teams)) + "."
        elif self.rules.teams != "alone":
            self.sides_line = ("The teams chosen do not fit this many players, so everyone plays "
                               "alone.")
        self._start_deal()

    # -- sides --------------------------------------------------------------------------------
    def team_of(self, seat: int) -> int:
        return seat % self.teams

    def side(self, seat: int) -> list[int]:
        return [s for s in range(self.table.seats) if self.team_of(s) == self.team_of(seat)]

    # -- the match layer's hooks --------------------------------------------------------------
    def legal_for(self, seat: int) -> list[Template]:
        if self.robber is not None:
            assert self.upcard is not None
            return [Template("rob", f"Rob the {self.upcard.short}: take it and discard",
                             cards=tuple(c.code for c in self.hands[seat]), focus=True),
                    Template("keep", "Do not rob")]
        cards = legal_plays(self.trumps, self.hands[seat], [c for _, c in self.trick],
                            self.rules.reneging)
        return [Template("play", "Play a card", cards=tuple(c.code for c in cards), focus=True)]

    def _act(self, seat: int, action: Action) -> None:
        if action.kind == "rob":
            assert action.card is not None and self.upcard is not None
            card = parse_card(action.card)
            self.hands[seat].remove(card)
            self.hands[seat].append(self.upcard)
            self.discard, self.robbed_by, self.robber = card, seat, None
            self.say(seat, f"rob the {self.upcard.short} and [discard] a card face down")
            self.say(seat, f"discard the {card.short}", audience=[seat])
        elif action.kind == "keep":
            self.robber = None
            self.say(seat, "do not rob")
        else:
            assert action.card is not None
            self._play(seat, parse_card(action.card))

    def all_cards(self) -> list[Card]:
        rest = list(self.deck[self.dealt:])
        return [c for hand in self.hands for c in hand] + rest + self.played \
            + [c for _, c in self.trick] + ([self.discard] if self.discard else []) \
            + ([self.upcard] if self.upcard and self.robbed_by is None else [])

    def hidden_from(self, viewer: int) -> set[Card]:
        seen = set(self.hands[viewer]) | set(self.played) | {c for _, c in self.trick}
        if self.upcard is not None:
            seen.add(self.upcard)
        if self.discard is not None and self.robbed_by == viewer:
            seen.add(self.discard)
        return set(self.all_cards()) - seen

    # -- the flow -----------------------------------------------------------------------------
    def _start_deal(self) -> None:
        if self.turn:
            # The cards of a finished deal go back into the deck: its log leaves the views,
            # and a line sums it up (the deal's end is kept first: Match.deal_over).
            self.deal_over()
            self.earlier.extend(self.events)
            self.events = []
            self.say(None, f"Deal {self.turn} is over. Points: " + self.points_line(None) + ".")
        self.next_deal()
        if self.sides_line:
            self.say(None, self.sides_line)
        seats = self.table.seats
        order = self.from_left()
        self.hands = [[] for _ in range(seats)]
        for _ in range(HAND):
            for seat in order:
                self.hands[seat].append(self.draw())
        self.upcard = self.draw()
        self.trumps = Trumps(self.upcard.suit)
        self.discard = self.robbed_by = self.robber = None
        self.trick, self.played = [], []
        self.last_trick, self.last_winner = [], None
        self.tricks_won = [0] * seats
        self.leader = order[0]
        self.say(None, f"Deal {self.turn}, dealt by <{self.dealer}>: five cards each; the "
                       f"{self.upcard.short} is turned up, so {SUIT_WORDS[self.upcard.suit]} "
                       "are trumps.")
        holder = next((s for s in order if self.trumps.ace in self.hands[s]), None)
        if holder is not None:
            self.robber = holder
        elif self.upcard.rank == 14 and self.rules.ace_up == "dealer":
            self.robber = self.dealer

    def _play(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        self.say(seat, ("lead" if len(self.trick) == 1 else "play") + f" the {card.short}")
        if len(self.trick) < self.table.seats:
            return
        place = self.trumps.winner([c for _, c in self.trick])
        winner, best = self.trick[place]
        self.played.extend(c for _, c in self.trick)
        self.last_trick, self.last_winner = self.trick, winner
        self.trick = []
        self.tricks_won[winner] += 1
        for member in self.side(winner):
            self.points[member] += TRICK_POINTS
        score = int(self.points[winner])
        with self.result_lines():  # each trick's winner is part of the deal's result
            self.say(winner, f"win the trick with the {best.short} and [score] {TRICK_POINTS} "
                             f"({score} in all)")
        if score >= TARGET:
            self.end(f"The match is won by {names(self.side(winner))} with {score} points, in "
                     f"deal {self.turn}.", winners=self.side(winner))
            return
        self.leader = winner
        if not any(self.hands):
            self._start_deal()

    # -- what each seat sees ------------------------------------------------------------------
    def hands_view(self, viewer: int) -> list[HandView]:
        out: list[HandView] = []
        on_table = dict(self.trick)
        for seat, cards in enumerate(self.hands):
            notes = [f"Points {int(self.points[seat])}", f"Tricks {self.tricks_won[seat]}"]
            if self.teams < self.table.seats:
                notes.append(f"Team {self.team_of(seat) + 1}")
            if seat in on_table:
                notes.append(f"Played {self.trumps.name(on_table[seat])}")
            if self.robbed_by == seat:
                notes.append("Robbed")
            name = "You" + f" (seat {seat + 1})" if seat == viewer else f"Seat {seat + 1}"
            mine = seat == viewer
            out.append({
                "name": name + (" · dealer" if seat == self.dealer else ""),
                "seat": seat, "stack": None, "label": None, "notes": notes, "folded": False,
                "cards": [card_view(c if mine else None, False) for c in cards],
            })
        return out

    def bot_view(self, viewer: int) -> dict[str, Any]:
        """The view's facts for ``viewer``'s bot, without words or piles (the coach's worlds):
        each hand's seat and cards (``??`` but the viewer's own)."""
        hands = [{"seat": seat, "stack": None, "folded": False,
                  "cards": [{"code": c.code if seat == viewer else "??"} for c in cards]}
                 for seat, cards in enumerate(self.hands)]
        return self.lean_view(viewer, hands)

    def view(self, seat: int) -> View:
        data = super().view(seat)
        data["piles"] = self.piles(seat)
        return data

    def piles(self, viewer: int) -> list[PileView]:
        """The trick in play as cards on the table, each captioned with who played it, and the
        trick just won (every card of both has been played face up)."""
        def who(seat: int, start: bool = True) -> str:
            return ("You" if start else "you") if seat == viewer else f"Seat {seat + 1}"

        def cards(trick: list[tuple[int, Card]]) -> list[CardView]:
            return [card_view(c, True, who(s)) for s, c in trick]

        lead = f"Led by {who(self.trick[0][0], False)}" if self.trick else "No card played yet"
        piles: list[PileView] = [{"label": "Trick", "cards": cards(self.trick), "note": lead}]
        if self.last_trick and self.last_winner is not None:
            best = dict(self.last_trick)[self.last_winner]
            piles.append({"label": "Last trick", "cards": cards(self.last_trick),
                          "note": f"Won by {who(self.last_winner, False)} with the {best.short}"})
        return piles

    def prompt(self, viewer: int) -> str:
        seat = self.to_act
        if seat != viewer:
            return f"Waiting for seat {(seat or 0) + 1}."
        if self.robber is not None:
            assert self.upcard is not None
            return (f"You may rob the {self.upcard.short}: take it and discard a card, or keep "
                    "your hand.")
        if not self.trick:
            return "Lead a card to the trick."
        return f"Play a card: {self.trick_text(viewer)}."

    def trick_text(self, viewer: int) -> str:
        played = ", ".join(f"{'you' if s == viewer else f'seat {s + 1}'} {self.trumps.name(c)}"
                           for s, c in self.trick)
        return played or "no card played yet"

    def info(self, viewer: int) -> list[str]:
        assert self.upcard is not None
        points = self.points_line(viewer)
        robbed = "" if self.robbed_by is None else (
            f", robbed by {'you' if self.robbed_by == viewer else f'seat {self.robbed_by + 1}'}")
        return [f"Deal {self.turn}",
                f"Trumps: {SUIT_WORDS[self.trumps.suit]} (turned up: {self.upcard.short}{robbed})",
                f"Trick: {self.trick_text(viewer)}",
                f"Points (25 wins): {points}"]

    def facts(self, viewer: int) -> MatchFacts:
        assert self.upcard is not None
        return {"trumps": self.trumps.suit, "upcard": self.upcard.code,
                "robbed_by": self.robbed_by, "target": TARGET,
                "trick": [{"seat": s, "card": c.code} for s, c in self.trick],
                "played": [c.code for c in self.played], "leader": self.leader,
                "teams": [self.team_of(s) for s in range(self.table.seats)],
                "tricks": list(self.tricks_won), "reneging": self.rules.reneging}

    def points_line(self, viewer: int | None) -> str:
        """``"you 10, seat 2 15, ..."`` (with ``<N>`` marks when ``viewer`` is None)."""
        return ", ".join(
            (f"<{s}>" if viewer is None else "you" if s == viewer else f"seat {s + 1}")
            + f" {int(p)}" for s, p in enumerate(self.points))

    def standings(self, viewer: int | None) -> list[str]:
        return ["Points: " + self.points_line(viewer) + "."]

    def game_snapshot(self) -> dict[str, Any]:
        return {
            "hands": [[c.code for c in h] for h in self.hands],
            "upcard": self.upcard.code if self.upcard else None,
            "discard": self.discard.code if self.discard else None,
            "robber": self.robber, "robbed_by": self.robbed_by, "leader": self.leader,
            "trick": [(s, c.code) for s, c in self.trick], "played": [c.code for c in self.played],
            "tricks": list(self.tricks_won), "earlier": len(self.earlier),
        }


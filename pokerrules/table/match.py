"""A match: several deals played as one game, with chips, a pot and points that carry from deal
to deal, until a rule ends it.

A match is a :class:`~pokerrules.table.game.State` like a single hand: its ``actions`` are every move
of every deal, so one JSON history (:mod:`pokerrules.lookup.history`) holds the whole match and replays
it. :class:`Match` keeps what every such game shares, and a game subclasses it for its own deals:

- the ledger: each seat's chips, the pot, each seat's points (exact fractions) and the chips each
  seat has put in;
- the deals: the deal passes to the left (the next seat still playing), and each deal has its
  own deck, the table's deck for the first and, for deal ``n``, the same cards shuffled by a seed
  derived from the table's seed and ``n`` (:meth:`Match.deal_deck`);
- the log, where a line may be told only to some seats (players who are in see each other's
  hands; the others read another line or nothing);
- the end of each deal (:class:`DealEnd`): when a deal is over (the game calls
  :meth:`Match.deal_over`, or the next deal or the end of the match comes), what every seat saw
  of the hands then and the deal's result lines are kept, and the view's ``"match"`` object
  carries the last finished deal (``"last_deal"``), so that a page can pause there and show it;
- the protocol: ``apply`` checks a move against the legal templates before anything changes,
  ``view`` carries a structured ``"match"`` object (turn, dealer, pot, points) that the game adds
  its own facts to, and ``result`` gives who won the match (the game names them in
  :meth:`Match.end`) and the chips won or lost over the whole match.

A subclass names its turn order (``turn_order``, a preset of :mod:`pokerrules.table.turn_order`,
which ``to_act`` asks), supplies ``legal_for``, ``_act`` (the move, already checked), the hands
in a view, the prompt, the cards in play, and its own facts (declared as ``match_fields``) and
snapshot.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from fractions import Fraction
from typing import Any, ClassVar
from weakref import WeakKeyDictionary

from pokerrules.core.actions import Action, Template, check_legal
from pokerrules.core.cards import Card
from pokerrules.core.errors import BadOption, IllegalAction
from pokerrules.core.rng import derive_seed, shuffled
from pokerrules.core.words import end_log, seat_words
from pokerrules.table.match_fields import declare
from pokerrules.table.match_words import DealEnd, Event, capital, chips_word, points_text, winners_words
from pokerrules.table.state import Table
from pokerrules.table.turn_order import Asked, TurnOrder
from pokerrules.table.turns import left_of_dealer
from pokerrules.table.view import HandView, LeanView, MatchFacts, MatchView, View

__all__ = ["DealEnd", "Event", "Match", "check_ante", "points_text"]

class _Told:
    """The lines of ``events`` (a match's log) one seat reads, up to ``count`` events."""

    def __init__(self, events: list[Event]) -> None:
        self.events = events
        self.count = 0
        self.lines: list[str] = []
        self.seats: list[int | None] = []


#: Each match's lines told so far, by seat (:meth:`Match.told`): kept beside the match, not in
#: it, so that a copy of a state (the coach's worlds) copies none of them.
_TOLD: WeakKeyDictionary[Match, dict[int, _Told]] = WeakKeyDictionary()


def check_ante(table: Table, ante: int) -> None:
    """Refuse a table where a seat brings fewer chips than the ante (:class:`BadOption`)."""
    for seat, chips in enumerate(table.stacks):
        if chips < ante:
            who = "You have" if seat == 0 else f"Seat {seat + 1} has"
            raise BadOption(f"{who} {chips} chips, fewer than the ante of {ante}.")


class Match(ABC):
    """The shared part of a game of several deals (see the module's docstring)."""

    #: What the game is called in the view's ``stage`` while it is being played.
    stage_name = "play"
    #: The game's own fields of the view's ``"match"`` object (:mod:`~pokerrules.table.match_fields`).
    match_fields: ClassVar[Mapping[str, str]] = declare()
    #: Whose turn it is (:mod:`~pokerrules.table.turn_order`): by default, the first of ``queue``.
    turn_order: ClassVar[TurnOrder] = Asked()

    def __init__(self, table: Table, turn_cap: int | None) -> None:
        self.table = table
        self.actions: list[tuple[int, Action]] = []
        seats = table.seats
        self.stacks = list(table.stacks)
        self.pot = 0
        self.points = [Fraction(0)] * seats
        self.paid = [0] * seats  # chips each seat has put in: antes, penalties, pot matches
        self.into_pot = [0] * seats  # of which into the pot
        self.playing = [True] * seats  # still in the match
        self.turn = 0  # deals so far (the deal being played)
        self.turn_cap = turn_cap
        self.dealer = seats - 1  # the first deal's dealer: the first to act is seat 1
        self.deck: tuple[Card, ...] = ()
        self.dealt = 0  # cards of ``deck`` dealt so far
        self.events: list[Event] = []
        self.over = False
        self.end_lines: list[str] = []  # how the match ended, with <N> for seats
        self.match_winners: list[int] | None = None  # who won the match (None: not said)
        self.last_deal: DealEnd | None = None
        self._act_start = 0  # the first event of the move being made
        self._story: list[int] = []  # events the game marked as this deal's result
        self._deal_points = list(self.points)  # the points when the deal began

    # -- the ledger ---------------------------------------------------------------------------
    def say(self, owner: int | None, text: str, audience: Sequence[int] | None = None,
            others: str | None = None) -> None:
        self.events.append(Event(owner, text, None if audience is None else frozenset(audience),
                                 others))

    def ante(self, seat: int, chips: int) -> None:
        self.pay_pot(seat, chips)

    def pay_pot(self, seat: int, chips: int) -> None:
        self.stacks[seat] -= chips
        self.paid[seat] += chips
        self.into_pot[seat] += chips
        self.pot += chips

    def pay(self, payer: int, payee: int, chips: int) -> None:
        self.stacks[payer] -= chips
        self.paid[payer] += chips
        self.stacks[payee] += chips

    def share_pot(self, seats: Sequence[int]) -> list[int]:
        """The pot split equally among ``seats`` (odd chips to the first of them from the
        dealer's left); returns each one's share."""
        ordered = [s for s in self.from_left() if s in seats] + [s for s in seats
                                                                 if s not in self.from_left()]
        each, odd = divmod(self.pot, len(ordered))
        shares = [each + (1 if i < odd else 0) for i in range(len(ordered))]
        for seat, share in zip(ordered, shares, strict=True):
            self.stacks[seat] += share
        self.pot = 0
        return [shares[ordered.index(s)] for s in seats]

    def return_pot(self) -> None:
        """Everyone takes back what they put into the pot."""
        for seat, chips in enumerate(self.into_pot):
            self.stacks[seat] += chips
        self.pot = 0

    # -- the deals ----------------------------------------------------------------------------
    def from_left(self) -> list[int]:
        """The seats still playing, from the dealer's left round to the dealer."""
        return [s for s in left_of_dealer(self.dealer, self.table.seats) if self.playing[s]]

    def deal_deck(self, number: int) -> tuple[Card, ...]:
        """Deal ``number``'s deck: the table's for the first, then the same cards shuffled by a
        seed derived from the table's seed and the deal's number."""
        if number == 1:
            return self.table.deck
        return tuple(shuffled(sorted(self.table.deck), derive_seed(self.table.seed, "deal", number)))

    def next_deal(self) -> None:
        """The next deal: its number, its dealer (the deal passes left) and its deck. The deal
        before it is over (:meth:`deal_over`), if the game has not said so already."""
        self.deal_over()
        self._story = []
        self._deal_points = list(self.points)
        self.turn += 1
        if self.turn > 1:
            seats = self.table.seats
            self.dealer = next((self.dealer + i) % seats for i in range(1, seats + 1)
                               if self.playing[(self.dealer + i) % seats])
        self.deck = self.deal_deck(self.turn)
        self.dealt = 0

    def undealt(self) -> list[Card]:
        """The cards of this deal still to be drawn, the next one first."""
        return list(self.deck[self.dealt:])

    def draw(self) -> Card:
        card = self.deck[self.dealt]
        self.dealt += 1
        return card

    def end(self, *lines: str, winners: Sequence[int] | None = None) -> None:
        """The match is over: ``lines`` say how (``<N>`` for seats), ``winners`` who won it
        (empty when nobody did, as when everyone takes back their chips)."""
        self.deal_over()
        self.over = True
        self.end_lines.extend(lines)
        if winners is not None:
            self.match_winners = sorted(set(winners))

    def winners_of_match(self) -> list[int] | None:
        """Who won the match: as the game said (:meth:`end`), or else, in a game played for
        chips, whoever gained the most chips (nobody, when nobody gained any)."""
        if self.match_winners is not None or not self.over or not self.has_chips:
            return self.match_winners
        net = self.net()
        best = max(net)
        return [s for s, n in enumerate(net) if n == best] if best > 0 else []

    @property
    def has_chips(self) -> bool:
        """Whether chips are played for at all (a points-only game deals with empty stacks)."""
        return any(self.table.stacks)

    def deal_over(self) -> None:
        """The deal being played is over: keep what each seat sees now and the deal's result
        lines (:class:`DealEnd`). Called again for the same deal, it does nothing."""
        if not self.turn or (self.last_deal is not None and self.last_deal.number == self.turn):
            return
        count = len(self.events)  # a game may have cleared its log (Twenty-Five does)
        story = [i for i in self._story if i < count] or range(min(self._act_start, count), count)
        self.last_deal = DealEnd(
            self.turn,
            tuple(tuple(self.hands_view(v)) for v in range(self.table.seats)),
            tuple(self.events[i] for i in story),
            tuple(self.points),
            tuple(now - then for now, then in zip(self.points, self._deal_points, strict=True)),
            tuple(self.stacks))

    @contextmanager
    def result_lines(self) -> Iterator[None]:
        """The lines said inside this block are part of the deal's result (by default the
        result is the move that ended the deal and all that followed it)."""
        start = len(self.events)
        yield
        self._story.extend(range(start, len(self.events)))

    # -- what the game supplies ---------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return None if self.over else self.turn_order.seat(self)

    @abstractmethod
    def legal_for(self, seat: int) -> list[Template]: ...

    @abstractmethod
    def _act(self, seat: int, action: Action) -> None:
        """Carry out ``action`` by ``seat``; it is legal (checked), so nothing here may refuse."""

    @abstractmethod
    def hands_view(self, viewer: int) -> list[HandView]: ...

    @abstractmethod
    def prompt(self, viewer: int) -> str: ...

    @abstractmethod
    def all_cards(self) -> list[Card]:
        """Every card of the deal being played: in hands, and the rest of its deck."""

    @abstractmethod
    def hidden_from(self, viewer: int) -> set[Card]: ...

    def facts(self, viewer: int) -> MatchFacts:
        """The game's own entries in the view's ``"match"`` object."""
        return {}

    def info(self, viewer: int) -> list[str]:
        return [f"Turn {self.turn}" + (f" of {self.turn_cap}" if self.turn_cap else ""),
                f"Pot {self.pot}"]

    def game_snapshot(self) -> dict[str, Any]:
        return {}

    # -- the protocol -------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.over

    def legal_actions(self) -> list[Template]:
        seat = self.to_act
        return [] if self.over or seat is None else self.legal_for(seat)

    def apply(self, action: Action) -> None:
        action = Action.from_json(action)
        seat = self.to_act
        if self.over or seat is None:
            raise IllegalAction("The match is over; deal a new one to play on.")
        check_legal(action, self.legal_for(seat), "you")
        self._act_start = len(self.events)
        self._act(seat, action)
        self.actions.append((seat, action))

    def chips_on_table(self) -> int:
        return sum(self.stacks) + self.pot

    def lean_view(self, seat: int, hands: list[dict[str, Any]]) -> LeanView:
        """A lean ``bot_view`` for ``seat`` around the game's lean ``hands``: the view's facts
        without its words (prompt, info, log; in ``match``, the points in words and the last
        deal's account): what its bot reads, the same values."""
        match = {"turn": self.turn, "turn_cap": self.turn_cap, "dealer": self.dealer,
                 "pot": self.pot, "points": [round(float(p), 4) for p in self.points],
                 "playing": list(self.playing), "chips": self.has_chips, **self.facts(seat)}
        return {"variant": self.table.variant, "options": dict(self.table.options),
                "to_act": None if self.over else self.to_act, "your_seat": seat,
                "hands": hands, "match": match}

    def match_view(self, viewer: int) -> MatchView:
        """The match's facts for ``viewer``: those of every match, then the game's own."""
        return {"turn": self.turn, "turn_cap": self.turn_cap, "dealer": self.dealer,
                "pot": self.pot, "points": [round(float(p), 4) for p in self.points],
                "points_text": [points_text(p) for p in self.points],
                "playing": list(self.playing), "chips": self.has_chips,
                "last_deal": None if self.last_deal is None
                else self.last_deal.to_json(viewer, self.has_chips),
                **self.facts(viewer)}

    view_parts: ClassVar[frozenset[str]] = frozenset({"table", "match"})  # a game may add more

    def view(self, seat: int) -> View:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.table.seats:
            raise IllegalAction("There is no such seat at this table.")
        log, log_seats = self.told(seat)
        result = self.result(seat)
        end_log(log, log_seats, result)
        return {
            "variant": self.table.variant,
            "options": dict(self.table.options),
            "seed": self.table.seed,
            "stage": "over" if self.over else self.stage_name,
            "to_act": None if self.over else self.to_act,
            "your_seat": seat,
            "prompt": "The match is over. Deal again to play another." if self.over
            else self.prompt(seat),
            "legal": [t.to_json() for t in self.legal_actions()] if self.to_act == seat else [],
            "hands": self.hands_view(seat),
            "info": self.info(seat),
            "match": self.match_view(seat),
            "log": log,
            "log_seats": log_seats,
            "result": result,
        }

    def told(self, seat: int) -> tuple[list[str], list[int | None]]:
        """The log lines ``seat`` reads (new lists), and who said each. Each line is put in words
        once: the log only grows (or starts again as a new list: Twenty-Five's new deal), so a
        view in a long match copies the lines told before and words only the new ones."""
        kept = _TOLD.setdefault(self, {})
        events = self.events
        was = kept.get(seat)
        if was is None or was.events is not events or was.count > len(events):
            was = kept[seat] = _Told(events)
        for event in events[was.count:]:
            line = event.for_seat(seat)
            if line is not None:
                was.lines.append(line)
                was.seats.append(event.owner)
        was.count = len(events)
        return list(was.lines), list(was.seats)

    def standings(self, viewer: int | None) -> list[str]:
        names = ["you" if s == viewer else f"seat {s + 1}" for s in range(self.table.seats)]
        net = self.net()
        return [
            "Points: " + ", ".join(f"{n} {points_text(p)}" for n, p in zip(names, self.points,
                                                                           strict=True)) + ".",
            "Chips won or lost over the match: "
            + ", ".join(f"{n} {c:+d}" for n, c in zip(names, net, strict=True)) + ".",
        ]

    def net(self) -> list[int]:
        return [now - then for now, then in zip(self.stacks, self.table.stacks, strict=True)]

    def headline(self, viewer: int) -> str:
        """The result in one line for ``viewer``: whether the reader won the match and who did
        (with their points, in a game of points), then the reader's chips over the match (in a
        game played for chips): "You lose the match: seat 2 wins it with 3 points. You win 40
        chips over the match." """
        said = winners_words(self.winners_of_match(), viewer,
                              None if self.match_winners is None else self.points)
        if not self.has_chips:
            if self.match_winners and viewer not in self.match_winners:
                said += f" You end with {points_text(self.points[viewer])} points."
            return said or "The match is over."
        net = self.net()[viewer]
        chips = (f"You win {net} {chips_word(net)} over the match." if net > 0 else
                 f"You lose {-net} {chips_word(-net)} over the match." if net < 0 else
                 "You end the match with the chips you started with.")
        return f"{said} {chips}".strip()

    def result(self, viewer: int | None = None) -> dict[str, Any] | None:
        """Who won the match, the chips won or lost over the whole match, each seat's points,
        and the end in sentences: how the match ended and who took the pot, then the points and
        chips of every seat."""
        if not self.over:
            return None
        net = self.net()
        reader = viewer if viewer is not None else -1
        lines = [capital(seat_words(line, reader)) for line in self.end_lines]
        lines += self.standings(viewer)
        return {
            "net": net,
            "house": 0,
            "stacks": list(self.stacks),
            "staked": list(self.paid),
            "points": [round(float(p), 4) for p in self.points],
            "lines": lines,
            "summary": self.headline(viewer) if viewer is not None else None,
            "winners": self.winners_of_match(),
            "chips": self.has_chips,
        }

    def snapshot(self) -> dict[str, Any]:
        return {
            "stacks": list(self.stacks), "pot": self.pot, "points": [str(p) for p in self.points],
            "paid": list(self.paid), "into_pot": list(self.into_pot),
            "playing": list(self.playing), "turn": self.turn, "dealer": self.dealer,
            "deck": [c.code for c in self.deck], "dealt": self.dealt, "over": self.over,
            "events": [(e.owner, e.text, sorted(e.audience) if e.audience is not None else None,
                        e.others) for e in self.events],
            "end": list(self.end_lines), "actions": [(s, a.to_json()) for s, a in self.actions],
            **self.game_snapshot(),
        }

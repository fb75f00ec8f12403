"""One generic state machine for every step-built game (see :mod:`pokerrules.steps.spec`).

The steps are compiled into a flat program; a repeated block becomes a start and an end marker
that jumps back. This class only keeps the table (seats, chips, the deck, the log) and dispatches
to the step that play has reached: every rule lives in that step's own module under
:mod:`pokerrules.steps`. Every ``apply`` first checks the action against the legal templates and
only then changes anything, so an illegal action leaves the state exactly as it was.

Seats sit in order 0, 1, ...; the dealer is the last seat, so seat 0 is left of the dealer and
acts first in every step that goes round the table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import fields, is_dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from pokerrules.core.actions import Action, Template, check_legal
from pokerrules.core.cards import Card
from pokerrules.core.errors import BadOption
from pokerrules.core.words import agree, summary, who
from pokerrules.steps.base import StepWord
from pokerrules.steps.game import Player
from pokerrules.steps.repeat import compile_steps
from pokerrules.steps.view import full_view, lean_view
from pokerrules.table.betting import Stakes
from pokerrules.table.state import Table

if TYPE_CHECKING:
    from pokerrules.steps.spec import Spec
    from pokerrules.table.view import LeanView, View

T = TypeVar("T")


class StepGameState:
    """A hand of a step-built game. Follows the protocol in :mod:`pokerrules.table.game`."""

    def __init__(self, spec: Spec, stakes: Stakes, table: Table) -> None:
        self.spec, self.stakes, self.table = spec, stakes, table
        self.program: list[StepWord] = compile_steps(spec.steps)
        # A step that makes the forced bets itself (blinds) takes the place of the ante.
        ante = 0 if any(step.forced_bets for step in self.program) else stakes.ante
        need = (ante or stakes.bet) + 1
        for seat, chips in enumerate(table.stacks):
            if chips < need:
                who = "You have" if seat == 0 else f"Seat {seat + 1} has"
                forced = f"the ante of {ante}" if ante else f"the blind of {stakes.bet}"
                raise BadOption(f"{who} {chips} chips; {spec.name} needs at least {need} "
                                f"({forced} and something to bet).")
        self.actions: list[tuple[int, Action]] = []
        self.players = [Player(stack=chips) for chips in table.stacks]
        self.pc = 0
        self.next_card = 0
        #: The deck in play: the table's, or a fresh shuffle when a step deals again (``redeal``).
        self.deck: tuple[Card, ...] = table.deck
        self.discards: list[Card] = []
        self.common: list[Card] = []  # cards face up on the table that every hand uses (a board)
        self.secret_discards: dict[Card, int] = {}  # thrown away face down -> by whom
        self.known: dict[int, set[Card]] = {}  # face-down cards a seat saw that are no longer its own
        self.fresh: dict[int, set[Card]] = {}  # cards passed to a seat since its last move ("new")
        self.blind: dict[int, list[Card]] = {}  # face-down cards dealt blind: not even their owner saw them
        self.events: list[tuple[int | None, str]] = []
        self.private: dict[int, tuple[int, str]] = {}  # event index -> (seat, what only it is told)
        self.queue: list[int] = []
        self.memory: dict[str, Any] = {}  # each step kind's own data, under its own name
        self.over = False
        self.showed = False
        self.payouts: dict[int, int] = {}
        self.showdown_lines: list[str] = []  # the showdown, told to nobody in particular
        self.uncontested: int | None = None  # the seat left alone when everyone else folded
        if ante:
            for player in self.players:
                player.stack -= ante
                player.put_in += ante
            self.events.append((None, f"Everyone antes {ante}."))
        if spec.table is not None:
            spec.table.start(self)
        self._run()

    # -- the protocol ---------------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return None if self.over or not self.queue else self.queue[0]

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def step(self) -> StepWord | None:
        return self.program[self.pc] if self.pc < len(self.program) else None

    def legal_actions(self) -> list[Template]:
        seat, step = self.to_act, self.step
        if seat is None or step is None:
            return []
        return step.legal(self, seat)

    def apply(self, action: Action) -> None:
        action = Action.from_json(action)
        seat, step = self.to_act, self.step
        check_legal(action, self.legal_actions(), "you")
        assert seat is not None and step is not None
        self.fresh.pop(seat, None)
        step.act(self, seat, action)
        self.actions.append((seat, action))
        self._run()

    def result(self, viewer: int | None = None) -> dict[str, Any] | None:
        """Chips won or lost per seat, and the result in sentences for ``viewer`` ("You")."""
        if not self.over:
            return None
        net = [p.stack - start for p, start in zip(self.players, self.table.stacks, strict=True)]
        if self.uncontested is not None:
            seat = self.uncontested
            lines = [f"Everyone else folded: {who([seat], viewer)} "
                     f"{agree([seat], viewer, 'take')} the pot of {self.payouts[seat]}."]
        else:
            lines = self.spec.showdown.lines(self, viewer)
        return {"net": net, "house": 0, "stacks": [p.stack for p in self.players],
                "staked": [p.put_in for p in self.players], "lines": lines,
                "summary": summary(net[viewer], self.players[viewer].put_in)
                if viewer is not None else None,
                "payouts": {str(k): v for k, v in sorted(self.payouts.items())},
                "showdown": list(self.memory.get("showdown", []))}

    @property
    def view_parts(self) -> frozenset[str]:
        """The optional parts of this game's views: the table's facts, the program counter,
        and what its steps' facts and its table rule bring."""
        rule = self.spec.table
        return frozenset({"table", "steps"}).union(
            *(step.view_parts for step in self.program),
            rule.view_parts if rule is not None else ())

    def view(self, seat: int) -> View:
        data = full_view(self, seat)
        if self.spec.table is not None:
            self.spec.table.view(self, seat, data)
        return data

    def bot_view(self, seat: int) -> LeanView:
        """The lean view bots decide from (:func:`pokerrules.steps.view.view`, ``lean``)."""
        data = lean_view(self, seat)
        if self.spec.table is not None:
            self.spec.table.view(self, seat, data)
        return data

    def snapshot(self) -> dict[str, Any]:
        return {
            "pc": self.pc, "next_card": self.next_card, "queue": list(self.queue),
            "deck": [c.code for c in self.deck],
            "over": self.over, "events": list(self.events), "private": dict(self.private),
            "discards": [c.code for c in self.discards], "common": [c.code for c in self.common],
            "memory": _plain(self.memory),
            "players": [{**{k: v for k, v in vars(p).items() if k != "cards"},
                         "cards": [(c.code, up) for c, up in p.cards]} for p in self.players],
            "payouts": dict(self.payouts), "uncontested": self.uncontested,
            "fresh": {seat: sorted(c.code for c in cards) for seat, cards in self.fresh.items()},
            "blind": {seat: sorted(c.code for c in cards) for seat, cards in self.blind.items()},
        }

    # -- what steps use -------------------------------------------------------------------------
    def live(self) -> list[int]:
        """Seats still in the hand, in order from the dealer's left."""
        return [s for s, p in enumerate(self.players) if not p.folded]

    def cards_left(self) -> int:
        return len(self.deck) - self.next_card

    def draw(self) -> Card | None:
        if not self.cards_left():
            return None
        card = self.deck[self.next_card]
        self.next_card += 1
        return card

    @property
    def pot(self) -> int:
        return sum(p.put_in for p in self.players)

    def say(self, seat: int | None, text: str, private: str | None = None,
            told: int | None = None) -> None:
        """Log a move of ``seat`` (``None``: the table's or the dealer's doing), in its first
        person: ``"take a card: 7♣"``. Each reader sees it with "You" or "Seat 2" and the verb
        agreeing; ``[get]`` marks another verb that agrees, and ``<2>`` names seat index 2 ("you"
        to that seat's player), as in ``"ask <2> for kings and [get] Q♥"``. ``private`` is what
        seat ``told`` (by default ``seat`` itself) reads instead."""
        if private is not None:
            who = seat if told is None else told
            assert who is not None
            self.private[len(self.events)] = (who, private)
        self.events.append((seat, text))

    def remember(self, name: str, make: Callable[[], T]) -> T:
        """The data a step kind keeps under ``name`` for the whole hand, made on first use."""
        if name not in self.memory:
            self.memory[name] = make()
        value: T = self.memory[name]
        return value

    def start_turns(self, eligible: Iterable[bool]) -> bool:
        """Queue the seats for which ``eligible`` is true, in order; True if there are any."""
        self.queue = [s for s, ok in enumerate(eligible) if ok]
        return bool(self.queue)

    def finish_turn(self) -> None:
        """The seat to act is done; after the last one, the step ends and play moves on."""
        self.queue.pop(0)
        if not self.queue:
            step = self.step
            assert step is not None
            step.end(self)
            self.pc += 1

    def throw_away(self, seat: int | None, card: Card, face_up: bool) -> None:
        """A card leaves ``seat``'s hand (``None``: the table) for good; a face-down one stays
        secret from the others."""
        self.discards.append(card)
        if not face_up and seat is not None:
            self.secret_discards[card] = seat

    def before_up(self, seat: int) -> None:
        """A face-up card is about to be dealt to ``seat``: the game's table rule may act first."""
        if self.spec.table is not None:
            self.spec.table.before_up(self, seat)

    def show(self, seat: int | None, card: Card) -> None:
        """``card`` has just come face up for ``seat`` (``None``: on the table); every step that
        turns a card up calls this, so the game's table rule (wild cards that change) reacts."""
        if self.spec.table is not None:
            self.spec.table.shown(self, seat, card)

    def settle(self, payouts: dict[int, int]) -> None:
        self.payouts = payouts
        for seat, chips in payouts.items():
            self.players[seat].stack += chips
        self.over = True
        self.queue = []

    # -- running the program --------------------------------------------------------------------
    def _run(self) -> None:
        """Advance through automatic steps until someone must act or the hand ends."""
        while not self.over and not self.queue:
            if len(self.live()) == 1:
                (winner,) = self.live()
                self.uncontested = winner
                self.settle({winner: self.pot})
                return
            step = self.step
            assert step is not None, f"{self.spec.name} ran past its last step"
            if step.begin(self):
                return
            self.pc += 1

    # -- checks ---------------------------------------------------------------------------------
    def chips_on_table(self) -> int:
        return sum(p.stack for p in self.players) + (0 if self.over else self.pot)

    def hidden_from(self, viewer: int) -> set[Card]:
        """The cards ``viewer`` may not see now: others' face-down cards, until they are shown,
        and the cards thrown away face down."""
        hidden = {c for i, p in enumerate(self.players) if i != viewer
                  and not (self.showed and not p.folded) for c in p.down}
        hidden |= {c for c, owner in self.secret_discards.items() if owner != viewer}
        hidden |= {c for c, blind in zip(self.players[viewer].held, self.unseen(viewer), strict=True)
                   if blind}
        return hidden - self.known.get(viewer, set())

    def unseen(self, seat: int) -> list[bool]:
        """For each of ``seat``'s cards, whether it lies face down unseen even by its owner (dealt
        blind, :attr:`blind`). At the showdown a hand still in is shown to everyone, its owner too."""
        left = [] if self.showed and not self.players[seat].folded else list(self.blind.get(seat, ()))
        flags = []
        for card, up in self.players[seat].cards:
            flags.append(not up and card in left)
            if flags[-1]:
                left.remove(card)
        return flags

    def see(self, seat: int, card: Card) -> None:
        """``seat``'s owner now knows ``card``, one of its cards dealt blind (turned up, looked at)."""
        if card in self.blind.get(seat, ()):
            self.blind[seat].remove(card)

    def pass_cards(self, giver: int, taker: int) -> list[tuple[Card, bool]]:
        """All of ``giver``'s cards go to ``taker``, face up or down as they lay; the giver still
        knows the face-down ones. Returns the cards passed."""
        cards = self.players[giver].cards
        self.players[taker].cards.extend(cards)
        self.players[giver].cards = []
        self.known.setdefault(giver, set()).update(c for c, up in cards if not up)
        self.mark_new(taker, [c for c, _ in cards])
        return cards

    def mark_new(self, seat: int, cards: Iterable[Card]) -> None:
        """``cards`` came to ``seat`` from another player: views mark them new until that seat
        next moves."""
        self.fresh.setdefault(seat, set()).update(cards)

    def undealt(self) -> list[Card]:
        """The cards still to be dealt, the next one first."""
        return list(self.deck[self.next_card:])

    def all_cards(self) -> list[Card]:
        """Every card: in hands, thrown away, or still in the deck."""
        held = [c for p in self.players for c, _ in p.cards]
        return held + self.common + self.discards + list(self.deck[self.next_card:])


def _plain(value: Any) -> Any:
    """Step memory as plain, comparable data (sets sorted), for snapshots."""
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, set | frozenset):
        return sorted(_plain(v) for v in value)
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if isinstance(value, Card):
        return value.code
    return value

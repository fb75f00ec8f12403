"""Three Card Poker, the casino game: each seat plays its own hand against the dealer.

Order of play: every seat antes and may bet Pair Plus; three cards each are dealt, and the dealer
takes three; each seat plays (a raise equal to the ante) or folds; the dealer shows, qualifies
with queen-high or better, and settles. The ante bonus and Pair Plus pay on the seat's own hand.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pokerrules.core.actions import Action, Template, check_legal
from pokerrules.core.cards import Card, card_json, standard_deck
from pokerrules.core.errors import BadOption, IllegalAction
from pokerrules.core.words import end_log, summary
from pokerrules.games.three_card_poker.card import card_words
from pokerrules.games.three_card_poker.coach import COACH
from pokerrules.games.three_card_poker.pay import (
    OPTIONS,
    QUALIFY_KEY,
    QUALIFY_WORDS,
    Paytables,
    Settlement,
    settle,
)
from pokerrules.rankings.three_card import (
    THREE_CARD,
    ThreeCardCategory,
    ThreeCardPoker,
)
from pokerrules.steps.family import Family
from pokerrules.table.declare import match_variant
from pokerrules.table.state import Table

Cat = ThreeCardCategory
HAND_SIZE = 3
@dataclass
class SeatState:
    stack: int
    ante: int = 0
    pair_plus: int = 0
    play: int = 0
    cards: tuple[Card, ...] = ()
    folded: bool = False
    settlement: Settlement | None = None


WAGER_ANTE, WAGER_PAIR_PLUS, DECIDE, OVER = "ante", "pair_plus", "decide", "over"


@dataclass
class ThreeCardPokerState:
    """One hand at the table. Use :meth:`apply`; an illegal action changes nothing."""

    table: Table
    actions: list[tuple[int, Action]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.pays = Paytables.from_options(self.table.options)
        for seat, chips in enumerate(self.table.stacks):
            if chips < 2 * self.pays.min_bet:
                who = "You have" if seat == 0 else f"Seat {seat + 1} has"
                raise BadOption(
                    f"{who} {chips} chips, fewer than the {2 * self.pays.min_bet} needed to ante "
                    "the minimum and then play."
                )
        self.seats = [SeatState(stack=chips) for chips in self.table.stacks]
        self.dealer: tuple[Card, ...] = ()
        self.house = 0
        self.stage = WAGER_ANTE
        self.turn: int | None = 0
        self.events: list[tuple[int | None, str]] = []

    # -- the protocol -------------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return self.turn

    @property
    def is_over(self) -> bool:
        return self.stage == OVER

    def legal_actions(self) -> list[Template]:
        if self.turn is None:
            return []
        seat = self.seats[self.turn]
        low, high = self.pays.min_bet, self.pays.max_bet
        if self.stage == WAGER_ANTE:
            top = min(high, seat.stack // 2)
            return [Template("ante", f"Ante {low}" if low == top else "Ante", low, top, low,
                             focus=True)]
        if self.stage == WAGER_PAIR_PLUS:
            top = min(high, seat.stack - seat.ante)
            # Nothing left after the ante (and the play bet it may need): the one amount is 0.
            label = "Pair Plus bet" if top > 0 else "Pair Plus bet: 0 (no chips left for it)"
            return [Template("pair_plus", label, 0, top, 0, focus=True)]
        return [Template("play", f"Play (raise {seat.ante})", focus=True), Template("fold", "Fold")]

    def apply(self, action: Action) -> None:
        action = Action.from_json(action)
        check_legal(action, self.legal_actions(), _who(self.turn, self.turn))
        assert self.turn is not None
        seat_no, seat = self.turn, self.seats[self.turn]
        if action.kind == "ante":
            assert action.amount is not None
            seat.ante, seat.stack = action.amount, seat.stack - action.amount
            self.events.append((seat_no, f"ante {action.amount}"))
            self.stage = WAGER_PAIR_PLUS
        elif action.kind == "pair_plus":
            assert action.amount is not None
            seat.pair_plus, seat.stack = action.amount, seat.stack - action.amount
            if action.amount:
                self.events.append((seat_no, f"bet {action.amount} on Pair Plus"))
            self._next_wager(seat_no)
        elif action.kind == "play":
            seat.play, seat.stack = seat.ante, seat.stack - seat.ante
            self.events.append((seat_no, f"play, raising {seat.ante}"))
            self._next_decision(seat_no)
        else:
            seat.folded = True
            self.events.append((seat_no, "fold"))
            self._next_decision(seat_no)
        self.actions.append((seat_no, action))

    # -- automatic steps ---------------------------------------------------------------------
    def _next_wager(self, seat_no: int) -> None:
        if seat_no + 1 < len(self.seats):
            self.turn, self.stage = seat_no + 1, WAGER_ANTE
            return
        deck = self.table.deck
        for i, seat in enumerate(self.seats):
            seat.cards = deck[HAND_SIZE * i: HAND_SIZE * (i + 1)]
        start = HAND_SIZE * len(self.seats)
        self.dealer = deck[start: start + HAND_SIZE]
        self.events.append((None, "Three cards each are dealt, and three to the dealer."))
        self.turn, self.stage = 0, DECIDE

    def _next_decision(self, seat_no: int) -> None:
        if seat_no + 1 < len(self.seats):
            self.turn = seat_no + 1
            return
        self.turn, self.stage = None, OVER
        for seat in self.seats:
            result = settle(seat.cards, self.dealer, seat.ante, seat.pair_plus,
                            not seat.folded, self.pays)
            staked = seat.ante + seat.pair_plus + seat.play
            # Chips on the layout go back to the seat with its winnings; losses go to the house.
            seat.stack += staked + result.net
            self.house -= result.net
            seat.settlement = result

    # -- what each seat sees ------------------------------------------------------------------
    def _visible(self, owner: int | None, viewer: int) -> bool:
        if owner == viewer:
            return True
        if not self.is_over:
            return False
        return owner is None or not self.seats[owner].folded

    def view(self, seat: int) -> dict[str, Any]:
        if not 0 <= seat < len(self.seats):
            raise IllegalAction(f"There is no seat {seat + 1} at this table.")
        hands = [self._hand_view(i, seat) for i in range(len(self.seats))]
        dealt = bool(self.dealer)
        show_dealer = dealt and self.is_over
        hands.append({
            "name": "Dealer", "seat": None, "stack": None, "notes": [],
            "label": THREE_CARD.label(self.dealer) if show_dealer else None,
            "cards": [card_json(c if show_dealer else None) for c in self.dealer],
        })
        log = [_phrase(owner, text, seat) for owner, text in self.events]
        log_seats: list[int | None] = [owner for owner, _ in self.events]
        result = self.result(seat)
        end_log(log, log_seats, result)
        return {
            "variant": self.table.variant,
            "seed": self.table.seed,
            "stage": self.stage,
            "to_act": self.turn,
            "your_seat": seat,
            "prompt": self._prompt(seat),
            "legal": [t.to_json() for t in self.legal_actions()] if self.turn == seat else [],
            "hands": hands,
            "log": log,
            "log_seats": log_seats,
            "result": result,
        }

    def _hand_view(self, i: int, viewer: int) -> dict[str, Any]:
        seat = self.seats[i]
        shown = self._visible(i, viewer)
        notes = [f"Ante {seat.ante}"] if seat.ante else []
        if seat.pair_plus:
            notes.append(f"Pair Plus {seat.pair_plus}")
        if seat.play:
            notes.append(f"Play {seat.play}")
        if seat.folded:
            notes.append("Folded")
        if seat.settlement is not None:
            notes.append(f"{seat.settlement.net:+d}")
        return {
            "name": _who(i, viewer, capital=True) + (f" (seat {i + 1})" if i == viewer else ""),
            "seat": i,
            "stack": seat.stack,
            "label": THREE_CARD.label(seat.cards) if shown and seat.cards else None,
            "notes": notes,
            "cards": [card_json(c if shown else None) for c in seat.cards],
        }

    def _prompt(self, seat: int) -> str:
        if self.is_over:
            return "The hand is over. Deal again to play another."
        if self.turn != seat:
            return f"Waiting for {_who(self.turn, seat)}."
        if self.stage == WAGER_ANTE:
            return "Place your ante."
        if self.stage == WAGER_PAIR_PLUS:
            return "Bet on Pair Plus if you like (0 for no bet)."
        return f"Play (raise {self.seats[seat].ante}) or fold?"

    def result(self, viewer: int | None = None) -> dict[str, Any] | None:
        """Chips won or lost per seat, the house's take, and the result in sentences for
        ``viewer``: the dealer's hand and whether it qualifies, then each seat's hand against the
        dealer's with every bet's result."""
        if not self.is_over:
            return None
        dealer = _lower(THREE_CARD.label(self.dealer))
        qualifies = THREE_CARD.key(self.dealer) >= QUALIFY_KEY
        lines = [f"The dealer has {dealer} and {'qualifies' if qualifies else 'does not qualify'} "
                 f"({'it needs ' if not qualifies else ''}{QUALIFY_WORDS})."]
        lines += [self._seat_line(i, viewer, dealer) for i in range(len(self.seats))]
        net = [s.settlement.net for s in self.seats if s.settlement]
        return {
            "net": net,
            "house": self.house,
            "stacks": [s.stack for s in self.seats],
            "staked": [s.ante + s.pair_plus + s.play for s in self.seats],
            "lines": lines,
            "summary": summary(net[viewer], self.seats[viewer].ante + self.seats[viewer].pair_plus
                               + self.seats[viewer].play) if viewer is not None else None,
        }

    def _seat_line(self, i: int, viewer: int | None, dealer: str) -> str:
        """``"Your pair of aces beats the dealer's king high: ante 5 won 5, play 5 won 5."``"""
        seat, s = self.seats[i], self.seats[i].settlement
        assert s is not None
        whose = "Your" if i == viewer else f"Seat {i + 1}'s"
        hand = _lower(THREE_CARD.label(seat.cards))
        if seat.folded:  # a folded hand stays hidden from the others
            head = f"You fold {hand}" if i == viewer else f"Seat {i + 1} folds"
        elif s.outcome == "dealer does not qualify":
            head = f"{whose} {hand} plays; the dealer does not qualify"
        else:
            verb = {"win": "beats", "lose": "loses to", "tie": "ties with"}[s.outcome]
            head = f"{whose} {hand} {verb} the dealer's {dealer}"
        bets = [f"ante {seat.ante} {_won(s.ante)}"]
        if seat.play:
            bets.append(f"play {seat.play} {_won(s.play)}")
        if s.bonus:
            bets.append(f"ante bonus {_won(s.bonus)}")
        if seat.pair_plus:
            bets.append(f"Pair Plus {seat.pair_plus} {_won(s.pair_plus)}")
        return f"{head}: {', '.join(bets)}."

    def snapshot(self) -> dict[str, Any]:
        return {
            "stage": self.stage, "turn": self.turn, "house": self.house,
            "dealer": [c.code for c in self.dealer], "events": list(self.events),
            "actions": [(s, a.to_json()) for s, a in self.actions],
            "seats": [
                {"stack": s.stack, "ante": s.ante, "pair_plus": s.pair_plus, "play": s.play,
                 "cards": [c.code for c in s.cards], "folded": s.folded}
                for s in self.seats
            ],
        }

    def all_cards(self) -> list[Card]:
        """Every card: the seats' hands, the dealer's, and the undealt rest of the deck."""
        dealt = [c for seat in self.seats for c in seat.cards] + list(self.dealer)
        held = set(dealt)
        return dealt + [c for c in self.table.deck if c not in held]

    def undealt(self) -> list[Card]:
        """The cards no hand holds (every hand is dealt at once)."""
        held = {c for seat in self.seats for c in seat.cards} | set(self.dealer)
        return [c for c in self.table.deck if c not in held]

    def hidden_from(self, viewer: int) -> set[Card]:
        """The cards ``viewer`` may not see now."""
        hidden = {c for i, seat in enumerate(self.seats) for c in seat.cards
                  if not self._visible(i, viewer)}
        return hidden | (set() if self._visible(None, viewer) else set(self.dealer))

    def chips_on_table(self) -> int:
        """Stacks, bets still in the circles, and the house's take: constant through a hand."""
        in_circles = 0 if self.is_over else sum(s.ante + s.pair_plus + s.play for s in self.seats)
        return sum(s.stack for s in self.seats) + in_circles + self.house


def _won(chips: int) -> str:
    return f"won {chips}" if chips > 0 else "lost" if chips < 0 else "pushed"


def _lower(label: str) -> str:
    return label[0].lower() + label[1:]


def _who(seat: int | None, viewer: int | None, capital: bool = False) -> str:
    if seat is None:
        return "the dealer"
    if seat == viewer:
        return "You" if capital else "you"
    return f"Seat {seat + 1}" if capital else f"seat {seat + 1}"


def _phrase(owner: int | None, text: str, viewer: int) -> str:
    if owner is None:
        return text
    verb, _, rest = text.partition(" ")
    if owner != viewer:
        verb = {"bet": "bets", "fold": "folds", "play,": "plays,"}.get(verb, verb + "s")
    return f"{_who(owner, viewer, capital=True)} {verb}{(' ' + rest) if rest else ''}."


def _read_rules() -> str:
    from importlib.resources import files

    return files("pokerrules.games.three_card_poker").joinpath("rules.md").read_text("utf-8")


RULES = _read_rules()


def _analysis(options: Mapping[str, str]) -> dict[str, Any]:
    from pokerrules.games.three_card_poker.analysis import report

    return report(options)


def _page_table(name: str) -> Callable[[], str]:
    def render() -> str:
        from pokerrules.games.three_card_poker.tables import TABLES

        return TABLES[name]()

    return render


VARIANT = match_variant(
    __name__,
    id="three-card-poker",
    name="Three Card Poker",
    family="Casino",
    summary="Beat the dealer's three cards; Pair Plus and the ante bonus pay on your own hand.",
    tags=("casino", "banked", "three cards", "no draw"),
    seats=(1, 6, 3),
    start_stack=1000,
    deck=standard_deck,
    start=ThreeCardPokerState,
    rules=RULES,
    options=OPTIONS,
    card_words=card_words,
    bots={"q64": "ThresholdBot"},
    tables={name: _page_table(name) for name in ("ranking", "paytables", "strategy", "odds")},
    analysis=_analysis,
    showdown_parts=lambda options: [("high", ThreeCardPoker())],
    showdown_cards=(3, 3),
    coach=COACH,
    favours_dealer=True,  # at a night, the dealer banks, and the bank has the edge
)

__all__ = ["VARIANT", "Paytables", "Settlement", "ThreeCardPokerState", "settle"]

FAMILY_ENTRY = Family("Three Card Poker", (VARIANT,), order=1)

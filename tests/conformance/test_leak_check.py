"""The conformance leak check can fail, and counts copies: it is fed views that leak one copy of a
card the deck holds twice (as in Rumino, Pif Paf and Jubilee), and honest views of the same
table (issue 18, point 18)."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

from pokerrules.core.cards import Card, parse, parse_card
from tests.conformance.checks import _before, _leaks, _log_leaks

SEVEN = parse_card("7c")


def card(code: str, up: bool = False) -> dict[str, Any]:
    if code == "??":
        return {"code": "??", "text": "face-down card", "short": "??", "suit": None, "up": up}
    c = parse_card(code)
    return {"code": c.code, "text": c.text, "short": c.short, "suit": c.suit, "up": up}


@dataclass
class Table:
    """Two seats and a double deck of two cards: 7♣ twice and K♦ twice; seat 2 holds one 7♣
    face down, the other 7♣ and a K♦ are in the stock, and the reader (seat 1) holds a K♦."""

    labels: tuple[str | None, str | None] = (None, None)
    seat_two_cards: tuple[dict[str, Any], ...] = (card("??"),)
    log: list[str] = field(default_factory=list)
    log_seats: list[int | None] = field(default_factory=list)
    seat_two_holds: tuple[Card, ...] = (SEVEN,)
    table: Any = field(default_factory=lambda: SimpleNamespace(stacks=(100, 100)))

    def all_cards(self) -> list[Card]:
        return list(parse("7c 7c Kd Kd"))

    def hidden_from(self, viewer: int) -> set[Card]:
        seen = {parse_card("Kd")} if viewer == 0 else set(self.seat_two_holds) | {parse_card("Kd")}
        return set(self.all_cards()) - seen

    def view(self, seat: int) -> dict[str, Any]:
        assert seat == 0
        return {"prompt": "Your move.", "legal": [], "info": [], "result": None,
                "log": list(self.log), "log_seats": list(self.log_seats),
                "hands": [{"name": "You (seat 1)", "seat": 0, "label": self.labels[0],
                           "notes": [], "cards": [card("Kd")]},
                          {"name": "Seat 2", "seat": 1, "label": self.labels[1], "notes": [],
                           "cards": list(self.seat_two_cards)}]}


def test_an_honest_view_of_a_doubled_card_passes() -> None:
    table = Table(log=["Seat 2 discards 7♣.", "Seat 2 takes the 7♣ back."], log_seats=[1, 1])
    assert _leaks(table, 0) == []  # type: ignore[arg-type]


def test_one_copy_of_a_doubled_card_drawn_in_another_hand_is_a_leak() -> None:
    leaky = Table(seat_two_cards=(card("7c"),))
    assert _leaks(leaky, 0) == ["7c"]  # type: ignore[arg-type]


def test_a_doubled_card_named_in_another_seats_label_is_a_leak() -> None:
    leaky = Table(labels=(None, "Melds: none; left over: 7♣ (7)"))
    assert _leaks(leaky, 0) == ["7c"]  # type: ignore[arg-type]


def test_a_doubled_card_drawn_unseen_from_the_stock_and_named_in_the_log_is_a_leak() -> None:
    drawing = Table(seat_two_holds=())
    before = _before(drawing, 0)  # type: ignore[arg-type]
    drawing.seat_two_holds = (SEVEN,)
    drawing.log, drawing.log_seats = ["Seat 2 draws 7♣."], [1]
    assert _log_leaks(before, drawing, 0) == ["7c"]  # type: ignore[arg-type]
    drawing.log = ["Seat 2 draws a card."]
    assert _log_leaks(before, drawing, 0) == []  # type: ignore[arg-type]


def test_a_card_the_deck_holds_once_is_never_named_while_hidden() -> None:
    class Single(Table):
        def all_cards(self) -> list[Card]:
            return list(parse("7c Kd"))

    assert _leaks(Single(log=["Seat 2 holds 7♣."], log_seats=[1]), 0) == ["7c"]  # type: ignore[arg-type]
    assert _leaks(Single(), 0) == []  # type: ignore[arg-type]

"""Small shared pieces for the tests."""

from __future__ import annotations

import json
from typing import Any

from pokerrules.api import facade as api
from pokerrules.core.cards import Card, parse, standard_deck
from pokerrules.games.three_card_poker import ThreeCardPokerState
from pokerrules.lookup.registry import get
from pokerrules.table.state import Table


def stacked_table(*hands: str, seats: int | None = None, stack: int = 1000,
                  **options: str) -> ThreeCardPokerState:
    """A Three Card Poker hand whose deck starts with ``hands`` (the dealer's three last)."""
    top = [card for hand in hands for card in parse(hand)]
    rest: list[Card] = [c for c in standard_deck() if c not in top]
    count = seats if seats is not None else len(hands) - 1
    game = get("three-card-poker")
    return ThreeCardPokerState(Table(game.id, game.resolve_options(options), 0, (stack,) * count,
                                     tuple(top + rest), game=game))


def stacked_step_game(variant_id: str, draw_order: str, seats: int, stack: int = 100,
                      stacks: tuple[int, ...] | None = None,
                      **options: str):  # type: ignore[no-untyped-def]
    """A step game whose deck is drawn in ``draw_order`` first (then the rest, in deck order)."""
    from pokerrules.steps.machine import StepGameState

    variant = get(variant_id)
    top = list(parse(draw_order))
    assert len(set(top)) == len(top), "a card is stacked twice"
    rest = [c for c in standard_deck() if c not in top]
    state = variant.start(Table(variant_id, variant.resolve_options(options), 0,
                                stacks or (stack,) * seats, tuple(top + rest)))
    assert isinstance(state, StepGameState)
    return state


def play(state, *moves: str) -> None:  # type: ignore[no-untyped-def]
    """Apply moves written as ``"check"``, ``"bet 2"``, ``"flip As"``, ``"ask 1 K"`` (seat index).

    ``"1:check"`` also checks that seat index 1 is the one to act.
    """
    from pokerrules.core.actions import Action

    for move in moves:
        seat, _, move = move.rpartition(":")
        if seat:
            assert state.to_act == int(seat), f"expected seat {seat} to act, not {state.to_act}"
        kind, *args = move.split()
        if kind == "ask":
            state.apply(Action("ask", target=int(args[0]), rank=args[1]))
        elif args and args[0].isdigit():
            state.apply(Action(kind, int(args[0])))
        elif args:
            state.apply(Action(kind, card=args[0]))
        else:
            state.apply(Action(kind))


def checked_hand(state, *offers: str) -> None:  # type: ignore[no-untyped-def]
    """Play a hand in which every betting round is checked round: ``offers`` are the moves of
    each card offer in turn (``"0:take 1:decline"``); then everyone declines and it ends."""
    from pokerrules.core.actions import Action
    from pokerrules.steps.spec import Bet, Offer

    def check_round() -> None:
        while not state.is_over and isinstance(state.step, Bet):
            state.apply(Action("check"))

    for offer in offers:
        check_round()
        play(state, *offer.split())
    check_round()
    while not state.is_over and isinstance(state.step, Offer):
        state.apply(Action("decline"))
    check_round()
    assert state.is_over


def facade(**request: Any) -> dict[str, Any]:
    """The facade's reply to ``request``, as JSON text in and out, as the page calls it."""
    reply: dict[str, Any] = json.loads(api.handle(json.dumps(request)))
    return reply


def night_ok(**request: Any) -> dict[str, Any]:
    """The facade's reply to a night request that must succeed."""
    reply = facade(**request)
    assert reply["ok"], reply
    return reply


def night_refused(**request: Any) -> str:
    """The message of a night request the facade must refuse as a bad night."""
    reply = facade(**request)
    assert not reply["ok"] and reply["error"]["code"] == "bad-night", reply
    return reply["error"]["message"]  # type: ignore[no-any-return]


def focused_move(view: dict[str, Any]) -> dict[str, Any]:
    """The move a view offers with the focus (else its last one), at its smallest amount and
    first card."""
    legal = view["legal"]
    move = next((t for t in legal if t.get("focus")), legal[-1])
    action = {"kind": move["kind"]}
    if "min" in move:
        action["amount"] = move["min"]
    if move.get("cards"):
        action["card"] = move["cards"][0]["value"]
    return action

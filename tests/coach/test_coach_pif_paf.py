"""Pif Paf's coach: cards out of melds after each discard, the outs, and the draw, against a
brute-force count over every copy of every card the seat cannot see."""

from __future__ import annotations

import copy

import pytest

from pokerrules.coach.odds import odds
from pokerrules.core.actions import Action
from pokerrules.core.cards import Card
from pokerrules.games.pif_paf import stacked
from pokerrules.games.pif_paf.rules import double_deck, meld_rules
from pokerrules.games.pif_paf.state import PifPafState
from pokerrules.kits.melds import arrange, melded_completely

RULES = meld_rules({})
SEAT1 = "7c 7d 7h Jd Qd Kd As 2s 5c"  # out with 3s
SEAT2 = "3h 4h 9c 9d 9s Kc Kd Kh 8c"  # out with 2h or 5h
SEAT3 = "5d 8d Jh Qh 2c 4s 6d Tc Ac"


def checked_round(game: PifPafState) -> None:
    for _ in range(len(game.active)):
        game.apply(Action("check"))


def unseen_by_hand(state: PifPafState, seat: int) -> list[Card]:
    """Every physical card the seat cannot see: the two decks less its hand and the pile."""
    left = list(double_deck())
    for card in [*state.hands[seat], *state.discards]:
        left.remove(card)
    return left


def without(cards: list[Card], card: Card) -> list[Card]:
    rest = list(cards)
    rest.remove(card)
    return rest


def left_over(cards: list[Card]) -> int:
    return len(arrange(cards, RULES).deadwood)


def goes_out(ten: list[Card]) -> bool:
    return any(melded_completely(without(ten, c), RULES) is not None for c in set(ten))


def brute_hand(hand: list[Card], unseen: list[Card]) -> dict[str, float]:
    helping = going = 0
    for card in unseen:  # each copy on its own
        more = [*hand, card]
        out = goes_out(more)
        if out or len(more) - left_over(more) > len(hand) - left_over(hand):
            helping += 1
            going += out
    return {"deadwood": float(left_over(hand)), "outs": float(helping), "going_out": float(going)}


def least_after_discard(cards: list[Card], keep: Card | None = None) -> int:
    return min(left_over(without(cards, c)) for c in cards if c != keep or cards.count(c) > 1)


def figures(state: PifPafState) -> dict[str, dict[str, float]]:
    reply = odds(state, state.to_act)
    assert reply["exact"] is True and "samples" not in reply
    return {m["label"]: m.get("figures", {}) for m in reply["moves"]}


def test_the_betting_shows_the_hand_as_it_stands() -> None:
    state = stacked(SEAT1, SEAT2, SEAT3, stock="4d 2h 9h")
    seat = state.to_act
    got = figures(state)
    want = brute_hand(list(state.hands[seat]), unseen_by_hand(state, seat))
    assert want["going_out"] > 0  # the 3♠ (two copies unseen) completes the hand
    assert all(moves == want for moves in got.values())


def test_every_discard_against_a_brute_force_count() -> None:
    state = stacked(SEAT1, SEAT2, SEAT3, stock="4d 2h 9h Ts")
    checked_round(state)
    state.apply(Action("draw"))  # 4♦ for seat 1: no use to it
    state.apply(Action("discard", card="4d"))
    state.apply(Action("draw"))  # 2♥: seat 2 may go out
    seat = state.to_act
    hand = list(state.hands[seat])
    unseen = unseen_by_hand(state, seat)
    got = figures(state)
    for card in set(hand):
        labels = [f"{kind} {card.short}" for kind in ("Discard", "Go out, discarding")]
        want = brute_hand(without(hand, card), unseen)
        for label in labels:
            if label in got:
                assert got[label] == want, label
    assert got["Go out, discarding 8♣"]["deadwood"] == 0


def test_the_draw_against_every_card_of_the_stock() -> None:
    state = stacked(SEAT1, SEAT2, SEAT3, stock="4d 2h 9h Ts")
    checked_round(state)
    state.apply(Action("draw"))
    state.apply(Action("discard", card="4d"))
    seat = state.to_act
    hand = list(state.hands[seat])
    unseen = unseen_by_hand(state, seat)
    got = figures(state)
    top = state.discards[-1]
    assert got[f"Take {top.short} from the discard pile"]["deadwood"] == \
        least_after_discard([*hand, top], keep=top)
    want = sum(least_after_discard([*hand, c]) for c in unseen) / len(unseen)
    assert got["Draw from the stock"]["deadwood"] == pytest.approx(want, abs=1e-9)


def test_the_figures_do_not_depend_on_where_the_unseen_cards_lie() -> None:
    state = stacked(SEAT1, SEAT2, SEAT3, stock="4d 2h 9h Ts")
    checked_round(state)
    state.apply(Action("draw"))
    state.apply(Action("discard", card="4d"))
    seat = state.to_act
    want = odds(state, seat)
    others = [s for s in range(3) if s != seat]
    for shift in (4, 13):
        moved = copy.deepcopy(state)
        hidden = [c for s in others for c in moved.hands[s]] + list(moved.stock)
        order = hidden[shift:] + hidden[:shift]
        for i, s in enumerate(others):
            moved.hands[s] = order[9 * i:9 * (i + 1)]
        moved.stock = order[9 * len(others):]
        assert odds(moved, seat) == want
    changed = copy.deepcopy(state)
    changed.hands[seat][0], changed.hands[others[0]][0] = \
        changed.hands[others[0]][0], changed.hands[seat][0]
    assert odds(changed, seat) != want  # the seat's own cards do count

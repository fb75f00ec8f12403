"""Rumino's coach: deadwood after each discard, the outs, and the draw, against a brute-force
count over every copy of every card the seat cannot see."""

from __future__ import annotations

import copy

import pytest

from pokerrules.coach.odds import odds
from pokerrules.core.actions import Action
from pokerrules.core.cards import Card, parse
from pokerrules.games.rumino import stacked
from pokerrules.games.rumino.rules import KNOCK_LIMIT, best, meld_rules, rumino, rumino_deck
from pokerrules.games.rumino.state import RuminoState
from pokerrules.kits.melds import arrange

HANDS = ("5s 6s 7s Kd Kc 9h 2c", "Ah 2h 3h Qs Qd Jk 8c", "4d 4c Td Th 3s 8h 9d")
UPCARD, STOCK = "8s", "Kh 6d 2d Jc"


def unseen_by_hand(state: RuminoState, seat: int) -> list[Card]:
    """Every physical card the seat cannot see: the deck, less its hand and the pile."""
    left = list(rumino_deck())
    for card in [*state.hands[seat], *state.pile]:
        left.remove(card)
    return left


def without(cards: list[Card], card: Card) -> list[Card]:
    rest = list(cards)
    rest.remove(card)
    return rest


def melded(cards: list[Card]) -> int:
    return len(cards) - len(arrange(cards, meld_rules(True)).deadwood)


def least_after_discard(cards: list[Card]) -> int:
    return min(best(without(cards, c)).points for c in cards)


def brute_discard(hand: list[Card], unseen: list[Card]) -> dict[str, float]:
    points = best(hand).points
    helping = going = 0
    for card in unseen:  # each copy on its own
        more = [*hand, card]
        out = points > KNOCK_LIMIT and (least_after_discard(more) <= KNOCK_LIMIT
                                        or rumino(more) is not None)
        if out or melded(more) > melded(hand):
            helping += 1
            going += out
    return {"deadwood": float(points), "outs": float(helping), "going_out": float(going)}


def figures(state: RuminoState) -> dict[str, dict[str, float]]:
    reply = odds(state, state.to_act)
    assert reply["exact"] is True and "samples" not in reply
    return {m["label"]: m.get("figures", {}) for m in reply["moves"]}


def test_the_draw_against_every_card_of_the_stock() -> None:
    state = stacked(*HANDS, upcard=UPCARD, stock=STOCK)
    seat = state.to_act
    hand = list(state.hands[seat])
    unseen = unseen_by_hand(state, seat)
    got = figures(state)
    assert got["Take the upcard 8♠"]["deadwood"] == least_after_discard([*hand, parse("8s")[0]])
    want = sum(least_after_discard([*hand, c]) for c in unseen) / len(unseen)
    assert got["Draw from the stock"]["deadwood"] == pytest.approx(want, abs=1e-9)


@pytest.mark.parametrize("take", ["stock", "upcard"])
def test_every_discard_against_a_brute_force_count(take: str) -> None:
    state = stacked(*HANDS, upcard=UPCARD, stock=STOCK)
    state.apply(Action(take))
    seat = state.to_act
    hand = list(state.hands[seat])
    unseen = unseen_by_hand(state, seat)
    got = figures(state)
    assert len(got) == len(set(hand))
    for card in set(hand):
        want = brute_discard(without(hand, card), unseen)
        assert got[f"Discard {card.short}"] == want, card


def test_a_hand_near_knocking_has_outs_that_let_it_knock() -> None:
    state = stacked("As 2s 3s 4d 4c 4h Kc", *HANDS[1:], upcard="2c", stock=STOCK)
    state.apply(Action("upcard"))
    got = figures(state)
    king = got["Discard K♣"]
    assert king["deadwood"] == 2  # A-2-3 of spades and three fours; the 2♣ left
    assert king["going_out"] == 0  # it may knock already
    two = got["Discard 2♣"]
    assert two["deadwood"] == 10 and two["going_out"] > 0


def test_the_figures_do_not_depend_on_where_the_unseen_cards_lie() -> None:
    state = stacked(*HANDS, upcard=UPCARD, stock=STOCK)
    state.apply(Action("stock"))
    seat = state.to_act
    want = odds(state, seat)
    for shift in (5, 17):
        moved = copy.deepcopy(state)
        hidden = moved.hands[1] + moved.hands[2] + list(moved.deck[moved.dealt:])
        order = hidden[shift:] + hidden[:shift]
        moved.hands[1], moved.hands[2] = order[:7], order[7:14]
        moved.deck = moved.deck[:moved.dealt] + tuple(order[14:])
        assert odds(moved, seat) == want
    changed = copy.deepcopy(state)
    changed.hands[seat][0], changed.hands[1][0] = changed.hands[1][0], changed.hands[seat][0]
    assert odds(changed, seat) != want  # the seat's own cards do count

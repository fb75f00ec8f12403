"""Ace-to-five low: against every combination, qualifiers, labels, wild cards, three-card low."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrules.core.cards import Card, parse, standard_deck
from pokerrules.rankings import AceToFiveLow, ThreeCardLow, Wild
from pokerrules.rankings.patterns import unpack
from tests.rankings import reference as ref

DECK = standard_deck()
JOKER = Card(0, "*")
LOW = AceToFiveLow()


def value(key: int) -> ref.Value:
    category, ranks = unpack(-key)
    return -category, tuple(-r for r in ranks)


@settings(max_examples=400, deadline=None)
@given(st.integers(1, 9).flatmap(lambda n: st.permutations(DECK).map(lambda d: list(d[:n]))),
       st.sampled_from([5, 3]))
def test_best_low_of_any_number(cards: list[Card], size: int) -> None:
    ranking = AceToFiveLow(size=size)
    assert value(ranking.showing_key(cards)) == ref.best_of(cards, size, ref.low_value)
    assert ranking.evaluate(cards).key == ranking.key(cards)


@settings(max_examples=120, deadline=None)
@given(st.tuples(st.integers(1, 7), st.integers(1, 3), st.permutations(DECK)), st.sampled_from([5, 3]))
def test_wild_cards_play_as_the_lowest_missing_rank(draw: tuple[int, int, list[Card]], size: int) -> None:
    n, w, deck = draw
    w = min(w, n)
    cards = [JOKER] * w + list(deck[: n - w])
    ranking = AceToFiveLow(size=size, wild=Wild())
    expected = ref.with_wilds(cards, lambda c: c.is_joker, size, False, ref.low_value)
    assert value(ranking.showing_key(cards)) == expected
    hand = ranking.evaluate(cards)
    plays = iter(card for _, card in hand.wild_plays)
    assert value(hand.key) == ref.low_value([next(plays) if c.is_joker else c for c in hand.used])


@pytest.mark.parametrize("hand, label", [
    ("As 2d 3c 4h 5s", "Wheel (5-4-3-2-A)"),
    ("7s 5d 4c 3h 2s Kd", "Seven-five low (7-5-4-3-2)"),
    ("3s 3d 7c 5h As", "Pair of threes (3-3-7-5-A)"),
    ("3s 3d 2c 2h As", "Two pair, threes and twos (3-3-2-2-A)"),
    ("Ks Kd Kc Qh Qs", "Full house, kings over queens"),
])
def test_labels(hand: str, label: str) -> None:
    assert LOW.label(parse(hand)).startswith(label)


def test_order_straights_and_flushes_do_not_count() -> None:
    order = ["5h 4h 3h 2h Ah", "6s 4d 3c 2h As", "6s 5d 4c 3h 2s", "7s 5d 4c 3h 2s", "7s 6d 3c 2h As",
             "Ks Qd Jc Th 8s", "As Ad 2c 3h 4s", "2s 2d 3c 4h 5s", "2s 2d 3c 3h 4s", "As Ad Ac 2h 3s"]
    keys = [LOW.key(parse(h)) for h in order]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == len(keys)


def test_eight_or_better() -> None:
    eight = AceToFiveLow(qualifier=8)
    assert eight.key(parse("8s 7d 6c 5h 4s")) is not None
    assert eight.key(parse("9s 5d 4c 3h 2s")) is None
    assert eight.key(parse("As Ad 2c 3h 4s")) is None
    assert eight.key(parse("9s 5d 4c 3h 2s Ac")) == LOW.key(parse("5d 4c 3h 2s Ac"))
    assert eight.label(parse("9s 5d 4c 3h 2s")) == "Nine-five low (9-5-4-3-2): no eight-or-better low"
    assert eight.evaluate(parse("9s 5d 4c 3h 2s")).key is None


def test_three_card_low() -> None:
    low = ThreeCardLow()
    assert low.label(parse("Ah 2c 3d Kd")) == "Three-two low (3-2-A)"
    assert low.key(parse("Ah 2c 3d")) > low.key(parse("Ah 2c 4d")) > low.key(parse("2h 3c 4d"))
    assert low.key(parse("Ah Kc Qd")) > low.key(parse("2h 2c 3d"))  # an ace plays low; a pair is bad
    assert low.describe().startswith("The lowest three cards win")

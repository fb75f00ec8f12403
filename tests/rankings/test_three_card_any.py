"""Three Card Poker's ranking over any number of cards, partial hands, wild cards, the order option."""

from __future__ import annotations

import dataclasses
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrules.core.cards import Card, parse, standard_deck
from pokerrules.rankings import THREE_CARD, ThreeCardPoker, Wild
from pokerrules.rankings.three_card import TRIPS_ON_TOP
from tests.rankings import reference as ref

DECK = standard_deck()
JOKER = Card(0, "*")
TCP = ThreeCardPoker()


def value(key: int) -> ref.Value:
    ranks = tuple(r for r in ((key >> 8) & 15, (key >> 4) & 15, key & 15) if r)
    return key >> 12, ranks


def test_three_cards_keep_the_keys_of_three_card_poker() -> None:
    for trio in combinations(DECK, 3):
        assert TCP.key(trio) == THREE_CARD.key(trio)


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 9).flatmap(lambda n: st.permutations(DECK).map(lambda d: list(d[:n]))), st.booleans())
def test_best_three_of_any_number(cards: list[Card], trips_first: bool) -> None:
    ranking = ThreeCardPoker(trips_beat_straight_flush=trips_first)
    expected = ref.best_of(cards, 3, lambda h: ref.three_value(h, trips_first))
    assert value(ranking.key(cards)) == expected
    assert ranking.evaluate(cards).key == ranking.key(cards)


@settings(max_examples=150, deadline=None)
@given(st.tuples(st.integers(1, 5), st.integers(1, 3), st.permutations(DECK)), st.booleans(), st.booleans())
def test_wild_cards_match_every_substitution(draw: tuple[int, int, list[Card]], dup: bool,
                                             trips_first: bool) -> None:
    n, w, deck = draw
    w = min(w, n)
    cards = [JOKER] * w + list(deck[: n - w])
    ranking = ThreeCardPoker(trips_beat_straight_flush=trips_first, wild=Wild(duplicates=dup))
    expected = ref.with_wilds(cards, lambda c: c.is_joker, 3, dup, lambda h: ref.three_value(h, trips_first))
    assert value(ranking.key(cards)) == expected
    hand = ranking.evaluate(cards)
    plays = iter(card for _, card in hand.wild_plays)
    played = [next(plays) if c.is_joker else c for c in hand.used]
    assert value(hand.key) == ref.three_value(played, trips_first)


def test_three_aces_on_top_with_the_option() -> None:
    triple = ThreeCardPoker(trips_beat_straight_flush=True)
    order = ["Ac Ad Ah", "2c 2d 2h", "Ah Kh Qh", "As 2s 3s", "Ac Kd Qh", "Kc 9c 2c", "Ac Ad 3h", "Ac Kd 9h"]
    keys = [triple.key(parse(h)) for h in order]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == len(keys)
    assert triple.key(parse("Ac Ad Ah")) >> 12 == TRIPS_ON_TOP
    assert triple.label(parse("Ac Ad Ah")) == "Three aces"
    assert TCP.key(parse("Ac Ad Ah")) < TCP.key(parse("2s 3s 4s"))


@pytest.mark.parametrize("hand, label", [
    ("Kh Kd", "Pair of kings"), ("Ah 7h", "Ace-seven high"), ("9c", "Nine high"),
    ("Kh Kd 4h Qs", "Pair of kings, queen kicker"), ("2c 3d 4h 9s 9d 9h", "Three nines"),
])
def test_labels_and_partial_hands(hand: str, label: str) -> None:
    assert TCP.label(parse(hand)) == label


def test_two_cards_make_straights_and_flushes_only_with_the_option() -> None:
    assert TCP.showing_key(parse("8h 9h")) < TCP.showing_key(parse("2c 2d"))
    partial = ThreeCardPoker(partial_straights_flushes=True)
    assert partial.label(parse("8h 9h")) == "Straight flush, nine high"
    assert partial.showing_key(parse("8h 9h")) > partial.showing_key(parse("Ac Ad"))
    assert partial.label(parse("8h Kh")) == "Flush, king-eight"


def test_three_card_ranking_offers_the_common_interface() -> None:
    assert THREE_CARD.showing_key(parse("Kh Kd")) == TCP.showing_key(parse("Kh Kd"))
    assert THREE_CARD.evaluate(parse("Kc Kd 4h")).label == "Pair of kings, four kicker"
    assert "straight" in THREE_CARD.describe()
    wild = dataclasses.replace(TCP, wild=Wild())
    assert wild.evaluate(parse("Jk Ah Kh")).wild_text() == ["🃏 plays as Q♥"]

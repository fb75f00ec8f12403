"""High poker against the obvious evaluator, its labels, partial hands and wild cards."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrules.core.cards import Card, parse, standard_deck
from pokerrules.core.errors import BadCard
from pokerrules.rankings import (
    THREE_CARD,
    AceToFiveLow,
    HighPoker,
    PokerCategory,
    Ranking,
    ThreeCardLow,
    ThreeCardPoker,
    Wild,
)
from pokerrules.rankings.patterns import unpack
from pokerrules.rankings.poker import key_any, key_natural
from tests.rankings import reference as ref

DECK = standard_deck()
JOKER = Card(0, "*")
POKER = HighPoker()


def hands(low: int, high: int) -> st.SearchStrategy[list[Card]]:
    return st.integers(low, high).flatmap(lambda n: st.permutations(DECK).map(lambda d: list(d[:n])))


@settings(max_examples=600, deadline=None)
@given(hands(5, 10))
def test_best_five_of_five_to_ten_matches_every_combination(cards: list[Card]) -> None:
    assert unpack(POKER.key(cards)) == ref.high(cards)
    assert unpack(key_any(cards)) == ref.high(cards)
    hand = POKER.evaluate(cards)
    assert hand.key == POKER.key(cards) and set(hand.used) <= set(cards)
    assert unpack(POKER.key(hand.used)) == ref.high(cards)


@settings(max_examples=300, deadline=None)
@given(hands(1, 4))
def test_partial_hands_count_pairs_and_sets_only(cards: list[Card]) -> None:
    assert unpack(POKER.showing_key(cards)) == ref.high(cards)
    partial = HighPoker(partial_straights_flushes=True)
    assert unpack(partial.showing_key(cards)) == ref.high(cards, partial_straights=True)


@settings(max_examples=200, deadline=None)
@given(hands(5, 5), hands(5, 5))
def test_keys_order_hands_as_the_reference_does(a: list[Card], b: list[Card]) -> None:
    assert (key_natural(a) > key_natural(b)) == (ref.high(a) > ref.high(b))
    assert (key_natural(a) == key_natural(b)) == (ref.high(a) == ref.high(b))


@pytest.mark.parametrize("hand, label", [
    ("Ah Kh Qh Jh Th", "Royal flush"),
    ("9c 8c 7c 6c 5c", "Straight flush, nine high"),
    ("Ad 2d 3d 4d 5d", "Straight flush, five high"),
    ("Jc Jd Jh Js Ad", "Four of a kind, jacks, ace kicker"),
    ("Kh Kd Ks 4c 4d", "Full house, kings over fours"),
    ("Ah 9h 6h 4h 2h", "Flush, ace-nine-six-four-two"),
    ("Ah 2c 3d 4s 5h", "Straight, five high"),
    ("Th Jc Qd Ks Ah", "Straight, ace high"),
    ("7h 7c 7d Ks 2h", "Three of a kind, sevens, king-two kickers"),
    ("Ah 9d As 9c Kd", "Two pair, aces and nines, king kicker"),
    ("6h 6d 9s 4c 2d", "Pair of sixes, nine-four-two kickers"),
    ("Ah Kd 9s 5c 3d", "Ace-king-nine-five-three high"),
    ("Ah", "Ace high"),
    ("Qh 9d", "Queen-nine high"),
    ("Qh Qd", "Pair of queens"),
    ("8h 8d 8s 8c", "Four of a kind, eights"),
    ("3h 3d 5s 5c", "Two pair, fives and threes"),
])
def test_labels(hand: str, label: str) -> None:
    assert POKER.label(parse(hand)) == label
    assert POKER.evaluate(parse(hand)).label == label


def test_category_order_and_the_wheel() -> None:
    order = ["Ah Kh Qh Jh Th", "5s 4s 3s 2s As", "2c 2d 2h 2s 3c", "3c 3d 3h 2s 2c", "Kc 9c 7c 4c 2c",
             "Ac Kd Qh Js Tc", "5c 4d 3h 2s Ac", "Ac Ad Ah Ks Qc", "Ac Ad Kh Ks Qc", "Ac Ad Kh Qs Jc",
             "Ac Kd Qh Js 9c", "7c 5d 4h 3s 2c"]
    keys = [POKER.key(parse(h)) for h in order]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == len(keys)


def test_partial_straights_and_flushes_only_with_the_option() -> None:
    shown = parse("9h Th Jh")
    assert POKER.label(shown) == "Jack-ten-nine high"
    assert HighPoker(partial_straights_flushes=True).label(shown) == "Straight flush, jack high"
    assert HighPoker(partial_straights_flushes=True).label(parse("Ah Kh")) == "Ace-king high"


def test_evaluate_reports_the_five_cards_played() -> None:
    hand = POKER.evaluate(parse("2c 9h 9d 4s Kh Kd 3c"))
    assert hand.label == "Two pair, kings and nines, four kicker"
    assert sorted(c.code for c in hand.used) == sorted(["9h", "9d", "Kh", "Kd", "4s"])
    assert hand.wild_plays == ()


@pytest.mark.parametrize("hand", ["As As Kd Qc Jh", "As Jk Kd Qc Jh", ""])
def test_bad_hands(hand: str) -> None:
    with pytest.raises(BadCard):
        POKER.evaluate(parse(hand))


def test_a_joker_without_wild_cards_is_refused_by_key() -> None:
    with pytest.raises(BadCard):
        POKER.key(parse("Jk As Kd Qc Jh"))


def test_rankings_are_frozen_and_replaceable() -> None:
    import dataclasses

    deuces = dataclasses.replace(POKER, wild=Wild(ranks=frozenset({2}), jokers=False))
    assert deuces.label(parse("2c 2d Ah Ad As")) == "Five of a kind, aces"
    assert POKER.label(parse("2c 2d Ah Ad As")) == "Full house, aces over twos"
    assert PokerCategory.PAIR.title == "One pair"


def test_every_ranking_offers_the_common_interface_in_one_sentence() -> None:
    rankings: list[Ranking] = [HighPoker(), HighPoker(wild=Wild(duplicates=False)), ThreeCardPoker(),
                               THREE_CARD, AceToFiveLow(qualifier=8), ThreeCardLow(wild=Wild())]
    hand = parse("Ah Kd 9s")
    for ranking in rankings:
        text = ranking.describe()
        assert text[0].isupper() and text.endswith(".") and ". " not in text, text
        value = ranking.evaluate(hand)
        assert (value.key, value.label) == (ranking.key(hand), ranking.label(hand))
        assert ranking.showing_key(hand[:2]) is not None

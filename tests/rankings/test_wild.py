"""Wild cards: the analytic solver against trying every substitution, and what wild cards play as."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrules.core.cards import Card, parse, standard_deck
from pokerrules.rankings import HighPoker, Wild
from pokerrules.rankings.patterns import unpack
from tests.rankings import reference as ref

DECK = standard_deck()
JOKER = Card(0, "*")
DEUCES = Wild(ranks=frozenset({2}), jokers=False)
JOKERS = Wild()


def wild_hands(low: int, high: int, max_wild: int) -> st.SearchStrategy[list[Card]]:
    """Hands with up to ``max_wild`` jokers among ``low``..``high`` cards."""
    return st.tuples(st.integers(low, high), st.integers(0, max_wild), st.permutations(DECK)).map(
        lambda t: [JOKER] * min(t[1], t[0]) + list(t[2][: t[0] - min(t[1], t[0])]))


def check_high(cards: list[Card], rule: Wild) -> None:
    poker = HighPoker(wild=rule)
    expected = ref.with_wilds(cards, rule.is_wild, 5, rule.duplicates,
                              lambda h: ref.high_value(h, len(h) == 5))
    assert unpack(poker.key(cards)) == expected
    value = poker.evaluate(cards)
    assert value.key == poker.key(cards)
    # The cards laid out, with each wild card replaced by what it plays as, make that very hand.
    plays = iter(card for _, card in value.wild_plays)
    played = [next(plays) if rule.is_wild(c) else c for c in value.used]
    assert len(played) == min(5, len(cards)) and len(value.wild_plays) <= len(cards)
    assert unpack(value.key) == ref.high_value(played, len(played) == 5)
    if not rule.duplicates:
        assert len(set(played)) == len(played)


@settings(max_examples=150, deadline=None)
@given(wild_hands(5, 6, 2), st.booleans())
def test_five_and_six_cards_with_wild_cards_match_every_substitution(cards: list[Card], dup: bool) -> None:
    check_high(cards, dataclasses.replace(JOKERS, duplicates=dup))


@settings(max_examples=40, deadline=None)
@given(wild_hands(7, 7, 2), st.booleans())
def test_seven_cards_with_two_wild_cards(cards: list[Card], dup: bool) -> None:
    check_high(cards, dataclasses.replace(JOKERS, duplicates=dup))


@settings(max_examples=150, deadline=None)
@given(wild_hands(1, 4, 2), st.booleans())
def test_partial_hands_with_wild_cards(cards: list[Card], dup: bool) -> None:
    check_high(cards, dataclasses.replace(JOKERS, duplicates=dup))


@settings(max_examples=10, deadline=None)
@given(wild_hands(5, 5, 1), st.booleans())
def test_three_wild_deuces_among_natural_cards(cards: list[Card], dup: bool) -> None:
    deuces = [c for c in DECK if c.rank == 2 and c not in cards][:3]
    hand = [c for c in cards if not c.is_joker][:2] + deuces
    check_high(hand, dataclasses.replace(DEUCES, duplicates=dup))


@pytest.mark.parametrize("dup, label, plays", [
    (True, "Flush, ace-ace-king-nine-five", ["🃏 plays as A♠"]),
    (False, "Flush, ace-king-queen-nine-five", ["🃏 plays as Q♠"]),
])
def test_the_duplicates_option_decides_the_double_ace_flush(dup: bool, label: str, plays: list[str]) -> None:
    hand = HighPoker(wild=Wild(duplicates=dup)).evaluate(parse("As Ks 9s 5s Jk"))
    assert (hand.label, hand.wild_text()) == (label, plays)


def test_five_of_a_kind_beats_a_royal_flush_and_needs_duplicates() -> None:
    poker = HighPoker(wild=Wild())
    five = poker.evaluate(parse("Ac Ad Ah As Jk"))
    assert five.label == "Five of a kind, aces"
    assert five.key > poker.key(parse("Ah Kh Qh Jh Th"))
    no_copies = HighPoker(wild=Wild(duplicates=False))
    assert no_copies.label(parse("Ac Ad Ah As Jk")) == "Four of a kind, aces, king kicker"


def test_an_explicit_set_of_wild_cards_can_be_replaced() -> None:
    chaos = Wild(jokers=False, cards=frozenset(c for c in DECK if c.suit == "h" and c.rank <= 10))
    poker = HighPoker(wild=chaos)
    assert poker.label(parse("7h Ks Kd 4c 9s")) == "Three of a kind, kings, nine-four kickers"
    later = dataclasses.replace(poker, wild=dataclasses.replace(
        chaos, cards=frozenset(c for c in DECK if c.suit == "c" and c.rank <= 10)))
    assert later.label(parse("7h Ks Kd 4c 9s")) == "Three of a kind, kings, nine-seven kickers"


def test_threes_fives_and_sevens() -> None:
    rule = Wild(ranks=frozenset({3, 5, 7}), jokers=False)
    hand = HighPoker(wild=rule).evaluate(parse("3c 5d 7h Ks Qs"))
    assert hand.label == "Royal flush"
    assert sorted(w.code for w, _ in hand.wild_plays) == ["3c", "5d", "7h"]
    assert sorted(c.code for _, c in hand.wild_plays) == ["As", "Js", "Ts"]


@pytest.mark.parametrize("hand, label", [
    ("Jk Jk Jk Kd", "Four of a kind, kings"), ("Jk Jk Jk", "Three of a kind, aces"),
    ("Jk Jk Jk Jk", "Four of a kind, aces"), ("Jk", "Ace high"), ("Jk 9c", "Pair of nines"),
    ("Jk Jk Jk Jk Jk Jk 2c", "Five of a kind, aces"),
])
def test_many_wild_cards_in_few_cards(hand: str, label: str) -> None:
    assert HighPoker(wild=JOKERS).label(parse(hand)) == label


def test_no_wild_card_in_the_hand_takes_the_plain_path() -> None:
    cards = parse("Ah Kh Qh Jh Th 4c 3d")
    assert HighPoker(wild=DEUCES).key(cards) == HighPoker().key(cards)
    assert HighPoker(wild=DEUCES).evaluate(cards).wild_plays == ()


RULES = [DEUCES, JOKERS, Wild(ranks=frozenset({3, 5}), jokers=False),
         Wild(jokers=False, cards=frozenset(parse("2h 3h 4h 5h 6h 7h 8h 9h Th"))),
         Wild(ranks=frozenset({7}), cards=frozenset(parse("2s Ts")))]


@settings(max_examples=300, deadline=None)
@given(wild_hands(1, 8, 2), st.sampled_from(RULES))
def test_the_quick_any_wild_check_agrees_with_splitting_the_hand(cards: list[Card], rule: Wild) -> None:
    assert rule.any_wild(cards) == bool(rule.split(cards)[1])

"""The published poker counts (shared/FACTS.md), computed by the package's own evaluators.

Grouping hands by their ranks and counting how their suits can fall keeps this fast; the
grouping itself is checked against plain enumeration on a slice of the deck.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from pokerrules.core.cards import Card, standard_deck
from pokerrules.rankings import HighPoker, PokerCategory, Wild
from pokerrules.rankings.figures import (
    _counts_by_ranks,
    category_table_markdown,
    distinct_five_card_values,
    five_card_counts,
    joker_deck_counts,
    seven_card_counts,
)

C = PokerCategory


def test_all_five_card_hands() -> None:
    assert five_card_counts() == {
        C.STRAIGHT_FLUSH: 40, C.FOUR_OF_A_KIND: 624, C.FULL_HOUSE: 3_744, C.FLUSH: 5_108,
        C.STRAIGHT: 10_200, C.THREE_OF_A_KIND: 54_912, C.TWO_PAIR: 123_552, C.PAIR: 1_098_240,
        C.HIGH_CARD: 1_302_540,
    }
    assert sum(five_card_counts().values()) == 2_598_960
    assert distinct_five_card_values() == 7_462


def test_best_five_of_all_seven_card_hands() -> None:
    assert seven_card_counts() == {
        C.STRAIGHT_FLUSH: 41_584, C.FOUR_OF_A_KIND: 224_848, C.FULL_HOUSE: 3_473_184, C.FLUSH: 4_047_644,
        C.STRAIGHT: 6_180_020, C.THREE_OF_A_KIND: 6_461_620, C.TWO_PAIR: 31_433_400, C.PAIR: 58_627_800,
        C.HIGH_CARD: 23_294_460,
    }
    assert sum(seven_card_counts().values()) == 133_784_560


def test_one_joker_in_a_53_card_deck() -> None:
    assert joker_deck_counts() == {
        C.FIVE_OF_A_KIND: 13, C.STRAIGHT_FLUSH: 204, C.FOUR_OF_A_KIND: 3_120, C.FULL_HOUSE: 6_552,
        C.FLUSH: 7_804, C.STRAIGHT: 20_532, C.THREE_OF_A_KIND: 137_280, C.TWO_PAIR: 123_552,
        C.PAIR: 1_268_088, C.HIGH_CARD: 1_302_540,
    }
    assert sum(joker_deck_counts().values()) == 2_869_685


def test_grouping_by_ranks_agrees_with_plain_enumeration_on_a_small_deck() -> None:
    """Six cards from the 24 nines-to-aces: every hand evaluated, against the grouped counts."""
    poker = HighPoker()
    deck = [c for c in standard_deck() if c.rank >= 9]
    direct = Counter(PokerCategory(poker.key(h) >> 20) for h in combinations(deck, 6))
    grouped, _ = _counts_by_ranks(6, deck_ranks=range(9, 15))
    assert grouped == direct


def test_every_joker_hand_one_by_one() -> None:
    """The 270,725 hands holding the joker, each through the wild-card evaluator."""
    poker = HighPoker(wild=Wild())
    joker = Card(0, "*")
    key = poker.key
    counts = Counter(key((*four, joker)) >> 20 for four in combinations(standard_deck(), 4))
    assert sum(counts.values()) == 270_725
    plain = five_card_counts()
    assert {C(c): n for c, n in counts.items()} == {
        c: n - plain.get(c, 0) for c, n in joker_deck_counts().items() if n != plain.get(c, 0)}


def test_the_docs_table() -> None:
    table = category_table_markdown("five seven")
    assert "| Straight flush | 40 | 0.0015% | 41,584 |" in table
    assert "Five of a kind" not in table
    assert "| Five of a kind | 13 |" in category_table_markdown("joker")

"""Every Three Card Poker figure in shared/FACTS.md, computed by exact enumeration."""

from pokerrules.games.three_card_poker.analysis import (
    DEALER_HANDS,
    HANDS,
    Q64,
    ante_play,
    category_counts,
    dealer_outcomes,
    dealer_qualifies,
    optimal_threshold,
    pair_plus_edge,
    threshold_name,
)
from pokerrules.rankings import ThreeCardCategory as Cat


def test_category_counts() -> None:
    assert category_counts() == {
        Cat.STRAIGHT_FLUSH: 48, Cat.THREE_OF_A_KIND: 52, Cat.STRAIGHT: 720, Cat.FLUSH: 1_096,
        Cat.PAIR: 3_744, Cat.HIGH_CARD: 16_440,
    }
    assert HANDS == 22_100


def test_every_player_hand_meets_all_18424_dealer_hands() -> None:
    outcomes = dealer_outcomes()
    assert len(outcomes) == 22_100 and DEALER_HANDS == 18_424
    for o in outcomes:
        assert o.no_qualify + o.player_wins + o.ties + o.dealer_wins == 18_424
        assert min(o.no_qualify, o.player_wins, o.ties, o.dealer_wins) >= 0


def test_ante_play_house_edge_and_element_of_risk_for_q64() -> None:
    figures = ante_play(Q64, (1, 4, 5))
    assert round(figures.house_edge * 100, 2) == 3.37
    assert round(figures.element_of_risk * 100, 2) == 2.01


def test_q64_is_the_optimal_threshold() -> None:
    best = optimal_threshold((1, 4, 5))
    assert best == Q64
    assert threshold_name(best) == "Q-6-4"
    optimal = ante_play(None)
    assert optimal.house_edge == ante_play(Q64).house_edge


def test_pair_plus_house_edges() -> None:
    assert round(pair_plus_edge((1, 3, 6, 30, 40)) * 100, 2) == 7.28
    assert round(pair_plus_edge((1, 4, 6, 30, 40)) * 100, 2) == 2.32


def test_dealer_qualifies() -> None:
    assert round(dealer_qualifies() * 100, 1) == 69.6


def test_enumeration_agrees_with_brute_force_for_sample_hands() -> None:
    """Cross-check the inclusion-exclusion counts by visiting every dealer hand directly."""
    from itertools import combinations

    from pokerrules.games.three_card_poker.analysis import _key, _tables
    from pokerrules.games.three_card_poker.pay import QUALIFY_KEY

    hands = _tables()[0]
    outcomes = dealer_outcomes()
    for index in (0, 777, 5_000, 12_345, 22_099):
        a, b, c, key = hands[index]
        rest = [x for x in range(52) if x not in (a, b, c)]
        counts = [0, 0, 0, 0]
        for d in combinations(rest, 3):
            dk = _key(*d)
            counts[0 if dk < QUALIFY_KEY else 1 if key > dk else 2 if key == dk else 3] += 1
        o = outcomes[index]
        assert counts == [o.no_qualify, o.player_wins, o.ties, o.dealer_wins]

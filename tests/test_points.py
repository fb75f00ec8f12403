"""Edge cases of point-count hand values (7/27 family, Thirty One)."""

import pytest

from pokerrules.core.cards import parse
from pokerrules.rankings.points import PointCount, Target, show, winners

SEVEN_27 = PointCount()
FACES_TEN = PointCount(face=frozenset({20}))
EITHER = PointCount(face=frozenset({1, 20}))
HIGH, LOW = Target(27, "high"), Target(7, "low")


def totals(count: PointCount, cards: str) -> list[str]:
    return [show(t) for t in sorted(count.totals(parse(cards)))]


def test_halves_stay_halves() -> None:
    assert totals(SEVEN_27, "Kd Qc Jh") == ["1½"]
    assert show(1) == "½" and show(0) == "0" and show(55) == "27½"


def test_aces_are_one_or_eleven_each() -> None:
    assert totals(SEVEN_27, "As Ah") == ["2", "12", "22"]


def test_faces_half_or_ten_when_the_game_allows_either() -> None:
    assert totals(EITHER, "Kd 5c") == ["5½", "15"]


def test_best_high_and_best_low_are_chosen_separately() -> None:
    hand = SEVEN_27.totals(parse("As 6d"))  # 7 or 17
    assert show(LOW.best(hand)) == "7" and show(HIGH.best(hand)) == "17"


def test_empty_hand_and_suit_factors() -> None:
    assert SEVEN_27.totals(()) == frozenset({0})
    assert totals(PointCount(suit_factor={"c": 2}), "9c Kc") == ["19"]
    assert totals(PointCount(suit_factor={"d": 0, "h": 0}), "9d Kh 4s") == ["4"]


@pytest.mark.parametrize("ties, expected", [("inside", "26"), ("outside", "28"), ("high", "28"),
                                            ("low", "26")])
def test_tie_break_rules_for_high(ties: str, expected: str) -> None:
    target = Target(27, "high", ties=ties)  # type: ignore[arg-type]
    assert show(target.best({52, 56})) == expected


@pytest.mark.parametrize("ties, expected", [("inside", "8"), ("outside", "6"), ("high", "8"),
                                            ("low", "6")])
def test_tie_break_rules_for_low(ties: str, expected: str) -> None:
    target = Target(7, "low", ties=ties)  # type: ignore[arg-type]
    assert show(target.best({12, 16})) == expected


def test_exactly_equal_totals_share() -> None:
    seats, total = winners({0: frozenset({14}), 1: frozenset({14}), 2: frozenset({30})}, LOW)
    assert seats == [0, 1] and show(total) == "7"


def test_not_over_and_not_under_disqualify() -> None:
    high = Target(33, "high", limit="not-over")
    low = Target(3, "low", limit="not-under")
    assert high.best({68}) is None and show(high.best({68, 60})) == "30"
    assert low.best({4}) is None and show(low.best({4, 8})) == "4"
    seats, total = winners({0: frozenset({68}), 1: frozenset({70})}, high)
    assert seats == [] and total is None


def test_below_beats_above_even_when_further() -> None:
    target = Target(27, "high", below_beats_above=True)
    assert show(target.best({40, 56})) == "20"  # 20 (7 under) beats 28 (1 over)
    seats, _ = winners({0: frozenset({40}), 1: frozenset({56})}, target)
    assert seats == [0]


def test_descriptions() -> None:
    assert PointCount(suit_factor={"c": 2}).describe().endswith("Clubs count double.")
    assert Target(33, "high", limit="not-over").describe() == "closest to 33 without going over"

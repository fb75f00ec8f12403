import pytest

from pokerrules.core.cards import parse
from pokerrules.core.errors import BadCard
from pokerrules.rankings import THREE_CARD
from pokerrules.rankings import ThreeCardCategory as Cat

ORDER = [  # best first; neighbours must compare strictly
    "Ah Kh Qh", "2s 3s 4s", "As 2s 3s", "Ac Ad Ah", "2c 2d 2h", "Ac Kd Qh", "As 2d 3h",
    "Ah 9h 2h", "Kc Jc 9c", "Ac Ad 3h", "Kc Kd Ah", "Kc Kd Qh", "2c 2d 3h", "Ac Kd Jh",
    "Qh 6d 4c", "Qh 6d 3c", "5c 3d 2h",
]


def test_order_of_hands() -> None:
    keys = [THREE_CARD.key(parse(h)) for h in ORDER]
    assert keys == sorted(keys, reverse=True)
    assert len(set(keys)) == len(keys)


@pytest.mark.parametrize("hand, category", [
    ("As 2s 3s", Cat.STRAIGHT_FLUSH), ("Qs Kd Ac", Cat.STRAIGHT), ("Ks Ad 2c", Cat.HIGH_CARD),
    ("7h 7d 7s", Cat.THREE_OF_A_KIND), ("9c 5c 2c", Cat.FLUSH), ("9c 9d 2c", Cat.PAIR),
])
def test_categories(hand: str, category: Cat) -> None:
    assert THREE_CARD.category(parse(hand)) is category


def test_suits_do_not_break_ties() -> None:
    assert THREE_CARD.key(parse("Ah Kd 9c")) == THREE_CARD.key(parse("As Kc 9h"))


def test_labels() -> None:
    assert THREE_CARD.label(parse("Kc Kd 4h")) == "Pair of kings, four kicker"
    assert THREE_CARD.label(parse("6c 6d 6h")) == "Three sixes"


@pytest.mark.parametrize("hand", ["As Kd", "As Kd Qc Jh", "As As Kd", "As Kd Jk"])
def test_not_a_three_card_hand(hand: str) -> None:
    with pytest.raises(BadCard):
        THREE_CARD.key(parse(hand))

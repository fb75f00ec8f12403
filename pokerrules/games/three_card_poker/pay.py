"""Three Card Poker's money: the house rules (pay tables, the ante bonus, table limits, Pair Plus
on a fold) and how one seat is settled against the dealer, as pure functions that the game and
the exact analysis both use."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from pokerrules.core.cards import QUEEN, Card, rank_name
from pokerrules.core.errors import BadOption, quote
from pokerrules.core.options import Choice, OptionSpec, parse_ints
from pokerrules.rankings.three_card import THREE_CARD, ThreeCardCategory, encode

Cat = ThreeCardCategory
#: Queen-high is the weakest hand with which the dealer qualifies: Q-3-2 unsuited.
QUALIFY_KEY = encode(Cat.HIGH_CARD, (QUEEN, 3, 2))
#: The same rule in words.
QUALIFY_WORDS = f"{rank_name(QUEEN)} high or better"


@dataclass(frozen=True)
class Paytables:
    """What pays, as multiples of the bet. ``pair_plus`` and ``ante_bonus`` map category -> odds."""

    pair_plus: Mapping[Cat, int]
    ante_bonus: Mapping[Cat, int]
    min_bet: int
    max_bet: int
    pair_plus_on_fold: str

    @classmethod
    def from_options(cls, options: Mapping[str, str]) -> Paytables:
        pair, flush, straight, trips, straight_flush = parse_ints(
            options["pair_plus_table"], 5, "The Pair Plus pay table")
        bonus_straight, bonus_trips, bonus_sf = parse_ints(
            options["ante_bonus"], 3, "The ante bonus")
        low, high = parse_ints(options["limits"], 2, "The table limits")
        return cls(
            pair_plus={Cat.PAIR: pair, Cat.FLUSH: flush, Cat.STRAIGHT: straight,
                       Cat.THREE_OF_A_KIND: trips, Cat.STRAIGHT_FLUSH: straight_flush},
            ante_bonus={Cat.STRAIGHT: bonus_straight, Cat.THREE_OF_A_KIND: bonus_trips,
                        Cat.STRAIGHT_FLUSH: bonus_sf},
            min_bet=low,
            max_bet=high,
            pair_plus_on_fold=options["pair_plus_on_fold"],
        )


def _check_pair_plus(text: str) -> None:
    parse_ints(text, 5, "The Pair Plus pay table")


def _check_limits(text: str) -> None:
    low, high = parse_ints(text, 2, "The table limits")
    if not 1 <= low <= high:
        raise BadOption(
            f"The table limits need a minimum of at least 1 and no more than the maximum, not {quote(text)}."
        )


OPTIONS = (
    OptionSpec(
        "pair_plus_table", "Pair Plus pay table", "1-3-6-30-40",
        choices=(
            Choice("1-3-6-30-40", "1-3-6-30-40 (pair, flush, straight, trips, straight flush)"),
            Choice("1-4-6-30-40", "1-4-6-30-40 (flush pays 4)"),
        ),
        parse=_check_pair_plus,
    ),
    OptionSpec(
        "ante_bonus", "Ante bonus (straight-trips-straight flush)", "1-4-5",
        help="Paid on the ante to a seat that plays a straight or better, win or lose.",
        parse=lambda text: parse_ints(text, 3, "The ante bonus"),
    ),
    OptionSpec(
        "limits", "Table limits (minimum-maximum bet)", "1-100",
        choices=(Choice("1-100", "1 to 100"), Choice("5-500", "5 to 500"),
                 Choice("25-1000", "25 to 1000")),
        parse=_check_limits,
    ),
    OptionSpec(
        "pair_plus_on_fold", "Pair Plus when a seat folds", "forfeit",
        choices=(Choice("forfeit", "Lost with the cards (as in the source)"),
                 Choice("settle", "Still paid on the hand (some casinos)")),
    ),
)


@dataclass(frozen=True)
class Settlement:
    """How one seat's three bets end, in chips won (+) or lost (-)."""

    ante: int
    play: int
    pair_plus: int
    bonus: int
    outcome: str

    @property
    def net(self) -> int:
        return self.ante + self.play + self.pair_plus + self.bonus


def settle(
    hand: Sequence[Card], dealer: Sequence[Card], ante: int, pair_plus: int, played: bool,
    pays: Paytables,
) -> Settlement:
    """Settle one seat against the dealer. Pure: the analysis and the game both use it."""
    key = THREE_CARD.key(hand)
    category = Cat(key >> 12)
    pp = 0
    if pair_plus and (played or pays.pair_plus_on_fold == "settle"):
        odds = pays.pair_plus.get(category)
        pp = pair_plus * odds if odds is not None else -pair_plus
    elif pair_plus:
        pp = -pair_plus
    if not played:
        return Settlement(-ante, 0, pp, 0, "fold")
    bonus = ante * pays.ante_bonus.get(category, 0)
    dealer_key = THREE_CARD.key(dealer)
    if dealer_key < QUALIFY_KEY:
        return Settlement(ante, 0, pp, bonus, "dealer does not qualify")
    if key > dealer_key:
        return Settlement(ante, ante, pp, bonus, "win")
    if key < dealer_key:
        return Settlement(-ante, -ante, pp, bonus, "lose")
    return Settlement(0, 0, pp, bonus, "tie")

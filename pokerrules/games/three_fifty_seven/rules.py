"""Three Fifty Seven's rules as data: the three rounds, their wild ranks and rankings, and the
house rules read from the table's options."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from pokerrules.core.options import Choice, OptionSpec
from pokerrules.rankings import HighPoker, ThreeCardPoker, Wild
from pokerrules.rankings.base import Ranking

#: Points that win the match and the pot.
TARGET = 3


@dataclass(frozen=True)
class Round:
    """One round of a turn: the cards each player then holds, how many are new, the wild rank,
    and the round in words."""

    cards: int
    new: int
    wild: int
    words: str
    dealt: str


ROUNDS = (
    Round(3, 3, 3, "three cards, threes wild", "three cards each are dealt; threes are wild."),
    Round(5, 2, 5, "five cards, fives wild",
          "two more cards each are dealt (five in all); fives are wild."),
    Round(7, 2, 7, "seven cards, sevens wild",
          "two more cards each are dealt (seven in all); sevens are wild."),
)
ROUND_BY_CARDS = {r.cards: i for i, r in enumerate(ROUNDS)}

THREE_CARD_ORDERS = {
    "three-card": "Three Card Poker's order: straight flush, three of a kind, straight, flush, "
                  "pair, high card",
    "poker": "the five-card order cut to three cards: straight flush, flush, straight, three of a "
             "kind, pair, high card",
    "pairs": "pairs only: three of a kind, pair, high card (no straights or flushes in three cards)",
}


@cache
def ranking_for(round_index: int, three_cards: str = "three-card") -> Ranking:
    """The ranking in force in a round: its number of cards is the wild rank."""
    wild = Wild(ranks=frozenset({ROUNDS[round_index].wild}), jokers=False)
    if round_index > 0:
        return HighPoker(wild=wild)
    if three_cards == "poker":
        return HighPoker(wild=wild, partial_straights_flushes=True)
    if three_cards == "pairs":
        return HighPoker(wild=wild)
    return ThreeCardPoker(wild=wild)


def _choices(*pairs: tuple[str, str]) -> tuple[Choice, ...]:
    return tuple(Choice(value, label) for value, label in pairs)


OPTIONS = (
    OptionSpec("ante", "Ante", "5", _choices(("1", "1"), ("2", "2"), ("5", "5"), ("10", "10"))),
    OptionSpec("declare", "Declaring", "in-turn", _choices(
        ("in-turn", "In turn from the dealer's left, with second chances"),
        ("together", "Everyone at once, in secret"))),
    OptionSpec("loser_pays", "The lowest hand among several in", "each", _choices(
        ("each", "Pays each other player who is in: the ante times the turn number"),
        ("pot", "Matches the pot: pays into it as much as it holds"))),
    OptionSpec("max_penalty", "Maximum penalty", "off", _choices(
        ("off", "No maximum"), ("4", "4 times the ante"), ("8", "8 times the ante"),
        ("12", "12 times the ante"))),
    OptionSpec("fraction", "Part of a point for the best hand among several in", "none", _choices(
        ("none", "None"), ("1/2", "Half a point"), ("1/3", "A third of a point"))),
    OptionSpec("three_cards", "Ranking of three cards", "three-card", _choices(
        ("three-card", "Three Card Poker's order (a straight beats a flush and three of a kind "
                       "beats both)"),
        ("poker", "Five-card order (a flush beats a straight, and both beat three of a kind)"),
        ("pairs", "Pairs only (no straights or flushes in three cards)"))),
    OptionSpec("turn_cap", "Turn limit", "20", _choices(
        ("10", "10 turns"), ("20", "20 turns"), ("25", "25 turns"))),
    OptionSpec("at_cap", "If the turn limit is reached", "most-points", _choices(
        ("most-points", "The pot goes to the most points (shared on a tie)"),
        ("returned", "Everyone takes back what they put into the pot"))),
)


@dataclass(frozen=True)
class Settings:
    """The house rules of one match, read from its (checked) options."""

    ante: int
    together: bool
    match_pot: bool
    max_penalty: int | None  # chips, or no maximum
    fraction: Fraction
    three_cards: str
    turn_cap: int
    returned_at_cap: bool

    @classmethod
    def from_options(cls, options: Mapping[str, str]) -> Settings:
        ante = int(options["ante"])
        cap = options["max_penalty"]
        part = options["fraction"]
        return cls(
            ante=ante,
            together=options["declare"] == "together",
            match_pot=options["loser_pays"] == "pot",
            max_penalty=None if cap == "off" else int(cap) * ante,
            fraction=Fraction(0) if part == "none" else Fraction(part),
            three_cards=options["three_cards"],
            turn_cap=int(options["turn_cap"]),
            returned_at_cap=options["at_cap"] == "returned",
        )

    def penalty(self, turn: int, pot: int) -> int:
        """What the lowest hand owes: to each other player in (the ante times the turn), or into
        the pot (as much as it holds), never more than the maximum penalty."""
        owed = pot if self.match_pot else self.ante * turn
        return owed if self.max_penalty is None else min(owed, self.max_penalty)

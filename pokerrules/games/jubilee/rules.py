"""Jubilee's deck, card values, scoring and house rules.

The deck is 61 cards: A-K of hearts once, A-K of spades twice, A-9 of clubs twice and four
jokers. Aces count 15, face cards 10, jokers 0 and the rest their number; hearts count
negative. A play that brings the running total to a multiple of 25 scores 10 (20 on a multiple
of 100); a play that goes past a multiple of 25 (the old and the new total on either side of
it) loses 5. One card moves the total by at most 15, so a play can never both pass one multiple
and land on another.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from pokerrules.core.cards import JOKER_RANK, JOKER_SUIT, Card
from pokerrules.core.errors import BadOption, quote
from pokerrules.core.options import Choice, OptionSpec

HAND_SIZE = 8
STEP = 25  # a jubilee is a multiple of this
BIG = 100  # ... and a big one a multiple of this
JUBILEE, BIG_JUBILEE, PAST = 10, 20, -5
MAX_TOTAL = 10_000  # the judge's starting total may be at most this


def jubilee_deck() -> tuple[Card, ...]:
    """The 61 cards in a fixed order: hearts, spades twice, clubs A-9 twice, four jokers."""
    hearts = [Card(rank, "h") for rank in range(2, 15)]
    spades = [Card(rank, "s") for rank in range(2, 15)]
    clubs = [Card(rank, "c") for rank in (*range(2, 10), 14)]
    jokers = [Card(JOKER_RANK, JOKER_SUIT)] * 4
    return tuple(hearts + spades * 2 + clubs * 2 + jokers)


def value(card: Card) -> int:
    """What ``card`` adds to the running total: ``value(Card(14, "h")) == -15``."""
    if card.is_joker:
        return 0
    size = 15 if card.rank == 14 else 10 if card.rank > 10 else card.rank
    return -size if card.suit == "h" else size


def is_black(card: Card) -> bool:
    return card.suit in ("c", "s")


@dataclass(frozen=True)
class Settings:
    """The house rules in force (see :data:`OPTIONS`)."""

    zero_counts: bool = False  # bringing the total back to 0 is a jubilee (of 20: 0 is 0 x 100)
    joker_repeats: bool = False  # a joker played on a jubilee scores it again
    deals: str = "one"  # "one" deal, or "each": every player deals once

    @classmethod
    def from_options(cls, options: Mapping[str, str]) -> Settings:
        return cls(options.get("zero", "no") == "yes", options.get("joker", "nothing") == "again",
                   options.get("deals", "one"))

    def deal_count(self, seats: int) -> int:
        return 1 if self.deals == "one" else seats


@dataclass(frozen=True)
class Play:
    """One card played on a running total: the new total, the points and why."""

    card: Card
    before: int
    after: int
    points: int
    why: str  # "a jubilee at 25", "past 25", "" for nothing

    @property
    def words(self) -> str:
        """``"9♣, 19 to 28: past 25, -5"``."""
        moved = (f"stays at {self.after}" if self.after == self.before else
                 f"{self.before} to {self.after}")
        score = f": {self.why}, {self.points:+d}" if self.why else ""
        return f"{self.card.short}, {moved}{score}"


def score(card: Card, before: int, rules: Settings) -> Play:
    """Play ``card`` on the total ``before`` (the play must not take it below zero)."""
    after = before + value(card)
    if after < 0:
        raise ValueError(f"{card.short} would take the total of {before} below zero")
    if after % STEP == 0 and (after != before or (card.is_joker and rules.joker_repeats)) \
            and (after > 0 or rules.zero_counts):
        big = after % BIG == 0
        return Play(card, before, after, BIG_JUBILEE if big else JUBILEE,
                    f"{'a big jubilee' if big else 'a jubilee'} at {after}")
    low, high = sorted((before, after))
    passed = [m for m in range(low + 1, high) if m % STEP == 0 and m > 0]
    if passed:
        return Play(card, before, after, PAST, f"past {passed[0]}")
    return Play(card, before, after, 0, "")


def play_in_order(cards: Sequence[Card], total: int, rules: Settings) -> list[Play]:
    """Each card played in turn from ``total``; ValueError at a play that would go below zero."""
    plays = []
    for card in cards:
        play = score(card, total, rules)
        plays.append(play)
        total = play.after
    return plays


def parse_total(text: str) -> int:
    """The judge's running total before the first card: a whole number from 0 to 10,000."""
    words = text.strip()
    if not words.isdigit() or int(words) > MAX_TOTAL:
        raise BadOption(f"The running total must be a whole number from 0 to {MAX_TOTAL:,}, "
                        f"not {quote(text)}.")
    return int(words)


OPTIONS = (
    OptionSpec("zero", "Back to zero", "no",
               (Choice("no", "Not a jubilee"), Choice("yes", "A jubilee of 20"))),
    OptionSpec("joker", "A joker on a jubilee", "nothing",
               (Choice("nothing", "Scores nothing"), Choice("again", "Scores the jubilee again"))),
    OptionSpec("deals", "Deals", "one",
               (Choice("one", "One deal"), Choice("each", "Every player deals once"))),
    OptionSpec("total", "Running total before the first card", "0",
               help="For the judge: the total the cards are played on.", parse=parse_total,
               judge_only=True),
)

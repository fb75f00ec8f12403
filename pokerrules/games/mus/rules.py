"""Mus's house rules, the score as counters, and the partner signals."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from pokerrules.core.cards import Card
from pokerrules.core.options import Choice, OptionSpec
from pokerrules.games.mus.hands import pares, rank_of, total

#: Points that win the game.
TARGET = 40
#: The highest bid (any more is an órdago).
MAX_BID = 39

OPTIONS = (
    OptionSpec("kings", "Kings and aces", "eight", (
        Choice("eight", "Eight kings and eight aces (3s are kings, 2s are aces)"),
        Choice("four", "Four kings and four aces (3s and 2s are plain cards)"))),
    OptionSpec("signals", "Your partner signals to you", "on", (
        Choice("on", "Yes: one signal a deal, in your log"), Choice("off", "No"))),
    OptionSpec("partner_bonus", "Pares and juego bonuses", "best", (
        Choice("best", "Only the best hand's bonus (the source)"),
        Choice("both", "The winning side counts both partners' bonuses"))),
    OptionSpec("pares_ties", "Two equal pares", "odd-cards", (
        Choice("odd-cards", "The higher odd cards win (the source)"),
        Choice("mano", "A tie: the player nearer mano wins (the Spanish federation's rules)"))),
)


@dataclass(frozen=True)
class Settings:
    eight: bool
    signals: bool
    partner_bonus: bool
    kickers: bool = True  # the odd cards break a tie between equal pares
    stake: int = 1  # chips each losing player pays an opponent when the game ends

    @classmethod
    def from_options(cls, options: Mapping[str, str]) -> Settings:
        return cls(eight=options["kings"] == "eight", signals=options["signals"] == "on",
                   partner_bonus=options["partner_bonus"] == "both",
                   kickers=options["pares_ties"] == "odd-cards")


def team_words(side: int) -> str:
    """``"<0> and <2>"``: a side for a log line."""
    return f"<{side}> and <{side + 2}>"


def counters(points: int) -> str:
    """The score as players keep it on the table: an amarraco (a counter worth five) for every
    five points and a stone for each point over; at seven amarracos (35) a side is announced."""
    fives, ones = divmod(points, 5)
    parts = [f"{fives} {'amarraco' if fives == 1 else 'amarracos'}"] if fives else []
    parts += [f"{ones} {'stone' if ones == 1 else 'stones'}"] if ones else []
    text = " and ".join(parts) or "no stones yet"
    if fives >= 7 and points < TARGET:
        text += f" (seven amarracos, announced: {TARGET - points} to go)"
    return text


_COUNT = {2: "two", 3: "three", 4: "four"}


def signal(cards: Sequence[Card], eight: bool = True) -> str:
    """The one thing a partner shows: the strongest of 31, duples, medias, kings, aces, juego,
    or nothing worth showing."""
    key = pares(cards, eight).key
    ranks = Counter(rank_of(c, eight) for c in cards)
    points = total(cards, eight)
    if points == 31:
        return "juego of 31"
    if key is not None and key[0] == 3:
        return "duples"
    if key is not None and key[0] == 2:
        return "medias"
    if ranks[12] >= 2:
        return f"{_COUNT[ranks[12]]} kings"
    if ranks[1] >= 2:
        return f"{_COUNT[ranks[1]]} aces"
    if points >= 31:
        return "juego (not 31)"
    return "nothing worth showing"

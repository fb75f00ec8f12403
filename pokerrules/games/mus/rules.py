"""Mus's house rules, the score as counters, and the partner signals."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from pokerrules.core.cards import Card
from pokerrules.core.options import Choice, OptionSpec
from pokerrules.games.mus.hands import best, bonus, pares, rank_of, total, value
from pokerrules.games.mus.house_options import HOUSE_OPTIONS
from pokerrules.rankings.base import HandValue

#: Points that win the game by default (the house rule "Game to" may make it 35 or 30).
TARGET = 40
#: The highest bid in a game to 40 (any more is an órdago): one less than the game.
MAX_BID = TARGET - 1

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
    *HOUSE_OPTIONS,
)


@dataclass(frozen=True)
class Settings:
    eight: bool
    signals: bool
    partner_bonus: bool
    kickers: bool = True  # the odd cards break a tie between equal pares
    stake: int = 1  # chips each losing player pays an opponent when the match ends
    real: bool = False  # the 31 real (three sevens and a jack) beats every other 31
    pedrete: bool = False  # a four, five, six and seven count as the lowest pares, worth 1
    target: int = TARGET  # the points that win a game
    best_of: int = 1  # the games of a match: the side that wins most of them wins the match

    @classmethod
    def from_options(cls, options: Mapping[str, str]) -> Settings:
        return cls(eight=options["kings"] == "eight", signals=options["signals"] == "on",
                   partner_bonus=options["partner_bonus"] == "both",
                   kickers=options["pares_ties"] == "odd-cards",
                   real=options.get("real", "off") == "on",
                   pedrete=options.get("pedrete", "off") == "on",
                   target=int(options.get("game_to", str(TARGET))),
                   best_of={"best-of-3": 3, "best-of-5": 5}.get(options.get("match", "one"), 1))

    @property
    def max_bid(self) -> int:
        """The highest bid (any more is an órdago): one less than the game."""
        return self.target - 1

    @property
    def games_to_win(self) -> int:
        """The games that win the match: the majority of ``best_of``."""
        return self.best_of // 2 + 1

    def value(self, contest: str, cards: Sequence[Card]) -> HandValue:
        """A hand's value in a contest under these rules."""
        return value(contest, cards, self.eight, self.kickers, self.real, self.pedrete)

    def bonus(self, contest: str, cards: Sequence[Card]) -> int:
        return bonus(contest, cards, self.eight, self.pedrete)

    def best(self, contest: str, hands: Sequence[Sequence[Card]]) -> int | None:
        """The index of the winning hand, ``hands`` in turn order (exact ties to the first)."""
        return best(contest, hands, self.eight, self.kickers, self.real, self.pedrete)


def team_words(side: int) -> str:
    """``"<0> and <2>"``: a side for a log line."""
    return f"<{side}> and <{side + 2}>"


_AMARRACOS = {5: "five", 6: "six", 7: "seven"}


def counters(points: int, target: int = TARGET) -> str:
    """The score as players keep it on the table: an amarraco (a counter worth five) for every
    five points and a stone for each point over; one amarraco short of the game (seven
    amarracos, 35, in a game to 40) a side is announced."""
    fives, ones = divmod(points, 5)
    parts = [f"{fives} {'amarraco' if fives == 1 else 'amarracos'}"] if fives else []
    parts += [f"{ones} {'stone' if ones == 1 else 'stones'}"] if ones else []
    text = " and ".join(parts) or "no stones yet"
    near = target // 5 - 1
    if fives >= near and points < target:
        text += f" ({_AMARRACOS.get(near, str(near))} amarracos, announced: {target - points} to go)"
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

"""Twenty-Five's rules as data: the order of the cards under a trump suit, who wins a trick, which
cards a player may play, and the house rules read from the table's options.

The order (high to low), as the source gives it:

- trumps: the 5, the jack, the A♥ (always a trump, never a heart), the ace of trumps (when trumps
  are not hearts), the king, the queen, then the rest "highest in red, lowest in black": 10 down
  to 2 in a red suit, 2 up to 10 in a black one;
- other suits: the king, the queen, the jack, then 10 down to 2 and the ace last in diamonds
  (hearts have no ace: the A♥ is a trump), and in clubs or spades the ace, then 2 up to 10.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from pokerrules.core.cards import Card
from pokerrules.core.options import Choice, OptionSpec

#: Points that win the match, and points a trick scores.
TARGET = 25
TRICK_POINTS = 5
ACE_OF_HEARTS = Card(14, "h")
SUIT_WORDS = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}

_RED_LOW = (10, 9, 8, 7, 6, 5, 4, 3, 2)  # red: highest number highest
_BLACK_LOW = (14, 2, 3, 4, 5, 6, 7, 8, 9, 10)  # black: lowest number highest, the ace as a one


@cache
def trump_order(trump: str) -> tuple[Card, ...]:
    """Every trump, highest first (worked out once per suit)."""
    red = trump in "dh"
    rest = [r for r in (_RED_LOW if red else _BLACK_LOW[1:]) if r != 5]
    order = [Card(5, trump), Card(11, trump), ACE_OF_HEARTS]
    if trump != "h":
        order.append(Card(14, trump))
    order += [Card(13, trump), Card(12, trump)] + [Card(r, trump) for r in rest]
    return tuple(order)


@cache
def plain_order(suit: str) -> tuple[Card, ...]:
    """A suit that is not trumps, highest first (hearts without the A♥; once per suit)."""
    if suit in "dh":
        ranks = [13, 12, 11, *_RED_LOW] + ([14] if suit == "d" else [])
    else:
        ranks = [13, 12, 11, *_BLACK_LOW]
    return tuple(Card(r, suit) for r in ranks)


@dataclass(frozen=True)
class Trumps:
    """The order of the cards while ``suit`` is trumps."""

    suit: str

    def is_trump(self, card: Card) -> bool:
        return card.suit == self.suit or card == ACE_OF_HEARTS

    def suit_of(self, card: Card) -> str:
        """The suit a card belongs to in play: the trump suit for the A♥."""
        return self.suit if self.is_trump(card) else card.suit

    @property
    def ace(self) -> Card:
        """The ace of trumps: the card that may rob the turned-up card."""
        return Card(14, self.suit)

    def top(self) -> tuple[Card, ...]:
        """The three highest trumps, which a player never has to give up to a trump lead."""
        return trump_order(self.suit)[:3]

    def strength(self, card: Card) -> int:
        """A number for any card: every trump above every other card, and within a suit the
        higher card higher (cards of different plain suits compare only for a bot's taste)."""
        known = _strengths(self.suit).get(card)
        if known is not None:
            return known
        order = plain_order(card.suit)  # not a card of the game: raises as index does
        return len(order) - order.index(card)

    def winner(self, trick: Sequence[Card]) -> int:
        """The place in ``trick`` (cards in the order played) of the card that wins it: the
        highest trump, or without one the highest card of the suit led."""
        best = 0  # the champion's suit is always the suit led or trumps
        for i, card in enumerate(trick):
            champ = trick[best]
            ruffs = self.is_trump(card) and not self.is_trump(champ)
            beats = self.suit_of(card) == self.suit_of(champ) \
                and self.strength(card) > self.strength(champ)
            if ruffs or beats:
                best = i
        return best

    def name(self, card: Card) -> str:
        """A card with its place in words: ``"5♦ (trump)"``, ``"K♠"``."""
        return card.short + (" (trump)" if self.is_trump(card) else "")


@cache
def _strengths(trump: str) -> dict[Card, int]:
    """:meth:`Trumps.strength` of every card of the game while ``trump`` is trumps (once per
    suit): the trumps first, then each plain suit's cards."""
    order = trump_order(trump)
    found = {card: 100 + len(order) - i for i, card in enumerate(order)}
    for suit in SUIT_WORDS:
        plain = plain_order(suit)
        for i, card in enumerate(plain):
            found.setdefault(card, len(plain) - i)
    return found


@dataclass(frozen=True)
class Settings:
    """The house rules in force."""

    reneging: str = "source"  # "source": the top three trumps may always be kept back
    ace_up: str = "dealer"  # who may rob when the turned-up card is an ace
    teams: str = "alone"

    @classmethod
    def from_options(cls, options: Mapping[str, str]) -> Settings:
        return cls(options.get("reneging", "source"), options.get("ace_up", "dealer"),
                   options.get("teams", "alone"))

    def team_count(self, seats: int) -> int:
        """How many teams play: one per player, unless the teams chosen fit the table."""
        if self.teams == "pairs" and seats % 2 == 0:
            return seats // 2
        if self.teams == "threes" and seats in (6, 9):
            return seats // 3
        return seats


def may_keep_back(trumps: Trumps, card: Card, led: Card, reneging: str) -> bool:
    """Whether ``card``, a trump, need not be played when ``led`` (a trump) was led."""
    top = trumps.top()
    if card not in top:
        return False
    if reneging == "source":
        return True
    return trumps.strength(card) > trumps.strength(led)  # only against a lower trump


def legal_plays(trumps: Trumps, hand: Sequence[Card], trick: Sequence[Card],
                reneging: str = "source") -> list[Card]:
    """The cards of ``hand`` a player may play to ``trick`` (the cards played so far)."""
    if not trick:
        return list(hand)
    led = trick[0]
    if trumps.is_trump(led):
        forced = [c for c in hand if trumps.is_trump(c)
                  and not may_keep_back(trumps, c, led, reneging)]
        return [c for c in hand if trumps.is_trump(c)] if forced else list(hand)
    suit = [c for c in hand if not trumps.is_trump(c) and c.suit == led.suit]
    if not suit:
        return list(hand)
    return [c for c in hand if c in suit or trumps.is_trump(c)]


def why_illegal(trumps: Trumps, card: Card, hand: Sequence[Card], trick: Sequence[Card],
                reneging: str = "source") -> str | None:
    """Why playing ``card`` from ``hand`` to ``trick`` breaks the rules, or ``None``."""
    if card in legal_plays(trumps, [card, *hand], trick, reneging):
        return None
    led = trick[0]
    if trumps.is_trump(led):
        lower = [c.short for c in hand if trumps.is_trump(c)
                 and not may_keep_back(trumps, c, led, reneging)]
        return f"a trump was led and the player holds {', '.join(lower)}, which must be played"
    held = [c.short for c in hand if not trumps.is_trump(c) and c.suit == led.suit]
    return (f"{SUIT_WORDS[led.suit]} were led and the player holds {', '.join(held)}: follow suit "
            "or play a trump")


OPTIONS = (
    OptionSpec("teams", "Teams", "alone", (
        Choice("alone", "Everyone plays alone"),
        Choice("pairs", "Partners sitting opposite (4, 6 or 8 players)"),
        Choice("threes", "Teams of three (6 or 9 players)"),
    ), help="With a number of players the teams do not fit, everyone plays alone."),
    OptionSpec("reneging", "Keeping back top trumps", "source", (
        Choice("source", "The 5, jack and A♥ of trumps may always be kept back"),
        Choice("lower", "Kept back only when a lower trump is led"),
    )),
    OptionSpec("ace_up", "When the turned-up card is an ace", "dealer", (
        Choice("dealer", "The dealer may rob it"),
        Choice("nobody", "Nobody robs"),
    )),
    OptionSpec("trump", "Trumps", "s", tuple(Choice(s, SUIT_WORDS[s].capitalize()) for s in "cdhs"),
               judge_only=True, help="The trump suit of the trick being judged."),
)

"""Rumino's rules as data: the 108-card deck, the deadwood values, the melds (through
:mod:`pokerrules.kits.melds`), the rumino, and the house rules read from the table's options."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from itertools import combinations

from pokerrules.core.cards import ACE, JACK, JOKER_RANK, JOKER_SUIT, Card, standard_deck
from pokerrules.core.options import Choice, OptionSpec
from pokerrules.kits.melds import Arrangement, Meld, MeldRules, arrange, is_meld

HAND_SIZE = 7
#: Points that put a player out of the game.
OUT_AT = 100
#: Deadwood at or under which a player may knock; gin is no deadwood at all.
KNOCK_LIMIT = 7
#: What going gin scores.
GIN_SCORE = -10


def rumino_deck() -> tuple[Card, ...]:
    """Two standard decks and four jokers, 108 cards, in a fixed order."""
    return standard_deck() * 2 + (Card(JOKER_RANK, JOKER_SUIT),) * 4


def value(card: Card) -> int:
    """Deadwood points: an ace 1, jacks, queens, kings and jokers 10, the rest their number."""
    if card.is_joker or JACK <= card.rank < ACE:
        return 10
    return 1 if card.rank == ACE else card.rank


@cache
def meld_rules(identical: bool = True) -> MeldRules:
    """Melds of three or four, of a kind or in sequence of one suit, aces low, jokers wild."""
    return MeldRules(max_group=4, max_sequence=4, jokers_wild=True, identical_in_group=identical)


def best(cards: Sequence[Card], identical: bool = True) -> Arrangement:
    """The arrangement of ``cards`` into melds with the least deadwood (remembered: a view asks
    it for the hand and for each discard, and the hand does not change while the others move;
    :func:`~pokerrules.kits.melds.arrange` gives the same for any order of the cards)."""
    return _best(tuple(sorted(cards)), identical)


@lru_cache(maxsize=4096)
def _best(cards: tuple[Card, ...], identical: bool) -> Arrangement:
    return arrange(cards, meld_rules(identical), value)


def rumino(cards: Sequence[Card], identical: bool = True) -> Meld | None:
    """Seven of ``cards`` in sequence of one suit or of a kind (jokers allowed), or ``None``."""
    rules = replace(meld_rules(identical), max_group=None, max_sequence=None)
    for seven in sorted(set(combinations(sorted(cards), HAND_SIZE))):
        meld = is_meld(seven, rules)
        if meld is not None:
            return meld
    return None


def best_discard(cards: Sequence[Card], identical: bool = True) -> tuple[Card, Arrangement]:
    """The card whose discard leaves the least deadwood (the higher card on a tie), and what is
    left."""
    options = []
    for card in sorted(set(cards), key=lambda c: (-value(c), -c.rank, c)):
        rest = list(cards)
        rest.remove(card)
        options.append((best(rest, identical).points, card))
    points, card = min(options, key=lambda o: o[0])
    rest = list(cards)
    rest.remove(card)
    return card, best(rest, identical)


def _choices(*pairs: tuple[str, str]) -> tuple[Choice, ...]:
    return tuple(Choice(v, label) for v, label in pairs)


OPTIONS = (
    OptionSpec("stake", "Stake (the first rebuy costs the same, and each later one doubles)",
               "10", _choices(("5", "5"), ("10", "10"), ("20", "20"), ("50", "50"))),
    OptionSpec("identical", "Two identical cards in a group of a kind", "yes", _choices(
        ("yes", "Allowed (9♦ 9♦ 9♣ is a group)"), ("no", "Not allowed"))),
    OptionSpec("stock_out", "When the stock runs out", "void", _choices(
        ("void", "The deal is void: nobody scores"),
        ("count", "The deal ends: everyone adds their deadwood"))),
    OptionSpec("last_out", "When every player left reaches 100 in the same deal", "lowest",
               _choices(("lowest", "The lowest score wins the pool (equal lowest share it)"),
                        ("share", "They share the pool"))),
    OptionSpec("deal_cap", "Deal limit (then the lowest score wins)", "20", _choices(
        ("10", "10 deals"), ("15", "15 deals"), ("20", "20 deals"))),
)


@dataclass(frozen=True)
class Settings:
    """The house rules of one game, read from its (checked) options."""

    stake: int
    identical: bool
    void_when_stock_out: bool
    lowest_when_all_out: bool
    deal_cap: int

    @classmethod
    def from_options(cls, options: Mapping[str, str]) -> Settings:
        return cls(stake=int(options["stake"]), identical=options["identical"] == "yes",
                   void_when_stock_out=options["stock_out"] == "void",
                   lowest_when_all_out=options["last_out"] == "lowest",
                   deal_cap=int(options["deal_cap"]))

    def rebuy_cost(self, rebuys: int) -> int:
        """The stake for the first rebuy, doubling for each later one."""
        return int(self.stake * 2 ** rebuys)

"""Pif Paf's rules as data: the deck, the house rules read from the table's options (with the
limits of the round of betting), and the questions the game and its bots ask the meld solver
(:mod:`pokerrules.kits.melds`): which discards let a hand of ten go out, and who could go out with a
discarded card."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from pokerrules.core.cards import Card, standard_deck
from pokerrules.core.options import Choice, OptionSpec
from pokerrules.kits.melds import Arrangement, MeldRules, arrange, melded_completely
from pokerrules.table.betting import Stakes

#: Cards in a hand between turns; a player holds one more between drawing and discarding.
HAND = 9
#: A deal nobody has won after this many turns ends with no winner (everyone takes back their
#: chips); it keeps a deal from going on for ever.
TURN_LIMIT = 90
#: Bets and raises in the round of betting (an opening bet and three raises).
MAX_RAISES = 4


def double_deck() -> tuple[Card, ...]:
    """Two standard decks: 104 cards, each card twice, no jokers."""
    return standard_deck() + standard_deck()


def _choices(*pairs: tuple[str, str]) -> tuple[Choice, ...]:
    return tuple(Choice(value, label) for value, label in pairs)


OPTIONS = (
    OptionSpec("ante", "Ante", "2", _choices(("1", "1"), ("2", "2"), ("5", "5"), ("10", "10"))),
    OptionSpec("groups", "Groups of a kind", "three-suits", _choices(
        ("three-suits", "Exactly three suits among the cards (a fourth card repeats one)"),
        ("any-suits", "Any suits: two or more cards of one suit may share a group"))),
    OptionSpec("ace_high", "Queen, king, ace", "no", _choices(
        ("no", "Not a sequence: aces are only low (A-2-3)"),
        ("yes", "A sequence too: an ace may also follow the king"))),
    OptionSpec("deals", "Deals in a match", "3", _choices(
        ("1", "One deal"), ("2", "Two deals"), ("3", "Three deals"))),
    OptionSpec("turnovers", "Turning the discard pile over", "2", _choices(
        ("1", "Once: when the stock runs out again, the deal ends with no winner"),
        ("2", "Twice: the third time the stock runs out, the deal ends with no winner"),
        ("5", "Five times"))),
)


@dataclass(frozen=True)
class Settings:
    """The house rules of one match, read from its (checked) options."""

    ante: int
    melds: MeldRules
    deals: int
    turnovers: int

    @classmethod
    def from_options(cls, options: Mapping[str, str]) -> Settings:
        return cls(ante=int(options["ante"]), melds=meld_rules(options),
                   deals=int(options["deals"]), turnovers=int(options["turnovers"]))

    def stakes(self, players: int) -> Stakes:
        """The round of betting of a deal with ``players`` dealt in (on
        :mod:`pokerrules.table.betting`): each bet or raise from the ante to the ante times the
        players, at most :data:`MAX_RAISES` of them, and never more than the shortest stack still
        in can match (so there are never side pots)."""
        return Stakes(ante=self.ante, bet=self.ante, structure="spread", top=self.ante * players,
                      raise_cap=MAX_RAISES - 1, shortest_stack=True, wording="call-and-raise")


def meld_rules(options: Mapping[str, str]) -> MeldRules:
    """Sequences of three or more of a suit, and groups of three or more of a kind, with exactly
    three suits among them unless the table allows any suits."""
    any_suits = options.get("groups") == "any-suits"
    return MeldRules(group_suits="any" if any_suits else "exactly-three",
                     ace_high=options.get("ace_high") == "yes")


def without(cards: Sequence[Card], card: Card) -> list[Card]:
    """``cards`` less one copy of ``card``."""
    rest = list(cards)
    rest.remove(card)
    return rest


def outs(cards: Sequence[Card], rules: MeldRules) -> dict[Card, Arrangement]:
    """For a hand of ten: each card whose discard leaves the other nine all in melds, with
    those melds."""
    return dict(_outs(tuple(sorted(cards)), rules))


def best(cards: Sequence[Card], rules: MeldRules) -> Arrangement:
    """The solver's arrangement of ``cards`` (remembered: views and bots ask often)."""
    return _best(tuple(sorted(cards)), rules)


@lru_cache(maxsize=4096)
def _best(cards: tuple[Card, ...], rules: MeldRules) -> Arrangement:
    return arrange(cards, rules)


@lru_cache(maxsize=4096)
def _outs(cards: tuple[Card, ...], rules: MeldRules) -> tuple[tuple[Card, Arrangement], ...]:
    found = []
    for card in sorted(set(cards)):
        done = melded_completely(without(cards, card), rules)
        if done is not None:
            found.append((card, done))
    return tuple(found)


def claim_outs(hand: Sequence[Card], card: Card, rules: MeldRules) -> dict[Card, Arrangement]:
    """How a hand of nine could go out by claiming ``card``: each card of the hand it could then
    discard (the claimed card must be one of the melds), with the melds."""
    found = outs([*hand, card], rules) if hand else {}
    return {c: done for c, done in found.items() if c != card}

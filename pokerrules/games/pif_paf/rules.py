"""Pif Paf's rules as data: the deck, the house rules read from the table's options (with the
limits of the round of betting), and the questions the game and its bots ask the meld solver
(:mod:`pokerrules.kits.melds`): which discards let a hand of ten go out, and who could go out with a
discarded card."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from pokerrules.core.cards import ACE, Card, parse_card, standard_deck
from pokerrules.core.errors import BadCard, BadOption, quote
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
#: The options' values that play a match by lives.
LIVES = ("7", "10")
#: The move that goes out with all ten cards, without a discard (a house rule of lives).
OUT_TEN = "out-ten"


def double_deck() -> tuple[Card, ...]:
    """Two standard decks: 104 cards, each card twice, no jokers."""
    return standard_deck() + standard_deck()


def _choices(*pairs: tuple[str, str]) -> tuple[Choice, ...]:
    return tuple(Choice(value, label) for value, label in pairs)


def judged_curinga(text: str) -> Card | None:
    """The judge's curinga (option ``curinga_card``): a card such as ``6h``, or ``none``."""
    if text.strip().lower() in ("", "none"):
        return None
    try:
        card = parse_card(text.strip())
    except BadCard:
        card = None
    if card is None or card.is_joker:
        raise BadOption(f"The curinga must be one card, such as 6h, or none, not {quote(text)}.")
    return card


def curinga_of(turned: Card) -> Card:
    """The curinga of a deal: the card one rank above the card turned up, in its suit (after a
    king, the ace; after an ace, the 2)."""
    return Card(2 if turned.rank == ACE else turned.rank + 1, turned.suit)


OPTIONS = (
    OptionSpec("ante", "Ante", "2", _choices(("1", "1"), ("2", "2"), ("5", "5"), ("10", "10"))),
    OptionSpec("groups", "Groups of a kind", "three-suits", _choices(
        ("three-suits", "Exactly three suits among the cards (a fourth card repeats one)"),
        ("any-suits", "Any suits: two or more cards of one suit may share a group"))),
    OptionSpec("ace_high", "Queen, king, ace", "no", _choices(
        ("no", "Not a sequence: aces are only low (A-2-3)"),
        ("yes", "A sequence too: an ace may also follow the king"))),
    OptionSpec("deals", "Deals in a match", "3", _choices(
        ("1", "One deal"), ("2", "Two deals"), ("3", "Three deals")), applies=(("lives", ("none",)),)),
    OptionSpec("turnovers", "Turning the discard pile over", "2", _choices(
        ("1", "Once: when the stock runs out again, the deal ends with no winner"),
        ("2", "Twice: the third time the stock runs out, the deal ends with no winner"),
        ("5", "Five times"))),
    OptionSpec("curinga", "Wild card (curinga)", "none", _choices(
        ("none", "None: no card is wild"),
        ("above-turned", "The card above the one turned up after the deal, in its suit: wild in "
                         "sequences only"))),
    OptionSpec("curinga_card", "The curinga", "none", parse=judged_curinga, judge_only=True,
               help="For judging a showdown: the wild card, such as 6h, or none. In play, the "
                    "card turned up after the deal decides."),
    OptionSpec("lives", "Playing for lives", "none", _choices(
        ("none", "No: each deal is played for its pot"),
        ("7", "Seven lives each, with no betting"),
        ("10", "Ten lives each, with no betting"))),
    OptionSpec("ten_cards", "Going out with all ten cards", "no", _choices(
        ("no", "Not allowed: going out always takes a discard"),
        ("two-lives", "Allowed, and it costs every other player two lives")),
        applies=(("lives", LIVES),)),
)


@dataclass(frozen=True)
class Settings:
    """The house rules of one match, read from its (checked) options."""

    ante: int
    melds: MeldRules  # without a curinga: each deal's turned card sets it (:meth:`deal_melds`)
    deals: int
    turnovers: int
    curinga: bool = False  # a card turned up after each deal sets a wild card
    lives: int = 0  # lives each player starts with; 0 when the match is played for pots
    ten_cards: bool = False  # going out with all ten cards is allowed (and costs two lives)

    @classmethod
    def from_options(cls, options: Mapping[str, str]) -> Settings:
        lives = int(options["lives"]) if options.get("lives", "none") in LIVES else 0
        return cls(ante=int(options["ante"]), melds=meld_rules(options),
                   deals=int(options["deals"]), turnovers=int(options["turnovers"]),
                   curinga=options.get("curinga") == "above-turned", lives=lives,
                   ten_cards=ten_card_batida(options))

    def deal_melds(self, curinga: Card | None) -> MeldRules:
        """The meld rules of a deal whose curinga is ``curinga`` (None: no wild card)."""
        return self.melds if curinga is None else with_curinga(self.melds, curinga)

    def stakes(self, players: int) -> Stakes:
        """The round of betting of a deal with ``players`` dealt in (on
        :mod:`pokerrules.table.betting`): each bet or raise from the ante to the ante times the
        players, at most :data:`MAX_RAISES` of them, and never more than the shortest stack still
        in can match (so there are never side pots)."""
        return Stakes(ante=self.ante, bet=self.ante, structure="spread", top=self.ante * players,
                      raise_cap=MAX_RAISES - 1, shortest_stack=True, wording="call-and-raise")


def meld_rules(options: Mapping[str, str]) -> MeldRules:
    """Sequences of three or more of a suit, and groups of three or more of a kind, with exactly
    three suits among them unless the table allows any suits. No card is wild: in play, each
    deal's turned card sets the curinga (:meth:`Settings.deal_melds`)."""
    any_suits = options.get("groups") == "any-suits"
    return MeldRules(group_suits="any" if any_suits else "exactly-three",
                     ace_high=options.get("ace_high") == "yes")


def ten_card_batida(options: Mapping[str, str]) -> bool:
    """Whether a hand of ten cards all in melds may go out without a discard (in a match by
    lives, under option ``ten_cards``)."""
    return options.get("lives") in LIVES and options.get("ten_cards") == "two-lives"


def with_curinga(rules: MeldRules, curinga: Card) -> MeldRules:
    """``rules`` with ``curinga`` wild: it stands for any card in a sequence, never in a group
    of a kind (where it counts only as itself)."""
    return replace(rules, wild=curinga, jokers_in_groups=False)


def judged_melds(options: Mapping[str, str]) -> MeldRules:
    """The judge's meld rules: :func:`meld_rules` with the judge's curinga, if one is given."""
    curinga = judged_curinga(options.get("curinga_card", "none"))
    rules = meld_rules(options)
    return rules if curinga is None else with_curinga(rules, curinga)


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

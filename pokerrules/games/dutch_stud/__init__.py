"""Dutch Stud: one face-up card each, every one of a different rank; then the dealer turns cards
from the deck until one matches a rank a player holds, it goes to that player, and a betting
round follows. The first four of a kind ends the dealing, and the best high hand and the best
low hand showing split the pot.

Every card a player gets after the first is of the first card's rank, so a hand is always one
rank: a single card, a pair, three or four of a kind. The high half goes to the most cards (then
the higher rank), the low half to the fewest (then the lower rank, aces low), as any ace-to-five
low would rank them. Since no two players share a rank, no two hands ever tie.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pokerrules.core.cards import Card
from pokerrules.core.options import Choice, OptionSpec
from pokerrules.core.rng import SeededRandom
from pokerrules.games.dutch_stud.bot import DutchStudBot
from pokerrules.rankings.low import AceToFiveLow
from pokerrules.rankings.poker import HighPoker
from pokerrules.steps.deal_apart import DealApart
from pokerrules.steps.family import Family
from pokerrules.steps.flip_to_match import FlipToMatch
from pokerrules.steps.spec import Bet, Repeat, Showdown, SourceStats, Spec
from pokerrules.steps.variant import HouseRule, effective_spec, step_variant
from pokerrules.table.game import Variant
from pokerrules.table.judge_help import JudgeHelp
from pokerrules.table.random_bot import RandomBot
from pokerrules.table.teach.model import Lesson

FAMILY = "Dutch Stud"


@dataclass(frozen=True)
class OneRankHigh(HighPoker):
    """High poker, in the words of hands that are always one rank (the keys are poker's)."""

    def describe(self) -> str:
        return ("the most cards of one rank: four of a kind, then three, then a pair, then a "
                "single card; between as many cards, the higher rank (aces high)")


@dataclass(frozen=True)
class OneRankLow(AceToFiveLow):
    """Ace-to-five low, in the words of hands that are always one rank (the keys are its)."""

    def describe(self) -> str:
        return ("the fewest cards: a single card beats any pair; between as many cards, the "
                "lower rank (aces count as ones)")

DUTCH_STUD = Spec(
    id="dutch-stud",
    name="Dutch Stud",
    serial=9,
    parent=None,
    tags=("stud", "high-low", "odd-deal"),
    summary="One face-up card each, all of different ranks; cards are turned until one matches "
            "a player's rank, a betting round follows each match, and the first four of a kind "
            "ends it: high and low split the pot.",
    steps=(
        DealApart(),
        Repeat((FlipToMatch(), Bet()), until="deck-out"),
        Showdown(high=OneRankHigh(), low=OneRankLow()),
    ),
    stats=SourceStats(cards=4, players=13, betting_rounds=304, max_cards_seen=4, wilds=0,
                      source="Home Poker Cookbook"),
)


def _split(spec: Spec, value: str) -> Spec:
    return spec if value == "high-low" else spec.with_showdown(low=None)


SPLIT = HouseRule(
    OptionSpec("split", "Who takes the pot", "high-low", choices=(
        Choice("high-low", "The best high hand and the best low hand split it"),
        Choice("high", "The best high hand takes it all"))),
    _split,
)
RULES = (SPLIT,)


def _drill_hands(rng: SeededRandom, deck: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """The "Who wins?" drill's showdown: 2 to 4 hands, each of one rank (1 to 4 cards, as the
    game deals them), no two of the same rank, one of them four of a kind half the time."""
    count = 2 + rng.below(3)
    ranks: list[int] = []
    for card in deck:
        if card.rank not in ranks:
            ranks.append(card.rank)
        if len(ranks) == count:
            break
    sizes = [1 + rng.below(3) for _ in ranks]
    if rng.below(2):
        sizes[rng.below(count)] = 4
    return [tuple([c for c in deck if c.rank == rank][:size])
            for rank, size in zip(ranks, sizes, strict=True)]


def _lessons() -> tuple[Lesson, ...]:
    """The game's lessons (their module is imported when they are first asked for)."""
    from pokerrules.games.dutch_stud.lessons import LESSONS

    return LESSONS


SPECS = (DUTCH_STUD,)
def _variant() -> Variant:
    variant = step_variant(DUTCH_STUD, FAMILY, RULES, max_seats=8, showdown_cards=(1, 4),
                           lessons=_lessons, judge_help=JudgeHelp(drill=_drill_hands))

    def sensible() -> DutchStudBot:
        return DutchStudBot(lambda options: effective_spec(DUTCH_STUD, RULES, options))

    return replace(variant, bots={"sensible": sensible, "random": RandomBot})


VARIANTS = (_variant(),)
FAMILY_ENTRY = Family(FAMILY, VARIANTS, SPECS, order=16)

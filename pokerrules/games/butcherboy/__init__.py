"""Butcherboy: face-up cards go round until one matches a rank someone holds; that card goes to
the holder, a betting round follows, and the first four of a kind takes the pot at once.

Every card of a rank goes to the one player still in who holds that rank (see
:mod:`pokerrules.steps.deal_to_match`), so a four of a kind is completed exactly when the last
card of a rank comes out, and a hand where nobody folds ends by the 40th card at the latest. A
folded player's cards are out of play; by default a later card of one of their ranks is dealt as
usual, so that rank can never make four of a kind, and if folded players between them held every
rank the deck can run out: then the best five-card poker hand among the players still in wins.

The showdown's ranking is high poker with four of a kind on top (above a straight flush): at the
table the four of a kind ends the hand before anything else is compared, and at the deck-out
showdown nobody can hold one. The sensible bot values a hand by dealing the unseen cards out by
these rules many times (:class:`ButcherboyBot`), since the hand's future, not its present poker
value, decides who wins.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from pokerrules.core.cards import Card, parse_card, rank_name, standard_deck
from pokerrules.core.options import Choice, OptionSpec
from pokerrules.core.rng import SeededRandom
from pokerrules.rankings.base import HandValue
from pokerrules.rankings.poker import HighPoker
from pokerrules.steps.bots_poker import PokerBot
from pokerrules.steps.family import Family
from pokerrules.steps.spec import Bet, DealToMatch, Repeat, Showdown, SourceStats, Spec
from pokerrules.steps.variant import HouseRule, Tweak, effective_spec, step_variant
from pokerrules.table.game import Variant
from pokerrules.table.random_bot import RandomBot
from pokerrules.table.teach.model import Lesson

FAMILY = "Butcherboy"


def _four(cards: Sequence[Card]) -> int | None:
    """The highest rank of which ``cards`` hold four, if any."""
    ranks = [c.rank for c in cards]
    return max((r for r in set(ranks) if ranks.count(r) >= 4), default=None)


@dataclass(frozen=True)
class FirstFourWins:
    """High poker with four of a kind above every other hand, a straight flush included (two
    fours of a kind, which the game itself never shows down, rank by their rank)."""

    poker: HighPoker = field(default_factory=HighPoker)
    partial_straights_flushes: bool = False

    def key(self, cards: Sequence[Card]) -> tuple[int, int]:
        four = _four(cards)
        return (1, four) if four is not None else (0, self.poker.key(cards))

    def label(self, cards: Sequence[Card]) -> str:
        four = _four(cards)
        return (f"Four of a kind, {rank_name(four, plural=True)}" if four is not None
                else self.poker.label(cards))

    def evaluate(self, cards: Sequence[Card]) -> HandValue:
        four = _four(cards)
        if four is None:
            value = self.poker.evaluate(cards)
            return HandValue((0, value.key), value.label, value.used, value.wild_plays)
        self.poker.evaluate(cards)  # the same checks on the cards
        return HandValue((1, four), self.label(cards), tuple(c for c in cards if c.rank == four))

    def showing_key(self, cards: Sequence[Card]) -> tuple[int, int]:
        return self.key(cards)

    def describe(self) -> str:
        return ("Four of a kind beats every other hand, even a straight flush: it ends the hand "
                "as soon as it is completed. If the deck runs out first, the best five cards win: "
                "straight flush, four of a kind, full house, flush, straight, three of a kind, "
                "two pair, one pair, high card.")

    def rule(self, winner: HandValue, rivals: Sequence[HandValue]) -> str:
        if winner.key[0] == 1:
            return "the first four of a kind takes the pot at once"
        return "the best poker hand"

    def why_not(self, cards: Sequence[Card]) -> str:
        return self.poker.why_not(cards)

    def is_wild(self, card: Card) -> bool:
        return False


BUTCHERBOY = Spec(
    id="butcherboy",
    name="Butcherboy",
    serial=387,
    parent="dutch-stud",
    tags=("stud", "odd-deal"),
    summary="Face-up cards go round until one matches a rank someone holds; it goes to them, "
            "a betting round follows, and the first four of a kind takes the pot.",
    steps=(
        Repeat((DealToMatch(), Bet()), until="deck-out"),
        Showdown(high=FirstFourWins()),
    ),
    stats=SourceStats(cards=99, players=13, betting_rounds=300, max_cards_seen=99, wilds=0,
                      source="Source misplaced"),
)


def _dealing_step(spec: Spec) -> DealToMatch:
    return next(s for s in spec.flat_steps() if isinstance(s, DealToMatch))


def _dealing(name: str) -> Tweak:
    """A house rule setting one field of the game's dealing step."""

    def apply(spec: Spec, value: str) -> Spec:
        return spec.swap(DealToMatch, replace(_dealing_step(spec), **{name: value}))  # type: ignore[arg-type]

    return apply


RESUME = HouseRule(
    OptionSpec("resume", "Where the dealing goes on after a match", "receiver", choices=(
        Choice("receiver", "With the player whose turn it was (they got no card)"),
        Choice("next", "With the player after them"))),
    _dealing("resume"),
)
FOLDED_RANKS = HouseRule(
    OptionSpec("folded_ranks", "Later cards of a folded player's ranks", "open", choices=(
        Choice("open", "Dealt as usual to the player whose turn it is"),
        Choice("dead", "Dead: burned, and the same player gets the next card"))),
    _dealing("folded_ranks"),
)
RULES = (RESUME, FOLDED_RANKS)


def _cards(hand: Mapping[str, Any]) -> list[Card]:
    return [parse_card(c["code"]) for c in hand["cards"] if c["code"] != "??"]


@dataclass
class ButcherboyBot(PokerBot):
    """The poker bot, valuing its hand by how often it wins when the rest of the deck is dealt
    out by the game's rules (every card is face up, so it knows all but the order)."""

    def equity(self, spec: Spec, view: Mapping[str, Any], rng: SeededRandom) -> float:
        step, ranking = _dealing_step(spec), spec.opening_ranking()
        me = view["your_seat"]
        live = {h["seat"]: _cards(h) for h in view["hands"] if not h.get("folded")}
        folded = {h["seat"]: _cards(h) for h in view["hands"] if h.get("folded")}
        turn = next((h["seat"] for h in view["hands"] if "Next card" in h["notes"]), None)
        seen = {c for cards in (*live.values(), *folded.values()) for c in cards}
        unseen = [c for c in standard_deck() if c not in seen]
        score = 0.0
        for _ in range(self.samples if turn is not None else 1):
            pool = list(unseen)
            order = [pool.pop(rng.below(len(pool))) for _ in range(len(pool))]
            winner, held = (step.play_out(live, folded, turn, order) if turn is not None
                            else (None, live))
            if winner is not None:
                score += winner == me
                continue
            keys = {s: ranking.key(cards) for s, cards in held.items() if cards}
            best = max(keys.values(), default=None)
            tops = [s for s, k in keys.items() if k == best]
            score += 1 / len(tops) if me in tops else 0
        return score / (self.samples if turn is not None else 1)


def _lessons() -> tuple[Lesson, ...]:
    """The game's lessons (their module is imported when they are first asked for)."""
    from pokerrules.games.butcherboy.lessons import LESSONS

    return LESSONS


def _variant() -> Variant:
    variant = step_variant(BUTCHERBOY, FAMILY, RULES, showdown_cards=(1, 40),
                           lessons=_lessons)

    def sensible() -> ButcherboyBot:
        return ButcherboyBot(lambda options: effective_spec(BUTCHERBOY, RULES, options))

    return replace(variant, bots={"sensible": sensible, "random": RandomBot})


SPECS = (BUTCHERBOY,)
VARIANTS = (_variant(),)
FAMILY_ENTRY = Family(FAMILY, VARIANTS, SPECS, order=6)

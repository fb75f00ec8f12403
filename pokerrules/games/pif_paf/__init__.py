"""Pif Paf (Cacheta): a Brazilian rummy game with stakes. Nine cards each from two decks, one
round of betting, then draw and discard until a player's nine cards all form melds: that player
goes out and takes the pot. A match is a few deals; the winner of a deal deals the next.

The match is played on :mod:`pokerrules.table.match`; the flow is in
:mod:`~pokerrules.games.pif_paf.state`, the betting on :mod:`pokerrules.table.betting` (its
capped round) and the rules (melds, house rules, the betting's limits) in
:mod:`~pokerrules.games.pif_paf.rules`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pokerrules.core.cards import Card
from pokerrules.core.errors import BadCard
from pokerrules.core.rng import SeededRandom
from pokerrules.games.pif_paf.card import card_words
from pokerrules.games.pif_paf.coach import COACH
from pokerrules.games.pif_paf.rules import (
    HAND,
    OPTIONS,
    double_deck,
    judged_melds,
    meld_rules,
    outs,
    ten_card_batida,
)
from pokerrules.games.pif_paf.state import PifPafState
from pokerrules.kits.melds import arrange, melded_completely
from pokerrules.kits.rummy.drill import melded_hand, mixed, spoiled
from pokerrules.rankings.base import HandValue
from pokerrules.steps.family import Family
from pokerrules.table.declare import match_variant, stacked_table
from pokerrules.table.judge_help import JudgeHelp
from pokerrules.table.showdown import PartResult
from pokerrules.table.state import Bot
from pokerrules.table.teach.model import Lesson

RULES = """\
Three to eight players use two decks shuffled together (104 cards, no jokers). Everyone antes and
gets nine cards. One round of betting follows, as in poker, from the dealer's left: no bet or
raise may be more than the ante times the number of players. If everyone else folds, the last
player takes the pot.

Then, from the dealer's left, each player in turn draws a card, from the stock or the top of the
discard pile (the first player can only draw from the stock), and discards one. Melds are
sequences of three or more cards of one suit (aces low), and groups of three or more of a kind
with exactly three suits among them (Q♠ Q♥ Q♦ or Q♠ Q♥ Q♦ Q♦, but not Q♠ Q♥ Q♦ Q♣). A player
whose other nine cards all form melds may go out with the discard, show the melds and take the
pot. A discard that lets another player go out is claimed for them at once, out of turn (the
first such player to the discarder's left); nobody is asked. When the stock runs out, the discard
pile is turned over as the new stock. The winner deals the next deal.
"""


def showdown_parts(options: Mapping[str, str]) -> list[tuple[str, Any]]:
    """One part: going out, under the table's meld rules (with the judge's curinga) and whether
    ten cards all in melds go out without a discard."""
    return [("going out", (judged_melds(options), ten_card_batida(options)))]


def verdict(options: Mapping[str, str], hands: list[tuple[Card, ...]]) -> list[PartResult]:
    """Which hands go out: nine cards that all form melds, or ten cards with a discard that
    leaves nine such cards (or, where a match by lives allows it, ten cards all in melds). Each
    hand's label gives its melds (or its best arrangement)."""
    rules = judged_melds(options)
    all_ten = ten_card_batida(options)
    values = []
    for cards in hands:
        if len(cards) not in (HAND, HAND + 1):
            raise BadCard("Give hands of nine cards (the hand as it stands) or ten (the hand "
                          "before its discard).")
        if len(cards) == HAND:
            done = melded_completely(cards, rules)
            label = done.text() if done else f"Does not go out: {arrange(cards, rules).text()}"
        elif all_ten and (done := melded_completely(cards, rules)) is not None:
            label = f"all ten cards: {done.text()}"
        else:
            found = outs(cards, rules)
            card = min(found) if found else None
            done = found[card] if card else None
            label = (f"Discard {card.short}, then {found[card].text()}" if card else
                     "Does not go out with any discard")
        values.append(HandValue(1 if done else 0, label))
    winners = tuple(i for i, v in enumerate(values) if v.key)
    return [PartResult("going out", winners, tuple(values), ("goes out", "go out"),
                       nobody="no hand goes out", may_miss=True)]


def drill_hands(rng: SeededRandom, deck: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """The "Who wins?" drill's hands: 2 to 4 hands of nine cards from ``deck``, each of three
    melds; all but one (or, now and then, all) have one card swapped so that they no longer go
    out, so that the drill turns on whether a hand goes out."""
    pool, rules = list(deck), meld_rules({})
    count = 2 + rng.below(3)
    going_out = rng.below(count + 1)  # none when it is ``count``
    hands = []
    for index in range(count):
        cards = melded_hand(rng, pool, rules, HAND, 3)
        if index != going_out:
            cards = spoiled(rng, pool, cards, lambda c: melded_completely(c, rules) is not None)
        hands.append(mixed(rng, cards))
    return hands


def stacked(*hands: str, stock: str = "", stacks: Sequence[int] | None = None, seed: int = 0,
            **options: str) -> PifPafState:
    """A match whose first deal gives ``hands`` (nine cards each; seat 1's first, seat 1 being
    first to act) and then draws ``stock`` in order (its first card is the one turned up, when
    the table plays with a curinga), the rest of the double deck after it; later
    deals are shuffled from ``seed`` as usual. For examples and tests."""
    return PifPafState(stacked_table(VARIANT, hands, size=HAND, then=stock, seed=seed, stacks=stacks,
                                   options=options))


def _sensible_bot() -> Bot:
    """The sensible bot (its module is imported when one is first made)."""
    from pokerrules.games.pif_paf.bots import MeldBot

    return MeldBot()


def _lessons() -> tuple[Lesson, ...]:
    """The game's lessons (their module is imported when they are first asked for)."""
    from pokerrules.games.pif_paf.lessons import LESSONS

    return LESSONS


VARIANT = match_variant(
    id="pif-paf",
    name="Pif Paf",
    family="Pif Paf",
    summary="Brazilian rummy with stakes (also called Cacheta): nine cards from two decks, one "
            "round of betting, then draw and discard until one player's nine cards all form "
            "melds and take the pot.",
    tags=("rummy", "match", "two decks"),
    seats=(3, 8, 4),
    start_stack=200,
    deck=double_deck,
    start=PifPafState,
    rules=RULES,
    options=OPTIONS,
    card_words=card_words,
    bots={"sensible": _sensible_bot},
    lessons=_lessons,
    showdown_parts=showdown_parts,
    showdown_cards=(HAND, HAND + 1),
    showdown_verdict=verdict,
    judge_help=JudgeHelp(
        text="A hand has 9 cards (as it stands) or 10 (just after a draw, before the discard). "
             "It goes out when nine cards all form melds: sequences of three or more cards of one "
             "suit (aces low), and groups of three or more of a kind with exactly three suits "
             "among them (with the default house rules). There are no jokers.",
        examples=("7h 8h 9h Kc Ks Kd 2c 3c 4c", "As 2s 3s 9d 9c 5h Jd Qd 4s"),
        drill=drill_hands),
    coach=COACH,
)

__all__ = ["VARIANT", "PifPafState", "showdown_parts", "stacked", "verdict"]

FAMILY_ENTRY = Family(VARIANT.family, (VARIANT,), order=15)

"""The lessons and drills of the hand-written match games (Mus, Rumino, Pif Paf): the rummy
drills deal hands the judge can tell apart, from the game's own deck, the same for the same seed;
and the answers the lessons compute read only the learner's own hand."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pytest

from pokerrules.core.cards import Card
from pokerrules.core.rng import SeededRandom, shuffled
from pokerrules.games import pif_paf, rumino
from pokerrules.games.pif_paf import lessons as pif_paf_lessons
from pokerrules.games.pif_paf.rules import double_deck, meld_rules
from pokerrules.games.rumino import lessons as rumino_lessons
from pokerrules.games.rumino.rules import best, rumino_deck
from pokerrules.kits.melds import melded_completely
from pokerrules.lessons.drill import drill
from pokerrules.lookup.registry import get
from pokerrules.table.state import State

SEEDS = range(40)
Dealer = Callable[[SeededRandom, tuple[Card, ...]], list[tuple[Card, ...]]]


def _deal(dealer: Dealer, deck: tuple[Card, ...], seed: int) -> list[tuple[Card, ...]]:
    return dealer(SeededRandom(seed), tuple(shuffled(deck, seed)))


@pytest.mark.parametrize("dealer, deck, size", [
    (rumino.drill_hands, rumino_deck(), 7),
    (pif_paf.drill_hands, double_deck(), 9),
], ids=["rumino", "pif-paf"])
def test_drill_hands_come_from_the_deck_and_repeat_by_seed(dealer: Dealer,
                                                           deck: tuple[Card, ...],
                                                           size: int) -> None:
    for seed in SEEDS:
        hands = _deal(dealer, deck, seed)
        assert 2 <= len(hands) <= 4
        assert all(len(hand) == size for hand in hands)
        dealt = Counter(card for hand in hands for card in hand)
        assert not dealt - Counter(deck), f"seed {seed} deals cards the deck does not hold"
        assert _deal(dealer, deck, seed) == hands


def test_rumino_drill_hands_hold_melds() -> None:
    """Random sevens almost never hold a meld; the drill's usually do, so the least deadwood
    turns on them, and the winner varies."""
    melded = drills = 0
    answers = set()
    for seed in SEEDS:
        hands = _deal(rumino.drill_hands, rumino_deck(), seed)
        melded += sum(bool(best(hand).melds) for hand in hands)
        drills += 1
        answers.add(drill("rumino", seed)["parts"][0]["answer"])
    assert melded > drills, "fewer than one hand a drill holds a meld"
    assert {"Hand 1", "Hand 2"} <= answers


def test_pif_paf_drill_has_at_most_one_hand_going_out_and_sometimes_none() -> None:
    rules = meld_rules({})
    out_counts: Counter[int] = Counter()
    for seed in SEEDS:
        hands = _deal(pif_paf.drill_hands, double_deck(), seed)
        out_counts[sum(melded_completely(hand, rules) is not None for hand in hands)] += 1
    assert set(out_counts) == {0, 1}, out_counts
    answers = {drill("pif-paf", seed)["parts"][0]["answer"] for seed in SEEDS}
    assert "Nobody" in answers and len(answers) >= 3


def _state(game: str, lesson_id: str, step: int) -> tuple[State, int]:
    from pokerrules.lessons.run import game_lessons, situation

    variant = get(game)
    lesson = next(lesson for lesson in game_lessons(variant) if lesson.id == lesson_id)
    chosen = lesson.steps[step]
    return situation(variant, lesson, chosen), chosen.seat


_RUMINO_OTHER = "2c 4c 6h 8c Tc Qs Ks"
_PIF_PAF_OTHERS = ("3h 4h 9c 9d 9s Kc Kh 8c 6s", "5d 8d Jh Qh 2c 4s 6d Tc Ac")


@pytest.mark.parametrize("rule, stacked, mine, others, changed", [
    (rumino_lessons.your_deadwood, rumino.stacked, "5s 6s 7s 9d 9c 4h Kc", (_RUMINO_OTHER,),
     ("As 2s 3s 4s 5s 6s 8h",)),
    (rumino_lessons.rumino_cards, rumino.stacked, "7d 8d 9d Td Jd Qd 3c", (_RUMINO_OTHER,),
     ("6d Kd Jk 2c 2h 2s 5c",)),
    (pif_paf_lessons.cards_left_over, pif_paf.stacked, "As 2s 3s 7h 7d 7c 7s Jd Qd",
     _PIF_PAF_OTHERS, ("Kd Td 4c 4d 4h 9c 9d 9h 2s", _PIF_PAF_OTHERS[1])),
    (pif_paf_lessons.claimed_for_you, pif_paf.stacked, "As 2s 3s 7h 7d 7c Jd Qd 5c",
     _PIF_PAF_OTHERS, ("Kd Td 4c 4d 4h 9c 9d 9h 2s", _PIF_PAF_OTHERS[1])),
], ids=["rumino-deadwood", "rumino-claim", "pif-paf-left-over", "pif-paf-claim"])
def test_computed_answers_read_only_the_learners_hand(
        rule: Callable[[State, int], str], stacked: Callable[..., State], mine: str,
        others: tuple[str, ...], changed: tuple[str, ...]) -> None:
    """The same hand for the learner and other hands for everyone else (holding the very cards
    that would complete the learner's hand): the same answer."""
    answer = rule(stacked(mine, *others), 0)
    assert answer and answer == rule(stacked(mine, *changed), 0)


def test_computed_answers_in_the_lessons() -> None:
    """The answers the lessons ask for, worked out by hand from the rules."""
    assert rumino_lessons.your_deadwood(*_state("rumino", "melds-and-knocking", 0)) == "32"
    assert rumino_lessons.rumino_cards(*_state("rumino", "a-rumino", 2)) == "6♦, K♦ or a joker"
    assert pif_paf_lessons.cards_left_over(*_state("pif-paf", "melds-and-going-out", 0)) == "3"
    assert pif_paf_lessons.claimed_for_you(*_state("pif-paf", "melds-and-going-out", 3)) == \
        "10♦ or K♦"

"""The meld solver (pokerrules/kits/melds.py) against an independent brute force, plus cases by hand.

The brute force shares nothing with the solver: a block of cards is a meld when its jokers can
be replaced by real cards (tried one by one) so that it becomes a natural meld, checked from
the definition; and the least deadwood is found by trying every way of cutting the hand into
such blocks and left-over cards."""

from __future__ import annotations

import json
import math
import random
import subprocess
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import cache
from itertools import combinations, combinations_with_replacement
from pathlib import Path

import pytest

from pokerrules.core.cards import Card, parse, standard_deck
from pokerrules.kits.melds import Arrangement, MeldRules, arrange, is_meld, melded_completely

JOKER = Card(0, "*")
SUITS = "cdhs"

RULE_SETS = {
    "rumino": MeldRules(max_group=4, max_sequence=4, jokers_wild=True),
    "pif-paf": MeldRules(group_suits="exactly-three"),
    "long-ace-high": MeldRules(min_size=4, jokers_wild=True, ace_high=True, min_natural=2),
    "distinct-all-jokers": MeldRules(group_suits="distinct", identical_in_group=False, jokers_wild=True,
                                     min_natural=0),
    "groups-three-suits": MeldRules(sequences=False, group_suits="exactly-three", identical_in_group=False,
                                    jokers_wild=True),
    "sequences-only": MeldRules(groups=False, jokers_wild=True, ace_high=True, max_sequence=5),
    "jokers-dead": MeldRules(max_group=4, identical_in_group=False),
    "jokers-in-runs-only": MeldRules(group_suits="exactly-three", jokers_wild=True,
                                     jokers_in_groups=False),
}


# --- the brute force -----------------------------------------------------------------------


def natural_sequence(cards: Sequence[Card], rules: MeldRules) -> bool:
    """Real cards, one suit, consecutive; the ace is 1 or (with ace_high) 14, never both."""
    if len({c.suit for c in cards}) != 1:
        return False
    for ace in (1, 14) if rules.ace_high else (1,):
        spots = sorted(ace if c.rank == 14 else c.rank for c in cards)
        if spots == list(range(spots[0], spots[0] + len(spots))):
            return True
    return False


def natural_group(cards: Sequence[Card], rules: MeldRules) -> bool:
    if len({c.rank for c in cards}) != 1:
        return False
    suits = [c.suit for c in cards]
    if not rules.identical_in_group and len(set(cards)) < len(cards):
        return False
    if rules.group_suits == "distinct" and len(set(suits)) < len(suits):
        return False
    return not (rules.group_suits == "exactly-three" and len(set(suits)) != 3)


@cache
def brute_kinds(block: tuple[Card, ...], rules: MeldRules) -> frozenset[str]:
    """The kinds of meld the block can be, trying every card for each joker."""
    naturals = [c for c in block if c != JOKER]
    jokers = len(block) - len(naturals)
    if len(block) < rules.min_size or len(naturals) < rules.min_natural:
        return frozenset()
    if jokers and not rules.jokers_wild:
        return frozenset()
    kinds = set()
    all_cards = [Card(r, s) for r in range(2, 15) for s in SUITS]
    if rules.sequences and (rules.max_sequence is None or len(block) <= rules.max_sequence):
        # A joker in a sequence stands for a card of the naturals' suit (spades if none: the
        # suits are alike). The order of the jokers does not matter, so multisets will do.
        suit = naturals[0].suit if naturals else "s"
        pool = [c for c in all_cards if c.suit == suit]
        for subs in combinations_with_replacement(pool, jokers):
            if natural_sequence(naturals + list(subs), rules):
                kinds.add("sequence")
                break
    if rules.groups and (rules.max_group is None or len(block) <= rules.max_group) and (
            rules.jokers_in_groups or not jokers):
        rank = naturals[0].rank if naturals else 2  # (twos if none: the ranks are alike in a group)
        pool = [c for c in all_cards if c.rank == rank]
        for subs in combinations_with_replacement(pool, jokers):
            if natural_group(naturals + list(subs), rules):
                kinds.add("group")
                break
    return frozenset(kinds)


def brute_best(hand: Sequence[Card], rules: MeldRules, value: Callable[[Card], int]) -> tuple[int, int]:
    """The least (deadwood points, left-over cards) over every way of cutting the hand."""
    best = (10**9, 10**9)

    def cut(rest: tuple[Card, ...], points: int, left: int) -> None:
        nonlocal best
        if not rest:
            best = min(best, (points, left))
            return
        first, others = rest[0], rest[1:]
        cut(others, points + value(first), left + 1)
        for size in range(rules.min_size - 1, len(others) + 1):
            for chosen in combinations(range(len(others)), size):
                block = tuple(sorted((first, *(others[i] for i in chosen)), key=str))
                if brute_kinds(block, rules):
                    remaining = tuple(c for i, c in enumerate(others) if i not in chosen)
                    cut(remaining, points, left)

    cut(tuple(hand), 0, 0)
    return best


# --- checking one answer --------------------------------------------------------------------


def check(hand: Sequence[Card], rules: MeldRules, value: Callable[[Card], int], got: Arrangement) -> None:
    used = [c for meld in got.melds for c in meld.cards] + list(got.deadwood)
    assert Counter(used) == Counter(hand), (hand, got)
    assert got.points == sum(value(c) for c in got.deadwood)
    for meld in got.melds:
        block = tuple(sorted(meld.cards, key=str))
        assert meld.kind in brute_kinds(block, rules), (meld, rules)
        naturals = [(i, c) for i, c in enumerate(meld.cards) if c != JOKER]
        if meld.kind == "group":
            assert len({c.rank for _, c in naturals}) <= 1
        elif naturals:  # each real card stands at its place in the run
            i0, c0 = naturals[0]
            ok = any(all((ace if c.rank == 14 else c.rank) - i ==
                         (ace if c0.rank == 14 else c0.rank) - i0 for i, c in naturals)
                     for ace in ((1, 14) if rules.ace_high else (1,)))
            assert ok, meld


def pips(card: Card) -> int:
    return 10 if card.is_joker else 1 if card.rank == 14 else min(card.rank, 10)


def thirds(card: Card) -> int:  # many zeros, so ties on points are decided by the card count
    return card.rank % 3


DOUBLE_WITH_JOKERS = standard_deck() * 2 + (JOKER,) * 4
# Few ranks and suits, so random hands are full of melds, with Q-K-A and A-2-3 both near.
DENSE = tuple(Card(r, s) for r in (12, 13, 14, 2, 3) for s in "shd") * 2 + (JOKER,) * 4


def random_block(rng: random.Random, deck: Sequence[Card]) -> list[Card]:
    """A few cards, mostly of one suit or of one rank (plus any jokers), so often a meld."""
    mode = rng.choice(("suit", "rank", "any"))
    pick = rng.choice([c for c in deck if c != JOKER])
    pool = [c for c in deck if c == JOKER or mode == "any"
            or (c.suit == pick.suit if mode == "suit" else c.rank == pick.rank)]
    return rng.sample(pool, min(len(pool), rng.randint(3, 6)))


def built_hand(rng: random.Random, rules: MeldRules) -> list[Card]:
    """Two or three melds found at random from the dense deck, then zero to two other cards."""
    deck = list(DENSE)
    hand: list[Card] = []
    for _ in range(rng.randint(2, 3)):
        for _ in range(300):
            block = random_block(rng, deck)
            if len(hand) + len(block) <= 8 and brute_kinds(tuple(sorted(block, key=str)), rules):
                hand += block
                for card in block:
                    deck.remove(card)
                break
    hand += rng.sample(deck, rng.randint(0, min(2, 9 - len(hand))))
    rng.shuffle(hand)
    return hand


@pytest.mark.parametrize("name", RULE_SETS)
@pytest.mark.parametrize("source", ["double", "dense", "built"])
def test_arrange_matches_brute_force(name: str, source: str) -> None:
    rules = RULE_SETS[name]
    rng = random.Random(f"{name}/{source}")
    completes = melded = 0
    for trial in range(50):
        if source == "built":
            hand = built_hand(rng, rules)
        else:
            hand = rng.sample(DOUBLE_WITH_JOKERS if source == "double" else DENSE, rng.randint(5, 9))
        value = (lambda card: 1, pips, thirds)[trial % 3]
        got = arrange(hand, rules, value)
        check(hand, rules, value, got)
        assert (got.points, len(got.deadwood)) == brute_best(hand, rules, value), (hand, got)
        full = melded_completely(hand, rules)
        assert (full is not None) == (brute_best(hand, rules, lambda card: 1)[1] == 0), hand
        if full is not None:
            check(hand, rules, lambda card: 1, full)
            assert full.complete and full.points == 0
        shuffled = list(hand)
        rng.shuffle(shuffled)
        assert arrange(shuffled, rules, value) == got  # the input order does not matter
        completes += full is not None
        melded += bool(got.melds)
    if source == "built":  # the random hands did exercise the solver
        assert melded > 40 and completes > 5, (melded, completes)


@pytest.mark.parametrize("name", RULE_SETS)
def test_is_meld_matches_brute_force(name: str) -> None:
    rules = RULE_SETS[name]
    rng = random.Random(name)
    found = 0
    for _ in range(1500):
        block = random_block(rng, DENSE)
        meld = is_meld(block, rules)
        kinds = brute_kinds(tuple(sorted(block, key=str)), rules)
        assert (meld is not None) == bool(kinds), (block, meld, kinds)
        if meld is not None:
            assert meld.kind in kinds and Counter(meld.cards) == Counter(block)
            found += 1
    assert found > 5, found


def test_a_wild_natural_card_matches_brute_force() -> None:
    """A natural card made wild (Cacheta's curinga, here K♥, wild in sequences only): the
    solver's least deadwood is the brute force's best over how many of its copies stand in as
    jokers, and every card of the hand comes back, the wild card as itself."""
    wild = Card(13, "h")
    rules = MeldRules(group_suits="exactly-three", jokers_in_groups=False, wild=wild)
    as_jokers = replace(rules, wild=None, jokers_wild=True)
    rng = random.Random("wild")
    deck = [c for c in DENSE if c != JOKER]
    used_wild = 0
    for _ in range(60):
        hand = rng.sample(deck, rng.randint(5, 9))
        copies = hand.count(wild)
        rest = [c for c in hand if c != wild]
        want = min(brute_best(rest + [wild] * (copies - k) + [JOKER] * k, as_jokers, lambda c: 1)
                   for k in range(copies + 1))
        got = arrange(hand, rules)
        assert (got.points, len(got.deadwood)) == want, (hand, got)
        assert Counter([c for m in got.melds for c in m.cards] + list(got.deadwood)) == Counter(hand)
        used_wild += want < brute_best(hand, replace(as_jokers, jokers_wild=False), lambda c: 1)
    assert used_wild > 3, used_wild


# --- cases by hand --------------------------------------------------------------------------

PIF = RULE_SETS["pif-paf"]
RUMINO = RULE_SETS["rumino"]


def text(cards: str, rules: MeldRules) -> str | None:
    meld = is_meld(parse(cards), rules)
    return None if meld is None else f"{meld.kind}: {meld.text()}"


def test_groups_of_exactly_three_suits_from_a_double_deck() -> None:
    assert text("Qs Qh Qd", PIF) == "group: Q♦ Q♥ Q♠"
    assert text("Qs Qh Qd Qd", PIF) == "group: Q♦ Q♦ Q♥ Q♠"
    assert text("Qs Qd Qd", PIF) is None
    assert text("Qs Qh Qd Qc", PIF) is None
    assert text("Qs Qs Qh Qh Qd Qd", PIF) is not None
    assert text("Qs Qs Qh", MeldRules()) == "group: Q♥ Q♠ Q♠"
    assert text("Qs Qs Qh", MeldRules(identical_in_group=False)) is None
    assert text("Qs Qs Qh", MeldRules(group_suits="distinct")) is None
    assert text("Qs Qc Qh Qd", MeldRules(group_suits="distinct")) is not None


def test_sequences_aces_and_duplicates() -> None:
    assert text("3h Ah 2h", PIF) == "sequence: A♥ 2♥ 3♥"
    assert text("Qh Kh Ah", PIF) is None
    assert text("Qh Kh Ah", MeldRules(ace_high=True)) == "sequence: Q♥ K♥ A♥"
    assert text("Kh Ah 2h", MeldRules(ace_high=True)) is None
    assert text("5s 6s 7d", PIF) is None
    assert text("5s 5s 6s 7s", PIF) is None
    two_runs = arrange(parse("5s 5s 6s 6s 7s 7s"), PIF)
    assert two_runs.complete and [m.text() for m in two_runs.melds] == ["5♠ 6♠ 7♠"] * 2


def test_jokers_in_sequences_and_groups() -> None:
    assert text("5s Jk 7s", RUMINO) == "sequence: 5♠ 🃏 7♠"
    assert text("6s 5s Jk", RUMINO) == "sequence: 5♠ 6♠ 🃏"
    assert text("Ks Jk Jk", RUMINO) == "sequence: 🃏 🃏 K♠"
    assert text("Jk 9d 9c", RUMINO) == "group: 9♣ 9♦ 🃏"
    assert text("5s Jk 7s", MeldRules()) is None  # jokers not wild
    assert text("5s Jk Jk", MeldRules(jokers_wild=True, min_natural=2)) is None
    assert text("Jk Jk Jk", RUMINO) is None
    assert text("Jk Jk Jk", MeldRules(jokers_wild=True, min_natural=0)) is not None
    assert text("Qs Qd Jk Jk", MeldRules(sequences=False, jokers_wild=True, group_suits="exactly-three")) \
        is not None
    assert text("Qs Qd Qh Jk", MeldRules(jokers_wild=True, group_suits="distinct")) is not None
    assert text("Qs Qd Qh Qc Jk", MeldRules(jokers_wild=True, group_suits="distinct")) is None


def test_meld_sizes() -> None:
    assert text("9s 9s 9d 9h", RUMINO) is not None
    assert text("9s 9s 9d 9h 9c", RUMINO) is None
    assert text("4s 5s 6s 7s", RUMINO) is not None
    assert text("4s 5s 6s 7s 8s", RUMINO) is None
    assert text("4s 5s", MeldRules(min_size=2)) is not None
    seven = MeldRules(min_size=7, jokers_wild=True)  # a rumino: seven in a row or of a kind
    assert text("7d 8d 9d Td Jd Qd Kd", seven) is not None
    assert text("7d 8d 9d Jk Jd Qd Kd", seven) is not None
    assert text("7d 8d 9d Td Jd Qd", seven) is None
    assert text("4s 4s 4h 4h 4d Jk 4c", seven) is not None


def test_least_points_then_fewest_cards() -> None:
    hand = parse("2c 3c 4c 4h 4d")
    assert arrange(hand, PIF, pips).text() == "Melds: 4♣ 4♦ 4♥; left over: 2♣ 3♣ (5)"
    by_cards = arrange(hand, PIF)
    assert by_cards.points == 2 and len(by_cards.melds) == 1
    # 4-7♠ leaves 5♥ 5♦ and 5♠ 5♥ 5♦ leaves 4♠ 6♠ 7♠: 10 points either way; fewer cards win.
    values = {Card(4, "s"): 10, Card(5, "h"): 5, Card(5, "d"): 5}
    got = arrange(parse("4s 5s 6s 7s 5h 5d"), MeldRules(), lambda c: values.get(c, 0))
    assert got.text() == "Melds: 4♠ 5♠ 6♠ 7♠; left over: 5♦ 5♥ (10)"
    values[Card(4, "s")] = 9
    got = arrange(parse("4s 5s 6s 7s 5h 5d"), MeldRules(), lambda c: values.get(c, 0))
    assert got.text() == "Melds: 5♦ 5♥ 5♠; left over: 4♠ 6♠ 7♠ (9)"


def test_text_and_complete() -> None:
    got = arrange(parse("5s 6s 8s Jk 9d 9c 9h Kc"), RUMINO, pips)
    assert got.text() == "Melds: 9♣ 9♦ 9♥ · 5♠ 6♠ 🃏 8♠; left over: K♣ (10)"
    assert not got.complete and melded_completely(parse("5s 6s 8s Jk 9d 9c 9h Kc"), RUMINO) is None
    assert arrange([], RUMINO).text() == "Melds: none; nothing left over"
    assert arrange(parse("Kc 2d"), RUMINO).text() == "Melds: none; left over: K♣ 2♦ (2)"


def test_bench_quick_reports_every_figure() -> None:
    """scripts/bench_melds.py --quick runs and reports its figures (their shape, never a time)."""
    script = Path(__file__).resolve().parents[1] / "scripts" / "bench_melds.py"
    proc = subprocess.run([sys.executable, str(script), "--quick"], capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    out = json.loads(proc.stdout)
    assert out["calls_per_turn"] == 12 and out["runs"] == len(out["games"]["rumino"]["passes"])
    keys = ("hand_median_ms", "hand_worst_ms", "turn_median_ms", "turn_worst_ms")
    for name, cards, deck in (("rumino", 8, 108), ("pif_paf", 10, 104)):
        game = out["games"][name]
        assert (game["cards"], game["deck"]) == (cards, deck)
        for key in keys:
            assert isinstance(game[key], float) and math.isfinite(game[key]) and game[key] >= 0, (name, key)
        assert game["hand_median_ms"] <= game["hand_worst_ms"]

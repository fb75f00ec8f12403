"""Three Card Poker's coach: play or fold, exact, from the seat's own three cards."""

from __future__ import annotations

from itertools import combinations

import pytest

from pokerrules.coach.odds import odds
from pokerrules.core.actions import Action
from pokerrules.core.cards import parse, standard_deck
from pokerrules.core.rng import SeededRandom
from pokerrules.rankings.three_card import THREE_CARD
from tests.helpers import stacked_table

QUEEN_HIGH = THREE_CARD.key(parse("Qs 3d 2c"))
BONUS = {"straight": 1, "trips": 4, "straight flush": 5}
PAIR_PLUS = {"pair": 1, "flush": 3, "straight": 6, "trips": 30, "straight flush": 40}


def category(cards: str) -> str:
    """The hand's kind, counted here from ranks and suits (ace high or low in a straight)."""
    hand = parse(cards)
    ranks = sorted(c.rank for c in hand)
    suited = len({c.suit for c in hand}) == 1
    straight = ranks[2] - ranks[0] == 2 and len(set(ranks)) == 3 or ranks == [2, 3, 14]
    if len(set(ranks)) == 1:
        return "trips"
    if straight:
        return "straight flush" if suited else "straight"
    return "flush" if suited else "pair" if len(set(ranks)) == 2 else "high card"


def shuffle(items: list[str], seed: int) -> None:
    rng = SeededRandom(seed)
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


def brute_force(own: str, ante: int, pair_plus: int) -> dict[str, dict[str, float]]:
    """Every dealer hand from the 49 other cards, paid by the rules as written (not by the
    game's settle): the chips each move brings back and how often the ante wins."""
    mine = parse(own)
    rest = [c for c in standard_deck() if c not in mine]
    key = THREE_CARD.key(mine)
    kind = category(own)
    pp = pair_plus * PAIR_PLUS[kind] if kind in PAIR_PLUS else -pair_plus
    bonus = ante * BONUS.get(kind, 0)
    play_chips = fold_chips = wins = hands = 0
    for dealer in combinations(rest, 3):
        hands += 1
        theirs = THREE_CARD.key(dealer)
        if theirs < QUEEN_HIGH:
            net = ante
            wins += 1
        elif key > theirs:
            net = 2 * ante
            wins += 1
        elif key < theirs:
            net = -2 * ante
        else:
            net = 0
        play_chips += ante + pair_plus + net + pp + bonus
        fold_chips += ante + pair_plus - ante - pair_plus  # the ante and Pair Plus are lost
    return {"play": {"ev": play_chips / hands, "ante_wins": wins / hands},
            "fold": {"ev": fold_chips / hands, "ante_wins": 0.0}}


def decide(state, ante: int = 10, pair_plus: int = 0):  # type: ignore[no-untyped-def]
    for _ in range(state.table.seats):
        state.apply(Action("ante", ante))
        state.apply(Action("pair_plus", pair_plus))
    return state


def figures(state, seat: int = 0) -> dict[str, dict[str, float]]:  # type: ignore[no-untyped-def]
    reply = odds(state, seat)
    assert reply["exact"] is True
    return {m["action"]["kind"]: {"ev": m["ev"], **m["parts"]} for m in reply["moves"]}


@pytest.mark.parametrize(("own", "pair_plus"), [("Qh 6d 4c", 0), ("7h 8h 9h", 5),
                                                 ("Kc Kd 2s", 5), ("Jc 9d 2s", 0)])
def test_play_and_fold_match_every_dealer_hand(own: str, pair_plus: int) -> None:
    state = decide(stacked_table(own, "Ah 5c 3d", "Kh Qh Jh", seats=2), pair_plus=pair_plus)
    got = figures(state)
    want = brute_force(own, 10, pair_plus)
    for move in ("play", "fold"):
        assert got[move] == pytest.approx(want[move], abs=1e-12)


def test_settlement_in_play_agrees_with_the_brute_force_payment() -> None:
    """The brute force's payment is the game's: a few real hands played out."""
    own = "Kc Kd 2s"
    rng = SeededRandom(5)
    rest = [c for c in standard_deck() if c not in parse(own)]
    for _ in range(12):
        picks = set()
        while len(picks) < 3:
            picks.add(rest[rng.below(len(rest))])
        dealer = " ".join(c.code for c in sorted(picks))
        state = decide(stacked_table(own, dealer), pair_plus=5)
        before = state.seats[0].stack
        state.apply(Action("play"))
        key = THREE_CARD.key(parse(dealer))
        net = 10 if key < QUEEN_HIGH else 20 if THREE_CARD.key(parse(own)) > key else \
            -20 if THREE_CARD.key(parse(own)) < key else 0
        assert state.seats[0].stack - before == 10 + 5 + net + 5


def test_a_pair_is_worth_playing_and_folding_loses_the_bets() -> None:
    got = figures(decide(stacked_table("Kc Kd 2s", "Ah 5c 3d", "Kh Qh Jh", seats=2),
                         pair_plus=5))
    assert got["play"]["ev"] > got["fold"]["ev"] == 0.0


def test_figures_do_not_depend_on_the_cards_the_seat_cannot_see() -> None:
    own = "Qh 6d 4c"
    deck = [c.code for c in standard_deck() if c not in parse(own)]
    answers = []
    for seed in range(4):
        shuffle(deck, seed)
        others = " ".join(deck[:3]), " ".join(deck[3:6])
        state = decide(stacked_table(own, *others, seats=2))
        answers.append(odds(state, 0))
    assert all(a == answers[0] for a in answers)
    # The second seat's figures, after the first seat played, do not depend on it either.
    second = []
    for dealer in ("Kh Qh Jh", "2c 3c 5d"):
        state = decide(stacked_table("Ad 9s 3c", "8c 8d 2h", dealer))
        state.apply(Action("play"))
        second.append(odds(state, 1))
    assert second[0] == second[1]
    assert second[0]["moves"] != answers[0]["moves"]


def test_the_wagers_before_the_deal_are_weighed_in_chips_only() -> None:
    state = stacked_table("Kc Kd 2s", "Ah 5c 3d", "Kh Qh Jh", seats=2)
    for _ in range(2):
        reply = odds(state, state.to_act, samples=30, seed=1)
        assert reply["exact"] is False and reply["samples"] == 30
        assert [f["name"] for f in reply["figures"]] == ["ev"]
        assert all(m["parts"] == {} and "ev" in m for m in reply["moves"])
        state.apply(Action(state.legal_actions()[0].kind, 10))

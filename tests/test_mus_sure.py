"""Mus: a hand that cannot lose a contest, ties by position included, and the bot's órdagos."""

from __future__ import annotations

from itertools import combinations

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.cards import parse
from pokerrules.core.rng import SeededRandom
from pokerrules.games.mus import stacked
from pokerrules.games.mus.bots import MusBot
from pokerrules.games.mus.hands import mus_deck, total, value
from pokerrules.games.mus.sure import cannot_lose

#: You (mano) hold four kings as 3s; seat 2 holds the other four kings.
KINGS = ("3h 3s 3c 3d", "Kh Ks Kc Kd", "4h 5h 6h 7h", "4c 5c 6c 7c")


def _brute(contest: str, hand: str, kickers: bool) -> tuple[bool, bool]:
    """Against every four of the other 36 cards: (cannot lose as mano, cannot lose otherwise)."""
    mine = parse(hand)
    key = value(contest, mine, True, kickers).key
    if key is None:
        return False, False
    beaten = tied = False
    for rival in combinations([c for c in mus_deck() if c not in mine], 4):
        if contest == "punto" and total(rival) >= 31:
            continue
        other = value(contest, rival, True, kickers).key
        beaten = beaten or (other is not None and other > key)
        tied = tied or other == key
    return not beaten, not beaten and not tied


@pytest.mark.parametrize(("contest", "hand", "kickers"), [
    ("grande", "3h 3s 3c 3d", True), ("chica", "Ah As 2c 2d", True),
    ("pares", "Kh Ks Kc 3d", False), ("juego", "Kh Qs Jc As", True),
    ("punto", "Kh Qs 5c 5d", True), ("punto", "Kh Qs 4c 5d", True),
])
def test_cannot_lose_agrees_with_every_rival_hand(contest: str, hand: str, kickers: bool) -> None:
    sure = tuple(cannot_lose(contest, parse(hand), True, kickers, mano) for mano in (True, False))
    assert sure == _brute(contest, hand, kickers)


def test_four_kings_are_sure_in_grande_only_for_mano() -> None:
    assert cannot_lose("grande", parse("Kh Ks Kc Kd"), mano=True)
    assert not cannot_lose("grande", parse("Kh Ks Kc Kd"), mano=False)
    # with four kings and four aces, there are only four kings: sure from any seat
    assert cannot_lose("grande", parse("Kh Ks Kc Kd"), eight=False, mano=False)


def _bot(state, seat: int) -> Action:  # type: ignore[no-untyped-def]
    return MusBot().choose(state.view(seat), state.legal_actions(), SeededRandom(0))


def test_the_bot_does_not_see_an_ordago_four_kings_nearer_mano_would_win() -> None:
    state = stacked(*KINGS)
    state.apply(Action("no-mus"))
    assert _bot(state, 0).kind == "ordago"  # mano's four kings cannot lose
    state.apply(Action("ordago"))
    assert state.to_act == 1
    assert _bot(state, 1).kind == "fold"  # seat 2's four kings lose the tie to mano


def test_the_bot_does_not_call_an_ordago_with_four_kings_behind_mano() -> None:
    state = stacked(*KINGS)
    state.apply(Action("no-mus"))
    state.apply(Action("pass"))
    assert state.to_act == 1
    assert _bot(state, 1).kind != "ordago"
    state.apply(Action("ordago"))  # seat 2 calls it anyway; seat 3 then you answer
    state.apply(_bot(state, 2))
    assert state.to_act == 0 and _bot(state, 0).kind == "see"
    state.apply(Action("see"))
    assert state.is_over and state.result(0)["net"][0] > 0  # type: ignore[index]


def test_best_rival_by_ranks_matches_the_card_by_card_search() -> None:
    """The rank-only search (best four ranks still available) gives the key the old search over
    every four of the other 36 cards gave, for seeded random hands, every contest and rule."""
    import random
    from collections import Counter
    from itertools import combinations_with_replacement

    from pokerrules.games.mus.hands import mus_deck, rank_of, total, value
    from pokerrules.games.mus.sure import _best_rival

    def by_cards(contest: str, mine: list, eight: bool, kickers: bool):  # type: ignore[no-untyped-def,type-arg]
        by_rank: dict = {}  # type: ignore[type-arg]
        for card in mus_deck():
            if card not in mine:
                by_rank.setdefault(rank_of(card, eight), []).append(card)
        top = None
        for ranks in combinations_with_replacement(sorted(by_rank), 4):
            need = Counter(ranks)
            if any(n > len(by_rank[r]) for r, n in need.items()):
                continue
            cards = [c for r, n in need.items() for c in by_rank[r][:n]]
            if contest == "punto" and total(cards, eight) >= 31:
                continue
            key = value(contest, cards, eight, kickers).key
            if key is not None and (top is None or key > top):
                top = key
        return top

    rng = random.Random(31)
    for _ in range(12):
        hand = rng.sample(mus_deck(), 4)
        for contest in ("grande", "chica", "pares", "juego", "punto"):
            for eight in (True, False):
                for kickers in (True, False):
                    ranks = tuple(sorted(rank_of(c, eight) for c in hand))
                    assert _best_rival(contest, ranks, eight, kickers) == by_cards(
                        contest, hand, eight, kickers), (hand, contest, eight, kickers)

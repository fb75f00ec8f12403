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
    """The rank-only search (best four ranks still available) gives the key a search over every
    four of the other 36 cards gives, for seeded random hands, every contest and rule."""
    import random
    from itertools import combinations

    from pokerrules.games.mus.hands import mus_deck, rank_of, total, value
    from pokerrules.games.mus.sure import _best_rival

    def every_four(hand: list, eight: bool) -> list:  # type: ignore[type-arg]
        """One example of each four cards the other 36 can make, told apart by their ranks."""
        rest = [c for c in mus_deck() if c not in hand]
        found: dict = {}  # type: ignore[type-arg]
        for four in combinations(rest, 4):
            found.setdefault(tuple(sorted(rank_of(c, eight) for c in four)), list(four))
        return list(found.values())

    def by_cards(contest: str, fours: list, eight: bool, kickers: bool):  # type: ignore[no-untyped-def,type-arg]
        keys = [value(contest, four, eight, kickers).key for four in fours
                if contest != "punto" or total(four, eight) < 31]
        return max((k for k in keys if k is not None), default=None)

    rng = random.Random(31)
    for _ in range(6):
        hand = rng.sample(mus_deck(), 4)
        for eight in (True, False):
            fours = every_four(hand, eight)
            ranks = tuple(sorted(rank_of(c, eight) for c in hand))
            for contest in ("grande", "chica", "pares", "juego", "punto"):
                for kickers in (True, False):
                    assert _best_rival(contest, ranks, eight, kickers) == by_cards(
                        contest, fours, eight, kickers), (hand, contest, eight, kickers)

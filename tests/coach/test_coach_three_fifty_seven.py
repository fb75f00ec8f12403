"""Three Fifty Seven's coach: in or out, the chance to pay and to win the round."""

from __future__ import annotations

from itertools import combinations

import pytest

from pokerrules.coach.odds import odds
from pokerrules.core.actions import Action
from pokerrules.core.cards import Card, parse, standard_deck
from pokerrules.games.three_fifty_seven import stacked
from pokerrules.games.three_fifty_seven.rules import ranking_for

SAMPLES = 300


def figures(state, seed: int = 5) -> dict[str, dict[str, tuple[float, float]]]:  # type: ignore[no-untyped-def]
    reply = odds(state, state.to_act, samples=SAMPLES, seed=seed)
    return {m["action"]["kind"]: {name: (value, m.get("stderr", 0.0))
                                  for name, value in m["parts"].items()} for m in reply["moves"]}


def brute_force(mine: list[Card], known: list[Card], seen: set[Card], round_index: int
                ) -> dict[str, float]:
    """Going in against the one player in: every way the cards of its hand that this seat has
    not seen could lie. Lower key pays; equal hands pay nobody."""
    ranking = ranking_for(round_index)
    size = len(mine)
    pool = [c for c in standard_deck() if c not in set(mine) | seen]
    my_key = ranking.key(mine)
    pays = wins = count = 0
    for rest in combinations(pool, size - len(known)):
        theirs = ranking.key(list(known) + list(rest))
        count += 1
        pays += my_key < theirs
        wins += my_key > theirs
    return {"pays": pays / count, "wins_round": wins / count}


def check(got: dict[str, tuple[float, float]], want: dict[str, float]) -> None:
    for name, chance in want.items():
        value, error = got[name]
        if chance in (0.0, 1.0):
            assert value == chance, name
        else:
            assert error > 0 and abs(value - chance) <= 4 * error, (name, value, chance, error)


@pytest.mark.parametrize(("mine", "theirs"), [("Kh Qd 9c", "2c 4d 8s"), ("3h 8d 8c", "As Ad 2s"),
                                               ("Jh 9d 6c", "Ks 7d 2h")])
def test_round_one_last_to_declare_against_every_hand_the_one_in_could_hold(
        mine: str, theirs: str) -> None:
    state = stacked(theirs, mine)
    state.apply(Action("in"))  # seat 1 is in; seat 2 is the last to declare
    assert state.to_act == 1
    got = figures(state)
    check(got["in"], brute_force(list(parse(mine)), [], set(), 0))
    check(got["out"], {"pays": 0.0, "wins_round": 0.0})


def test_round_two_with_the_first_three_cards_seen_at_a_showdown() -> None:
    state = stacked("Ts 4d 2c 9h 7c", "Kh Qd 6c Jc 5s")
    state.apply(Action("in"))
    state.apply(Action("in"))  # both in: each sees the other's three cards; King high wins
    assert state.round == 1
    state.apply(Action("in"))
    mine = list(state.hands[1])
    known = list(state.hands[0][:3])
    assert known[0] in state.seen[1]
    check(figures(state)["in"], brute_force(mine, known, set(known), 1))


def test_the_figures_do_not_depend_on_where_the_unseen_cards_lie() -> None:
    answers = []
    for theirs, rest in (("Ts 4d 2c 9h 7c", "Ad Ac"), ("Ts 4d 2c Ah As", "9h 7c"),
                         ("Ts 4d 2c 8s 8c", "Kc Ks")):
        state = stacked(theirs, "Kh Qd 6c Jc 5s")
        state.apply(Action("in"))
        state.apply(Action("in"))
        state.apply(Action("in"))
        # Move a few stock cards as well: put ``rest`` on top of the stock.
        top = list(parse(rest))
        stock = [c for c in state.deck[state.dealt:] if c not in top]
        state.deck = state.deck[:state.dealt] + tuple(top + stock)
        answers.append(odds(state, 1, samples=40, seed=9))
    assert answers[0] == answers[1] == answers[2]


def test_round_three_ends_the_turn_and_the_hands_are_still_compared() -> None:
    state = stacked("Ts 4d 2c 9h 6c 8d 2h", "Kh Qd 6d Jc 5s 9s 4h")
    for _ in range(2):  # rounds 1 and 2: both in, each sees the other's cards
        state.apply(Action("in"))
        state.apply(Action("in"))
    assert state.round == 2
    state.apply(Action("in"))
    mine = list(state.hands[1])
    known = list(state.hands[0][:5])
    got = figures(state)
    check(got["in"], brute_force(mine, known, set(known), 2))
    assert got["in"]["pays"][0] > 0  # not every world is trivially won


def test_choices_made_in_secret_do_not_change_the_figures() -> None:
    """Declaring together, the first player's choice is not yet shown to the second: whether it
    said in or out, the second seat's figures are the same."""
    answers = []
    for said in ("in", "out"):
        state = stacked("2c 4d 8s", "Kh Qd 9c", declare="together")
        state.apply(Action(said))
        assert state.to_act == 1 and state.declared == {0: said == "in"}
        answers.append(odds(state, 1, samples=40, seed=3))
    assert answers[0] == answers[1]

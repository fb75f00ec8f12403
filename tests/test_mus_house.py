"""Mus's house rules of issue 35: the 31 real, the Pedrete, the points of a game and the games
of a match. Each is checked in the hands, the judge, play, the table's words, the coach, the
bot's sure hands and the printed card; the counts are checked against a brute-force count
written here from the cards alone, not from the game's code."""

from __future__ import annotations

import json
import re
from itertools import combinations, permutations

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.cards import Card, parse
from pokerrules.core.rng import SeededRandom
from pokerrules.games.mus import VARIANT, stacked
from pokerrules.games.mus.bots import MusBot
from pokerrules.games.mus.coach import contest_figures
from pokerrules.games.mus.hands import bonus, census, juego, mus_deck, pares, value
from pokerrules.games.mus.rules import counters
from pokerrules.games.mus.state import MusState
from pokerrules.games.mus.sure import cannot_lose
from pokerrules.lookup.history import replay, to_json
from pokerrules.lookup.judging import judge
from pokerrules.pages.card import card
from pokerrules.table.state import State

ALL_HANDS = list(combinations(mus_deck(), 4))


def _three_sevens_and_a_jack(cards: tuple[Card, ...]) -> bool:
    ranks = sorted(c.rank for c in cards)
    return ranks == [7, 7, 7, 11]


def _four_to_seven(cards: tuple[Card, ...]) -> bool:
    return sorted(c.rank for c in cards) == [4, 5, 6, 7]


def _count(card: Card, eight: bool) -> int:
    """A card's value for juego: aces 1, face cards 10; with eight kings a 3 counts 10, a 2 one."""
    if card.rank >= 11 or (eight and card.rank == 3):
        return 10 if card.rank <= 13 else 1
    return 1 if eight and card.rank == 2 else card.rank


# -- the counts, Simulador-Mus style --------------------------------------------------------

@pytest.mark.parametrize("eight", [True, False])
def test_the_31_real_and_the_pedrete_counted_over_all_91390_hands(eight: bool) -> None:
    """C(4,3) sevens times 4 jacks = 16 hands are the 31 real, and 4**4 = 256 the Pedrete, with
    eight kings or four (neither holds a 2 or a 3); in ordered deals of four cards, 24 times as
    many. The engine's classifiers find exactly the same hands."""
    real = {h for h in ALL_HANDS if _three_sevens_and_a_jack(h)}
    pedrete = {h for h in ALL_HANDS if _four_to_seven(h)}
    assert len(ALL_HANDS) == 91_390 and len(real) == 16 and len(pedrete) == 256
    top = (9,)  # above the 31's key (8,)
    assert {h for h in ALL_HANDS if juego(h, eight, real=True).key == top} == real
    assert {h for h in ALL_HANDS if pares(h, eight, pedrete=True).key == (0,)} == pedrete
    # off, neither is special: the 31 real is a plain 31, the Pedrete no pares
    assert all(juego(h, eight).key == (8,) for h in real)
    assert all(pares(h, eight).key is None for h in pedrete)
    counts = census(eight)
    assert (counts["31 real"], counts["pedrete"]) == (16, 256)
    ordered = sum(1 for h in real for _ in permutations(h))
    assert ordered == 16 * 24 == 384
    # every 31 real is a 31: with the rule on, it beats the other 31s (8,368 of them with eight
    # kings), counted here from the cards' values alone
    thirty_ones = sum(1 for h in ALL_HANDS if sum(_count(c, eight) for c in h) == 31)
    assert counts["31"] == thirty_ones and (thirty_ones - 16 == 8_368) == eight


# -- the 31 real ----------------------------------------------------------------------------

MANO_31 = "Kh Qs Jc As"  # 10 + 10 + 10 + 1
REAL = "7h 7s 7c Jd"  # 7 + 7 + 7 + 10


def test_the_31_real_beats_mano_s_31_only_under_the_house_rule() -> None:
    hands = [MANO_31, REAL]
    assert judge("mus", hands)["text"][3] == "Juego: hand 1 wins with juego of 31 (bonus 3)."
    assert judge("mus", hands, {"real": "on"})["text"][3] == \
        "Juego: hand 2 wins with juego of 31 real (bonus 3)."
    assert bonus("juego", parse(REAL)) == 3  # it pays as any 31
    # a 31 real against a higher count: still the best
    assert value("juego", parse(REAL), real=True).key > value("juego", parse("Kh Qs Jc 2c")).key


def test_the_31_real_is_sure_in_juego_and_another_31_no_longer_is() -> None:
    assert cannot_lose("juego", parse(MANO_31), mano=True)
    assert not cannot_lose("juego", parse(MANO_31), mano=True, real=True)
    assert cannot_lose("juego", parse(REAL), mano=False, real=True)
    assert not cannot_lose("juego", parse(REAL), mano=False)


def _all_pass(state: MusState) -> None:
    state.apply(Action("no-mus"))
    while state.turn == 1 and not state.is_over:
        state.apply(Action("pass"))


@pytest.mark.parametrize(("real", "scorer"), [("off", "you and seat 3"), ("on", "seat 2 and seat 4")])
def test_in_play_juego_goes_to_the_31_real(real: str, scorer: str) -> None:
    state = stacked(MANO_31, REAL, "4h 5h 6c Qc", "4c 5d 6d Qd", real=real)
    _all_pass(state)
    log = " ".join(state.view(0)["log"])
    assert re.search(rf"Juego \([^)]*with juego of 31{' real' if real == 'on' else ''}, stake 1 "
                     rf"and bonus 3\): {scorer} score 4", log, re.IGNORECASE), log


def test_the_table_tells_the_holder_of_the_31_real() -> None:
    state = stacked(REAL, MANO_31, "4h 5h 6c Qc", "4c 5d 6d Qd", real="on")
    state.apply(Action("no-mus"))
    notes = state.view(0)["hands"][0]["notes"]
    assert "Juego: you have 31 real, the best juego, and you cannot lose it (as mano you win a tie)" \
        in notes
    assert "31 real (three sevens and a jack) beats every other 31" in state.view(0)["info"]
    assert any(t["term"] == "31 real" for t in state.view(0)["terms"])
    other = stacked(MANO_31, REAL, "4h 5h 6c Qc", "4c 5d 6d Qd", real="on")
    other.apply(Action("no-mus"))
    assert "Juego: you have 31, beaten only by the 31 real" in other.view(0)["hands"][0]["notes"]


# -- the Pedrete ----------------------------------------------------------------------------

PEDRETE = "4h 5s 6c 7d"


def test_a_paid_pedrete_is_the_lowest_pares_worth_one() -> None:
    hands = ["Kh Qs Jc As", PEDRETE]
    assert judge("mus", hands)["text"][2] == "Pares: no hand qualifies."
    assert judge("mus", hands, {"pedrete": "on"})["text"][2] == \
        "Pares: hand 2 wins with pedrete, four to seven (bonus 1)."
    # any real pair beats it, even the lowest
    assert judge("mus", [PEDRETE, "Ah As 5c 6d"], {"pedrete": "on"})["text"][2].startswith(
        "Pares: hand 2 wins with par simple, aces")
    assert bonus("pares", parse(PEDRETE), pedrete=True) == 1
    assert bonus("pares", parse(PEDRETE)) == 0


@pytest.mark.parametrize(("pedrete", "score"), [("off", None), ("on", 2)])
def test_in_play_the_pedrete_says_yes_to_pares_and_scores(pedrete: str, score: int | None) -> None:
    state = stacked(PEDRETE, "Kh Qs Jc As", "Kd Qd Jd Ad", "Kc Qc 5h 6h", pedrete=pedrete)
    _all_pass(state)
    log = " ".join(state.view(0)["log"])
    if score is None:
        assert "Nobody has pares: there is no Pares contest." in log
        assert "Pares (" not in log
    else:
        assert "You: say yes to pares" in log or "say yes to pares" in log
        assert re.search(r"Pares \(you with pedrete, four to seven, stake 1 and bonus 1\): "
                         r"you and seat 3 score 2", log, re.IGNORECASE), log


# -- the coach and the judge box take both ---------------------------------------------------

def _figures(hands: tuple[str, ...], **options: str) -> dict[str, float]:
    state = stacked(*hands, **options)  # type: ignore[arg-type]
    state.apply(Action("no-mus"))
    return dict(contest_figures(state, state, 0))


def test_the_coach_counts_the_31_real_and_the_pedrete() -> None:
    real = (MANO_31, REAL, "4h 5h 6c Qc", "4c 5d 6d Qd")
    assert _figures(real)["juego"] == 1.0
    assert _figures(real, real="on")["juego"] == 0.0
    pedrete = (PEDRETE, "Kh Qs Jc As", "Kd Qd Jd Ad", "Kc Qc 5h 6h")
    assert _figures(pedrete)["pares"] == 0.0
    assert _figures(pedrete, pedrete="on")["pares"] == 1.0


def test_the_judge_box_offers_the_special_hands_but_not_the_match_rules() -> None:
    from pokerrules.pages.docs_tables import _showdown_options

    offered = _showdown_options(VARIANT)
    assert "real" in offered and "pedrete" in offered
    assert "game_to" not in offered and "match" not in offered


# -- the points of a game -------------------------------------------------------------------

def test_a_game_to_30_caps_the_bids_and_counts_to_30() -> None:
    state = stacked(MANO_31, REAL, "4h 5h 6c Qc", "4c 5d 6d Qd", game_to="30")
    state.apply(Action("no-mus"))
    opening = next(t for t in state.legal_actions() if t.kind == "bid")
    assert opening.high == 29
    assert state.view(0)["info"][1].startswith("Your side (you and seat 3): 0 of 30 points")
    assert state.view(0)["match"]["target"] == 30
    assert counters(26, 30) == "5 amarracos and 1 stone (five amarracos, announced: 4 to go)"
    assert counters(26) == "5 amarracos and 1 stone"


@pytest.mark.parametrize("game_to", ["30", "35"])
def test_a_game_ends_the_first_time_a_side_reaches_its_points(game_to: str) -> None:
    target = int(game_to)
    state = _bots(VARIANT.new(4, {"game_to": game_to}), 4)
    totals = [int(m.group(1)) for m in re.finditer(r"\((\d+) in all\)", " ".join(
        e.text for e in state.events))]
    ordago = any("órdago on" in line for line in state.end_lines)
    assert ordago or (totals[-1] >= target and all(t < target for t in totals[:-1]))
    assert max(state.score) >= target or ordago


# -- the games of a match -------------------------------------------------------------------

def _bots(state: State, seed: int) -> MusState:
    assert isinstance(state, MusState)
    rng, bot = SeededRandom(seed), MusBot()
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        state.apply(bot.choose(state.view(seat), state.legal_actions(), rng))
    return state


#: Seat 1 (mano) holds four kings: its órdago on Grande, seen, wins a game at once.
KINGS = ("Kh Ks Kc 3d", "Ah As 4c 5d", "Qh Js 6c 7c", "Jh Qs 6h 7h")


def test_a_game_won_in_a_best_of_three_starts_the_next_game_from_nothing() -> None:
    state = stacked(*KINGS, match="best-of-3")
    for move in ("no-mus", "ordago", "see"):
        state.apply(Action(move))
    assert not state.is_over and state.games == [1, 0] and state.score == [0, 0]
    assert state.turn == 2 and state.phase == "mus" and state.stacks == [10, 10, 10, 10]
    view = state.view(1)
    assert "Games won (the best of 3): your side 0, their side 1" in view["info"]
    assert view["match"]["games"] == [1, 0] and view["match"]["best_of"] == 3
    log = view["log"]
    assert "Game 1: seat 1 and seat 3 win the órdago on Grande and win it after 1 deal " \
           "(0 to 0)." in log
    assert "Games won: 1 by seat 1 and seat 3, 0 by you and seat 4. Both sides start the next " \
           "game from 0." in log
    assert view["match"]["last_deal"] is not None  # the deal that won the game is kept
    one = stacked(*KINGS)
    for move in ("no-mus", "ordago", "see"):
        one.apply(Action(move))
    assert one.is_over  # by default one game is the match


@pytest.mark.parametrize(("match", "wins"), [("best-of-3", 2), ("best-of-5", 3)])
def test_a_match_ends_when_a_side_has_won_most_of_its_games(match: str, wins: int) -> None:
    state = _bots(VARIANT.new(7, {"match": match, "game_to": "30"}), 7)
    assert max(state.games) == wins and min(state.games) < wins
    side = state.games.index(wins)
    assert state.result(0)["winners"] == [side, side + 2]  # type: ignore[index]
    lines = state.result(0)["lines"]  # type: ignore[index]
    mine = "You and seat 3" if side == 0 else "Seat 2 and seat 4"
    assert f"{mine} win the match, {wins} games to {min(state.games)}." in lines
    summary = state.result(0)["summary"]  # type: ignore[index]
    assert summary.startswith(f"You {'win' if side == 0 else 'lose'} the match, ")
    assert sorted(state.net()) == [-1, -1, 1, 1]  # chips change hands once, at the end
    again = replay(json.loads(json.dumps(to_json(state))))
    assert again.snapshot() == state.snapshot()


# -- the card -------------------------------------------------------------------------------

def test_the_card_says_each_house_rule_in_words() -> None:
    game = card("mus", {"real": "on", "pedrete": "on", "game_to": "35", "match": "best-of-5"})
    assert "31 real (three sevens and a jack) beats every other 31" in game.pot
    assert "Pedrete (a four, five, six and seven) counts as pares" in game.pot
    assert "first side to 35 points wins a game" in game.pot
    assert "3 of 5 games wins the match" in game.pot
    labels = {rule.label: rule.choice for rule in game.house_rules}
    assert labels["Games in a match"] == "The best of five games"
    assert labels["Points to win a game"] == "35 points (seven amarracos)"
    plain = card("mus")
    assert "The first side to 40 points wins." in plain.pot and "real" not in plain.pot

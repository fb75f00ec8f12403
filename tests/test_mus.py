"""Mus: hands, contests, the published counts, the bidding and scoring, and whole matches."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from itertools import combinations

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.cards import parse
from pokerrules.core.errors import BadCard, IllegalAction
from pokerrules.core.rng import SeededRandom
from pokerrules.games.mus import VARIANT, stacked
from pokerrules.games.mus.bots import MusBot
from pokerrules.games.mus.hands import best, bonus, census, juego, last_contest, mus_deck, pares
from pokerrules.games.mus.rules import counters, signal
from pokerrules.games.mus.state import MusState
from pokerrules.lookup.history import replay, to_json
from pokerrules.lookup.judging import judge


def test_the_deck_has_forty_cards_without_eights_nines_or_tens() -> None:
    deck = mus_deck()
    assert len(deck) == len(set(deck)) == 40
    assert not {c.rank for c in deck} & {8, 9, 10}


def test_the_published_counts_over_all_91390_hands() -> None:
    counts = census()
    assert counts["hands"] == 91_390 == sum(1 for _ in combinations(mus_deck(), 4))
    assert counts["pares"] == 51_710
    assert counts["duples"] == 3_486 and counts["four of a kind"] == 146
    assert counts["medias"] == 4_448
    assert counts["par simple"] == 43_776
    assert counts["juego"] == 24_444
    assert counts["31"] == 8_384


def test_threes_are_kings_and_twos_aces_only_with_eight_kings() -> None:
    hand = parse("3h Kd 2c As")
    assert pares(hand).label == "Duples, kings and aces"
    assert pares(hand, eight=False).key is None
    assert juego(parse("3h Kd Jc As")).label == "Juego of 31"
    assert juego(parse("3h Kd Jc As"), eight=False).key is None


def test_the_juego_order_and_bonuses() -> None:
    ranked = ["Kh Qs Jc As", "Kh Qs Jc 2h", "Kh Qs Jc 7s", "Kh Qs Jc 6s", "Kh Qs 7c 6h"]
    totals = [juego(parse(h), eight=False).label for h in ranked]
    assert totals == ["Juego of 31", "Juego of 32", "Juego of 37", "Juego of 36", "Juego of 33"]
    values = [juego(parse(h), eight=False).key for h in ranked]
    assert values == sorted(values, reverse=True)
    assert juego(parse("Kh Qs Jc Kd")).key > juego(parse("Kh Qs Jc 7d")).key  # 40 over 37
    assert juego(parse("Kh Qs Jc 2d"), eight=False).key > juego(parse("Kh Qs Jc Kd")).key
    assert bonus("juego", parse("Kh Qs Jc As")) == 3
    assert bonus("juego", parse("Kh Qs Jc Kd")) == 2
    assert bonus("pares", parse("Kh Ks 4c 4d")) == 3
    assert bonus("pares", parse("5h 5s 5c Qd")) == 2
    assert bonus("pares", parse("Jh Js 6c 4d")) == 1
    assert bonus("punto", parse("Jh Js 6c 4d")) == 1


def test_four_of_a_kind_counts_as_duples() -> None:
    assert pares(parse("7h 7s 7c 7d")).key[0] == 3
    assert pares(parse("Kh 3s Kc 3d")).label == "Duples, four kings"


def test_exact_ties_go_to_mano_and_chica_wants_low_cards() -> None:
    hands = [parse("Kh 7s 5c 4d"), parse("Ks 7h 5d 4c"), parse("Ah 2s 4h 5s"), parse("Qh Jh 6d 6c")]
    assert best("grande", hands) == 0
    assert best("grande", hands[1:]) == 0  # the second hand, now first in turn order
    assert best("chica", hands) == 2
    assert best("pares", hands) == 3
    assert last_contest(hands) == "juego"  # 32 in the fourth hand
    assert last_contest(hands[:3]) == "punto"


def test_the_judge_names_each_contest_its_winner_and_bonus() -> None:
    out = judge("mus", ["Kh 3s 7c 6d", "As 2h 4c 5d", "Qh Qs Jc Js", "Kd Jd Qd Ac"])
    assert out["text"] == [
        "Grande: hand 1 wins with cards king, king, seven, six.",
        "Chica: hand 2 wins with cards ace, ace, four, five.",
        "Pares: hand 3 wins with duples, queens and jacks (bonus 3).",
        "Juego: hand 4 wins with juego of 31 (bonus 3).",
    ]
    four = judge("mus", ["Kh 3s 7c 6d", "As 2h 4c 5d"], {"kings": "four"})
    assert four["text"][2] == "Pares: no hand qualifies."
    assert four["text"][3].startswith("Punto: hand 1 wins")
    with pytest.raises(BadCard):
        judge("mus", ["Kh 3s 7c", "As 2h 4c 5d"])
    with pytest.raises(BadCard):
        judge("mus", ["Kh 3s 7c 9d", "As 2h 4c 5d"])


def test_counters_and_signals() -> None:
    assert counters(23) == "4 amarracos and 3 stones"
    assert counters(5) == "1 amarraco" and counters(1) == "1 stone" and counters(0) == "no stones yet"
    assert counters(36) == "7 amarracos and 1 stone (seven amarracos, announced: 4 to go)"
    assert "announced" not in counters(40)
    assert signal(parse("Kh 3s 7c 6d")) == "two kings"
    assert signal(parse("Kh Qs Jc As")) == "juego of 31"
    assert signal(parse("Kh Ks 4c 4d")) == "duples"


def test_mus_discards_and_draws_from_the_stock() -> None:
    state = stacked("Kh 4s 5c 6d", "Qh 4h 5d 6c", "Jh 4c 5h 6h", "7h 4d 5s 6s")
    for _ in range(4):
        state.apply(Action("mus"))
    assert state.phase == "discard"
    before = state.snapshot()
    with pytest.raises(IllegalAction):
        state.apply(Action("discard", cards=("Qh",)))  # not in seat 1's hand
    with pytest.raises(IllegalAction):
        state.apply(Action("no-mus"))
    assert state.snapshot() == before
    state.apply(Action("discard", cards=("4s", "5c")))
    for seat in (1, 2, 3):
        state.apply(Action("discard", cards=(state.hands[seat][0].code,)))
    stock = [c for c in mus_deck() if c not in parse("Kh 4s 5c 6d Qh 4h 5d 6c Jh 4c 5h 6h "
                                                     "7h 4d 5s 6s")]
    assert state.hands[0] == [*parse("Kh 6d"), *stock[:2]]
    assert state.phase == "mus" and state.to_act == 0 and len(state.pile) == 5


def test_the_stock_is_reshuffled_from_the_discards_when_it_runs_out() -> None:
    state = VARIANT.new(3)
    for _ in range(3):
        for _ in range(4):
            state.apply(Action("mus"))
        for seat in range(4):
            state.apply(Action("discard", cards=tuple(c.code for c in state.hands[seat])))
    assert state.reshuffles >= 1
    assert sorted(state.all_cards()) == sorted(mus_deck())


def _bid_to_end(state, moves):  # type: ignore[no-untyped-def]
    for kind, amount in moves:
        state.apply(Action(kind, amount))


def test_a_fold_scores_at_once_and_a_seen_bid_at_the_end() -> None:
    # seat 1 (mano) has grande; seat 2 opens Chica with 3 and seat 1's side folds both.
    state = stacked("Kh Ks Kc 7d", "Ah As 4c 5d", "Qh Js 6c 7c", "Jh Qs 6h 7h")
    state.apply(Action("no-mus"))
    _bid_to_end(state, [("bid", 2), ("see", None)])  # Grande seen for 2 by seat 2
    assert state.outcomes["grande"] == 2
    _bid_to_end(state, [("pass", None), ("bid", 3), ("fold", None), ("fold", None)])
    assert state.score == [0, 1]  # the fold pays the one previously accepted, at once
    before = state.snapshot()
    with pytest.raises(IllegalAction):
        state.apply(Action("bid", 1))  # an opening bid is at least two
    assert state.snapshot() == before
    # Pares: seat 1 has medias, seat 2 a pair of aces; passed, so settled for one at the end.
    _bid_to_end(state, [("pass", None)] * 4)
    # Juego: seat 1 has 37, seats 3 and 4 have 33; passed too.
    assert state.contest == "juego"
    _bid_to_end(state, [("pass", None)] * 4)
    # scored in order: grande 2, pares 1 + 2 (medias), juego 1 + 2, all to seat 1's side
    assert state.score == [8, 1]
    assert state.turn == 2 and state.hands != [parse("Kh Ks Kc 7d")]

def test_an_ordago_seen_ends_the_game_on_that_contest() -> None:
    state = stacked("Kh Ks Kc 3d", "Ah As 4c 5d", "Qh Js 6c 7c", "Jh Qs 6h 7h")
    state.apply(Action("no-mus"))
    state.apply(Action("ordago"))
    state.apply(Action("see"))
    assert state.is_over and state.score == [0, 0]
    result = state.result(0)
    assert result is not None and result["net"] == [1, -1, 1, -1]
    assert "win the órdago on Grande" in " ".join(result["lines"])


def test_an_ordago_folded_pays_the_last_accepted_bid() -> None:
    state = stacked("Kh Ks Kc 3d", "Ah As 4c 5d", "Qh Js 6c 7c", "Jh Qs 6h 7h")
    state.apply(Action("no-mus"))
    _bid_to_end(state, [("bid", 4), ("ordago", None), ("fold", None), ("fold", None)])
    assert state.score == [0, 4]


def test_the_partner_signal_is_told_only_to_you() -> None:
    state = stacked("Kh 4s 5c 6d", "Qh 4h 5d 6c", "Kc 3c 5h 7c", "7h 4d 5s 6s")
    state.apply(Action("no-mus"))
    assert "Your partner (seat 3) signals: two kings." in state.view(0)["log"]
    assert not any("signals" in line for line in state.view(1)["log"])
    quiet = stacked("Kh 4s 5c 6d", "Qh 4h 5d 6c", "Kc 3c 5h 7c", "7h 4d 5s 6s", signals="off")
    quiet.apply(Action("no-mus"))
    assert not any("signals" in line for line in quiet.view(0)["log"])


@pytest.mark.parametrize("seed", [1, 2])
def test_a_whole_match_ends_at_forty_and_replays(seed: int) -> None:
    state = VARIANT.new(seed)
    rng = SeededRandom(seed)
    bot = MusBot()
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        state.apply(bot.choose(state.view(seat), state.legal_actions(), rng))
    assert max(state.score) >= 40 or any("órdago" in e.text for e in state.events)
    again = replay(json.loads(json.dumps(to_json(state))))
    assert again.snapshot() == state.snapshot()
    assert sum(state.result()["net"]) == 0  # type: ignore[index]


#: Seat 1 (mano) and seat 2 both hold a pair of kings; seat 2's odd cards (7, 6) are higher.
EQUAL_PAIRS = ("Kh Ks 4c 5d", "Kc Kd 7h 6s", "Ah 4h 5h 6c", "Jh Qs 6d 7c")


@pytest.mark.parametrize(("ties", "winner", "score"), [("odd-cards", 2, [1, 6]), ("mano", 1, [3, 4])])
def test_equal_pares_go_by_the_odd_cards_or_to_mano(ties: str, winner: int, score: list[int]) -> None:
    out = judge("mus", list(EQUAL_PAIRS[:2]), {"pares_ties": ties})
    assert out["text"][2] == f"Pares: hand {winner} wins with par simple, kings (bonus 1)."
    state = stacked(*EQUAL_PAIRS, pares_ties=ties)
    state.apply(Action("no-mus"))
    for _ in range(16):  # every contest passed by everyone, scored at the end
        state.apply(Action("pass"))
    # Grande to seat 2, Chica to seat 3, Juego to seat 2 (33, nearer mano than seat 4's 33);
    # Pares (1 and the pair's bonus 1) to seat 2 by its odd cards, or to seat 1 as mano.
    assert state.score == score
    log = " ".join(state.view(0)["log"])
    scorer = "seat 2 and seat 4" if winner == 2 else "you and seat 3"
    assert re.search(rf"Pares \((you|seat {winner}) with par simple, kings, stake 1 and bonus 1\): "
                     rf"{scorer} score 2", log, re.IGNORECASE), log


def test_the_judge_box_offers_the_pares_tie_rule() -> None:
    from pokerrules.pages.docs_tables import judge as judge_box

    assert "pares_ties" in judge_box("mus")
    labels = [c.label for o in VARIANT.options if o.name == "pares_ties" for c in o.choices]
    assert labels and all("_" not in label and "-" not in label for label in labels)


def test_with_people_at_the_device_each_bot_partner_signals_to_its_own_person() -> None:
    """Pass-and-play: the signal goes to every person whose partner is a bot, and to nobody
    else; two people who are partners get none (they sit together at the device)."""
    hands = ("Kh 4s 5c 6d", "Qh 4h 5d 6c", "Kc 3c 5h 7c", "Ah As 5s 6s")
    base = stacked(*hands).table

    def signals(people: tuple[int, ...]) -> dict[int, list[str]]:
        state = MusState(replace(base, people=people))
        state.apply(Action("no-mus"))
        return {seat: [line for line in state.view(seat)["log"] if "signals" in line]
                for seat in range(4)}

    heard = signals((1,))
    assert heard[1] == ["Your partner (seat 4) signals: two aces."], heard
    assert heard[0] == heard[2] == heard[3] == []
    heard = signals((0, 1))
    assert heard[0] == ["Your partner (seat 3) signals: two kings."], heard
    assert heard[1] == ["Your partner (seat 4) signals: two aces."], heard
    assert heard[2] == heard[3] == []
    assert all(lines == [] for lines in signals((0, 2)).values())

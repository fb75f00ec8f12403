"""The rummy table (issue 18, point 9): Rumino's and Pif Paf's views carry the upcard and the
discard pile as piles of cards, the reader's hand sorted and grouped into its best melds with
the deadwood apart, and on each discard the deadwood it leaves; never a card the reader cannot
see."""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.cards import Card, parse
from pokerrules.games import pif_paf, rumino
from pokerrules.games.pif_paf.rules import best as pif_paf_best
from pokerrules.games.pif_paf.rules import meld_rules
from pokerrules.games.rumino.rules import best as rumino_best
from pokerrules.games.rumino.rules import meld_rules as rumino_meld_rules
from pokerrules.kits.melds import is_meld
from pokerrules.kits.rummy.table import PILE_SHOWN, sort_key
from pokerrules.lookup.registry import get
from pokerrules.table.agents import bot_step, make_bot


def codes(cards: list[dict[str, Any]]) -> list[str]:
    return [c["code"] for c in cards]


def check_groups(hand: dict[str, Any], left_over: str) -> None:
    """Every card of the hand in exactly one group; every group but the last a meld."""
    grouped = [c for group in hand["groups"] for c in group["cards"]]
    assert Counter(codes(grouped)) == Counter(codes(hand["cards"]))
    for group in hand["groups"]:
        if group["label"].startswith(left_over):
            assert group is hand["groups"][-1]
        else:
            assert group["label"].split()[0] in ("Run", "Set")


def test_rumino_shows_the_upcard_and_the_discard_pile_as_cards() -> None:
    state = rumino.stacked("5s 6s 7s 9d 9c 9h Kd", "2c 4d 6h 8c Tc Qd Ks", upcard="3c",
                           stock="2h 4s")
    piles = state.view(0)["piles"]
    assert [p["label"] for p in piles] == ["Upcard", "Discard pile"]
    assert codes(piles[0]["cards"]) == ["3c"] and piles[1]["cards"] == []
    state.apply(Action("stock"))
    state.apply(Action("discard", card="Kd"))
    piles = state.view(1)["piles"]
    assert codes(piles[0]["cards"]) == ["Kd"] and codes(piles[1]["cards"]) == ["3c"]
    assert all(c["up"] for p in piles for c in p["cards"])


def test_a_long_discard_pile_shows_its_top_cards_and_how_many_lie_under() -> None:
    state = rumino.stacked("5s 6s 7s 9d 9c 9h Kd", "2c 4d 6h 8c Tc Qd Ks", upcard="3c")
    state.pile = list(parse("2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc"))  # 12 cards, K♣ on top
    under = state.view(0)["piles"][1]
    assert len(under["cards"]) == PILE_SHOWN and codes(under["cards"])[-1] == "Qc"
    assert under["note"] == f"{11 - PILE_SHOWN} more cards under these"


def test_rumino_sorts_the_readers_hand_and_groups_it_into_melds() -> None:
    state = rumino.stacked("Kd 9c 7s Jk 9h 5s 9d", "2c 4d 6h 8c Tc Qd Ks", upcard="3c")
    me = state.view(0)["hands"][0]
    assert codes(me["cards"]) == ["9c", "9d", "Kd", "9h", "5s", "7s", "Jk"]
    check_groups(me, "Deadwood")
    arrangement = rumino_best(parse("Kd 9c 7s Jk 9h 5s 9d"))
    assert me["groups"][-1] == {"label": f"Deadwood {arrangement.points}",
                                "cards": [{"code": "Kd", "text": "king of diamonds", "short": "K♦",
                                           "suit": "d", "up": False}]}
    assert {g["label"] for g in me["groups"][:-1]} == {"Set of nines", "Run of spades"}


def test_each_rumino_discard_says_the_deadwood_it_leaves() -> None:
    state = rumino.stacked("5s 6s 7s 9d 9c 9h Kd", "2c 4d 6h 8c Tc Qd Ks", upcard="3c",
                           stock="2h")
    state.apply(Action("stock"))
    template = state.view(0)["legal"][0]
    hand = parse("5s 6s 7s 9d 9c 9h Kd 2h")
    for choice in template["cards"]:
        rest = list(hand)
        rest.remove(parse(choice["value"])[0])
        assert choice["hint"] == f"deadwood after: {rumino_best(rest).points}"
    assert {c["value"]: c["hint"] for c in template["cards"]}["Kd"] == "deadwood after: 2"
    values = parse(" ".join(c["value"] for c in template["cards"]))
    assert list(values) == sorted(values, key=sort_key)  # the buttons in the hand's order


def test_pif_paf_shows_the_discard_pile_groups_and_hints() -> None:
    game = pif_paf.stacked("As 2s 3s 7h 7d 7c Jd Qd 5c", "3h 4h 9c 9d 9s Kc Kd Kh 8c",
                           "5d 8d Jh Qh 2c 4s 6d Tc Ac", stock="Kd Td")
    assert game.view(0)["piles"] == [{"label": "Top of the discard pile", "cards": [],
                                      "note": "Empty"}]
    for _ in range(3):
        game.apply(Action("check"))
    game.apply(Action("draw"))  # K♦: goes out by throwing 5♣
    view = game.view(0)
    me = view["hands"][0]
    check_groups(me, "Left over")
    assert me["groups"][-1]["label"] == "Left over: 1 card" and codes(me["groups"][-1]["cards"]) == ["5c"]
    out, discard = view["legal"]
    assert [(c["value"], c["hint"]) for c in out["cards"]] == [("5c", "goes out")]
    rules = meld_rules({})
    hand = parse("As 2s 3s 7h 7d 7c Jd Qd 5c Kd")
    for choice in discard["cards"]:
        rest = list(hand)
        rest.remove(parse(choice["value"])[0])
        assert choice["hint"] == f"left over after: {len(pif_paf_best(rest, rules).deadwood)}"
    game.apply(Action("discard", card="Jd"))
    piles = game.view(1)["piles"]
    assert codes(piles[0]["cards"]) == ["Jd"] and piles[1]["note"] == "No card under the top one"


def test_a_claimed_card_comes_last_in_a_hand_the_reader_cannot_see() -> None:
    game = pif_paf.stacked("As 2s 3s 7h 7d 7c Jd Qd 5c", "3h 4h 9c 9d 9s Kc Kd Kh 8c",
                           "5d 8d Jh Qh 2c 4s 6d Tc Ac", stock="2h")
    for _ in range(3):
        game.apply(Action("check"))
    game.apply(Action("draw"))
    game.apply(Action("discard", card="2h"))  # seat 2 claims it
    theirs = game.view(0)["hands"][1]
    assert codes(theirs["cards"]) == ["??"] * 9 + ["2h"] and "groups" not in theirs


@pytest.mark.parametrize("game_id", ["rumino", "pif-paf"])
def test_only_seen_hands_are_grouped_and_nothing_depends_on_a_hidden_card(game_id: str) -> None:
    """Through bot games: each view's hands are grouped only when seen, sorted, and every meld
    is a meld; and seat 1's view stays the same when another seat's hidden cards are swapped
    for cards of the stock."""
    variant = get(game_id)
    for seed in range(3):
        state = variant.new(seed, {}, 3 if game_id == "pif-paf" else 2)
        bots = [make_bot(variant) for _ in range(len(state.hands))]  # type: ignore[attr-defined]
        for _ in range(40):
            if state.is_over:
                break
            view = state.view(0)
            for hand in view["hands"]:
                seen = [c for c in hand["cards"] if c["code"] != "??"]
                if "groups" in hand:
                    check_groups(hand, "Deadwood" if game_id == "rumino" else "Left over")
                    cards = list(parse(" ".join(codes(hand["cards"]))))
                    assert cards == sorted(cards, key=sort_key)
                else:
                    assert len(seen) <= 1  # none, or a card just claimed in the open
            _same_with_other_hidden_cards(state, view)
            bot_step(state, bots[state.to_act])  # type: ignore[index]


def _same_with_other_hidden_cards(state: Any, view: dict[str, Any]) -> None:
    other = copy.deepcopy(state)
    stock: list[Card] = (list(other.deck[other.dealt:]) if hasattr(other, "pile")
                         else list(other.stock))
    seat = 1
    if len(stock) < 3 or other.phase == "claim-out":
        return
    hand = other.hands[seat]
    for i in range(min(3, len(hand))):  # three of seat 2's cards swapped for stock cards
        hand[i], stock[-1 - i] = stock[-1 - i], hand[i]
    if hasattr(other, "pile"):
        other.deck = other.deck[:other.dealt] + tuple(stock)
    else:
        other.stock = stock
    assert other.view(0) == view


def test_every_meld_group_is_a_meld() -> None:
    state = rumino.stacked("Kd 9c 7s Jk 9h 5s 9d", "2c 4d 6h 8c Tc Qd Ks", upcard="3c")
    rules = rumino_meld_rules()
    for group in state.view(0)["hands"][0]["groups"][:-1]:
        assert is_meld(parse(" ".join(codes(group["cards"]))), rules) is not None

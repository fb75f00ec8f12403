"""What the table marks beyond the cards (issue 18, point 9): the cards that make each shown hand's
best hand, the reader's lost half, Twenty-Five's trick as cards on the table and Jubilee's card
hints. None of it may depend on a card the reader cannot see."""

from __future__ import annotations

from itertools import combinations
from typing import Any

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.cards import Card, parse, parse_card, standard_deck
from pokerrules.core.rng import shuffled
from pokerrules.games.jubilee import stacked as jubilee_stacked
from pokerrules.games.jubilee.rules import score
from pokerrules.games.twenty_five import stacked as twenty_five_stacked
from pokerrules.lookup.registry import get
from pokerrules.rankings.poker import key_natural
from pokerrules.steps.machine import StepGameState
from pokerrules.steps.spec import Bet
from pokerrules.table.state import Table
from tests.helpers import checked_hand, play, stacked_step_game


def _start(variant_id: str, deck: tuple[Card, ...], seats: int = 3) -> StepGameState:
    variant = get(variant_id)
    state = variant.start(Table(variant_id, variant.resolve_options({}), 0, (100,) * seats, deck))
    assert isinstance(state, StepGameState)
    return state


def _check_through(state: StepGameState, cards: int) -> None:
    """Check every betting round until the reader holds ``cards`` cards (or the hand ends)."""
    while not state.is_over and len(state.players[0].cards) < cards:
        assert isinstance(state.step, Bet)
        state.apply(Action("check"))


def _best_five(cards: list[Card]) -> tuple[int, list[set[Card]]]:
    """Brute force: the best key of five of ``cards`` and every five that makes it."""
    scored = [(key_natural(five), set(five)) for five in combinations(cards, 5)]
    top = max(key for key, _ in scored)
    return top, [five for key, five in scored if key == top]


def _marked(hand: dict[str, Any]) -> set[Card]:
    return {parse_card(c["code"]) for c in hand["cards"] if c.get("best")}


# (a) the best hand's cards ----------
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_the_readers_best_five_of_many_are_marked(seed: int) -> None:
    state = _start("ten-card-stud", tuple(shuffled(standard_deck(), seed)))
    _check_through(state, 10)
    mine = state.view(0)["hands"][0]
    held = [parse_card(c["code"]) for c in mine["cards"]]
    assert len(held) == 10
    _, fives = _best_five(held)
    assert _marked(mine) in fives  # exactly one best five, whichever of equal ones


@pytest.mark.parametrize("seed", [5, 6])
def test_anothers_marks_come_from_their_face_up_cards_until_they_show(seed: int) -> None:
    state = _start("open-hand-kenosha", tuple(shuffled(standard_deck(), seed)), seats=2)
    while not state.is_over and len(state.players[1].cards) < 7:
        if isinstance(state.step, Bet):
            state.apply(Action("check"))
        else:
            _first_move(state)
    other = state.view(0)["hands"][1]
    up = [parse_card(c["code"]) for c in other["cards"] if c.get("up") and c.get("suit")]
    marked = _marked(other)
    if len(up) > 5:
        assert marked in _best_five(up)[1]
    else:
        assert not marked
    for card in other["cards"]:
        assert not card.get("best") or card.get("up")  # never a face-down card of theirs


def _first_move(state: StepGameState) -> None:
    template = state.legal_actions()[0]
    card = template.cards[0] if template.cards and not template.pick else None
    cards = tuple((template.cards or ())[:max(1, template.pick[0])]) if template.pick else None
    state.apply(Action(template.kind, amount=template.low if template.low == template.high else None,
                       card=card, cards=cards))


def test_nothing_marked_depends_on_a_hidden_card() -> None:
    """Swap one of seat 2's face-down cards for a card nobody has seen: the reader's view (marks,
    labels, notes, everything) must not change."""
    deck = list(shuffled(standard_deck(), 11))
    state = _start("ten-card-stud", tuple(deck))
    _check_through(state, 9)
    hole = next(c for c, up in state.players[1].cards if not up)
    dealt = {c for p in state.players for c, _ in p.cards}
    unseen = next(c for c in deck if c not in dealt)
    swapped = [unseen if c == hole else hole if c == unseen else c for c in deck]
    twin = _start("ten-card-stud", tuple(swapped))
    for _, action in state.actions:
        twin.apply(action)
    assert twin.view(0) == state.view(0)
    assert any(c.get("best") for c in state.view(0)["hands"][0]["cards"])


def test_at_the_showdown_every_shown_hand_is_marked() -> None:
    state = _start("ten-card-stud", tuple(shuffled(standard_deck(), 8)))
    _check_through(state, 99)
    assert state.is_over
    for hand in state.view(1)["hands"]:
        held = [parse_card(c["code"]) for c in hand["cards"]]
        assert _marked(hand) in _best_five(held)[1]


@pytest.mark.parametrize("variant_id", ["seven-twenty-seven", "three-card-triple-replace"])
def test_hands_whose_every_card_counts_are_not_marked(variant_id: str) -> None:
    state = _start(variant_id, tuple(shuffled(standard_deck(), 4)))
    for _ in range(40):
        if state.is_over:
            break
        _first_move(state)
        for hand in state.view(0)["hands"]:
            assert not any(c.get("best") for c in hand["cards"])


# (b) the reader's lost half ----------
LOST = "Over 22: you can only win the low half"


def test_over_22_says_only_the_low_half_is_left() -> None:
    # Seat 1 is dealt 9♠ down and 8♠ up (17), then takes the 7♠ (24).
    state = stacked_step_game("two-twenty-two", "9s 2c 8s 3c 7s", 2, opener="left-of-dealer")
    while isinstance(state.step, Bet):
        state.apply(Action("check"))
    assert LOST not in state.view(0)["hands"][0]["notes"]  # 17: still under
    play(state, "0:take")
    assert state.view(0)["hands"][0]["notes"][-1] == LOST
    assert not any(LOST in note for hand in state.view(1)["hands"] for note in hand["notes"])


def test_closest_wins_targets_never_lose_a_half() -> None:
    state = stacked_step_game("seven-twenty-seven", "9s 2c 8s 3c 7s 4c Ts", 2,
                              opener="left-of-dealer")
    checked_hand(state, "0:take 1:decline", "0:take 1:decline")
    for seat in (0, 1):
        for hand in state.view(seat)["hands"]:
            assert not any("you can only win" in note for note in hand["notes"])


# (c) Twenty-Five's trick on the table ----------
def test_the_trick_is_on_the_table_with_who_played_each_card() -> None:
    state = twenty_five_stacked("2h 3h 4h 6h 7h", "2c 3c 4c 6c 7c", "8c 9c Tc 8d 9d", up="2d")
    assert state.view(0)["piles"][0] == {"label": "Trick", "cards": [], "note": "No card played yet"}
    state.apply(Action("play", card="7h"))
    state.apply(Action("play", card="7c"))
    trick = state.view(2)["piles"][0]
    assert [(c["code"], c["caption"]) for c in trick["cards"]] == [("7h", "Seat 1"), ("7c", "Seat 2")]
    assert trick["note"] == "Led by Seat 1"
    assert [c["caption"] for c in state.view(0)["piles"][0]["cards"]] == ["You", "Seat 2"]
    state.apply(Action("play", card="8d"))  # a trump: seat 3 wins
    piles = state.view(0)["piles"]
    assert piles[0]["cards"] == []
    assert piles[1]["label"] == "Last trick"
    assert [c["code"] for c in piles[1]["cards"]] == ["7h", "7c", "8d"]
    assert piles[1]["note"] == "Won by Seat 3 with the 8♦"
    assert state.view(2)["piles"][1]["note"] == "Won by you with the 8♦"


# (d) Jubilee's hints ----------
def test_each_card_button_says_the_total_and_the_score() -> None:
    state = jubilee_stacked("Ts 9c Ks 2s 3s 4s 5s 6s", "9s 3h Kh Qh Jh Th Jk 7c")
    state.apply(Action("play", card="Ts"))
    state.apply(Action("play", card="9s"))  # 19
    view = state.view(0)
    hints = {c["value"]: c["hint"] for c in view["legal"][0]["cards"]}
    assert hints["9c"] == "makes 28, scores -5 (past 25)"
    assert hints["6s"] == "makes 25, scores +10 (a jubilee at 25)"
    assert hints["2s"] == "makes 21, scores 0"
    for code, hint in hints.items():
        play_ = score(parse_card(code), 19, state.rules)
        assert hint.startswith(f"makes {play_.after}, scores {play_.points:+d}".replace("+0", "0"))
    assert state.view(1)["legal"] == []  # nobody else is told anything


def test_the_hint_needs_no_card_but_the_readers() -> None:
    a = jubilee_stacked("Ts 9c Ks 2s 3s 4s 5s 6s", "9s 3h Kh Qh Jh Th Jk 7c")
    b = jubilee_stacked("Ts 9c Ks 2s 3s 4s 5s 6s", "9s 3h Kh Qh Jh Th Jk 8c")
    assert a.view(0)["legal"] == b.view(0)["legal"]
    assert parse("Ts")  # the stacked hands are real cards

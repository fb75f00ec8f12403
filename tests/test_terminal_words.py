"""The terminal's words (issue 18, point 20): a number alone, one amount said once, the game's
own unit, accented move names, a card you do not hold, and the seat counts in ``list``."""

from __future__ import annotations

import pytest

from pokerrules.cli.main import cmd_list, parser
from pokerrules.cli.terminal_moves import UnclearMove, help_lines, read_move
from pokerrules.core.actions import Action, Template
from pokerrules.lookup.registry import get, variants
from pokerrules.table.agents import bot_step, make_bot

BET_ROUND = [Template("check", "Check", focus=True), Template("bet", "Bet", 1, 4, 2),
             Template("fold", "Fold")]
FIXED = [Template("check", "Check", focus=True), Template("bet", "Bet 2", 2, 2, 2),
         Template("fold", "Fold")]
OFFER = [Template("take", "Take a card"), Template("decline", "No card", focus=True)]
FLIP = [Template("flip", "Turn face up", cards=("As", "Td", "7h"), focus=True)]
REPLACE = [Template("replace", "Replace", cards=("As", "Td", "7h"), pick=(1, 2), focus=True)]


def test_a_number_alone_is_the_amount_of_the_one_move_that_takes_it_if_it_allows_it() -> None:
    assert read_move("3", BET_ROUND) == Action("bet", 3)
    assert read_move("2", FIXED) == Action("bet", 2)
    with pytest.raises(UnclearMove, match=r"A number alone is not a move\. The one move that "
                                          r"takes an amount now is bet \(Bet\), and it takes a "
                                          r"whole number from 1 to 4 chips"):
        read_move("9", BET_ROUND)
    with pytest.raises(UnclearMove, match=r"it takes 2 chips; for example: bet\.") as caught:
        read_move("3", FIXED)
    assert "from 2 to 2" not in caught.value.message
    with pytest.raises(UnclearMove, match="no move open now takes an amount; your moves are: "
                                          "take, decline"):
        read_move("5", OFFER)


def test_one_amount_is_said_once_and_in_the_moves_unit() -> None:
    assert FIXED[1].problem(Action("bet", 3)) == "Bet 2 must be 2 chips, not 3."
    one = Template("ante", "Ante", 1, 1, 1)
    assert one.problem(Action("ante", 2)) == "Ante must be 1 chip, not 2."
    bid = Template("bid", "Open with", 2, 30, 2, unit="points")
    assert bid.problem(Action("bid", 40)) == ("Open with must be a whole number from 2 to 30 "
                                             "points, not 40.")
    assert bid.to_json()["unit"] == "points" and "unit" not in BET_ROUND[1].to_json()
    with pytest.raises(UnclearMove, match="'lots' is not a whole number of points"):
        read_move("bid lots", [bid])
    assert "any whole number of points from 2 to 30" in "\n".join(help_lines([bid]))


def test_mus_bids_are_points_in_the_terminal_because_the_game_says_so() -> None:
    variant = get("mus")
    bids: list[Template] = []
    for seed in range(20):
        state = variant.new(seed, {}, None)
        bots = {s: make_bot(variant) for s in range(len(state.table.stacks))}
        while not state.is_over and not bids:
            amounts = [t for t in state.legal_actions() if t.low is not None]
            if state.to_act == 0 and amounts:
                bids = amounts
                break
            bot_step(state, bots[state.to_act])
        if bids:
            break
    assert bids, "no Mus bid came up for the reader in 20 deals"
    text = "\n".join(help_lines(state.legal_actions()))
    assert "points" in text and "chips" not in text, text
    assert all(t.unit == "points" for t in bids)


def test_an_accented_move_name_is_shown_and_typed_without_losing_a_letter() -> None:
    legal = [Template("see", "See 2", focus=True), Template("ordago", "Órdago (the whole game)"),
             Template("fold", "Fold")]
    text = "\n".join(help_lines(legal))
    assert "rdago" not in text.replace("ordago", "").replace("Órdago", ""), text
    assert read_move("órdago", legal) == Action("ordago")
    assert read_move("Ordago", legal) == Action("ordago")


def test_a_card_you_do_not_hold_is_named_as_such() -> None:
    held = ["As", "Td", "7h", "2c"]
    for text in ("7c", "flip 7c", "flip 7♣"):
        with pytest.raises(UnclearMove, match="You do not hold the 7♣. Turn face up: choose from "
                                              "A♠ 10♦ 7♥."):
            read_move(text, FLIP, held)
    with pytest.raises(UnclearMove, match="You do not hold the 7♣"):
        read_move("replace As 7c", REPLACE, held)
    with pytest.raises(UnclearMove, match="The 2♣ is not one you can choose now"):
        read_move("flip 2c", FLIP, held)  # held, but not one this move takes
    assert read_move("flip 7h", FLIP, held) == Action("flip", card="7h")


def test_list_says_a_fixed_number_of_players_once() -> None:
    lines: list[str] = []
    assert cmd_list(parser().parse_args(["list"]), lines.append) == 0
    by_id = {line.split()[0]: line for line in lines}
    for variant in variants():
        line = by_id[variant.id]
        if variant.min_seats == variant.max_seats:
            assert f"({variant.min_seats} players)" in line, line
        else:
            assert f"({variant.min_seats}-{variant.max_seats} players)" in line, line
    assert "(4 players)" in by_id["mus"] and "4-4" not in by_id["mus"]

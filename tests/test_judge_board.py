"""A board typed once: the judge op's ``board`` (each hand then only its own cards), the judge
box's words and examples for a game whose declaration deals common cards, the command line's
``--board``, and the "Who wins?" drill's one board."""

from __future__ import annotations

import html
import json
import re
import shlex
from dataclasses import replace
from typing import Any

import pytest

from pokerrules.api import handle
from pokerrules.cli.main import main
from pokerrules.lessons.drill import drill
from pokerrules.lookup.catalogue import spec_of
from pokerrules.lookup.registry import get, variants
from pokerrules.pages.docs_tables import judge as judge_markup
from pokerrules.rankings.poker import HighPoker
from pokerrules.steps.board import Board, board_size
from pokerrules.steps.spec import Bet, Deal, Showdown
from pokerrules.steps.variant import step_variant
from pokerrules.table.judge_box import board_example, command, help_text, judge_box

#: Every game whose declaration deals common cards, found by the judge from its steps.
BOARD_GAMES = [v for v in variants() if v.showdown_parts is not None and v.board_cards]


def call(request: dict[str, Any]) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(handle(json.dumps(request)))
    return reply


def judge(hands: list[str], board: object, game: str = "texas-holdem") -> dict[str, Any]:
    return call({"op": "judge", "variant": game, "hands": hands, "board": board})


def test_the_board_games_are_found_from_their_declarations() -> None:
    ids = {v.id for v in BOARD_GAMES}
    assert {"texas-holdem", "omaha", "omaha-high-low", "pineapple", "spit-in-the-ocean"} <= ids
    assert get("texas-holdem").board_cards == 5 and get("spit-in-the-ocean").board_cards == 1
    assert get("ten-card-stud").board_cards == 0
    # Any declaration with Board steps: the count is theirs, whatever the game is called.
    holdem = spec_of("texas-holdem")
    assert holdem is not None
    spec = replace(holdem, id="made-up", name="Made Up", serial=0, parent=None,
                   steps=(Deal(down=3), Board(2, "two"), Bet(), Board(1), Bet(), Showdown(high=HighPoker())))
    made = step_variant(spec, "Made Up", showdown_cards=(6, 6))
    assert made.board_cards == board_size(spec.flat_steps()) == 3
    assert judge_box(made)["board"] == 3 and len(board_example(made).split()) == 3


def test_a_board_typed_once_is_every_hands() -> None:
    reply = judge(["Ah Kd", "7c 7d"], "Ks 7h 2c 9d 3s")
    assert reply["ok"], reply
    assert reply["parts"][0]["winners"] == [1]
    assert reply["text"] == ["High: hand 2 wins with three of a kind, sevens, king-nine kickers."]
    # The same as each hand holding the board after its own cards (the old way still works).
    old = call({"op": "judge", "variant": "texas-holdem",
                "hands": ["Ah Kd Ks 7h 2c 9d 3s", "7c 7d Ks 7h 2c 9d 3s"]})
    assert old["ok"] is False  # the board's cards held twice in a one-deck game
    alone = call({"op": "judge", "variant": "texas-holdem", "hands": ["Ah Kd Ks 7h 2c 9d 3s"]})
    assert alone["ok"] and "kings" in alone["text"][0]


def test_omaha_high_low_judges_both_halves_with_the_one_board() -> None:
    reply = judge(["Ah 2h Kc Qd", "As Ks 7c 7d"], "3s 4s 9d Jc 8h", "omaha-high-low")
    assert reply["ok"], reply
    high, low = reply["parts"]
    assert high["winners"] == [1] and low["winners"] == [0]


@pytest.mark.parametrize(("board", "hands", "words"), [
    ("Ks 7h 2c 9d", ["Ah Kd", "7c 7d"], "The board has 4 cards; a Texas Hold'em board has 5 cards."),
    ("Ks 7h 2c 9d 3s 4s", ["Ah Kd", "7c 7d"], "The board has 6 cards"),
    ("Ks 7h 2c 9d Zz", ["Ah Kd", "7c 7d"], "The board: 'Zz' is not a card"),
    ("Ks 7h 2c 9d Zzzzzzzzzz", ["Ah Kd", "7c 7d"], "The board: 'Zzzzzzzzzz' is not a card"),
    ("Ks 7h 2c 9d Ah", ["Ah Kd", "7c 7d"], "A♥ is on the board and in hand 1, but the deck has only one."),
    ("Ks 7h 2c 9d 7c", ["Ah Kd", "7c 7d"], "7♣ is on the board and in hand 2"),
    ("Ks Ks 2c 9d 3s", ["Ah Kd", "7c 7d"], "K♠ is twice on the board"),
    ("Ks 7h 2c 9d 3s", ["Ah Kd 4c", "7c 7d"], "Hand 1 has 3 cards of its own; with the board, a "
                                              "Texas Hold'em hand has 2 cards of its own."),
    (5, ["Ah Kd", "7c 7d"], "The board must be cards written as text"),
    (["Ks"], ["Ah Kd", "7c 7d"], "The board must be cards written as text"),
    ("Ks " * 100, ["Ah Kd", "7c 7d"], "The board must be cards written as text"),
])
def test_a_bad_board_is_a_clear_bad_card(board: object, hands: list[str], words: str) -> None:
    reply = judge(hands, board)
    assert reply["ok"] is False and reply["error"]["code"] == "bad-card", reply
    assert words in reply["error"]["message"]


def test_a_board_in_a_game_without_one_is_refused() -> None:
    reply = judge(["As Kd 5c 9h 9s", "2c 3c 4c 7c 6c"], "Ks", "ten-card-stud")
    assert reply["error"]["code"] == "bad-card" and "deals no board" in reply["error"]["message"]
    # No board, or an empty one, is no board.
    for board in ("", None):
        assert judge(["As Kd 5c 9h 9s", "2c 3c 4c 7c 6c"], board, "ten-card-stud")["ok"]


def test_spit_in_the_ocean_takes_its_card_in_the_middle_once() -> None:
    reply = call({"op": "judge", "variant": "spit-in-the-ocean", "hands": ["Ah Kd 4c 5c", "7c 7d 8c 9c"],
                  "board": "7s", "options": {"wild_rank": "none"}})
    assert reply["ok"] and reply["parts"][0]["winners"] == [1]  # three sevens
    assert judge(["Ah Kd 4c 5c", "7c 7d 8c 9c"], "7s 7h", "spit-in-the-ocean")["error"]["message"] \
        == "The board has 2 cards; a Spit in the Ocean board has 1 card."


@pytest.mark.parametrize("variant", BOARD_GAMES, ids=lambda v: v.id)
def test_the_box_asks_for_each_players_own_cards_and_the_board_once(variant) -> None:  # type: ignore[no-untyped-def]
    box = judge_box(variant)
    assert "each player's own cards" in box["help"] and "the board once" in box["help"]
    assert box["board"] == variant.board_cards
    board = box["board_example"]
    assert len(board.split()) == variant.board_cards
    own = variant.showdown_cards[0] - variant.board_cards
    assert all(len(hand.split()) == own for hand in box["examples"])
    # The examples judge together on the one board, as the page's command does.
    reply = judge(box["examples"], board, variant.id)
    assert reply["ok"], reply
    assert shlex.split(command(variant))[5:7] == ["--board", board]
    assert call({"op": "describe", "variant": variant.id})["judge"] == box
    assert help_text(variant) == box["help"]
    # The page's box and its no-JavaScript command say the same.
    markup = judge_markup(variant.id)
    attrs = dict(re.findall(r'data-([a-z-]+)="([^"]*)"', markup))
    assert int(attrs["board"]) == variant.board_cards
    assert html.unescape(attrs["board-example"]) == board
    assert html.unescape(re.search(r"<code>(.*?)</code>", markup).group(1)) == command(variant)  # type: ignore[union-attr]


def test_a_game_without_a_board_says_nothing_of_one() -> None:
    assert "data-board" not in judge_markup("ten-card-stud")
    box = judge_box(get("ten-card-stud"))
    assert box["board"] == 0 and box["board_example"] == ""
    assert "board" not in box["help"] and "--board" not in box["command"]
    assert "each player's cards" in box["help"]


def test_the_command_line_takes_the_board_once(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["judge", "texas-holdem", "--board", "Ks 7h 2c 9d 3s", "Ah Kd", "7c 7d"]) == 0
    verdict = json.loads(capsys.readouterr().out)
    assert verdict["text"] == ["High: hand 2 wins with three of a kind, sevens, king-nine kickers."]
    assert main(["judge", "texas-holdem", "--board", "Ks 7h 2c 9d", "Ah Kd", "7c 7d"]) != 0
    assert "The board has 4 cards" in capsys.readouterr().err


@pytest.mark.parametrize("variant", BOARD_GAMES, ids=lambda v: v.id)
def test_the_drill_deals_one_board_and_each_hands_own_cards(variant) -> None:  # type: ignore[no-untyped-def]
    own = variant.showdown_cards[0] - variant.board_cards
    boards = set()
    for seed in range(8):
        showdown = drill(variant.id, seed)
        board = [c["code"] for c in showdown["board"]]
        assert len(board) == variant.board_cards
        boards.add(" ".join(board))
        hands = [[c["code"] for c in h["cards"]] for h in showdown["hands"]]
        assert all(len(h) == own for h in hands)
        held = [c for h in hands for c in h] + board
        assert len(held) == len(set(held))  # one deck: no card twice, the board once
        # Judged with that one board: the judge op agrees.
        reply = call({"op": "judge", "variant": variant.id, "hands": [" ".join(h) for h in hands],
                      "board": " ".join(board), "options": showdown["options"]})
        assert reply["text"] == showdown["text"]
        for part, judged in zip(showdown["parts"], reply["parts"], strict=True):
            assert part["winners"] == judged["winners"]
    assert len(boards) > 1


def test_a_drill_without_a_board_has_none() -> None:
    assert drill("ten-card-stud", 3)["board"] == []
    assert call({"op": "drill", "variant": "ten-card-stud", "seed": 3})["board"] == []
    assert len(call({"op": "drill", "variant": "texas-holdem", "seed": 3})["board"]) == 5


def test_spit_in_the_oceans_drill_makes_its_card_in_the_middle_wild() -> None:
    """The drill's one board sets what it sets in play: the rank of the card in the middle is
    wild, and the note says so; a request that names the rank keeps it."""
    for seed in range(6):
        showdown = drill("spit-in-the-ocean", seed)
        middle = showdown["board"][0]
        rank = middle["code"][0]
        assert showdown["options"]["wild_rank"] == ("10" if rank == "T" else rank)
        assert showdown["note"].endswith(".") and "wild" in showdown["note"]
    kept = drill("spit-in-the-ocean", 1, {"wild_rank": "none"})
    assert kept["options"]["wild_rank"] == "none" and kept["note"] == "No card is wild at this showdown."

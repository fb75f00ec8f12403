"""A hand typed in at a real table and judged by the package (``{"by": "judge"}``), in a game
that deals a board: the board is typed once, passed on to the judge, and a bad one is refused
with nothing changed. A game that deals no board refuses one; older nights load as ever."""

from __future__ import annotations

from typing import Any

import pytest

from pokerrules.lookup.registry import get
from pokerrules.night.file import checksum
from tests.helpers import night_ok, night_refused

ok, refused = night_ok, night_refused
NAMES = ["Ana", "Ben", "Cy"]
BOARD = "Ks 7h 2c 9d 3s"


def called(variant: str) -> dict[str, Any]:
    """A three-player night of one game, its first hand called (Ana deals)."""
    file = ok(op="night", do="start", players=[{"name": n} for n in NAMES],
              menu=[{"variant": variant}], settings={"seed": 5, "orbit": "off"})["file"]
    return ok(op="night", do="next", night=file, pick=0)


def judge_entry(shown: list[str], board: str | None = BOARD) -> dict[str, Any]:
    entry: dict[str, Any] = {"by": "judge", "put_in": [10, 10, 4], "shown": shown}
    if board is not None:
        entry["board"] = board
    return entry


def test_the_status_says_how_many_cards_the_board_has() -> None:
    assert get("texas-holdem").board_cards == 5
    assert called("texas-holdem")["status"]["call"]["board"] == 5
    assert called("ten-card-stud")["status"]["call"]["board"] == 0


def test_a_holdem_hand_typed_with_its_board_settles_the_pot() -> None:
    reply = called("texas-holdem")
    # Ben's pair of sevens becomes three of a kind with the board; Cy showed nothing
    after = ok(op="night", do="record", night=reply["file"],
               entry=judge_entry(["Ah Kd", "7c 7d", ""]))
    assert after["status"]["hands"][0]["chips"] == [-10, 14, -4]
    assert after["status"]["players"][1]["total"] == 14
    entry = after["file"]["night"]["hands"][0]["entry"]
    assert entry == {"by": "judge", "put_in": [10, 10, 4], "shown": ["Ah Kd", "7c 7d", ""],
                     "board": BOARD}
    # the file is read back (and judged again) by every later op
    assert ok(op="night", do="check", night=after["file"])["status"]["hands"][0]["chips"] == \
        [-10, 14, -4]


@pytest.mark.parametrize(("board", "words"), [
    ("Ks 7h 2c 9d", "The board has 4 cards; a Texas Hold'em board has 5 cards."),
    ("Ks 7h 2c 9d Ah", "A♥ is on the board and in player 1's hand"),
    ("Ks 7h 2c 9d Zz", "The board:"),
    ("Ks " * 30, "the board must be cards written as text"),
    (["Ks"], "the board must be cards written as text"),
])
def test_a_bad_or_repeated_board_is_refused_and_changes_nothing(board: object, words: str) -> None:
    reply = called("texas-holdem")
    error = refused(op="night", do="record", night=reply["file"],
                    entry=judge_entry(["Ah Kd", "7c 7d", ""], board=board))  # type: ignore[arg-type]
    assert words.casefold() in error.casefold()
    # nothing changed: the same file still has the hand in progress, and records a good entry
    again = ok(op="night", do="check", night=reply["file"])
    assert again["file"] == reply["file"] and not again["status"]["hands"]


def test_a_hand_named_by_the_judge_is_named_by_its_player() -> None:
    reply = called("texas-holdem")
    error = refused(op="night", do="record", night=reply["file"],
                    entry=judge_entry(["", "Ah", "7c 7d"]))
    assert "Player 2's hand has 1 card of its own" in error


def test_without_a_board_each_hand_repeats_it_and_is_refused() -> None:
    reply = called("texas-holdem")
    error = refused(op="night", do="record", night=reply["file"],
                    entry=judge_entry(["Ah Kd " + BOARD, "7c 7d " + BOARD, ""], board=None))
    assert "K♠ is in the hands of players 1 and 2" in error
    one = ok(op="night", do="record", night=reply["file"],
             entry=judge_entry(["", "7c 7d " + BOARD, ""], board=None))
    assert one["status"]["hands"][0]["chips"] == [-10, 14, -4]
    assert "board" not in one["file"]["night"]["hands"][0]["entry"]


def test_a_game_without_a_board_refuses_one() -> None:
    reply = called("ten-card-stud")
    hands = ["As Ad Kc Kd 2s", "Qs Js Ts 9s 8s", ""]
    error = refused(op="night", do="record", night=reply["file"], entry=judge_entry(hands))
    assert "deals no board" in error
    after = ok(op="night", do="record", night=reply["file"], entry=judge_entry(hands, board=None))
    assert after["status"]["hands"][0]["chips"] == [-10, 14, -4]


def test_an_older_night_without_a_board_still_loads() -> None:
    reply = called("texas-holdem")
    after = ok(op="night", do="record", night=reply["file"],
               entry={"by": "pot", "put_in": [10, 10, 4], "parts": [[1]]})
    file = after["file"]
    assert "board" not in str(file["night"])
    assert ok(op="night", do="check", night=file)["status"]["hands"][0]["chips"] == [-10, 14, -4]
    file["checksum"] = checksum(file["night"])
    assert ok(op="night", do="import", night=file)["changes"] == []


def test_a_points_game_refuses_a_judged_pot() -> None:
    reply = called("jubilee")
    assert reply["status"]["call"]["points_only"]
    error = refused(op="night", do="record", night=reply["file"], entry=judge_entry(["", "", "As"]))
    assert "played for points" in error


@pytest.mark.parametrize(("entry", "words"), [
    ({"shown": ["Ah Kd", "7c 7d"]}, "the hands shown must be a list of 3 to 3 entries"),
    ({"shown": ["Ah Kd", "7c " * 30, ""]}, "player 2's cards shown must be cards written as text"),
    ({"shown": ["Ah Kd", 7, ""]}, "player 2's cards shown must be cards written as text"),
    ({"shown": ["", "", ""]}, "type the cards of at least one hand shown"),
    ({"shown": ["Ah Kd", "7c 7d", ""], "parts": [[1]]}, "unknown field 'parts'"),
    ({"put_in": [10, -1, 4]}, "the chips put in (each) must be a whole number"),
])
def test_a_judged_entry_out_of_bounds_is_refused(entry: dict[str, Any], words: str) -> None:
    reply = called("texas-holdem")
    error = refused(op="night", do="record", night=reply["file"],
                    entry={**judge_entry(["Ah Kd", "7c 7d", ""]), **entry})
    assert words.casefold() in error.casefold()


def test_a_judged_hand_changed_by_hand_is_judged_again_on_import() -> None:
    reply = called("texas-holdem")
    file = ok(op="night", do="record", night=reply["file"],
              entry=judge_entry(["Ah Kd", "7c 7d", ""]))["file"]
    # the board changed in a text editor, with no seven on it: Ana's pair of kings now wins
    file["night"]["hands"][0]["entry"]["board"] = "Ks Qh 2c 9d 3s"
    assert "checksum" in refused(op="night", do="check", night=file).casefold()
    imported = ok(op="night", do="import", night=file)
    assert imported["status"]["hands"][0]["chips"] == [14, -10, -4]
    assert imported["changes"]
    file["night"]["hands"][0]["entry"]["board"] = "Ks Qh 2c 9d"
    assert "board has 4 cards" in refused(op="night", do="import", night=file)

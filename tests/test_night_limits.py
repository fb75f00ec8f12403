"""A game night's limits and its file (issue 32): the limits of a night, of its file and of a
request agree; a night recorded to its own limit warns first, refuses the next hand in its own
words and its file reads back whole; a damaged file is refused in plain words; a file changed by
hand imports with its numbers worked out again and a warning naming them; each hand on the
screen is dealt from a seed the night fixes.

:func:`long_night` (a night of hands played on the screen, recorded through the facade up to the
night's own limit) is also the Game night page's long night (tests/browser/test_night.py)."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrules.api import facade as api
from pokerrules.core.decode import MAX_REQUEST_CHARS, decode
from pokerrules.core.errors import BadNight
from pokerrules.lookup.history import to_json
from pokerrules.lookup.registry import get
from pokerrules.night.file import file_text, read_file, text_of
from pokerrules.night.limits import (
    MAX_FILE_CHARS,
    MAX_HISTORY_CHARS,
    MAX_TEXT_CHARS,
    NEAR_HANDS,
    REQUEST_FIELDS_CHARS,
    canonical,
)
from pokerrules.night.model import MAX_HANDS
from pokerrules.table.agents import make_bot, play_bots
from tests.helpers import facade, night_ok, night_refused

ROOT = Path(__file__).resolve().parents[1]
PLAYERS = ["Ana", "Ben", "Cy"]
#: The long night's players: seven, so that each hand is long and the night fills in few hands.
SEVEN = ["Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus"]


ask, ok, refused = facade, night_ok, night_refused


def start(mode: str = "table", menu: tuple[str, ...] = ("chaos", "jubilee"),
          players: tuple[str, ...] = tuple(PLAYERS)) -> dict[str, Any]:
    return ok(op="night", do="start", players=[{"name": n} for n in players],
              menu=[{"variant": v} for v in menu],
              settings={"seed": 7, "orbit": "off", "mode": mode})["file"]


def a_table_night() -> dict[str, Any]:
    """Two hands at a real table: Chaos, a pot (Ana 10, Ben 10, Cy 4; Ben wins); then Chaos with
    each player's chips typed in."""
    file = ok(op="night", do="next", night=start(), pick=0)["file"]
    file = ok(op="night", do="record", night=file,
              entry={"by": "pot", "put_in": [10, 10, 4], "parts": [[1]]})["file"]
    file = ok(op="night", do="next", night=file, pick=0)["file"]
    return ok(op="night", do="record", night=file, entry={"by": "direct"}, chips=[5, -2, -3])["file"]


def histories(count: int, players: int = len(PLAYERS)) -> list[dict[str, Any]]:
    """``count`` hands of Chaos for ``players`` players, played by bots (seeded)."""
    variant = get("chaos")
    found = []
    for seed in range(count):
        state = variant.new(seed, {}, seats=players)
        play_bots(state, {s: make_bot(variant) for s in range(players)})
        found.append(to_json(state))
    return found


@cache
def long_night() -> tuple[dict[str, Any], list[str | None], str, int]:
    """A night on the screen recorded through the facade, hand after hand, until the night
    refuses one: the last file it kept, the warning after each hand, the refusal's words and
    the longest request sent (as the page sends it: compact JSON)."""
    file = start("screen", ("chaos",), tuple(SEVEN))
    played = histories(4, len(SEVEN))
    warnings: list[str | None] = []
    longest = 0
    for number in range(MAX_HANDS + 1):
        file = ok(op="night", do="next", night=file, pick=0)["file"]
        request = {"op": "night", "do": "record", "night": file,
                   "entry": {"by": "screen", "history": played[number % len(played)]}}
        text = json.dumps(request, separators=(",", ":"), ensure_ascii=False)
        longest = max(longest, len(text))
        reply = json.loads(api.handle(text))
        if not reply["ok"]:
            assert reply["error"]["code"] == "bad-night", reply
            return file, warnings, reply["error"]["message"], longest
        file = reply["file"]
        warnings.append(reply["status"]["room"]["warning"])
    raise AssertionError("the night never reached its limit")


@cache
def full_night() -> dict[str, Any]:
    """The same long night built in Python at once (each hand's chips from the ledger, its size
    added up), for the page's test: every hand played on the screen, up to the night's limit."""
    from dataclasses import replace

    from pokerrules.night.file import to_file
    from pokerrules.night.ledger import screen_chips, totals_of
    from pokerrules.night.model import Entry, Hand
    from pokerrules.night.rotation import dealer_of

    night = read_file(start("screen", ("chaos",), tuple(SEVEN)))
    played = histories(4, len(SEVEN))
    players = len(SEVEN)
    size = len(canonical(to_file(night)))
    hands: list[Hand] = []
    while True:
        number = len(hands)
        dealer = dealer_of(number, players)
        history = played[number % len(played)]
        chips = screen_chips(history, night.menu[0], dealer, players, night.settings.stake,
                             f"Hand {number + 1}")
        hand = Hand(dealer, 0, "called", chips, Entry("screen", history=history))
        grown = size + len(canonical(hand.to_json())) + (1 if hands else 0)
        if grown > MAX_FILE_CHARS:
            break
        hands.append(hand)
        size = grown
    return to_file(replace(night, hands=tuple(hands), totals=totals_of(hands, players)))


# The limits agree --------------------------------------------------------------------------------


def test_the_limits_of_a_night_its_file_and_a_request_agree() -> None:
    assert MAX_FILE_CHARS + MAX_HISTORY_CHARS + REQUEST_FIELDS_CHARS == MAX_REQUEST_CHARS
    assert MAX_TEXT_CHARS >= 2 * MAX_FILE_CHARS
    # The page's copies of the limits are the package's.
    script = (ROOT / "docs" / "javascripts" / "night-file.js").read_text(encoding="utf-8")
    for name, value in (("MAX_FILE_CHARS", MAX_FILE_CHARS), ("MAX_TEXT_CHARS", MAX_TEXT_CHARS)):
        found = re.search(rf"export const {name} = ([\d_]+);", script)
        assert found and int(found.group(1).replace("_", "")) == value, name
    # The Game night page says what they are.
    page = " ".join((ROOT / "docs" / "night.md").read_text(encoding="utf-8").split())
    assert f"at most {MAX_HANDS} hands and {MAX_FILE_CHARS:,} characters" in page
    contract = " ".join((ROOT / "notes" / "api-contract.md").read_text(encoding="utf-8").split())
    assert f"canonical JSON ({MAX_FILE_CHARS:,})" in contract
    assert f"longest history a night keeps ({MAX_HISTORY_CHARS:,} characters)" in contract
    assert f"request size | {MAX_REQUEST_CHARS:,} characters" in contract
    # The largest night and the longest history a night keeps fit in one request, with the most
    # chips typed in.
    request = {"op": "night", "do": "record", "night": {"x": "y" * (MAX_FILE_CHARS - 10)},
               "entry": {"by": "screen", "history": {"x": "y" * (MAX_HISTORY_CHARS - 10)}},
               "chips": [-10**9] * 8}
    assert len(json.dumps(request, separators=(",", ":"))) <= MAX_REQUEST_CHARS
    decode(json.dumps(request, separators=(",", ":")))


def test_a_night_recorded_to_its_limit_warns_first_and_refuses_the_next_hand_in_its_own_words() -> None:
    file, warnings, refusal, longest = long_night()
    hands = len(file["night"]["hands"])
    assert hands == len(warnings) and hands > 40  # about 70 hands of Chaos for seven
    assert longest <= MAX_REQUEST_CHARS  # every request the page would send fits
    assert "does not fit in the night" in refusal and f"{MAX_FILE_CHARS:,}" in refusal
    # Quiet until a few hands from the limit, then it says so, every hand, up to the last.
    first = next(i for i, w in enumerate(warnings) if w)
    assert not any(warnings[:first]) and all(warnings[first:])
    assert hands - first >= 2, "the warning came only with the last hand"
    assert "nearly full" in (warnings[first] or "") and "refused" in (warnings[first] or "")
    assert len(canonical(file)) <= MAX_FILE_CHARS
    # The last night kept reads back whole: as the page stores it, and as its file's text.
    night = read_file(file)
    assert read_file(file_text(night)) == night
    assert text_of(file) == file_text(night)
    status = ok(op="night", do="check", night=file)["status"]
    assert status["room"]["hands_left"] <= NEAR_HANDS and status["room"]["warning"]
    assert status["room"]["chars"] == len(canonical(file))
    # Built at once, the same night holds as many hands: the page's long night is as long.
    assert len(full_night()["night"]["hands"]) == hands
    assert sum(p["total"] for p in status["players"]) == 0


def test_the_warning_counts_the_hands_left_by_size_and_by_number() -> None:
    from pokerrules.night.limits import room

    night = read_file(a_table_night())
    size = len(canonical(ok(op="night", do="check", night=a_table_night())["file"]))
    assert room(night, size)["warning"] is None
    largest = max(len(canonical(h.to_json())) + 1 for h in night.hands)
    near = room(night, MAX_FILE_CHARS - NEAR_HANDS * largest)
    assert near["hands_left"] == NEAR_HANDS and "about 5 more hands" in near["warning"]
    full = room(night, MAX_FILE_CHARS - largest + 1)
    assert full["hands_left"] == 0 and "This night is full" in full["warning"]


def test_a_history_longer_than_a_night_keeps_is_refused_in_words() -> None:
    file = ok(op="night", do="next", night=start("screen", ("chaos",)), pick=0)["file"]
    history = histories(1)[0]
    history["deck"] += " " * MAX_HISTORY_CHARS
    message = refused(op="night", do="record", night=file, entry={"by": "screen", "history": history})
    assert "too long to keep in a night" in message and f"{MAX_HISTORY_CHARS:,}" in message


def test_a_night_seed_is_one_a_page_keeps_exactly() -> None:
    message = refused(op="night", do="start", players=[{"name": n} for n in PLAYERS],
                      menu=[{"variant": "chaos"}], settings={"seed": 2**53})
    assert "9,007,199,254,740,991" in message
    fresh = ok(op="night", do="start", players=[{"name": n} for n in PLAYERS],
               menu=[{"variant": "chaos"}])["file"]
    assert 0 <= fresh["night"]["settings"]["seed"] < 10**9


def test_each_hand_on_the_screen_is_dealt_from_a_seed_the_night_fixes() -> None:
    file = ok(op="night", do="next", night=start("screen", ("chaos",)), pick=0)["file"]
    first = ok(op="night", do="check", night=file)["status"]["call"]["deal_seed"]
    assert first == ok(op="night", do="check", night=file)["status"]["call"]["deal_seed"]
    assert 0 <= first < 10**9
    recorded = ok(op="night", do="record", night=file,
                  entry={"by": "screen", "history": histories(1)[0]})["file"]
    second = ok(op="night", do="next", night=recorded, pick=0)["status"]["call"]["deal_seed"]
    assert second != first
    again = ok(op="night", do="undo", night=recorded)["status"]["call"]["deal_seed"]
    assert again == first  # a hand taken back is dealt the same cards again
    other = json.loads(json.dumps(file))
    other["night"]["settings"]["seed"] = 8
    from pokerrules.night.file import checksum

    other["checksum"] = checksum(other["night"])
    assert ok(op="night", do="check", night=other)["status"]["call"]["deal_seed"] != first


# A damaged file ----------------------------------------------------------------------------------

PARSER_WORDS = re.compile(r"Expecting|delimiter|starting at|Unterminated|char \d")


def test_a_damaged_file_is_refused_in_plain_words() -> None:
    text = file_text(read_file(a_table_night()))
    for cut in (len(text) // 3, len(text) // 2, len(text) - 3):
        message = refused(op="night", do="import", night=text[:cut])
        assert "damaged" in message and "cut short" in message, message
        assert not PARSER_WORDS.search(message), message
    line = next(i for i, row in enumerate(text.splitlines(), start=1) if '"put_in"' in row)
    mistyped = text.replace('"put_in":[10,10,4]', '"put_in":[10 10,4]')
    message = refused(op="night", do="check", night=mistyped)
    assert "damaged" in message and f"near line {line}" in message, message
    assert not PARSER_WORDS.search(message), message
    assert "empty" in refused(op="night", do="import", night="  \n")
    with pytest.raises(BadNight, match="too large to be a night"):
        read_file(" " * (MAX_TEXT_CHARS + 1))  # a file read from a disk (the page checks first)


# A file changed by hand --------------------------------------------------------------------------


def test_a_file_changed_by_hand_imports_with_its_numbers_worked_out_again() -> None:
    file = a_table_night()
    text = file_text(read_file(file))
    # Ana put in 8, not 10: corrected in a text editor, the chips and totals left as they were.
    edited = text.replace('"put_in":[10,10,4]', '"put_in":[8,10,4]')
    assert edited != text
    assert "checksum does not match" in refused(op="night", do="check", night=edited)
    reply = ok(op="night", do="import", night=edited)
    changes = reply["changes"]
    assert "changed after it was saved" in changes[0]
    assert any("Hand 1's chips" in c and "Ana from -10 to -8" in c and "Ben from +14 to +12" in c
               for c in changes), changes
    assert any("running totals" in c and "Ana from -5 to -3" in c for c in changes), changes
    assert [p["total"] for p in reply["status"]["players"]] == [-3, 10, -7]
    assert ok(op="night", do="check", night=reply["file"])["file"] == reply["file"]  # signed again
    # A hand whose chips were typed in keeps them: the totals follow.
    typed = text.replace('"chips":[5,-2,-3]', '"chips":[5,-4,-1]')
    changes = ok(op="night", do="import", night=typed)["changes"]
    assert len(changes) == 2 and "Ben from +12 to +10, Cy from -7 to -5" in changes[1], changes
    # Only a name changed: nothing to work out again, but the warning says the file was changed.
    renamed = ok(op="night", do="import", night=text.replace('"Cy"', '"Cyd"'))
    assert len(renamed["changes"]) == 2 and "no number" in renamed["changes"][1]
    # The file as it was saved: no warning.
    assert ok(op="night", do="import", night=text)["changes"] == []


@pytest.mark.parametrize(("edit", "words"), [
    (('"chips":[5,-2,-3]', '"chips":[5,-2,-1]'), "add up to zero"),
    (('{"dealer":1,', '{"dealer":0,'), "wrong player"),
    (('"variant":"chaos"', '"variant":"pishpash"'), "no game 'pishpash'"),
])
def test_a_file_changed_by_hand_that_is_no_longer_a_night_keeps_the_checksum_refusal(
        edit: tuple[str, str], words: str) -> None:
    text = file_text(read_file(a_table_night()))
    assert edit[0] in text
    message = refused(op="night", do="import", night=text.replace(*edit))
    assert message.startswith("The night file's checksum does not match") and words in message
    other = json.loads(text)
    other["format"] = "spreadsheet"
    assert "not a night file" in refused(op="night", do="import", night=other)


JUNK = st.one_of(st.none(), st.booleans(), st.integers(-10**12, 10**12), st.text(max_size=12),
                 st.lists(st.integers(-20, 20), max_size=4))


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_any_number_or_field_changed_by_hand_is_imported_worked_out_again_or_refused_in_words(
        data: Any) -> None:
    """A file changed by hand anywhere in its night: the import either takes it, with a warning
    first and a file that checks as it is saved, or refuses it as bad-night (never an internal
    error)."""
    file = json.loads(json.dumps(A_NIGHT))
    night = file["night"]
    path = data.draw(st.sampled_from(_leaves(night)))
    parent = night
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = data.draw(JUNK)
    reply = ask(op="night", do="import", night=file)
    if not reply["ok"]:
        assert reply["error"]["code"] == "bad-night", reply
        return
    if file == A_NIGHT:  # the value drawn was the one there
        assert reply["changes"] == []
    else:
        assert reply["changes"] and "changed after it was saved" in reply["changes"][0]
    assert ok(op="night", do="check", night=reply["file"])["file"] == reply["file"]
    assert sum(p["total"] for p in reply["status"]["players"]) == 0


def _leaves(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    if isinstance(data, dict):
        return [p for k, v in data.items() for p in _leaves(v, (*path, k))]
    if isinstance(data, list):
        return [p for i, v in enumerate(data) for p in _leaves(v, (*path, i))]
    return [path]


A_NIGHT = a_table_night()

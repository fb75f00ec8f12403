"""A game night (pokerrules.night) through the facade's night op: the rotation, the ledger, the
settle-up in the fewest payments, and the night file read back strictly."""

from __future__ import annotations

import copy
import json
from itertools import combinations
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrules.core.rng import SeededRandom
from pokerrules.lookup.history import to_json
from pokerrules.lookup.registry import get, variants
from pokerrules.night.file import MAX_FILE_CHARS, checksum, file_text, read_file
from pokerrules.night.ledger import seat_players
from pokerrules.night.settle import settle
from pokerrules.table.agents import make_bot, play_bots
from tests.helpers import facade, night_ok, night_refused

NAMES = ["Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal"]


ask, ok, refused = facade, night_ok, night_refused


def start(players: int = 3, menu: list[dict[str, Any]] | None = None, **settings: Any) -> dict[str, Any]:
    menu = menu or [{"variant": "chaos"}, {"variant": "open-hand-kenosha"}, {"variant": "jubilee"}]
    return ok(op="night", do="start", players=[{"name": n} for n in NAMES[:players]], menu=menu,
              settings={"seed": 5, **settings})


def resign(file: dict[str, Any]) -> dict[str, Any]:
    """A tampered file with its checksum made to match (so only the night's own checks catch it)."""
    file["checksum"] = checksum(file["night"])
    return file


# Settle-up -------------------------------------------------------------------------------------


def fewest_by_brute_force(balances: list[int]) -> int:
    """The fewest payments that square ``balances``, by trying every set of payments between
    every pair, with amounts free: a set of pairs works when each connected group it forms sums
    to zero (any spanning set of a zero-sum group can carry the right amounts)."""
    people = [i for i, b in enumerate(balances) if b]
    pairs = list(combinations(people, 2))
    for size in range(len(pairs) + 1):
        for chosen in combinations(pairs, size):
            group = {p: p for p in people}

            def root(p: int, group: dict[int, int] = group) -> int:
                while group[p] != p:
                    p = group[p]
                return p

            for a, b in chosen:
                group[root(a)] = root(b)
            sums: dict[int, int] = {}
            for p in people:
                sums[root(p)] = sums.get(root(p), 0) + balances[p]
            if all(s == 0 for s in sums.values()):
                return size
    raise AssertionError("no settle-up found")


@pytest.mark.parametrize("seed", range(60))
def test_the_settle_up_is_as_short_as_any_and_pays_every_balance(seed: int) -> None:
    rng = SeededRandom(seed)
    count = 2 + rng.below(5)  # 2 to 6 players
    balances = [rng.below(7) - 3 for _ in range(count - 1)]  # small: zero-sum groups happen
    balances.append(-sum(balances))
    payments = settle(balances)
    owed = list(balances)
    for payment in payments:
        assert payment.chips > 0 and payment.payer != payment.payee
        owed[payment.payer] += payment.chips
        owed[payment.payee] -= payment.chips
    assert owed == [0] * count
    assert len(payments) == fewest_by_brute_force(balances)


def test_two_pairs_that_square_each_other_settle_in_two_payments_not_three() -> None:
    assert len(settle([5, 7, -5, -7])) == 2
    assert len(settle([5, 7, -4, -8])) == 3


# The ledger -------------------------------------------------------------------------------------


def test_a_pot_is_shared_by_its_parts_and_winners_with_odd_chips_from_the_dealers_left() -> None:
    night = ok(op="night", do="next", night=start(4)["file"], pick=0)["file"]
    # Player 1 (index 0) deals; a pot of 4 + 3 + 3 + 3 = 13, two parts: high to Ben and Dee,
    # low to Ana. The high part takes the odd chip (7), Ben (left of the dealer) the odd one of it.
    reply = ok(op="night", do="record", night=night,
               entry={"by": "pot", "put_in": [4, 3, 3, 3], "parts": [[1, 3], [0]]})
    assert reply["status"]["hands"][0]["chips"] == [6 - 4, 4 - 3, -3, 3 - 3]
    assert [p["total"] for p in reply["status"]["players"]] == [2, 1, -3, 0]


def test_a_game_for_points_costs_each_loser_the_stake() -> None:
    night = ok(op="night", do="next", night=start(3, stake=7)["file"], pick=2)["file"]
    assert "enter the pot" not in refused(op="night", do="record", night=night,
                                          entry={"by": "pot", "put_in": [1, 1, 1], "parts": [[0]]})
    reply = ok(op="night", do="record", night=night, entry={"by": "winners", "winners": [2]})
    assert reply["status"]["hands"][0]["chips"] == [-7, -7, 14]


def test_chips_typed_in_must_sum_to_zero_and_nothing_changes_otherwise() -> None:
    night = ok(op="night", do="next", night=start()["file"], pick=0)["file"]
    before = json.dumps(night, sort_keys=True)
    assert "add up to zero" in refused(op="night", do="record", night=night,
                                       entry={"by": "direct"}, chips=[5, -4, 0])
    assert json.dumps(night, sort_keys=True) == before


def play_on_screen(file: dict[str, Any], seed: int) -> tuple[Any, dict[str, Any]]:
    """The hand in progress played by bots in every seat: its history, and the reply of recording it."""
    status = ok(op="night", do="check", night=file)["status"]
    call = status["call"]
    variant = get(call["variant"])
    state = variant.new(seed, call["options"], seats=len(status["players"]))
    play_bots(state, {s: make_bot(variant) for s in range(len(status["players"]))})
    history = to_json(state)
    return history, ok(op="night", do="record", night=file, entry={"by": "screen", "history": history})


@pytest.mark.parametrize("variant", ["chaos", "three-card-poker", "jubilee", "mus"])
def test_a_hand_played_on_the_screen_gives_its_chips_and_the_dealer_banks(variant: str) -> None:
    players = max(get(variant).min_seats, 3)
    file = start(players, [{"variant": variant}], orbit="off")["file"]
    file = ok(op="night", do="next", night=file, pick=0)["file"]
    history, reply = play_on_screen(file, 11)
    chips = reply["status"]["hands"][0]["chips"]
    assert sum(chips) == 0
    from pokerrules.lookup.history import replay

    result = replay(history).result(None)
    assert result is not None
    seats = seat_players(0, players)
    assert seats[-1] == 0  # the dealer sits in the engine's last seat
    if get(variant).start_stack:
        expected = [0] * players
        for seat, net in enumerate(result["net"]):
            expected[seats[seat]] += net
        expected[0] += result.get("house", 0)
        assert chips == expected
    else:
        winners = {seats[s] for s in result["winners"]}
        assert all((c > 0) == (p in winners) for p, c in enumerate(chips)) or not winners


def test_a_history_that_gives_other_chips_is_refused() -> None:
    file = ok(op="night", do="next", night=start(3, [{"variant": "chaos"}])["file"], pick=0)["file"]
    history, reply = play_on_screen(file, 3)
    saved = reply["file"]
    tampered = copy.deepcopy(saved)
    hand = tampered["night"]["hands"][0]
    hand["chips"] = [c + d for c, d in zip(hand["chips"], [1, -1, 0], strict=True)]
    tampered["night"]["totals"] = hand["chips"]
    assert "not what its entry gives" in refused(op="night", do="check", night=resign(tampered))
    other = copy.deepcopy(saved)
    deck = other["night"]["hands"][0]["entry"]["history"]["deck"].split()
    deck = deck[2:] + deck[:2]  # another deal: other chips, or moves that no longer fit
    other["night"]["hands"][0]["entry"]["history"]["deck"] = " ".join(deck)
    message = refused(op="night", do="check", night=resign(other))
    assert "Hand 1" in message


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 2), st.lists(st.integers(0, 40), min_size=4, max_size=4),
                          st.lists(st.integers(0, 3), min_size=1, max_size=3, unique=True)),
                min_size=1, max_size=6))
def test_chips_are_conserved_over_random_nights(hands: list[Any]) -> None:
    file = start(4, [{"variant": "chaos"}, {"variant": "jubilee"}, {"variant": "suck"}],
                 orbit="off")["file"]
    for game, put_in, winners in hands:
        file = ok(op="night", do="next", night=file, pick=game)["file"]
        entry = ({"by": "winners", "winners": winners} if game == 1 else
                 {"by": "pot", "put_in": put_in, "parts": [winners]})
        file = ok(op="night", do="record", night=file, entry=entry)["file"]
    status = ok(op="night", do="settle", night=file)["status"]
    assert status["conserved"] and sum(p["total"] for p in status["players"]) == 0
    assert all(sum(h["chips"]) == 0 for h in status["hands"])
    owed = [p["total"] for p in status["players"]]
    for payment in status["settle"]["payments"]:
        owed[payment["payer"]] += payment["chips"]
        owed[payment["payee"]] -= payment["chips"]
    assert owed == [0, 0, 0, 0]


# The rotation ----------------------------------------------------------------------------------


def test_the_deal_passes_left_and_a_dealer_favouring_game_goes_once_round_the_table() -> None:
    assert get("open-hand-kenosha").favours_dealer and not get("chaos").favours_dealer
    file = start(3)["file"]
    dealers, calls = [], []
    for pick in (1, None, None, 0, 0):
        reply = ok(op="night", do="next", night=file, pick=pick)
        dealers.append(reply["status"]["dealer"])
        calls.append((reply["status"]["call"]["name"], reply["status"]["call"]["how"]))
        file = ok(op="night", do="record", night=reply["file"], entry={"by": "direct"},
                  chips=[0, 0, 0])["file"]
    assert dealers == [0, 1, 2, 0, 1]
    assert calls[:3] == [("Open Hand Kenosha", "called"), ("Open Hand Kenosha", "orbit"),
                         ("Open Hand Kenosha", "orbit")]
    assert calls[3:] == [("Chaos", "called"), ("Chaos", "called")]  # Chaos does not go round


def test_while_a_game_goes_round_another_cannot_be_called() -> None:
    file = ok(op="night", do="next", night=start(3)["file"], pick=1)["file"]
    file = ok(op="night", do="record", night=file, entry={"by": "direct"}, chips=[0, 0, 0])["file"]
    assert "going round the table" in refused(op="night", do="next", night=file, pick=0)


def test_every_game_goes_round_when_the_night_says_so_and_none_when_it_is_off() -> None:
    for orbit, second in (("every", "orbit"), ("off", "called")):
        file = ok(op="night", do="next", night=start(3, orbit=orbit)["file"], pick=0)["file"]
        file = ok(op="night", do="record", night=file, entry={"by": "direct"}, chips=[0, 0, 0])["file"]
        assert ok(op="night", do="next", night=file, pick=0)["status"]["call"]["how"] == second


def test_the_random_pick_is_seeded_playable_and_checked() -> None:
    menu = [{"variant": "mus"}, {"variant": "chaos"}, {"variant": "suck"}]
    reply = ok(op="night", do="next", night=start(3, menu)["file"], pick="random")
    assert reply["status"]["call"]["name"] in ("Chaos", "Suck")  # Mus seats exactly 4
    assert reply["status"]["menu"][0]["reason"] == "Mus seats exactly 4 players, not 3."
    assert "seats exactly 4" in refused(op="night", do="next", night=start(3, menu)["file"], pick=0)
    tampered = copy.deepcopy(reply["file"])
    tampered["night"]["call"]["game"] = 3 - reply["file"]["night"]["call"]["game"]
    assert "not the game the site picked" in refused(op="night", do="check", night=resign(tampered))


# The file ---------------------------------------------------------------------------------------


def a_night_with_hands() -> dict[str, Any]:
    file: dict[str, Any] = ok(op="night", do="next", night=start(3)["file"], pick=0)["file"]
    file = ok(op="night", do="record", night=file,
              entry={"by": "pot", "put_in": [3, 5, 5], "parts": [[1]]})["file"]
    file = ok(op="night", do="next", night=file, pick=2)["file"]
    file = ok(op="night", do="record", night=file, entry={"by": "winners", "winners": [0]})["file"]
    return file


def test_the_file_round_trips_as_text_and_as_json() -> None:
    file = a_night_with_hands()
    night = read_file(json.dumps(file))
    assert read_file(file_text(night)) == night
    assert ok(op="night", do="check", night=file_text(night))["file"] == file


@pytest.mark.parametrize(("tamper", "words"), [
    (lambda f: f["night"]["hands"][0]["chips"].__setitem__(1, 99), "checksum does not match"),
    (lambda f: f.__setitem__("checksum", "sha256:" + "0" * 64), "checksum does not match"),
    (lambda f: resign(f) and None or f["night"]["players"][0].__setitem__("name", 7), "checksum"),
    (lambda f: (f["night"]["players"][0].__setitem__("name", 7), resign(f)), "needs a name"),
    (lambda f: (f["night"]["settings"].__setitem__("stake", "10"), resign(f)), "whole number"),
    (lambda f: (f["night"]["menu"][0].__setitem__("variant", "five-card-pishpash"), resign(f)),
     "no game 'five-card-pishpash'"),
    (lambda f: (f["night"]["menu"][0]["options"].__setitem__("jokers", "lots"), resign(f)),
     "Game 1 of the menu"),
    (lambda f: (f["night"]["menu"][0]["options"].__setitem__("colour", "red"), resign(f)),
     "no option 'colour'"),
    (lambda f: (f["night"]["hands"][1].__setitem__("dealer", 0), resign(f)), "wrong player"),
    (lambda f: (f["night"]["totals"].__setitem__(0, 1000), resign(f)), "running totals"),
    (lambda f: (f["night"]["hands"][0]["chips"].__setitem__(1, 99), resign(f)),
     "not what its entry gives"),
    (lambda f: f.__setitem__("version", 2), "newer version"),
    (lambda f: f.__setitem__("format", "spreadsheet"), "not a night file"),
    (lambda f: f.__setitem__("extra", 1), "unknown field"),
])
def test_a_tampered_file_is_refused_with_a_clear_message(tamper: Any, words: str) -> None:
    file = a_night_with_hands()
    tampered = copy.deepcopy(file)
    tamper(tampered)
    assert words in refused(op="night", do="check", night=tampered)
    assert words in refused(op="night", do="check", night=json.dumps(tampered))


def test_a_broken_or_huge_file_is_refused() -> None:
    assert "cut short" in refused(op="night", do="check", night='{"format": "pokerrules-night"')
    assert "not a night file" in refused(op="night", do="check", night="[1, 2]")
    huge = json.dumps({**a_night_with_hands(), "padding": "x" * (MAX_FILE_CHARS * 4)})
    with pytest.raises(Exception, match="too large"):
        read_file(huge)
    big = a_night_with_hands()
    big["night"]["players"][0]["name"] = "x" * 5000
    assert "at most 24" in refused(op="night", do="check", night=resign(big))


def test_the_menu_offers_every_registered_game_with_a_reason_when_it_cannot_seat_the_night() -> None:
    menu = [{"variant": v.id} for v in variants()]
    status = ok(op="night", do="start", players=[{"name": n} for n in NAMES[:8]], menu=menu,
                settings={"seed": 1})["status"]
    for row, variant in zip(status["menu"], variants(), strict=True):
        assert row["playable"] == (variant.min_seats <= 8 <= variant.max_seats)
        assert (row["reason"] is None) == row["playable"]


def test_names_are_checked() -> None:
    for players, words in (([{"name": "Ana"}], "2 to 8"),
                           ([{"name": "Ana"}, {"name": "ana"}], "Two players are called"),
                           ([{"name": "Ana"}, {"name": " "}], "needs a name"),
                           ([{"name": "Ana"}, {"name": "Ben", "person": "yes"}], "true or false")):
        assert words in refused(op="night", do="start", players=players, menu=[{"variant": "chaos"}])


def test_undo_takes_back_the_last_hand() -> None:
    file = a_night_with_hands()
    status = ok(op="night", do="undo", night=file)["status"]
    assert len(status["hands"]) == 1 and status["call"]["name"] == "Jubilee"


def test_the_command_line_checks_a_night_file_and_settles_it(tmp_path: Any, capsys: Any) -> None:
    from pokerrules.cli.main import main

    file = a_night_with_hands()
    path = tmp_path / "night.json"
    path.write_text(json.dumps(file))
    assert main(["night", "settle", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    status = ok(op="night", do="settle", night=file)["status"]
    assert lines == [p["text"] for p in status["settle"]["payments"]] and lines
    assert main(["night", "check", str(path)]) == 0
    assert "Totals: " in capsys.readouterr().out
    file["night"]["totals"][0] += 1
    path.write_text(json.dumps(file))
    assert main(["night", "settle", str(path)]) == 2
    assert "checksum does not match" in capsys.readouterr().err


def _leaves(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    if isinstance(data, dict):
        return [p for k, v in data.items() for p in _leaves(v, (*path, k))] + [path]
    if isinstance(data, list):
        return [p for i, v in enumerate(data) for p in _leaves(v, (*path, i))] + [path]
    return [path]


JUNK = st.one_of(st.none(), st.booleans(), st.integers(-10**18, 10**18), st.text(max_size=30),
                 st.lists(st.integers(-5, 5), max_size=5), st.dictionaries(st.text(max_size=5),
                                                                            st.integers(-9, 9), max_size=3))


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_any_field_changed_to_anything_is_refused_in_words_or_read(data: Any) -> None:
    """No change to a night file, re-signed or not, makes the op fail other than with
    bad-night (never an internal error), and a refused file changes nothing."""
    file = A_NIGHT
    tampered = copy.deepcopy(file)
    path = data.draw(st.sampled_from(_leaves(tampered["night"])))
    value = data.draw(JUNK)
    if not path:
        tampered["night"] = value
    else:
        parent = tampered["night"]
        for key in path[:-1]:
            parent = parent[key]
        parent[path[-1]] = value
    if data.draw(st.booleans()):
        resign(tampered)
    reply = ask(op="night", do="check", night=tampered)
    assert reply["ok"] or reply["error"]["code"] == "bad-night", reply
    assert reply["ok"] or reply["error"]["message"].endswith((".", ")"))
    assert ok(op="night", do="check", night=file)["file"] == file


A_NIGHT = a_night_with_hands()

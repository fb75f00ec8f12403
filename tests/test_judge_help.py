"""The judge box speaks for its game: help text, example hands, the page's no-JavaScript command
and the most hands come from the package (pokerrules.table.judge_help), for every game in the
registry; a hand that pays or loses is never marked as a winner."""

from __future__ import annotations

import html
import json
import re
import shlex

import pytest

from pokerrules.api import handle
from pokerrules.cli.main import main
from pokerrules.core.errors import BadCard
from pokerrules.lookup.judging import judge
from pokerrules.lookup.registry import get, variants
from pokerrules.pages.docs_tables import judge as judge_markup
from pokerrules.table.game import Variant
from pokerrules.table.judge_box import command, help_text, judge_box, max_hands

JUDGED = [v for v in variants() if v.showdown_parts is not None]


def test_every_game_with_a_showdown_is_judged() -> None:
    assert len(JUDGED) >= 30


@pytest.mark.parametrize("variant", JUDGED, ids=lambda v: v.id)
def test_the_page_s_command_runs_and_judges_its_example_hands(
        variant: Variant, capsys: pytest.CaptureFixture[str]) -> None:
    markup = judge_markup(variant.id)
    shown = re.search(r"<code>(.*?)</code>", markup)
    assert shown is not None
    assert html.unescape(shown.group(1)) == command(variant)
    words = shlex.split(command(variant))
    assert words[:4] == ["python", "-m", "pokerrules", "judge"] and words[4] == variant.id
    assert main(words[3:]) == 0
    verdict = json.loads(capsys.readouterr().out)
    board = words[5:7] == ["--board", judge_box(variant)["board_example"]]
    assert board == bool(variant.board_cards)  # a game with a board gives it once
    hands = words[7:] if board else words[5:]
    assert len(hands) >= 2 and verdict["parts"]
    assert all(len(part["hands"]) == len(hands) for part in verdict["parts"])


@pytest.mark.parametrize("variant", JUDGED, ids=lambda v: v.id)
def test_the_page_carries_the_games_own_help_examples_and_limit(variant: Variant) -> None:
    markup = judge_markup(variant.id)
    attrs = dict(re.findall(r'data-([a-z-]+)="([^"]*)"', markup))
    box = judge_box(variant)
    assert html.unescape(attrs["help"]) == box["help"] == help_text(variant)
    assert json.loads(html.unescape(attrs["examples"])) == box["examples"]
    assert int(attrs["max-hands"]) == box["max_hands"] == max_hands(variant)
    reply = json.loads(handle(json.dumps({"op": "describe", "variant": variant.id})))
    assert reply["judge"] == box


@pytest.mark.parametrize("variant", JUDGED, ids=lambda v: v.id)
def test_the_help_says_how_many_cards_a_hand_has_and_how_to_type_one(variant: Variant) -> None:
    text = help_text(variant)
    low, high = (n - variant.board_cards for n in variant.showdown_cards)  # a hand's own cards
    assert "followed by a suit" in text
    counts = {str(low), str(high), ("one", "two", "three", "four", "five", "six", "seven", "eight",
                                    "nine", "ten")[low - 1] if low <= 10 else str(low)}
    assert any(re.search(rf"\b{n}\b", text, re.I) for n in counts), text
    decks = [variant.deck_for(variant.resolve_options({}))] + [
        variant.deck_for(variant.resolve_options({o.name: c.value}))
        for o in variant.options for c in o.choices]
    assert ("Jk" in text) == any(c.is_joker for deck in decks for c in deck)


def test_games_differ_in_their_help() -> None:
    texts = {v.id: help_text(v) for v in JUDGED}
    assert len(set(texts.values())) >= 15
    assert "a rank (A, 2\u20137, J, Q, K)" in texts["mus"] and "40" in texts["mus"] and "mano" in texts["mus"]
    assert "one card" in texts["jubilee"] and "running total" in texts["jubilee"]
    assert "trick" in texts["twenty-five"] and "trump" in texts["twenty-five"]
    assert "Jk" in texts["rumino"] and "Jk" in texts["chaos"] and "Jk" not in texts["ten-card-stud"]
    assert "3, 5 or 7" in texts["three-fifty-seven"]
    assert "closest to 27" in texts["seven-twenty-seven"] and "27" not in texts["ten-card-stud"]


def test_the_most_hands_follow_the_game() -> None:
    assert max_hands(get("twenty-five")) == 9
    assert max_hands(get("mus")) == 4
    assert max_hands(get("ten-card-stud")) == 5
    hands = ["2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c", "Tc"]
    assert len(judge("twenty-five", hands, {"trump": "d"})["parts"][0]["hands"]) == 9
    with pytest.raises(BadCard, match="at most 9"):
        judge("twenty-five", [*hands, "Jc"], {"trump": "d"})
    five = ["As Kd Qc Jh 9s", "2c 3d 4h 5s 7c", "Ah Kc Qd Js 9h", "2d 3h 4s 5c 7d", "Ac Kh Qs Jd 9c"]
    judge("ten-card-stud", five)
    with pytest.raises(BadCard, match="at most 5"):
        judge("ten-card-stud", [*five, "2s 3s 4d 5d 7h"])

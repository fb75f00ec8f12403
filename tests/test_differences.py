"""The generated "how it differs" (:func:`pokerrules.pages.describe.differences`): over every
declared child, no bullet whose two sides read the same, and the games rebased on Seven Card Stud
name only their real differences."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from pokerrules.games.baseball import THREES_AND_NINES
from pokerrules.lookup.catalogue import families, spec_of
from pokerrules.pages.describe import differences
from pokerrules.steps.spec import Spec

#: A bullet that compares the parent's words with the child's: "- **Kind.** Parent: old Here: new".
SIDES = re.compile(r"^- \*\*(?P<kind>[^*]+)\.\*\* (?P<parent>[^:]+): (?P<old>.*) Here: (?P<new>.*)$")
CHILDREN = [spec for family in families() for spec in family.specs if spec.parent is not None]


def _same_sides(text: str) -> list[str]:
    return [line for line in text.splitlines()
            if (m := SIDES.match(line)) and m["old"].strip() == m["new"].strip()]


def _spec(game: str) -> Spec:
    spec = spec_of(game)
    assert spec is not None
    return spec


@pytest.mark.parametrize("spec", CHILDREN, ids=[spec.id for spec in CHILDREN])
def test_no_bullet_reads_the_same_on_both_sides(spec: Spec) -> None:
    assert _same_sides(differences(spec)) == []


def test_the_check_catches_a_bullet_whose_sides_read_the_same() -> None:
    line = ("- **Showdown.** Seven Card Stud: the best hand takes the whole pot. Here: the best "
            "hand takes the whole pot.")
    assert _same_sides(line) == [line]


def test_a_ranking_change_with_the_same_showdown_words_says_what_changed() -> None:
    """Only the wild cards differ: the bullet names them, not the showdown twice."""
    stud = _spec("seven-card-stud")
    child = replace(stud, id="test-child", parent=stud.id).with_high(wild=THREES_AND_NINES)
    text = differences(child, stud)
    assert text.startswith("- **Wild cards.** Seven Card Stud: no wild cards. Here: Threes and "
                           "nines are wild"), text
    assert "**Showdown.**" not in text


def test_a_table_rule_that_leaves_the_hands_alone_does_not_hide_a_ranking_change() -> None:
    from pokerrules.steps.turned_up import TurnedUp

    stud = _spec("seven-card-stud")
    child = replace(stud, id="test-child", parent=stud.id,
                    table=TurnedUp(swap_rank=4)).with_high(wild=THREES_AND_NINES)
    found = re.findall(r"^- \*\*([^*]+)\.\*\*", differences(child, stud), re.M)
    assert found == ["Cards turned up", "Wild cards"]


def test_a_table_rule_is_told_once_and_its_ranking_not_again() -> None:
    text = differences(_spec("follow-the-queen"))
    assert text.startswith("- **Wild cards.** Added: Queens are wild all hand long."), text
    assert len(text.splitlines()) == 1


@pytest.mark.parametrize(("game", "kinds"), [
    ("follow-the-queen", ["Wild cards"]),
    ("baseball", ["Cards that act", "Wild cards"]),
    ("chicago", ["Showdown"]),
    ("low-chicago", ["Showdown"]),
])
def test_the_games_built_on_seven_card_stud_name_only_their_real_differences(
        game: str, kinds: list[str]) -> None:
    found = re.findall(r"^- \*\*([^*]+)\.\*\*", differences(_spec(game)), re.M)
    assert found == kinds
    assert "Betting" not in found and "The deal" not in found


@pytest.mark.parametrize("game", ["follow-the-queen", "baseball", "chicago", "low-chicago"])
def test_the_games_from_seven_card_stud_deal_and_bet_as_it_does(game: str) -> None:
    """A family loads alone, so these games write Seven Card Stud's steps again: the same ones
    (Baseball's fours acting after the face-up cards aside)."""
    from pokerrules.steps.on_face_up import OnFaceUp

    steps = [s for s in _spec(game).steps[:-1] if not isinstance(s, OnFaceUp)]
    assert steps == list(_spec("seven-card-stud").steps[:-1])

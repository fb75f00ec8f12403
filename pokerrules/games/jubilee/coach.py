"""Jubilee's coach: what each playable card scores now, exactly.

A play's score depends only on the running total, which every seat sees, the card and the house
rules (:func:`~pokerrules.games.jubilee.rules.score`), so no unseen card matters and no world is
needed (the deck holds cards twice, so the coach could not build worlds for this game anyway).
"""

from __future__ import annotations

from collections.abc import Mapping

from pokerrules.core.actions import Action
from pokerrules.core.cards import parse_card
from pokerrules.games.jubilee.rules import Settings, score
from pokerrules.games.jubilee.state import JubileeState
from pokerrules.table.coaching.grades import Grades
from pokerrules.table.coaching.model import Coach
from pokerrules.table.state import State

#: The figures: the points the play scores, and the running total it makes.
SCORE, MAKES = "score", "makes"


def _direct(state: State, seat: int, choices: list[Action]) -> list[Mapping[str, float]] | None:
    if not isinstance(state, JubileeState) or any(
            action.kind != "play" or action.card is None for action in choices):
        return None
    total = int(state.facts(seat)["total"])  # the running total: every seat sees it
    rules = Settings.from_options(state.table.options)
    figures: list[Mapping[str, float]] = []
    for action in choices:
        assert action.card is not None
        play = score(parse_card(action.card), total, rules)
        figures.append({SCORE: float(play.points), MAKES: float(play.after)})
    return figures


COACH = Coach(
    direct=_direct,
    direct_model=("Exact: what each card scores if you play it now, by the game's scoring; "
                  "the cards you cannot see do not change it."),
    names={SCORE: "scores", MAKES: "makes the total"},
    means={SCORE: "the points this card scores if you play it now",
           MAKES: "the total of the cards played once this card is added"},
    numbers=(SCORE, MAKES),
    first=(SCORE, MAKES),
    own_only=True,
    key=SCORE,
    grades=Grades(1, 2, 5, ("point", "points")),
)

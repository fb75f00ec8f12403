"""Twenty-Five's coach: the chance that each card you may play takes the trick.

Each world (an arrangement of the cards you cannot see) is played on by the game's own machine
and bots until the trick in progress is complete, then read: 1 if your card won it, 0 if not
(and, when the players sit in teams, whether your side won it). The trick's winner is found by
the game's own rule (:meth:`~pokerrules.games.twenty_five.rules.Trumps.winner`) from the cards
played to it, since the last trick of a deal starts the next deal at once.

Every move also gets the points you gain: by the end of the trick for a card played, by the end
of the deal for robbing the turned-up card or not (the game has no chips, so there are no
others).
"""

from __future__ import annotations

from collections.abc import Mapping

from pokerrules.core.cards import parse_card
from pokerrules.games.twenty_five.state import TwentyFiveState
from pokerrules.table.coaching.grades import Grades
from pokerrules.table.coaching.matches import PLAYED_ON
from pokerrules.table.coaching.model import Coach
from pokerrules.table.state import State

#: The figures: your card takes the trick; your side takes it (teams only).
TAKES, SIDE_TAKES = "takes_trick", "side_takes_trick"
#: The points gained by the end of the trick (a card played) or of the deal (rob or not).
POINTS = "points"


def _plays_after(start: TwentyFiveState, now: TwentyFiveState) -> list[tuple[int, str]]:
    """The cards played since ``start``, in order: (seat, card code)."""
    return [(seat, action.card) for seat, action in now.actions[len(start.actions):]
            if action.kind == "play" and action.card is not None]


def _playing(start: State) -> bool:
    return isinstance(start, TwentyFiveState) and start.robber is None


def trick_done(start: State, now: State) -> bool:
    """Whether the trick under way at ``start`` has its last card in ``now``."""
    if not _playing(start):
        return False
    assert isinstance(start, TwentyFiveState) and isinstance(now, TwentyFiveState)
    return len(start.trick) + len(_plays_after(start, now)) >= start.table.seats


def trick_figures(start: State, now: State, seat: int) -> Mapping[str, float]:
    """The points ``seat`` gained, and (for a card played) 1 or 0: whether its card (and its
    side) took the trick under way at ``start``."""
    if not isinstance(start, TwentyFiveState) or not isinstance(now, TwentyFiveState):
        return {}
    gained = {POINTS: float(now.points[seat] - start.points[seat])}
    if not _playing(start) or not trick_done(start, now):
        return gained
    needed = start.table.seats - len(start.trick)
    trick = [(s, c) for s, c in start.trick] + \
        [(s, parse_card(code)) for s, code in _plays_after(start, now)[:needed]]
    winner = trick[start.trumps.winner([card for _, card in trick])][0]
    figures = {**gained, TAKES: float(winner == seat)}
    if start.teams < start.table.seats:
        figures[SIDE_TAKES] = float(winner in start.side(seat))
    return figures


COACH = Coach(
    figures=trick_figures,
    stop=trick_done,
    names={TAKES: "your card takes the trick", SIDE_TAKES: "your side takes the trick"},
    first=(TAKES, SIDE_TAKES),
    later=("after your move everyone, you included, plays as the table's bots play; a card "
           "played is weighed when its trick is complete, robbing or not at the end of the deal"),
    # Each world is played on by the bots: fewer worlds by default (ask for more to refine).
    samples=PLAYED_ON,
    own_only=True,
    key=POINTS,
    grades=Grades(1, 2.5, 5, ("point", "points")),
)

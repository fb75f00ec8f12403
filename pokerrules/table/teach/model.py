"""What a lesson is: short steps, each a situation on the real table, one goal sentence, and either
a move to make or a question to answer.

A lesson is data (in the spirit of lichess's Learn): the situation is a stacked deck (or a seed)
plus the moves played before the step, and it is played through the game's own engine with the
lesson's house rules, so a lesson can never teach a rule the game does not follow. Question
answers are computed by the package (:mod:`pokerrules.table.teach.asks`), never typed.

Moves are written as short text, read against the legal moves of the moment
(:mod:`pokerrules.table.teach.moves`): ``"take"``, ``"bet 2"``, ``"replace As 7d"``, ``"ask 1 K"``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from pokerrules.table.state import State

#: The longest text a step may carry (goal, hint, explanation, a wrong move's why).
MAX_TEXT = 300


@dataclass(frozen=True)
class Situation:
    """Where a step starts. ``deck``: the cards drawn first, in the order the game draws them
    (the rest of the game's deck follows in its usual order); or ``seed``: a shuffle instead.
    ``moves``: every move before the step, by every seat in turn, bots' moves included.
    ``seats``: how many play (0: the lesson's number)."""

    deck: str = ""
    seed: int | None = None
    moves: tuple[str, ...] = ()
    seats: int = 0


@dataclass(frozen=True)
class Wrong:
    """A tempting move that misses the goal, and what would happen and why."""

    move: str
    why: str


class Ask(Protocol):
    """How the package answers a question about a situation, from what ``seat`` may see."""

    @property
    def source(self) -> str:
        """Where the answer comes from: ``"judge"``, ``"view"`` or ``"ranking"``."""

    @property
    def hides(self) -> tuple[str, ...]:
        """The parts of the table that show the answer, hidden while the question is open and
        shown again with the explanation (:func:`pokerrules.table.teach.hide.hide` removes them, for
        the page and the terminal alike):

        - ``"label"``: the learner's hand label (its value or totals) and the marks on the cards
          of its best hand;
        - ``"notes"``: the notes under the learner's hand (what it holds in each contest);
        - ``"groups"``: the learner's hand in groups (its melds, its deadwood and the count);
        - ``"wild"``: the wild marks on cards and the line saying which cards are wild;
        - ``"result"``: the hand's result, the log lines that tell it, each hand's net.

        A question names every part that shows its answer; the shared lesson suite checks that
        the view drawn with them hidden no longer does."""

    def answer(self, state: State, seat: int) -> str: ...

    def choices(self, state: State, seat: int) -> tuple[str, ...]: ...

    def reasons(self, state: State, seat: int) -> dict[str, str]:
        """One sentence for every wrong choice, saying why it is wrong (at most
        :data:`MAX_TEXT` characters)."""


@dataclass(frozen=True)
class MoveStep:
    """Make the move the goal asks for. ``accept``: the moves that reach it."""

    goal: str
    situation: Situation
    accept: tuple[str, ...]
    explain: str
    hint: str
    wrong: tuple[Wrong, ...] = ()
    seat: int = 0


@dataclass(frozen=True)
class QuestionStep:
    """Answer a question about the situation by picking one of the choices."""

    goal: str
    situation: Situation
    question: str
    ask: Ask
    explain: str
    hint: str
    seat: int = 0


Step = MoveStep | QuestionStep


@dataclass(frozen=True)
class Lesson:
    """One lesson of one game: 3 to 6 steps, at least two of them moves. ``options``: the house
    rules it assumes (set on every step). ``basics``: ids of shared lessons it builds on."""

    id: str
    title: str
    steps: tuple[Step, ...]
    seats: int = 2
    options: Mapping[str, str] = field(default_factory=dict)
    basics: tuple[str, ...] = ()


#: How a game declares its lessons: a function, so that a page that never opens them never
#: imports them. The game's own package writes it, importing its lesson module inside the
#: function (never by a module path in a string), so each lesson is named once, beside the game
#: it belongs to.
LessonSource = Callable[[], tuple[Lesson, ...]]

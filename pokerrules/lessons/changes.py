""""What changes" lessons: a child game (any game whose declaration names a parent) gets, after
its own lessons, one short lesson built from its declaration's difference from its parent's
(:mod:`pokerrules.lessons.changes_words`), on one deal played the same way under both rules
(:mod:`pokerrules.table.teach.play`). Nothing here names a game: the children, their parents
and their differences are read from the declarations of the loaded families.

* Where only how hands are valued differs (what cards count, the targets, how the showdown is
  won), the same cards count differently and the same showdown is judged differently
  (:mod:`pokerrules.lessons.changes_value`).
* Where the steps of the deal differ (how cards are offered, dealt, replaced, turned up), the
  same deal gives the learner other moves and another hand (:mod:`pokerrules.lessons.changes_steps`).
  Where the learner's own decisions show no such difference and the count or the showdown
  differs too (Razz: another player brings it in, the same cards are dealt), the lesson is the
  one on how the same cards are valued.
* In a game whose learner only bets (stud), the learner's bets are the decisions followed.

The order they are tried in is :func:`tries`.

Each is found by a bounded search over seeds, done once per game and kept.

>>> from pokerrules.lookup.registry import get
>>> [lesson.title for lesson in what_changes(get("black-seven-twenty-seven"))]
['What changes from 7/27 to Black 7/27']
>>> what_changes(get("seven-twenty-seven"))
()
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from pokerrules.lessons.changes_moves import Tables
from pokerrules.lessons.changes_words import declarations, difference
from pokerrules.lookup.registry import get
from pokerrules.table.game import Variant
from pokerrules.table.teach.model import Lesson

LESSON_ID = "what-changes"


def tables(variant: Variant) -> Tables | None:
    """The child and its parent, or ``None`` for a game with no declared parent."""
    found = declarations(variant.id)
    if found is None:
        return None
    mine, theirs = found
    return Tables(variant, get(theirs.id), mine, theirs)


def build(variant: Variant) -> Lesson | None:
    """The "what changes" lesson of ``variant``, or ``None`` where it has no parent, or no deal
    in the search shows its difference."""
    from pokerrules.lessons import changes_steps, changes_value

    pair = tables(variant)
    if pair is None:
        return None
    lesson = None
    for way, bettings in tries(pair):
        lesson = changes_steps.build(pair, bettings) if way == "steps" else \
            changes_value.build(pair, bettings)
        if lesson is not None:
            break
    if lesson is None:
        return None
    return replace(lesson, id=LESSON_ID, basics=_basics(pair),
                   title=f"What changes from {pair.theirs.name} to {pair.mine.name}")


def tries(pair: Tables) -> tuple[tuple[str, tuple[bool, ...]], ...]:
    """The lessons tried for a child, in order (the first a deal shows is kept), each with
    whether the learner's bets count as decisions: ``"steps"`` on the learner's own decisions
    outside the betting; ``"value"`` where what cards count or the showdown differ; ``"steps"``
    on the learner's bets (stud, where the learner makes no other decision).

    >>> from pokerrules.lookup.registry import get
    >>> pair = tables(get("black-seven-twenty-seven"))
    >>> pair is not None and tries(pair)
    (('value', (False, True)),)
    """
    differs = difference(pair.mine, pair.theirs)
    valued = {"count", "showdown"} & set(differs.parts)
    return (*(() if differs.valuation else (("steps", (False,)),)),
            *((("value", (False, True)),) if valued else ()),
            *(() if differs.valuation else (("steps", (True,)),)))


def _basics(pair: Tables) -> tuple[str, ...]:
    """The shared basics the child's and the parent's own lessons build on: this one does too."""
    own = [lesson for game in (pair.child, pair.parent) if game.lessons is not None
           for lesson in game.lessons()]
    return tuple(dict.fromkeys(basic for lesson in own for basic in lesson.basics))


@cache
def _built(game_id: str) -> tuple[Lesson, ...]:
    lesson = build(get(game_id))
    return () if lesson is None else (lesson,)


def what_changes(variant: Variant) -> tuple[Lesson, ...]:
    """The game's "what changes" lesson, if it has one (built once, then kept)."""
    return _built(variant.id)

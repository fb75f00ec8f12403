"""Every kind of decision a game's table asks is taught by a move step: of the game's own lessons,
or of a shared basics lesson they point to (``Lesson.basics``), which the game's Learn section
offers to play in place ("New to betting? Play *A round of betting* first").

*Asked*: seeded hands of every registered game are played by its own bots, at its fewest and
its most seats (a match game's hand is a whole match, so several deals of it), and every legal
move offered to any seat at any decision is collected by its kind (``Template.kind``). A kind is
one decision whatever its amount or cards: a bet of 2 and a bet of 4, a Mus opening of 2 and of
5, are both "bet" and "bid"; discarding one card or three is "discard". Beside the kinds, the
table's "Stand for the rest of the hand" (offered beside every move marked ``stand="start"``) is
a decision of its own, :data:`STAND`. The tables play their default house rules: a rule that adds
a decision (Night Chaos's "Looking at your cards: offered" adds "peek", paying the pot to fold) is
not checked here.

*Taught*: the kinds of the ``accept`` moves of every move step of those lessons (a move written
``"stand"`` is standing for the rest of the hand).

Mus's yes or no to pares and juego, and its partner signals, are not decisions at this table:
the game says each seat's yes or no aloud for it, and shows a bot partner's signal in the log. The
bidding lesson that asks for "bid", "raise" and "see" reads both.
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from pokerrules.core.actions import Template
from pokerrules.lessons.basics import BASICS
from pokerrules.lessons.run import game_lessons, situation
from pokerrules.lookup.registry import get, variants
from pokerrules.table.agents import bot_step, make_bot
from pokerrules.table.game import Variant
from pokerrules.table.teach.model import Lesson, MoveStep
from pokerrules.table.teach.moves import STAND, read

#: Hands (whole matches for a match game) played at each of the fewest and the most seats, and
#: the most moves one may take: the whole check takes a few seconds.
HANDS = 6
MOVES = 1500
SEED = 32_000


def decision_kinds(legal: Iterable[Template]) -> set[str]:
    """The kinds of decision one list of legal moves asks."""
    kinds = set()
    for template in legal:
        kinds.add(template.kind)
        if template.stand == "start":
            kinds.add(STAND)
    return kinds


def asked(variant: Variant) -> set[str]:
    """Every kind of decision the game's table asks over the seeded hands."""
    names = sorted(variant.bots)
    found: set[str] = set()
    for seats in sorted({variant.min_seats, variant.max_seats}):
        for hand in range(HANDS):
            state = variant.new(SEED + hand, {}, seats)
            bots = [make_bot(variant, names[(hand + seat) % len(names)]) for seat in range(seats)]
            for _ in range(MOVES):
                if state.is_over:
                    break
                found |= decision_kinds(state.legal_actions())
                seat = state.to_act
                assert seat is not None
                bot_step(state, bots[seat])
    return found


def _taught_by(variant: Variant, lesson: Lesson) -> set[str]:
    kinds = set()
    for step in lesson.steps:
        if isinstance(step, MoveStep):
            legal = situation(variant, lesson, step).legal_actions()
            for text in step.accept:
                kinds.add(STAND if text.split()[0] == STAND else read(text, legal).kind)
    return kinds


def taught(variant: Variant, lessons: tuple[Lesson, ...] | None = None) -> set[str]:
    """The kinds of decision the game's lessons (or ``lessons``), and the basics they point to,
    have the learner make in a move step."""
    lessons = game_lessons(variant) if lessons is None else lessons
    kinds: set[str] = set()
    for lesson in lessons:
        kinds |= _taught_by(variant, lesson)
    pointed = {basic for lesson in lessons for basic in lesson.basics}
    for host, lesson in BASICS:
        if lesson.id in pointed:
            kinds |= _taught_by(get(host), lesson)
    return kinds


@pytest.mark.parametrize("variant", variants(), ids=lambda v: v.id)
def test_every_decision_the_table_asks_is_taught(variant: Variant) -> None:
    missing = asked(variant) - taught(variant)
    assert not missing, (f"{variant.name} ({variant.id}) asks decisions no move step of its "
                         f"lessons or their basics teaches: {', '.join(sorted(missing))}")


def test_the_check_can_fail() -> None:
    """7/27's table asks for bets and standing, which its first lesson alone does not teach."""
    variant = get("seven-twenty-seven")
    kinds = asked(variant)
    assert {"take", "decline", "bet", "call", STAND} <= kinds
    first = game_lessons(variant)[:1]
    assert not first[0].basics
    assert {"bet", "call", STAND} <= kinds - taught(variant, first)


def test_standing_is_its_own_decision() -> None:
    plain = [Template("take", "Take a card"), Template("decline", "No card")]
    marked = [Template("take", "Take a card"), Template("decline", "No card", stand="start")]
    assert decision_kinds(plain) == {"take", "decline"}
    assert decision_kinds(marked) == {"take", "decline", STAND}
    assert STAND not in decision_kinds([Template("check", "Check", stand="keep")])

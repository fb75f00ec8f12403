"""Lessons and the "Who wins?" drill in a terminal: ``python -m pokerrules learn GAME`` and
``python -m pokerrules drill GAME``, the same lessons and showdowns as the page.

A move step shows the table and the goal, and takes a move typed as in ``play``; ``hint`` shows
the hint (a slip, as on the page), a tempting wrong move shows what would have happened and why,
then the step starts again. A question step hides what shows its answer, as the page does
(:mod:`pokerrules.table.teach.hide`), lists numbered choices, says why a wrong one is wrong, and
shows the whole table once it is answered. Stars at the end of a lesson
follow the page's rule (:func:`pokerrules.lessons.run.stars`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pokerrules.cli.terminal import GOODBYE, READER, name_reader, show_view
from pokerrules.cli.terminal_moves import HELP_WORDS, QUIT_WORDS, UnclearMove, describe, read_move
from pokerrules.core.errors import PokerRulesError, quote
from pokerrules.lessons.run import check_move, game_lessons, situation, stars
from pokerrules.table.agents import make_bot, play_bots
from pokerrules.table.game import Variant
from pokerrules.table.state import State
from pokerrules.table.teach.hide import hide
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep

HINT_WORDS = ("hint",)


class _Quit(Exception):
    """The learner typed quit or exit."""


@dataclass
class Tutor:
    """One learner at a terminal, taking lessons or drilling showdowns."""

    variant: Variant
    out: Callable[[str], None]
    ask: Callable[[str], str]

    def _read(self, prompt: str) -> str:
        text = self.ask(prompt).strip()
        if text.lower() in QUIT_WORDS:
            raise _Quit
        return text

    def learn(self, lesson_id: str | None = None) -> int:
        lessons = game_lessons(self.variant)
        if lesson_id is not None:
            lessons = tuple(lesson for lesson in lessons if lesson.id == lesson_id)
            if not lessons:
                ids = ", ".join(lesson.id for lesson in game_lessons(self.variant))
                raise PokerRulesError(f"{self.variant.name} has no lesson {quote(lesson_id)}; "
                                      f"its lessons are: {ids or 'none yet'}.")
        try:
            for lesson in lessons:
                self._lesson(lesson)
        except (_Quit, EOFError, KeyboardInterrupt):
            pass
        self.out(GOODBYE)
        return 0

    def _lesson(self, lesson: Lesson) -> None:
        self.out(f"\n{self.variant.name}: {lesson.title} ({len(lesson.steps)} steps). Type hint "
                 "for a hint, or quit to stop.")
        slips = 0
        for number, step in enumerate(lesson.steps, start=1):
            self.out(f"\nStep {number} of {len(lesson.steps)}: {step.goal}")
            if isinstance(step, MoveStep):
                slips += self._move_step(lesson, step)
            else:
                assert isinstance(step, QuestionStep)
                slips += self._question_step(lesson, step)
            self.out(f"  Right. {step.explain}")
        earned = stars(slips)
        self.out(f"\nLesson done: {earned} star{'s' if earned > 1 else ''} of 3"
                 + (" (no hints, no mistakes)." if earned == 3 else
                    f" ({slips} hint{'s' if slips > 1 else ''} or mistake{'s' if slips > 1 else ''})."))

    def _move_step(self, lesson: Lesson, step: MoveStep) -> int:
        slips = 0
        hinted = False
        while True:
            state = situation(self.variant, lesson, step)
            view = state.view(READER)
            show_view(view, self.out)
            legal = state.legal_actions()
            text = self._read(f"Your move ({', '.join(describe(t) for t in legal)}; or hint): ")
            if not text:
                continue
            if text.lower() in HINT_WORDS:
                slips += 0 if hinted else 1  # a step's hint counts once, as on the page
                hinted = True
                self.out(f"  Hint: {step.hint}")
                continue
            if text.lower().split()[0] in HELP_WORDS:
                self.out(f"  {step.goal}")
                continue
            try:
                action = read_move(text, legal, None)
                why = check_move(state, step, action)
            except UnclearMove as err:
                self.out("  " + err.message)
                continue
            except PokerRulesError as err:
                self.out(f"  {err.message}")
                continue
            if why is None:
                return slips
            slips += 1
            self.out(f"  Not this time: {why}")
            self._follow_up(state, action)
            self.out("  Back to the step.")

    def _follow_up(self, state: State, action: Any) -> None:
        """What would have happened: the move played, and the others on until the learner's turn
        or the end, told as the table's log."""
        before = len(state.view(READER)["log"])
        state.apply(action)
        bot = make_bot(self.variant, None)
        play_bots(state, dict.fromkeys(range(state.table.seats), bot), until_seat=READER)
        for line in state.view(READER)["log"][before:]:
            self.out("    " + name_reader(line))

    def _question_step(self, lesson: Lesson, step: QuestionStep) -> int:
        """The table without the parts that show the answer (as the page draws it), the
        numbered choices, a wrong choice's reason, and once it is answered the whole table."""
        state = situation(self.variant, lesson, step)
        view = state.view(READER)
        show_view(hide(view, step.ask.hides, step.seat), self.out)
        choices = step.ask.choices(state, step.seat)
        answer = step.ask.answer(state, step.seat)
        reasons = step.ask.reasons(state, step.seat)
        slips = 0
        hinted = False
        while True:
            self.out(f"  {step.question}")
            for number, choice in enumerate(choices, start=1):
                self.out(f"    {number}. {choice}")
            text = self._read("Your answer (a number, or hint): ")
            if text.lower() in HINT_WORDS:
                slips += 0 if hinted else 1
                hinted = True
                self.out(f"  Hint: {step.hint}")
                continue
            picked = _pick(text, choices)
            if picked is None:
                self.out(f"  Type a number from 1 to {len(choices)}.")
                continue
            if picked == answer:
                if step.ask.hides:
                    self.out("  The whole table again:")
                    show_view(view, self.out)
                return slips
            slips += 1
            self.out(f"  Not quite. {reasons.get(picked) or f'Not {picked}.'} Try again.")

    def drill(self, seed: int, options: Mapping[str, str], fresh_seed: Callable[[], int]) -> int:
        from pokerrules.lessons.drill import drill

        streak = best = 0
        try:
            while True:
                showdown = drill(self.variant.id, seed, dict(options))
                self.out(f"\n{self.variant.name}: who wins? (showdown {seed})")
                if showdown["note"]:
                    self.out(f"  {showdown['note']}")
                if showdown["board"]:  # the common cards, shown once: every hand plays them
                    self.out(f"  Board: {' '.join(c['short'] for c in showdown['board'])}")
                for hand in showdown["hands"]:
                    self.out(f"  {hand['name']}: {' '.join(c['short'] for c in hand['cards'])}")
                right = all([self._part(part) for part in showdown["parts"]])
                for line in showdown["text"]:
                    self.out("  " + line)
                streak = streak + 1 if right else 0
                best = max(best, streak)
                self.out(f"  Streak {streak} (best {best}).")
                if self._read("Another? [Y/n] ").lower() not in ("", "y", "yes"):
                    break
                seed = fresh_seed()
        except (_Quit, EOFError, KeyboardInterrupt):
            pass
        self.out(GOODBYE)
        return 0

    def _part(self, part: Mapping[str, Any]) -> bool:
        choices = part["choices"]
        while True:
            self.out(f"  {part['question']}")
            for number, choice in enumerate(choices, start=1):
                self.out(f"    {number}. {choice}")
            picked = _pick(self._read("Your answer (a number): "), choices)
            if picked is not None:
                break
            self.out(f"  Type a number from 1 to {len(choices)}.")
        if picked == part["answer"]:
            self.out("  Right.")
            return True
        why = part.get("reasons", {}).get(picked, "")  # why this pick is wrong, from the judge
        self.out(f"  No. {why} {part['said']}" if why else f"  No: {part['said']}")
        return False


def _pick(text: str, choices: Sequence[str]) -> str | None:
    """The choice named by its number or by its words (any case), or ``None``."""
    if text.isdigit() and 1 <= int(text) <= len(choices):
        return choices[int(text) - 1]
    return next((c for c in choices if c.lower() == text.lower()), None)

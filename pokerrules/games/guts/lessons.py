"""Lessons for Three Card Guts and Five Card Guts, imported when first asked for."""

from __future__ import annotations

from pokerrules.table.teach.model import Lesson

LESSONS: dict[str, tuple[Lesson, ...]] = {}


def lessons_for(spec_id: str) -> tuple[Lesson, ...]:
    return LESSONS.get(spec_id, ())

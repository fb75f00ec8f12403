"""Lessons for Three Five Seven, imported when first asked for."""

from __future__ import annotations

from pokerrules.table.teach.model import Lesson

LESSONS: tuple[Lesson, ...] = ()

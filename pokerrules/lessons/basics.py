"""The shared basics a game's lesson can point to (``Lesson.basics``): each is played on one
host game's table, named here with its id."""

from __future__ import annotations

from pokerrules.lessons.model import Lesson

#: (host game id, lesson); ids are unique across the basics.
BASICS: tuple[tuple[str, Lesson], ...] = ()

"""Lessons: short steps on the real table that teach what is special about each game
(:mod:`~pokerrules.table.teach.model`), the "Who wins?" drill (:mod:`~pokerrules.lessons.drill`),
and the JSON both the page and the terminal read (:mod:`~pokerrules.lessons.run`).

A game's lessons live next to its declaration, in a module the game names through
``Variant.lessons``; the shared basics (poker hands, a betting round) are in
:mod:`~pokerrules.lessons.basics`.
"""

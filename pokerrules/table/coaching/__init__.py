"""What a game declares to the coach: its hooks (:mod:`~pokerrules.table.coaching.model`) and
how its decisions are graded. The coach itself is :mod:`pokerrules.coach`."""

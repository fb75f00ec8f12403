"""The coach: the chances of every legal move, from what one seat can see, and a review of a
seat's decisions after the hand. See :mod:`pokerrules.coach.odds` and
:mod:`pokerrules.coach.review`; a game adds its own figures with
:class:`pokerrules.table.coaching.model.Coach`."""

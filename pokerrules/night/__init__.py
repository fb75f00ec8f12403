"""A dealer's choice night: the players in seating order, a menu of games with their house rules,
the deal passing left, one chip ledger over every game, and the settle-up at the end.

- :mod:`~pokerrules.night.model`: the night as a document (frozen dataclasses), read from JSON
  with every field checked;
- :mod:`~pokerrules.night.rotation`: whose deal it is, which games may be called, a game played
  once round the table, the seeded random pick;
- :mod:`~pokerrules.night.ledger`: the chips of one hand, from a pot at a real table, from the
  winners of a game played for points, or from a hand played on the screen (replayed);
- :mod:`~pokerrules.night.settle`: who pays whom, in the fewest payments;
- :mod:`~pokerrules.night.file`: the night as a file, with a format version and a checksum;
- :mod:`~pokerrules.night.checks`: a whole night checked against its own rules.

The facade's ``night`` op (:mod:`pokerrules.api.night`) is how a page uses all of it.
"""

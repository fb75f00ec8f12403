"""Finding games: the catalogue's walk of :mod:`pokerrules.games`, the registry by id, and
replaying a JSON hand history into the state of the game it names."""

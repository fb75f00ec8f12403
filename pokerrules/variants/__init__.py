"""Games declared from steps (see :mod:`pokerrules.spec`), one module per family."""

"""The command line (``python -m pokerrules``): its commands (:mod:`~pokerrules.cli.main`), and
playing and learning a game in the terminal."""

"""``python -m pokerrules``: the command line (:mod:`pokerrules.cli.main`)."""

import sys

from pokerrules.cli.main import main

if __name__ == "__main__":
    sys.exit(main())

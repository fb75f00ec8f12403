#!/usr/bin/env python3
"""Run the per-game browser tests over every registered game, not CI's sample of one per family.

    .venv/bin/python scripts/sweep_games.py [pytest arguments...]

CI visits the first game of each family (``tests/sampling.py``); this sweep sets
``PR_EVERY_GAME=1`` and runs the same test files, so a new game is checked in the browser the
same way as the one CI samples from its family. Extra arguments go to pytest (``-k lessons``).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def per_game_files() -> list[str]:
    """The browser test files whose cases are drawn from tests/sampling.py."""
    return sorted(str(path) for path in (REPO / "tests" / "browser").glob("test_*.py")
                  if "sampled(" in path.read_text(encoding="utf-8"))


def main(argv: list[str]) -> int:
    files = per_game_files()
    env = {**os.environ, "PR_EVERY_GAME": "1"}
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", *files, *argv]
    return subprocess.call(command, cwd=REPO, env=env)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

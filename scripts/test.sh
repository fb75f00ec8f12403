#!/usr/bin/env bash
# Run every check: set up, build the Pyodide wheel, then ruff and mypy on the package and
# pytest over everything (tests/ and the docs' examples; the Pyodide and browser tests too).
#
#   bash scripts/test.sh [pytest arguments...]
#
# All three checks run even when one fails; the exit status is non-zero if any failed.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

bash scripts/setup.sh
bash scripts/build_wheel.sh

failed=()
echo "== ruff check ."
.venv/bin/ruff check . || failed+=(ruff)
echo "== mypy pokerrules"
.venv/bin/mypy pokerrules || failed+=(mypy)
echo "== pytest"
# Two worker processes (pytest-xdist; PYTEST_WORKERS overrides, 0 runs in this process), each
# taking whole test files (--dist loadfile), so a file's shared browser visit stays in one
# worker. On two cores this took a full run from 40 to 32 minutes on a loaded machine, where
# a browser test leaves the other core mostly idle.
# --durations: the slowest tests are listed, to keep the run near its 30-minute budget.
.venv/bin/pytest -n "${PYTEST_WORKERS:-2}" --dist loadfile --durations=25 "$@" || failed+=(pytest)

if [ "${#failed[@]}" -gt 0 ]; then
  echo "test.sh: FAILED: ${failed[*]}" >&2
  exit 1
fi

#!/usr/bin/env bash
# Set up, build the Pyodide wheel, and serve the site at http://127.0.0.1:8000/ with live reload.
#
#   bash scripts/serve.sh [mkdocs serve arguments...]
#
# Edits to docs/ and to pokerrules/ are picked up: the hook hooks/pyodide_runtime.py rebuilds
# the wheel when the package changed. The address must match site_url in mkdocs.yml
# (SITE_URL overrides it) or Material's instant navigation falls back to full reloads.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

bash scripts/setup.sh
bash scripts/build_wheel.sh

export NO_MKDOCS_2_WARNING=1
exec .venv/bin/mkdocs serve --dev-addr 127.0.0.1:8000 "$@"

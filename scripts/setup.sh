#!/usr/bin/env bash
# Set up everything the project needs, on a fresh Debian machine or an existing checkout.
#
#   bash scripts/setup.sh
#
# Idempotent and quick when nothing changed: each step records a hash of its inputs
# (a "stamp") and is skipped while the hash matches.
#
#   1. Debian packages: make (pyodide-build runs it) and, if /usr/bin/chromium is
#      missing, chromium for the browser tests. `playwright install` is never run:
#      it downloads browsers, which this network does not allow.
#   2. .venv: python3 (3.11+) with `pip install -e '.[dev,bench,zensical]' -e ./site-build`
#      (Zensical too, so that the tests also build the site with it: test_zensical.py)
#      (pyproject.toml, site-build/pyproject.toml).
#   3. .venv-pyodide: the first Python >= 3.12 found (PYODIDE_PYTHON if set, then
#      python3.13 / python3.12 on PATH, then pyenv's versions) with pyodide-build and
#      pyodide-lock[wheel], which need 3.12+. Used only to build the Pyodide wheel.
#   4. node_modules: `npm ci` (package-lock.json pins the Pyodide runtime and, for the
#      accessibility tests, axe-core, whose axe.min.js Playwright injects into pages).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

# Tools for the Pyodide wheel. pyodide-lock 0.2.x is the first that reads the
# Pyodide 314 lock file; its [wheel] extra is needed by `pyodide lockfile add-wheels`.
PYODIDE_TOOLS=("pyodide-build==0.39.2" "pyodide-lock[wheel]==0.2.1")

export PIP_DISABLE_PIP_VERSION_CHECK=1
export DEBIAN_FRONTEND=noninteractive

say() { echo "setup: $*"; }
die() { echo "setup: error: $*" >&2; exit 1; }

hash_of() {  # hash_of WORDS... : a sha256 of the given strings and files
  local item
  for item in "$@"; do
    if [ -f "$item" ]; then sha256sum "$item"; else echo "$item"; fi
  done | sha256sum | cut -d' ' -f1
}
stamp_ok() { [ -f "$1" ] && [ "$(cat "$1")" = "$2" ]; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else die "need root (or sudo) to run: $*"
  fi
}

# --- 1. Debian packages -------------------------------------------------------
apt_wanted=()
command -v make >/dev/null || apt_wanted+=(make)
[ -x /usr/bin/chromium ] || apt_wanted+=(chromium)
command -v node >/dev/null || apt_wanted+=(nodejs)
command -v npm >/dev/null || apt_wanted+=(npm)
if [ "${#apt_wanted[@]}" -gt 0 ]; then
  say "apt-get install ${apt_wanted[*]}"
  command -v apt-get >/dev/null || die "apt-get not found; install by hand: ${apt_wanted[*]}"
  as_root apt-get update -qq
  as_root apt-get install -y -qq "${apt_wanted[@]}" >/dev/null
fi

# --- 2. .venv (python3 >= 3.11) with the dev tools ---------------------------
PY=${PYTHON:-python3}
command -v "$PY" >/dev/null || die "python3 not found; Python 3.11 or later is needed"
"$PY" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null \
  || die "$PY is $("$PY" -V 2>&1); Python 3.11 or later is needed (set PYTHON=/path/to/python3.11+)"

if ! .venv/bin/python -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
  say "creating .venv with $("$PY" -V 2>&1)"
  rm -rf .venv
  "$PY" -m venv .venv || die "'$PY -m venv' failed (on Debian: apt-get install python3-venv)"
fi
stamp="$(hash_of pyproject.toml site-build/pyproject.toml "$(.venv/bin/python -V 2>&1)")"
if stamp_ok .venv/.setup-stamp "$stamp"; then
  say ".venv up to date"
else
  # site-build/: the site's build steps and Markdown extension (a project of its own, so that
  # it stays out of the pokerrules wheel), which both MkDocs and Zensical import.
  say "pip install -e '.[dev,bench,zensical]' -e site-build into .venv"
  .venv/bin/python -m pip install --quiet -e '.[dev,bench,zensical]' -e ./site-build
  echo "$stamp" > .venv/.setup-stamp
fi

# --- 3. .venv-pyodide (Python >= 3.12) with pyodide-build ---------------------
is_py312() { [ -n "$1" ] && "$1" -c 'import sys; sys.exit(sys.version_info < (3, 12))' >/dev/null 2>&1; }

find_py312() {
  local cand
  if [ -n "${PYODIDE_PYTHON:-}" ]; then
    is_py312 "$PYODIDE_PYTHON" && { echo "$PYODIDE_PYTHON"; return 0; }
    die "PYODIDE_PYTHON=$PYODIDE_PYTHON is not a working Python 3.12 or later"
  fi
  # On PATH; a pyenv shim for a version that is not selected fails is_py312 and is skipped.
  for cand in python3.14 python3.13 python3.12; do
    if command -v "$cand" >/dev/null && is_py312 "$(command -v "$cand")"; then
      command -v "$cand"; return 0
    fi
  done
  local pyenv_root="${PYENV_ROOT:-}"
  [ -z "$pyenv_root" ] && command -v pyenv >/dev/null && pyenv_root="$(pyenv root 2>/dev/null || true)"
  [ -z "$pyenv_root" ] && pyenv_root="$HOME/.pyenv"
  for cand in $(ls -d "$pyenv_root"/versions/3.1[2-9]*/bin/python3 2>/dev/null | sort -rV); do
    is_py312 "$cand" && { echo "$cand"; return 0; }
  done
  return 1
}

if ! is_py312 .venv-pyodide/bin/python; then
  PY312="$(find_py312)" || die "building the Pyodide wheel needs Python 3.12 or later \
(pyodide-build and pyodide-lock 0.2 do not support 3.11), and none was found: not python3.14, \
python3.13 or python3.12 on PATH, nor under pyenv's versions. Install one (e.g. \
'apt-get install python3.12-venv' where Debian has it, or 'pyenv install 3.12'), or set \
PYODIDE_PYTHON=/path/to/python3.12 and run this again."
  say "creating .venv-pyodide with $("$PY312" -V 2>&1) ($PY312)"
  rm -rf .venv-pyodide
  "$PY312" -m venv .venv-pyodide || die "'$PY312 -m venv' failed (on Debian: apt-get install python3.12-venv)"
fi
stamp="$(hash_of "${PYODIDE_TOOLS[@]}" "$(.venv-pyodide/bin/python -V 2>&1)")"
if stamp_ok .venv-pyodide/.setup-stamp "$stamp"; then
  say ".venv-pyodide up to date"
else
  say "pip install ${PYODIDE_TOOLS[*]} into .venv-pyodide"
  .venv-pyodide/bin/python -m pip install --quiet "${PYODIDE_TOOLS[@]}"
  echo "$stamp" > .venv-pyodide/.setup-stamp
fi

# --- 4. node_modules (npm ci) --------------------------------------------------
stamp="$(hash_of package-lock.json "$(node --version)")"
if [ -f node_modules/pyodide/pyodide.asm.wasm ] && [ -f node_modules/axe-core/axe.min.js ] \
    && stamp_ok node_modules/.setup-stamp "$stamp"; then
  say "node_modules up to date"
else
  say "npm ci"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$stamp" > node_modules/.setup-stamp
fi

say "done"

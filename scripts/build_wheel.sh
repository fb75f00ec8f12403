#!/usr/bin/env bash
# Build the pokerrules wheel for Pyodide, offline, and the site's lock file.
#
#   bash scripts/build_wheel.sh        (after bash scripts/setup.sh)
#
# Output, in dist/pyodide/:
#   pokerrules-<version>-py3-none-any.whl
#   pyodide-lock.json   the runtime's lock reduced to what the site serves, plus
#                       pokerrules with its sha256, so that
#                       pyodide.loadPackage("pokerrules") works by name.
#   python_stdlib.zip   the runtime's standard library cut down to what the package
#                       uses (scripts/trim_stdlib.py), which the site serves instead.
#   snapshot-<hash>.bin, snapshot.json
#                       a memory snapshot of Python with the package imported, which the
#                       simulator restores instead of booting (scripts/make_snapshot.mjs).
#
# How: `pyodide build` needs a cross-build environment, which it would download.
# scripts/make_xbuildenv.py makes one from the pinned npm runtime instead, and
# `pyodide xbuildenv install --url file://...` installs it under .cache/.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

PYODIDE_VENV="$ROOT/.venv-pyodide"
RUNTIME="$ROOT/node_modules/pyodide"
OUT="$ROOT/dist/pyodide"
LOG="$ROOT/.cache/build_wheel.log"

die() { echo "build_wheel: $*" >&2; exit 1; }

[ -x "$PYODIDE_VENV/bin/pyodide" ] || die "missing $PYODIDE_VENV/bin/pyodide: run 'bash scripts/setup.sh' first"
[ -f "$RUNTIME/pyodide-lock.json" ] || die "missing $RUNTIME: run 'bash scripts/setup.sh' (npm ci) first"
command -v make >/dev/null || die "'make' is needed by pyodide-build: run 'bash scripts/setup.sh' (apt-get install make)"

mkdir -p "$ROOT/.cache"
# One build at a time (the mkdocs hook may start one while tests do).
exec 9>"$ROOT/.cache/build_wheel.lock"
flock 9
: > "$LOG"
run() {  # run a step quietly; show its output only when it fails
  if ! "$@" >>"$LOG" 2>&1; then
    cat "$LOG" >&2
    die "failed: $*"
  fi
}

# 1. Cross-build environment, from the npm runtime (cached by content hash).
export PYODIDE_XBUILDENV_PATH="$ROOT/.cache/pyodide-xbuildenv"
tarball="$("$PYODIDE_VENV/bin/python" scripts/make_xbuildenv.py --runtime "$RUNTIME" --out "$ROOT/.cache/xbuildenv-src")"
run "$PYODIDE_VENV/bin/pyodide" xbuildenv install --url "file://$tarball"

# 2. The wheel, into a new folder that replaces $OUT only once wheel and lock are
#    both made. Start from a clean setuptools build dir so that deleted modules do
#    not linger in it; SOURCE_DATE_EPOCH makes the wheel reproducible, so its
#    sha256 (and the browser's cache) changes only when the package does.
NEW="$ROOT/.cache/dist-pyodide.new"
rm -rf "$ROOT/build" "$ROOT"/*.egg-info "$NEW"
mkdir -p "$NEW"
export SKIP_EMSCRIPTEN_VERSION_CHECK=1
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-315532800}"
run "$PYODIDE_VENV/bin/pyodide" build "$ROOT" -o "$NEW"
rm -rf "$ROOT/build" "$ROOT"/*.egg-info

shopt -s nullglob
wheels=("$NEW"/*.whl)
[ "${#wheels[@]}" -eq 1 ] || die "expected one wheel, found: ${wheels[*]:-none}"
wheel="${wheels[0]}"
case "$(basename "$wheel")" in
  *-py3-none-any.whl) ;;
  *) die "$(basename "$wheel") is not a pure-Python py3-none-any wheel" ;;
esac

# The site's wheel holds only what the browser's engine can use (no catalogue of words, no
# command line, no long description): see scripts/site_wheel.py.
run "$PYODIDE_VENV/bin/python" scripts/site_wheel.py "$wheel"

# 3. The site's lock: the runtime's info, only the runtime's packages whose files
#    are actually served with it (the npm tarball ships none), then the wheel.
base_lock="$ROOT/.cache/pyodide-lock.base.json"
"$PYODIDE_VENV/bin/python" - "$RUNTIME/pyodide-lock.json" "$NEW" "$base_lock" <<'PY'
import json, sys
from pathlib import Path
runtime_lock, out, base = Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])
lock = json.loads(runtime_lock.read_text(encoding="utf-8"))
lock["packages"] = {
    name: pkg for name, pkg in lock["packages"].items() if (out / pkg["file_name"]).is_file()
}
base.write_text(json.dumps(lock, indent=1, sort_keys=True), encoding="utf-8")
PY
run "$PYODIDE_VENV/bin/pyodide" lockfile add-wheels \
  --input "$base_lock" --output "$NEW/pyodide-lock.json" --base-path "$NEW" "$wheel"

"$PYODIDE_VENV/bin/python" - "$NEW/pyodide-lock.json" "$wheel" <<'PY'
import hashlib, json, sys
from pathlib import Path
lock = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
wheel = Path(sys.argv[2])
entry = lock["packages"].get("pokerrules")
if entry is None:
    sys.exit(f"build_wheel: pokerrules is missing from {sys.argv[1]}")
digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
if entry["file_name"] != wheel.name or entry["sha256"] != digest:
    sys.exit(f"build_wheel: lock entry {entry} does not match {wheel.name} ({digest})")
print(f"build_wheel: dist/pyodide/{wheel.name} sha256={digest[:12]}..., "
      f"lock lists {sorted(lock['packages'])}")
PY
# 4. The site's standard library: only the files the package imports.
"$PYODIDE_VENV/bin/python" scripts/trim_stdlib.py --wheel "$wheel" --runtime "$RUNTIME" \
  --out "$NEW/python_stdlib.zip" || die "could not trim the standard library"

# 5. The memory snapshot the simulator boots from.
node scripts/make_snapshot.mjs --wheel "$wheel" --stdlib "$NEW/python_stdlib.zip" --out "$NEW" \
  || die "could not make the memory snapshot"

rm -rf "$OUT"
mkdir -p "$(dirname "$OUT")"
mv "$NEW" "$OUT"

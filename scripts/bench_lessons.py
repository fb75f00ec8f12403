"""How long building the lessons takes: every game's lessons as the page asks for them (the
"what changes" lessons of child games included, each found by a bounded search of deals), in a
fresh process each run, against a reference measured in the same run (7/27's own lessons).

    .venv/bin/python scripts/bench_lessons.py [--runs 5]

Prints the median of the runs, in seconds and as a ratio to the reference.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_ONE_RUN = """
import json, time
from pokerrules.lessons.changes import what_changes
from pokerrules.lessons.run import lessons_json
from pokerrules.lookup.registry import get, variants

start = time.perf_counter()
lessons_json("seven-twenty-seven")
reference = time.perf_counter() - start
start = time.perf_counter()
children = [v for v in variants() if what_changes(v)]
changes = time.perf_counter() - start
start = time.perf_counter()
for variant in variants():
    lessons_json(variant.id)
every = time.perf_counter() - start
print(json.dumps({"reference": reference, "what_changes": changes, "every_game": every,
                  "children": len(children)}))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    runs = []
    for _ in range(args.runs):
        out = subprocess.run([sys.executable, "-c", _ONE_RUN], cwd=ROOT, check=True,
                             capture_output=True, text=True).stdout
        runs.append(json.loads(out))
    reference = statistics.median(r["reference"] for r in runs)
    print(f"runs {len(runs)}, children with a what-changes lesson {runs[0]['children']}")
    for key in ("reference", "what_changes", "every_game"):
        value = statistics.median(r[key] for r in runs)
        print(f"{key:14} median {value:7.3f} s  ratio {value / reference:6.1f}x")


if __name__ == "__main__":
    main()

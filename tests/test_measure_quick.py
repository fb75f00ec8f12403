"""scripts/measure.py in small (``--quick``): CI runs it once so it cannot rot. It builds the
site, drives Debian's Chromium, runs Pyodide under Node and CPython, and the JSON must have
every row of the performance table with numbers and ratios. No time is ever asserted: only
the shape of the report (and byte counts, which do not depend on the machine's speed)."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "scripts" / "measure.py"
sys.path.insert(0, str(REPO / "scripts"))

import measure  # noqa: E402
import measure_browser  # noqa: E402

TIME_ROWS = (
    "cold_navigation_to_ready",
    "later_visit_to_ready",
    "throttled_20mbit_40ms_to_ready",
    "instant_page_change_to_ready",
    "exact_tcp_analysis_pyodide",
)


def number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def test_bytes_summary_sums_visits_and_lists_big_files() -> None:
    entries = [
        {"url": "http://h/pyodide/pyodide.asm.wasm", "transfer": 2_700_300, "encoded": 2_700_000,
         "decoded": 9_600_000, "ms": 1, "start": 10, "end": 20},
        {"url": "http://h/a.js", "transfer": 0, "encoded": 500, "decoded": 900,
         "ms": 1, "start": 1, "end": 2},
        {"url": "http://h/b.css", "transfer": 300, "encoded": 700, "decoded": 700,
         "ms": 1, "start": 1, "end": 2},
    ]
    s = measure_browser.bytes_summary(entries)
    assert s["transferred"] == 2_700_600 and s["requests"] == 3
    assert s["from_cache"] == 1 and s["revalidated"] == 1
    assert list(s["by_file"]) == ["/pyodide/pyodide.asm.wasm"]
    assert s["other_files"] == {"count": 2, "transferred": 300}
    assert measure_browser.wasm_fetch_ms(entries) == 1


def test_time_row_gives_the_median_of_paired_ratios() -> None:
    row = measure.time_row([1000, 3000, 2000], [2000, 2000, 2000], 1.5, "ref")
    assert row["seconds"] == 2.0 and row["reference_s"] == 2.0
    assert row["ratio_runs"] == [0.5, 1.5, 1.0] and row["ratio_to_reference"] == 1.0


def test_quick_run_reports_every_row() -> None:
    proc = subprocess.run([sys.executable, str(SCRIPT), "--quick"], cwd=REPO,
                          capture_output=True, text=True, timeout=1500)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-4000:]
    out = json.loads(proc.stdout)
    table = out["table"]

    for name in TIME_ROWS:
        row = table[name]
        for key in ("seconds", "reference_s", "ratio_to_reference"):
            assert number(row[key]), (name, key, row[key])
        assert row["runs_s"] and all(number(x) for x in row["runs_s"]), (name, row)
    # Whatever the page says ("plain", "snapshot", ...), or nothing from an older page.
    assert all(m is None or isinstance(m, str) for m in table["later_visit_to_ready"]["boot_mode"])
    assert table["instant_page_change_to_ready"]["instant"] is True

    tasks = table["longest_main_thread_task"]
    for key in ("longest_ms", "over_50ms", "after_ready_longest_ms", "without_simulator_longest_ms",
                "reference_page_longest_ms"):
        assert number(tasks[key]), (key, tasks)

    browser = out["browser"]
    assert isinstance(browser["throttle_check"]["worker_throttled"], bool)
    for visit in ("cold", "later", "throttled_20mbit"):
        for kind in ("simulator", "reference"):
            summary = browser["bytes"][visit][kind]
            assert number(summary["transferred"]) and summary["requests"] > 0, (visit, kind)
            assert number(summary["server"]["bytes"]), (visit, kind)
    cold = browser["bytes"]["cold"]
    for kind in ("simulator", "reference"):
        # The runtime comes over the wire on a cold visit, fetched by the worker.
        assert cold[kind]["by_file"]["/pyodide/pyodide.asm.wasm"]["transferred"] > 100_000
    assert number(table["throttled_20mbit_40ms_to_ready"]["transferred_bytes"])
    wire = table["bytes_on_the_wire"]
    assert number(wire["cold_bytes"]) and number(wire["ratio_to_reference"])
    assert number(wire["later_visit_bytes"]) and number(wire["cold_whole_visit_served_bytes"])

    for section in ("cpython", "pyodide"):
        assert number(out[section]["analysis_s"]["median"]), section
        assert number(out[section]["analysis_to_reference"]["median"]), section
    games = out["games_cpython"]["games"]
    assert games and all(number(g["games_per_s"]["median"]) for g in games.values()), games
    assert all(number(g["games_per_s"]["median"]) for g in out["games_pyodide"]["games"].values())

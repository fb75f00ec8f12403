"""scripts/bench_moves.py --quick runs and prints the JSON it promises: a row per position of
each match, the three ways of making a move, with figures that are positive numbers, and frames that
a reply really carried. Speed is never asserted."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def positive(value: object) -> bool:
    return (isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)
            and value > 0)


def test_quick_run_prints_every_figure() -> None:
    proc = subprocess.run([sys.executable, "scripts/bench_moves.py", "--quick"], cwd=ROOT,
                          capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stderr[-3000:]
    report = json.loads(proc.stdout)
    assert report["mode"] == "quick" and report["runs"] == 2
    assert list(report["games"]) == ["rumino", "pif-paf"]
    for game in report["games"].values():
        rows = game["rows"]
        assert [row["mark"] for row in rows] == [30, 100]
        assert all(row["actions"] >= row["mark"] for row in rows), rows
        for row in rows:
            for way in ("new", "whole", "old"):
                figures = row[way]
                for key in ("median_ms", "ratio_to_reference", "cpu_median_ms",
                            "cpu_ratio_to_reference", "reply_bytes", "frame_bytes",
                            "request_bytes", "actions_moved"):
                    assert positive(figures[key]), (way, key, row)
                assert len(figures["runs_ms"]) == 2 and all(map(positive, figures["runs_ms"]))
            assert (row["new"]["actions_moved"] == row["whole"]["actions_moved"]
                    == row["old"]["actions_moved"] >= 2)
            assert row["new"]["frame_bytes"] < row["new"]["reply_bytes"]
            # "delta" leaves the whole history and view out of the reply
            assert row["new"]["reply_bytes"] < row["whole"]["reply_bytes"]
            # the history named by its history_key, not sent
            assert row["new"]["request_bytes"] < 300 < 1000 < row["whole"]["request_bytes"]
        assert rows[0]["new"]["ratio_to_reference"] == rows[0]["old"]["ratio_to_reference"] == 1

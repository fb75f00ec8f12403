"""scripts/bench_coach.py --quick runs and prints the JSON it promises: its shape, and figures
that are positive numbers. Speed is never asserted."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def positive(value: object) -> bool:
    return (isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)
            and value > 0)


def check_decisions(rows: list[dict[str, Any]]) -> None:
    assert rows
    for row in rows:
        for key in ("seconds", "reference_s", "ratio_to_reference", "runs"):
            assert positive(row[key]), (key, row)
        assert isinstance(row["over_cap"], bool)
        assert "error" not in row, row
        if not row["over_cap"]:
            assert isinstance(row["exact"], bool) and positive(row["moves"])
            assert row["count"] is None or positive(row["count"]), row
            # figures to ±1 point: at once when exact, else estimated from the needed samples
            assert positive(row["to_point_s"]), row
            if row["exact"]:
                assert row["to_point_s"] == row["seconds"] and row["needed_samples"] is None
            else:
                assert positive(row["needed_samples"]), row


def check_split(part: dict[str, Any]) -> None:
    kinds = [kind for kind in ("exact", "sampled") if kind in part]
    assert kinds, part
    for kind in kinds:
        summary = part[kind]
        assert positive(summary["decisions"]) and positive(summary["median_s"])
        assert summary["median_s"] <= summary["max_s"]
        if "median_to_point_s" in summary:
            assert 0 < summary["median_to_point_s"] <= summary["max_to_point_s"]
        else:  # every decision was stopped at the cap before any reply
            assert summary["over_cap"] == summary["decisions"], summary
        assert all(positive(c) for c in summary["worlds" if kind == "exact" else "samples"])


def test_quick_run_prints_every_figure() -> None:
    proc = subprocess.run([sys.executable, "scripts/bench_coach.py", "--quick"], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    report = json.loads(proc.stdout)
    assert report["mode"] == "quick"

    from pokerrules.lookup.registry import variants

    families = list(dict.fromkeys(v.family for v in variants()))
    timed = report["cpython"]["families"]
    assert list(timed) == families[:2]
    assert positive(report["cpython"]["reference_s"])
    for family, games in timed.items():
        first = next(v for v in variants() if v.family == family)
        assert list(games) == [first.id]
        fewest = games[first.id]["fewest_seats"]
        assert fewest["seats"] == first.min_seats
        check_split(fewest)
        check_decisions(fewest["decisions"])

    pyodide = report["pyodide"]
    assert isinstance(pyodide["measured"], bool)
    if pyodide["measured"]:
        assert pyodide["platform"] == "emscripten"
        assert positive(pyodide["reference_s"]) and positive(pyodide["median_ratio_to_cpython"])
        check_split(pyodide)
        check_decisions(pyodide["decisions"])
    else:
        assert pyodide["why"]

    goal = report["goal"]
    assert goal["decisions"] == sum(len(place["decisions"]) for games in timed.values()
                                    for places in games.values() for place in places.values())
    assert goal["pyodide_measured"] == len(pyodide.get("decisions", []))
    assert 0 <= goal["pyodide_under_goal"] <= goal["pyodide_measured"]
    assert 0 <= goal["pyodide_to_point_under_goal"] <= goal["pyodide_measured"]
    assert goal["goal_s"] == 0.5 and goal["to_point_goal_s"] == 2.0

    peer = report["peer"]
    ours = peer["pokerrules"]
    assert positive(ours["samples_per_s"]) and positive(ours["stderr_per_run"])
    assert 0 < ours["equity"] < 1
    ratio = report["ratios"]["samples_vs_pokerkit"]
    if peer["pokerkit"]["measured"]:
        assert positive(peer["pokerkit"]["samples_per_s"]) and positive(ratio)
        assert peer["equities_agree"] is True, peer
    else:
        assert ratio is None and peer["pokerkit"]["why"]


def test_world_moves_reports_seconds_per_thousand_moves() -> None:
    proc = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_coach.py"), "--world-moves",
                           "three-card-poker"], cwd=ROOT, capture_output=True, text=True, check=True)
    report = json.loads(proc.stdout)
    rows = report["games"]
    assert set(rows) == {"three-card-poker/1", "three-card-poker/6"}
    for row in rows.values():
        for key in ("seconds", "moves", "reference_s", "s_per_1000_moves"):
            assert positive(row[key]), (key, row)
        assert row["samples"] == 100

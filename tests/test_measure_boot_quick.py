"""scripts/measure_boot.py in small (``--quick``): CI runs it once so it cannot rot. It copies this
tree with two more copies of a game family, builds the site, restores its snapshot under Node
and visits a game page in Debian's Chromium. No time is asserted: only the report's shape, and
what does not depend on the machine's speed: the copies registered, the snapshot holds no game,
and the page's first answers (its game loaded on top) are all ``ok``."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "scripts" / "measure_boot.py"


def number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def test_quick_run_reports_the_boot_of_a_tree_with_more_games() -> None:
    proc = subprocess.run([sys.executable, str(SCRIPT), "--quick"], cwd=REPO,
                          capture_output=True, text=True, timeout=1800)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-4000:]
    out = json.loads(proc.stdout)

    assert out["copies"]["copies"] == 2 and out["copies"]["added"] >= 2
    assert list(out["trees"]) == ["copies"]
    tree = out["trees"]["copies"]
    assert tree["games"] > out["copies"]["added"]
    assert tree["page_module"].startswith("pokerrules.games."), tree["page_module"]

    snapshot = tree["snapshot"]
    for key in ("raw_bytes", "brotli_bytes", "gzip_bytes", "wheel_bytes", "page_bundle_bytes",
                "page_bundle_brotli_bytes"):
        assert number(snapshot[key]) and snapshot[key] > 0, (key, snapshot)
    assert snapshot["bundles"] >= out["copies"]["copies"] + 1, snapshot

    node = tree["node"]
    assert node["game_modules"] == 0, node["game_module_names"]
    assert node["pokerrules_modules"] > 20
    assert node["requests"] == ["load", "describe", "new"]
    assert all(answer["ok"] for answer in node["answers"]), node["answers"]
    assert node["written"] == f"bundle {tree['page_module']}", node["written"]
    for key in ("restore_ms", "files_ms", "answer_ms"):
        assert number(node[key]), (key, node)

    cold = tree["browser"]["cold"]
    for key in ("ready_s", "ratio_to_reference", "served_bytes"):
        assert number(cold[key]), (key, cold)
    assert all(isinstance(mode, str) for mode in cold["boot_mode"]), cold
    # The page wrote its family's bundle alone, and was sent it.
    assert cold["written"] == [[f"bundle {tree['page_module']}"]], cold["written"]
    assert cold["bytes_by_kind"]["game_bundles"] > 0, cold["bytes_by_kind"]
    assert sum(cold["bytes_by_kind"].values()) == cold["served_bytes"], cold
    for key in ("files_ms", "load_ms", "answer_ms"):
        assert number(cold["first_request_ms"][key]), cold["first_request_ms"]
    assert "plain" not in tree["browser"]
    assert number(out["reference"]["ready_s"])

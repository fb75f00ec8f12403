"""scripts/soak.py in small: CI runs it so the scale run cannot rot (the full run is by hand)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))

import soak  # noqa: E402


def test_a_small_soak_plays_games_and_hostile_calls(capsys: pytest.CaptureFixture[str]) -> None:
    code = soak.main(["--games", "3", "--facade", "60", "--jobs", "1",
                      "--only", "suck-back", "--only", "open-hand-kenosha"])
    report = json.loads(capsys.readouterr().out)
    assert code == 0 and report["failure_count"] == 0
    assert report["games"] == 6 and report["moves"] > 0
    assert set(report["per_game"]) == {"suck-back", "open-hand-kenosha"}
    assert report["facade"]["calls"] == 60 and report["facade"].get("raised", 0) == 0

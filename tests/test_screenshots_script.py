"""scripts/screenshots.py in small (``--quick``: one game): it builds the site, plays a hand in
Debian's Chromium and writes real PNGs of the two screen sizes, ready to deal, mid-hand, at the end
and with the coach on."""

from __future__ import annotations

import json
import struct
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "scripts" / "screenshots.py"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(path: Path) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk; fails on anything that is not a PNG."""
    head = path.read_bytes()[:24]
    assert head[:8] == PNG_SIGNATURE, f"{path.name} is not a PNG: {head[:8]!r}"
    assert head[12:16] == b"IHDR", f"{path.name} has no IHDR chunk first"
    return struct.unpack(">II", head[16:24])


def test_png_size_reads_a_png_and_rejects_other_files(tmp_path):
    png = tmp_path / "a.png"
    png.write_bytes(PNG_SIGNATURE + struct.pack(">I", 13) + b"IHDR" + struct.pack(">II", 3, 5))
    assert png_size(png) == (3, 5)
    jpeg = tmp_path / "b.png"
    jpeg.write_bytes(b"\xff\xd8\xff\xe0" + bytes(20))
    try:
        png_size(jpeg)
    except AssertionError:
        pass
    else:
        raise AssertionError("a JPEG was taken for a PNG")


def test_unknown_game_is_refused(tmp_path):
    proc = subprocess.run([sys.executable, str(SCRIPT), "--games", "no-such-game",
                           "--out", str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2, proc.stderr
    assert "no-such-game" in proc.stderr
    assert not list(tmp_path.iterdir())


def test_quick_run_writes_pngs_of_both_sizes(tmp_path):
    out = tmp_path / "shots"
    proc = subprocess.run([sys.executable, str(SCRIPT), "--quick", "--out", str(out)],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-4000:]
    summary = json.loads(proc.stdout)
    assert summary["failures"] == []
    assert len(summary["games"]) == 1
    game = summary["games"][0]
    assert Path(summary["out"]) == out.resolve()

    want = {(stage, w, h) for stage in ("ready", "mid", "end", "coach") for w, h in ((1280, 800), (390, 844))}
    want |= {("card-full", 794, 1123), ("card-half", 794, 1123)}  # the printed card
    got = {(s["stage"], s["width"], s["height"]) for s in summary["shots"]}
    assert got == want, got
    for shot in summary["shots"]:
        path = Path(shot["path"])
        assert path.parent == out.resolve()
        assert path.name == f"{game}-{shot['stage']}-{shot['width']}x{shot['height']}.png"
        assert png_size(path) == (shot["width"], shot["height"]), path.name
        assert path.stat().st_size > 10_000, f"{path.name} is suspiciously small"
    night = {(p["stage"], p["width"], p["height"]) for p in summary["pages"] if p["page"] == "night"}
    assert night == {(stage, w, h) for stage in ("hand", "settle") for w, h in ((1280, 800), (390, 844))}
    lesson = {(p["stage"], p["width"], p["height"]) for p in summary["pages"] if p["page"] == "lesson"}
    assert lesson == {(stage, w, h) for stage in ("question-open", "question-answered")
                      for w, h in ((1280, 800), (390, 844))}
    for shot in summary["pages"]:
        assert png_size(Path(shot["path"]))[0] > 0 and Path(shot["path"]).stat().st_size > 10_000
    assert sorted(p.name for p in out.iterdir()) == sorted(Path(s["path"]).name
                                                            for s in summary["shots"] + summary["pages"])

#!/usr/bin/env python3
"""Draw the site's app icons (a white spade on the site's teal) as PNG files, for the web app
manifest (docs/manifest.webmanifest), with no image library: the shape is sampled 4x4 per pixel
and written with zlib.

    .venv/bin/python scripts/make_icons.py [--out docs/assets/icons]

Writes ``icon-192.png`` and ``icon-512.png`` (rounded square, for "any" purpose) and
``maskable-512.png`` (full-bleed background, the spade inside the central safe circle, for
"maskable"). The files are committed; run this again only to change the drawing.
"""

from __future__ import annotations

import argparse
import math
import struct
import zlib
from pathlib import Path

TEAL = (0x00, 0x69, 0x5C)
WHITE = (0xFF, 0xFF, 0xFF)
SAMPLES = 4


def in_spade(x: float, y: float) -> bool:
    """Whether (x, y), in a unit box centred on (0.5, 0.5), lies in the spade."""
    # Two lobes, a heart's point up top, and a flared stem.
    for cx in (0.36, 0.64):
        if (x - cx) ** 2 + (y - 0.56) ** 2 <= 0.165 ** 2:
            return True
    # The upper body: a triangle-ish curve from the tip (0.5, 0.14) down to the lobes.
    if 0.14 <= y <= 0.58:
        half = 0.305 * math.sin((y - 0.14) / 0.44 * math.pi / 2)
        if abs(x - 0.5) <= half:
            return True
    # The stem, widening to its foot.
    if 0.58 <= y <= 0.88:
        half = 0.035 + (y - 0.58) / 0.30 * 0.11
        if abs(x - 0.5) <= half:
            return True
    return False


def in_rounded_square(x: float, y: float, radius: float) -> bool:
    dx = max(radius - x, 0.0, x - (1 - radius))
    dy = max(radius - y, 0.0, y - (1 - radius))
    return dx * dx + dy * dy <= radius * radius


def draw(size: int, *, maskable: bool) -> bytes:
    """RGBA rows of one icon."""
    scale = 0.62 if maskable else 0.78  # the maskable safe zone is the central 80% circle
    rows = bytearray()
    for py in range(size):
        rows.append(0)  # PNG filter: none
        for px in range(size):
            back = spade = 0
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    x = (px + (sx + 0.5) / SAMPLES) / size
                    y = (py + (sy + 0.5) / SAMPLES) / size
                    if maskable or in_rounded_square(x, y, 0.18):
                        back += 1
                        if in_spade((x - 0.5) / scale + 0.5, (y - 0.5) / scale + 0.5):
                            spade += 1
            n = SAMPLES * SAMPLES
            if back == 0:
                rows += bytes((0, 0, 0, 0))
                continue
            mix = spade / back
            rows += bytes(round(t + (w - t) * mix) for t, w in zip(TEAL, WHITE, strict=True))
            rows.append(round(255 * back / n))
    return bytes(rows)


def png(size: int, rgba_rows: bytes) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(rgba_rows, 9)) + chunk(b"IEND", b""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="docs/assets/icons")
    out = Path(parser.parse_args().out)
    out.mkdir(parents=True, exist_ok=True)
    for name, size, maskable in (("icon-192.png", 192, False), ("icon-512.png", 512, False),
                                 ("maskable-512.png", 512, True)):
        (out / name).write_bytes(png(size, draw(size, maskable=maskable)))
        print(out / name)


if __name__ == "__main__":
    main()

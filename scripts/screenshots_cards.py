"""The printed game card for scripts/screenshots.py: the "Print game cards" page (docs/cards.md)
for one game, with print media emulated, at the size of an A4 sheet (96 pixels an inch), once
for a full-page card and once for a half-page card; what the PDF's first page shows.

Files: ``DIR/<game>-card-<size>-794x1123.png``, with size ``full`` or ``half``.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlencode

#: An A4 sheet at 96 pixels an inch.
SHEET = (794, 1123)
SIZES = ("full", "half")
BOOT_TIMEOUT_MS = 90_000


def shoot_cards(browser, base: str, game: str, out: Path, scheme: str) -> list[dict]:
    """Open the game's card at each size in a context of its own and shoot it as printed."""
    width, height = SHEET
    origin = base.rstrip("/")
    context = browser.new_context(viewport={"width": width, "height": height},
                                  color_scheme=scheme, reduced_motion="reduce")
    context.route("**/*", lambda route: route.continue_()
                  if route.request.url.startswith((origin + "/", "data:", "blob:"))
                  else route.abort())
    shots = []
    try:
        page = context.new_page()
        page.set_default_timeout(30_000)
        for size in SIZES:
            page.emulate_media(media="screen")
            page.goto(f"{base}cards/?{urlencode({'game': game, 'size': size})}")
            page.wait_for_selector('.pr-cards[data-state="ready"][data-cards="1"]',
                                   timeout=BOOT_TIMEOUT_MS)
            page.emulate_media(media="print")
            path = out / f"{game}-card-{size}-{width}x{height}.png"
            page.screenshot(path=str(path))
            shots.append({"game": game, "stage": f"card-{size}", "width": width,
                          "height": height, "path": str(path)})
    finally:
        context.close()
    return shots

"""A lesson's question for scripts/screenshots.py: 7/27's first lesson opened on its game page, its
first step ("What does your hand count?") shot while the question is open, after a wrong choice
(the table without the hand's totals, the wrong choice's reason shown), and again once it is
answered (the totals back under the cards, with the explanation).

Files: ``DIR/lesson-<stage>-<width>x<height>.png``, stage ``question-open`` or
``question-answered``: shots of the lesson player alone.
"""

from __future__ import annotations

from pathlib import Path

GAME = "seven-twenty-seven"
LESSON = "first-hand"
PLAYER = ".pr-lesson-player"
BOOT_TIMEOUT_MS = 90_000


def shoot_question(page, base: str, out: Path, size: tuple[int, int]) -> list[dict]:
    """Open the lesson on ``page`` (a context already made for ``size``) and shoot its first
    question open and answered."""
    width, height = size
    page.goto(f"{base}games/{GAME}/")
    block = f'.pr-lessons[data-variant="{GAME}"]'
    page.wait_for_selector(f'{block}[data-state="ready"]', timeout=BOOT_TIMEOUT_MS)
    page.locator(f'{block} .pr-lesson-play[data-lesson="{LESSON}"]').click()
    page.wait_for_selector(f'{PLAYER}[data-step="0"][data-phase="step"][data-busy="false"]')
    page.add_style_tag(content=".md-header, .md-top { visibility: hidden !important; }")
    choices = page.locator(f"{PLAYER} .pr-lesson-choice")
    answer = page.evaluate("""() => {
      const label = document.querySelector('.pr-lesson-player .pr-hand--mine .pr-hand-label');
      return label ? label.textContent : null;
    }""")
    if answer is not None:
        raise RuntimeError(f"the open question shows its answer: {answer}")
    choices.first.click()  # "high 10, low 10": a wrong one, so its reason shows
    page.wait_for_selector(f"{PLAYER} .pr-lesson-feedback--wrong:not([hidden])")
    shots = []

    def take(stage: str) -> None:
        path = out / f"lesson-{stage}-{width}x{height}.png"
        page.locator(PLAYER).screenshot(path=str(path))
        shots.append({"page": "lesson", "stage": stage, "width": width, "height": height,
                      "path": str(path)})

    take("question-open")
    page.locator(f'{PLAYER} .pr-lesson-choice[data-choice="high 20, low 10"]').click()
    page.wait_for_selector(f'{PLAYER}[data-phase="success"] .pr-table[data-revealed="true"]')
    take("question-answered")
    return shots

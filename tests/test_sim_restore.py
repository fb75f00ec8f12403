"""The simulator's restore decision (docs/javascripts/sim-restore.js), run in Node: a saved hand
is shown only as the engine replayed it, and the engine's refusal is read by its error code,
never by the words of its message (the view saved in localStorage is never trusted)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

MODULE = Path(__file__).resolve().parents[1] / "docs" / "javascripts" / "sim-restore.js"

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")

SAVED = {"history": {"variant": "mus", "actions": []}, "view": {"prompt": "from localStorage"}}


def decide_all(answers: list[dict]) -> list[dict]:
    """The decisions for ``answers``, from one run of Node."""
    script = (f"import {{ restoreDecision }} from {json.dumps(MODULE.as_uri())};\n"
              f"const saved = {json.dumps(SAVED)};\n"
              f"console.log(JSON.stringify({json.dumps(answers)}.map((a) => "
              "restoreDecision(a, saved))));")
    out = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True,
                         text=True, check=True, timeout=60)
    return json.loads(out.stdout)


def decide(answer: dict) -> dict:
    return decide_all([answer])[0]


def test_the_engines_view_is_shown() -> None:
    view = {"prompt": "from the engine"}
    history = {"variant": "mus", "actions": [1]}
    assert decide({"ok": True, "view": view, "history": history}) == {"view": view, "history": history}


def test_a_refusal_never_shows_the_saved_view_whatever_its_words() -> None:
    cases = [(code, message)
             for message in ("Unknown op: view.", "A request needs an op, one of: new.",
                             "The deck was tampered with.")
             for code in ("bad-request", "corrupt-history", "unknown-variant", "bad-option")]
    decisions = decide_all([{"ok": False, "error": {"code": c, "message": m}} for c, m in cases])
    for (_, message), decision in zip(cases, decisions, strict=True):
        assert "view" not in decision and decision["discard"] is True
        assert decision["message"].endswith(message) and "discarded" in decision["message"]


def test_an_engine_failure_keeps_the_saved_hand_for_another_try() -> None:
    codes = ("engine-failed", "timeout", "internal-error", "not-ready")
    for decision in decide_all([{"ok": False, "error": {"code": c, "message": "op"}} for c in codes]):
        assert "view" not in decision and "discard" not in decision and decision["keep"] is True


def test_an_answer_without_a_view_is_not_a_view() -> None:
    answers = [{"ok": True}, {"ok": True, "view": [1]}, {"ok": "yes", "view": {}}, {}]
    assert all("view" not in decision for decision in decide_all(answers))

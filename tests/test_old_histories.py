"""Histories saved before the table view (issue 7) changed the words of the log and results
still replay to the same chips and the same moves: a history is actions, never words."""

import json
from pathlib import Path
from typing import Any

import pytest

from pokerrules.api import handle
from pokerrules.lookup.history import replay

SAVED = json.loads((Path(__file__).parent / "data" / "histories_before_issue_7.json")
                   .read_text(encoding="utf-8"))


@pytest.mark.parametrize("saved", SAVED, ids=lambda s: s["history"]["variant"])
def test_a_saved_history_replays_to_the_same_chips_and_moves(saved: dict[str, Any]) -> None:
    state = replay(saved["history"])
    result = state.result(0)
    assert (result["net"] if result else None) == saved["net"]
    assert [t.kind for t in state.legal_actions()] == saved["legal"]
    reply = json.loads(handle(json.dumps({"op": "view", "history": saved["history"]})))
    assert reply["ok"] and reply["view"] == state.view(0)

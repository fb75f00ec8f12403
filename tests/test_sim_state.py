"""The simulator's store (docs/javascripts/sim-state.js), run in Node: a declared shape that
setState cannot grow, a frozen state replaced on each change, and listeners that hear of every
change until they unsubscribe."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

MODULE = Path(__file__).resolve().parents[1] / "docs" / "javascripts" / "sim-state.js"

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")


def run(body: str) -> dict[str, Any]:
    """Run `body` (JavaScript with createStore and simulatorState in scope, filling `out`) in Node."""
    script = (f"import {{ createStore, simulatorState }} from {json.dumps(MODULE.as_uri())};\n"
              "const out = {};\n"
              "const error = (f) => {\n"
              "  try { f(); return null; } catch (e) { return `${e.name}: ${e.message}`; }\n"
              "};\n"
              f"{body}\n"
              "console.log(JSON.stringify(out));")
    done = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True,
                          text=True, check=True, timeout=60)
    out: dict[str, Any] = json.loads(done.stdout)
    return out


def test_set_state_merges_into_a_new_frozen_state() -> None:
    out = run("""
      const store = createStore({ a: 1, b: { c: 2 } });
      const first = store.getState();
      store.setState({ a: 3 });
      out.now = store.getState();
      out.first = first;
      out.replaced = first !== store.getState();
      out.keptB = first.b === store.getState().b;
      out.frozen = Object.isFrozen(store.getState());
      out.write = error(() => { store.getState().a = 9; });
      store.setState((s) => ({ a: s.a + 1 }));
      out.fromFunction = store.getState().a;
    """)
    assert out["now"] == {"a": 3, "b": {"c": 2}} and out["first"] == {"a": 1, "b": {"c": 2}}
    assert out["replaced"] and out["keptB"] and out["frozen"]
    assert out["write"] and out["write"].startswith("TypeError")
    assert out["fromFunction"] == 4


def test_a_key_not_declared_is_refused_and_changes_nothing() -> None:
    out = run("""
      const store = createStore({ a: 1 }, "test store");
      let heard = 0;
      store.subscribe(() => { heard += 1; });
      out.error = error(() => store.setState({ a: 2, typo: 3 }));
      out.state = store.getState();
      out.heard = heard;
      out.notObject = error(() => store.setState(null));
      out.array = error(() => store.setState([1]));
      out.noInitial = error(() => createStore(null));
    """)
    assert out["error"].startswith("Error: test store: typo is not in the declared state")
    assert out["state"] == {"a": 1} and out["heard"] == 0
    assert out["notObject"].startswith("TypeError") and out["array"].startswith("TypeError")
    assert out["noInitial"].startswith("TypeError")


def test_listeners_hear_each_change_until_they_unsubscribe() -> None:
    out = run("""
      const store = createStore({ a: 0, b: 0 });
      const heard = [];
      const listener = (state, keys) => heard.push([state.a, state.b, keys]);
      const stop = store.subscribe(listener);
      const stopTwin = store.subscribe(listener);
      store.setState({ a: 1 });
      stopTwin();
      store.setState({ a: 2, b: 5 });
      stop();
      stop();
      store.setState({ b: 6 });
      out.heard = heard;
    """)
    assert out["heard"] == [[1, 0, ["a"]], [1, 0, ["a"]], [2, 5, ["a", "b"]]]


def test_the_simulators_state_is_declared_with_its_kept_data() -> None:
    out = run("""
      const data = { v: 1, variant: "x", hand: null };
      const state = simulatorState(data);
      out.keys = Object.keys(state);
      out.data = state.data === data;
      const store = createStore(state, "simulator");
      out.known = error(() => store.setState({ view: {}, history: {}, phase: "ready" }));
      out.unknown = error(() => store.setState({ dockGuard: true }));
    """)
    assert {"phase", "desc", "data", "history", "view", "playing", "replay", "coachRun",
            "standing"} <= set(out["keys"])
    assert out["data"] and out["known"] is None
    assert out["unknown"].startswith("Error: simulator: dockGuard is not in the declared state")


def test_every_part_of_the_page_has_a_declared_shape() -> None:
    shapes = ["setupState", "playbackState", "lessonsState", "lessonState", "drillState"]
    out = run(f"""
      const shapes = await import({json.dumps(MODULE.as_uri())});
      for (const name of {json.dumps(shapes)}) {{
        const store = createStore(shapes[name](), name);
        out[name] = {{ keys: Object.keys(store.getState()),
                      typo: error(() => store.setState({{ typo: 1 }})) }};
      }}
    """)
    assert set(out) == {"setupState", "playbackState", "lessonsState", "lessonState", "drillState"}
    for name, shape in out.items():
        assert shape["keys"], name
        assert shape["typo"].startswith(f"Error: {name}: typo is not in the declared state"), name
    assert "phase" in out["drillState"]["keys"] and "lastChoices" in out["lessonState"]["keys"]

import copy
import json

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.errors import CorruptHistory
from pokerrules.lookup.history import replay, to_json
from pokerrules.lookup.registry import get


def finished_history() -> dict:  # type: ignore[type-arg]
    state = get("three-card-poker").new(99, seats=2)
    for action in (Action("ante", 5), Action("pair_plus", 1), Action("ante", 1),
                   Action("pair_plus", 0), Action("play"), Action("fold")):
        state.apply(action)
    return to_json(state)


def test_history_is_json_and_replays_to_the_same_state() -> None:
    history = finished_history()
    assert json.loads(json.dumps(history)) == history
    state = replay(history)
    assert state.is_over and to_json(state) == history


def corrupt(change) -> dict:  # type: ignore[no-untyped-def, type-arg]
    history = copy.deepcopy(finished_history())
    change(history)
    return history


@pytest.mark.parametrize("history, words", [
    ("not a dict", "JSON object"),
    (corrupt(lambda h: h.pop("deck")), "no 'deck'"),
    (corrupt(lambda h: h.update(variant="nope")), "no game"),
    (corrupt(lambda h: h.update(deck=h["deck"].replace("As", "Ks", 1))), "not a full"),
    (corrupt(lambda h: h.update(deck=h["deck"] + " Zz")), "not a card"),
    (corrupt(lambda h: h["actions"][0].update(seat=1)), "turn"),
    (corrupt(lambda h: h["actions"][0].update(amount=10_000)), "from 1 to 100"),
    (corrupt(lambda h: h["actions"].append({"seat": None, "kind": "fold"})), "over"),
    (corrupt(lambda h: h.update(options={"ante_bonus": "x"})), "ante bonus"),
    (corrupt(lambda h: h.update(stacks=[1000])), ""),
    (corrupt(lambda h: h.update(actions="ante")), "list"),
])
def test_corrupt_histories_are_refused_with_a_reason(history: object, words: str) -> None:
    with pytest.raises(CorruptHistory) as err:
        replay(history)
    assert err.value.code == "corrupt-history"
    assert words in err.value.message


def test_step_game_histories_replay_and_refuse_tampering() -> None:
    from pokerrules.table.agents import make_bot, play_bots

    variant = get("go-fish")
    state = variant.new(12, seats=3)
    play_bots(state, {s: make_bot(variant) for s in range(3)})
    history = to_json(state)
    assert replay(json.loads(json.dumps(history))).snapshot() == state.snapshot()
    asks = [a for a in history["actions"] if a["kind"] in ("ask", "pass")]
    assert asks, "the bots never reached the asking step"
    tampered = copy.deepcopy(history)
    first_bet = next(a for a in tampered["actions"] if a["kind"] in ("check", "bet"))
    first_bet.update(kind="flip", card="As")
    with pytest.raises(CorruptHistory, match="cannot be replayed"):
        replay(tampered)

"""The view's type (:class:`pokerrules.table.view.View`) is what real views carry, and what the
contract says a view carries.

Every game of the registry plays two seeded hands (its default options, then seeded random
ones) to the end, and the reader's and the mover's views at every move (everyone's at the end)
are checked against the TypedDicts, all the way
down (hands, cards, groups, piles, the match object, the step facts): no key the type does not
declare, every required key present, every value of its declared type, and no optional part
the game did not declare (its state's ``view_parts``). A view that carried a new key would fail
here until the type (and the contract) says it."""

from __future__ import annotations

import re
import types
from pathlib import Path
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints, is_typeddict

import pytest

from pokerrules.core.card_view import CardView, GroupView, PileView
from pokerrules.core.rng import SeededRandom
from pokerrules.lookup.registry import variants
from pokerrules.table.agents import bot_step, make_bot
from pokerrules.table.game import Variant
from pokerrules.table.state import State
from pokerrules.table.view import (
    PARTS,
    REQUIRED_KEYS,
    VIEW_KEYS,
    BettingView,
    HandView,
    MatchFacts,
    MatchView,
    ReplaceView,
    StepFacts,
    TurnUntilBeatView,
    View,
    WildCardsView,
    part_keys,
    view_parts,
)

ROOT = Path(__file__).resolve().parent.parent
DOC = (ROOT / "notes" / "api-contract.md").read_text(encoding="utf-8")
#: The most moves a test hand plays (the bots' longest matches end well before).
MOST_MOVES = 1500


def problems(value: object, kind: Any, where: str = "view") -> list[str]:
    """How ``value`` differs from the type ``kind`` (a TypedDict, ``list[...]``, a union...)."""
    if kind is Any or kind is object:
        return []
    if is_typeddict(kind):
        if not isinstance(value, dict):
            return [f"{where}: {value!r} is not an object"]
        hints = get_type_hints(kind)
        found = [f"{where}: undeclared key {key!r}" for key in value if key not in hints]
        found += [f"{where}: missing key {key!r}" for key in kind.__required_keys__
                  if key not in value]
        for key, item in value.items():
            if key in hints:
                found += problems(item, hints[key], f"{where}.{key}")
        return found
    origin = get_origin(kind)
    if origin in (Union, types.UnionType):
        tries = [problems(value, arm, where) for arm in get_args(kind)]
        return [] if any(not found for found in tries) else min(tries, key=len)
    if origin is Literal:
        return [] if value in get_args(kind) else [f"{where}: {value!r} is not one of {get_args(kind)}"]
    if origin is list:
        if not isinstance(value, list):
            return [f"{where}: {value!r} is not a list"]
        (item,) = get_args(kind)
        return [p for i, one in enumerate(value) for p in problems(one, item, f"{where}[{i}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{where}: {value!r} is not an object"]
        key_kind, item = get_args(kind)
        return [p for key, one in value.items() for p in
                problems(key, key_kind, f"{where} key") + problems(one, item, f"{where}[{key!r}]")]
    if kind is type(None):
        return [] if value is None else [f"{where}: {value!r} is not null"]
    ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
    return [] if ok else [f"{where}: {value!r} is not {kind.__name__}"]


def view_problems(state: State, seat: int, seen: set[str] | None = None) -> list[str]:
    """How ``seat``'s view differs from :class:`View`, or carries a part its game does not
    declare; its keys are added to ``seen``."""
    view = state.view(seat)
    found = problems(view, View)
    allowed = part_keys(view_parts(state))
    found += [f"view: part {key!r} not declared by the game" for key in view
              if key not in REQUIRED_KEYS and key not in allowed]
    if seen is not None:
        seen |= set(view)
    return found


def _hands(variant: Variant) -> list[State]:
    """Two seeded hands of ``variant``, to be played to the end by its bots: the fewest seats and
    the default options, then the most seats and seeded random options."""
    states = []
    for seed in range(2):
        rng = SeededRandom(seed)
        options = {} if seed == 0 else {o.name: o.choices[rng.below(len(o.choices))].value
                                        for o in variant.options if o.choices}
        states.append(variant.new(seed, options, (variant.min_seats, variant.max_seats)[seed]))
    return states


@pytest.mark.parametrize("variant", variants(), ids=lambda variant: variant.id)
def test_every_view_of_every_game_is_a_view(variant: Variant) -> None:
    declared = view_parts(variant.new(0, {}, variant.min_seats))
    assert declared <= set(PARTS), f"{variant.id} declares unknown parts {declared - set(PARTS)}"
    seen: set[str] = set()
    for state in _hands(variant):
        names = sorted(variant.bots)
        bots = [make_bot(variant, names[seat % len(names)]) for seat in range(state.table.seats)]
        moves = 0
        while True:
            # the reader's view and the mover's at every move, everyone's at the end
            readers = range(state.table.seats) if state.is_over else {0, state.to_act or 0}
            for seat in readers:
                found = view_problems(state, seat, seen)
                assert not found, f"{variant.id} after {moves} moves, seat {seat}: {found[:5]}"
            if state.is_over:
                break
            assert moves < MOST_MOVES, f"{variant.id}: the hand did not end"
            seat = state.to_act
            assert seat is not None
            bot_step(state, bots[seat])
            moves += 1
    assert seen >= REQUIRED_KEYS


def _a_view() -> tuple[State, dict[str, Any]]:
    state = {variant.id: variant for variant in variants()}["rumino"].new(4, {}, 3)
    return state, dict(state.view(0))


def test_a_key_the_type_does_not_declare_is_caught() -> None:
    state, view = _a_view()
    assert not problems(view, View)
    assert problems({**view, "surprise": 1}, View) == ["view: undeclared key 'surprise'"]
    hand = {**view["hands"][0], "glow": True}
    assert problems({**view, "hands": [hand]}, View) == ["view.hands[0]: undeclared key 'glow'"]
    card = {**view["hands"][0]["cards"][0], "glint": True}
    assert problems(card, CardView) == ["view: undeclared key 'glint'"]
    match = {**view["match"], "weather": "fine"}
    assert problems({**view, "match": match}, View) == ["view.match: undeclared key 'weather'"]


def test_a_missing_key_or_a_wrong_type_is_caught() -> None:
    state, view = _a_view()
    del view["prompt"]
    assert problems(view, View) == ["view: missing key 'prompt'"]
    wrong = problems({**view, "prompt": "x", "to_act": "0"}, View)
    assert [line.split(":")[0] for line in wrong] == ["view.to_act"]
    assert problems({**view, "prompt": "x", "seed": True}, View) == ["view.seed: True is not int"]


def test_a_part_the_game_does_not_declare_is_caught() -> None:
    variant = {variant.id: variant for variant in variants()}["three-card-poker"]
    state = variant.new(1, {}, 2)
    assert not view_problems(state, 0)

    class Chatty:
        view_parts = frozenset({"terms"})

        def __init__(self, inner: State) -> None:
            self.inner = inner

        def view(self, seat: int) -> dict[str, Any]:
            return {**self.inner.view(seat), "terms": [], "piles": []}

    assert view_problems(Chatty(state), 0) == ["view: part 'piles' not declared by the game"]  # type: ignore[arg-type]


# -- the contract says the same ------------------------------------------------------------


def _section(heading: str) -> str:
    lines = DOC.splitlines()
    start = lines.index(heading) + 1
    end = next((i for i in range(start, len(lines)) if lines[i].startswith("## ")), len(lines))
    return "\n".join(lines[start:end])


def _example_view() -> dict[str, Any]:
    import json
    block = re.search(r"```json\n(.*?)```", _section("## Views"), flags=re.DOTALL)
    assert block
    return json.loads(block.group(1).replace("[...]", "[]"))


def test_the_contracts_example_view_has_exactly_the_required_keys() -> None:
    example = _example_view()
    assert set(example) == REQUIRED_KEYS
    for hand in example["hands"]:
        assert set(hand) <= set(get_type_hints(HandView))
        assert HandView.__required_keys__ <= set(hand)
        for card in hand["cards"]:
            assert not problems(card, CardView)


def test_every_key_a_view_may_carry_is_named_in_the_contract() -> None:
    text = "\n".join(_section(heading) for heading in (
        "## Views", "## Matches (Three Fifty Seven, Three Five Seven, Jubilee, Twenty-Five, Mus, "
        "Rumino, Pif Paf)",
        "## What the table shows beyond the hands (optional fields)"))
    named = set(re.findall(r'`"?([a-z_]+)"?(?::[^`]*)?`', text)) | set(
        re.findall(r'(?:view|hand)\["([a-z_]+)"\]', text))
    for span in re.findall(r'`([^`]*"[^`]*)`', text):  # the keys of an object written out
        named |= set(re.findall(r'"([a-z_]+)"\s*(?=[:,}]|$)', span))
    example = _example_view()
    named |= set(example).union(*example["hands"]).union(
        *(card for hand in example["hands"] for card in hand["cards"]))
    for typed in (View, HandView, CardView, GroupView, PileView, MatchView, BettingView,
                  ReplaceView, TurnUntilBeatView, WildCardsView):
        missing = set(get_type_hints(typed)) - named
        assert not missing, f"{typed.__name__}: the contract never names {sorted(missing)}"
    assert set(get_type_hints(View)) == VIEW_KEYS
    assert set(get_type_hints(StepFacts)) <= VIEW_KEYS


def test_the_match_facts_are_what_the_contract_says_each_match_adds() -> None:
    section = _section("## Matches (Three Fifty Seven, Three Five Seven, Jubilee, Twenty-Five, Mus, "
                       "Rumino, Pif Paf)")
    adds = re.findall(r"- ([A-Z][A-Za-z -]+) adds ([^:.]*)[:.]", section)
    assert len(adds) == 7
    listed = set().union(*(re.findall(r"`([a-z_]+)`", fields) for _, fields in adds))
    assert listed == set(get_type_hints(MatchFacts))
    own = set(get_type_hints(MatchView)) - set(get_type_hints(MatchFacts))
    assert own <= set(re.findall(r"`([a-z_]+)`", section.split("- Three Fifty Seven adds")[0]))

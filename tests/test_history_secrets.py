"""A tampered history's error names no card the reader (seat 0) could not see (issue 18, point
16): the rules' reason for refusing another seat's move may list that seat's cards."""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pytest

from pokerrules.core.cards import parse_card
from pokerrules.core.errors import CorruptHistory
from pokerrules.lookup.history import replay, to_json
from pokerrules.lookup.registry import get, variants
from pokerrules.table.agents import make_bot, play_bots

_RANKS = r"(?:10|[2-9TJQKA])"
_CARD = re.compile(rf"(?<![\w♠♥♦♣])(?:{_RANKS}[cdhs]|{_RANKS}[♠♥♦♣]|Jk)(?![\w])")
_SYMBOLS = str.maketrans("♠♥♦♣", "shdc")


def cards_named(text: str) -> set[str]:
    """The codes of the cards ``text`` names, as ``As`` or ``A♠``."""
    return {parse_card(word.translate(_SYMBOLS)).code for word in _CARD.findall(text)}


def seen_by_reader(history: dict[str, Any]) -> list[set[str]]:
    """For each number of actions applied, every card seat 0 has seen in its views so far."""
    seen: list[set[str]] = []

    def watch(state: Any, applied: int) -> None:
        before = seen[-1] if seen else set()
        seen.append(before | cards_named(json.dumps(state.view(0), ensure_ascii=False)))

    replay(history, watch)
    return seen


def tamperings(entry: dict[str, Any], deck: list[str]) -> list[dict[str, Any]]:
    """Ways to change one history entry into a move that may no longer fit."""
    other = next(c for c in deck if c != entry.get("card") and c not in entry.get("cards", ()))
    changes: list[dict[str, Any]] = [{"kind": "zz"}]
    if "card" in entry:
        changes.append({"card": other})
    if "cards" in entry:
        changes.append({"cards": [other]})
    if "amount" in entry:
        changes.append({"amount": entry["amount"] + 10**6})
    return changes


@pytest.mark.parametrize("game", [v.id for v in variants()])
def test_a_tampered_move_is_refused_without_naming_cards_the_reader_never_saw(game: str) -> None:
    variant = get(game)
    refused = 0
    for seed in (0, 1):
        state = variant.new(seed, {}, None)
        play_bots(state, {s: make_bot(variant) for s in range(len(state.table.stacks))})
        history = to_json(state)
        seen = seen_by_reader(history)
        deck = history["deck"].split()
        moves = history["actions"]
        picked = range(0, len(moves), max(1, len(moves) // 12))
        for index in picked:
            for change in tamperings(moves[index], deck):
                tampered = copy.deepcopy(history)
                tampered["actions"][index].update(change)
                try:
                    replay(tampered)
                except CorruptHistory as err:
                    refused += 1
                    # the move that fails may come later than the changed one (a changed card
                    # that was also legal): by then the reader has seen more of its own cards
                    failed = re.match(r"Action (\d+)", err.message)
                    upto = max(index, int(failed.group(1)) - 1) if failed else index
                    allowed = seen[upto] | cards_named(json.dumps(change))
                    hidden = cards_named(err.message) - allowed
                    assert not hidden, (f"{game} seed {seed}, move {index + 1} changed by "
                                        f"{change}: {err.message}")
    assert refused >= 10, f"{game}: only {refused} tampered moves were refused"


def test_twenty_five_robbing_with_a_card_not_held_names_none_of_the_robbers_cards() -> None:
    from pokerrules.api import handle

    new = json.loads(handle(json.dumps({"op": "new", "variant": "twenty-five", "seed": 0})))
    history = new["history"]
    first = history["actions"][0]
    assert first["seat"] != 0 and first["kind"] == "rob"
    history["actions"][0]["card"] = "2c"
    reply = json.loads(handle(json.dumps({"op": "view", "history": history})))
    message = reply["error"]["message"]
    assert reply["error"]["code"] == "corrupt-history"
    assert cards_named(message) == set(), message
    assert "Action 1" in message and f"Seat {first['seat'] + 1}" in message

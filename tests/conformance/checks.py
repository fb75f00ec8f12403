"""The checks every registered game must pass, shared by the test suite and scripts/soak.py.

For one game, one seed and random house rules: a random playout in which, after every move,
every card is in exactly one place and no chip is made or lost; someone with a legal move must
act whenever the game is not over; the game ends; every seat's view hides what that seat may
not see; an illegal move is refused and changes nothing; and replaying the history gives the
same state. Every view speaks to its reader: the reader is "You" and never "seat N", each move
in the log starts with who made it (``log_seats``), and exactly one legal move has the focus,
never a fold while anything else is possible.
"""

from __future__ import annotations

import json
import re
from collections import Counter

from pokerrules.actions import Action
from pokerrules.agents import bot_step, make_bot
from pokerrules.cards import Card
from pokerrules.errors import BadOption, IllegalAction
from pokerrules.game import State, Variant
from pokerrules.history import replay, to_json
from pokerrules.rng import SeededRandom

MAX_MOVES = 5_000

#: Moves no game allows, and moves with a value out of every range.
BAD_MOVES = (
    {"kind": "no-such-move"},
    {"kind": "bet", "amount": 10**12},
    {"kind": "bet", "amount": -1},
    {"kind": "flip", "card": "Zz"},
    {"kind": "discard", "card": "Jk"},
    {"kind": "ask", "target": 99, "rank": "K"},
    {"kind": "fold", "amount": 3},
    "fold",
    None,
)


def random_options(variant: Variant, rng: SeededRandom) -> dict[str, str]:
    """A random choice for every pick-list option (free-text options keep their defaults)."""
    return {o.name: o.choices[rng.below(len(o.choices))].value for o in variant.options if o.choices}


def _leaks(state: State, seat: int) -> list[str]:
    hidden: set[Card] = state.hidden_from(seat)  # type: ignore[attr-defined]
    if not hidden:
        return []
    text = re.sub(r"plays as \S+", "", json.dumps(state.view(seat), ensure_ascii=False))  # a role, not a card
    copies = Counter(state.all_cards())  # type: ignore[attr-defined]
    # a card the deck holds twice (a joker) cannot be told from its twin: only single cards count
    return [c.code for c in hidden
            if copies[c] == 1 and (f'"code": "{c.code}"' in text or c.short in text)]


def view_problems(state: State, seat: int) -> list[str]:
    """What is wrong with ``seat``'s view, as the checks above describe."""
    view = state.view(seat)
    problems = []
    log, seats = view["log"], view["log_seats"]
    if len(log) != len(seats):
        problems.append(f"{len(log)} log lines but {len(seats)} log seats")
    for line, owner in zip(log, seats, strict=False):
        if re.search(rf"\bseat {seat + 1}\b", line, re.IGNORECASE):
            problems.append(f"the reader is not 'You' in {line!r}")
        start = None if owner is None else "You " if owner == seat else f"Seat {owner + 1} "
        if start is not None and not line.startswith(start):
            problems.append(f"{line!r} is seat {owner}'s move but does not start {start!r}")
        elif owner is not None and owner != seat and not line.split()[2].rstrip(".,:;").endswith("s"):
            problems.append(f"the verb does not agree with another seat in {line!r}")
    legal = view["legal"]
    focused = [t for t in legal if t.get("focus")]
    if legal and len(focused) != 1:
        problems.append(f"{len(focused)} moves have the focus in {legal}")
    if len(legal) > 1 and focused and focused[0]["kind"] in ("fold", "surrender"):
        problems.append(f"the focus is on {focused[0]['kind']} with other moves possible")
    for template in legal:
        one = template.get("min") if template.get("min") == template.get("max") else None
        if one is not None and str(one) not in template["label"]:
            problems.append(f"{template['label']!r} does not say its one amount")
    result = view["result"]
    if result is not None and not (result["lines"] and result["summary"].startswith("You ")):
        problems.append(f"the result does not explain itself: {result}")
    return problems


def playout(variant: Variant, seed: int) -> dict[str, int]:
    """One random game of ``variant`` under random options, with every check; returns counts."""
    rng = SeededRandom(seed)
    options = random_options(variant, rng)
    seats = variant.min_seats + rng.below(variant.max_seats - variant.min_seats + 1)
    state = _new(variant, seed, options, seats, rng)
    bots = [make_bot(variant, name) for name in _bot_names(variant, rng, seats)]
    deck = Counter(variant.deck_for(state.table.options))  # type: ignore[attr-defined]
    chips = state.chips_on_table()  # type: ignore[attr-defined]
    moves = refused = 0
    while not state.is_over:
        assert moves < MAX_MOVES, f"{variant.id} seed {seed}: the game did not end"
        assert state.to_act is not None and state.legal_actions(), "someone must have a legal move"
        if rng.below(4) == 0:
            move = BAD_MOVES[rng.below(len(BAD_MOVES))]
            kinds = {t.kind for t in state.legal_actions()}
            if not (isinstance(move, dict) and move.get("kind") in kinds):
                before = state.snapshot()
                try:
                    state.apply(Action.from_json(move))
                except IllegalAction:
                    refused += 1
                    assert state.snapshot() == before, f"a refused {move!r} changed the state"
                else:
                    raise AssertionError(f"{variant.id}: {move!r} was accepted")
        viewer = rng.below(seats)
        assert not _leaks(state, viewer), f"seat {viewer} sees hidden cards {_leaks(state, viewer)}"
        assert not view_problems(state, viewer), view_problems(state, viewer)
        assert not view_problems(state, state.to_act), view_problems(state, state.to_act)
        bot_step(state, bots[state.to_act])
        moves += 1
        assert Counter(state.all_cards()) == deck, "a card is missing or doubled"  # type: ignore[attr-defined]
        assert state.chips_on_table() == chips, "chips were made or lost"  # type: ignore[attr-defined]
    result = state.result()
    assert result is not None
    assert sum(result["net"]) + result.get("house", 0) == 0
    for seat in range(seats):
        assert not _leaks(state, seat)
        assert not view_problems(state, seat), view_problems(state, seat)
    again = replay(json.loads(json.dumps(to_json(state))))
    assert again.snapshot() == state.snapshot(), "replaying the history gave another state"
    assert again.view(0) == state.view(0)
    return {"games": 1, "moves": moves, "refused": refused}


def _new(variant: Variant, seed: int, options: dict[str, str], seats: int, rng: SeededRandom) -> State:
    """Half the games start from short, unequal bankrolls, so that all-ins and side pots come up."""
    if rng.below(2):
        stacks = [3 + rng.below(60) for _ in range(seats)]
        try:
            return variant.new(seed, options, seats, stacks)
        except BadOption:
            pass  # too short for these stakes: play from the usual bankrolls
    return variant.new(seed, options, seats)


def _bot_names(variant: Variant, rng: SeededRandom, seats: int) -> list[str]:
    names = sorted(variant.bots)
    return [names[rng.below(len(names))] for _ in range(seats)]

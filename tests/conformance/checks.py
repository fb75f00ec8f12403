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
from typing import Any

from pokerrules.core.actions import Action
from pokerrules.core.cards import Card
from pokerrules.core.errors import BadOption, IllegalAction
from pokerrules.core.rng import SeededRandom
from pokerrules.lookup.history import replay, to_json
from pokerrules.table.agents import bot_step, make_bot
from pokerrules.table.game import Variant
from pokerrules.table.state import State

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


def _view_text(view: dict[str, Any], skip: tuple[str, ...] = ()) -> str:
    """The view as text, without ``skip`` fields, its finished deal and role words."""
    view = {k: v for k, v in view.items() if k not in skip}
    if isinstance(view.get("match"), dict):  # the last finished deal, as the seat saw it then:
        view["match"] = {**view["match"], "last_deal": None}  # its cards are back in the deck
    return re.sub(r"plays as \S+", "", json.dumps(view, ensure_ascii=False))  # a role, not a card


def _names(text: str, card: Card) -> bool:
    return f'"code": "{card.code}"' in text or card.short in text


def _face_down_shown(view: dict[str, Any], seat: int) -> Counter[str]:
    """How many face-down cards of other seats the view draws with their faces, by code."""
    return Counter(c.get("code") for hand in view["hands"] if hand.get("seat") != seat
                   for c in hand["cards"] if not c.get("up") and c.get("code") not in (None, "??"))


def _leaks(state: State, seat: int) -> list[str]:
    """The hidden cards ``seat``'s view names. A card the deck holds once may not be named
    anywhere. Of a card the deck holds several times (Rumino, Pif Paf, Jubilee; jokers) with a
    copy hidden from ``seat``, copies are counted: no other seat's face-down card may be drawn
    with that face, and outside the log (where public moves of earlier copies are told, see
    :func:`_log_leaks`) it may be named only where the view draws a copy of it face up."""
    hidden: set[Card] = state.hidden_from(seat)  # type: ignore[attr-defined]
    if not hidden:
        return []
    view = state.view(seat)
    text, current = _view_text(view), _view_text(view, skip=("log",))
    drawn, shown = _drawn(view, seat), _face_down_shown(view, seat)
    copies = Counter(state.all_cards())  # type: ignore[attr-defined]
    leaks = []
    for card in hidden:
        if copies[card] == 1:
            if _names(text, card):
                leaks.append(card.code)
        elif shown[card.code] or (not drawn[card.code] and _names(current, card)):
            leaks.append(card.code)
    return leaks


def _drawn(view: dict[str, Any], seat: int) -> Counter[str]:
    """The cards the view draws with their faces where ``seat`` may see them: face-up cards,
    ``seat``'s own hand, and the piles on the table, by code (one per card)."""
    drawn = Counter(c.get("code") for hand in view["hands"] for c in hand["cards"]
                    if c.get("up") or hand.get("seat") == seat)
    drawn.update(c.get("code") for pile in view.get("piles") or () for c in pile["cards"])
    return drawn


def _deal(view: dict[str, Any]) -> object:
    return view["match"].get("turn") if isinstance(view.get("match"), dict) else None


Before = tuple[list[set[Card]], dict[str, Any]]


def _before(state: State, seat: int) -> Before:
    """What :func:`_log_leaks` compares with: every seat's hidden cards, and ``seat``'s view."""
    return ([state.hidden_from(s) for s in range(len(state.table.stacks))],  # type: ignore[attr-defined]
            state.view(seat))


def _log_leaks(before: Before, state: State, seat: int) -> list[str]:
    """Cards the deck holds several times that passed unseen into another player's hand (from
    the stock, say) while the line the move added to ``seat``'s log tells ``seat`` which they
    were: hidden from ``seat`` before and after, out of its sight, and hidden from the line's
    player before but not after. A move that ends a deal is not judged (its hands were shown,
    then went back into the deck)."""
    hidden_before, view_before = before
    view = state.view(seat)
    if _deal(view) != _deal(view_before):
        return []
    copies = Counter(state.all_cards())  # type: ignore[attr-defined]
    in_sight = _drawn(view, seat) + _drawn(view_before, seat)
    old = Counter(view_before["log"])
    leaks = []
    for line, owner in zip(view["log"], view["log_seats"], strict=False):
        if old[line]:
            old[line] -= 1
            continue
        if owner is None or owner == seat:
            continue
        taken = hidden_before[owner] - state.hidden_from(owner)  # type: ignore[attr-defined]
        hidden = hidden_before[seat] & state.hidden_from(seat)  # type: ignore[attr-defined]
        leaks += [c.code for c in taken & hidden
                  if copies[c] > 1 and not in_sight[c.code] and c.short in line]
    return leaks


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
        before = _before(state, viewer)
        bot_step(state, bots[state.to_act])
        told = _log_leaks(before, state, viewer)
        assert not told, f"seat {viewer} is told hidden cards {told} in the log"
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

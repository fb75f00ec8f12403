"""One deal played the same way on two tables, for the "what changes" lessons: a seeded shuffle,
every seat following a short script of decisions, each other turn taking the table's default
move (the move the table puts first: check, no card, keep).

A decision is a turn with a move outside the betting round (take a card, replace, flip, ask);
the betting itself is always the default move, so that the same script gives the same deal on
a parent's table and a child's where only how hands are valued differs.

>>> from pokerrules.lookup.registry import get
>>> run = play(get("seven-twenty-seven"), 3, 2, {}, ((OTHER,), ()))
>>> run.moves[:4], run.decisions[:1]
(('check', 'check', 'take', 'decline'), (2,))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from pokerrules.core.actions import Template
from pokerrules.core.errors import IllegalAction
from pokerrules.table.game import Variant
from pokerrules.table.state import State
from pokerrules.table.teach.asks import own_hand
from pokerrules.table.teach.deal import situation_state
from pokerrules.table.teach.model import Situation
from pokerrules.table.teach.moves import read
from pokerrules.table.view import HandView

#: The moves of a betting round (:mod:`pokerrules.table.betting`): never a decision here.
BETTING = frozenset({"check", "bet", "call", "raise", "fold"})
#: The most moves a scripted deal may take (every hand here ends long before).
MOST_MOVES = 400
#: The learner's seat, as the lessons have it.
LEARNER = 0
#: In a script: the first move of a decision other than the default one that needs no choice
#: of cards or seat (take a card, where the default is no card), or the default move itself.
OTHER = "*other"
DEFAULT = "*default"


@dataclass(frozen=True)
class Run:
    """A deal played through: every move by every seat in turn, and where (an index into
    ``moves``) each of the learner's decisions was made."""

    moves: tuple[str, ...]
    decisions: tuple[int, ...]
    over: bool
    #: The learner's hand as their own view shows it at their first decision (``None``: they
    #: made none), and the state at the end: kept so that a search need not replay the deal.
    first: HandView | None = field(default=None, compare=False, repr=False)
    end: State | None = field(default=None, compare=False, repr=False)


def start(variant: Variant, seed: int, seats: int, options: Mapping[str, str],
          moves: Sequence[str] = ()) -> State:
    """The state after ``moves`` on a table dealt from ``seed``, as a lesson's situation with
    that seed builds it."""
    return situation_state(variant, options, Situation(seed=seed, moves=tuple(moves)), seats)


def is_decision(legal: Sequence[Template]) -> bool:
    return any(t.kind not in BETTING for t in legal)


def written(template: Template) -> str:
    """``template`` as a move, its choices made the plainest way: the first seat and rank
    named, the first card (or as few first cards as it allows, at least one)."""
    if template.pick is not None:
        return " ".join((template.kind, *(template.cards or ())[:max(template.pick[0], 1)]))
    if template.targets is not None or template.ranks is not None:
        target = (template.targets or (0,))[0]
        return f"{template.kind} {target} {(template.ranks or ('',))[0]}".strip()
    if template.cards is not None:
        return f"{template.kind} {template.cards[0]}" if template.cards else template.kind
    if template.low is not None:
        return f"{template.kind} {template.default if template.default is not None else template.low}"
    return template.kind


def default_move(legal: Sequence[Template]) -> str:
    """The move the table offers first (its focus), written as text; a default that takes a
    pick of cards picks none where it may."""
    template = next((t for t in legal if t.focus), legal[0])
    if template.pick is not None and template.pick[0] == 0:
        return template.kind
    return written(template)


def other_move(legal: Sequence[Template]) -> str | None:
    """The first decision move other than the default, written as text, or ``None``."""
    return next((written(t) for t in legal if not t.focus and t.kind not in BETTING), None)


def play(variant: Variant, seed: int, seats: int, options: Mapping[str, str],
         scripts: Sequence[Sequence[str]], betting: bool = False) -> Run:
    """The deal from ``seed`` with each seat's decisions taken from its script in order (a
    scripted move that is not legal then, or a script run out, gives the default move).
    ``betting``: every move is a decision, betting moves too (for a game whose learner has
    fewer than two decisions outside the betting, such as a single draw)."""
    state = start(variant, seed, seats, options)
    moves: list[str] = []
    used = [0] * seats
    decisions: list[int] = []
    first: HandView | None = None
    while not _over(state) and len(moves) < MOST_MOVES:
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        text = default_move(legal)
        if betting or is_decision(legal):
            if seat == LEARNER:
                decisions.append(len(moves))
                first = first or own_hand(state, LEARNER)
            script = scripts[seat] if seat < len(scripts) else ()
            if used[seat] < len(script):
                wanted = script[used[seat]]
                used[seat] += 1
                if wanted == OTHER:
                    text = other_move(legal) or text
                elif wanted != DEFAULT and _legal(wanted, legal):
                    text = wanted
        state.apply(read(text, legal))
        moves.append(text)
    return Run(tuple(moves), tuple(decisions), _over(state), first, state)


def _legal(text: str, legal: Sequence[Template]) -> bool:
    try:
        action = read(text, legal)
    except (IllegalAction, ValueError, IndexError):
        return False
    template = next(t for t in legal if t.kind == action.kind)
    return template.problem(action) is None


def _over(state: State) -> bool:
    return state.to_act is None


def codes(state: State, seat: int = LEARNER) -> tuple[str, ...]:
    return tuple(card["code"] for card in own_hand(state, seat)["cards"])

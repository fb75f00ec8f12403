"""The moves the coach weighs, and how play goes on after one of them in a world.

A decision's moves are its legal templates made concrete: every card, seat or rank a template
offers, every set of cards a several-card template allows (up to :data:`MOST_MOVES` moves in
all), and a bet or raise of its suggested amount.

After the move, play goes on by one rule for every game (:data:`LATER`): in a betting round
nobody folds or raises, each player checks or calls, and every other choice (take a card or
stand, which cards to throw, in or out, which card to play), the learner's own included, is made
by the game's own bot, from that seat's view, with randomness from the world's seed.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, islice

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import parse_card
from pokerrules.core.rng import SeededRandom, derive_seed
from pokerrules.table.state import Bot, State

#: The most moves one decision is weighed over (a five-card hand has 31 sets to throw).
MOST_MOVES = 40
#: The longest a world is played on, in moves, before the coach gives up on it.
MOST_LATER_MOVES = 400

LATER = ("nobody folds or raises after this move (each player checks or calls), and every "
         "other choice, yours included, is made as the table's bots make it")


def moves(legal: list[Template]) -> list[Action]:
    """The concrete moves of a decision (see the module's docstring)."""
    return list(islice(_each(legal), MOST_MOVES))


def _each(legal: list[Template]) -> Iterator[Action]:
    for t in legal:
        amount = (t.default if t.default is not None else t.low) if t.low is not None else None
        if t.pick is not None and t.cards is not None:
            least, most = t.pick
            for size in range(least, min(most, len(t.cards)) + 1):
                for chosen in combinations(t.cards, size):
                    yield Action(t.kind, amount, cards=chosen)
        elif t.cards:
            for code in t.cards:
                yield Action(t.kind, amount, card=code)
        elif t.targets and t.ranks:
            for target in t.targets:
                for rank in t.ranks:
                    yield Action(t.kind, amount, target=target, rank=rank)
        elif t.targets:
            for target in t.targets:
                yield Action(t.kind, amount, target=target)
        elif t.ranks:
            for rank in t.ranks:
                yield Action(t.kind, amount, rank=rank)
        else:
            yield Action(t.kind, amount)


def label(action: Action, legal: list[Template]) -> str:
    """The move in words: its template's label, with the cards, seat or rank it names."""
    template = next(t for t in legal if t.kind == action.kind)
    words = template.label
    if action.cards is not None:
        words += " " + " ".join(parse_card(code).short for code in action.cards)
    if action.card is not None:
        words += " " + parse_card(action.card).short
    if action.target is not None:
        words += f" seat {action.target + 1}"
    if action.rank is not None:
        words += f" ({action.rank})"
    if action.amount is not None and template.low != template.high:
        words += f" {action.amount}"
    return words


def later_move(state: State, bot: Bot, seed: int) -> Action:
    """The move :data:`LATER` makes for the seat to act."""
    legal = state.legal_actions()
    kinds = {t.kind for t in legal}
    for kind in ("check", "call"):
        if kind in kinds:
            return Action(kind)
    seat = state.to_act
    assert seat is not None
    rng = SeededRandom(derive_seed(seed, "later", seat, len(state.actions)))
    return bot.choose(state.view(seat), legal, rng)

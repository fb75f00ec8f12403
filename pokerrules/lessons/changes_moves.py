"""What every "what changes" lesson shares (:mod:`pokerrules.lessons.changes`): the deal found,
the learner's decisions on the child's table as move steps, and short texts.

A move step plays the learner's decision as the deal found it; where the parent's table offers
other moves at the same decision, or none, the goal says so; its explanation is the table's own
log of what followed, and the hand's new value under each rule where the cards are the same.
"""

from __future__ import annotations

from dataclasses import dataclass

from pokerrules.core.actions import Template
from pokerrules.core.cards import RANK_CHARS, parse_card, rank_name
from pokerrules.steps.spec import Spec
from pokerrules.table.game import Variant
from pokerrules.table.state import State
from pokerrules.table.teach.asks import own_hand, seat_name
from pokerrules.table.teach.model import MAX_TEXT, MoveStep, Situation, Wrong
from pokerrules.table.teach.moves import read
from pokerrules.table.teach.play import BETTING, LEARNER, Run, codes, start, written

SEATS = 2
#: At most this many lines of the table's log explain a move.
LOG_LINES = 4


@dataclass(frozen=True)
class Deal:
    """A deal that shows the difference: its seed and scripts, every move on the child's table
    and the parent's, (where the showdown is judged apart) the part of the pot, and whether the
    learner's bets count as decisions (a game where the learner only bets)."""

    seed: int
    scripts: tuple[tuple[str, ...], tuple[str, ...]]
    child: Run
    parent: Run
    part: str = ""
    betting: bool = False


@dataclass(frozen=True)
class Tables:
    """The child and its parent: their registry entries and their declarations."""

    child: Variant
    parent: Variant
    mine: Spec
    theirs: Spec


def fit(*texts: str) -> str:
    """The first of ``texts`` short enough for a lesson (the last, cut, if none is)."""
    return next((t for t in texts if len(t) < MAX_TEXT), texts[-1][:MAX_TEXT - 2] + "…")


def cards_text(state: State, seat: int = LEARNER) -> str:
    return " ".join(card["short"] for card in own_hand(state, seat)["cards"])


def label(state: State) -> str:
    return str(own_hand(state, LEARNER)["label"])


def at_point(run: Run, made: int) -> tuple[str, ...]:
    """The moves up to the learner's decision number ``made`` (or the whole deal, past the
    last)."""
    return run.moves[:run.decisions[made]] if made < len(run.decisions) else run.moves


def move_words(text: str, legal: list[Template], learner: int = LEARNER) -> str:
    """A move as the table names it, with what it picks: ``"Ask" (Seat 2, twos)``,
    ``"Replace" (9♠)``, ``"Take a card"``."""
    action = read(text, legal)
    template = next(t for t in legal if t.kind == action.kind)
    details = [seat_name(action.target, learner)] if action.target is not None else []
    if action.rank is not None:
        details.append(rank_name(RANK_CHARS.index(action.rank) + 2, plural=True))
    details += [parse_card(code).short for code in (action.cards or ())]
    if action.card is not None:
        details.append(parse_card(action.card).short)
    return f'"{template.label}"' + (f" ({', '.join(details)})" if details else "")


def _choices(state: State) -> list[str]:
    return [t.label for t in state.legal_actions() if t.kind not in BETTING]


def _quoted(labels: list[str]) -> str:
    quoted = [f'"{text}"' for text in labels]
    return " or ".join(quoted) if len(quoted) < 3 else ", ".join(quoted[:-1]) + " or " + quoted[-1]


def move_step(tables: Tables, deal: Deal, number: int) -> MoveStep:
    """The learner's decision ``number`` on the child's table, as the deal made it."""
    child, theirs = tables.mine, tables.theirs
    moves = deal.child.moves[:deal.child.decisions[number]]
    state = start(tables.child, deal.seed, SEATS, {}, moves)
    legal = state.legal_actions()
    text = deal.child.moves[len(moves)]
    named = move_words(text, legal)
    wrong = tuple(Wrong(written(t), f'"{t.label}" is allowed too, but this lesson plays the deal on '
                                    f"with {named}, to compare it under both rules.")
                  for t in legal if t.kind != read(text, legal).kind and t.kind not in BETTING)
    twin = start(tables.parent, deal.seed, SEATS, {}, at_point(deal.parent, number))
    mine_choices = _choices(state)
    theirs_choices = _choices(twin) if twin.to_act == LEARNER else []
    contrast = ""
    if sorted(mine_choices) != sorted(theirs_choices):
        contrast = (f"Under {theirs.name} rules you would choose {_quoted(theirs_choices)} here. "
                    if theirs_choices else f"Under {theirs.name} rules you would not be asked "
                                           "this here. ")
    after = at_point(deal.child, number + 1)
    later = start(tables.child, deal.seed, SEATS, {}, after)
    lines = " ".join(later.view(LEARNER)["log"][len(state.view(LEARNER)["log"]):][:LOG_LINES])
    counts = ""
    if codes(later) != codes(state):
        parent_later = start(tables.parent, deal.seed, SEATS, {}, at_point(deal.parent, number + 1))
        same = codes(parent_later) == codes(later)
        counts = (f" Under {child.name} rules your hand is now {label(later)}; under "
                  f"{theirs.name} rules, {label(parent_later)}."
                  if same and label(later) != label(parent_later) else
                  f" Your hand is now {label(later)}" + (" under both rules." if same else "."))
    return MoveStep(
        goal=fit(f"{contrast}Choose {named} to play this deal on under {child.name} rules.",
                 f"Choose {named} to play this deal on."),
        situation=Situation(seed=deal.seed, moves=moves),
        accept=(text,),
        wrong=wrong,
        hint=fit(f"This lesson follows one deal under {child.name} and {theirs.name} rules: "
                 f"choose {named}.", f"Choose {named}."),
        explain=fit(f"{lines}{counts}", counts.strip() or lines, f"You choose {named}."),
    )
